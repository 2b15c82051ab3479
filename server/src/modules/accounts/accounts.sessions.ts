import { randomUUID } from "node:crypto";
import type { EventTransaction, StoredEvent } from "../../core/event-store.js";
import { unauthorized } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { SessionCheck, SessionCheckUse, SessionInvalidation, TokenClaims } from "../../core/tokens.js";
import type { AccessLimit, BillingService } from "../billing/index.js";
import { decideSession } from "./accounts.decider.js";
import {
  evolveSession,
  initialSessionState,
  sessionStream,
  type SessionEndReason,
  type SessionMethod,
} from "./accounts.events.js";
import type { SessionRow, UserRow } from "./projections/accounts.read-model.js";
import { SessionEntity } from "./projections/accounts.read-model.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenedSession {
  sessionId: string;
  expiresAt: Date;
  /** When the session started: its token is signed as of then, so the same session answers the same token. */
  startedAt: Date;
}

export type { AccessLimit };

/** Display name rule shared by tokens and answers: name, else display name, else username, else email. */
export function displayNameOf(row: Pick<UserRow, "name" | "displayName" | "username" | "email">): string {
  return row.name || row.displayName || row.username || row.email;
}

/**
 * Server-side sessions: every token names one (claim `sid`). Logout, a password change or reset and
 * disabling the account end sessions; a refresh replaces one. The check below runs on every request.
 */
export function createSessions(core: CoreServices, billing: BillingService) {
  async function open(
    tx: EventTransaction,
    userId: string,
    method: SessionMethod,
    replaces: string | null = null,
    sessionId: string = randomUUID(),
  ): Promise<OpenedSession> {
    const expiresAt = new Date(tx.meta.now.getTime() + core.tokens.lifetimeSeconds * 1000);
    const events = decideSession(initialSessionState, {
      type: "StartSession",
      sessionId,
      userId,
      method,
      expiresAt,
      replaces,
    });
    await tx.append(sessionStream(sessionId), 0, events);
    return { sessionId, expiresAt, startedAt: tx.meta.now };
  }

  /**
   * Refresh rotation: retires the caller's session in favour of a new one, whose token the old one's
   * holder gets. The old token keeps working for REFRESH_GRACE_SECONDS (requests in flight, other
   * tabs); refreshing it again within that time answers the same successor (the newest live session of
   * the chain) instead of forking the chain. An ended session, or a chain whose tip has ended, is a 401.
   */
  async function rotate(tx: EventTransaction, userId: string, sessionId: string): Promise<OpenedSession> {
    const stream = sessionStream(sessionId);
    const { state, version } = await tx.load(stream, evolveSession, initialSessionState);
    if (!state.started || state.ended || state.userId !== userId) throw unauthorized("Session has ended");
    if (!state.retired) {
      const successorId = randomUUID();
      const graceUntil = new Date(tx.meta.now.getTime() + core.config.refreshGraceSeconds * 1000);
      await tx.append(stream, version, decideSession(state, { type: "RetireSession", sessionId, successorId, graceUntil }));
      return open(tx, userId, "refresh", sessionId, successorId);
    }
    // Already retired: follow the chain to its live tip (a retired successor within its grace leads on).
    let current = state.retired.successorId;
    for (let hops = 0; hops < 100; hops++) {
      const next = await tx.load(sessionStream(current), evolveSession, initialSessionState);
      if (!next.state.started || next.state.ended) throw unauthorized("Session has ended");
      if (!next.state.retired) {
        const row = await tx.em.findOne(SessionEntity, { id: current });
        if (!row) throw unauthorized("Session has ended");
        return { sessionId: row.id, expiresAt: row.expiresAt, startedAt: row.startedAt };
      }
      current = next.state.retired.successorId;
    }
    throw unauthorized("Session has ended");
  }

  /**
   * Logout: ends the session and the retired sessions it replaced whose tokens are still in their
   * grace period, so signing out leaves no token of the chain working.
   */
  async function endWithPredecessors(tx: EventTransaction, sessionId: string, reason: SessionEndReason): Promise<void> {
    await end(tx, sessionId, reason);
    let current = sessionId;
    for (let hops = 0; hops < 100; hops++) {
      const previous = await tx.em.findOne(SessionEntity, { successorId: current, endedAt: null });
      if (!previous) return;
      await end(tx, previous.id, reason);
      current = previous.id;
    }
  }

  /** The sessions that followed `sessionId` by refreshes, oldest first (read model). */
  async function successorsOf(tx: EventTransaction, sessionId: string): Promise<string[]> {
    const chain: string[] = [];
    let current: string | null = sessionId;
    while (current && chain.length < 1000) {
      const row: SessionRow | null = await tx.em.findOne(SessionEntity, { id: current });
      current = row?.successorId ?? null;
      if (current) chain.push(current);
    }
    return chain;
  }

  /**
   * Reuse detection: a retired token came back after its grace period. Either someone kept a copy of
   * it (a stolen token) or the chain has forked, so every session of the chain ends, the retired one
   * and all its successors, and the finding is recorded (SessionReuseDetected, then SessionEnded with
   * reason 'reuse_detected' for each). Recording it twice records nothing.
   */
  async function endChainOnReuse(householdId: string, userId: string, sessionId: string): Promise<void> {
    await core.store.execute({ householdId, actorId: userId, now: core.now() }, async (tx) => {
      const stream = sessionStream(sessionId);
      const { state, version } = await tx.load(stream, evolveSession, initialSessionState);
      const chain = await successorsOf(tx, sessionId);
      await tx.append(stream, version, decideSession(state, { type: "DetectSessionReuse", sessionId, chain }));
      for (const id of [sessionId, ...chain]) await end(tx, id, "reuse_detected");
    });
  }

  async function end(tx: EventTransaction, sessionId: string, reason: SessionEndReason): Promise<boolean> {
    const stream = sessionStream(sessionId);
    const { state, version } = await tx.load(stream, evolveSession, initialSessionState);
    const events = decideSession(state, { type: "EndSession", sessionId, reason });
    await tx.append(stream, version, events);
    return events.length > 0;
  }

  /** Ends every live session of a user (optionally but one), inside the caller's transaction. */
  async function endAll(tx: EventTransaction, userId: string, reason: SessionEndReason): Promise<number> {
    const live = await tx.em.find(
      SessionEntity,
      { userId, endedAt: null, expiresAt: { $gt: tx.meta.now } },
      { orderBy: { startedAt: "asc", id: "asc" } },
    );
    let ended = 0;
    for (const session of live) if (await end(tx, session.id, reason)) ended += 1;
    return ended;
  }

  /** Signs the session token of spec section 3 for an account and one of its sessions. */
  async function issueToken(row: UserRow, limit: AccessLimit, sessionId: string, issuedAt: Date = core.now()): Promise<string> {
    return core.tokens.sign(
      {
        role: row.role as TokenClaims["role"],
        access: limit ? "subscription_only" : "full",
        ...(limit ? { status: limit } : {}),
        email: row.email,
        id: row.id,
        accountType: row.accountType as TokenClaims["accountType"],
        name: row.name,
        displayName: displayNameOf(row),
        familyMemberId: row.familyMemberId,
        userId: row.id,
        householdId: row.householdId,
        sid: sessionId,
      },
      issuedAt,
    );
  }

  /**
   * What the household may reach, and when that changes by time alone (null: only an event changes
   * it): admins always everything; others per trial or subscription.
   */
  async function accessFor(role: string, householdId: string): Promise<{ limit: AccessLimit; changesAt: number | null }> {
    return role === "admin" ? { limit: null, changesAt: null } : billing.access(householdId);
  }

  async function accessLimitFor(role: string, householdId: string): Promise<AccessLimit> {
    return (await accessFor(role, householdId)).limit;
  }

  /**
   * The session check installed on the token service: the token's session must exist, belong to the
   * token's user and household, be neither ended nor expired, and its account must not be disabled.
   * A session retired by a refresh passes until its grace ends; presented after that, it ends its whole
   * chain (reuse detection) and fails. The answer carries the account's current role, limited access
   * once the trial or subscription has ended, and `validUntil`: when this answer stops holding by
   * itself (expiry or grace end), for a cache in front of the check.
   */
  const check: SessionCheck = async (claims: TokenClaims, use: SessionCheckUse = "request") => {
    if (!claims.sid || !UUID.test(claims.sid)) return null;
    const [row] = await core.db.em().execute<
      {
        user_id: string;
        household_id: string;
        expires_at: Date | string;
        ended_at: Date | string | null;
        successor_id: string | null;
        grace_until: Date | string | null;
        role: string;
        disabled_at: Date | string | null;
      }[]
    >(
      `select s.user_id, s.household_id, s.expires_at, s.ended_at, s.successor_id, s.grace_until, u.role, u.disabled_at
         from sessions s join users u on u.id = s.user_id
        where s.id = ?`,
      [claims.sid],
    );
    if (!row || row.ended_at !== null || row.disabled_at !== null) return null;
    if (row.user_id !== claims.userId || row.household_id !== claims.householdId) return null;
    const now = core.now().getTime();
    let validUntil = new Date(row.expires_at).getTime();
    if (validUntil <= now) return null;
    if (row.successor_id !== null) {
      const graceUntil = row.grace_until === null ? 0 : new Date(row.grace_until).getTime();
      if (graceUntil <= now) {
        // An open socket re-checking the token it connected with is not a new use of it.
        if (use === "request") {
          await endChainOnReuse(row.household_id, row.user_id, claims.sid).catch((err: unknown) =>
            core.logger.error({ err, sessionId: claims.sid }, "could not end a session chain after token reuse"),
          );
          core.logger.warn({ sessionId: claims.sid, userId: row.user_id }, "retired session token reused: session chain ended");
        }
        return null;
      }
      validUntil = Math.min(validUntil, graceUntil);
    }
    const current: TokenClaims & { validUntil: number } = { ...claims, role: row.role as TokenClaims["role"], validUntil };
    if (current.access === "full") {
      // Full access holds until the trial or the paid period runs out, at the latest.
      const { limit, changesAt } = await accessFor(current.role, current.householdId);
      if (limit) return { ...current, access: "subscription_only", status: limit };
      if (changesAt !== null) current.validUntil = Math.min(current.validUntil, changesAt);
    }
    return current;
  };

  return { open, end, endAll, endWithPredecessors, rotate, issueToken, accessLimitFor, check };
}

export type Sessions = ReturnType<typeof createSessions>;

/**
 * How long a session check's answer is reused on one instance before it is asked again. What changes
 * an answer is either an event (a logout, a role, a disabled account, a payment: the cache forgets
 * it on every instance at once, `sessionInvalidation`) or time (a session's expiry, a retired
 * token's grace, the end of a trial or paid period: the answer's `validUntil`). The bound is for what
 * neither covers: an invalidation another instance published while this one was cut from the bus
 * without noticing. A family's devices call every few seconds to a minute: at 3 s nearly every call
 * paid for the check (a signature check and two statements). In the bench's 10,000-subscription row
 * (a change in each of 1,000 households every 5 s) the server was 89–99% busy while the changes paid
 * for it and 52–83% once the answers were cached.
 */
export const SESSION_CHECK_CACHE_MS = 60_000;

/** Streams whose events can change what the session check answers: sessions, accounts, households, members, billing. */
const SESSION_AFFECTING_STREAM = /^(session|user|household|family-member|subscription)-/;

/**
 * Whose cached session answers an event makes stale: everyone in its household (and the user or the
 * session it names, wherever they are cached). Events of other modules (lists, pantry...) change none.
 */
export function sessionInvalidation(event: StoredEvent): SessionInvalidation | null {
  if (!SESSION_AFFECTING_STREAM.test(event.streamId)) return null;
  const data = (event.data ?? {}) as { userId?: unknown; sessionId?: unknown };
  return {
    householdId: event.householdId,
    userId: typeof data.userId === "string" ? data.userId : null,
    sessionId: typeof data.sessionId === "string" ? data.sessionId : null,
  };
}
