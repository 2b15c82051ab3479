import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, registerUser, startTestApp, type TestApp } from "../server/test/support/test-app.js";
import { assertClientBuilt, clientDist, launchBrowser } from "./support/browser.js";

// The developer page in Debian Chromium: the public page with the REST reference, and the signed-in page
// whose GraphQL explorer runs a query as the user, under a strict Content-Security-Policy (no inline or
// eval'd scripts) like the one the server is to send.

const chromium = checkChromium();

const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'none'",
].join("; ");

describe.skipIf(!chromium.available)("developer page", { timeout: 90_000 }, () => {
  let app: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    assertClientBuilt();
    app = await startTestApp({ backend: "embedded", config: { clientDist } });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await app?.stop();
  });

  /** A tab whose HTML pages carry STRICT_CSP; CSP violations other than the inline preload script are collected. */
  async function tab(session?: { token: string; user: unknown }): Promise<{ page: Page; violations: string[] }> {
    const context = await browser.newContext();
    contexts.push(context);
    await context.route(/\/(app\/)?developers$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": STRICT_CSP } });
    });
    if (session) {
      await context.addInitScript(({ token, user }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }, session as { token: string; user: unknown });
    }
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const violations: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      // index.html's small sign-in preload script is inline; the server's CSP gives it a hash.
      if (/Content Security Policy/i.test(text) && !/script-src/.test(text.split("because")[0] ?? "")) violations.push(text);
      if (/Content Security Policy/i.test(text) && /eval/i.test(text)) violations.push(text);
    });
    return { page, violations };
  }

  it("renders publicly and shows the REST reference with the shopping paths", async () => {
    const { page, violations } = await tab();
    await page.goto(`${app.url}/developers`);
    await page.getByRole("heading", { level: 1, name: "Build on Hearth" }).waitFor();
    expect(await page.title()).toBe("Developers · Hearth");
    for (const name of ["Authentication", "GraphQL and live updates", "Safe retries with idempotency keys", "Rate limits and errors"]) {
      await page.getByRole("heading", { level: 2, name }).waitFor();
    }
    await expect.poll(() => page.locator("#examples pre").count()).toBeGreaterThan(8);
    expect(await page.locator("#explorer").textContent()).toContain("Sign in");

    await page.getByRole("button", { name: "Show the REST reference" }).click();
    const reference = page.getByTestId("api-reference");
    await expect.poll(async () => (await reference.textContent()) ?? "", { timeout: 20_000 }).toContain("/api/shopping-lists");
    const text = (await reference.textContent()) ?? "";
    expect(text).toContain("Create a shopping list");
    expect(text).toContain("Move an item to another list");
    expect(violations).toEqual([]);
  });

  it("runs a query in the GraphQL explorer with the signed-in token", async () => {
    const account = await registerUser(app);
    const list = await api(app, "POST", "/api/shopping-lists", { body: { name: "Explorer groceries" }, token: account.token });
    expect(list.status).toBe(201);
    const { page, violations } = await tab({ token: account.token, user: account.user });
    await page.goto(`${app.url}/app/developers`);
    await page.getByRole("heading", { level: 1, name: "Build on Hearth" }).waitFor();
    await page.getByRole("button", { name: "Open the GraphQL explorer" }).click();
    const explorer = page.getByTestId("graphql-explorer");
    await explorer.locator(".graphiql-container").waitFor();
    await explorer.getByRole("button", { name: /execute query/i }).click();
    await expect.poll(async () => (await explorer.locator(".graphiql-response").textContent()) ?? "", { timeout: 20_000 }).toContain(
      "Explorer groceries",
    );
    expect(violations).toEqual([]);
  });
});
