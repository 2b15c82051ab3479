import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/family-members offline, in real browsers: with the connection gone, the account holder adds a
// member, renames them, and edits another member's name and portion. Each change waits in the shared
// outbox and shows at once on the list, marked 'Waiting to sync'; the page reloads offline with them
// still there, while an invitation (it is mailed) says it needs a connection. Back online they are sent
// once, lose their mark, and the family's second device, open all along, shows them live.

const chromium = checkChromium();

describe.skipIf(!chromium.available)("family members offline", () => {
  const suite = browserSuite();

  const card = (page: Page, name: string) =>
    page.locator("li.member-card").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
  const waiting = (page: Page, name: string) => card(page, name).getByTestId("member-pending");
  const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).locator("li").filter({ hasText: text }).first();

  it("adds and edits members offline, shown waiting at once, kept over a reload, sent once online and seen live", async () => {
    const family = await registerUser(suite.app, { username: "Haddad" });
    const tomas = await api(suite.app, "POST", "/api/family-members", { token: family.token, body: { name: "Tomas", ageGroup: "child" } });
    expect(tomas.status).toBe(201);

    const other = await suite.open(family, { path: "/app/family-members", heading: "Family Members" });
    await card(other.page, "Tomas").waitFor();
    const offline = await suite.open(family, { path: "/app/family-members", heading: "Family Members", ownLink: true });
    const { page } = offline;
    await card(page, "Tomas").waitFor();
    // The app shell is kept for offline use before the connection goes.
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");

    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();

    // A new member shows at once, waiting.
    const addForm = page.getByRole("form", { name: "Add a family member" });
    await addForm.getByLabel("Name").fill("Noor");
    await addForm.getByLabel("Age group").selectOption("toddler");
    await addForm.getByRole("button", { name: "Add Family Member" }).click();
    await waiting(page, "Noor").waitFor();
    await card(page, "Noor").getByText("Toddler · Portion ×0.5").waitFor();
    await page.getByRole("heading", { name: "Your household (3 people)" }).waitFor();

    // The new member's id was chosen on the device, so a change to them can wait behind their addition.
    await card(page, "Noor").getByRole("button", { name: "Edit" }).click();
    await card(page, "Noor").getByLabel("Name").fill("Noor Amal");
    await card(page, "Noor").getByRole("button", { name: "Save" }).click();
    await waiting(page, "Noor Amal").waitFor();

    // A member the server knows: a new name and portion.
    await card(page, "Tomas").getByRole("button", { name: "Edit" }).click();
    await card(page, "Tomas").getByLabel("Name").fill("Tom");
    await card(page, "Tomas").getByLabel("Portion multiplier").fill("1.25");
    await card(page, "Tomas").getByRole("button", { name: "Save" }).click();
    await waiting(page, "Tom").waitFor();
    await card(page, "Tom").getByText("Child · Portion ×1.25").waitFor();
    await page.getByRole("status").filter({ hasText: "3 changes waiting to sync" }).waitFor();

    // An invitation is mailed: it needs a connection, and says so.
    await card(page, "Tom").getByRole("button", { name: "Invite" }).click();
    await card(page, "Tom").getByLabel("Tom's email").fill("tom@example.com");
    await card(page, "Tom").getByRole("button", { name: "Send Invitation" }).click();
    await card(page, "Tom").getByRole("alert").filter({ hasText: "You're offline, and this needs a connection." }).waitFor();
    await card(page, "Tom").getByRole("button", { name: "Cancel" }).click();

    // The page opens offline: the shell from the device, the list from the kept cache, the changes from the outbox.
    await page.reload();
    await page.getByRole("heading", { name: "Family Members", level: 1 }).waitFor();
    await waiting(page, "Noor Amal").waitFor();
    await waiting(page, "Tom").waitFor();
    await page.getByRole("status").filter({ hasText: "3 changes waiting to sync" }).waitFor();
    // The other device has seen nothing yet, nor has the server.
    expect(await card(other.page, "Noor Amal").count()).toBe(0);
    await card(other.page, "Tomas").waitFor();

    // Back online: the outbox sends all three in order; the marks go and the other device follows live.
    await offline.setOffline(false);
    await toast(page, "3 family member changes synced").waitFor();
    await page.getByRole("status").filter({ hasText: /waiting to sync/ }).waitFor({ state: "detached" });
    expect(await page.getByTestId("member-pending").count()).toBe(0);
    await card(page, "Noor Amal").waitFor();
    await card(other.page, "Noor Amal").getByText("Toddler · Portion ×0.5").waitFor();
    await card(other.page, "Tom").getByText("Child · Portion ×1.25").waitFor();
    await other.page.getByRole("heading", { name: "Your household (3 people)" }).waitFor();

    const members = await gql(suite.app, "{ familyMembers { name ageGroup defaultPortionMultiplier isActive } }", {}, family.token);
    expect(members.data.familyMembers).toEqual([
      { name: "Tom", ageGroup: "child", defaultPortionMultiplier: 1.25, isActive: true },
      { name: "Noor Amal", ageGroup: "toddler", defaultPortionMultiplier: 0.5, isActive: true },
    ]);
  }, 180_000);

  it("deactivates a member offline and reactivates them, each shown at once and sent once back online", async () => {
    const family = await registerUser(suite.app, { username: "Lindgren" });
    await api(suite.app, "POST", "/api/family-members", { token: family.token, body: { name: "Elsa", ageGroup: "adult" } });

    const other = await suite.open(family, { path: "/app/family-members", heading: "Family Members" });
    const offline = await suite.open(family, { path: "/app/family-members", heading: "Family Members", ownLink: true });
    const { page } = offline;
    await card(page, "Elsa").getByText("Active", { exact: true }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");

    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();
    await card(page, "Elsa").getByRole("button", { name: "Deactivate" }).click();
    await card(page, "Elsa").getByText("Inactive", { exact: true }).waitFor();
    await waiting(page, "Elsa").waitFor();
    await page.getByRole("heading", { name: "Your household (1 person)" }).waitFor();

    await offline.setOffline(false);
    await toast(page, "1 family member change synced").waitFor();
    await waiting(page, "Elsa").waitFor({ state: "detached" });
    await card(other.page, "Elsa").getByText("Inactive", { exact: true }).waitFor();

    // Online, reactivating is sent at once and told as before.
    await card(page, "Elsa").getByRole("button", { name: "Reactivate" }).click();
    await toast(page, "Family Member Reactivated").waitFor();
    await card(other.page, "Elsa").getByText("Active", { exact: true }).waitFor();
    const members = await gql(suite.app, "{ familyMembers { name isActive } }", {}, family.token);
    expect(members.data.familyMembers).toEqual([{ name: "Elsa", isActive: true }]);
  }, 180_000);
});
