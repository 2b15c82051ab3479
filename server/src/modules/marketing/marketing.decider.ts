import type { MarketingEvent, NewsletterSource, SubscriberState } from "./marketing.events.js";

/** Adds an address to the 'Stay Updated' newsletter; an address already on the list changes nothing. */
export interface SubscribeToNewsletter {
  type: "SubscribeToNewsletter";
  /** Normalised (trimmed, lower-case) address. */
  email: string;
  source: NewsletterSource;
}

export type MarketingCommand = SubscribeToNewsletter;

function subscribeToNewsletter(state: SubscriberState, command: SubscribeToNewsletter): MarketingEvent[] {
  if (state.subscribed) return [];
  return [{ type: "NewsletterSubscribed", data: { email: command.email, source: command.source } }];
}

export function decide(state: SubscriberState, command: MarketingCommand): MarketingEvent[] {
  switch (command.type) {
    case "SubscribeToNewsletter":
      return subscribeToNewsletter(state, command);
    default: {
      const exhaustive: never = command.type;
      throw new Error(`unknown command ${exhaustive}`);
    }
  }
}
