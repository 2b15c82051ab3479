import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser } from "../server/test/support/test-app.js";
import { seedSession } from "./support/session.js";
import { browserSuite } from "./support/suite.js";

// What the app took from React Router's data router before it moved to the declarative one
// (client/src/app/router.tsx): scroll restoration, the error page, the header hidden by path.
const chromium = checkChromium();

describe.skipIf(!chromium.available)("the router", () => {
  const suite = browserSuite();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
  });

  async function newPage(): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 600 } });
    contexts.push(context);
    return context.newPage();
  }

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  /** Follows an in-page link without scrolling to it first (as Playwright's click would). */
  const follow = (page: Page, href: string) =>
    page.evaluate((target) => document.querySelector<HTMLAnchorElement>(`footer a[href="${target}"]`)!.click(), href);

  it("opens a new page at its top, and back, forward and a reload return to where it was left", async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/privacy-policy`);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => scrollY(page)).toBe(700);
    await follow(page, "/terms-of-service");
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(700);
    await page.goForward();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(300);

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(300);
  });

  it("shows the error page when a screen's code cannot be loaded, and leaves it on the next page", async () => {
    const page = await newPage();
    await page.route(/\/assets\/terms-of-service\.page-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${suite.app.url}/privacy-policy`);
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await page.getByRole("heading", { level: 1, name: "Something went wrong" }).waitFor();
    await page.getByRole("link", { name: "Go to the start page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("contentinfo").waitFor();
    expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
  });

  it("loads the screens a path matches together and hides the header and the trial banner on the recipe picker only", async () => {
    const account = await registerUser(suite.app, { email: `router-${randomUUID().slice(0, 8)}@example.com` });
    const context = await suite.browser.newContext();
    contexts.push(context);
    await seedSession(context, account);
    const page = await context.newPage();
    // Which of the three route modules were asked for before the first of them had arrived.
    const asked: string[] = [];
    let arrived = false;
    const routeModule = (url: string) => /\/assets\/(graphql-provider|app-shell|home\.page)-[^/]+\.js$/.exec(url)?.[1];
    page.on("request", (request) => {
      const name = routeModule(request.url());
      if (name && !arrived) asked.push(name);
    });
    page.on("requestfinished", (request) => {
      if (routeModule(request.url())) arrived = true;
    });
    await page.goto(`${suite.app.url}/app`);
    await page.getByRole("heading", { name: /^Welcome/, level: 1 }).waitFor();
    expect(asked.sort()).toEqual(["app-shell", "graphql-provider", "home.page"]);
    expect(await page.getByRole("banner").count()).toBe(1);

    await page.getByRole("complementary", { name: "Free trial" }).waitFor();

    // Only the footer here: no navigation bar, no trial banner (spec section 2), once the page's reads have answered.
    await page.goto(`${suite.app.url}/app/recipe-selection`);
    await page.getByRole("contentinfo").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await page.getByRole("complementary", { name: "Free trial" }).count()).toBe(0);
  }, 60_000);
});
