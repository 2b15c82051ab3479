import { z } from "zod";
import { NEWSLETTER_SOURCES } from "./marketing.events.js";

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address";

/** POST /api/newsletter and the `subscribeToNewsletter` mutation. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { message: EMAIL_REQUIRED })
    .max(254, { message: EMAIL_INVALID })
    .pipe(z.email({ message: EMAIL_INVALID }))
    .transform((v) => v.toLowerCase()),
  source: z
    .enum(NEWSLETTER_SOURCES, { error: `source must be one of ${NEWSLETTER_SOURCES.join(", ")}` })
    .nullish()
    .transform((v) => v ?? "other"),
});

export type NewsletterInput = z.output<typeof newsletterSchema>;
