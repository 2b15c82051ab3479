import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { MarketingEvent } from "../marketing.events.js";
import { NewsletterSubscriptionEntity } from "./marketing.read-model.js";

export const marketingProjection: Projection = {
  name: "marketing",
  tables: ["newsletter_subscriptions"],
  handles: ["NewsletterSubscribed"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as MarketingEvent;
    switch (event.type) {
      case "NewsletterSubscribed":
        await em.insert(NewsletterSubscriptionEntity, {
          email: event.data.email,
          source: event.data.source,
          subscribedAt: new Date(stored.recordedAt),
        });
        return;
    }
  },
};
