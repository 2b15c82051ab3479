import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

/** The session token payload of spec section 3, plus the household it belongs to. */
export interface TokenClaims {
  /** Expiry, seconds since the epoch. */
  exp: number;
  iat: number;
  role: "user" | "admin" | "moderator" | "familyMember";
  /** 'full', or 'subscription_only' when the trial or subscription has ended. */
  access: "full" | "subscription_only";
  email: string;
  id: string;
  accountType: "accountHolder" | "familyMember";
  name: string | null;
  displayName: string;
  familyMemberId: string | null;
  userId: string;
  householdId: string;
  /** Why access is limited, when it is: 'trial_expired' or 'subscription_expired'. */
  status?: string;
}

export type TokenInput = Omit<TokenClaims, "exp" | "iat">;

const ALGORITHM = "HS256";
const ISSUER = "hearth";

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(input: TokenInput, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...input })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setSubject(input.userId)
      .sign(this.key);
  }

  /** Verifies signature (HS256 only: 'none' and other algorithms are refused), issuer and expiry. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      if (typeof payload.userId !== "string" || typeof payload.householdId !== "string") return null;
      return payload as unknown as TokenClaims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** The configured secret, or one generated once and kept in the data directory (embedded mode). */
export async function resolveTokenSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.resolve(dataDir, "token-secret");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(48).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** The bearer token of an Authorization header, if any (spec: under 11 chars, 'null' or 'undefined' count as none). */
export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  if (!token || token.length < 11 || token === "null" || token === "undefined") return null;
  return token;
}
