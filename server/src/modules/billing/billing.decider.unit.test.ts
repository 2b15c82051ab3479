import { describe, expect, it } from "vitest";
import { decide } from "./billing.decider.js";
import { evolveSubscription, initialSubscriptionState, type BillingEvent } from "./billing.events.js";

const householdId = "8a5e3c1e-0000-4000-8000-0000000000aa";
const now = new Date("2026-11-21T09:00:00.000Z");

describe("billing decider", () => {
  it("starts a 14-day trial", () => {
    expect(decide(initialSubscriptionState, { type: "StartTrial", householdId, now })).toEqual([
      { type: "TrialStarted", data: { householdId, trialEndsAt: "2026-12-05T09:00:00.000Z" } },
    ]);
  });

  it("never starts a second trial", () => {
    const given: BillingEvent[] = [{ type: "TrialStarted", data: { householdId, trialEndsAt: "2026-12-05T09:00:00.000Z" } }];
    const state = given.reduce(evolveSubscription, initialSubscriptionState);
    expect(() => decide(state, { type: "StartTrial", householdId, now })).toThrow("already has a subscription");
  });
});
