/** Build-time settings (Vite `VITE_*` variables) with their defaults, read in one place. */
export const env = {
  /** Address behind the footer's "Get Help" link. */
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || "support@hearth.example",
  /** The public site's external blog (landing footers). */
  blogUrl: import.meta.env.VITE_BLOG_URL || "https://blog.hearth.example",
  /**
   * Google Analytics 4 measurement id baked in at build time; when unset the client asks the server
   * (GA_MEASUREMENT_ID, GET /api/public-config). Either way nothing loads without analytics consent.
   */
  gaMeasurementId: import.meta.env.VITE_GA_MEASUREMENT_ID || null,
  /** Same-origin GraphQL endpoint; the dev server proxies it to the API server. */
  graphqlPath: "/graphql",
} as const;

/** ws(s)://<current host>/graphql, following the page's own scheme. */
export function graphqlWsUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${env.graphqlPath}`;
}
