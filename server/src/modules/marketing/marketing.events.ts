import { createHash } from "node:crypto";
import type { StoredEvent } from "../../core/event-store.js";

/**
 * Newsletter sign-ups belong to no family, but every event needs a household: they all go to this
 * fixed marketing household. No session token ever carries it, so no live feed can hear of them.
 */
export const MARKETING_HOUSEHOLD_ID = "6d61726b-6574-4000-8000-6e6577736c74";

/** Where on the public site a visitor subscribed. */
export const NEWSLETTER_SOURCES = ["landing", "preview-home", "other"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export type MarketingEvent = {
  type: "NewsletterSubscribed";
  data: { email: string; source: NewsletterSource };
};

export interface SubscriberState {
  subscribed: boolean;
}

export const initialSubscriberState: SubscriberState = { subscribed: false };

export function evolveSubscriber(state: SubscriberState, event: StoredEvent | MarketingEvent): SubscriberState {
  const e = event as MarketingEvent;
  switch (e.type) {
    case "NewsletterSubscribed":
      return { subscribed: true };
    default:
      return state;
  }
}

/** One stream per address; the id is a hash so the address itself is not an index key. */
export const subscriberStream = (email: string) =>
  `newsletter-subscriber-${createHash("sha256").update(email).digest("hex").slice(0, 40)}`;
