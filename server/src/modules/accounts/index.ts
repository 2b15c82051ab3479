import type { ModuleDefinition } from "../../core/module.js";
import type { BillingService } from "../billing/index.js";
import { createAccountsApi, type AccountsApi } from "./accounts.members.js";
import { createPasswords } from "./accounts.passwords.js";
import { AccountsResolver } from "./accounts.resolver.js";
import { accountsRoutes } from "./accounts.rest.js";
import { AccountsSessionRotationMigration } from "./migrations/20261123-401-accounts-session-rotation.js";
import { createAccountsService } from "./accounts.service.js";
import { SESSION_CHECK_CACHE_MS, sessionInvalidation } from "./accounts.sessions.js";
import {
  accountsProjection,
  passwordResetsProjection,
  sessionsProjection,
} from "./projections/accounts.projection.js";
import {
  PasswordResetEntity,
  SessionEntity,
  UserEntity,
} from "./projections/accounts.read-model.js";

export type { AccountsService } from "./accounts.service.js";
export type { AccountsApi } from "./accounts.members.js";
export { hashPassword, MIN_PASSWORD_LENGTH } from "./accounts.service.js";
export { hashLinkToken, newLinkToken } from "./accounts.passwords.js";
export { ROLES, type Role } from "./accounts.events.js";
export { grantRole, type RoleGrantResult } from "./accounts.roles.js";
/** The sign-in answer's GraphQL type, for other modules' mutations that sign someone in. */
export { AuthPayloadType } from "./accounts.types.js";
export { SignInBody } from "./accounts.rest.js";

/**
 * Accounts: registration and sign-in (password, Google), server-side sessions, lockout, password
 * change and reset, roles, the profile and its meal-plan view.
 */
export const accountsModule: ModuleDefinition<{ billing: BillingService }, { accounts: AccountsApi }> = {
  name: "accounts",
  entities: [UserEntity, SessionEntity, PasswordResetEntity],
  projections: [accountsProjection, sessionsProjection, passwordResetsProjection],
  migrations: [{ name: "20261123-401-accounts-session-rotation", class: AccountsSessionRotationMigration }],
  create(core, { billing }) {
    const service = createAccountsService(core, billing);
    const passwords = createPasswords(core, service);
    return {
      resolvers: [{ type: AccountsResolver, instance: new AccountsResolver(service, passwords) }],
      routes: accountsRoutes(service, passwords),
      exports: { accounts: createAccountsApi(core, service) },
      async start() {
        // Every request's token must name a live session (logout, password change and reset end them).
        // Answers are reused for a few seconds and forgotten on every instance as soon as an event of
        // a session, account, household, member or subscription is committed (see core/tokens.ts).
        core.tokens.useSessionCheck(service.sessions.check, { cacheMs: SESSION_CHECK_CACHE_MS, invalidatedBy: sessionInvalidation });
        await service.applyAdminEmails();
      },
    };
  },
};
