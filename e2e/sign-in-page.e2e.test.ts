import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser } from "../server/test/support/test-app.js";
import { signInAndWaitForReload } from "./support/browser.js";
import { weighInitialScripts } from "./support/initial-scripts.js";
import { seedSession } from "./support/session.js";
import { browserSuite } from "./support/suite.js";

// The sign-in screen's first visit is its own page (client/sign-in.html): React, the session machine and
// the form, with no router and no GraphQL client. This suite checks what that page downloads and that
// signing in from it lands in the app. `npm run bench` prints the same sizes against the targets.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("the standalone sign-in page", () => {
  const suite = browserSuite();

  it("downloads neither the router nor the GraphQL client, and stays within its budget", async () => {
    const page = await suite.browser.newPage();
    const scripts = await weighInitialScripts(page, `${suite.app.url}/app/auth`, () =>
      page.getByRole("button", { name: "Sign In", exact: true }).waitFor(),
    );
    const names = scripts.map((s) => s.name);
    expect(names.some((n) => n.includes("/assets/sign-in-"))).toBe(true);
    // The app's entry (React Router and the routes) and the Apollo/GraphQL chunk are not part of it.
    expect(names.filter((n) => /\/assets\/(index|app-vendor|graphql-provider|gql)-/.test(n))).toEqual([]);
    // Nor, until the visitor interacts, the session machine with XState, or the Report Bug flow.
    expect(names.filter((n) => /\/assets\/(session-vendor|session-provider|report-bug-button)-/.test(n))).toEqual([]);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    // React 19 alone is about 69 KB of it (78 KB in all); the session machine and XState load on the
    // first interaction and the Report Bug flow on first use, so loading the page fetches neither.
    expect(total).toBeLessThan(90 * 1024);
    await page.close();
  });

  it("paints the form from its HTML before any script has run, then hydrates it without a mismatch", async () => {
    // The build prerendered the login form into the page (client/prerender-plugin.ts).
    const html = await (await fetch(`${suite.app.url}/app/auth`)).text();
    expect(html).toContain('data-prerendered="sign-in"');
    expect(html).toContain("Welcome back");

    // With every script held back, the form is already there, waiting (disabled) for its handlers.
    const context = await suite.browser.newContext();
    const still = await context.newPage();
    await still.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await still.goto(`${suite.app.url}/app/auth`);
    await still.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await still.getByLabel("Email").isDisabled()).toBe(true);
    expect(await still.getByRole("button", { name: "Sign In", exact: true }).isDisabled()).toBe(true);
    expect(await still.getByRole("status").count()).toBe(0);
    await context.close();

    // With them, React takes over the same markup: no hydration error, and the form works.
    for (const path of ["/app/auth", "/login?mode=register"]) {
      const page = await suite.browser.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await page.goto(`${suite.app.url}${path}`);
      const email = page.getByLabel("Email");
      await expect.poll(() => email.isEnabled()).toBe(true);
      await email.fill("hydrated@example.com");
      expect(await email.inputValue()).toBe("hydrated@example.com");
      await page.getByRole("tab", { name: path.includes("register") ? "Login" : "Register" }).click();
      await page.getByRole("heading", { name: path.includes("register") ? "Welcome back" : "Start your free trial" }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it("signs in from the standalone page and reloads into the app", async () => {
    const account = await registerUser(suite.app, { email: `standalone-${randomUUID().slice(0, 8)}@example.com` });
    const page = await suite.browser.newPage();
    await page.goto(`${suite.app.url}/login?redirect=/app/profile`);
    // The Register tab changes the query string in place, without a router.
    await page.getByRole("tab", { name: "Register" }).click();
    await page.waitForURL(/mode=register/);
    await page.getByRole("tab", { name: "Login" }).click();
    await signInAndWaitForReload(page, async () => {
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
    });
    await page.waitForURL("**/app/profile");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.close();
  });

  it("keeps a sign-in sent before the session machine has loaded and runs it once it has", async () => {
    const account = await registerUser(suite.app, { email: `queued-${randomUUID().slice(0, 8)}@example.com` });
    const page = await suite.browser.newPage();
    // XState comes with the session machine after first paint: hold it back until the form was sent.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/session-vendor-[^/]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    await page.goto(`${suite.app.url}/app/auth`);
    await signInAndWaitForReload(page, async () => {
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      // The form shows the sign-in under way and takes no second one while the machine loads.
      await page.getByRole("button", { name: "Signing in..." }).waitFor();
      expect(await page.getByRole("button", { name: "Signing in..." }).isDisabled()).toBe(true);
      await expect.poll(() => asked).toBe(true);
      release();
      await page.getByText("Logged in successfully").first().waitFor();
    });
    await page.waitForURL(/\/app$/);
    await page.close();
    // A registration (password hash) and a sign-in with its reload: more than the default 30 s on a
    // busy machine, as in accounts.e2e.
  }, 90_000);

  // The app's first visit signed in, weighed the same way (and as `npm run bench` does).
  describe("the signed-in home screen (/app)", () => {
    it("keeps the signed-in home screen's first download within its budget", async () => {
      const account = await registerUser(suite.app, { email: `home-weight-${randomUUID().slice(0, 8)}@example.com` });
      const context = await suite.browser.newContext();
      await seedSession(context, account);
      const page = await context.newPage();
      // Until the home screen is up (not the sign-in page: its heading greets the household) and the
      // network is idle after it.
      const scripts = await weighInitialScripts(page, `${suite.app.url}/app`, () =>
        page.getByRole("heading", { name: /^Welcome/, level: 1 }).waitFor(),
      );
      expect(page.url()).toMatch(/\/app$/);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      console.info(
        `signed-in /app initial JavaScript: ${total} B gzipped (${(total / 1024).toFixed(1)} KB)\n` +
          [...scripts].sort((a, b) => b.gzip - a.gzip).map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.name}`).join("\n"),
      );
      // Issue 14's target for this visit is 150 KB; what the first screen cannot paint without already
      // weighs more: React with react-dom about 68, Apollo with RxJS and graphql-ws 48.1, React Router's
      // declarative router 12.4, graphql-js's printer 5.2, and the session machine with XState (about
      // 20: its start-up check gates the screen). This holds the 186.1 KB reached (255.0 before the
      // first pass, 202.1 before the third: the data router; 184.3 before the shell followed the
      // profile and billing live and kept every screen for offline use, about 0.6–0.8 KB each) against
      // growing again. Table and what moved: bench/README.md.
      expect(total).toBeLessThan(188 * 1024);
      // Neither the map of every GraphQL document (gql.ts) nor the Report Bug flow is part of it.
      expect(scripts.map((s) => s.name).filter((n) => /\/assets\/(gql|report-bug-button)-/.test(n))).toEqual([]);
      await context.close();
    });
  });
});
