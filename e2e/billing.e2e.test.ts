import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, gql, registerUser } from "../server/test/support/test-app.js";
import { signInAndWaitForReload } from "./support/browser.js";
import { seedSession, signInWithToken } from "./support/session.js";
import { browserSuite } from "./support/suite.js";

// /app/subscription with the built-in test provider, in Debian Chromium: a trial becomes an active
// subscription and the trial banner goes away; a lapsed household (a 'subscription_only' token) pays
// from the one page it can reach and gets the app back.
const chromium = checkChromium();
const DAY_MS = 86_400_000;

describe.skipIf(!chromium.available)("subscription and checkout in the browser", () => {
  let clock = new Date();

  const suite = browserSuite({ now: () => clock });

  const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
  const trialBanner = (page: Page) => page.getByRole("complementary", { name: "Free trial" });

  async function signIn(page: Page, email: string, password: string, redirect: string) {
    await page.goto(`${suite.app.url}/app/login?redirect=${encodeURIComponent(redirect)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }

  it("a checkout through the test provider turns the trial into an active subscription and the banner disappears", async () => {
    clock = new Date();
    const page = await (await suite.browser.newContext()).newPage();
    const email = `checkout-${Date.now()}@example.com`;
    await page.goto(`${suite.app.url}/app/auth?mode=register`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("pantry-secret");
    await page.getByLabel("Confirm Password").fill("pantry-secret");
    await signInAndWaitForReload(page, () => page.getByRole("button", { name: "Start Free Trial" }).click());
    await page.waitForURL("**/app/subscription");

    // Trial status, days left, both plans with the spec's numbers, the money-back note.
    await page.getByText("14 days left in your free trial").waitFor();
    await trialBanner(page).getByText("Subscribe now to keep all your data and features!").waitFor();
    await expect.poll(() => trialBanner(page).getByRole("link", { name: "Subscribe Now" }).getAttribute("href")).toBe(
      "/app/subscription",
    );
    const monthly = page.getByRole("article", { name: "Monthly" });
    const yearly = page.getByRole("article", { name: "Yearly" });
    await monthly.getByText("$9.99").waitFor();
    await yearly.getByText("$79").waitFor();
    await yearly.getByText("2 Months Free").waitFor();
    await yearly.getByText("$6.58 a month, billed once a year").waitFor();
    await yearly.getByText("Save $40.88 a year (about 17%)").waitFor();
    await page.getByRole("heading", { name: "14-day money-back guarantee" }).waitFor();
    await page.getByText("built-in test checkout").first().waitFor();

    await yearly.getByRole("button", { name: "Choose Yearly" }).click();
    await page.waitForURL(/\/app\/subscription\?test_checkout=test_/);
    const checkout = page.getByRole("region", { name: "Confirm your Yearly plan" });
    await checkout.getByText("Built-in test checkout · no real payment").waitFor();
    await checkout.getByText("$79").waitFor();
    await checkout.getByRole("button", { name: "Confirm test payment" }).click();

    await toast(page, "Subscription Active").waitFor();
    await page.waitForURL(`${suite.app.url}/app/subscription`);
    await page.getByText("You're on the Yearly plan").waitFor();
    await trialBanner(page).waitFor({ state: "detached" });
    await yearly.getByText("Your current plan").waitFor();
    expect(await monthly.getByRole("button", { name: "Choose Monthly" }).isDisabled()).toBe(true);

    // Elsewhere in the app too, after a reload.
    await page.goto(`${suite.app.url}/app`);
    await page.getByRole("button", { name: "Report Bug" }).waitFor();
    expect(await trialBanner(page).count()).toBe(0);
    const status = await api(suite.app, "GET", "/api/subscription/status", {
      token: (await page.evaluate(() => localStorage.getItem("token")))!,
    });
    expect(status.body).toMatchObject({ subscriptionStatus: "active", plan: "yearly" });
  });

  it("the banner can be dismissed", async () => {
    clock = new Date();
    const account = await registerUser(suite.app);
    const page = await (await suite.browser.newContext()).newPage();
    await signInWithToken(page, suite.app, account.email, account.password);
    await page.goto(`${suite.app.url}/app/profile`);
    await trialBanner(page).waitFor();
    await page.getByRole("button", { name: "Dismiss trial reminder" }).click();
    await trialBanner(page).waitFor({ state: "detached" });
    await page.goto(`${suite.app.url}/app`);
    await page.getByRole("button", { name: "Report Bug" }).waitFor();
    expect(await trialBanner(page).count()).toBe(0);
  });

  it("a household whose trial ended reaches only the subscription page, pays there and gets the app back", async () => {
    clock = new Date();
    const account = await registerUser(suite.app);
    clock = new Date(Date.now() + 15 * DAY_MS);
    const page = await (await suite.browser.newContext()).newPage();

    await signIn(page, account.email, account.password, "/app/profile");
    await toast(page, "Trial Expired").waitFor();
    await page.waitForURL("**/app/subscription");
    await page.getByRole("heading", { name: "Your free trial has ended" }).or(page.getByText("Your free trial has ended")).first().waitFor();
    expect(await trialBanner(page).count()).toBe(0);

    // Any other app page leads back here.
    await page.goto(`${suite.app.url}/app/profile`);
    await page.waitForURL("**/app/subscription");

    await page.getByRole("article", { name: "Monthly" }).getByRole("button", { name: "Choose Monthly" }).click();
    await page.getByRole("button", { name: "Confirm test payment" }).click();
    await toast(page, "Subscription Active").waitFor();
    await page.getByText("You're on the Monthly plan").waitFor();

    // The session was renewed with full access: the rest of the app opens again.
    const token = (await page.evaluate(() => localStorage.getItem("token")))!;
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    expect(claims.access).toBe("full");
    await page.goto(`${suite.app.url}/app/profile`);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/profile");
  });

  /** The holder pays through the test provider from another device (GraphQL, as that device's app would). */
  async function payElsewhere(token: string, plan: "monthly" | "yearly") {
    const started = await gql(suite.app, `mutation { startCheckout(plan: ${plan}) { checkoutId } }`, {}, token);
    const id = started.data.startCheckout.checkoutId as string;
    const paid = await gql(suite.app, "mutation ($id: ID!) { completeTestCheckout(checkoutId: $id) { subscriptionStatus } }", { id }, token);
    expect(paid.data.completeTestCheckout.subscriptionStatus).toBe("active");
  }

  it("a payment on another device takes the trial banner away at once, wherever this device is", async () => {
    clock = new Date();
    const account = await registerUser(suite.app);
    const page = await (await suite.browser.newContext()).newPage();
    await signInWithToken(page, suite.app, account.email, account.password);
    await page.goto(`${suite.app.url}/app/pantry`);
    // The banner shows the status read, and with it the point the device follows billing from.
    await trialBanner(page).waitFor();

    await payElsewhere(account.token, "yearly");
    await trialBanner(page).waitFor({ state: "detached", timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe("/app/pantry");
  });

  it("a device open in the app when the trial ends is taken to the subscription page, without a reload or a click", async () => {
    const registered = Date.now();
    clock = new Date(registered);
    const account = await registerUser(suite.app);
    // The device signs in an hour before the trial ends (its token outlives the end).
    clock = new Date(registered + 14 * DAY_MS - 3_600_000);
    const page = await (await suite.browser.newContext()).newPage();
    await signInWithToken(page, suite.app, account.email, account.password);
    await page.goto(`${suite.app.url}/app/pantry`);
    await page.getByRole("heading", { name: "Pantry", level: 1, exact: true }).waitFor();
    // The banner shows the status read, and with it the point the device follows billing from.
    await trialBanner(page).waitFor();

    // The trial runs out; another device's sign-in is the first to see it (TrialExpired is recorded then).
    clock = new Date(registered + 14 * DAY_MS + 3_600_000);
    expect((await api(suite.app, "POST", "/api/login", { body: { email: account.email, password: account.password } })).body.status).toBe("trial_expired");

    await page.waitForURL("**/app/subscription", { timeout: 15_000 });
    await page.getByText("Your free trial has ended").first().waitFor();
    expect(await trialBanner(page).count()).toBe(0);
  });

  it("a device held on the subscription page after the trial ended gets the app back when another device pays", async () => {
    clock = new Date();
    const account = await registerUser(suite.app);
    clock = new Date(Date.now() + 15 * DAY_MS);
    const page = await (await suite.browser.newContext()).newPage();
    await signIn(page, account.email, account.password, "/app/profile");
    await page.waitForURL("**/app/subscription");
    await page.getByText("Your free trial has ended").first().waitFor();

    // The other device signs in too (its session is limited as well) and pays.
    const login = await api(suite.app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
    await payElsewhere(login.body.token as string, "monthly");

    await page.getByText("You're on the Monthly plan").waitFor({ timeout: 10_000 });
    await expect
      .poll(() => page.evaluate(() => JSON.parse(atob(localStorage.getItem("token")!.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).access), {
        timeout: 10_000,
      })
      .toBe("full");
    await page.goto(`${suite.app.url}/app/profile`);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/profile");
  });

  it("a device signed in before the trial ended opens on the subscription page (the check answers trial_expired)", async () => {
    clock = new Date();
    const account = await registerUser(suite.app);
    // Signed in an hour before the trial ends (a token lives a day), opened again an hour after.
    clock = new Date(Date.now() + 14 * DAY_MS - 3_600_000);
    const session = await api(suite.app, "POST", "/api/login", { body: { email: account.email, password: account.password } });
    expect(session.body.status).toBe("trialing");
    const context = await suite.browser.newContext();
    await seedSession(context, session.body);
    clock = new Date(Date.now() + 14 * DAY_MS + 3_600_000);
    // Whether the profile page ever showed: the guard must not let the limited session in first.
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector("h1")?.textContent === "My Profile") sessionStorage.setItem("e2e-profile-shown", "1");
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();

    // The stored token still says full access; the start-up check's 401 trades it for a subscription-only one.
    await page.goto(`${suite.app.url}/app/profile`);
    await page.waitForURL("**/app/subscription");
    await page.getByText("Your free trial has ended").first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("e2e-profile-shown"))).toBeNull();
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => localStorage.getItem("token"));
        return token ? JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).access : null;
      })
      .toBe("subscription_only");

    // Opening the page again keeps the session (signed in, limited) and the page.
    await page.reload();
    await page.getByText("Your free trial has ended").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/app/subscription");
    expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
  });

  it("says 'Failed to fetch subscription status' when the status cannot be loaded", async () => {
    clock = new Date();
    const account = await registerUser(suite.app);
    const page = await (await suite.browser.newContext()).newPage();
    await signInWithToken(page, suite.app, account.email, account.password);
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === "SubscriptionStatus") await route.abort();
      else await route.fallback();
    });
    await page.goto(`${suite.app.url}/app/subscription`);
    const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch subscription status" });
    await alert.waitFor();
    // The plans still show.
    await page.getByRole("article", { name: "Yearly" }).waitFor();

    await page.unroute("**/graphql");
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.getByText("14 days left in your free trial").waitFor();
  });
});
