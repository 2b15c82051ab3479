import { useSyncExternalStore } from "react";
import { decodeTokenPayload } from "../../lib/auth-token";
import { onTokenChange, readStoredUser, readToken } from "../../lib/session";

/** The current user's email (from the session token, else the cached user), or "" for an anonymous visitor. */
function readReporterEmail(): string {
  const token = readToken();
  const email = (token && decodeTokenPayload(token)?.email) || readStoredUser()?.email;
  return typeof email === "string" ? email : "";
}

/** Follows sign-in and sign-out, in this tab and others. */
export function useReporterEmail(): string {
  return useSyncExternalStore(onTokenChange, readReporterEmail, () => "");
}
