import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Stripe as the payment provider, with no network: Checkout Sessions are created against a local
// stand-in of Stripe's API, and webhooks are signed by the stripe library's own test helper.
const WEBHOOK_SECRET = "whsec_hearth_test_secret";
const stripe = new Stripe("sk_test_hearth_signing_only");

const STATUS = `query { subscriptionStatus { subscriptionStatus plan currentPeriodEnd provider } }`;
const START = `mutation Start($plan: SubscriptionPlanId!) { startCheckout(plan: $plan) { provider checkoutId url } }`;
const COMPLETE = `mutation Complete($id: ID!) { completeTestCheckout(checkoutId: $id) { subscriptionStatus } }`;

/** A stand-in for api.stripe.com's POST /v1/checkout/sessions that records what it was asked. */
async function startStripeStandIn(): Promise<{ url: string; requests: URLSearchParams[]; close(): Promise<void> }> {
  const requests: URLSearchParams[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method === "POST" && req.url === "/v1/checkout/sessions" && req.headers.authorization === "Bearer sk_test_hearth") {
        requests.push(new URLSearchParams(body));
        n += 1;
        res.end(JSON.stringify({ id: `cs_test_${n}`, object: "checkout.session", url: `https://checkout.stripe.test/pay/cs_test_${n}` }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unrecognized request URL" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let sequence = 0;
/** A Stripe event as its webhook would deliver it. */
function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  sequence += 1;
  return { id: `evt_test_${sequence}_${randomUUID().slice(0, 8)}`, object: "event", api_version: "2026-10-28.endive", created, type, data: { object } };
}

function checkoutCompleted(householdId: string, sessionId: string, subscriptionId: string, plan = "monthly") {
  return stripeEvent("checkout.session.completed", {
    id: sessionId,
    object: "checkout.session",
    mode: "subscription",
    payment_status: "paid",
    client_reference_id: householdId,
    metadata: { householdId, plan },
    subscription: subscriptionId,
    customer: "cus_test_1",
  });
}

function subscriptionEvent(
  type: string,
  subscriptionId: string,
  status: string,
  options: { householdId?: string; price?: string; periodEnd?: number; created?: number } = {},
) {
  return stripeEvent(
    type,
    {
      id: subscriptionId,
      object: "subscription",
      status,
      customer: "cus_test_1",
      metadata: options.householdId ? { householdId: options.householdId, plan: "monthly" } : {},
      items: {
        object: "list",
        data: [{ id: "si_1", price: { id: options.price ?? "price_monthly_test" }, current_period_end: options.periodEnd ?? 1_900_000_000 }],
      },
    },
    options.created,
  );
}

describe("billing with Stripe", () => {
  let app: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    app = await startTestApp({
      backend: "embedded",
      config: {
        publicUrl: "https://hearth.example",
        stripe: {
          secretKey: "sk_test_hearth",
          webhookSecret: WEBHOOK_SECRET,
          priceMonthly: "price_monthly_test",
          priceYearly: "price_yearly_test",
          apiBase: standIn.url,
        },
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await standIn?.close();
  });

  /** Delivers an event the way Stripe does: raw JSON with a Stripe-Signature header. */
  async function deliver(event: object, options: { secret?: string; signature?: string | null; payload?: string } = {}) {
    const payload = options.payload ?? JSON.stringify(event, null, 2);
    const signature =
      options.signature === undefined
        ? stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
        : options.signature;
    const res = await fetch(`${app.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", ...(signature ? { "stripe-signature": signature } : {}) },
      body: payload,
    });
    return { status: res.status, body: await res.json() };
  }

  const statusOf = async (token: string) => (await gql(app, STATUS, {}, token)).data.subscriptionStatus;
  async function eventCount(householdId: string, type: string): Promise<number> {
    const [row] = await app.db
      .em()
      .execute<{ count: number }[]>("select count(*)::int as count from events where household_id = ? and type = ?", [
        householdId,
        type,
      ]);
    return row.count;
  }

  it("opens a Stripe Checkout Session for the plan's price, naming the household", async () => {
    const account = await registerUser(app);
    const res = await gql(app, START, { plan: "yearly" }, account.token);

    expect(res.data.startCheckout).toEqual({
      provider: "stripe",
      checkoutId: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/),
    });
    const sent = standIn.requests.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_yearly_test",
      "line_items[0][quantity]": "1",
      client_reference_id: account.user.householdId,
      customer_email: account.email,
      "metadata[householdId]": account.user.householdId,
      "metadata[plan]": "yearly",
      "subscription_data[metadata][householdId]": account.user.householdId,
      "subscription_data[metadata][plan]": "yearly",
      success_url: "https://hearth.example/app/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://hearth.example/app/subscription?checkout=canceled",
    });
  });

  it("activates the subscription on checkout.session.completed, and applies a redelivered event once", async () => {
    const account = await registerUser(app);
    const { checkoutId } = (await gql(app, START, { plan: "yearly" }, account.token)).data.startCheckout;
    const event = checkoutCompleted(account.user.householdId, checkoutId, "sub_yearly_1", "yearly");

    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await statusOf(account.token)).toMatchObject({ subscriptionStatus: "active", plan: "yearly", provider: "stripe" });

    // Stripe delivers again (a retry, with a new signature timestamp), and twice at the same moment:
    // each gets the first delivery's answer, and nothing more is recorded.
    const replay = await deliver(event);
    expect(replay).toEqual(first);
    const concurrent = await Promise.all([deliver(event), deliver(event)]);
    expect(concurrent.map((r) => r.status)).toEqual([200, 200]);
    expect(await eventCount(account.user.householdId, "SubscriptionActivated")).toBe(1);
  });

  it("refuses a bad signature, a missing one and a tampered payload, changing nothing", async () => {
    const account = await registerUser(app);
    const event = checkoutCompleted(account.user.householdId, "cs_forged", "sub_forged");
    const payload = JSON.stringify(event);

    const wrongSecret = await deliver(event, { secret: "whsec_someone_else" });
    expect(wrongSecret).toEqual({ status: 400, body: { error: "Invalid Stripe signature" } });
    expect((await deliver(event, { signature: null })).body).toEqual({ error: "Missing Stripe-Signature header" });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(event, { signature, payload: payload.replace("cs_forged", "cs_other") });
    expect(tampered.status).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(event, { signature: stale, payload })).status).toBe(400);

    expect(await statusOf(account.token)).toMatchObject({ subscriptionStatus: "trialing" });
    expect(await eventCount(account.user.householdId, "SubscriptionActivated")).toBe(0);
  });

  it("follows the subscription through past_due and canceled; canceled makes login answer subscription_expired", async () => {
    const account = await registerUser(app);
    const householdId = account.user.householdId;
    const t = Math.floor(Date.now() / 1000);
    await deliver(checkoutCompleted(householdId, `cs_${randomUUID()}`, "sub_lifecycle"));

    // Renewal moves the period on (found by the subscription id: no metadata needed).
    const renewed = await deliver(subscriptionEvent("customer.subscription.updated", "sub_lifecycle", "active", { periodEnd: 1_950_000_000, created: t + 10 }));
    expect(renewed.body.applied).toBe(true);
    expect((await statusOf(account.token)).currentPeriodEnd).toBe(new Date(1_950_000_000_000).toISOString());

    await deliver(subscriptionEvent("customer.subscription.updated", "sub_lifecycle", "past_due", { created: t + 20, periodEnd: 1_950_000_000 }));
    expect((await statusOf(account.token)).subscriptionStatus).toBe("past_due");
    // Stripe is still retrying the payment: the family keeps its access meanwhile.
    const pastDueLogin = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
    expect(decodeJwt(pastDueLogin.body.token)).toMatchObject({ access: "full" });

    // An update older than the last applied one (delivered late) changes nothing.
    const late = await deliver(subscriptionEvent("customer.subscription.updated", "sub_lifecycle", "active", { created: t + 5 }));
    expect(late.body.applied).toBe(false);
    expect((await statusOf(account.token)).subscriptionStatus).toBe("past_due");

    await deliver(subscriptionEvent("customer.subscription.deleted", "sub_lifecycle", "canceled", { created: t + 30, householdId }));
    expect((await statusOf(account.token)).subscriptionStatus).toBe("canceled");

    const res = await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
    expect(res.body).toMatchObject({ status: "subscription_expired", redirectTo: "/app/subscription" });
    expect(decodeJwt(res.body.token)).toMatchObject({ access: "subscription_only", status: "subscription_expired" });
    expect(
      await Promise.all(
        ["SubscriptionActivated", "SubscriptionRenewed", "SubscriptionPastDue", "SubscriptionCanceled"].map((type) =>
          eventCount(householdId, type),
        ),
      ),
    ).toEqual([1, 1, 1, 1]);
  });

  it("acknowledges events it cannot use without changing anything", async () => {
    const unknownHousehold = await deliver(checkoutCompleted(randomUUID(), "cs_nobody", "sub_nobody"));
    expect(unknownHousehold).toEqual({ status: 200, body: { received: true, applied: false } });
    const unhandled = await deliver(stripeEvent("invoice.created", { id: "in_1", object: "invoice" }));
    expect(unhandled).toEqual({ status: 200, body: { received: true, applied: false } });
    const unknownSubscription = await deliver(subscriptionEvent("customer.subscription.updated", "sub_unknown", "active"));
    expect(unknownSubscription.body.applied).toBe(false);
  });

  it("does not offer the built-in test checkout when Stripe is configured", async () => {
    const account = await registerUser(app);
    const res = await gql(app, COMPLETE, { id: "test_anything" }, account.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "The built-in test checkout is not available on this server",
      extensions: { code: "NOT_FOUND" },
    });
  });
});

describe("the Stripe webhook without Stripe configured", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers 404", async () => {
    const res = await api(app, "POST", "/api/webhooks/stripe", { body: { id: "evt_1" }, headers: { "stripe-signature": "t=1,v1=x" } });
    expect(res).toMatchObject({ status: 404, body: { error: "Stripe is not configured on this server" } });
  });
});
