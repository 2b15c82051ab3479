import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { BILLING_EVENT_TYPES, type BillingEvent } from "../billing.events.js";
import { CheckoutEntity, SubscriptionEntity } from "./billing.read-model.js";

/** The household's subscription and its checkouts. Timestamps come from the events, so a rebuild matches. */
export const billingProjection: Projection = {
  name: "billing",
  tables: ["subscriptions", "billing_checkouts"],
  handles: BILLING_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as BillingEvent;
    const at = new Date(stored.recordedAt);
    const householdId = event.data.householdId;
    const update = (changes: Record<string, unknown>) =>
      em.nativeUpdate(SubscriptionEntity, { householdId }, { ...changes, updatedAt: at });
    switch (event.type) {
      case "TrialStarted":
        await em.insert(SubscriptionEntity, {
          householdId,
          status: "trialing",
          plan: null,
          trialEndsAt: new Date(event.data.trialEndsAt),
          currentPeriodEnd: null,
          provider: null,
          customerRef: null,
          subscriptionRef: null,
          updatedAt: at,
        });
        return;
      case "TrialExpired":
      case "SubscriptionExpired":
        await update({ status: "expired" });
        return;
      case "CheckoutStarted":
        await em.insert(CheckoutEntity, {
          id: event.data.checkoutId,
          householdId,
          plan: event.data.plan,
          provider: event.data.provider,
          status: "pending",
          createdAt: at,
          completedAt: null,
        });
        return;
      case "SubscriptionActivated": {
        const row = {
          status: "active",
          plan: event.data.plan,
          currentPeriodEnd: new Date(event.data.currentPeriodEnd),
          provider: event.data.provider,
          customerRef: event.data.customerRef,
          subscriptionRef: event.data.subscriptionRef,
        };
        // A household created before its trial was recorded has no row yet.
        const updated = await update(row);
        if (updated === 0) await em.insert(SubscriptionEntity, { householdId, trialEndsAt: null, ...row, updatedAt: at });
        if (event.data.checkoutId) {
          await em.nativeUpdate(
            CheckoutEntity,
            { id: event.data.checkoutId, householdId },
            { status: "completed", completedAt: at },
          );
        }
        return;
      }
      case "SubscriptionRenewed":
        await update({
          status: "active",
          plan: event.data.plan,
          currentPeriodEnd: new Date(event.data.currentPeriodEnd),
        });
        return;
      case "SubscriptionPastDue":
        await update({ status: "past_due" });
        return;
      case "SubscriptionCanceled":
        await update({ status: "canceled" });
        return;
    }
  },
};
