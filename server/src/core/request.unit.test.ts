import { describe, expect, it } from "vitest";
import { AppError } from "./errors.js";
import { requireAuth, requireRole, type RequestContext } from "./request.js";
import type { TokenClaims } from "./tokens.js";

const claims = (role: TokenClaims["role"], access: TokenClaims["access"] = "full"): TokenClaims => ({
  exp: 0,
  iat: 0,
  role,
  access,
  email: "a@example.com",
  id: "u",
  accountType: "accountHolder",
  name: null,
  displayName: "A",
  familyMemberId: null,
  userId: "u",
  householdId: "h",
});
const ctx = (auth: TokenClaims | null): RequestContext => ({
  requestId: "r",
  auth,
  token: null,
  clientId: null,
  idempotencyKey: null,
  clientAddress: null,
});

function statusOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as AppError).status;
  }
}

describe("requireRole", () => {
  it("lets the listed roles through and answers the caller", () => {
    expect(requireRole(ctx(claims("admin")), ["admin", "moderator"]).role).toBe("admin");
    expect(requireRole(ctx(claims("moderator")), ["admin", "moderator"]).role).toBe("moderator");
  });

  it("answers 403 for another role and 401 without a caller", () => {
    expect(statusOf(() => requireRole(ctx(claims("user")), ["admin", "moderator"]))).toBe(403);
    expect(statusOf(() => requireRole(ctx(null), ["admin"]))).toBe(401);
  });

  it("keeps subscription-only tokens out unless allowed, with the reason", () => {
    const limited = ctx({ ...claims("user", "subscription_only"), status: "trial_expired" });
    expect(statusOf(() => requireAuth(limited))).toBe(401);
    try {
      requireAuth(limited);
    } catch (error) {
      expect((error as AppError).extra).toEqual({ status: "trial_expired" });
    }
    expect(requireAuth(limited, { allowSubscriptionOnly: true }).access).toBe("subscription_only");
  });
});
