import type { Fixture, TenantEntry } from "./tenant.js";

const EVENT = "id title location notes memberIds rrule exceptions { occurrenceStart cancelled override { title } }";

/** A weekly series of A (Mondays 17:00 UTC from 7 Dec 2026), for one of A's family members. */
const SERIES_START = "2026-12-07T17:00:00.000Z";
const WEEK = 7 * 86_400_000;
const nthOccurrence = (n: number) => new Date(Date.parse(SERIES_START) + n * WEEK).toISOString();

async function newEvent(f: Fixture, label: string, rrule: string | null = null): Promise<string> {
  const title = `${label} ${f.mark} ${f.unique("e")}`;
  const location = `Hall ${f.mark}`;
  const data = (await f.ownerGql("mutation ($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }", {
    input: {
      title,
      allDay: false,
      start: SERIES_START,
      end: new Date(Date.parse(SERIES_START) + 3_600_000).toISOString(),
      timeZone: "Europe/London",
      location,
      notes: `Bring boots ${f.mark}`,
      memberIds: [f.familyMemberId],
      rrule,
      reminders: [30],
    },
  })) as { createCalendarEvent: { id: string } };
  return f.remember(data.createCalendarEvent.id, title, location);
}

/** A's weekly series, one per run, for calls that read or change it. */
const series = new Map<string, Promise<string>>();
const seriesOf = (f: Fixture) => {
  if (!series.has(f.householdId)) series.set(f.householdId, newEvent(f, "Football", "FREQ=WEEKLY;BYDAY=MO"));
  return series.get(f.householdId)!;
};

async function newFeed(f: Fixture): Promise<{ id: string; token: string }> {
  const data = (await f.ownerGql("mutation { createCalendarFeed { id url } }")) as { createCalendarFeed: { id: string; url: string } };
  const token = /\/calendar\/feeds\/([^/]+)\.ics$/.exec(data.createCalendarFeed.url)?.[1];
  if (!token) throw new Error(`no token in ${data.createCalendarFeed.url}`);
  f.remember(data.createCalendarFeed.id, token);
  return { id: data.createCalendarFeed.id, token };
}

/** A feed of A, then revoked: its token must answer 404 to everyone. One per run. */
const revoked = new Map<string, Promise<string>>();
const revokedTokenOf = (f: Fixture) => {
  if (!revoked.has(f.householdId)) {
    revoked.set(
      f.householdId,
      (async () => {
        await seriesOf(f);
        const feed = await newFeed(f);
        await f.ownerGql("mutation ($id: ID!) { revokeCalendarFeed(id: $id) }", { id: feed.id });
        return feed.token;
      })(),
    );
  }
  return revoked.get(f.householdId)!;
};

/** A live feed of A, one per run, so calendarFeeds has something of A's to answer. */
const live = new Map<string, Promise<unknown>>();
const liveFeedOf = (f: Fixture) => {
  if (!live.has(f.householdId)) live.set(f.householdId, newFeed(f));
  return live.get(f.householdId)!;
};

const update = async (f: Fixture) => ({
  query: `mutation ($id: ID!, $input: CalendarEventInput!) { updateCalendarEvent(id: $id, input: $input) { ${EVENT} } }`,
  variables: {
    id: await seriesOf(f),
    input: {
      title: f.remember(`Football ${f.mark} ${f.unique("moved")}`),
      allDay: false,
      start: SERIES_START,
      end: new Date(Date.parse(SERIES_START) + 5_400_000).toISOString(),
      timeZone: "Europe/London",
      location: `Hall ${f.mark}`,
      memberIds: [f.familyMemberId],
      rrule: "FREQ=WEEKLY;BYDAY=MO",
      reminders: [15],
    },
  },
});

export const entries: TenantEntry[] = [
  {
    operation: "Query.calendarEvents",
    access: "signedIn",
    note: "the caller's own household's events, never A's",
    call: async (f) => {
      await seriesOf(f);
      return { query: `{ calendarEvents { ${EVENT} } }` };
    },
  },
  {
    operation: "Query.calendarOccurrences",
    access: "signedIn",
    note: "the caller's own household's occurrences; naming A's family member must not reveal A's events",
    call: async (f) => {
      await seriesOf(f);
      return {
        query:
          "query ($from: DateTimeISO!, $to: DateTimeISO!, $memberId: ID) { calendarOccurrences(from: $from, to: $to, memberId: $memberId) { eventId occurrenceStart title location notes memberIds } }",
        variables: { from: "2026-12-01T00:00:00.000Z", to: "2027-01-31T00:00:00.000Z", memberId: f.familyMemberId },
      };
    },
  },
  {
    operation: "Query.calendarSyncPoint",
    access: "signedIn",
    note: "answers the caller's own household's sequence, never A's",
    call: () => ({ query: "{ calendarSyncPoint }" }),
  },
  {
    operation: "Query.calendarFeeds",
    access: "signedIn",
    note: "the caller's own household's active feeds (URLs never shown again)",
    call: async (f) => {
      await Promise.all([liveFeedOf(f), revokedTokenOf(f)]);
      return { query: "{ calendarFeeds { id memberId createdAt url } }" };
    },
  },
  {
    operation: "Mutation.createCalendarEvent",
    access: "signedIn",
    note: "creates an event in the caller's own household; A's family member is not one of the caller's",
    call: (f) => ({
      query: `mutation ($input: CalendarEventInput!) { createCalendarEvent(input: $input) { ${EVENT} } }`,
      variables: {
        input: {
          title: f.unique("Own event"),
          allDay: true,
          start: "2026-12-24T00:00:00.000Z",
          end: "2026-12-25T00:00:00.000Z",
          timeZone: "UTC",
          memberIds: [],
          reminders: [],
        },
      },
    }),
  },
  { operation: "Mutation.updateCalendarEvent", access: "household", call: update },
  {
    operation: "Mutation.changeCalendarOccurrence",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!) { changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input) { ${EVENT} } }`,
      variables: {
        id: await seriesOf(f),
        at: nthOccurrence(1),
        input: {
          title: f.remember(`Away game ${f.mark} ${f.unique("o")}`),
          start: nthOccurrence(1),
          end: new Date(Date.parse(nthOccurrence(1)) + 7_200_000).toISOString(),
          location: `Away ${f.mark}`,
        },
      },
    }),
  },
  {
    operation: "Mutation.cancelCalendarOccurrence",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!, $at: DateTimeISO!) { cancelCalendarOccurrence(id: $id, occurrenceStart: $at) { ${EVENT} } }`,
      variables: { id: await newEvent(f, "Swimming", "FREQ=WEEKLY;BYDAY=MO"), at: nthOccurrence(2) },
    }),
  },
  {
    operation: "Mutation.deleteCalendarEvent",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteCalendarEvent(id: $id) }", variables: { id: await newEvent(f, "Dentist") } }),
  },
  {
    operation: "Mutation.createCalendarFeed",
    access: "signedIn",
    deniedAlso: ["member"],
    note: "a feed of the caller's own household; account holders only",
    call: () => ({ query: "mutation { createCalendarFeed { id memberId url } }" }),
  },
  {
    operation: "Mutation.revokeCalendarFeed",
    access: "owner",
    call: async (f) => ({ query: "mutation ($id: ID!) { revokeCalendarFeed(id: $id) }", variables: { id: (await newFeed(f)).id } }),
  },
  {
    operation: "Subscription.calendarChanged",
    access: "signedIn",
    note: "the caller's own household's calendar changes",
    call: () => ({
      query: "subscription ($since: Int) { calendarChanged(since: $since) { sequence type eventId sourceClientId } }",
      variables: { since: 0 },
    }),
    trigger: async (f) => {
      const call = await update(f);
      return f.ownerGql(call.query, call.variables);
    },
  },

  {
    route: "GET /calendar/feeds/:file",
    access: "public",
    note:
      "reached by its unguessable token (a capability: a live token shows the household's events to whoever holds it); " +
      "this plays a revoked token of A, which must answer 404 to everyone and show nothing of A",
    call: async (f) => ({ params: { file: `${await revokedTokenOf(f)}.ics` } }),
  },
];

// ── Sync in (.ics import, URL subscriptions) and Google Calendar sync ─────────────────────────────
// The fixture's app lets .ics fetches reach 127.0.0.2 (a local feed server started here) and talks to a
// local Google stand-in (server/test/support/google-calendar-stand-in.ts).

const FAMILY_GOOGLE_CALENDAR = "family123@group.calendar.google.com";
const SYNC_ICS = (name: string, title: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tenant//Feed//EN",
    `X-WR-CALNAME:${name}`,
    "BEGIN:VEVENT",
    "UID:tenant-1@example",
    "DTSTART:20261205T150000Z",
    "DTEND:20261205T160000Z",
    `SUMMARY:${title}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

/** A feed server on 127.0.0.2 answering a calendar named after the path (started once, never keeps the process alive). */
let feedOrigin: Promise<string> | null = null;
function feedServer(): Promise<string> {
  feedOrigin ??= (async () => {
    const { createServer } = await import("node:http");
    const server = createServer((req, res) => {
      const name = decodeURIComponent(new URL(req.url ?? "/", "http://x").searchParams.get("name") ?? "Feed");
      res.writeHead(200, { "content-type": "text/calendar" }).end(SYNC_ICS(name, `${name} game`));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", () => resolve()));
    server.unref();
    const address = server.address() as { port: number };
    return `http://127.0.0.2:${address.port}`;
  })();
  return feedOrigin;
}
const feedUrlFor = async (name: string) => `${await feedServer()}/feed.ics?name=${encodeURIComponent(name)}`;

async function newSubscription(f: Fixture): Promise<string> {
  const name = f.remember(`League ${f.mark} ${f.unique("s")}`);
  const data = (await f.ownerGql("mutation ($url: String!, $name: String) { addCalendarSubscription(url: $url, name: $name) { id } }", {
    url: await feedUrlFor(name),
    name,
  })) as { addCalendarSubscription: { id: string } };
  return f.remember(data.addCalendarSubscription.id);
}
const subscriptions = new Map<string, Promise<string>>();
const subscriptionOf = (f: Fixture) => {
  if (!subscriptions.has(f.householdId)) subscriptions.set(f.householdId, newSubscription(f));
  return subscriptions.get(f.householdId)!;
};

/** A's holder goes through Google's consent (the stand-in answers at once): the code and state to finish with. */
async function googleConsent(f: Fixture): Promise<{ code: string; state: string }> {
  const { startGoogleCalendarConnect: url } = (await f.ownerGql("mutation { startGoogleCalendarConnect }")) as { startGoogleCalendarConnect: string };
  const consent = await fetch(url, { redirect: "manual" });
  const back = new URL(consent.headers.get("location")!);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! };
}
/** A connected to Google, with the family calendar chosen. */
async function googleConnected(f: Fixture): Promise<void> {
  const { googleCalendarConnection: c } = (await f.ownerGql("{ googleCalendarConnection { connected calendarId } }")) as {
    googleCalendarConnection: { connected: boolean; calendarId: string | null };
  };
  if (!c.connected) {
    const { code, state } = await googleConsent(f);
    await f.ownerGql("mutation ($code: String!, $state: String!) { completeGoogleCalendarConnect(code: $code, state: $state) { connected } }", { code, state });
  }
  if (!c.calendarId) await f.ownerGql("mutation ($id: String!) { chooseGoogleCalendar(calendarId: $id) { calendarId } }", { id: FAMILY_GOOGLE_CALENDAR });
}
const GOOGLE_CONNECTION = "configured connected email canManage calendarId calendarSummary lastSyncedAt lastCheckedAt lastOk lastMessage";

entries.push(
  {
    operation: "Query.calendarSubscriptions",
    access: "signedIn",
    note: "the caller's own household's subscriptions, never A's",
    call: async (f) => {
      await subscriptionOf(f);
      return { query: "{ calendarSubscriptions { id url name lastRefreshedAt lastOk lastMessage eventCount } }" };
    },
  },
  {
    operation: "Mutation.importCalendarFile",
    access: "signedIn",
    note: "imports into the caller's own household",
    call: (f) => ({
      query: "mutation ($name: String!, $ics: String!) { importCalendarFile(name: $name, ics: $ics) { added updated total skipped } }",
      variables: { name: f.unique("school.ics"), ics: SYNC_ICS(f.unique("School"), "Picture day") },
    }),
  },
  {
    operation: "Mutation.addCalendarSubscription",
    access: "signedIn",
    note: "subscribes the caller's own household",
    call: async (f) => {
      const name = f.unique("Own league");
      return {
        query: "mutation ($url: String!, $name: String) { addCalendarSubscription(url: $url, name: $name) { id name eventCount } }",
        variables: { url: await feedUrlFor(name), name },
      };
    },
  },
  {
    operation: "Mutation.refreshCalendarSubscription",
    access: "household",
    call: async (f) => ({
      query: "mutation ($id: ID!) { refreshCalendarSubscription(id: $id) { id name url lastOk eventCount } }",
      variables: { id: await subscriptionOf(f) },
    }),
  },
  {
    operation: "Mutation.removeCalendarSubscription",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { removeCalendarSubscription(id: $id) }", variables: { id: await newSubscription(f) } }),
  },
  {
    operation: "Subscription.calendarSyncChanged",
    access: "signedIn",
    note: "the caller's own household's imports, subscriptions and Google sync",
    call: () => ({ query: "subscription ($since: Int) { calendarSyncChanged(since: $since) { sequence type sourceClientId } }", variables: { since: 0 } }),
    trigger: (f) =>
      f.ownerGql("mutation ($name: String!, $ics: String!) { importCalendarFile(name: $name, ics: $ics) { added } }", {
        name: f.unique("trigger.ics"),
        ics: SYNC_ICS(f.unique("Trigger"), f.unique("Trigger event")),
      }),
  },
  {
    operation: "Query.googleCalendarConnection",
    access: "signedIn",
    note: "the caller's own household's connection (tokens are never part of it)",
    call: async (f) => {
      await googleConnected(f);
      return { query: `{ googleCalendarConnection { ${GOOGLE_CONNECTION} } }` };
    },
  },
  {
    operation: "Query.googleCalendars",
    access: "signedIn",
    note: "the calendars of the caller's own household's Google account (others are not connected: a 400)",
    call: async (f) => {
      await googleConnected(f);
      return { query: "{ googleCalendars { id summary primary } }" };
    },
  },
  {
    operation: "Mutation.startGoogleCalendarConnect",
    access: "signedIn",
    note: "a consent address for the caller's own household and account",
    call: () => ({ query: "mutation { startGoogleCalendarConnect }" }),
  },
  {
    operation: "Mutation.completeGoogleCalendarConnect",
    access: "signedIn",
    note: "plays A's holder's code and state: a state is bound to its account, so anyone else gets a 404",
    call: async (f) => ({
      query: `mutation ($code: String!, $state: String!) { completeGoogleCalendarConnect(code: $code, state: $state) { ${GOOGLE_CONNECTION} } }`,
      variables: await googleConsent(f),
    }),
  },
  {
    operation: "Mutation.chooseGoogleCalendar",
    access: "signedIn",
    note: "changes the caller's own household's connection (others are not connected: a 400)",
    call: async (f) => {
      await googleConnected(f);
      return { query: `mutation ($id: String!) { chooseGoogleCalendar(calendarId: $id) { ${GOOGLE_CONNECTION} } }`, variables: { id: FAMILY_GOOGLE_CALENDAR } };
    },
  },
  {
    operation: "Mutation.syncGoogleCalendar",
    access: "signedIn",
    note: "syncs the caller's own household",
    call: async (f) => {
      await googleConnected(f);
      return { query: `mutation { syncGoogleCalendar { ${GOOGLE_CONNECTION} } }` };
    },
  },
  {
    operation: "Mutation.disconnectGoogleCalendar",
    access: "signedIn",
    note: "disconnects the caller's own household (A's family member may not: A's holder connected it)",
    call: async (f) => {
      await googleConnected(f);
      return { query: "mutation { disconnectGoogleCalendar }" };
    },
  },
);

const SETTINGS = "timeZone overlays { layer on } members { memberId name colour }";

/** The calendar screen's reads and the household's calendar settings (calendar-view.resolver.ts). */
entries.push(
  {
    operation: "Query.calendarView",
    access: "signedIn",
    note: "the caller's own household's days and overlays; naming A's family member must not reveal A's events",
    call: async (f) => {
      await seriesOf(f);
      return {
        query:
          "query ($memberId: ID) { calendarView(from: \"2026-12-01\", to: \"2027-01-15\", memberId: $memberId, deviceTimeZone: \"Europe/London\") { timeZone occurrences { eventId title location notes memberIds startDate } overlays { layer id title } } }",
        variables: { memberId: f.familyMemberId },
      };
    },
  },
  {
    operation: "Query.calendarEvent",
    access: "household",
    call: async (f) => ({ query: `query ($id: ID!) { calendarEvent(id: $id) { ${EVENT} reminders } }`, variables: { id: await seriesOf(f) } }),
  },
  {
    operation: "Query.calendarSettings",
    access: "signedIn",
    note: "the caller's own household's zone, layers and member colours (never A's members' names)",
    call: () => ({ query: `{ calendarSettings { ${SETTINGS} } }` }),
  },
  {
    operation: "Mutation.setCalendarTimeZone",
    access: "signedIn",
    deniedAlso: ["member"],
    note: "the caller's own household's zone; account holders only",
    call: () => ({ query: `mutation { setCalendarTimeZone(timeZone: "Europe/London") { ${SETTINGS} } }` }),
  },
  {
    operation: "Mutation.switchCalendarOverlay",
    access: "signedIn",
    deniedAlso: ["member"],
    note: "the caller's own household's layers; account holders only",
    call: () => ({ query: `mutation { switchCalendarOverlay(layer: "chores", on: true) { ${SETTINGS} } }` }),
  },
  {
    operation: "Mutation.setCalendarMemberColour",
    access: "owner",
    note: "a colour for A's family member: only A's account holder; anyone else is told the member is not found",
    call: (f) => ({
      query: `mutation ($memberId: ID!) { setCalendarMemberColour(memberId: $memberId, colour: "#00897b") { ${SETTINGS} } }`,
      variables: { memberId: f.familyMemberId },
    }),
  },
);
