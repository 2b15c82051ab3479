import { randomUUID } from "node:crypto";
import argon2 from "argon2";
import type { CoreServices } from "../../core/module.js";
import { isUniqueViolation } from "../../core/event-store.js";
import { conflict, notFound, unauthorized } from "../../core/errors.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { BillingService } from "../billing/index.js";
import { decide } from "./accounts.decider.js";
import {
  evolveUser,
  initialUserState,
  userStream,
  type MealPlanView,
  type ProfileChanges,
} from "./accounts.events.js";
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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function displayNameOf(row: Pick<UserRow, "name" | "displayName" | "username" | "email">): string {
  return row.name || row.displayName || row.username || row.email;
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

/** Account commands and queries: the one implementation behind both REST and GraphQL. */
export function createAccountsService(core: CoreServices, billing: BillingService) {
  async function issueToken(row: UserRow, limit: "trial_expired" | "subscription_expired" | null) {
    const user = toPublicUser(row);
    return core.tokens.sign(
      {
        role: row.role as TokenClaims["role"],
        access: limit ? "subscription_only" : "full",
        ...(limit ? { status: limit } : {}),
        email: row.email,
        id: row.id,
        accountType: row.accountType as TokenClaims["accountType"],
        name: row.name,
        displayName: user.displayName,
        familyMemberId: row.familyMemberId,
        userId: row.id,
        householdId: row.householdId,
      },
      core.now(),
    );
  }

  async function findUser(userId: string, householdId: string): Promise<UserRow> {
    const row = await core.db.em().findOne(UserEntity, { id: userId, householdId });
    if (!row) throw unauthorized("User not found");
    return row;
  }

  async function authResult(row: UserRow, message: string): Promise<AuthResult> {
    const limit = row.role === "admin" ? null : await billing.accessLimit(row.householdId);
    const status = limit ?? (await billing.status(row.householdId)).subscriptionStatus;
    return {
      token: await issueToken(row, limit),
      user: toPublicUser(row),
      status,
      message: limit
        ? limit === "trial_expired"
          ? "Your trial has expired. Please subscribe to continue."
          : "Your subscription has ended. Please subscribe to continue."
        : message,
      redirectTo: limit ? "/app/subscription" : null,
    };
  }

  return {
    /** Creates the user, their household and a 14-day trial in one transaction. */
    async register(
      ctx: RequestContext,
      input: { email: string; password: string; username?: string | null },
    ): Promise<AuthResult> {
      const email = normalizeEmail(input.email);
      const username = input.username?.trim() || null;
      const now = core.now();
      const userId = randomUUID();
      const householdId = randomUUID();
      const idempotencyScope = ctx.idempotencyKey ? `register:${email}` : undefined;
      /** The account an earlier delivery of the same Idempotency-Key created, if any. */
      const replayed = async () => {
        if (!ctx.idempotencyKey) return null;
        const replay = await core.store.storedResult<{ userId: string }>(idempotencyScope!, ctx.idempotencyKey);
        return (replay && (await core.db.em().findOne(UserEntity, { id: replay.userId }))) || null;
      };
      /** A duplicate email is a 409, unless a simultaneous delivery of this very request created it. */
      const duplicate = async () => {
        const row = await replayed();
        if (row) return authResult(row, "Account created successfully");
        throw conflict("An account with this email already exists");
      };
      const earlier = await replayed();
      if (earlier) return authResult(earlier, "Account created successfully");
      const existing = await core.db.em().findOne(UserEntity, { email });
      if (existing) return duplicate();
      const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
      let created: { userId: string };
      try {
        created = await core.store.execute(
          {
            householdId,
            actorId: userId,
            now,
            clientId: ctx.clientId,
            correlationId: ctx.requestId,
            idempotencyKey: ctx.idempotencyKey,
            idempotencyScope,
          },
          async (tx) => {
            const events = decide(initialUserState, {
              type: "RegisterUser",
              userId,
              householdId,
              email,
              username,
              passwordHash,
              role: "user",
              accountType: "accountHolder",
              householdName: username ? `${username}'s household` : "My household",
            });
            await tx.append(userStream(userId), 0, events.slice(0, 1));
            await tx.append(`household-${householdId}`, 0, events.slice(1));
            await billing.startTrial(tx, householdId, now);
            return { userId };
          },
        );
      } catch (error) {
        if (isUniqueViolation(error, "users_email_unique")) return duplicate();
        throw error;
      }
      const row = await core.db.em().findOne(UserEntity, { id: created.userId });
      if (!row) throw notFound("User not found");
      return authResult(row, "Account created successfully");
    },

    async login(input: { email: string; password: string }): Promise<AuthResult> {
      const em = core.db.em();
      const row = await em.findOne(UserEntity, { email: normalizeEmail(input.email) }, { populate: ["passwordHash"] });
      if (!row) throw notFound("User not found");
      const ok = await argon2.verify(row.passwordHash, input.password).catch(() => false);
      if (!ok) throw unauthorized("Invalid password");
      return authResult(row, "Logged in successfully");
    },

    /** The signed-in user as the read model knows them (401 when the account is gone). */
    async currentUser(auth: TokenClaims): Promise<PublicUser> {
      return toPublicUser(await findUser(auth.userId, auth.householdId));
    },

    /** A fresh token for a still-valid session, with access recomputed from the subscription. */
    async refresh(auth: TokenClaims): Promise<string> {
      const row = await findUser(auth.userId, auth.householdId);
      const limit = row.role === "admin" ? null : await billing.accessLimit(row.householdId);
      return issueToken(row, limit);
    },

    async profile(auth: TokenClaims): Promise<Profile> {
      return toProfile(await findUser(auth.userId, auth.householdId));
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
        {
          householdId: auth.householdId,
          actorId: auth.userId,
          now: core.now(),
          clientId: ctx.clientId,
          correlationId: ctx.requestId,
          idempotencyKey: ctx.idempotencyKey,
        },
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
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
