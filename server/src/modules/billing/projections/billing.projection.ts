import type { StoredEvent } from "../../../core/event-store.js";
import { rowChangeProjection, type Row, type RowChange, type Table } from "../../../core/row-changes.js";
import { BILLING_EVENT_TYPES, type BillingEvent } from "../billing.events.js";

const SUBSCRIPTIONS: Table = { name: "subscriptions", key: ["household_id"] };
const CHECKOUTS: Table = { name: "billing_checkouts", key: ["id"] };

/** What a billing event does to the household's subscription and checkouts: SQL live, folded in memory by a rebuild. */
function billingChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as BillingEvent;
  const at = stored.recordedAt;
  const householdId = event.data.householdId;
  const update = (set: Row): RowChange[] => [{ op: "update", table: SUBSCRIPTIONS, where: { household_id: householdId }, set: { ...set, updated_at: at } }];
  switch (event.type) {
    case "TrialStarted":
      return [
        {
          op: "insert",
          table: SUBSCRIPTIONS,
          row: {
            household_id: householdId,
            status: "trialing",
            plan: null,
            trial_ends_at: event.data.trialEndsAt,
            current_period_end: null,
            provider: null,
            customer_ref: null,
            subscription_ref: null,
            updated_at: at,
          },
        },
      ];
    case "TrialExpired":
    case "SubscriptionExpired":
      return update({ status: "expired" });
    case "CheckoutStarted":
      return [
        {
          op: "insert",
          table: CHECKOUTS,
          row: {
            id: event.data.checkoutId,
            household_id: householdId,
            plan: event.data.plan,
            provider: event.data.provider,
            status: "pending",
            created_at: at,
            completed_at: null,
          },
        },
      ];
    case "SubscriptionActivated": {
      const row: Row = {
        status: "active",
        plan: event.data.plan,
        current_period_end: event.data.currentPeriodEnd,
        provider: event.data.provider,
        customer_ref: event.data.customerRef,
        subscription_ref: event.data.subscriptionRef,
        updated_at: at,
      };
      const changes: RowChange[] = [
        // A household created before its trial was recorded has no row yet: it gets one without a trial.
        {
          op: "upsert",
          table: SUBSCRIPTIONS,
          row: { household_id: householdId, trial_ends_at: null, ...row },
          conflict: ["household_id"],
          update: Object.fromEntries(Object.keys(row).map((column) => [column, "new" as const])),
        },
      ];
      if (event.data.checkoutId) {
        changes.push({
          op: "update",
          table: CHECKOUTS,
          where: { id: event.data.checkoutId, household_id: householdId },
          set: { status: "completed", completed_at: at },
        });
      }
      return changes;
    }
    case "SubscriptionRenewed":
      return update({ status: "active", plan: event.data.plan, current_period_end: event.data.currentPeriodEnd });
    case "SubscriptionPastDue":
      return update({ status: "past_due" });
    case "SubscriptionCanceled":
      return update({ status: "canceled" });
    default:
      return [];
  }
}

/** The household's subscription and its checkouts. Timestamps come from the events, so a rebuild matches. */
export const billingProjection = rowChangeProjection({
  name: "billing",
  tables: [SUBSCRIPTIONS, CHECKOUTS],
  handles: BILLING_EVENT_TYPES,
  changes: billingChanges,
});
