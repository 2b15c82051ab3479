/**
 * The `token` cookie (spec section 9): 86400 s, path /, SameSite=Lax, Secure on https, and set on
 * the parent domain (so sibling sub-domains see it) except on local and hosted-development hosts.
 */
import { TOKEN_COOKIE_MAX_AGE_S, TOKEN_COOKIE_NAME } from "./session-constants";

/** Hosting services whose sub-domains belong to different people: never share a cookie across them. */
const HOSTED_DEV_SUFFIXES = [
  "replit.dev",
  "repl.co",
  "replit.app",
  "github.dev",
  "app.github.dev",
  "gitpod.io",
  "codesandbox.io",
  "csb.app",
  "stackblitz.io",
  "webcontainer.io",
  "vercel.app",
  "netlify.app",
  "pages.dev",
  "ngrok.io",
  "ngrok-free.app",
  "loca.lt",
];

/** Second-level labels that are public suffixes under a country code (example.co.uk keeps three labels). */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ltd", "plc", "ne", "or"]);

function isLocalHost(host: string): boolean {
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    !host.includes(".") ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(host) ||
    host.includes(":")
  );
}

/** The Domain attribute for a host, or null to leave it host-only. */
export function cookieDomainFor(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (isLocalHost(host)) return null;
  if (HOSTED_DEV_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return null;
  const labels = host.split(".");
  const keep = labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]) && labels[labels.length - 1].length === 2 ? 3 : 2;
  if (labels.length <= keep) return host;
  return labels.slice(-keep).join(".");
}

export interface CookieLocation {
  hostname: string;
  protocol: string;
}

/** The full Set-Cookie string for the token (or for removing it with an empty value). */
export function tokenCookie(value: string | null, location: CookieLocation): string {
  const domain = cookieDomainFor(location.hostname);
  const parts = [
    `${TOKEN_COOKIE_NAME}=${value === null ? "" : encodeURIComponent(value)}`,
    `Max-Age=${value === null ? 0 : TOKEN_COOKIE_MAX_AGE_S}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (domain) parts.push(`Domain=${domain}`);
  if (location.protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}

export function writeTokenCookie(token: string): void {
  try {
    document.cookie = tokenCookie(token, window.location);
  } catch {
    // Cookies disabled: the bearer token in storage still works.
  }
}

export function clearTokenCookie(): void {
  try {
    document.cookie = tokenCookie(null, window.location);
    // A cookie set before the domain rule applied (host-only) is removed too.
    document.cookie = `${TOKEN_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  } catch {
    // Nothing to remove.
  }
}
