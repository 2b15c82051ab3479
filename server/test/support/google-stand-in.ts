import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";

export const TEST_GOOGLE_CLIENT_ID = "hearth-test.apps.googleusercontent.com";

export interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  nonce?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now until expiry (negative: already expired). */
  expiresIn?: number;
}

/**
 * A local stand-in for Google's sign-in keys: serves a JSON Web Key Set over HTTP and signs ID
 * tokens with the matching private key, exactly as Google's are (RS256, kid in the header).
 */
export interface GoogleStandIn {
  jwksUrl: string;
  signIdToken(claims: GoogleClaims): Promise<string>;
  /** A token signed by a key the key set does not publish. */
  signWithForeignKey(claims: GoogleClaims): Promise<string>;
  close(): Promise<void>;
}

async function keyPair(kid: string): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

function sign(privateKey: CryptoKey, kid: string, claims: GoogleClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { aud, iss, expiresIn, ...rest } = claims;
  return new SignJWT({ email_verified: true, ...rest })
    .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
    .setIssuer(iss ?? "https://accounts.google.com")
    .setAudience(aud ?? TEST_GOOGLE_CLIENT_ID)
    .setSubject(claims.sub ?? "google-subject")
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (expiresIn ?? 3600))
    .sign(privateKey);
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const published = await keyPair("test-key-1");
  const foreign = await keyPair("test-key-unknown");
  const server: Server = createServer((req, res) => {
    if (req.url === "/oauth2/v3/certs") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ keys: [published.jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    signIdToken: (claims) => sign(published.privateKey, "test-key-1", claims),
    signWithForeignKey: (claims) => sign(foreign.privateKey, "test-key-unknown", claims),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
