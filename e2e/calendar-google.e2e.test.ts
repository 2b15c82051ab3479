import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { FAMILY_CALENDAR, startGoogleCalendarStandIn, type GoogleCalendarStandIn } from "../server/test/support/google-calendar-stand-in.js";
import { checkChromium } from "../server/test/support/services.js";
import { registerUser } from "../server/test/support/test-app.js";
import { seedSession } from "./support/session.js";
import { browserSuite } from "./support/suite.js";

// /app/calendar with Google Calendar sync switched on against a local stand-in of Google's OAuth and
// Calendar API: the account holder connects through the consent screen (a real redirect away from the
// app and back), picks the family calendar, an event made in Hearth reaches Google on "Sync now", an
// event made in Google reaches Hearth's screen, and disconnecting leaves the events where they are.

const chromium = checkChromium();
const ZONE = "America/Chicago";

/** YYYY-MM-DD `days` from today in Chicago. */
const dayInZone = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));

describe.skipIf(!chromium.available)("family calendar: two-way Google Calendar sync from the screen", () => {
  let google: GoogleCalendarStandIn;
  let context: BrowserContext;
  let page: Page;

  // Around the suite: started before the app (whose configuration names it), closed after it.
  beforeAll(async () => {
    google = await startGoogleCalendarStandIn();
  });
  afterAll(async () => {
    await google?.close();
  });
  const suite = browserSuite({ config: () => ({ googleCalendar: google.config }) });
  beforeAll(async () => {
    const holder = await registerUser(suite.app);
    context = await suite.browser.newContext({ timezoneId: ZONE, locale: "en-US" });
    await seedSession(context, holder);
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    // Disconnecting asks first.
    page.on("dialog", (dialog) => void dialog.accept());
  }, 180_000);
  afterAll(async () => {
    await context?.close().catch(() => undefined);
  });

  const panel = () => page.getByRole("region", { name: "Sync with other calendars" });
  const occurrence = (title: string) => page.getByTestId("calendar-occurrence").filter({ hasText: title });
  const toast = (text: string) => page.getByRole("status").filter({ hasText: text });
  const agenda = async () => {
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Agenda" }).click();
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Agenda", pressed: true }).waitFor();
  };

  it("connects through Google's consent screen, pushes and pulls events, then disconnects", async () => {
    await page.goto(`${suite.app.url}/app/calendar?view=agenda`);
    await page.getByRole("heading", { name: "Family Calendar", level: 1 }).waitFor();

    // Connect: off to the consent screen and back to /app/calendar with a code the server exchanges.
    await panel().getByRole("heading", { name: "Google Calendar" }).waitFor();
    const back = page.waitForURL((url) => url.pathname === "/app/calendar" && url.searchParams.has("code"), { waitUntil: "commit" });
    await panel().getByRole("button", { name: "Connect Google Calendar" }).click();
    await back;
    await toast("Connected parent.family@gmail.com: choose a calendar to sync").waitFor();
    // The code and state leave the address bar once used, and the view the family was on comes back.
    await page.waitForURL((url) => !url.searchParams.has("code") && !url.searchParams.has("state") && url.searchParams.get("view") === "agenda");
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Agenda", pressed: true }).waitFor();
    expect(google.requests.some((r) => r.path === "/o/oauth2/v2/auth")).toBe(true);

    // Pick the family calendar: the account's calendars it can write to (not the read-only holidays).
    const picker = panel().getByRole("combobox", { name: "Google calendar to sync with" });
    await picker.locator("option", { hasText: "Family" }).waitFor({ state: "attached" });
    expect(await picker.locator("option", { hasText: "Holidays" }).count()).toBe(0);
    await picker.selectOption({ label: "Family" });
    await panel().getByRole("button", { name: "Sync with this calendar" }).click();
    await toast("Syncing with Family").waitFor();
    await panel().getByText("Connected as parent.family@gmail.com, syncing with Family.").waitFor();
    await panel().getByRole("button", { name: "Sync now" }).waitFor();
    // The server keeps Google's tokens: none is ever handed to the page.
    const html = await page.content();
    for (const token of google.issuedTokens) expect(html).not.toContain(token);

    // Push: an event made in Hearth reaches Google on the next sync.
    await agenda();
    await page.getByRole("button", { name: "Add event" }).click();
    await page.getByRole("textbox", { name: "Title" }).fill("Dentist");
    await page.getByLabel("Start time").fill("15:00");
    await page.getByLabel("End time").fill("16:00");
    await page.getByRole("button", { name: "Save event" }).click();
    await occurrence("Dentist").and(page.locator(":not([data-pending])")).waitFor();
    await panel().getByRole("button", { name: "Sync now" }).click();
    await toast("Calendar synced with Google").waitFor();
    const dentist = google.find("Dentist", FAMILY_CALENDAR);
    expect(dentist?.start?.dateTime && new Date(dentist.start.dateTime).toISOString()).toBe(new Date(`${dayInZone(0)}T15:00:00-06:00`).toISOString());
    await panel().getByText(/^Last checked /).waitFor();

    // Pull: an event made in Google shows on the calendar after a sync.
    const tomorrow = dayInZone(1);
    google.insert({
      summary: "Piano lesson",
      location: "Music school",
      start: { dateTime: new Date(`${tomorrow}T16:30:00-06:00`).toISOString(), timeZone: ZONE },
      end: { dateTime: new Date(`${tomorrow}T17:15:00-06:00`).toISOString(), timeZone: ZONE },
    });
    expect(await occurrence("Piano lesson").count()).toBe(0);
    await panel().getByRole("button", { name: "Sync now" }).click();
    const piano = occurrence("Piano lesson");
    await piano.waitFor();
    await expect(piano.textContent()).resolves.toContain("4:30 PM");
    await piano.click();
    await page.getByRole("heading", { name: "Piano lesson" }).waitFor();
    await page.getByText("📍 Music school").waitFor();

    // Disconnect: Google's side stops, the events stay in Hearth.
    await panel().getByRole("button", { name: "Disconnect" }).click();
    await toast("Google Calendar disconnected").waitFor();
    await panel().getByRole("button", { name: "Connect Google Calendar" }).waitFor();
    expect(await panel().getByRole("button", { name: "Sync now" }).count()).toBe(0);
    await occurrence("Dentist").first().waitFor();
    await occurrence("Piano lesson").first().waitFor();
  }, 180_000);
});
