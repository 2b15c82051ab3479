import type { CoreServices } from "../../core/module.js";
import type { EventTransaction } from "../../core/event-store.js";
import { decide } from "./billing.decider.js";
import { evolveSubscription, initialSubscriptionState, subscriptionStream } from "./billing.events.js";
import { SubscriptionEntity } from "./projections/billing.read-model.js";

export interface SubscriptionStatusView {
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  daysLeft: number;
  plan: string | null;
}

/** Why a signed-in household may only reach the subscription page, or null when it has full access. */
export type AccessLimit = "trial_expired" | "subscription_expired" | null;

export function createBillingService(core: CoreServices) {
  return {
    /** Starts the trial inside a caller's transaction (registration). */
    async startTrial(tx: EventTransaction, householdId: string, now: Date) {
      const stream = subscriptionStream(householdId);
      const { state, version } = await tx.load(stream, evolveSubscription, initialSubscriptionState);
      await tx.append(stream, version, decide(state, { type: "StartTrial", householdId, now }));
    },

    async status(householdId: string, now = core.now()): Promise<SubscriptionStatusView> {
      const row = await core.db.em().findOne(SubscriptionEntity, { householdId });
      if (!row) return { subscriptionStatus: "none", trialEndsAt: null, daysLeft: 0, plan: null };
      const msLeft = row.trialEndsAt ? row.trialEndsAt.getTime() - now.getTime() : 0;
      const trialOver = row.status === "trialing" && msLeft <= 0;
      return {
        subscriptionStatus: trialOver ? "expired" : row.status,
        trialEndsAt: row.trialEndsAt,
        daysLeft: row.status === "trialing" ? Math.max(0, Math.ceil(msLeft / 86_400_000)) : 0,
        plan: row.plan,
      };
    },

    /** The spec's trial_expired / subscription_expired, decided from the read model. */
    async accessLimit(householdId: string, now = core.now()): Promise<AccessLimit> {
      const status = await this.status(householdId, now);
      if (status.subscriptionStatus === "expired") return status.plan ? "subscription_expired" : "trial_expired";
      if (status.subscriptionStatus === "canceled") return "subscription_expired";
      return null;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
