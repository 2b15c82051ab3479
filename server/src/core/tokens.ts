import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { Bus, BusMessage } from "./bus.js";
import type { StoredEvent } from "./event-store.js";

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
 * granted or withdrawn since the token was signed); null refuses the token. An answer may carry
 * `validUntil` (ms since the epoch): it is not reused past that moment (a session's expiry, the end
 * of a grace period...).
 */
export type SessionCheck = (claims: TokenClaims, use?: SessionCheckUse) => Promise<(TokenClaims & { validUntil?: number }) | null>;

/**
 * Why a token is checked: a caller presenting it ('request': HTTP, a socket connecting) or an open
 * socket's periodic re-check ('recheck'), which must not count as a new use of the token.
 */
export type SessionCheckUse = "request" | "recheck";

/** Whose cached session answers a committed event makes stale. */
export interface SessionInvalidation {
  householdId?: string | null;
  userId?: string | null;
  sessionId?: string | null;
}

export interface SessionCheckOptions {
  /** How long an accepted answer is reused, judged by the service's clock; 0 asks every time. */
  cacheMs?: number;
  /** Which committed events change what the check answers, and for whom (null: none). */
  invalidatedBy?: (event: StoredEvent) => SessionInvalidation | null;
}

interface CachedAnswer {
  claims: TokenClaims;
  until: number;
  householdId: string;
  userId: string;
  sessionId: string | null;
}

/** The bus channel every instance hears session invalidations on (never a household id). */
export const SESSION_INVALIDATION_CHANNEL = "session-invalidations";
const MAX_CACHED = 50_000;
/** The longest a command that ended sessions waits for the bus to take the word before answering. */
const PUBLISH_WAIT_MS = 1_000;

const ALGORITHM = "HS256";
const ISSUER = "hearth";

export class TokenService {
  private readonly key: Uint8Array;
  private sessionCheck: SessionCheck | null = null;
  private checkOptions: SessionCheckOptions = {};
  /** Accepted answers of the session check by token; dropped on expiry and on any invalidation. */
  private readonly cache = new Map<string, CachedAnswer>();
  /** Bumped by every invalidation: an answer read before it is never cached after it. */
  private generation = 0;
  private bus: Bus | null = null;
  /** Told of every invalidation that names someone, on this instance or heard from another. */
  private readonly invalidationListeners = new Set<(which: SessionInvalidation) => void>();

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
  useSessionCheck(check: SessionCheck, options: SessionCheckOptions = {}): void {
    this.sessionCheck = check;
    this.checkOptions = options;
    this.invalidateAll();
  }

  /** The caller behind a bearer token: a valid signature and, when sessions are checked, a live session. */
  async authenticate(token: string, use: SessionCheckUse = "request"): Promise<TokenClaims | null> {
    const cacheMs = this.sessionCheck ? (this.checkOptions.cacheMs ?? 0) : 0;
    const now = this.clock().getTime();
    // A cached answer is for this exact token, whose signature was verified when it was cached and
    // which it never outlives (`until` ≤ the token's exp): no second signature check (issue 14: an
    // HMAC through WebCrypto was about 3% of a mutation's CPU).
    if (cacheMs > 0) {
      const hit = this.cache.get(token);
      if (hit && hit.until > now) return hit.claims;
      if (hit) this.cache.delete(token);
    }
    const claims = await this.verify(token);
    if (!claims || !this.sessionCheck) return claims;
    const generation = this.generation;
    const answer = await this.sessionCheck(claims, use);
    if (!answer) return null;
    const { validUntil } = answer;
    const current: TokenClaims = answer;
    if (cacheMs > 0 && generation === this.generation) {
      const until = Math.min(now + cacheMs, claims.exp * 1000, validUntil ?? Number.POSITIVE_INFINITY);
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(token, { claims: current, until, householdId: claims.householdId, userId: claims.userId, sessionId: claims.sid ?? null });
    }
    return current;
  }

  /**
   * Calls `listener` with each invalidation that names someone (a session, a user or a household),
   * whichever instance committed it: the live sockets of those sessions re-check at once instead of
   * at their next round. Answers a function that stops the calls.
   */
  onInvalidation(listener: (which: SessionInvalidation) => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /** Forgets cached answers of whoever `which` names (every answer when it names no one). */
  invalidate(which: SessionInvalidation): void {
    this.generation += 1;
    if (!which.householdId && !which.userId && !which.sessionId) {
      this.cache.clear();
      return;
    }
    for (const listener of this.invalidationListeners) listener(which);
    for (const [token, entry] of this.cache) {
      if (
        (which.householdId && entry.householdId === which.householdId) ||
        (which.userId && entry.userId === which.userId) ||
        (which.sessionId && entry.sessionId === which.sessionId)
      ) {
        this.cache.delete(token);
      }
    }
  }

  invalidateAll(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /**
   * Hears the invalidations of every instance on the bus; after a bus outage (messages may have been
   * lost) forgets everything. Resolves once listening.
   */
  async listen(bus: Bus): Promise<void> {
    this.bus = bus;
    await bus.subscribe(SESSION_INVALIDATION_CHANNEL, (message: BusMessage) => this.invalidate(message.data as SessionInvalidation));
    bus.onReconnect(() => this.invalidateAll());
  }

  /**
   * Called with every committed batch of events: what changes sessions is forgotten here at once,
   * and on every other instance through the bus. The answer (null when nothing was invalidated)
   * settles once the bus has taken the word, or after PUBLISH_WAIT_MS: the command answers after it,
   * so a caller who goes straight to another instance after a logout is refused there (Redis sends
   * a message to its subscribers before it answers the publisher, and the other instance forgets
   * the session as the message arrives). A bus outage only delays the answer by that bound; the
   * other instances forget everything when they reconnect.
   */
  committed(events: StoredEvent[], onPublishError: (err: unknown) => void): Promise<void> | null {
    const invalidatedBy = this.checkOptions.invalidatedBy;
    if (!invalidatedBy) return null;
    const published: Promise<void>[] = [];
    for (const event of events) {
      const which = invalidatedBy(event);
      if (!which) continue;
      this.invalidate(which);
      if (!this.bus) continue;
      const publishing = this.bus
        .publish({
          householdId: SESSION_INVALIDATION_CHANNEL,
          sequence: 0,
          streamId: event.streamId,
          type: "SessionsInvalidated",
          data: { householdId: which.householdId ?? null, userId: which.userId ?? null, sessionId: which.sessionId ?? null },
          actorId: null,
          clientId: null,
          recordedAt: event.recordedAt,
        })
        .catch(onPublishError);
      published.push(publishing);
    }
    if (published.length === 0) return null;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PUBLISH_WAIT_MS);
      timer.unref();
    });
    return Promise.race([Promise.all(published).then(() => undefined), bound]).finally(() => clearTimeout(timer));
  }

  async sign(input: TokenInput, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    // A session check's answer may carry validUntil; it is never part of a token.
    const { validUntil: _validUntil, ...claims } = input;
    return new SignJWT({ ...claims })
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
