import { describe, expect, it } from "vitest";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser } from "../server/test/support/test-app.js";
import { signInWithToken } from "./support/session.js";
import { browserSuite } from "./support/suite.js";

// /app/offline-demo follows the connection live and is the one /app page without the offline banner.
const chromium = checkChromium();

describe.skipIf(!chromium.available)("offline demo", () => {
  const suite = browserSuite();

  it("shows the connection live, without the offline banner; other app pages show the banner", async () => {
    const account = await registerUser(suite.app);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInWithToken(page, suite.app, account.email, account.password);
    // Elsewhere in the app the shell's banner says so.
    await page.goto(`${suite.app.url}/app/profile`);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await context.setOffline(true);
    await page.getByText("You're offline").waitFor();
    await page.getByText("Using cached data. Changes will sync when reconnected.").waitFor();
    await context.setOffline(false);
    await page.getByText("You're offline").waitFor({ state: "detached" });

    await page.goto(`${suite.app.url}/app/offline-demo`);
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

  it("any app screen opened once reloads offline (the meal planner, the home screen), not only the ones with lists", async () => {
    const account = await registerUser(suite.app);
    const { page, setOffline } = await suite.open(account, { path: "/app/meal-planner", heading: "Meal Plan", ownLink: true, stepTimeoutMs: 10_000 });
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    await page.goto(page.url().replace(/\/app\/.*$/, "/app"));
    await page.getByRole("heading", { name: /^Welcome/, level: 1 }).waitFor();

    await setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: /^Welcome/, level: 1 }).waitFor();
    await page.getByText("You're offline").waitFor();
    await page.goto(page.url().replace(/\/app$/, "/app/meal-planner"));
    await page.getByRole("heading", { name: "Meal Plan", level: 1 }).waitFor();
    await page.getByText("You're offline").waitFor();
    await setOffline(false);
  });

  it("says a screen not yet opened is not available offline, and opens it once back online", async () => {
    const account = await registerUser(suite.app);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInWithToken(page, suite.app, account.email, account.password);
    await page.goto(`${suite.app.url}/app/profile`);
    await page.getByRole("heading", { name: "My Profile" }).waitFor();

    // Offline, the chores screen's code was never loaded on this device: moving there in the app cannot show it.
    await context.setOffline(true);
    await page.evaluate(() => {
      history.pushState({}, "", "/app/chores");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("heading", { name: "Not available offline", level: 1 }).waitFor();
    await page.getByText("The screens you have already used keep working offline").waitFor();
    expect(await page.getByRole("button", { name: "Reload" }).count()).toBe(0);

    // Back online, a reload opens it.
    await context.setOffline(false);
    await page.getByRole("button", { name: "Reload" }).click();
    await page.getByRole("heading", { name: "Chores & Tasks", level: 1 }).waitFor();
  });
});
