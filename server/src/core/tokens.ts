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
  /** The server-side session this token belongs to; ending the session retires the token. */
  sid?: string;
  /**
   * Set only on a session check's answer, never signed: until when (ms since the epoch) the answer
   * holds unless an event says otherwise (the session's expiry, or a retired token's grace end).
   */
  validUntil?: number;
}

export type TokenInput = Omit<TokenClaims, "exp" | "iat">;

/**
 * Decides whether verified claims still name a live session, and may answer them updated (a role
 * granted or withdrawn since the token was signed); null refuses the token.
 */
export type SessionCheck = (claims: TokenClaims, use?: SessionCheckUse) => Promise<TokenClaims | null>;

/**
 * Why a token is checked: a caller presenting it ('request': HTTP, a socket connecting) or an open
 * socket's periodic re-check ('recheck'), which must not count as a new use of the token.
 */
export type SessionCheckUse = "request" | "recheck";

const ALGORITHM = "HS256";
const ISSUER = "hearth";

export class TokenService {
  private readonly key: Uint8Array;
  private sessionCheck: SessionCheck | null = null;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    /** The clock expiry is judged by (the instance's command clock, so tests can move it). */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Lifetime of the tokens this service signs. */
  get lifetimeSeconds(): number {
    return this.ttlSeconds;
  }

  /** Installs the check every request's token must pass besides its signature (server-side sessions). */
  useSessionCheck(check: SessionCheck): void {
    this.sessionCheck = check;
  }

  /** The caller behind a bearer token: a valid signature and, when sessions are checked, a live session. */
  async authenticate(token: string, use: SessionCheckUse = "request"): Promise<TokenClaims | null> {
    const claims = await this.verify(token);
    if (!claims || !this.sessionCheck) return claims;
    return this.sessionCheck(claims, use);
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

  /** Verifies signature (HS256 only: 'none' and other algorithms are refused), issuer and expiry; not the session. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        currentDate: this.clock(),
      });
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
