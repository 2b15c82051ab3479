import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/profile offline, in real browsers: with the connection gone, the account holder saves a new
// display name and household size. The change waits in the shared outbox and shows at once on the
// profile and in the header, marked 'Waiting to sync'; the page reloads offline with it still there.
// Back online it is sent once, loses its mark, and the family's second device, open all along, shows
// the new name live.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("profile offline", () => {
  const suite = browserSuite();

  const summaryName = (page: Page) => page.locator(".profile-summary dd").first();
  const headerName = (page: Page) => page.locator(".user-menu__name");
  const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("a name saved offline shows waiting at once, survives a reload, is sent once online and reaches the other device live", async () => {
    const account = await registerUser(suite.app, { username: "Amara" });
    const device = (ownLink = false) =>
      suite.open(account, { path: "/app/profile", heading: "My Profile", context: { viewport: { width: 1280, height: 800 } }, ownLink });

    const other = await device();
    await summaryName(other.page).filter({ hasText: /^Amara$/ }).waitFor();
    const offline = await device(true);
    const { page } = offline;
    await summaryName(page).filter({ hasText: /^Amara$/ }).waitFor();
    await headerName(page).filter({ hasText: /^Amara$/ }).waitFor();
    // The app shell is kept for offline use before the connection goes.
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");

    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();
    await page.getByLabel("Display name").fill("Amara Okafor");
    await page.getByLabel("Household size").fill("5");
    await page.getByRole("button", { name: "Save" }).click();

    // At once: the summary, the header and the form show the waiting change.
    await summaryName(page).filter({ hasText: "Amara Okafor" }).getByTestId("profile-pending").filter({ hasText: "Waiting to sync" }).waitFor();
    await headerName(page).filter({ hasText: /^Amara Okafor$/ }).waitFor();
    await page.getByRole("status").filter({ hasText: "1 change waiting to sync" }).waitFor();
    expect(await page.getByLabel("Household size").inputValue()).toBe("5");

    // The page opens offline: the shell from the device, the profile from the kept cache, the change from the outbox.
    await page.reload();
    await page.getByRole("heading", { name: "My Profile", level: 1 }).waitFor();
    await summaryName(page).getByTestId("profile-pending").waitFor();
    await headerName(page).filter({ hasText: /^Amara Okafor$/ }).waitFor();
    expect(await page.getByLabel("Display name").inputValue()).toBe("Amara Okafor");
    expect(await page.getByLabel("Household size").inputValue()).toBe("5");
    // Neither the other device nor the server has it yet.
    expect(await summaryName(other.page).textContent()).toBe("Amara");
    expect((await gql(suite.app, "{ profile { displayName } }", {}, account.token)).data.profile.displayName).toBe("Amara");

    // Back online: sent once; the mark goes, and the other device's profile, form and header follow live.
    await offline.setOffline(false);
    await toast(page, "1 profile change synced").waitFor();
    await summaryName(page).getByTestId("profile-pending").waitFor({ state: "detached" });
    await summaryName(page).filter({ hasText: /^Amara Okafor$/ }).waitFor();
    await summaryName(other.page).filter({ hasText: /^Amara Okafor$/ }).waitFor();
    await headerName(other.page).filter({ hasText: /^Amara Okafor$/ }).waitFor();
    expect(await other.page.getByLabel("Display name").inputValue()).toBe("Amara Okafor");
    const saved = await gql(suite.app, "{ profile { displayName preferences { householdSize } } }", {}, account.token);
    expect(saved.data.profile).toEqual({ displayName: "Amara Okafor", preferences: { householdSize: 5 } });
  }, 180_000);
});
