/** Where the browser goes after signing in (spec section 2 "Redirect rules" and section 4). */

export const AUTH_REDIRECT_KEY = "auth_redirect_url";
export const DEFAULT_AFTER_SIGN_IN = "/app";
/** Where the guard and an expired session send the browser. */
export const SIGN_IN_PATH = "/app/login";

/** Every path of the sign-in screen. */
export const AUTH_PATHS = ["/app/auth", "/app/login", "/login", "/auth"] as const;

export function isAuthPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (AUTH_PATHS as readonly string[]).includes(path);
}

/** Only same-origin absolute paths; protocol-relative (`//host`) and backslash tricks are refused. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  if (!target) return false;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return false;
  if (/[\u0000-\u001f]/.test(target)) return false;
  const pathname = target.split(/[?#]/)[0];
  return !isAuthPath(pathname);
}

/** The current path is saved as the post-login redirect unless it is an auth page or `/`. */
export function shouldRememberRedirect(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return pathname !== "/" && pathname !== "" && isSafeRedirect(path);
}

/** Query `redirect`, else the saved redirect, else /app. */
export function resolveRedirectTarget(queryRedirect: string | null, savedRedirect: string | null): string {
  if (isSafeRedirect(queryRedirect)) return queryRedirect;
  if (isSafeRedirect(savedRedirect)) return savedRedirect;
  return DEFAULT_AFTER_SIGN_IN;
}
