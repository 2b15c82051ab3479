import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { TEST_GOOGLE_CLIENT_ID } from "../server/test/support/google-stand-in.js";
import { registerUser } from "../server/test/support/test-app.js";
import { signInAndWaitForReload } from "./support/browser.js";
import { browserSuite } from "./support/suite.js";

// The built app under its Content-Security-Policy (server/src/core/security-headers.ts), in Debian's
// Chromium: the public pages, the sign-in screen (its own small page, sign-in.html),
// signing in, /app, the shopping list with its live socket, and a bug report's screenshot, with not
// one policy violation reported by the browser.

const chromium = checkChromium();

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

describe.skipIf(!chromium.available)("the built app under its Content-Security-Policy", () => {
  let context: BrowserContext;
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];

  // Google sign-in configured, so its part of the policy is in force too (its script is a stand-in).
  const suite = browserSuite({ config: { googleClientId: TEST_GOOGLE_CLIENT_ID } });
  beforeAll(async () => {
    context = await suite.browser.newContext();
    await context.exposeBinding("__reportViolation", (_source, violation: Violation) => {
      violations.push(violation);
    });
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __reportViolation(v: unknown): void }).__reportViolation({
          url: location.pathname,
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        });
      });
      // Google's script, already "loaded" (no network in tests): the button renders without a download.
      (window as unknown as { google: unknown }).google = {
        accounts: {
          id: {
            initialize() {},
            renderButton(parent: HTMLElement) {
              const button = document.createElement("button");
              button.type = "button";
              button.textContent = "Sign in with Google";
              parent.appendChild(button);
            },
          },
        },
      };
    });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
  });

  async function page(): Promise<Page> {
    const p = await context.newPage();
    // Generous: the first page of a cold server on a busy machine can take a while.
    p.setDefaultTimeout(60_000);
    p.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
    });
    return p;
  }

  it("sends the policy with the page", async () => {
    const p = await page();
    const response = await p.goto(`${suite.app.url}/`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    // The built pages carry no inline script, so scripts come from this origin only (plus Google's
    // sign-in script when configured): no hash, no nonce, nothing unsafe.
    expect(csp).toMatch(/script-src 'self'[ ;]/);
    expect(/script-src[^;]*/.exec(csp)?.[0]).not.toMatch(/unsafe|sha256-/);
    await p.close();
  });

  it("loads the landing pages with no violation", async () => {
    const p = await page();
    for (const path of ["/", "/preview-home", "/privacy-policy"]) {
      await p.goto(`${suite.app.url}${path}`);
      await p.getByRole("heading", { level: 1 }).first().waitFor();
      await p.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
    await p.close();
  });

  it("serves the sign-in screen as its own page, signs in, and works in the app with no violation", async () => {
    const account = await registerUser(suite.app, { email: `csp-${randomUUID().slice(0, 8)}@example.com` });
    const p = await page();
    await p.goto(`${suite.app.url}/app/auth`);
    // The standalone sign-in page, which preloads its chunks from the start.
    expect(await p.locator('script[type="module"][src*="/assets/sign-in-"]').count()).toBe(1);
    expect(await p.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    await p.getByRole("button", { name: "Sign in with Google" }).waitFor();

    await p.goto(`${suite.app.url}/app/login?redirect=/app/shopping-list`);
    await signInAndWaitForReload(p, async () => {
      await p.getByLabel("Email").fill(account.email);
      await p.getByLabel("Password", { exact: true }).fill(account.password);
      await p.getByRole("button", { name: "Sign In", exact: true }).click();
    });
    await p.waitForURL("**/app/shopping-list");

    // The shopping list: a list and an item over GraphQL, with the live subscription on the socket.
    await p.getByRole("heading", { name: "Shopping List", level: 1 }).waitFor();
    await p.getByLabel("New list name").fill("Saturday market");
    await p.getByRole("button", { name: "Create list" }).click();
    await p.getByRole("heading", { name: "Saturday market", level: 2 }).waitFor();
    await p.getByLabel("Item name", { exact: true }).fill("Tomatoes");
    await p.getByRole("button", { name: "Add item" }).click();
    await p.getByRole("listitem", { name: "Tomatoes", exact: true }).waitFor();
    // The page's GraphQL socket connected under connect-src 'self'.
    await expect
      .poll(() => p.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/graphql"))))
      .toBe(true);

    await p.goto(`${suite.app.url}/app`);
    await p.getByRole("navigation", { name: "Main" }).waitFor();
    await p.goto(`${suite.app.url}/app/profile`);
    await p.getByLabel("Meal plan view").waitFor();

    // A bug report's screenshot, which modern-screenshot builds from the page with <style> elements.
    await p.getByRole("button", { name: "Report Bug" }).click();
    const dialog = p.getByRole("dialog", { name: "Report an Issue" });
    await dialog.getByText("Full page screenshot captured").waitFor({ timeout: 60_000 });

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await p.close();
  }, 120_000);
});
