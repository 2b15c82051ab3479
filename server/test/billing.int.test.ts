import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decodeJwt } from "jose";
import { rebuildReadModels, readModelTables, snapshotReadModels } from "../src/core/rebuild.js";
import { checkPostgres } from "./support/services.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";
import { collect, wsClient } from "./support/ws-client.js";

// The subscription lifecycle through the built-in test provider (the embedded default), and what an
// ended trial or subscription does to login: trial_expired / subscription_expired with access
// 'subscription_only', recorded as TrialExpired / SubscriptionExpired when first observed.
const pg = await checkPostgres();

const DAY_MS = 86_400_000;

const STATUS = `query { subscriptionStatus { subscriptionStatus trialEndsAt daysLeft plan currentPeriodEnd provider } }`;
const OFFER = `query { subscriptionOffer { provider plans { id name amountCents interval } } }`;
const START = `mutation Start($plan: SubscriptionPlanId!) { startCheckout(plan: $plan) { provider checkoutId url } }`;
const CHECKOUT = `query Checkout($id: ID!) { checkout(id: $id) { id plan provider status createdAt completedAt } }`;
const COMPLETE = `mutation Complete($id: ID!) {
  completeTestCheckout(checkoutId: $id) { subscriptionStatus plan daysLeft currentPeriodEnd provider }
}`;

for (const backend of ["embedded", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !pg.available)(`billing with the built-in test checkout (${backend})`, () => {
    let app: TestApp;
    let clock = new Date();

    beforeAll(async () => {
      app = await startTestApp({ backend, checkResponses: true, now: () => clock });
    });
    afterAll(async () => {
      await app?.stop();
    });

    const login = (email: string, password: string) => api(app, "POST", "/api/login", { body: { email, password } });
    async function eventCount(householdId: string, type: string): Promise<number> {
      const [row] = await app.db
        .em()
        .execute<{ count: number }[]>("select count(*)::int as count from events where household_id = ? and type = ?", [
          householdId,
          type,
        ]);
      return row.count;
    }

    it("offers Monthly $9.99 and Yearly $79 through the test provider", async () => {
      const res = await gql(app, OFFER);

      expect(res.data.subscriptionOffer).toEqual({
        provider: "test",
        plans: [
          { id: "monthly", name: "Monthly", amountCents: 999, interval: "month" },
          { id: "yearly", name: "Yearly", amountCents: 7900, interval: "year" },
        ],
      });
    });

    it("turns a trial into an active yearly subscription through the test checkout", async () => {
      clock = new Date();
      const account = await registerUser(app);
      const trial = (await gql(app, STATUS, {}, account.token)).data.subscriptionStatus;
      expect(trial).toMatchObject({ subscriptionStatus: "trialing", daysLeft: 14, plan: null, provider: null });

      const started = (await gql(app, START, { plan: "yearly" }, account.token)).data.startCheckout;
      expect(started).toEqual({
        provider: "test",
        checkoutId: expect.stringMatching(/^test_/),
        url: `/app/subscription?test_checkout=${encodeURIComponent(started.checkoutId)}`,
      });
      const pending = (await gql(app, CHECKOUT, { id: started.checkoutId }, account.token)).data.checkout;
      expect(pending).toMatchObject({ plan: "yearly", provider: "test", status: "pending", completedAt: null });

      const completed = await gql(app, COMPLETE, { id: started.checkoutId }, account.token);
      expect(completed.data.completeTestCheckout).toMatchObject({
        subscriptionStatus: "active",
        plan: "yearly",
        daysLeft: 0,
        provider: "test",
      });
      const periodEnd = new Date(completed.data.completeTestCheckout.currentPeriodEnd);
      expect(periodEnd.getUTCFullYear()).toBe(clock.getUTCFullYear() + 1);

      const rest = await api(app, "GET", "/api/subscription/status", { token: account.token });
      expect(rest.body).toMatchObject({ subscriptionStatus: "active", plan: "yearly", trialEndsAt: trial.trialEndsAt });
      expect((await gql(app, CHECKOUT, { id: started.checkoutId }, account.token)).data.checkout.status).toBe("completed");

      // Confirming again (a double click) records nothing more; a new checkout is refused while active.
      await gql(app, COMPLETE, { id: started.checkoutId }, account.token);
      expect(await eventCount(account.user.householdId, "SubscriptionActivated")).toBe(1);
      const again = await gql(app, START, { plan: "monthly" }, account.token);
      expect(again.errors?.[0]).toMatchObject({ message: "Your subscription is already active", extensions: { code: "CONFLICT" } });
    });

    it("keeps checkouts to their household", async () => {
      clock = new Date();
      const owner = await registerUser(app);
      const stranger = await registerUser(app);
      const { checkoutId } = (await gql(app, START, { plan: "monthly" }, owner.token)).data.startCheckout;

      expect((await gql(app, CHECKOUT, { id: checkoutId }, stranger.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect((await gql(app, COMPLETE, { id: checkoutId }, stranger.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect((await gql(app, COMPLETE, { id: "test_unknown" }, owner.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect((await gql(app, START, { plan: "monthly" })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      expect((await gql(app, STATUS, {}, owner.token)).data.subscriptionStatus.subscriptionStatus).toBe("trialing");
    });

    it("ends the trial after 14 days: login answers trial_expired with access subscription_only, and paying restores access", async () => {
      clock = new Date();
      const account = await registerUser(app);
      clock = new Date(clock.getTime() + 14 * DAY_MS + 60_000);

      const res = await login(account.email, account.password);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "trial_expired",
        message: "Your trial has expired. Please subscribe to continue.",
        redirectTo: "/app/subscription",
      });
      expect(decodeJwt(res.body.token)).toMatchObject({ access: "subscription_only", status: "trial_expired" });
      expect(await eventCount(account.user.householdId, "TrialExpired")).toBe(1);
      await login(account.email, account.password);
      expect(await eventCount(account.user.householdId, "TrialExpired")).toBe(1);

      // The limited token reaches the subscription, and nothing else.
      const limited = res.body.token as string;
      const status = await api(app, "GET", "/api/subscription/status", { token: limited });
      expect(status.body).toMatchObject({ subscriptionStatus: "expired", trialEndsAt: expect.any(String) });
      expect((await api(app, "GET", "/api/user/profile", { token: limited })).body).toMatchObject({ status: "trial_expired" });

      const { checkoutId } = (await gql(app, START, { plan: "monthly" }, limited)).data.startCheckout;
      const paid = (await gql(app, COMPLETE, { id: checkoutId }, limited)).data.completeTestCheckout;
      expect(paid).toMatchObject({ subscriptionStatus: "active", plan: "monthly" });

      const after = await login(account.email, account.password);
      expect(after.body.status).toBe("active");
      expect(decodeJwt(after.body.token)).toMatchObject({ access: "full" });
      expect(after.body.redirectTo).toBeUndefined();
    });

    it("tells a session whose trial ended, live, of a payment made on another device, and of nothing else in the household", async () => {
      clock = new Date();
      const account = await registerUser(app);
      clock = new Date(clock.getTime() + 14 * DAY_MS + 60_000);
      const limited = (await login(account.email, account.password)).body.token as string;
      const other = (await login(account.email, account.password)).body.token as string;
      const before = app.feeds.size;
      const client = wsClient(app, limited);
      try {
        const feed = collect(client, `subscription { subscriptionStatusChanged { sequence type status { subscriptionStatus plan daysLeft } } }`);
        await vi.waitFor(() => expect(app.feeds.size).toBeGreaterThan(before));
        // A login in between records a session event of the household: not a billing change, not told.
        await login(account.email, account.password);
        const { checkoutId } = (await gql(app, START, { plan: "monthly" }, other)).data.startCheckout;
        await gql(app, COMPLETE, { id: checkoutId }, other);
        const [started, activated] = await feed.next(2);
        expect(started.subscriptionStatusChanged).toMatchObject({ type: "CheckoutStarted", status: { subscriptionStatus: "expired" } });
        expect(activated.subscriptionStatusChanged).toMatchObject({ type: "SubscriptionActivated", status: { subscriptionStatus: "active", plan: "monthly", daysLeft: 0 } });
        expect(activated.subscriptionStatusChanged.sequence).toBeGreaterThan(started.subscriptionStatusChanged.sequence);
        expect(feed.failure).toBeNull();
        // Replayed from the start, the session hears only the household's billing: trial, its end, the checkout, the payment.
        const replay = collect(client, `subscription { subscriptionStatusChanged(since: 0) { type } }`);
        const replayed = (await replay.next(4)).map((r) => r.subscriptionStatusChanged.type);
        expect(replayed).toEqual(["TrialStarted", "TrialExpired", "CheckoutStarted", "SubscriptionActivated"]);
        expect(feed.results).toHaveLength(2);
      } finally {
        await client.dispose();
      }
    });

    it("limits a signed-in token the moment the trial ends, though its session's answer was cached just before", async () => {
      clock = new Date();
      const account = await registerUser(app);
      const trialEnd = Date.parse((await gql(app, STATUS, {}, account.token)).data.subscriptionStatus.trialEndsAt);
      clock = new Date(trialEnd - 20_000);
      const token = (await login(account.email, account.password)).body.token as string;
      expect(decodeJwt(token)).toMatchObject({ access: "full" });
      // Answered (and cached) ten seconds before the end, well inside the session cache's lifetime...
      clock = new Date(trialEnd - 10_000);
      expect((await api(app, "GET", "/api/shopping-lists", { token })).status).toBe(200);
      // ...and limited one second after it.
      clock = new Date(trialEnd + 1_000);
      const after = await api(app, "GET", "/api/shopping-lists", { token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ status: "trial_expired" });
      expect(await eventCount(account.user.householdId, "TrialExpired")).toBe(1);
    });

    it("ends an unrenewed subscription after its period and grace: login answers subscription_expired", async () => {
      clock = new Date();
      const account = await registerUser(app);
      const { checkoutId } = (await gql(app, START, { plan: "monthly" }, account.token)).data.startCheckout;
      const paid = (await gql(app, COMPLETE, { id: checkoutId }, account.token)).data.completeTestCheckout;
      const periodEnd = new Date(paid.currentPeriodEnd).getTime();

      clock = new Date(periodEnd + 2 * DAY_MS);
      expect((await login(account.email, account.password)).body.status).toBe("active");

      clock = new Date(periodEnd + 3 * DAY_MS + 60_000);
      const res = await login(account.email, account.password);
      expect(res.body).toMatchObject({
        status: "subscription_expired",
        message: "Your subscription has ended. Please subscribe to continue.",
        redirectTo: "/app/subscription",
      });
      expect(decodeJwt(res.body.token)).toMatchObject({ access: "subscription_only", status: "subscription_expired" });
      expect(await eventCount(account.user.householdId, "SubscriptionExpired")).toBe(1);
      const status = (await gql(app, STATUS, {}, res.body.token)).data.subscriptionStatus;
      expect(status).toMatchObject({ subscriptionStatus: "expired", plan: "monthly" });
    });

    it("rebuilds subscriptions and checkouts from the events into exactly the live rows", async () => {
      // After the tests above: trials, completed and pending checkouts, active and expired subscriptions.
      const tables = readModelTables(app.store);
      expect(tables).toEqual(expect.arrayContaining(["subscriptions", "billing_checkouts", "users", "sessions"]));
      const live = await snapshotReadModels(app.db.em(), tables);
      expect(live.billing_checkouts.length).toBeGreaterThan(0);
      await rebuildReadModels(app.db, app.store);
      expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
    });
  });
}

describe("billing without a payment provider (production, Stripe not configured)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", config: { nodeEnv: "production" } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("offers the plans but takes no payment, rather than letting anyone mark themselves paid", async () => {
    const account = await registerUser(app);

    expect((await gql(app, OFFER)).data.subscriptionOffer.provider).toBe("none");
    const res = await gql(app, START, { plan: "monthly" }, account.token);
    expect(res.errors?.[0]).toMatchObject({
      message: "Online payments are not set up on this server yet. Please contact the person who runs it.",
      extensions: { code: "CONFLICT" },
    });
    expect((await gql(app, COMPLETE, { id: "test_x" }, account.token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
