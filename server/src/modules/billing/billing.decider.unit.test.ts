import { describe, expect, it } from "vitest";
import { decide, statusAt, statusChangesAt, type BillingCommand } from "./billing.decider.js";
import { evolveSubscription, initialSubscriptionState, type BillingEvent } from "./billing.events.js";

const householdId = "8a5e3c1e-0000-4000-8000-0000000000aa";
const now = new Date("2026-11-21T09:00:00.000Z");
const at = (iso: string) => new Date(iso);

/** Given these events, when this command, then the decider answers (events or an error). */
function given(...events: BillingEvent[]) {
  const state = events.reduce(evolveSubscription, initialSubscriptionState);
  return { when: (command: BillingCommand) => () => decide(state, command), state };
}

const trialStarted: BillingEvent = { type: "TrialStarted", data: { householdId, trialEndsAt: "2026-12-05T09:00:00.000Z" } };
const testCheckout: BillingEvent = {
  type: "CheckoutStarted",
  data: { householdId, checkoutId: "test_1", plan: "yearly", provider: "test", startedBy: "user-1" },
};
const activatedByTest: BillingEvent = {
  type: "SubscriptionActivated",
  data: {
    householdId,
    plan: "yearly",
    provider: "test",
    checkoutId: "test_1",
    amountCents: 7900,
    currentPeriodEnd: "2027-11-21T09:00:00.000Z",
    customerRef: null,
    subscriptionRef: null,
    providerEventAt: null,
  },
};
const activatedByStripe: BillingEvent = {
  type: "SubscriptionActivated",
  data: {
    householdId,
    plan: "monthly",
    provider: "stripe",
    checkoutId: "cs_1",
    amountCents: 999,
    currentPeriodEnd: "2026-12-21T09:00:00.000Z",
    customerRef: "cus_1",
    subscriptionRef: "sub_1",
    providerEventAt: 1_000,
  },
};
const sync = (overrides: Partial<Extract<BillingCommand, { type: "SyncProviderSubscription" }>> = {}): BillingCommand => ({
  type: "SyncProviderSubscription",
  householdId,
  provider: "stripe",
  status: "active",
  plan: "monthly",
  currentPeriodEnd: "2026-12-21T09:00:00.000Z",
  subscriptionRef: "sub_1",
  customerRef: "cus_1",
  providerEventAt: 2_000,
  now,
  ...overrides,
});

describe("billing decider", () => {
  describe("StartTrial", () => {
    it("starts a 14-day trial", () => {
      expect(given().when({ type: "StartTrial", householdId, now })()).toEqual([
        { type: "TrialStarted", data: { householdId, trialEndsAt: "2026-12-05T09:00:00.000Z" } },
      ]);
    });

    it("never starts a second trial", () => {
      expect(given(trialStarted).when({ type: "StartTrial", householdId, now })).toThrow("already has a subscription");
    });
  });

  describe("ExpireTrial", () => {
    it("records the trial's end once it has passed", () => {
      expect(given(trialStarted).when({ type: "ExpireTrial", householdId, now: at("2026-12-05T09:00:00.000Z") })()).toEqual([
        { type: "TrialExpired", data: { householdId, trialEndedAt: "2026-12-05T09:00:00.000Z" } },
      ]);
    });

    it("records nothing while the trial runs", () => {
      expect(given(trialStarted).when({ type: "ExpireTrial", householdId, now: at("2026-12-05T08:59:59.000Z") })()).toEqual([]);
    });

    it("records nothing twice, nor for a paid subscription", () => {
      const later = at("2027-01-01T00:00:00.000Z");
      const expired: BillingEvent = { type: "TrialExpired", data: { householdId, trialEndedAt: "2026-12-05T09:00:00.000Z" } };
      expect(given(trialStarted, expired).when({ type: "ExpireTrial", householdId, now: later })()).toEqual([]);
      expect(given(trialStarted, testCheckout, activatedByTest).when({ type: "ExpireTrial", householdId, now: later })()).toEqual([]);
    });
  });

  describe("StartCheckout", () => {
    const start = (overrides = {}): BillingCommand => ({
      type: "StartCheckout",
      householdId,
      checkoutId: "test_1",
      plan: "yearly",
      provider: "test",
      actorId: "user-1",
      now,
      ...overrides,
    });

    it("records the checkout during the trial", () => {
      expect(given(trialStarted).when(start())()).toEqual([testCheckout]);
    });

    it("records the checkout after the trial ended (a lapsed household pays to get back in)", () => {
      expect(given(trialStarted).when(start({ now: at("2027-02-01T00:00:00.000Z") }))()).toEqual([testCheckout]);
    });

    it("refuses while a subscription is active or past due", () => {
      expect(given(trialStarted, testCheckout, activatedByTest).when(start({ checkoutId: "test_2" }))).toThrow(
        "already active",
      );
      const pastDue: BillingEvent = { type: "SubscriptionPastDue", data: { householdId, providerEventAt: 1_500 } };
      expect(given(trialStarted, activatedByStripe, pastDue).when(start({ checkoutId: "test_2" }))).toThrow(
        "payment did not go through",
      );
    });
  });

  describe("CompleteCheckout", () => {
    it("activates the plan of a started test checkout for one period", () => {
      expect(
        given(trialStarted, testCheckout).when({ type: "CompleteCheckout", householdId, checkoutId: "test_1", provider: "test", now })(),
      ).toEqual([activatedByTest]);
    });

    it("applies a checkout once", () => {
      expect(
        given(trialStarted, testCheckout, activatedByTest).when({
          type: "CompleteCheckout",
          householdId,
          checkoutId: "test_1",
          provider: "test",
          now,
        })(),
      ).toEqual([]);
    });

    it("refuses an unknown test checkout and another provider's checkout", () => {
      expect(
        given(trialStarted).when({ type: "CompleteCheckout", householdId, checkoutId: "test_9", provider: "test", now }),
      ).toThrow("Checkout not found");
      expect(
        given(trialStarted, testCheckout).when({ type: "CompleteCheckout", householdId, checkoutId: "test_1", provider: "stripe", now }),
      ).toThrow("another payment provider");
    });

    it("takes a Stripe checkout's plan and references from the provider", () => {
      expect(
        given(trialStarted).when({
          type: "CompleteCheckout",
          householdId,
          checkoutId: "cs_1",
          provider: "stripe",
          plan: "monthly",
          subscriptionRef: "sub_1",
          customerRef: "cus_1",
          providerEventAt: 1_000,
          now,
        })(),
      ).toEqual([activatedByStripe]);
    });

    it("changes nothing when the provider's own updates already activated that subscription", () => {
      expect(
        given(trialStarted, activatedByStripe).when({
          type: "CompleteCheckout",
          householdId,
          checkoutId: "cs_2",
          provider: "stripe",
          plan: "monthly",
          subscriptionRef: "sub_1",
          now,
        })(),
      ).toEqual([]);
    });
  });

  describe("SyncProviderSubscription", () => {
    it("activates a subscription the provider reports active", () => {
      expect(given(trialStarted).when(sync())()).toEqual([
        {
          type: "SubscriptionActivated",
          data: { ...activatedByStripe.data, checkoutId: null, providerEventAt: 2_000 },
        },
      ]);
    });

    it("renews when the period moves on, and does nothing when nothing changed", () => {
      expect(given(trialStarted, activatedByStripe).when(sync({ currentPeriodEnd: "2027-01-21T09:00:00.000Z" }))()).toEqual([
        {
          type: "SubscriptionRenewed",
          data: { householdId, plan: "monthly", currentPeriodEnd: "2027-01-21T09:00:00.000Z", providerEventAt: 2_000 },
        },
      ]);
      expect(given(trialStarted, activatedByStripe).when(sync())()).toEqual([]);
    });

    it("goes past due, back to active, and is canceled", () => {
      const pastDue: BillingEvent = { type: "SubscriptionPastDue", data: { householdId, providerEventAt: 2_000 } };
      expect(given(trialStarted, activatedByStripe).when(sync({ status: "past_due" }))()).toEqual([pastDue]);
      expect(given(trialStarted, activatedByStripe, pastDue).when(sync({ providerEventAt: 3_000 }))()).toEqual([
        {
          type: "SubscriptionRenewed",
          data: { householdId, plan: "monthly", currentPeriodEnd: "2026-12-21T09:00:00.000Z", providerEventAt: 3_000 },
        },
      ]);
      expect(given(trialStarted, activatedByStripe, pastDue).when(sync({ status: "canceled", providerEventAt: 3_000 }))()).toEqual([
        {
          type: "SubscriptionCanceled",
          data: { householdId, canceledAt: new Date(3_000_000).toISOString(), providerEventAt: 3_000 },
        },
      ]);
    });

    it("ignores an update older than the last one applied", () => {
      expect(given(trialStarted, activatedByStripe).when(sync({ status: "canceled", providerEventAt: 999 }))()).toEqual([]);
    });

    it("ignores news about another subscription while one is live", () => {
      expect(given(trialStarted, activatedByStripe).when(sync({ status: "canceled", subscriptionRef: "sub_old" }))()).toEqual([]);
    });

    it("ignores past due or canceled for a subscription it never saw", () => {
      expect(given(trialStarted).when(sync({ status: "past_due" }))()).toEqual([]);
      expect(given(trialStarted).when(sync({ status: "canceled" }))()).toEqual([]);
    });
  });

  describe("ExpireSubscription", () => {
    it("records the end of a paid period once its grace has passed", () => {
      const justAfterGrace = at("2026-12-24T09:00:00.000Z");
      expect(given(trialStarted, activatedByStripe).when({ type: "ExpireSubscription", householdId, now: justAfterGrace })()).toEqual([
        { type: "SubscriptionExpired", data: { householdId, periodEndedAt: "2026-12-21T09:00:00.000Z" } },
      ]);
    });

    it("records nothing within the grace, or for a trial", () => {
      const inGrace = at("2026-12-23T09:00:00.000Z");
      expect(given(trialStarted, activatedByStripe).when({ type: "ExpireSubscription", householdId, now: inGrace })()).toEqual([]);
      expect(given(trialStarted).when({ type: "ExpireSubscription", householdId, now: at("2030-01-01T00:00:00Z") })()).toEqual([]);
    });
  });

  describe("statusAt", () => {
    it("reads an ended trial or paid period as expired before the event is recorded", () => {
      const { state: trial } = given(trialStarted);
      expect(statusAt(trial, at("2026-12-05T08:00:00.000Z"))).toBe("trialing");
      expect(statusAt(trial, at("2026-12-05T09:00:00.000Z"))).toBe("expired");
      const { state: paid } = given(trialStarted, activatedByStripe);
      expect(statusAt(paid, at("2026-12-23T09:00:00.000Z"))).toBe("active");
      expect(statusAt(paid, at("2026-12-24T09:00:00.000Z"))).toBe("expired");
    });
  });

  describe("statusChangesAt", () => {
    it("is the moment statusAt turns to expired: a trial's end, or a paid period's end and its grace", () => {
      for (const { state } of [given(trialStarted), given(trialStarted, activatedByStripe)]) {
        const changesAt = statusChangesAt(state)!;
        expect(statusAt(state, new Date(changesAt - 1))).toBe(state.status);
        expect(statusAt(state, new Date(changesAt))).toBe("expired");
      }
    });

    it("is null once nothing but an event can change the status", () => {
      const { state } = given(trialStarted);
      expect(statusChangesAt({ ...state, status: "expired" })).toBeNull();
      expect(statusChangesAt({ ...state, status: "canceled" })).toBeNull();
      expect(statusChangesAt({ status: "none", trialEndsAt: null, currentPeriodEnd: null })).toBeNull();
    });
  });
});
