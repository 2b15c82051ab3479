import { randomUUID } from "node:crypto";
import type { EventTransaction, StoredEvent } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { SessionCheck, SessionInvalidation, TokenClaims } from "../../core/tokens.js";
import type { AccessLimit, BillingService } from "../billing/index.js";
import { decideSession } from "./accounts.decider.js";
import {
  evolveSession,
  initialSessionState,
  sessionStream,
  type SessionEndReason,
  type SessionMethod,
} from "./accounts.events.js";
import type { UserRow } from "./projections/accounts.read-model.js";
import { SessionEntity } from "./projections/accounts.read-model.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenedSession {
  sessionId: string;
  expiresAt: Date;
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
  ): Promise<OpenedSession> {
    const sessionId = randomUUID();
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
    return { sessionId, expiresAt };
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
  async function issueToken(row: UserRow, limit: AccessLimit, sessionId: string): Promise<string> {
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
      core.now(),
    );
  }

  /** What the household may reach: admins always everything; others per trial or subscription. */
  async function accessLimitFor(role: string, householdId: string): Promise<AccessLimit> {
    return role === "admin" ? null : billing.accessLimit(householdId);
  }

  /**
   * The session check installed on the token service: the token's session must exist, belong to the
   * token's user and household, be neither ended nor expired, and its account must not be disabled.
   * The answer carries the account's current role, and limited access once the trial or subscription
   * has ended, whatever the token said when it was signed.
   */
  const check: SessionCheck = async (claims) => {
    if (!claims.sid || !UUID.test(claims.sid)) return null;
    const [row] = await core.db.em().execute<
      { user_id: string; household_id: string; expires_at: Date | string; ended_at: Date | string | null; role: string; disabled_at: Date | string | null }[]
    >(
      `select s.user_id, s.household_id, s.expires_at, s.ended_at, u.role, u.disabled_at
         from sessions s join users u on u.id = s.user_id
        where s.id = ?`,
      [claims.sid],
    );
    if (!row || row.ended_at !== null || row.disabled_at !== null) return null;
    if (row.user_id !== claims.userId || row.household_id !== claims.householdId) return null;
    const expiresAt = new Date(row.expires_at).getTime();
    if (expiresAt <= core.now().getTime()) return null;
    const current: TokenClaims & { validUntil: number } = { ...claims, role: row.role as TokenClaims["role"], validUntil: expiresAt };
    if (current.access === "full") {
      const limit = await accessLimitFor(current.role, current.householdId);
      if (limit) return { ...current, access: "subscription_only", status: limit };
    }
    return current;
  };

  return { open, end, endAll, issueToken, accessLimitFor, check };
}

export type Sessions = ReturnType<typeof createSessions>;

/** How long a session check's answer is reused on one instance before it is asked again. */
export const SESSION_CHECK_CACHE_MS = 3000;

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
