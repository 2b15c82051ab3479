import { EntitySchema } from "@mikro-orm/postgresql";

/** Addresses on the 'Stay Updated' newsletter list. */
export interface NewsletterSubscriptionRow {
  email: string;
  source: string;
  subscribedAt: Date;
}

export const NewsletterSubscriptionEntity = new EntitySchema<NewsletterSubscriptionRow>({
  name: "NewsletterSubscriptionRow",
  tableName: "newsletter_subscriptions",
  properties: {
    email: { type: "string", primary: true },
    source: { type: "string" },
    subscribedAt: { type: "Date" },
  },
});
