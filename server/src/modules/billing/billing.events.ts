import type { StoredEvent } from "../../core/event-store.js";

/** Free trial length (spec section 9). */
export const TRIAL_DAYS = 14;

export type SubscriptionStatusValue = "trialing" | "active" | "past_due" | "canceled" | "expired";

export type BillingEvent = { type: "TrialStarted"; data: { householdId: string; trialEndsAt: string } };

export interface SubscriptionState {
  started: boolean;
  status: SubscriptionStatusValue | null;
  trialEndsAt: string | null;
}

export const initialSubscriptionState: SubscriptionState = { started: false, status: null, trialEndsAt: null };

export function evolveSubscription(state: SubscriptionState, event: StoredEvent | BillingEvent): SubscriptionState {
  const e = event as BillingEvent;
  switch (e.type) {
    case "TrialStarted":
      return { started: true, status: "trialing", trialEndsAt: e.data.trialEndsAt };
    default:
      return state;
  }
}

export const subscriptionStream = (householdId: string) => `subscription-${householdId}`;
