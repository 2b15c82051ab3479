import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser } from "../server/test/support/test-app.js";
import { signInAndWaitForReload } from "./support/browser.js";
import { signInWithToken } from "./support/session.js";
import { browserSuite } from "./support/suite.js";

const chromium = checkChromium();

describe.skipIf(!chromium.available)("the profile and meal-plan view, live across browsers", () => {
  const suite = browserSuite();

  const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

  it("a change in one session shows 'Meal Plan View Updated' in the others, on any screen", async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = "pantry-secret";

    const first = await (await suite.browser.newContext()).newPage();
    await first.goto(`${suite.app.url}/app/auth?mode=register`);
    await first.getByLabel("Username").fill("Amara");
    await first.getByLabel("Email").fill(email);
    await first.getByLabel("Password", { exact: true }).fill(password);
    await first.getByLabel("Confirm Password").fill(password);
    await signInAndWaitForReload(first, () => first.getByRole("button", { name: "Start Free Trial" }).click());
    // The notice outlives the redirect and the reload (carried-toasts.ts).
    await toast(first, "Account Created Successfully").waitFor();
    await first.waitForURL("**/app/subscription");
    await first.goto(`${suite.app.url}/app/profile`);
    const firstSelect = first.getByLabel("Meal plan view");
    await firstSelect.waitFor();
    expect(await firstSelect.inputValue()).toBe("daily");

    // The second device signs in with the same account (its sign-in screen is covered by accounts.e2e).
    const second = await (await suite.browser.newContext()).newPage();
    await signInWithToken(second, suite.app, email, password);
    await second.goto(`${suite.app.url}/app/profile`);
    const secondSelect = second.getByLabel("Meal plan view");
    await secondSelect.waitFor();
    // A third device is elsewhere in the app: the notice and the stored view reach it there too.
    const third = await (await suite.browser.newContext()).newPage();
    await signInWithToken(third, suite.app, email, password);
    await third.goto(`${suite.app.url}/app/pantry`);
    await third.getByRole("heading", { name: "Pantry", level: 1, exact: true }).waitFor();
    // Every device is listening before the change is made (each screen's own subscriptions, the shell's).
    await expect.poll(() => suite.app.feeds.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

    await firstSelect.selectOption("weekly");
    await toast(first, "View Preference Updated").waitFor();

    await toast(second, "Meal Plan View Updated").waitFor({ timeout: 10_000 });
    await expect.poll(() => secondSelect.inputValue()).toBe("weekly");
    expect(await second.evaluate(() => localStorage.getItem("mealPlanView"))).toBe("weekly");
    await toast(third, "Meal Plan View Updated").waitFor({ timeout: 10_000 });
    expect(await third.evaluate(() => localStorage.getItem("mealPlanView"))).toBe("weekly");
    // The session that made the change is told it saved, not that someone else changed it.
    expect(await toast(first, "Meal Plan View Updated").count()).toBe(0);
  });

  it("a new display name shows in the other devices' headers and on an open profile at once, never over what is being typed", async () => {
    const email = `e2e-name-${Date.now()}@example.com`;
    const password = "pantry-secret";
    await registerUser(suite.app, { email, password, username: "Amara" });
    const editor = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInWithToken(editor, suite.app, email, password);
    await editor.goto(`${suite.app.url}/app/profile`);
    const editorName = editor.getByLabel("Display name");
    await editorName.waitFor();

    // Another device elsewhere in the app (the header names the account), and one on the profile too.
    const elsewhere = await (await suite.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInWithToken(elsewhere, suite.app, email, password);
    await elsewhere.goto(`${suite.app.url}/app/pantry`);
    await elsewhere.getByRole("heading", { name: "Pantry", level: 1, exact: true }).waitFor();
    const headerName = elsewhere.locator(".user-menu__name");
    await expect.poll(() => headerName.textContent()).toBe("Amara");
    const onProfile = await (await suite.browser.newContext()).newPage();
    await signInWithToken(onProfile, suite.app, email, password);
    await onProfile.goto(`${suite.app.url}/app/profile`);
    const summaryName = onProfile.locator(".profile-summary dd").first();
    await expect.poll(() => summaryName.textContent()).toBe("Amara");
    await expect.poll(() => suite.app.feeds.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);

    await editorName.fill("Amara Okafor");
    await editor.getByRole("button", { name: "Save" }).click();
    await toast(editor, "Profile Updated").first().waitFor();

    await expect.poll(() => headerName.textContent(), { timeout: 10_000 }).toBe("Amara Okafor");
    await expect.poll(() => summaryName.textContent(), { timeout: 10_000 }).toBe("Amara Okafor");
    // The untouched form follows the change too.
    expect(await onProfile.getByLabel("Display name").inputValue()).toBe("Amara Okafor");

    // A form being typed in keeps what is typed; the summary above it still follows.
    await onProfile.getByLabel("Display name").fill("Amara O.");
    await editorName.fill("Chef Amara");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => summaryName.textContent(), { timeout: 10_000 }).toBe("Chef Amara");
    expect(await onProfile.getByLabel("Display name").inputValue()).toBe("Amara O.");
    await expect.poll(() => headerName.textContent(), { timeout: 10_000 }).toBe("Chef Amara");
  });
});
