import Stripe from "stripe";
import type { StripeConfig } from "../../../config.js";
import { AppError, badRequest } from "../../../core/errors.js";
import type { PlanId } from "../billing.plans.js";
import type { CheckoutRequest, OpenedCheckout, PaymentProvider } from "./payment-provider.js";

/** Stripe Checkout (hosted payment page) for subscriptions, and its signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly id = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    const base = config.apiBase ? new URL(config.apiBase) : null;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: "Hearth" },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === "https:" ? 443 : 80),
            protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const),
          }
        : {}),
    });
  }

  priceOf(plan: PlanId): string {
    return plan === "yearly" ? this.config.priceYearly : this.config.priceMonthly;
  }

  /** The plan a Stripe price id stands for, if it is one of ours. */
  planOfPrice(priceId: string | null | undefined): PlanId | null {
    if (priceId === this.config.priceMonthly) return "monthly";
    if (priceId === this.config.priceYearly) return "yearly";
    return null;
  }

  async openCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
    const metadata = { householdId: request.householdId, plan: request.plan.id };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: this.priceOf(request.plan.id), quantity: 1 }],
        client_reference_id: request.householdId,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        metadata,
        // Carried on the subscription too, so its later webhooks name the household.
        subscription_data: { metadata },
        success_url: `${request.appOrigin}/app/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${request.appOrigin}/app/subscription?checkout=canceled`,
      });
    } catch (error) {
      throw new AppError(
        502,
        "The payment provider could not start a checkout. Please try again in a moment.",
        "PAYMENT_PROVIDER_FAILED",
        { detail: (error as Error).message },
      );
    }
    if (!session.url) throw new AppError(502, "The payment provider answered without a checkout page.", "PAYMENT_PROVIDER_FAILED");
    return { checkoutId: session.id, url: session.url };
  }

  /** The webhook's event, once its `Stripe-Signature` proves it came from Stripe (and is recent). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw badRequest("Missing Stripe-Signature header");
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw badRequest("Invalid Stripe signature");
      }
      throw badRequest("Malformed Stripe event");
    }
  }
}
