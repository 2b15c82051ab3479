import type { Config } from "../../../config.js";
import type { PaymentProviderId } from "../billing.events.js";
import type { Plan } from "../billing.plans.js";
import { StripePaymentProvider } from "./stripe.provider.js";
import { TestPaymentProvider } from "./test.provider.js";

export interface CheckoutRequest {
  householdId: string;
  plan: Plan;
  /** Prefills the provider's payment form. */
  customerEmail: string | null;
  /** The app's origin as the browser reached it; return addresses are built on it. */
  appOrigin: string;
}

export interface OpenedCheckout {
  checkoutId: string;
  /** Where the browser goes to pay (absolute for Stripe, a path of this app for the test checkout). */
  url: string;
}

/** Takes the money for a plan. Payment results come back separately (webhooks, or the test checkout's confirmation). */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
}

/**
 * Stripe when it is configured; otherwise the built-in test checkout, except in production, where a
 * server without Stripe takes no payments at all rather than letting anyone mark themselves paid.
 */
export function choosePaymentProvider(config: Config): StripePaymentProvider | TestPaymentProvider | null {
  if (config.stripe) return new StripePaymentProvider(config.stripe);
  if (config.nodeEnv === "production") return null;
  return new TestPaymentProvider();
}
