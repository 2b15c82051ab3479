import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { BillingEvent } from "../billing.events.js";
import { SubscriptionEntity } from "./billing.read-model.js";

export const billingProjection: Projection = {
  name: "billing",
  tables: ["subscriptions"],
  handles: ["TrialStarted"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as BillingEvent;
    switch (event.type) {
      case "TrialStarted":
        await em.insert(SubscriptionEntity, {
          householdId: event.data.householdId,
          status: "trialing",
          plan: null,
          trialEndsAt: new Date(event.data.trialEndsAt),
          currentPeriodEnd: null,
          updatedAt: new Date(stored.recordedAt),
        });
        return;
    }
  },
};
