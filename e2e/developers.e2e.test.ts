import { afterAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// The developer page in Debian Chromium: the public page with the REST reference, and the signed-in page
// whose GraphQL explorer runs a query as the user, under a strict Content-Security-Policy (no inline or
// eval'd scripts): the one the server sends with every page.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("developer page", { timeout: 90_000 }, () => {
  const contexts: BrowserContext[] = [];

  const suite = browserSuite();
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  });

  /** A tab on the server's own pages (with its Content-Security-Policy); every CSP violation is collected. */
  async function tab(session?: { token: string; user: unknown }): Promise<{ page: Page; violations: string[] }> {
    const context = await suite.browser.newContext();
    contexts.push(context);
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
      if (/Content Security Policy/i.test(text)) violations.push(text);
    });
    return { page, violations };
  }

  it("renders publicly and shows the REST reference with the shopping paths", async () => {
    const { page, violations } = await tab();
    const response = await page.goto(`${suite.app.url}/developers`);
    // The policy the page runs under: no inline or eval'd scripts.
    const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
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
    // Groups are listed with their paths (the spec's section 7 among them).
    const text = await reference.innerText();
    expect(text).toContain("Shopping lists");
    expect(text).toContain("/api/shopping-lists/{sourceListId}/items/{itemId}/move");
    expect(violations).toEqual([]);
  });

  it("runs a query in the GraphQL explorer with the signed-in token", async () => {
    const account = await registerUser(suite.app);
    const list = await api(suite.app, "POST", "/api/shopping-lists", { body: { name: "Explorer groceries" }, token: account.token });
    expect(list.status).toBe(201);
    const { page, violations } = await tab({ token: account.token, user: account.user });
    await page.goto(`${suite.app.url}/app/developers`);
    await page.getByRole("heading", { level: 1, name: "Build on Hearth" }).waitFor();
    await page.getByRole("button", { name: "Open the GraphQL explorer" }).click();
    const explorer = page.getByTestId("graphql-explorer");
    await explorer.locator(".graphiql-container").waitFor();
    // The run button answers once the editor and the schema are ready: press it until the answer shows.
    const run = explorer.getByRole("button", { name: /execute query/i });
    await expect
      .poll(
        async () => {
          // The editor draws spaces as no-break spaces.
          const answer = ((await explorer.locator(".graphiql-response").textContent()) ?? "").replace(/\s+/g, " ");
          if (!answer.includes("Explorer groceries")) await run.click();
          return answer;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toContain("Explorer groceries");
    expect(violations).toEqual([]);
  });
});
