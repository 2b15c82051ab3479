import { describe, expect, it } from "vitest";
import { decide, type SubscribeToNewsletter } from "./marketing.decider.js";
import { evolveSubscriber, initialSubscriberState, type MarketingEvent } from "./marketing.events.js";

const given = (events: MarketingEvent[]) => events.reduce(evolveSubscriber, initialSubscriberState);
const subscribe: SubscribeToNewsletter = { type: "SubscribeToNewsletter", email: "sam@example.com", source: "landing" };

describe("marketing decider", () => {
  it("subscribes a new address", () => {
    expect(decide(given([]), subscribe)).toEqual([
      { type: "NewsletterSubscribed", data: { email: "sam@example.com", source: "landing" } },
    ]);
  });

  it("records nothing for an address already on the list, whatever page it comes from", () => {
    const state = given([{ type: "NewsletterSubscribed", data: { email: "sam@example.com", source: "landing" } }]);
    expect(decide(state, { ...subscribe, source: "preview-home" })).toEqual([]);
  });
});
