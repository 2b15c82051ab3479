import { createHash, randomBytes } from "node:crypto";
import { badRequest } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { RESET_LINK_INVALID } from "./accounts.decider.js";
import { RESET_LINK_TTL_MS } from "./accounts.events.js";
import {
  hashPassword,
  normalizeEmail,
  verifyPassword,
  type AccountsService,
} from "./accounts.service.js";
import { PasswordResetEntity, UserEntity } from "./projections/accounts.read-model.js";

/** Answer of a reset request, whether or not an account uses the address (no account enumeration). */
export const RESET_REQUESTED_MESSAGE =
  "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.";
export const PASSWORD_RESET_MESSAGE = "Your password has been reset. You can now sign in with your new password.";
export const PASSWORD_CHANGED_MESSAGE = "Password changed successfully";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

/** The hash stored for a link token: the token itself only ever travels in the mail. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export interface SuccessResult {
  success: true;
  message: string;
}

/** Changing a password (signed in) and resetting a forgotten one (through a mailed link). */
export function createPasswords(core: CoreServices, accounts: AccountsService) {
  const { sessions } = accounts;

  return {
    /**
     * Requires the current password. Ends every session of the account (other devices sign in again)
     * and answers a token for a new session on this device.
     */
    async changePassword(
      ctx: RequestContext,
      auth: TokenClaims,
      input: { currentPassword: string; newPassword: string },
    ): Promise<SuccessResult & { token: string }> {
      const row = await core.db
        .em()
        .findOne(UserEntity, { id: auth.userId, householdId: auth.householdId }, { populate: ["passwordHash"] });
      if (!row) throw badRequest("User not found");
      if (!row.passwordHash) {
        throw badRequest("This account has no password yet. Use 'Forgot your password?' on the sign-in screen to set one.");
      }
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw badRequest(CURRENT_PASSWORD_WRONG);
      if (input.currentPassword === input.newPassword) {
        throw badRequest("Choose a new password that differs from the current one");
      }
      const passwordHash = await hashPassword(input.newPassword);
      const session = await core.store.execute(accounts.meta(ctx, row.householdId, row.id), async (tx) => {
        await accounts.applyToUser(tx, row.id, { type: "ChangePassword", userId: row.id, passwordHash });
        await sessions.endAll(tx, row.id, "password_changed");
        return sessions.open(tx, row.id, "password_change");
      });
      const token = await sessions.issueToken(row, await sessions.accessLimitFor(row.role, row.householdId), session.sessionId);
      return { success: true, message: PASSWORD_CHANGED_MESSAGE, token };
    },

    /** Mails a single-use link valid for an hour; answers the same whether or not the address is known. */
    async requestPasswordReset(ctx: RequestContext, input: { email: string }): Promise<SuccessResult> {
      await accounts.throttle(ctx, "password-reset");
      const email = normalizeEmail(input.email);
      const row = await core.db.em().findOne(UserEntity, { email });
      if (row && !row.disabledAt) {
        const token = newLinkToken();
        const tokenHash = hashLinkToken(token);
        const issued = await core.store.execute(accounts.meta(ctx, row.householdId, null), async (tx) => {
          const events = await accounts.applyToUser(tx, row.id, {
            type: "RequestPasswordReset",
            userId: row.id,
            tokenHash,
            now: tx.meta.now,
          });
          return events.length > 0;
        });
        if (issued) {
          const link = `${core.appUrl()}/reset-password?token=${encodeURIComponent(token)}`;
          const minutes = RESET_LINK_TTL_MS / 60_000;
          try {
            await core.mailer.send({
              to: row.email,
              subject: "Reset your Hearth password",
              text: [
                "Hello,",
                "",
                "Someone (hopefully you) asked to reset the password of your Hearth account.",
                "Choose a new password here:",
                "",
                link,
                "",
                `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this mail: your password stays as it is.`,
                "",
                "— Hearth",
              ].join("\n"),
            });
          } catch (error) {
            // The answer must not reveal whether the address is known, so a delivery failure is only logged.
            core.logger.error({ err: error, userId: row.id }, "sending the password reset mail failed");
          }
        }
      }
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },

    /** Sets the new password through a link; the link then stops working, and so do all sessions. */
    async resetPassword(ctx: RequestContext, input: { token: string; password: string }): Promise<SuccessResult> {
      const tokenHash = hashLinkToken(input.token);
      const link = await core.db.em().findOne(PasswordResetEntity, { tokenHash });
      if (!link || link.usedAt || link.expiresAt.getTime() <= core.now().getTime()) throw badRequest(RESET_LINK_INVALID);
      const passwordHash = await hashPassword(input.password);
      await core.store.execute(accounts.meta(ctx, link.householdId, link.userId), async (tx) => {
        await accounts.applyToUser(tx, link.userId, {
          type: "ResetPassword",
          userId: link.userId,
          tokenHash,
          passwordHash,
          now: tx.meta.now,
        });
        await sessions.endAll(tx, link.userId, "password_reset");
      });
      return { success: true, message: PASSWORD_RESET_MESSAGE };
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
