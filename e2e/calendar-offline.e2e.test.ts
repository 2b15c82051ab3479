import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/calendar offline, in real browsers: with the connection gone, the account holder edits an event
// and adds another. Both wait in the shared outbox and show at once in every view (month, week, day,
// agenda), marked pending; the page reloads offline with them still there. When the connection comes
// back they are delivered, lose their mark, and the family's second device, open all along, shows them live.

const chromium = checkChromium();
const ZONE = "America/Chicago";

const todayInZone = () => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

describe.skipIf(!chromium.available)("family calendar offline", () => {
  let holder: { token: string; user: unknown };

  const suite = browserSuite();
  beforeAll(async () => {
    holder = await registerUser(suite.app);
    const today = todayInZone();
    const res = await gql(
      suite.app,
      `mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`,
      {
        input: {
          title: "Book club",
          allDay: false,
          start: new Date(`${today}T19:00:00-06:00`).toISOString(),
          end: new Date(`${today}T20:30:00-06:00`).toISOString(),
          timeZone: ZONE,
          location: "Library",
          memberIds: [],
          reminders: [60],
        },
      },
      holder.token,
    );
    expect(res.errors).toBeUndefined();
  }, 180_000);

  /** A device of the family on the agenda; with `ownLink`, one whose network the test can take away (`DeviceLink`). */
  const device = (ownLink = false) =>
    suite.open(holder, { path: "/app/calendar?view=agenda", heading: "Family Calendar", context: { timezoneId: ZONE, locale: "en-US" }, ownLink });

  const occurrence = (page: Page, title: string) => page.getByTestId("calendar-occurrence").filter({ hasText: title });
  const pending = (page: Page, title: string) => page.locator('[data-testid="calendar-occurrence"][data-pending="true"]').filter({ hasText: title });
  const delivered = (page: Page, title: string) => page.locator('[data-testid="calendar-occurrence"]:not([data-pending])').filter({ hasText: title });
  const view = async (page: Page, name: string) => {
    await page.getByRole("group", { name: "View" }).getByRole("button", { name }).click();
    await page.getByRole("group", { name: "View" }).getByRole("button", { name, pressed: true }).waitFor();
  };

  it("an event added and one edited offline show pending in every view, survive a reload, and reach the other device once online", async () => {
    const other = await device();
    await delivered(other.page, "Book club").waitFor();
    const offline = await device(true);
    const { page } = offline;
    await delivered(page, "Book club").waitFor();
    // The app shell is kept for offline use before the connection goes.
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === "true");

    await offline.setOffline(true);
    await page.getByText("You're offline").waitFor();

    // Edit an event this device never opened: the form starts from what the calendar shows of it.
    await occurrence(page, "Book club").click();
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Book club at Ana's");
    await page.getByRole("button", { name: "Save changes" }).click();
    await pending(page, "Book club at Ana's").waitFor();
    expect(await occurrence(page, "Book club").count()).toBe(1);

    // Add one: it shows at once, marked pending.
    await page.getByRole("button", { name: "Add event" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Bake sale");
    await page.getByLabel("Start time").fill("10:00");
    await page.getByLabel("End time").fill("12:00");
    await page.getByRole("button", { name: "Save event" }).click();
    await pending(page, "Bake sale").waitFor();
    await page.getByText("2 changes waiting to sync").waitFor();
    await expect(pending(page, "Bake sale").getAttribute("aria-label")).resolves.toContain("waiting to sync");

    // Every view shows both changes, pending (today is in each).
    for (const name of ["Month", "Week", "Day", "Agenda"]) {
      await view(page, name);
      await pending(page, "Bake sale").first().waitFor();
      await pending(page, "Book club at Ana's").first().waitFor();
    }

    // The page opens offline: the shell from the device, the days from the kept cache, the changes from the outbox.
    await page.reload();
    await page.getByRole("heading", { name: "Family Calendar", level: 1 }).waitFor();
    await pending(page, "Bake sale").waitFor();
    await pending(page, "Book club at Ana's").waitFor();
    await page.getByText("2 changes waiting to sync").waitFor();
    // The other device has seen nothing yet.
    expect(await occurrence(other.page, "Bake sale").count()).toBe(0);

    // Back online: the outbox delivers both, in order; the marks go and the other device shows them live.
    await offline.setOffline(false);
    await page.getByText("2 calendar changes synced").waitFor();
    await delivered(page, "Bake sale").waitFor();
    await delivered(page, "Book club at Ana's").waitFor();
    await page.getByText(/changes? waiting to sync$/).waitFor({ state: "detached" });
    expect(await pending(page, "Bake sale").count()).toBe(0);
    await delivered(other.page, "Bake sale").waitFor();
    await delivered(other.page, "Book club at Ana's").waitFor();
    expect(await occurrence(other.page, "Bake sale").count()).toBe(1);
    // The edit kept its place and its reminder.
    await occurrence(other.page, "Book club at Ana's").click();
    await other.page.getByText("📍 Library").waitFor();
    const events = await gql(suite.app, `{ calendarEvents { title reminders } }`, {}, holder.token);
    expect(events.data?.calendarEvents).toEqual(
      expect.arrayContaining([
        { title: "Book club at Ana's", reminders: [60] },
        { title: "Bake sale", reminders: [30] },
      ]),
    );
  }, 180_000);
});
