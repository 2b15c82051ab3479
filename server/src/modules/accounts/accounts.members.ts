import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import { normalizeEmail, type AccountsService, type AuthResult } from "./accounts.service.js";
import { displayNameOf } from "./accounts.sessions.js";
import { UserEntity } from "./projections/accounts.read-model.js";

/**
 * What other modules may do with accounts (through index.ts): the households module creates,
 * renames, disables and enables family members' sign-ins inside its own transactions.
 */
export function createAccountsApi(core: CoreServices, accounts: AccountsService) {
  return {
    /** The names the app shows for accounts of one household (name, else display name, else email), by user id. */
    async displayNames(householdId: string, userIds: string[]): Promise<Map<string, string>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const rows = await core.db.em().find(UserEntity, { householdId, id: { $in: ids } }, { disableIdentityMap: true });
      // As the token and the profile name them: name, else display name, else username, else email.
      return new Map(rows.map((row) => [row.id, displayNameOf(row)]));
    },

    /** Whether an account already uses this address (any household). */
    async emailInUse(email: string): Promise<boolean> {
      return (await core.db.em().count(UserEntity, { email: normalizeEmail(email) })) > 0;
    },

    /** Addresses of the household's enabled accounts, for household mail (the pantry's expiry digest). */
    async householdEmails(householdId: string): Promise<string[]> {
      const rows = await core.db.em().find(UserEntity, { householdId, disabledAt: null }, { orderBy: { createdAt: "asc" }, disableIdentityMap: true });
      return rows.map((row) => row.email).filter((email) => email.includes("@"));
    },

    /** The sign-in of a family member, in the member's household, with a first session. */
    async createFamilyMemberAccount(
      tx: EventTransaction,
      input: { userId: string; email: string; passwordHash: string; familyMemberId: string; name: string },
    ): Promise<{ userId: string; sessionId: string }> {
      await accounts.applyToUser(tx, input.userId, {
        type: "RegisterFamilyMemberAccount",
        userId: input.userId,
        householdId: tx.householdId,
        email: normalizeEmail(input.email),
        passwordHash: input.passwordHash,
        familyMemberId: input.familyMemberId,
        name: input.name,
      });
      const session = await accounts.sessions.open(tx, input.userId, "family_setup");
      return { userId: input.userId, sessionId: session.sessionId };
    },

    /** Keeps a member's account name in step with the family member's name. */
    async renameAccount(tx: EventTransaction, userId: string, name: string): Promise<void> {
      await accounts.applyToUser(tx, userId, { type: "UpdateProfile", userId, changes: { name } });
    },

    /** Stops an account from signing in and ends its sessions (their tokens answer 401 at once). */
    async disableAccount(tx: EventTransaction, userId: string, reason: string): Promise<void> {
      await accounts.applyToUser(tx, userId, { type: "DisableAccount", userId, reason });
      await accounts.sessions.endAll(tx, userId, "account_disabled");
    },

    async enableAccount(tx: EventTransaction, userId: string): Promise<void> {
      await accounts.applyToUser(tx, userId, { type: "EnableAccount", userId });
    },

    /** Disables any account by id in its own transaction (for administration screens). */
    async disableUser(userId: string, reason: string, actorId: string | null): Promise<void> {
      const row = await accounts.userById(userId);
      await core.store.execute(accounts.meta(null, row.householdId, actorId), async (tx) => {
        await accounts.applyToUser(tx, userId, { type: "DisableAccount", userId, reason });
        await accounts.sessions.endAll(tx, userId, "account_disabled");
      });
    },

    /** The sign-in answer (token, user, status) for a session opened by the caller. */
    async authResultFor(userId: string, sessionId: string, message: string): Promise<AuthResult> {
      return accounts.authResult(await accounts.userById(userId), { sessionId }, message);
    },
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
