import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser, startTestApp, type TestApp } from "../server/test/support/test-app.js";
import { assertClientBuilt, clientDist, launchBrowser } from "./support/browser.js";
import { signInWithToken } from "./support/session.js";

// /app/offline-demo follows the connection live and is the one /app page without the offline banner.
const chromium = checkChromium();

describe.skipIf(!chromium.available)("offline demo", () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    assertClientBuilt();
    app = await startTestApp({ backend: "embedded", config: { clientDist } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows the connection live, without the offline banner; other app pages show the banner", async () => {
    const account = await registerUser(app);
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInWithToken(page, app, account.email, account.password);
    // Elsewhere in the app the shell's banner says so.
    await page.goto(`${app.url}/app/profile`);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await context.setOffline(true);
    await page.getByText("You're offline").waitFor();
    await page.getByText("Using cached data. Changes will sync when reconnected.").waitFor();
    await context.setOffline(false);
    await page.getByText("You're offline").waitFor({ state: "detached" });

    await page.goto(`${app.url}/app/offline-demo`);
    const connection = page.getByRole("region", { name: "Connection" });
    await connection.getByText("Online", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "What works offline, and what doesn't" }).waitFor();
    await page.getByText("None: everything you changed has reached Hearth.").waitFor();

    await context.setOffline(true);
    await connection.getByText("Offline", { exact: true }).waitFor();
    await connection.getByText(/^Changed at /).waitFor();
    expect(await page.getByText("You're offline").count()).toBe(0);
    await context.setOffline(false);
    await connection.getByText("Online", { exact: true }).waitFor();
  });
});
