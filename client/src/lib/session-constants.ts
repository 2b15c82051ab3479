/** The session's numbers (spec section 9), in one place for the machines, the API calls and the tests. */

/** A token with less than this left is refreshed. */
export const REFRESH_THRESHOLD_MS = 15 * 60_000;
/** Server validation on navigation is due when the last one is missing or older than this. */
export const REVALIDATION_INTERVAL_MS = 5 * 60_000;
/** An offline auth record counts for this long; older ones are deleted. */
export const OFFLINE_RECORD_TTL_MS = 24 * 60 * 60_000;
/** Lifetime of the `token` cookie. */
export const TOKEN_COOKIE_MAX_AGE_S = 86_400;
/** A login request is abandoned after this long. */
export const LOGIN_TIMEOUT_MS = 15_000;
/** After a sign-in: wait, navigate, then reload after a further pause. */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;
export const RELOAD_DELAY_MS = 100;
/** After registration and after a trial-expired login. */
export const REGISTER_REDIRECT_DELAY_MS = 1000;
export const TRIAL_EXPIRED_REDIRECT_DELAY_MS = 1000;

export { SUBSCRIPTION_PATH } from "./auth-token";
/** Where the guard and an expired session send the browser. */
export { SIGN_IN_PATH } from "./auth-redirect";
/** Where logout sends the browser. */
export const AFTER_LOGOUT_PATH = "/app/auth";

/** Storage keys of spec section 3 (besides `token`, `user` and the aliases in session.ts). */
export const LAST_VALIDATION_KEY = "last_session_validation";
export const OFFLINE_AUTH_KEY = "offline_auth";
/** Session storage: the nonce of the Google sign-in in progress. */
export const GOOGLE_NONCE_KEY = "nonce";
export const TOKEN_COOKIE_NAME = "token";
