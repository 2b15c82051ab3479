import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoreServices } from "../src/core/module.js";
import { seal } from "../src/core/secret-box.js";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { calendarSyncModuleParts } from "../src/modules/calendar/calendar-sync.module.js";
import { FAMILY_CALENDAR, startGoogleCalendarStandIn, type GoogleCalendarStandIn } from "./support/google-calendar-stand-in.js";
import { gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Sync in and Google sync over GraphQL:
// - an .ics file import keeps recurrence and exceptions; imported events are read-only and show their source;
// - a subscription to a local .ics server (on 127.0.0.2, the only private address this app may reach)
//   adds, changes and removes its events on refresh, one refresh at a time across instances, and a
//   redirect to 127.0.0.1 is refused; unsubscribing removes its events;
// - two-way sync with a local stand-in of Google's OAuth and Calendar API: create on each side, edit on
//   each side and on both (last modified wins), delete on each side, a 410 on an expired sync token.

const EVENT = "id title start end rrule exceptions { occurrenceStart cancelled override { title start } } source { kind name readOnly subscriptionId }";
const CONNECTION = "configured connected email canManage calendarId calendarSummary lastSyncedAt lastCheckedAt lastOk lastMessage";
const Q = {
  events: `{ calendarEvents { ${EVENT} } }`,
  occurrences: `query($from: DateTimeISO!, $to: DateTimeISO!) { calendarOccurrences(from: $from, to: $to) { eventId title start source { name } } }`,
  create: `mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`,
  update: `mutation($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { id } }`,
  remove: `mutation($id: ID!) { deleteCalendarEvent(id: $id) }`,
  importFile: `mutation($name: String!, $ics: String!, $tz: String) { importCalendarFile(name: $name, ics: $ics, timeZone: $tz) { added updated total skipped } }`,
  subscribe: `mutation($url: String!, $name: String) { addCalendarSubscription(url: $url, name: $name, timeZone: "America/New_York") { id name url lastOk lastMessage eventCount lastRefreshedAt } }`,
  subscriptions: `{ calendarSubscriptions { id name lastOk lastMessage eventCount lastRefreshedAt } }`,
  refresh: `mutation($id: ID!) { refreshCalendarSubscription(id: $id) { id lastOk lastMessage eventCount } }`,
  unsubscribe: `mutation($id: ID!) { removeCalendarSubscription(id: $id) }`,
  connection: `{ googleCalendarConnection { ${CONNECTION} } }`,
  start: `mutation { startGoogleCalendarConnect }`,
  complete: `mutation($code: String!, $state: String!) { completeGoogleCalendarConnect(code: $code, state: $state) { ${CONNECTION} } }`,
  calendars: `{ googleCalendars { id summary primary } }`,
  choose: `mutation($id: String!) { chooseGoogleCalendar(calendarId: $id) { ${CONNECTION} } }`,
  sync: `mutation { syncGoogleCalendar { ${CONNECTION} } }`,
  disconnect: `mutation { disconnectGoogleCalendar }`,
};

const vevent = (uid: string, summary: string, start: string, extra: string[] = []) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  "DTSTAMP:20261101T000000Z",
  `DTSTART;TZID=America/New_York:${start}`,
  `DTEND;TZID=America/New_York:${start.slice(0, 9)}${String(Number(start.slice(9, 11)) + 1).padStart(2, "0")}${start.slice(11)}`,
  `SUMMARY:${summary}`,
  ...extra,
  "END:VEVENT",
];
const calendar = (name: string, events: string[][]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feed//EN", `X-WR-CALNAME:${name}`, ...events.flat(), "END:VCALENDAR"].join("\r\n");

describe("calendar sync in and two-way Google sync", () => {
  let app: TestApp;
  let google: GoogleCalendarStandIn;
  let feedServer: Server;
  let feedBase: string;
  let feed = "";
  let holder: string;
  let other: string;
  let loopbackPort: number;
  let loopback: Server;

  beforeAll(async () => {
    google = await startGoogleCalendarStandIn();
    feedServer = createServer((req, res) => {
      if (req.url === "/league.ics") {
        res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(feed);
      } else if (req.url === "/moved.ics") {
        res.writeHead(302, { location: `http://127.0.0.1:${loopbackPort}/league.ics` }).end();
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.2", () => resolve()));
    feedBase = `http://127.0.0.2:${(feedServer.address() as AddressInfo).port}`;
    loopback = createServer((_req, res) => res.writeHead(200, { "content-type": "text/calendar" }).end(feed));
    await new Promise<void>((resolve) => loopback.listen(0, "127.0.0.1", () => resolve()));
    loopbackPort = (loopback.address() as AddressInfo).port;
    app = await startTestApp({ backend: "postgres", fetchAllowAddresses: ["127.0.0.2"], config: { googleCalendar: google.config } });
    holder = (await registerUser(app)).token;
    other = (await registerUser(app)).token;
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await google?.close();
    await new Promise((resolve) => feedServer?.close(resolve));
    await new Promise((resolve) => loopback?.close(resolve));
  });

  async function run(query: string, variables: Record<string, unknown> = {}, as = holder) {
    const res = await gql(app, query, variables, as);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }
  async function fails(query: string, variables: Record<string, unknown> = {}, as = holder) {
    const res = await gql(app, query, variables, as);
    expect(res.errors?.length).toBeGreaterThan(0);
    return { message: res.errors![0].message, status: res.errors![0].extensions?.status ?? res.errors![0].extensions?.code };
  }
  const events = async (as = holder) => (await run(Q.events, {}, as)).calendarEvents as { id: string; title: string; start: string; source: null | { name: string; kind: string; readOnly: boolean; subscriptionId: string | null }; exceptions: { occurrenceStart: string; cancelled: boolean }[] }[];
  const byTitle = async (title: string) => (await events()).find((e) => e.title === title);
  const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

  describe(".ics file import", () => {
    const file = calendar("Lincoln Elementary", [
      vevent("band@lincoln", "Band practice", "20261026T153000", ["RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6", "EXDATE;TZID=America/New_York:20261109T153000"]),
      [
        "BEGIN:VEVENT",
        "UID:band@lincoln",
        "RECURRENCE-ID;TZID=America/New_York:20261102T153000",
        "DTSTART;TZID=America/New_York:20261102T160000",
        "DTEND;TZID=America/New_York:20261102T170000",
        "SUMMARY:Band practice (late start)",
        "END:VEVENT",
      ],
      vevent("picture@lincoln", "Picture day", "20261105T090000"),
    ]);

    it("imports events with recurrence and exceptions, read-only, with their source", async () => {
      const result = (await run(Q.importFile, { name: "school.ics", ics: file, tz: "America/New_York" })).importCalendarFile;
      expect(result).toEqual({ added: 2, updated: 0, total: 2, skipped: 0 });
      const band = (await byTitle("Band practice"))!;
      expect(band.source).toEqual({ kind: "file", name: "school.ics", readOnly: true, subscriptionId: null });
      expect(band.exceptions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ occurrenceStart: "2026-11-09T20:30:00.000Z", cancelled: true }),
          expect.objectContaining({ occurrenceStart: "2026-11-02T20:30:00.000Z", cancelled: false }),
        ]),
      );
      const occurrences = (await run(Q.occurrences, { from: "2026-10-26T00:00:00.000Z", to: "2026-11-17T00:00:00.000Z" })).calendarOccurrences as {
        title: string;
        start: string;
        source: { name: string } | null;
      }[];
      expect(occurrences.filter((o) => o.title.startsWith("Band")).map((o) => [o.title, o.start])).toEqual([
        ["Band practice", "2026-10-26T19:30:00.000Z"],
        ["Band practice (late start)", "2026-11-02T21:00:00.000Z"],
        ["Band practice", "2026-11-16T20:30:00.000Z"],
      ]);
      expect(occurrences.every((o) => o.source?.name === "school.ics")).toBe(true);

      // The same file again updates instead of adding copies.
      expect((await run(Q.importFile, { name: "school.ics", ics: file })).importCalendarFile).toMatchObject({ added: 0, updated: 0 });
      expect((await events()).filter((e) => e.title === "Band practice")).toHaveLength(1);
    });

    it("refuses to edit or delete an imported event with a clear 409", async () => {
      const band = (await byTitle("Band practice"))!;
      const input = { title: "Mine", allDay: false, start: band.start, end: band.start, timeZone: "UTC", memberIds: [], reminders: [] };
      const edit = await fails(Q.update, { id: band.id, input });
      expect(edit.message).toBe("This event was imported from school.ics and is read-only: change it there");
      const del = await fails(Q.remove, { id: band.id });
      expect(del.message).toContain("read-only");
      const res = await gql(app, Q.remove, { id: band.id }, holder);
      expect(JSON.stringify(res.errors)).toContain("409");
    });

    it("an RDATE becomes a read-only occurrence of its own", async () => {
      const extra = calendar("Clinic", [vevent("clinic@lincoln", "Flu clinic", "20261103T100000", ["RDATE;TZID=America/New_York:20261105T140000"])]);
      expect((await run(Q.importFile, { name: "clinic.ics", ics: extra })).importCalendarFile).toMatchObject({ added: 2, skipped: 0 });
      const occurrences = (await run(Q.occurrences, { from: "2026-11-03T00:00:00.000Z", to: "2026-11-06T00:00:00.000Z" })).calendarOccurrences as {
        eventId: string;
        title: string;
        start: string;
        source: { name: string } | null;
      }[];
      const clinic = occurrences.filter((o) => o.title === "Flu clinic");
      expect(clinic.map((o) => [o.start, o.source?.name])).toEqual([
        ["2026-11-03T15:00:00.000Z", "clinic.ics"],
        ["2026-11-05T19:00:00.000Z", "clinic.ics"],
      ]);
      expect((await fails(Q.remove, { id: clinic[1]!.eventId })).message).toContain("read-only");
    });

    it("refuses a file that is not a calendar", async () => {
      expect((await fails(Q.importFile, { name: "notes.ics", ics: "hello" })).message).toBe("That file is not an iCalendar (.ics) file");
    });
  });

  describe(".ics URL subscription", () => {
    let subscriptionId: string;

    it("subscribes: the feed's events arrive, read-only, with the subscription as source", async () => {
      feed = calendar("Soccer league", [vevent("g1@league", "Game vs Tigers", "20261107T100000"), vevent("g2@league", "Game vs Lions", "20261114T100000")]);
      const sub = (await run(Q.subscribe, { url: `${feedBase}/league.ics`, name: null })).addCalendarSubscription;
      subscriptionId = sub.id;
      expect(sub).toMatchObject({ name: "Soccer league", lastOk: true, eventCount: 2 });
      const tigers = (await byTitle("Game vs Tigers"))!;
      expect(tigers.source).toEqual({ kind: "url", name: "Soccer league", readOnly: true, subscriptionId });
      expect(tigers.start).toBe("2026-11-07T15:00:00.000Z");
    });

    it("a refresh adds, changes and removes the subscription's events", async () => {
      feed = calendar("Soccer league", [vevent("g1@league", "Game vs Tigers (moved)", "20261107T120000"), vevent("g3@league", "Game vs Bears", "20261121T100000")]);
      const refreshed = (await run(Q.refresh, { id: subscriptionId })).refreshCalendarSubscription;
      expect(refreshed).toMatchObject({ lastOk: true, eventCount: 2 });
      const titles = (await events()).filter((e) => e.source?.subscriptionId === subscriptionId).map((e) => e.title).sort();
      expect(titles).toEqual(["Game vs Bears", "Game vs Tigers (moved)"]);
      expect((await byTitle("Game vs Tigers (moved)"))!.start).toBe("2026-11-07T17:00:00.000Z");
    });

    it("refreshes periodically, one instance at a time, and records a failed refresh", async () => {
      const clock = { now: new Date(Date.now() + 2 * 3600_000) };
      const core = {
        config: app.config,
        db: app.db,
        store: app.store,
        feeds: app.feeds,
        tokens: app.tokens,
        logger: app.logger,
        now: () => clock.now,
        mailer: app.mailer,
        rateLimiter: undefined as never,
        appUrl: () => app.url,
        fetchAllowAddresses: ["127.0.0.2"],
      } satisfies CoreServices;
      const one = calendarSyncModuleParts.create(core).exports.syncIn;
      const two = calendarSyncModuleParts.create(core).exports.syncIn;
      feed = "not a calendar any more";
      const [a, b] = await Promise.all([one.runDue(), two.runDue()]);
      expect(a + b).toBe(1);
      const [sub] = (await run(Q.subscriptions)).calendarSubscriptions;
      expect(sub).toMatchObject({ lastOk: false, lastMessage: "That file is not an iCalendar (.ics) file", eventCount: 2 });
      // A failed refresh keeps the events it had.
      expect(await byTitle("Game vs Bears")).toBeDefined();
      expect(await one.runDue()).toBe(0);
    });

    it("refuses a redirect to 127.0.0.1 and private addresses", async () => {
      const redirected = await fails(Q.subscribe, { url: `${feedBase}/moved.ics`, name: "Moved" });
      expect(redirected.message).toMatch(/Refusing to connect to 127\.0\.0\.1/);
      expect((await fails(Q.subscribe, { url: "http://169.254.169.254/latest/meta-data", name: null })).message).toMatch(/Refusing to connect/);
      expect((await fails(Q.subscribe, { url: "file:///etc/passwd", name: null })).message).toBe("Enter an http, https or webcal address");
    });

    it("another household neither sees nor removes the subscription; unsubscribing removes its events", async () => {
      expect((await run(Q.subscriptions, {}, other)).calendarSubscriptions).toEqual([]);
      expect((await fails(Q.unsubscribe, { id: subscriptionId }, other)).message).toBe("Calendar subscription not found");
      expect((await fails(Q.refresh, { id: subscriptionId }, other)).message).toBe("Calendar subscription not found");
      expect(await run(Q.unsubscribe, { id: subscriptionId })).toEqual({ removeCalendarSubscription: subscriptionId });
      expect((await events()).filter((e) => e.source?.kind === "url")).toEqual([]);
      expect((await run(Q.subscriptions)).calendarSubscriptions).toEqual([]);
    });
  });

  describe("two-way Google Calendar sync", () => {
    const hearthEvent = (title: string, start: string, extra: Record<string, unknown> = {}) => ({
      title,
      allDay: false,
      start,
      end: new Date(Date.parse(start) + 3600_000).toISOString(),
      timeZone: "America/Chicago",
      location: null,
      notes: null,
      memberIds: [],
      rrule: null,
      reminders: [],
      ...extra,
    });
    const googleEvent = (summary: string, start: string) => ({
      summary,
      start: { dateTime: start, timeZone: "America/Chicago" },
      end: { dateTime: new Date(Date.parse(start) + 3600_000).toISOString(), timeZone: "America/Chicago" },
    });
    const sync = async () => (await run(Q.sync)).syncGoogleCalendar;
    const hearthTitles = async () => (await events()).filter((e) => !e.source).map((e) => e.title).sort();
    const googleTitles = () => google.events().filter((e) => !e.recurringEventId).map((e) => e.summary).sort();
    const create = async (title: string, start: string, extra: Record<string, unknown> = {}) =>
      (await run(Q.create, { input: hearthEvent(title, start, extra) })).createCalendarEvent.id as string;

    it("connects through the OAuth code flow with state; tokens never reach the client", async () => {
      expect((await run(Q.connection)).googleCalendarConnection).toMatchObject({ configured: true, connected: false });
      const url = new URL((await run(Q.start)).startGoogleCalendarConnect);
      expect(url.searchParams.get("redirect_uri")).toBe(`${app.url}/app/calendar`);
      expect(url.searchParams.get("scope")).toContain("https://www.googleapis.com/auth/calendar");
      const consent = await fetch(url, { redirect: "manual" });
      const back = new URL(consent.headers.get("location")!);
      const code = back.searchParams.get("code")!;
      const state = back.searchParams.get("state")!;
      // Another household cannot finish this household's flow.
      expect((await fails(Q.complete, { code, state }, other)).message).toContain("expired or was already used");
      const connected = (await run(Q.complete, { code, state })).completeGoogleCalendarConnect;
      expect(connected).toMatchObject({ connected: true, email: "parent.family@gmail.com", canManage: true, calendarId: null });
      expect((await fails(Q.complete, { code, state })).message).toContain("expired or was already used");
      expect((await run(Q.calendars)).googleCalendars).toEqual([{ id: FAMILY_CALENDAR, summary: "Family", primary: false }]);
      const everything = JSON.stringify([await run(Q.connection), await run(Q.calendars), await run(`{ householdEvents(since: 0) { type } }`).catch(() => null)]);
      for (const token of google.issuedTokens) expect(everything).not.toContain(token);
      expect((await run(Q.connection, {}, other)).googleCalendarConnection).toMatchObject({ connected: false });
    });

    /** Tables (events and read models included) any of whose rows holds one of these texts. */
    async function tablesHolding(texts: string[]): Promise<string[]> {
      const em = app.db.em();
      const tables = await em.execute<{ table_name: string }[]>(
        "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
      );
      const found: string[] = [];
      for (const { table_name: table } of tables) {
        const [hit] = await em.execute<{ n: number }[]>(
          `select count(*)::int as n from "${table}" t where exists (select 1 from jsonb_array_elements_text(?::jsonb) s where strpos(row_to_json(t)::text, s) > 0)`,
          [JSON.stringify(texts)],
        );
        if (hit!.n > 0) found.push(table);
      }
      return found;
    }

    it("keeps Google's tokens sealed at rest: no table holds them in plain text; legacy plaintext rows are read and sealed", async () => {
      expect(google.issuedTokens.length).toBeGreaterThan(0);
      expect(await tablesHolding(google.issuedTokens)).toEqual([]);
      const [row] = await app.db.em().execute<{ household_id: string; access_token: string; refresh_token: string }[]>("select * from calendar_google_tokens");
      expect(row!.access_token).toMatch(/^sb1:/);
      expect(row!.refresh_token).toMatch(/^sb1:/);

      // A row from before sealing (plain text) still works, and is sealed on its next use.
      const [access, refresh] = google.issuedTokens;
      await app.db.em().execute("update calendar_google_tokens set access_token = ?, refresh_token = ?", [access, refresh]);
      expect(await tablesHolding([access!, refresh!])).toEqual(["calendar_google_tokens"]);
      expect((await run(Q.calendars)).googleCalendars).toHaveLength(1);
      expect(await tablesHolding(google.issuedTokens)).toEqual([]);

      // An expired access token is refreshed with the sealed refresh token; the new one is sealed too.
      await app.db.em().execute("update calendar_google_tokens set expires_at = now() - interval '1 hour'");
      const issued = google.issuedTokens.length;
      expect((await run(Q.calendars)).googleCalendars).toHaveLength(1);
      expect(google.issuedTokens.length).toBe(issued + 1);
      expect(await tablesHolding(google.issuedTokens)).toEqual([]);

      // Sealed under another key (the secret changed): a clear 400 asking to connect again, not a 500.
      const [kept] = await app.db.em().execute<{ access_token: string; refresh_token: string }[]>("select access_token, refresh_token from calendar_google_tokens");
      await app.db.em().execute("update calendar_google_tokens set access_token = ?", [seal(randomBytes(32), "ya29.other", `${row!.household_id}:google-access`)]);
      const unreadable = await fails(Q.calendars);
      expect(unreadable.message).toBe("The stored Google connection can no longer be read on this server: connect the account again");
      expect(JSON.stringify(unreadable.status)).toContain("400");
      await app.db.em().execute("update calendar_google_tokens set access_token = ?, refresh_token = ?", [kept!.access_token, kept!.refresh_token]);
      expect((await run(Q.calendars)).googleCalendars).toHaveLength(1);
    });

    it("choosing a calendar syncs both ways: each side's events reach the other", async () => {
      await create("Dentist", "2026-11-03T15:00:00.000Z");
      google.insert(googleEvent("Piano lesson", "2026-11-04T22:00:00.000Z"));
      const chosen = (await run(Q.choose, { id: FAMILY_CALENDAR })).chooseGoogleCalendar;
      expect(chosen).toMatchObject({ calendarId: FAMILY_CALENDAR, calendarSummary: "Family", lastOk: true });
      expect(await hearthTitles()).toEqual(["Dentist", "Piano lesson"]);
      expect(googleTitles()).toEqual(["Dentist", "Piano lesson"]);
      // Imported events stay in Hearth.
      expect(googleTitles()).not.toContain("Band practice");
      const dentist = google.find("Dentist")!;
      expect(dentist.start).toEqual({ dateTime: "2026-11-03T15:00:00.000Z", timeZone: "America/Chicago" });
      expect((await byTitle("Piano lesson"))!.start).toBe("2026-11-04T22:00:00.000Z");
      // Nothing changed: a second sync sends and takes nothing.
      const before = google.requests.filter((r) => r.method !== "GET").length;
      await sync();
      expect(google.requests.filter((r) => r.method !== "GET").length).toBe(before);
      expect(await hearthTitles()).toEqual(["Dentist", "Piano lesson"]);
    });

    it("an edit on either side reaches the other", async () => {
      const dentist = (await byTitle("Dentist"))!;
      await run(Q.update, { id: dentist.id, input: hearthEvent("Dentist (Dr. Patel)", "2026-11-03T16:00:00.000Z") });
      google.patch(google.find("Piano lesson")!.id, { summary: "Piano lesson (recital prep)" });
      await sync();
      expect(googleTitles()).toEqual(["Dentist (Dr. Patel)", "Piano lesson (recital prep)"]);
      expect(google.find("Dentist (Dr. Patel)")!.start?.dateTime).toBe("2026-11-03T16:00:00.000Z");
      expect(await hearthTitles()).toEqual(["Dentist (Dr. Patel)", "Piano lesson (recital prep)"]);
    });

    it("edits on both sides: the last modified wins, per event", async () => {
      const dentist = (await byTitle("Dentist (Dr. Patel)"))!;
      const piano = (await byTitle("Piano lesson (recital prep)"))!;
      // Dentist: Hearth first, Google later → Google's wins.
      await run(Q.update, { id: dentist.id, input: hearthEvent("Dentist (Hearth edit)", "2026-11-03T16:00:00.000Z") });
      await pause();
      google.patch(google.find("Dentist (Dr. Patel)")!.id, { summary: "Dentist (Google edit)" });
      // Piano: Google first, Hearth later → Hearth's wins.
      google.patch(google.find("Piano lesson (recital prep)")!.id, { summary: "Piano (Google edit)" });
      await pause();
      await run(Q.update, { id: piano.id, input: hearthEvent("Piano (Hearth edit)", "2026-11-04T22:00:00.000Z") });
      await sync();
      expect(await hearthTitles()).toEqual(["Dentist (Google edit)", "Piano (Hearth edit)"]);
      expect(googleTitles()).toEqual(["Dentist (Google edit)", "Piano (Hearth edit)"]);
      await sync();
      expect(await hearthTitles()).toEqual(["Dentist (Google edit)", "Piano (Hearth edit)"]);
    });

    it("a deletion on either side reaches the other", async () => {
      google.remove(google.find("Dentist (Google edit)")!.id);
      await run(Q.remove, { id: (await byTitle("Piano (Hearth edit)"))!.id });
      await sync();
      expect(await hearthTitles()).toEqual([]);
      expect(googleTitles()).toEqual([]);
    });

    it("a deletion against a later edit: the edit wins", async () => {
      const id = await create("Swim meet", "2026-11-08T14:00:00.000Z");
      await sync();
      google.remove(google.find("Swim meet")!.id);
      await pause();
      await run(Q.update, { id, input: hearthEvent("Swim meet (new time)", "2026-11-08T15:00:00.000Z") });
      await sync();
      expect(await hearthTitles()).toEqual(["Swim meet (new time)"]);
      expect(googleTitles()).toEqual(["Swim meet (new time)"]);
    });

    it("a series and Google's cancelled occurrence come across", async () => {
      const series = google.insert({
        ...googleEvent("Soccer practice", "2026-11-10T23:00:00.000Z"),
        recurrence: ["RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4"],
      });
      google.insert({
        id: `${series.id}_20261117T230000Z`,
        recurringEventId: series.id,
        originalStartTime: { dateTime: "2026-11-17T23:00:00.000Z", timeZone: "America/Chicago" },
        status: "confirmed",
      });
      google.remove(`${series.id}_20261117T230000Z`);
      await sync();
      const soccer = (await byTitle("Soccer practice"))!;
      expect(soccer).toMatchObject({ rrule: "FREQ=WEEKLY;BYDAY=TU;COUNT=4" });
      expect(soccer.exceptions).toEqual([expect.objectContaining({ occurrenceStart: "2026-11-17T23:00:00.000Z", cancelled: true })]);
      // Hearth cancels another occurrence: Google's instance of it is deleted; the series is not sent again.
      const seriesEtag = google.get(series.id)!.etag;
      await run(`mutation($id: ID!, $at: DateTimeISO!) { cancelCalendarOccurrence(id: $id, occurrenceStart: $at) { id } }`, {
        id: soccer.id,
        at: "2026-11-24T23:00:00.000Z",
      });
      await sync();
      expect(google.get(`${series.id}_20261124T230000Z`)).toMatchObject({ status: "cancelled", recurringEventId: series.id });
      expect(google.get(series.id)).toMatchObject({ etag: seriesEtag, recurrence: ["RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4"] });
    });

    it("an expired sync token (410 Gone) falls back to a full sync without duplicates", async () => {
      google.expireSyncTokens();
      google.insert(googleEvent("Book club", "2026-11-12T01:00:00.000Z"));
      await create("Parent-teacher night", "2026-11-13T00:00:00.000Z");
      const answer = await sync();
      expect(answer).toMatchObject({ lastOk: true });
      expect(google.requests.some((r) => r.status === 410)).toBe(true);
      expect(await hearthTitles()).toEqual(["Book club", "Parent-teacher night", "Soccer practice", "Swim meet (new time)"]);
      expect(googleTitles()).toEqual(["Book club", "Parent-teacher night", "Soccer practice", "Swim meet (new time)"]);
    });

    it("the periodic job syncs after Hearth's changes; read models rebuild the same", async () => {
      await create("Haircut", "2026-11-14T17:00:00.000Z");
      const core = {
        config: app.config,
        db: app.db,
        store: app.store,
        feeds: app.feeds,
        tokens: app.tokens,
        logger: app.logger,
        now: () => new Date(),
        mailer: app.mailer,
        rateLimiter: undefined as never,
        appUrl: () => app.url,
        fetchAllowAddresses: [],
      } satisfies CoreServices;
      const job = calendarSyncModuleParts.create(core).exports;
      expect((await job.runJobsOnce()).google).toBe(1);
      expect(googleTitles()).toContain("Haircut");
      expect((await job.runJobsOnce()).google).toBe(0);

      const tables = ["calendar_events", "calendar_event_sources", "calendar_subscriptions", "calendar_google_connections"];
      const before = await snapshotReadModels(app.db.em(), tables);
      await rebuildReadModels(app.db, app.store);
      expect(await snapshotReadModels(app.db.em(), tables)).toEqual(before);
    });

    const writes = () => google.requests.filter((r) => r.method !== "GET").length;
    const changeOccurrence = `mutation($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!) { changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input) { id } }`;
    const cancelOccurrence = `mutation($id: ID!, $at: DateTimeISO!) { cancelCalendarOccurrence(id: $id, occurrenceStart: $at) { id } }`;
    const override = (title: string, start: string) => ({ title, start, end: new Date(Date.parse(start) + 3600_000).toISOString(), location: "Pool B", notes: null });
    const exceptionsOf = async (id: string) => (await events()).find((e) => e.id === id)!.exceptions;

    it("one occurrence edited or cancelled on either side reaches the other as Google's instance", async () => {
      const swim = await create("Swim lessons", "2026-12-01T23:00:00.000Z", { rrule: "FREQ=WEEKLY;COUNT=6" });
      const recycling = await create("Recycling day", "2026-12-02T00:00:00.000Z", {
        allDay: true,
        end: "2026-12-02T00:00:00.000Z",
        timeZone: "UTC",
        rrule: "FREQ=WEEKLY;COUNT=4",
      });
      await sync();
      const swimSeries = google.find("Swim lessons")!;
      const recyclingSeries = google.find("Recycling day")!;

      // Hearth: one occurrence moved, one cancelled, and one all-day occurrence cancelled.
      await run(changeOccurrence, { id: swim, at: "2026-12-08T23:00:00.000Z", input: override("Swim lessons (pool B)", "2026-12-09T00:00:00.000Z") });
      await run(cancelOccurrence, { id: swim, at: "2026-12-15T23:00:00.000Z" });
      await run(cancelOccurrence, { id: recycling, at: "2026-12-09T00:00:00.000Z" });
      const seriesEtag = google.get(swimSeries.id)!.etag;
      await sync();
      expect(google.get(`${swimSeries.id}_20261208T230000Z`)).toMatchObject({
        status: "confirmed",
        recurringEventId: swimSeries.id,
        originalStartTime: { dateTime: "2026-12-08T23:00:00.000Z" },
        summary: "Swim lessons (pool B)",
        location: "Pool B",
        start: { dateTime: "2026-12-09T00:00:00.000Z", timeZone: "America/Chicago" },
      });
      expect(google.get(`${swimSeries.id}_20261215T230000Z`)).toMatchObject({ status: "cancelled", recurringEventId: swimSeries.id });
      expect(google.get(`${recyclingSeries.id}_20261209`)).toMatchObject({ status: "cancelled", originalStartTime: { date: "2026-12-09" } });
      expect(google.get(swimSeries.id)!.etag).toBe(seriesEtag);

      // Google (another app): one occurrence edited, one all-day occurrence cancelled.
      google.patch(`${swimSeries.id}_20261222T230000Z`, { summary: "Swim lessons (coach away)" });
      google.remove(`${recyclingSeries.id}_20261216`);
      await sync();
      expect(await exceptionsOf(swim)).toEqual(
        expect.arrayContaining([
          { occurrenceStart: "2026-12-08T23:00:00.000Z", cancelled: false, override: { title: "Swim lessons (pool B)", start: "2026-12-09T00:00:00.000Z" } },
          { occurrenceStart: "2026-12-15T23:00:00.000Z", cancelled: true, override: null },
          { occurrenceStart: "2026-12-22T23:00:00.000Z", cancelled: false, override: { title: "Swim lessons (coach away)", start: "2026-12-22T23:00:00.000Z" } },
        ]),
      );
      expect(await exceptionsOf(recycling)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ occurrenceStart: "2026-12-09T00:00:00.000Z", cancelled: true }),
          expect.objectContaining({ occurrenceStart: "2026-12-16T00:00:00.000Z", cancelled: true }),
        ]),
      );

      // In step: the next sync sends nothing and changes nothing.
      const before = writes();
      const exceptions = await exceptionsOf(swim);
      await sync();
      expect(writes()).toBe(before);
      expect(await exceptionsOf(swim)).toEqual(exceptions);
    });

    it("an occurrence changed on both sides: the later change wins, per occurrence", async () => {
      const swim = (await byTitle("Swim lessons"))!.id;
      const series = google.find("Swim lessons")!.id;
      // 12-08: Hearth first, Google later → Google's. 12-29: Google first, Hearth later → Hearth's.
      await run(changeOccurrence, { id: swim, at: "2026-12-08T23:00:00.000Z", input: override("Swim (Hearth, earlier)", "2026-12-09T00:00:00.000Z") });
      google.patch(`${series}_20261229T230000Z`, { summary: "Swim (Google, earlier)" });
      await pause();
      google.patch(`${series}_20261208T230000Z`, { summary: "Swim (Google, later)" });
      await run(changeOccurrence, { id: swim, at: "2026-12-29T23:00:00.000Z", input: override("Swim (Hearth, later)", "2026-12-29T23:00:00.000Z") });
      await sync();
      const titles = Object.fromEntries(
        (await exceptionsOf(swim)).filter((e) => !e.cancelled).map((e) => [e.occurrenceStart, (e as unknown as { override: { title: string } }).override.title]),
      );
      expect(titles).toMatchObject({ "2026-12-08T23:00:00.000Z": "Swim (Google, later)", "2026-12-29T23:00:00.000Z": "Swim (Hearth, later)" });
      expect(google.get(`${series}_20261208T230000Z`)!.summary).toBe("Swim (Google, later)");
      expect(google.get(`${series}_20261229T230000Z`)!.summary).toBe("Swim (Hearth, later)");
      const before = writes();
      await sync();
      expect(writes()).toBe(before);

      // Google renames the series (same rule): Hearth takes the name and keeps every one-off change.
      const exceptions = await exceptionsOf(swim);
      google.patch(series, { summary: "Swim lessons (winter)" });
      await sync();
      expect((await byTitle("Swim lessons (winter)"))?.id).toBe(swim);
      expect(await exceptionsOf(swim)).toEqual(expect.arrayContaining(exceptions));
      expect((await exceptionsOf(swim)).filter((e) => e.cancelled).map((e) => e.occurrenceStart)).toEqual(["2026-12-15T23:00:00.000Z"]);
      expect(writes()).toBe(before);
    });

    it("events from .ics files and subscriptions are never sent to Google, even as they change", async () => {
      await sync();
      const before = writes();
      feed = calendar("Swim club", [vevent("meet@swim", "Swim club meet", "20261205T090000", ["RRULE:FREQ=WEEKLY;COUNT=3"])]);
      const sub = (await run(Q.subscribe, { url: `${feedBase}/league.ics`, name: null })).addCalendarSubscription;
      await run(Q.importFile, { name: "recital.ics", ics: calendar("Recital", [vevent("recital@school", "Winter recital", "20261210T180000")]) });
      await sync();
      feed = calendar("Swim club", [
        vevent("meet@swim", "Swim club meet (moved)", "20261205T100000", ["RRULE:FREQ=WEEKLY;COUNT=3", "EXDATE;TZID=America/New_York:20261212T100000"]),
      ]);
      expect((await run(Q.refresh, { id: sub.id })).refreshCalendarSubscription).toMatchObject({ lastOk: true });
      await sync();
      const imported = (await events()).filter((e) => e.source).map((e) => e.id);
      expect(imported.length).toBeGreaterThanOrEqual(4);
      await run(Q.unsubscribe, { id: sub.id });
      await sync();
      expect(writes()).toBe(before);
      expect([...google.events()].filter((e) => imported.includes(e.extendedProperties?.private?.hearthId ?? ""))).toEqual([]);
      expect(googleTitles()).not.toEqual(expect.arrayContaining(["Winter recital"]));
    });

    it("disconnecting keeps Hearth's events and stops the sync", async () => {
      expect((await fails(Q.disconnect, {}, other)).message).toBe("Connect a Google account first");
      expect(await run(Q.disconnect)).toEqual({ disconnectGoogleCalendar: true });
      expect((await run(Q.connection)).googleCalendarConnection).toMatchObject({ connected: false, calendarId: null });
      expect(await hearthTitles()).toContain("Haircut");
      expect((await fails(Q.sync)).message).toBe("Connect a Google account first");
    });
  });
});
