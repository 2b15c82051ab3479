import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { lifecycleStatusOf, translateStripeEvent } from "./stripe-events.js";

const householdId = "8a5e3c1e-0000-4000-8000-0000000000aa";
const planOfPrice = (price: string | null | undefined) =>
  price === "price_month" ? ("monthly" as const) : price === "price_year" ? ("yearly" as const) : null;

function event(type: string, object: Record<string, unknown>, created = 1_800_000_000): Stripe.Event {
  return { id: "evt_1", object: "event", type, created, data: { object } } as unknown as Stripe.Event;
}

const session = (overrides: Record<string, unknown> = {}) => ({
  id: "cs_test_1",
  object: "checkout.session",
  mode: "subscription",
  payment_status: "paid",
  client_reference_id: householdId,
  metadata: { householdId, plan: "yearly" },
  subscription: "sub_1",
  customer: "cus_1",
  ...overrides,
});

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: "sub_1",
  object: "subscription",
  status: "active",
  customer: { id: "cus_1" },
  metadata: { householdId, plan: "monthly" },
  items: { data: [{ price: { id: "price_year" }, current_period_end: 1_831_536_000 }] },
  ...overrides,
});

describe("translateStripeEvent", () => {
  it("completes the checkout of a paid subscription session", () => {
    expect(translateStripeEvent(event("checkout.session.completed", session()), planOfPrice)).toEqual({
      kind: "complete-checkout",
      householdId,
      checkoutId: "cs_test_1",
      plan: "yearly",
      subscriptionRef: "sub_1",
      customerRef: "cus_1",
      providerEventAt: 1_800_000_000,
    });
  });

  it("waits for an asynchronous payment, then completes on its success", () => {
    const unpaid = session({ payment_status: "unpaid" });
    expect(translateStripeEvent(event("checkout.session.completed", unpaid), planOfPrice).kind).toBe("ignore");
    expect(translateStripeEvent(event("checkout.session.async_payment_succeeded", unpaid), planOfPrice).kind).toBe(
      "complete-checkout",
    );
  });

  it("ignores one-off payments and sessions that name no household", () => {
    expect(translateStripeEvent(event("checkout.session.completed", session({ mode: "payment" })), planOfPrice).kind).toBe(
      "ignore",
    );
    const anonymous = session({ client_reference_id: "not-a-household", metadata: {} });
    expect(translateStripeEvent(event("checkout.session.completed", anonymous), planOfPrice)).toMatchObject({
      householdId: null,
      plan: null,
    });
  });

  it("syncs a subscription's status, plan (by price) and period end", () => {
    expect(translateStripeEvent(event("customer.subscription.updated", subscription()), planOfPrice)).toEqual({
      kind: "sync-subscription",
      householdId,
      subscriptionRef: "sub_1",
      status: "active",
      plan: "yearly",
      currentPeriodEnd: new Date(1_831_536_000_000).toISOString(),
      customerRef: "cus_1",
      providerEventAt: 1_800_000_000,
    });
  });

  it("falls back to the plan in the metadata for a price it does not know", () => {
    const other = subscription({ items: { data: [{ price: { id: "price_other" }, current_period_end: 1 }] } });
    expect(translateStripeEvent(event("customer.subscription.updated", other), planOfPrice)).toMatchObject({ plan: "monthly" });
  });

  it("treats a deleted subscription as canceled", () => {
    expect(
      translateStripeEvent(event("customer.subscription.deleted", subscription({ status: "active" })), planOfPrice),
    ).toMatchObject({ kind: "sync-subscription", status: "canceled" });
  });

  it("ignores event types billing does not use", () => {
    expect(translateStripeEvent(event("invoice.created", {}), planOfPrice)).toEqual({
      kind: "ignore",
      reason: "unhandled event type invoice.created",
    });
  });
});

describe("lifecycleStatusOf", () => {
  it.each([
    ["active", "active"],
    ["trialing", "active"],
    ["past_due", "past_due"],
    ["unpaid", "canceled"],
    ["paused", "canceled"],
    ["canceled", "canceled"],
    ["incomplete_expired", "canceled"],
    ["incomplete", null],
  ] as const)("maps Stripe's %s to %s", (stripe, hearth) => {
    expect(lifecycleStatusOf(stripe)).toBe(hearth);
  });
});
