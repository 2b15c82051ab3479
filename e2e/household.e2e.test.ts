import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { api, gql, registerUser, type TestApp } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/chores in real browsers: the account holder creates a weekly chore rotating between two
// members, one member completes it on their own device and the holder's device shows the next
// assignee without reloading; a child redeems points and the holder approves. Offline, the holder's changes
// show at once, marked as waiting, also after a reload, and reach the family once when back online.

const chromium = checkChromium();

interface Session {
  token: string;
  user: unknown;
}

async function setupTokenFor(app: TestApp, email: string): Promise<string> {
  const res = await api(app, "GET", "/dev/outbox.json");
  const mail = (res.body as { to: string; text: string }[]).find((m) => m.to === email);
  const match = mail && /\/family-member\/setup\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return decodeURIComponent(match[1]);
}

describe.skipIf(!chromium.available)("household: chores live across devices", () => {
  const contexts: BrowserContext[] = [];
  let holder: Session;
  let child: Session & { memberId: string };

  const suite = browserSuite({ config: { devMailOutbox: true } });
  beforeAll(async () => {
    holder = await registerUser(suite.app);
    const mia = (await api(suite.app, "POST", "/api/family-members", { token: holder.token, body: { name: "Mia", ageGroup: "child" } })).body;
    await api(suite.app, "POST", "/api/family-members", { token: holder.token, body: { name: "Leo", ageGroup: "teen" } });
    const email = `mia-${randomUUID().slice(0, 8)}@example.com`;
    await api(suite.app, "POST", `/api/family-members/${mia.id}/invite`, { token: holder.token, body: { email } });
    const setup = await api(suite.app, "POST", "/api/family-members/setup", { body: { token: await setupTokenFor(suite.app, email), password: "mia-secret-1" } });
    child = { token: setup.body.token, user: setup.body.user, memberId: mia.id };
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  });

  async function device(session: Session): Promise<Page> {
    const context = await suite.browser.newContext();
    contexts.push(context);
    await context.addInitScript(
      ({ token, user }) => {
        if (!localStorage.getItem("token")) {
          localStorage.setItem("token", token);
          localStorage.setItem("user", JSON.stringify(user));
        }
      },
      { token: session.token, user: session.user },
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${suite.app.url}/app/chores`);
    await page.getByRole("heading", { name: "Chores & Tasks", level: 1 }).waitFor();
    return page;
  }

  const chore = (page: Page, title: string) => page.getByTestId("chore").filter({ hasText: title });
  /** The page's own today, as a date field takes it (a new chore starts tomorrow once 18:00 has passed). */
  const today = (page: Page) =>
    page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
  const dayOffset = (page: Page, days: number) =>
    page.evaluate((n) => {
      const d = new Date();
      d.setDate(d.getDate() + n);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    }, days);

  it("a new chore's form says when its first due time has already passed, and not for a later one", async () => {
    const parent = await device(holder);
    await parent.getByRole("button", { name: "Add a chore" }).click();
    await parent.getByRole("textbox", { name: /^Chore or task/ }).fill("Sort the post");
    await parent.getByRole("combobox", { name: /^Repeats/ }).selectOption("once");
    const hint = parent.getByText("That time has already passed, so the task will show as overdue.");
    await parent.getByLabel(/^Due day/).fill(await dayOffset(parent, -1));
    await hint.waitFor();
    await parent.getByLabel(/^Due day/).fill(await dayOffset(parent, 1));
    await hint.waitFor({ state: "detached" });
    await parent.getByRole("combobox", { name: /^Repeats/ }).selectOption("daily");
    await parent.getByLabel(/^Starting/).fill(await dayOffset(parent, -2));
    await parent.getByText("That time has already passed, so the first one will show as overdue. Pick a later start to begin with the next one.").waitFor();
  });

  it("a weekly chore rotates: Mia completes it on her device and the holder's device shows Leo next, live", async () => {
    const parent = await device(holder);
    await parent.getByRole("button", { name: "Add a chore" }).click();
    await parent.getByRole("textbox", { name: /^Chore or task/ }).fill("Take out the recycling");
    await parent.getByRole("combobox", { name: /^Repeats/ }).selectOption("weekly");
    // Every day of the week, so the first occurrence is today whatever day the test runs.
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]) {
      const box = parent.getByRole("checkbox", { name: day, exact: true });
      if (!(await box.isChecked())) await box.check();
    }
    await parent.getByLabel(/^Starting/).fill(await today(parent));
    await parent.getByLabel(/^Due time/).fill("23:59");
    await parent.getByRole("spinbutton", { name: /^Points/ }).fill("10");
    await parent.getByRole("combobox", { name: /^Who does it/ }).selectOption("rotation");
    await parent.getByRole("checkbox", { name: "Mia" }).check();
    await parent.getByRole("checkbox", { name: /^Leo/ }).check();
    await parent.getByRole("button", { name: "Add chore" }).click();
    await expect.poll(() => chore(parent, "Take out the recycling").getByTestId("chore-assignee").textContent(), { timeout: 20_000 }).toBe("Mia");

    const kid = await device(child);
    await chore(kid, "Take out the recycling").getByRole("button", { name: /^Done/ }).click();
    await expect.poll(() => chore(parent, "Take out the recycling").getByTestId("chore-assignee").textContent(), { timeout: 20_000 }).toBe("Leo");
    await expect.poll(() => parent.getByTestId("points-card").filter({ hasText: "Mia" }).textContent(), { timeout: 20_000 }).toContain("10 pts");
  }, 90_000);

  it("the week view says Anyone on every day of a chore anyone may do, and 'in turn' only for a rotation's later turns", async () => {
    const parent = await device(holder);
    const addDaily = async (title: string, mode: "anyone" | "rotation") => {
      await parent.getByRole("button", { name: "Add a chore" }).click();
      await parent.getByRole("textbox", { name: /^Chore or task/ }).fill(title);
      await parent.getByRole("combobox", { name: /^Repeats/ }).selectOption("daily");
      await parent.getByLabel(/^Starting/).fill(await today(parent));
      await parent.getByLabel(/^Due time/).fill("23:59");
      await parent.getByRole("combobox", { name: /^Who does it/ }).selectOption(mode);
      if (mode === "rotation") {
        await parent.getByRole("checkbox", { name: "Mia" }).check();
        await parent.getByRole("checkbox", { name: /^Leo/ }).check();
      }
      await parent.getByRole("button", { name: "Add chore" }).click();
      await chore(parent, title).waitFor();
    };
    await addDaily("Water the plants", "anyone");
    await addDaily("Feed the cat", "rotation");

    await parent.getByRole("button", { name: "This week" }).click();
    /** Who each of the seven days' entries of the chore falls to: the text after its time. */
    const whoByDay = (title: string) =>
      parent
        .getByTestId("chores-week")
        .getByRole("listitem")
        .filter({ hasText: title })
        .evaluateAll((items) => items.map((li) => (li.textContent ?? "").split(" · ").slice(2).join(" · ")));
    await expect.poll(() => whoByDay("Water the plants"), { timeout: 20_000 }).toEqual(Array(7).fill("Anyone"));
    await expect.poll(() => whoByDay("Feed the cat"), { timeout: 20_000 }).toEqual(["Mia", ...Array(6).fill("in turn")]);
  }, 90_000);

  it("offline, an added, a done and a deleted chore show at once marked waiting, survive a reload, and sync once online", async () => {
    for (const title of ["Take out trash", "Water plants"]) {
      const res = await gql(
        suite.app,
        `mutation($input: ChoreInput!) { createChore(input: $input) { id } }`,
        {
          input: { title, points: 2, schedule: null, dueAt: new Date(Date.now() + 3 * 3_600_000).toISOString(), assignment: { mode: "anyone", memberIds: [] } },
        },
        holder.token,
      );
      expect(res.errors).toBeUndefined();
    }
    const pending = (page: Page | Locator, title: string) => page.locator('[data-testid="chore"][data-pending="true"]').filter({ hasText: title });
    const delivered = (page: Page | Locator, title: string) => page.locator('[data-testid="chore"]:not([data-pending])').filter({ hasText: title });
    const group = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

    const other = await device(holder);
    await delivered(other, "Water plants").waitFor();
    const offline = await suite.open(holder, { path: "/app/chores", heading: "Chores & Tasks", ownLink: true });
    const { page } = offline;
    await delivered(page, "Take out trash").waitFor();
    await delivered(page, "Water plants").waitFor();
    // The app is kept on the device before the connection goes, so the screen opens offline.
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");
    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();

    // Add a task due tomorrow: it shows at once among this week's, marked waiting.
    await page.getByRole("button", { name: "Add a chore" }).click();
    await page.getByRole("textbox", { name: /^Chore or task/ }).fill("Vacuum");
    await page.getByRole("combobox", { name: /^Repeats/ }).selectOption("once");
    await page.getByLabel(/^Due day/).fill(await dayOffset(page, 1));
    await page.getByRole("button", { name: "Add chore" }).click();
    await pending(group(page, "Coming up this week"), "Vacuum").getByText("Waiting to sync").waitFor();

    // Done: it moves to the done ones at once, with no Done button left to press again.
    await chore(page, "Take out trash").getByRole("button", { name: /^Done/ }).click();
    await pending(group(page, "Done"), "Take out trash").getByText("Waiting to sync").waitFor();
    expect(await chore(page, "Take out trash").getByRole("button", { name: /^Done/ }).count()).toBe(0);

    // Delete: it goes at once.
    page.once("dialog", (dialog) => void dialog.accept());
    await chore(page, "Water plants").getByRole("button", { name: "Delete" }).click();
    await chore(page, "Water plants").waitFor({ state: "detached" });
    await page.getByText("3 changes waiting to sync").waitFor();

    // Reloaded offline: the chores from the kept cache, the changes from the outbox.
    await page.reload();
    await page.getByRole("heading", { name: "Chores & Tasks", level: 1 }).waitFor();
    await pending(group(page, "Coming up this week"), "Vacuum").waitFor();
    await pending(group(page, "Done"), "Take out trash").waitFor();
    await page.getByText("3 changes waiting to sync").waitFor();
    expect(await chore(page, "Water plants").count()).toBe(0);
    // The family has seen nothing yet.
    expect(await chore(other, "Vacuum").count()).toBe(0);
    await delivered(other, "Water plants").waitFor();

    // Back online: each change is sent once, the marks go, and the other device shows them live.
    await offline.setOffline(false);
    await page.getByText("3 chore changes synced").waitFor();
    await page.getByText(/changes? waiting to sync$/).waitFor({ state: "detached" });
    await delivered(page, "Vacuum").waitFor();
    await delivered(group(page, "Done"), "Take out trash").waitFor();
    expect(await page.locator('[data-testid="chore"][data-pending="true"]').count()).toBe(0);
    await chore(page, "Water plants").waitFor({ state: "detached" });
    await delivered(group(other, "Coming up this week"), "Vacuum").waitFor();
    await delivered(group(other, "Done"), "Take out trash").waitFor();
    await chore(other, "Water plants").waitFor({ state: "detached" });
    const res = await gql(suite.app, `{ chores { title open } }`, {}, holder.token);
    const chores = (res.data?.chores ?? []) as { title: string; open: boolean }[];
    const ours = chores.filter((c) => ["Vacuum", "Take out trash", "Water plants"].includes(c.title)).sort((a, b) => a.title.localeCompare(b.title));
    expect(ours).toEqual([
      { title: "Take out trash", open: false },
      { title: "Vacuum", open: true },
    ]);
  }, 180_000);

  it("a child redeems points and the holder approves", async () => {
    const parent = await device(holder);
    await parent.getByRole("button", { name: "Points & rewards" }).click();
    await parent.getByRole("textbox", { name: /^New reward/ }).fill("Pick Friday's film");
    await parent.getByRole("spinbutton", { name: /^Costs/ }).fill("10");
    await parent.getByRole("button", { name: "Add reward" }).click();

    const kid = await device(child);
    await kid.getByRole("button", { name: "Points & rewards" }).click();
    await kid.getByRole("button", { name: "Redeem Pick Friday's film" }).click();
    await parent.getByTestId("redemption").filter({ hasText: "Mia asks for Pick Friday's film" }).waitFor();
    await parent.getByRole("button", { name: "Approve" }).click();
    await expect.poll(() => kid.getByRole("listitem").filter({ hasText: "Pick Friday's film — approved" }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => parent.getByTestId("points-card").filter({ hasText: "Mia" }).textContent(), { timeout: 20_000 }).toContain("0 pts");
  }, 90_000);
});
