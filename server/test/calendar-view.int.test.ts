import { randomUUID } from "node:crypto";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The calendar screen's reads through HTTP: days counted in the household's zone (a late-evening event
// stays on its local day, all-day and multi-day events keep their dates, a series with one occurrence
// changed), the member filter, the household's settings (zone, overlay layers, member colours) recorded
// as events and heard live, and the overlay layers other modules supply (chores due, pantry items
// expiring, the trial's end).

const VIEW = `query($from: String!, $to: String!, $memberId: ID, $zone: String) {
  calendarView(from: $from, to: $to, memberId: $memberId, deviceTimeZone: $zone) {
    timeZone from to
    occurrences { eventId occurrenceStart title start end allDay startDate endDate memberIds reminders recurring changed }
    overlays { layer id title date start memberIds href }
  } }`;
const SETTINGS = "timeZone overlays { layer on } members { memberId name colour }";
const Q = {
  settings: `{ calendarSettings { ${SETTINGS} } }`,
  zone: `mutation($zone: String!, $key: String) { setCalendarTimeZone(timeZone: $zone, idempotencyKey: $key) { ${SETTINGS} } }`,
  overlay: `mutation($layer: String!, $on: Boolean!) { switchCalendarOverlay(layer: $layer, on: $on) { ${SETTINGS} } }`,
  colour: `mutation($memberId: ID!, $colour: String!) { setCalendarMemberColour(memberId: $memberId, colour: $colour) { ${SETTINGS} } }`,
  create: `mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`,
  event: `query($id: ID!) { calendarEvent(id: $id) { id title rrule reminders timeZone exceptions { occurrenceStart } } }`,
  change: `mutation($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!) { changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input) { id } }`,
  chore: `mutation($input: ChoreInput!) { createChore(input: $input) { id dueAt } }`,
  pantry: `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id expiresOn } }`,
};
const CHANGES = `subscription($since: Int) { calendarChanged(since: $since) { sequence type eventId sourceClientId } }`;

async function setupTokenFor(app: TestApp, email: string): Promise<string> {
  const res = await api(app, "GET", "/dev/outbox.json");
  const mail = (res.body as { to: string; text: string }[]).find((m) => m.to === email);
  const match = mail && /\/family-member\/setup\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return decodeURIComponent(match[1]);
}

// Sunday 1 November 2026, 09:00 UTC (03:00 in Chicago, on the first day of CST).
const clock = Date.parse("2026-11-01T09:00:00.000Z");

describe("the calendar screen's view over GraphQL", () => {
  let app: TestApp;
  let holder: string;
  let other: string;
  let ana: { id: string; token: string };
  let ben: { id: string };
  const sockets: Client[] = [];

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => new Date(clock), config: { devMailOutbox: true } });
    holder = (await registerUser(app)).token;
    other = (await registerUser(app)).token;
    const anaMember = (await api(app, "POST", "/api/family-members", { token: holder, body: { name: "Ana", ageGroup: "child" } })).body;
    ben = (await api(app, "POST", "/api/family-members", { token: holder, body: { name: "Ben", ageGroup: "teen" } })).body;
    const email = `ana-${randomUUID().slice(0, 8)}@example.com`;
    await api(app, "POST", `/api/family-members/${anaMember.id}/invite`, { token: holder, body: { email } });
    const setup = await api(app, "POST", "/api/family-members/setup", { body: { token: await setupTokenFor(app, email), password: "ana-secret-1" } });
    ana = { id: anaMember.id, token: setup.body.token };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app?.stop();
  });

  async function run(query: string, variables: Record<string, unknown> = {}, as = holder) {
    const res = await gql(app, query, variables, as);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }
  async function fails(query: string, variables: Record<string, unknown> = {}, as = holder) {
    const res = await gql(app, query, variables, as);
    expect(res.errors?.length).toBeGreaterThan(0);
    return res.errors![0].message;
  }
  const view = async (from: string, to: string, extra: Record<string, unknown> = {}, as = holder) =>
    (await run(VIEW, { from, to, ...extra }, as)).calendarView;

  it("answers the settings before anything is chosen: no zone, every supplied layer off, palette colours", async () => {
    const settings = (await run(Q.settings)).calendarSettings;
    expect(settings.timeZone).toBeNull();
    expect(settings.overlays).toEqual([
      { layer: "chores", on: false },
      { layer: "meals", on: false },
      { layer: "pantry", on: false },
      { layer: "subscription", on: false },
    ]);
    expect(settings.members).toEqual([
      { memberId: ana.id, name: "Ana", colour: "#1e88e5" },
      { memberId: ben.id, name: "Ben", colour: "#d81b60" },
    ]);
  });

  it("counts days in the device's zone until the household chooses one, then in the household's", async () => {
    // 23:30 on Thursday 5 November in Chicago is 05:30 UTC on the 6th.
    const late = (
      await run(Q.create, {
        input: { title: "Late shift", allDay: false, start: "2026-11-06T05:30:00.000Z", end: "2026-11-06T06:00:00.000Z", timeZone: "America/Chicago", memberIds: [ben.id], reminders: [10] },
      })
    ).createCalendarEvent;
    const utc = await view("2026-11-05", "2026-11-06");
    expect(utc.timeZone).toBe("UTC");
    expect(utc.occurrences.find((o: { eventId: string }) => o.eventId === late.id).startDate).toBe("2026-11-06");
    const device = await view("2026-11-05", "2026-11-06", { zone: "America/Chicago" });
    expect(device.timeZone).toBe("America/Chicago");
    expect(device.occurrences.find((o: { eventId: string }) => o.eventId === late.id).startDate).toBe("2026-11-05");

    expect((await run(Q.zone, { zone: "America/Chicago", key: "zone-1" })).setCalendarTimeZone.timeZone).toBe("America/Chicago");
    expect(await fails(Q.zone, { zone: "Mars/Olympus" })).toBe("Time zone must be an IANA name such as America/Chicago");
    // The household's zone wins over what a device says.
    const household = await view("2026-11-06", "2026-11-06", { zone: "Asia/Tokyo" });
    expect(household.timeZone).toBe("America/Chicago");
    expect(household.occurrences.map((o: { eventId: string }) => o.eventId)).not.toContain(late.id);
  });

  it("refuses another household's event id as a new event's with 409, and changes nothing of theirs", async () => {
    const input = { title: "Dentist", allDay: false, start: "2026-11-10T10:00:00.000Z", end: "2026-11-10T11:00:00.000Z", timeZone: "UTC" };
    const mine = (await run(Q.create, { input })).createCalendarEvent;
    expect(await fails(Q.create, { input: { ...input, id: mine.id, title: "Not theirs" } }, other)).toBe("This id is already in use; choose another");
    expect((await view("2026-11-10", "2026-11-10", {}, other)).occurrences).toEqual([]);
    const held = (await view("2026-11-10", "2026-11-10")).occurrences.filter((o: { eventId: string }) => o.eventId === mine.id);
    expect(held).toHaveLength(1);
  });

  it("keeps all-day and multi-day events on their dates, expands a series and applies a one-off change", async () => {
    const trip = (
      await run(Q.create, {
        input: { title: "Camping trip", allDay: true, start: "2026-11-06T00:00:00.000Z", end: "2026-11-09T00:00:00.000Z", timeZone: "America/Chicago", memberIds: [ana.id, ben.id], reminders: [] },
      })
    ).createCalendarEvent;
    // Piano on Mondays 16:00 Chicago, from 2 November; the 9 November lesson moves to 17:00.
    const piano = (
      await run(Q.create, {
        input: {
          title: "Piano",
          allDay: false,
          start: "2026-11-02T22:00:00.000Z",
          end: "2026-11-02T22:45:00.000Z",
          timeZone: "America/Chicago",
          memberIds: [ana.id],
          rrule: "FREQ=WEEKLY;BYDAY=MO",
          reminders: [15, 60],
        },
      })
    ).createCalendarEvent;
    await run(Q.change, { id: piano.id, at: "2026-11-09T22:00:00.000Z", input: { title: "Piano (recital)", start: "2026-11-09T23:00:00.000Z", end: "2026-11-10T00:00:00.000Z" } });
    expect((await run(Q.event, { id: piano.id })).calendarEvent).toMatchObject({ rrule: "FREQ=WEEKLY;BYDAY=MO", reminders: [15, 60], exceptions: [{ occurrenceStart: "2026-11-09T22:00:00.000Z" }] });

    const days = await view("2026-11-01", "2026-11-14");
    const of = (id: string) => days.occurrences.filter((o: { eventId: string }) => o.eventId === id);
    expect(of(trip.id)).toEqual([expect.objectContaining({ allDay: true, startDate: "2026-11-06", endDate: "2026-11-08" })]);
    // Every occurrence carries the series' reminders (devices remind from them), a changed one too.
    expect(of(piano.id).map((o: { reminders: number[] }) => o.reminders)).toEqual([[15, 60], [15, 60]]);
    expect(of(trip.id)[0].reminders).toEqual([]);
    expect(of(piano.id).map((o: { startDate: string; title: string; changed: boolean }) => [o.startDate, o.title, o.changed])).toEqual([
      ["2026-11-02", "Piano", false],
      ["2026-11-09", "Piano (recital)", true],
    ]);
    // The recital ends at 18:00 Chicago: still the 9th.
    expect(of(piano.id)[1].endDate).toBe("2026-11-09");
    // A day in the middle of the trip shows it; a day after it does not.
    expect((await view("2026-11-07", "2026-11-07")).occurrences.map((o: { eventId: string }) => o.eventId)).toContain(trip.id);
    expect((await view("2026-11-09", "2026-11-09")).occurrences.map((o: { eventId: string }) => o.eventId)).not.toContain(trip.id);

    // Ben's view: the trip (his too), not Ana's piano.
    const bens = await view("2026-11-01", "2026-11-14", { memberId: ben.id });
    expect(bens.occurrences.map((o: { eventId: string }) => o.eventId)).toContain(trip.id);
    expect(bens.occurrences.map((o: { eventId: string }) => o.eventId)).not.toContain(piano.id);
  });

  it("refuses a range it cannot answer with a clear message", async () => {
    const message = "Ask for up to 62 days, from a YYYY-MM-DD date to a later or equal one";
    expect(await fails(VIEW, { from: "2026-11-10", to: "2026-11-01" })).toBe(message);
    expect(await fails(VIEW, { from: "2026-11-01", to: "2027-02-01" })).toBe(message);
    expect(await fails(VIEW, { from: "2026-02-30", to: "2026-03-01" })).toBe(message);
    expect(await fails(VIEW, { from: "yesterday", to: "2026-03-01" })).toBe(message);
  });

  it("lays the layers the household switches on over the days: chores due, pantry expiring, the trial's end; live", async () => {
    const device = wsClient(app, holder, "second-device");
    sockets.push(device);
    const since = (await run(`{ calendarSyncPoint }`)).calendarSyncPoint;
    const feed = collect(device, CHANGES, { since });

    const bins = (
      await run(Q.chore, {
        input: {
          title: "Take out the bins",
          points: 5,
          estimateMinutes: 10,
          schedule: { frequency: "weekly", interval: 1, weekdays: [2], timeZone: "America/Chicago", dueTime: "19:00", startDate: "2026-11-01" },
          assignment: { mode: "member", memberIds: [ana.id] },
        },
      })
    ).createChore;
    const milk = (await run(Q.pantry, { input: { name: "Milk", quantity: 1, expiresOn: "2026-11-04", expiryKind: "use_by" } })).addPantryItem;

    // Nothing is laid over until the household switches a layer on.
    expect((await view("2026-11-01", "2026-11-15")).overlays).toEqual([]);
    for (const layer of ["chores", "pantry", "subscription"]) await run(Q.overlay, { layer, on: true });
    const settings = (await run(Q.settings)).calendarSettings;
    expect(settings.overlays.filter((o: { on: boolean }) => o.on).map((o: { layer: string }) => o.layer)).toEqual(["chores", "pantry", "subscription"]);

    const days = await view("2026-11-01", "2026-11-15");
    // Wednesday (weekday 2, counted from Monday) 19:00 Chicago is 01:00 UTC on Thursday, and on Wednesday.
    expect(days.overlays).toEqual([
      { layer: "pantry", id: milk.id, title: "Use by: Milk", date: "2026-11-04", start: null, memberIds: [], href: `/app/pantry/${milk.id}/edit` },
      { layer: "chores", id: `${bins.id}@2026-11-05T01:00:00.000Z`, title: "Take out the bins", date: "2026-11-04", start: "2026-11-05T01:00:00.000Z", memberIds: [ana.id], href: "/app/chores" },
      { layer: "chores", id: `${bins.id}@2026-11-12T01:00:00.000Z`, title: "Take out the bins", date: "2026-11-11", start: "2026-11-12T01:00:00.000Z", memberIds: [ana.id], href: "/app/chores" },
      // The trial started at the fixed clock: 14 days later, 03:00 in Chicago on the 15th.
      { layer: "subscription", id: "trialing@2026-11-15T09:00:00.000Z", title: "Free trial ends", date: "2026-11-15", start: "2026-11-15T09:00:00.000Z", memberIds: [], href: "/app/subscription" },
    ]);
    // Ben's view keeps household-wide items but not Ana's chore.
    expect((await view("2026-11-01", "2026-11-15", { memberId: ben.id })).overlays.map((o: { layer: string }) => o.layer)).toEqual(["pantry", "subscription"]);
    // A layer switched off goes.
    await run(Q.overlay, { layer: "pantry", on: false });
    expect((await view("2026-11-01", "2026-11-15")).overlays.map((o: { layer: string }) => o.layer)).toEqual(["chores", "chores", "subscription"]);

    const heard = await feed.next(4);
    expect(heard.map((h) => h.calendarChanged.type)).toEqual(["CalendarOverlaySwitched", "CalendarOverlaySwitched", "CalendarOverlaySwitched", "CalendarOverlaySwitched"]);
    feed.dispose();
  });

  it("lets only the account holder change settings; refuses unknown layers, bad colours and other households' members", async () => {
    expect(await fails(Q.overlay, { layer: "weather", on: true })).toBe("This calendar layer is not available");
    expect(await fails(Q.colour, { memberId: ana.id, colour: "teal" })).toBe("Colour must be a hex colour such as #1e88e5");
    expect(await fails(Q.colour, { memberId: ana.id, colour: "#00897b" }, other)).toBe("Family member not found");
    expect(await fails(Q.overlay, { layer: "chores", on: false }, ana.token)).toBe("Only the account holder can change the calendar's settings");

    const coloured = (await run(Q.colour, { memberId: ana.id, colour: "#00897B" })).setCalendarMemberColour;
    const anaOf = (members: { memberId: string }[]) => members.find((m) => m.memberId === ana.id);
    expect(anaOf(coloured.members)).toEqual({ memberId: ana.id, name: "Ana", colour: "#00897b" });
    // A family member's account reads the same settings and days.
    expect(anaOf((await run(Q.settings, {}, ana.token)).calendarSettings.members)).toMatchObject({ colour: "#00897b" });
    // Another household sees none of it.
    const theirs = (await run(Q.settings, {}, other)).calendarSettings;
    expect(theirs).toMatchObject({ timeZone: null, members: [] });
    expect((await view("2026-11-01", "2026-11-15", {}, other)).occurrences).toEqual([]);
    expect((await view("2026-11-01", "2026-11-15", { memberId: ana.id }, other)).occurrences).toEqual([]);
  });

  it("rebuilds the settings read model to the live table", async () => {
    const tables = ["calendar_settings", "calendar_events"];
    const live = await snapshotReadModels(app.db.em(), tables);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
