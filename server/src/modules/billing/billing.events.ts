import type { StoredEvent } from "../../core/event-store.js";
import type { PlanId } from "./billing.plans.js";

/** Free trial length (spec section 9). */
export const TRIAL_DAYS = 14;

/**
 * How long a paid period may run over before the subscription counts as expired: the provider's
 * renewal (a webhook) can arrive a little after the period ends, and a family should not be locked
 * out in between.
 */
export const RENEWAL_GRACE_DAYS = 3;
export const RENEWAL_GRACE_MS = RENEWAL_GRACE_DAYS * 86_400_000;

export type SubscriptionStatusValue = "trialing" | "active" | "past_due" | "canceled" | "expired";

/** Who takes the money: Stripe, or the built-in test checkout of the embedded default. */
export type PaymentProviderId = "stripe" | "test";

export type BillingEvent =
  | { type: "TrialStarted"; data: { householdId: string; trialEndsAt: string } }
  /** The trial's end was observed (it ended at `trialEndedAt`, recorded when first seen). */
  | { type: "TrialExpired"; data: { householdId: string; trialEndedAt: string } }
  | {
      type: "CheckoutStarted";
      data: { householdId: string; checkoutId: string; plan: PlanId; provider: PaymentProviderId; startedBy: string | null };
    }
  | {
      type: "SubscriptionActivated";
      data: {
        householdId: string;
        plan: PlanId;
        provider: PaymentProviderId;
        /** The checkout that paid for it, when it came from one. */
        checkoutId: string | null;
        amountCents: number;
        currentPeriodEnd: string;
        customerRef: string | null;
        subscriptionRef: string | null;
        /** When the provider said so (Stripe event `created`, seconds); orders provider updates. */
        providerEventAt: number | null;
      };
    }
  | {
      type: "SubscriptionRenewed";
      data: { householdId: string; plan: PlanId; currentPeriodEnd: string; providerEventAt: number | null };
    }
  | { type: "SubscriptionPastDue"; data: { householdId: string; providerEventAt: number | null } }
  | { type: "SubscriptionCanceled"; data: { householdId: string; canceledAt: string; providerEventAt: number | null } }
  /** A paid period (plus grace) ran out without renewal; recorded when first observed. */
  | { type: "SubscriptionExpired"; data: { householdId: string; periodEndedAt: string } };

export type BillingEventType = BillingEvent["type"];

export const BILLING_EVENT_TYPES: readonly BillingEventType[] = [
  "TrialStarted",
  "TrialExpired",
  "CheckoutStarted",
  "SubscriptionActivated",
  "SubscriptionRenewed",
  "SubscriptionPastDue",
  "SubscriptionCanceled",
  "SubscriptionExpired",
];

export interface SubscriptionState {
  started: boolean;
  status: SubscriptionStatusValue | null;
  trialEndsAt: string | null;
  plan: PlanId | null;
  provider: PaymentProviderId | null;
  currentPeriodEnd: string | null;
  subscriptionRef: string | null;
  /** Checkouts started and not yet paid, by id. */
  pendingCheckouts: Record<string, { plan: PlanId; provider: PaymentProviderId }>;
  completedCheckouts: string[];
  /** The newest provider update applied (seconds); older ones arriving late are ignored. */
  lastProviderEventAt: number | null;
}

export const initialSubscriptionState: SubscriptionState = {
  started: false,
  status: null,
  trialEndsAt: null,
  plan: null,
  provider: null,
  currentPeriodEnd: null,
  subscriptionRef: null,
  pendingCheckouts: {},
  completedCheckouts: [],
  lastProviderEventAt: null,
};

function providerClock(state: SubscriptionState, at: number | null): number | null {
  if (at === null) return state.lastProviderEventAt;
  return Math.max(at, state.lastProviderEventAt ?? at);
}

export function evolveSubscription(state: SubscriptionState, event: StoredEvent | BillingEvent): SubscriptionState {
  const e = event as BillingEvent;
  switch (e.type) {
    case "TrialStarted":
      return { ...state, started: true, status: "trialing", trialEndsAt: e.data.trialEndsAt };
    case "TrialExpired":
      return { ...state, status: "expired" };
    case "CheckoutStarted":
      return {
        ...state,
        pendingCheckouts: { ...state.pendingCheckouts, [e.data.checkoutId]: { plan: e.data.plan, provider: e.data.provider } },
      };
    case "SubscriptionActivated": {
      const { [e.data.checkoutId ?? ""]: _paid, ...pendingCheckouts } = state.pendingCheckouts;
      return {
        ...state,
        started: true,
        status: "active",
        plan: e.data.plan,
        provider: e.data.provider,
        currentPeriodEnd: e.data.currentPeriodEnd,
        subscriptionRef: e.data.subscriptionRef,
        pendingCheckouts,
        completedCheckouts: e.data.checkoutId ? [...state.completedCheckouts, e.data.checkoutId] : state.completedCheckouts,
        lastProviderEventAt: providerClock(state, e.data.providerEventAt),
      };
    }
    case "SubscriptionRenewed":
      return {
        ...state,
        status: "active",
        plan: e.data.plan,
        currentPeriodEnd: e.data.currentPeriodEnd,
        lastProviderEventAt: providerClock(state, e.data.providerEventAt),
      };
    case "SubscriptionPastDue":
      return { ...state, status: "past_due", lastProviderEventAt: providerClock(state, e.data.providerEventAt) };
    case "SubscriptionCanceled":
      return { ...state, status: "canceled", lastProviderEventAt: providerClock(state, e.data.providerEventAt) };
    case "SubscriptionExpired":
      return { ...state, status: "expired" };
    default:
      return state;
  }
}

export const subscriptionStream = (householdId: string) => `subscription-${householdId}`;
