/// <reference types="vite/client" />

/** Build-time settings the client reads (see src/lib/env.ts). */
interface ImportMetaEnv {
  /** Recipient of the footer's "Get Help" mail link. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
