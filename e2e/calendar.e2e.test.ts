import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { checkChromium } from "../server/test/support/services.js";
import { addMemberWithAccount, gql, registerUser } from "../server/test/support/test-app.js";
import { browserSuite } from "./support/suite.js";

// /app/calendar in real browsers, in Chicago: the account holder creates a weekly event and changes one
// occurrence on its own; a child's device of the same family sees both at once without reloading. Then
// the holder switches the chores layer on and a chore due shows on both devices.

const chromium = checkChromium();
const ZONE = "America/Chicago";

interface Session {
  token: string;
  user: unknown;
}

const todayInZone = () => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

describe.skipIf(!chromium.available)("family calendar live across devices", () => {
  let holder: Session;
  let child: Session;

  const suite = browserSuite({ config: { devMailOutbox: true } });
  beforeAll(async () => {
    holder = await registerUser(suite.app);
    const mia = await addMemberWithAccount(suite.app, holder.token, { name: "Mia", ageGroup: "child", password: "mia-secret-1" });
    child = { token: mia.token, user: mia.user };
  }, 180_000);

  async function device(session: Session): Promise<Page> {
    // The agenda: the next four weeks from today.
    const { page } = await suite.open(session, {
      path: "/app/calendar?view=agenda",
      heading: "Family Calendar",
      context: { timezoneId: ZONE, locale: "en-US" },
    });
    return page;
  }

  const occurrences = (page: Page, title: string) => page.getByTestId("calendar-occurrence").filter({ hasText: title });

  it("a weekly event with one occurrence changed looks the same on both devices, live", async () => {
    const parent = await device(holder);
    const kid = await device(child);

    await parent.getByRole("button", { name: "Add event" }).click();
    await parent.getByRole("textbox", { name: "Title" }).fill("Swim practice");
    await parent.getByLabel("Start time").fill("17:00");
    await parent.getByLabel("End time").fill("18:00");
    await parent.getByRole("textbox", { name: "Location" }).fill("Northside pool");
    await parent.getByRole("checkbox", { name: "Mia" }).check();
    await parent.getByRole("combobox", { name: "Repeats" }).selectOption("weekly");
    await parent.getByRole("button", { name: "Save event" }).click();

    // Four weeks from today: four occurrences, on both devices.
    await occurrences(parent, "Swim practice").nth(3).waitFor();
    await occurrences(kid, "Swim practice").nth(3).waitFor();

    // Next week's practice becomes a gala at 3 PM; the rest of the series stays.
    await occurrences(parent, "Swim practice").nth(1).click();
    await parent.getByRole("button", { name: "Edit this occurrence" }).click();
    await parent.getByRole("textbox", { name: "Title" }).fill("Swim gala");
    await parent.getByLabel("Start time").fill("15:00");
    await parent.getByRole("button", { name: "Save changes" }).click();

    for (const page of [parent, kid]) {
      const gala = occurrences(page, "Swim gala");
      await gala.waitFor();
      await expect(gala.textContent()).resolves.toContain("3:00 PM");
      expect(await occurrences(page, "Swim practice").count()).toBe(3);
    }
    await occurrences(kid, "Swim gala").click();
    await kid.getByText("Part of a series; this occurrence was changed on its own.").waitFor();
    await kid.getByText("Northside pool").first().waitFor();
  }, 120_000);

  it("the holder switches the chores layer on and a chore due shows on the calendar of both devices", async () => {
    const res = await gql(
      suite.app,
      `mutation($input: ChoreInput!) { createChore(input: $input) { id dueAt } }`,
      {
        input: {
          title: "Water the tomatoes",
          points: 2,
          estimateMinutes: 5,
          schedule: { frequency: "daily", interval: 1, weekdays: [], timeZone: ZONE, dueTime: "23:30", startDate: todayInZone() },
          assignment: { mode: "anyone", memberIds: [] },
        },
      },
      holder.token,
    );
    expect(res.errors).toBeUndefined();

    const parent = await device(holder);
    const kid = await device(child);
    expect(await parent.getByTestId("calendar-overlay").count()).toBe(0);

    await parent.getByRole("button", { name: "Layers & colours" }).click();
    await parent.getByRole("checkbox", { name: /^Chores due/ }).check();
    const chore = (page: Page) => page.getByTestId("calendar-overlay").filter({ hasText: "Water the tomatoes" }).first();
    await chore(parent).waitFor();
    await expect(chore(parent).textContent()).resolves.toContain("Chores due");
    await chore(kid).waitFor();
    // A family member's account sees the layers but cannot change them.
    await kid.getByRole("button", { name: "Layers & colours" }).click();
    await kid.getByText("Only the account holder can change these.").waitFor();
    expect(await kid.getByRole("checkbox", { name: /^Chores due/ }).isDisabled()).toBe(true);
  }, 120_000);

  it("a reminder's time comes: both devices show it once, and a reload does not repeat it", async () => {
    const parent = await device(holder);
    const kid = await device(child);
    // Starts in about a minute with a reminder 1 minute before: the reminder falls due within seconds.
    const start = new Date(Math.ceil((Date.now() + 75_000) / 1000) * 1000);
    const res = await gql(
      suite.app,
      `mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`,
      {
        input: {
          title: "Swimming lessons",
          allDay: false,
          start: start.toISOString(),
          end: new Date(start.getTime() + 45 * 60_000).toISOString(),
          timeZone: ZONE,
          location: "Northside pool",
          memberIds: [],
          reminders: [1],
        },
      },
      holder.token,
    );
    expect(res.errors).toBeUndefined();

    // The event reaches both open devices live; each shows the reminder as a toast when its time comes.
    const reminder = (page: Page) => page.getByText("Swimming lessons starts in 1 minute");
    for (const page of [parent, kid]) await reminder(page).waitFor({ timeout: 60_000 });
    for (const page of [parent, kid]) expect(await reminder(page).count()).toBe(1);

    // It is remembered on the device: after a reload (the occurrence still ahead), it does not show again.
    expect(await kid.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("hearth:calendar-reminders:")))).toBe(true);
    await kid.reload();
    await kid.getByRole("heading", { name: "Family Calendar", level: 1 }).waitFor();
    await occurrences(kid, "Swimming lessons").first().waitFor();
    await kid.waitForTimeout(3000);
    expect(await kid.getByText(/^Swimming lessons starts in/).count()).toBe(0);

    // The day view places it on the hourly grid (keyboard: the event is a button in the grid).
    await kid.getByRole("group", { name: "View" }).getByRole("button", { name: "Day" }).click();
    const block = kid.locator(".cal-grid__events").getByTestId("calendar-occurrence").filter({ hasText: "Swimming lessons" });
    await block.waitFor();
    await block.focus();
    await kid.keyboard.press("Enter");
    await kid.getByRole("heading", { name: "Swimming lessons" }).waitFor();

    // The calendar page says how reminders reach this device (and offers system notifications when the browser can ask).
    await kid.getByText(/^(Reminders show here in Hearth|Reminders also show as notifications|Notifications are blocked)/).waitFor();
  }, 120_000);
});
