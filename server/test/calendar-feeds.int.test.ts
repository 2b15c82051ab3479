import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The family calendar over GraphQL and its iCalendar feed: a weekly series with one occurrence changed
// and one cancelled round-trips through ical-generator and back through an independent parser
// (Mozilla's ical.js) to the same occurrences the screens show; a revoked URL answers 404; another
// household neither sees nor changes anything.

const EVENT = "id title start end rrule timeZone exceptions { occurrenceStart cancelled override { title start } }";
const Q = {
  create: `mutation($input: CalendarEventInput!) { createCalendarEvent(input: $input) { ${EVENT} } }`,
  change: `mutation($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!) { changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input) { ${EVENT} } }`,
  cancel: `mutation($id: ID!, $at: DateTimeISO!) { cancelCalendarOccurrence(id: $id, occurrenceStart: $at) { ${EVENT} } }`,
  remove: `mutation($id: ID!) { deleteCalendarEvent(id: $id) }`,
  occurrences: `query($from: DateTimeISO!, $to: DateTimeISO!) { calendarOccurrences(from: $from, to: $to) { eventId occurrenceStart title start end changed } }`,
  events: `{ calendarEvents { id } }`,
  feed: `mutation { createCalendarFeed { id url } }`,
  revoke: `mutation($id: ID!) { revokeCalendarFeed(id: $id) }`,
};

describe("family calendar and its iCalendar feed", () => {
  let app: TestApp;
  let holder: string;
  let other: string;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    holder = (await registerUser(app)).token;
    other = (await registerUser(app)).token;
  }, 120_000);
  afterAll(async () => {
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
  const feedPath = (url: string) => new URL(url).pathname;

  const swimming = {
    title: "Swimming",
    allDay: false,
    start: "2026-03-16T17:00:00.000Z",
    end: "2026-03-16T18:00:00.000Z",
    timeZone: "Europe/London",
    location: "Leisure centre",
    memberIds: [],
    rrule: "FREQ=WEEKLY;BYDAY=MO;COUNT=6",
    reminders: [30],
  };

  it("round-trips a series with a changed and a cancelled occurrence through the feed and ical.js", async () => {
    const event = (await run(Q.create, { input: swimming })).createCalendarEvent;
    await run(Q.change, {
      id: event.id,
      at: "2026-03-30T16:00:00.000Z",
      input: { title: "Swimming gala", start: "2026-03-30T15:00:00.000Z", end: "2026-03-30T18:00:00.000Z", location: "City pool" },
    });
    await run(Q.cancel, { id: event.id, at: "2026-04-06T16:00:00.000Z" });
    const shown = (await run(Q.occurrences, { from: "2026-03-01T00:00:00.000Z", to: "2026-06-01T00:00:00.000Z" })).calendarOccurrences;
    expect(shown.map((o: { start: string }) => o.start)).toEqual([
      "2026-03-16T17:00:00.000Z",
      "2026-03-23T17:00:00.000Z",
      "2026-03-30T15:00:00.000Z",
      "2026-04-13T16:00:00.000Z",
      "2026-04-20T16:00:00.000Z",
    ]);

    const feed = (await run(Q.feed)).createCalendarFeed;
    expect(feed.url).toMatch(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetch(app.url + feedPath(feed.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const text = await res.text();

    // Parsed and expanded by ical.js, independently of the libraries that wrote it.
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const tz of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
    const vevents = calendar.getAllSubcomponents("vevent");
    const master = new ICAL.Event(vevents.find((v) => !v.hasProperty("recurrence-id"))!);
    for (const v of vevents.filter((v) => v.hasProperty("recurrence-id"))) master.relateException(new ICAL.Event(v));
    expect(master.summary).toBe("Swimming");
    expect(master.uid).toBe(event.id);
    expect(vevents[0].getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/London");
    const expanded: { start: string; title: string }[] = [];
    const it = master.iterator();
    for (let next = it.next(); next; next = it.next()) {
      const details = master.getOccurrenceDetails(next);
      expanded.push({ start: details.startDate.toJSDate().toISOString(), title: details.item.summary });
    }
    expect(expanded).toEqual(shown.map((o: { start: string; title: string }) => ({ start: o.start, title: o.title })));
    expect(text).toContain("BEGIN:VALARM");

    // Revoked: the same URL answers 404.
    await run(Q.revoke, { id: feed.id });
    expect((await fetch(app.url + feedPath(feed.url))).status).toBe(404);
    expect((await api(app, "GET", "/api/calendar/feeds/not-a-real-token-at-all-0000000000.ics")).status).toBe(404);
  });

  it("keeps households apart: events, occurrences and feeds", async () => {
    const event = (await run(Q.create, { input: { ...swimming, title: "Dentist", rrule: null } })).createCalendarEvent;
    const feed = (await run(Q.feed)).createCalendarFeed;
    expect((await run(Q.events, {}, other)).calendarEvents).toEqual([]);
    expect(await fails(Q.cancel, { id: event.id, at: event.start }, other)).toBe("Event not found");
    expect(await fails(Q.remove, { id: event.id }, other)).toBe("Event not found");
    expect(await fails(Q.revoke, { id: feed.id }, other)).toBe("Calendar feed not found");
    // Another household's own feed holds none of this household's events.
    const theirs = (await run(Q.feed, {}, other)).createCalendarFeed;
    expect(await (await fetch(app.url + feedPath(theirs.url))).text()).not.toContain("Dentist");
    expect(await (await fetch(app.url + feedPath(feed.url))).text()).toContain("Dentist");
  });

  it("rebuilds the calendar read models from events into exactly the live tables", async () => {
    const tables = ["calendar_events", "calendar_feeds"];
    const live = await snapshotReadModels(app.db.em(), tables);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
