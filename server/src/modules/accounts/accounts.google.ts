import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from "jose";
import { AppError, unauthorized } from "../../core/errors.js";

/** The issuers Google signs ID tokens as. */
export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export const GOOGLE_FAILED = "Google authentication failed";

/** Who Google says signed in. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | null;
}

export type GoogleVerifier = (idToken: string, nonce: string) => Promise<GoogleIdentity>;

/**
 * Verifies Google ID tokens against Google's published key set (or the one configured): RS256
 * signature, issuer, audience = our client id, expiry, and the nonce the browser generated for this
 * sign-in. Returns null when no client id is configured (Google sign-in is then not offered).
 */
export function createGoogleVerifier(options: {
  clientId?: string;
  jwksUrl: string;
  clock: () => Date;
}): GoogleVerifier | null {
  const { clientId } = options;
  if (!clientId) return null;
  const keySet = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });

  return async (idToken, nonce) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keySet, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ["RS256"],
        currentDate: options.clock(),
        requiredClaims: ["exp", "iat", "sub"],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
        throw new AppError(
          503,
          "Google sign-in is unavailable right now. Please try again in a moment or use your password.",
          "SERVICE_UNAVAILABLE",
        );
      }
      throw unauthorized(GOOGLE_FAILED);
    }
    // The nonce ties the token to the sign-in this browser started; a replayed token carries another.
    if (typeof payload.nonce !== "string" || payload.nonce !== nonce) throw unauthorized(GOOGLE_FAILED);
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    const verified = payload.email_verified === true || payload.email_verified === "true";
    if (!email || !verified) throw unauthorized("Your Google account has no verified email address");
    return {
      subject: String(payload.sub),
      email,
      name: typeof payload.name === "string" && payload.name.trim() ? payload.name.trim().slice(0, 80) : null,
    };
  };
}
