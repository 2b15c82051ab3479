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
