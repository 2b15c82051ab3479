import { tooManyRequests } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import { decide } from "./marketing.decider.js";
import {
  evolveSubscriber,
  initialSubscriberState,
  MARKETING_HOUSEHOLD_ID,
  subscriberStream,
} from "./marketing.events.js";
import type { NewsletterInput } from "./marketing.validation.js";

export interface NewsletterSubscription {
  email: string;
  /** True when the address was on the list before this request (nothing new was recorded). */
  alreadySubscribed: boolean;
  message: string;
}

export interface PublicConfig {
  /** GA4 measurement id; null when analytics is not configured. */
  gaMeasurementId: string | null;
}

/** Sign-ups one connection may make in an hour: plenty for a household, little for a script. */
export const NEWSLETTER_SIGNUPS_PER_HOUR = 30;

export const SUBSCRIBED_MESSAGE = "Thanks! You're on the list. We'll send Hearth news and tips to your inbox.";
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already subscribed. We'll keep the updates coming.";

/** The public site's server side: the 'Stay Updated' newsletter and the client's public settings. */
export function createMarketingService(core: CoreServices) {
  return {
    async subscribe(ctx: RequestContext, input: NewsletterInput): Promise<NewsletterSubscription> {
      const throttle = await core.rateLimiter.consume(
        ctx.auth ? `newsletter:user:${ctx.auth.userId}` : `newsletter:address:${ctx.clientAddress ?? "unknown"}`,
        NEWSLETTER_SIGNUPS_PER_HOUR,
        3_600_000,
      );
      if (!throttle.allowed) {
        throw tooManyRequests("Too many sign-ups from your connection. Please try again later.", throttle.retryAfterSeconds);
      }
      return core.store.execute(
        {
          householdId: MARKETING_HOUSEHOLD_ID,
          actorId: ctx.auth?.userId ?? null,
          now: core.now(),
          clientId: ctx.clientId,
          correlationId: ctx.requestId,
          idempotencyKey: ctx.idempotencyKey,
          idempotencyScope: `newsletter:${input.email}`,
        },
        async (tx) => {
          const stream = subscriberStream(input.email);
          const { state, version } = await tx.load(stream, evolveSubscriber, initialSubscriberState);
          const events = decide(state, { type: "SubscribeToNewsletter", email: input.email, source: input.source });
          await tx.append(stream, version, events);
          const alreadySubscribed = events.length === 0;
          return {
            email: input.email,
            alreadySubscribed,
            message: alreadySubscribed ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE,
          };
        },
      );
    },

    publicConfig(): PublicConfig {
      return { gaMeasurementId: core.config.gaMeasurementId ?? null };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
