/// <reference types="vite/client" />

/** Build-time settings the client reads (see src/lib/env.ts). */
interface ImportMetaEnv {
  /** Recipient of the footer's "Get Help" mail link. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The landing footers' external blog link. */
  readonly VITE_BLOG_URL?: string;
  /** Google Analytics 4 measurement id (used only with the visitor's analytics consent). */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
