import { randomUUID } from "node:crypto";
import argon2 from "argon2";
import type { CommandMeta, EventTransaction } from "../../core/event-store.js";
import { isUniqueViolation } from "../../core/event-store.js";
import { conflict, forbidden, locked, notFound, tooManyRequests, unauthorized } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { BillingService } from "../billing/index.js";
import {
  ACCOUNT_DISABLED,
  ACCOUNT_LOCKED,
  assertCanSignIn,
  decide,
  type AccountCommand,
} from "./accounts.decider.js";
import {
  evolveUser,
  householdStream,
  initialUserState,
  userStream,
  type MealPlanView,
  type ProfileChanges,
  type Role,
} from "./accounts.events.js";
import { createGoogleVerifier } from "./accounts.google.js";
import { grantRole, type RoleGrantResult } from "./accounts.roles.js";
import { createSessions, displayNameOf, type AccessLimit, type OpenedSession } from "./accounts.sessions.js";
import { UserEntity, type UserRow } from "./projections/accounts.read-model.js";

/** The user object every auth answer carries (spec section 3, "Current user" fields the server knows). */
export interface PublicUser {
  id: string;
  email: string;
  username: string | null;
  name: string | null;
  displayName: string;
  role: string;
  accountType: string;
  familyMemberId: string | null;
  userId: string;
  householdId: string;
}

export interface Profile {
  id: string;
  email: string;
  username: string | null;
  name: string | null;
  firstName: string | null;
  displayName: string;
  role: string;
  accountType: string;
  isFamilyMember: boolean;
  preferences: { defaultMealPlanView: MealPlanView; householdSize: number | null; defaultPortionSize: number | null };
}

export interface AuthResult {
  token: string;
  user: PublicUser;
  /** Subscription status, or 'trial_expired' / 'subscription_expired' when access is limited. */
  status: string;
  message: string;
  redirectTo: string | null;
}

export interface ProfileUpdate extends ProfileChanges {
  defaultMealPlanView?: MealPlanView;
}

export const MIN_PASSWORD_LENGTH = 6;
export const GOOGLE_ONLY_ACCOUNT =
  "This account signs in with Google. Use the Google button, or reset your password to set one.";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    displayName: displayNameOf(row),
    role: row.role,
    accountType: row.accountType,
    familyMemberId: row.familyMemberId,
    userId: row.id,
    householdId: row.householdId,
  };
}

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    firstName: row.firstName,
    displayName: displayNameOf(row),
    role: row.role,
    accountType: row.accountType,
    isFamilyMember: row.accountType === "familyMember" || row.role === "familyMember",
    preferences: {
      defaultMealPlanView: (row.defaultMealPlanView as MealPlanView) ?? "daily",
      householdSize: row.householdSize,
      defaultPortionSize: row.defaultPortionSize,
    },
  };
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return argon2.verify(hash, password).catch(() => false);
}

type ThrottleKind = "login" | "register" | "password-reset";

const THROTTLED: Record<ThrottleKind, string> = {
  login: "Too many sign-in attempts from your network",
  register: "Too many new accounts from your network",
  "password-reset": "Too many password reset requests from your network",
};

/** Account commands and queries: the one implementation behind both REST and GraphQL. */
export function createAccountsService(core: CoreServices, billing: BillingService) {
  const sessions = createSessions(core, billing);
  // Built on first use: creating the module must not touch the core (the schema printer has none).
  let google: ReturnType<typeof createGoogleVerifier> | undefined;
  const googleVerifier = () =>
    (google ??= createGoogleVerifier({
      clientId: core.config.googleClientId,
      jwksUrl: core.config.googleJwksUrl,
      clock: core.now,
    }));
  const adminEmails = () => new Set(core.config.adminEmails);

  function meta(ctx: RequestContext | null, householdId: string, actorId: string | null, extra: Partial<CommandMeta> = {}): CommandMeta {
    return {
      householdId,
      actorId,
      now: core.now(),
      clientId: ctx?.clientId ?? null,
      correlationId: ctx?.requestId,
      ...extra,
    };
  }

  /** Decides one command on a user's stream inside the caller's transaction; answers the events. */
  async function applyToUser(tx: EventTransaction, userId: string, command: AccountCommand) {
    const stream = userStream(userId);
    const { state, version } = await tx.load(stream, evolveUser, initialUserState);
    const events = decide(state, command);
    await tx.append(stream, version, events);
    return events;
  }

  /** Per-address throttle of sign-in, registration and reset requests (429 with a wait time). */
  async function throttle(ctx: RequestContext, kind: ThrottleKind): Promise<void> {
    if (!ctx.clientAddress) return;
    const limit = kind === "login" ? core.config.loginRateLimit : core.config.registerRateLimit;
    const decision = await core.rateLimiter.consume(
      `${kind}:${ctx.clientAddress}`,
      limit,
      core.config.rateWindowSeconds * 1000,
    );
    if (decision.allowed) return;
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    throw tooManyRequests(
      `${THROTTLED[kind]}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      decision.retryAfterSeconds,
    );
  }

  async function findUser(userId: string, householdId: string): Promise<UserRow> {
    const row = await core.db.em().findOne(UserEntity, { id: userId, householdId });
    if (!row) throw unauthorized("User not found");
    return row;
  }

  async function userById(userId: string): Promise<UserRow> {
    const row = await core.db.em().findOne(UserEntity, { id: userId });
    if (!row) throw notFound("User not found");
    return row;
  }

  function limitMessage(limit: Exclude<AccessLimit, null>): string {
    return limit === "trial_expired"
      ? "Your trial has expired. Please subscribe to continue."
      : "Your subscription has ended. Please subscribe to continue.";
  }

  /** The answer of every sign-in: a token for the session, and where a limited account must go. */
  async function authResult(row: UserRow, session: Pick<OpenedSession, "sessionId">, message: string): Promise<AuthResult> {
    const limit = await sessions.accessLimitFor(row.role, row.householdId);
    const status = limit ?? (await billing.status(row.householdId)).subscriptionStatus;
    return {
      token: await sessions.issueToken(row, limit, session.sessionId),
      user: toPublicUser(row),
      status,
      message: limit ? limitMessage(limit) : message,
      redirectTo: limit ? "/app/subscription" : null,
    };
  }

  /** Gives ADMIN_EMAILS their role inside a registration's transaction. */
  async function grantConfiguredAdmin(tx: EventTransaction, userId: string, email: string): Promise<void> {
    if (!adminEmails().has(email)) return;
    await applyToUser(tx, userId, { type: "GrantRole", userId, role: "admin", grantedBy: "ADMIN_EMAILS" });
  }

  /** A replayed registration answers a token for the session it opened (or a new one for older results). */
  async function sessionFor(ctx: RequestContext, row: UserRow, sessionId: string | undefined) {
    if (sessionId) return { sessionId };
    return core.store.execute(meta(ctx, row.householdId, row.id), (tx) => sessions.open(tx, row.id, "registration"));
  }

  /** Creates an account holder, their household, a trial and a first session in one transaction. */
  async function createHolder(
    ctx: RequestContext,
    input: { email: string; username: string | null; passwordHash: string | null; googleSubject?: string; name?: string | null },
    idempotency: { key: string | null; scope?: string },
    method: "registration" | "google",
  ): Promise<{ userId: string; sessionId: string }> {
    const userId = randomUUID();
    const householdId = randomUUID();
    const now = core.now();
    return core.store.execute(
      meta(ctx, householdId, userId, { now, idempotencyKey: idempotency.key, idempotencyScope: idempotency.scope }),
      async (tx) => {
        const events = decide(initialUserState, {
          type: "RegisterUser",
          userId,
          householdId,
          email: input.email,
          username: input.username,
          passwordHash: input.passwordHash,
          role: "user",
          householdName: input.username ? `${input.username}'s household` : "My household",
        });
        await tx.append(userStream(userId), 0, events.slice(0, 1));
        await tx.append(householdStream(householdId), 0, events.slice(1));
        if (input.name) await applyToUser(tx, userId, { type: "UpdateProfile", userId, changes: { name: input.name } });
        if (input.googleSubject) {
          await applyToUser(tx, userId, { type: "LinkGoogleAccount", userId, subject: input.googleSubject });
        }
        await grantConfiguredAdmin(tx, userId, input.email);
        await billing.startTrial(tx, householdId, now);
        const session = await sessions.open(tx, userId, method);
        return { userId, sessionId: session.sessionId };
      },
    );
  }

  /** Opens a session for an existing account after its credential was checked. */
  async function signIn(ctx: RequestContext, row: UserRow, method: "password" | "google", googleSubject?: string) {
    return core.store.execute(meta(ctx, row.householdId, row.id), async (tx) => {
      const { state } = await tx.load(userStream(row.id), evolveUser, initialUserState);
      assertCanSignIn(state, tx.meta.now);
      if (googleSubject) await applyToUser(tx, row.id, { type: "LinkGoogleAccount", userId: row.id, subject: googleSubject });
      return sessions.open(tx, row.id, method);
    });
  }

  const service = {
    sessions,
    /** The Google client id when Google sign-in is offered, else null. */
    googleClientId(): string | null {
      return core.config.googleClientId ?? null;
    },

    /** Creates the user, their household and a 14-day trial in one transaction. */
    async register(
      ctx: RequestContext,
      input: { email: string; password: string; username?: string | null },
    ): Promise<AuthResult> {
      const email = normalizeEmail(input.email);
      const username = input.username?.trim() || null;
      const idempotencyScope = ctx.idempotencyKey ? `register:${email}` : undefined;
      /** The account an earlier delivery of the same Idempotency-Key created, if any. */
      const replayed = async () => {
        if (!ctx.idempotencyKey) return null;
        const replay = await core.store.storedResult<{ userId: string; sessionId?: string }>(
          idempotencyScope!,
          ctx.idempotencyKey,
        );
        const row = replay && (await core.db.em().findOne(UserEntity, { id: replay.userId }));
        return row && replay ? { row, session: await sessionFor(ctx, row, replay.sessionId) } : null;
      };
      /** A duplicate email is a 409, unless a simultaneous delivery of this very request created it. */
      const duplicate = async () => {
        const earlier = await replayed();
        if (earlier) return authResult(earlier.row, earlier.session, "Account created successfully");
        throw conflict("An account with this email already exists");
      };
      const earlier = await replayed();
      if (earlier) return authResult(earlier.row, earlier.session, "Account created successfully");
      await throttle(ctx, "register");
      const existing = await core.db.em().findOne(UserEntity, { email });
      if (existing) return duplicate();
      const passwordHash = await hashPassword(input.password);
      let created: { userId: string; sessionId: string };
      try {
        created = await createHolder(
          ctx,
          { email, username, passwordHash },
          { key: ctx.idempotencyKey, scope: idempotencyScope },
          "registration",
        );
      } catch (error) {
        if (isUniqueViolation(error, "users_email_unique")) return duplicate();
        throw error;
      }
      return authResult(await userById(created.userId), created, "Account created successfully");
    },

    async login(ctx: RequestContext, input: { email: string; password: string }): Promise<AuthResult> {
      await throttle(ctx, "login");
      const em = core.db.em();
      const row = await em.findOne(UserEntity, { email: normalizeEmail(input.email) }, { populate: ["passwordHash"] });
      if (!row) throw notFound("User not found");
      // Quick refusals from the read model; the transaction below decides again on the stream.
      if (row.disabledAt) throw forbidden(ACCOUNT_DISABLED);
      if (row.lockedUntil && row.lockedUntil.getTime() > core.now().getTime()) throw locked(ACCOUNT_LOCKED);
      if (!row.passwordHash) throw unauthorized(GOOGLE_ONLY_ACCOUNT);
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        const recorded = await core.store.execute(meta(ctx, row.householdId, null), async (tx) => {
          const events = await applyToUser(tx, row.id, { type: "RecordFailedSignIn", userId: row.id, now: tx.meta.now });
          return events.map((e) => e.type);
        });
        // The fifth wrong password within the window locks the account, and says so.
        if (recorded.length === 0 || recorded.includes("AccountLocked")) throw locked(ACCOUNT_LOCKED);
        throw unauthorized("Invalid password");
      }
      const session = await signIn(ctx, row, "password");
      return authResult(row, session, "Logged in successfully");
    },

    /** Signs in (or signs up) with a Google ID token verified against Google's key set. */
    async googleSignIn(ctx: RequestContext, input: { idToken: string; nonce: string }): Promise<AuthResult> {
      await throttle(ctx, "login");
      const verify = googleVerifier();
      if (!verify) throw notFound("Google sign-in is not enabled on this server");
      const identity = await verify(input.idToken, input.nonce);
      const em = core.db.em();
      const row =
        (await em.findOne(UserEntity, { googleSubject: identity.subject })) ??
        (await em.findOne(UserEntity, { email: identity.email }));
      if (row) {
        const session = await signIn(ctx, row, "google", row.googleSubject ? undefined : identity.subject);
        return authResult(row, session, "Signed in with Google successfully");
      }
      let created: { userId: string; sessionId: string };
      try {
        created = await createHolder(
          ctx,
          { email: identity.email, username: null, passwordHash: null, googleSubject: identity.subject, name: identity.name },
          { key: null },
          "google",
        );
      } catch (error) {
        // The same Google account signing up twice at once: the second finds the first.
        if (isUniqueViolation(error)) return service.googleSignIn(ctx, input);
        throw error;
      }
      return authResult(await userById(created.userId), created, "Signed in with Google successfully");
    },

    /** The signed-in user as the read model knows them (401 when the account is gone). */
    async currentUser(auth: TokenClaims): Promise<PublicUser> {
      return toPublicUser(await findUser(auth.userId, auth.householdId));
    },

    /**
     * A fresh token on a new session that replaces the caller's. The old token keeps working for the
     * grace period (REFRESH_GRACE_SECONDS); refreshing it again meanwhile answers the same successor.
     */
    async refresh(ctx: RequestContext, auth: TokenClaims): Promise<string> {
      const row = await findUser(auth.userId, auth.householdId);
      const session = await core.store.execute(meta(ctx, row.householdId, row.id), async (tx) =>
        auth.sid ? sessions.rotate(tx, row.id, auth.sid) : sessions.open(tx, row.id, "refresh"),
      );
      // Signed as of the session's start: the same successor always answers the same token.
      return sessions.issueToken(row, await sessions.accessLimitFor(row.role, row.householdId), session.sessionId, session.startedAt);
    },

    /** Ends the caller's session; answering for an already ended one too (logout is idempotent). */
    async logout(ctx: RequestContext, auth: TokenClaims | null): Promise<void> {
      if (!auth?.sid) return;
      await core.store.execute(meta(ctx, auth.householdId, auth.userId), async (tx) => {
        await sessions.endWithPredecessors(tx, auth.sid!, "logout");
      });
    },

    async profile(auth: TokenClaims): Promise<Profile> {
      return toProfile(await findUser(auth.userId, auth.householdId));
    },

    /** The caller's profile and the user the header shows, from one read (a live profile change carries both). */
    async profileAndUser(auth: TokenClaims): Promise<{ profile: Profile; user: PublicUser }> {
      const row = await findUser(auth.userId, auth.householdId);
      return { profile: toProfile(row), user: toPublicUser(row) };
    },

    /** Records profile and meal-plan-view changes as events; answers the updated profile. */
    async updateProfile(ctx: RequestContext, auth: TokenClaims, update: ProfileUpdate): Promise<Profile> {
      const { defaultMealPlanView, ...changes } = update;
      if (changes.displayName !== undefined) {
        // Legacy clients send back the whole profile, including the display name we derived for them
        // (name, else username, else email): that echo is not a choice of display name.
        const current = await findUser(auth.userId, auth.householdId);
        if (current.displayName === null && changes.displayName === displayNameOf(current)) delete changes.displayName;
      }
      await core.store.execute(
        meta(ctx, auth.householdId, auth.userId, { idempotencyKey: ctx.idempotencyKey }),
        async (tx) => {
          const stream = userStream(auth.userId);
          const { state, version } = await tx.load(stream, evolveUser, initialUserState);
          const events = [
            ...decide(state, { type: "UpdateProfile", userId: auth.userId, changes }),
            ...(defaultMealPlanView
              ? decide(state, { type: "ChangeMealPlanView", userId: auth.userId, view: defaultMealPlanView })
              : []),
          ];
          await tx.append(stream, version, events);
          return { userId: auth.userId };
        },
      );
      return toProfile(await findUser(auth.userId, auth.householdId));
    },

    /** Grants a role to the account with this email (ADMIN_EMAILS at boot). */
    async grantRoleByEmail(email: string, role: Role, grantedBy: string): Promise<RoleGrantResult> {
      return grantRole(core, email, role, grantedBy);
    },

    /** ADMIN_EMAILS, read at boot: those that already have an account become admins now. */
    async applyAdminEmails(): Promise<void> {
      for (const email of adminEmails()) {
        const row = await core.db.em().findOne(UserEntity, { email });
        if (!row || row.role === "admin") continue;
        try {
          const { changed } = await service.grantRoleByEmail(email, "admin", "ADMIN_EMAILS");
          if (changed) core.logger.info({ email }, "granted the admin role from ADMIN_EMAILS");
        } catch (error) {
          // Another instance booting at the same time granted it first.
          core.logger.debug({ err: error, email }, "admin role from ADMIN_EMAILS not granted by this instance");
        }
      }
    },

    authResult,
    userById,
    throttle,
    applyToUser,
    meta,
  };
  return service;
}

export type AccountsService = ReturnType<typeof createAccountsService>;
