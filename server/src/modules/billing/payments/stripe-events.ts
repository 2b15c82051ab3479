import type Stripe from "stripe";
import { isPlanId, type PlanId } from "../billing.plans.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a verified Stripe event asks of billing; `householdId` is absent when Stripe did not carry it. */
export type StripeWebhookAction =
  | {
      kind: "complete-checkout";
      householdId: string | null;
      checkoutId: string;
      plan: PlanId | null;
      subscriptionRef: string | null;
      customerRef: string | null;
      providerEventAt: number;
    }
  | {
      kind: "sync-subscription";
      householdId: string | null;
      subscriptionRef: string;
      status: "active" | "past_due" | "canceled";
      plan: PlanId | null;
      currentPeriodEnd: string | null;
      customerRef: string | null;
      providerEventAt: number;
    }
  | { kind: "ignore"; reason: string };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

function householdOf(...candidates: (string | null | undefined)[]): string | null {
  return candidates.find((c): c is string => typeof c === "string" && UUID.test(c)) ?? null;
}

/** Stripe's subscription statuses in Hearth's lifecycle; null: not decided yet (first payment pending). */
export function lifecycleStatusOf(status: Stripe.Subscription.Status): "active" | "past_due" | "canceled" | null {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
      return "past_due";
    // No money is coming in: access ends (a resumed subscription reports 'active' again).
    case "unpaid":
    case "paused":
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    case "incomplete":
      return null;
    default:
      return null;
  }
}

function checkoutCompleted(event: Stripe.Event, session: Stripe.Checkout.Session): StripeWebhookAction {
  if (session.mode !== "subscription") return { kind: "ignore", reason: "not a subscription checkout" };
  if (event.type === "checkout.session.completed" && session.payment_status === "unpaid") {
    return { kind: "ignore", reason: "awaiting an asynchronous payment" };
  }
  const plan = session.metadata?.plan;
  return {
    kind: "complete-checkout",
    householdId: householdOf(session.client_reference_id, session.metadata?.householdId),
    checkoutId: session.id,
    plan: isPlanId(plan) ? plan : null,
    subscriptionRef: idOf(session.subscription),
    customerRef: idOf(session.customer),
    providerEventAt: event.created,
  };
}

function subscriptionChanged(
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  planOfPrice: (priceId: string | null | undefined) => PlanId | null,
): StripeWebhookAction {
  const status = event.type === "customer.subscription.deleted" ? "canceled" : lifecycleStatusOf(subscription.status);
  if (!status) return { kind: "ignore", reason: `subscription status ${subscription.status}` };
  const item = subscription.items?.data?.[0];
  const metadataPlan = subscription.metadata?.plan;
  const plan = planOfPrice(item?.price?.id) ?? (isPlanId(metadataPlan) ? metadataPlan : null);
  const periodEnd = item?.current_period_end;
  return {
    kind: "sync-subscription",
    householdId: householdOf(subscription.metadata?.householdId),
    subscriptionRef: subscription.id,
    status,
    plan,
    currentPeriodEnd: typeof periodEnd === "number" ? new Date(periodEnd * 1000).toISOString() : null,
    customerRef: idOf(subscription.customer),
    providerEventAt: event.created,
  };
}

/** Translates a verified Stripe event into what billing should do about it (pure). */
export function translateStripeEvent(
  event: Stripe.Event,
  planOfPrice: (priceId: string | null | undefined) => PlanId | null,
): StripeWebhookAction {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutCompleted(event, event.data.object);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return subscriptionChanged(event, event.data.object, planOfPrice);
    default:
      return { kind: "ignore", reason: `unhandled event type ${event.type}` };
  }
}
