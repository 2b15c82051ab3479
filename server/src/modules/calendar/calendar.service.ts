import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { EntityManager } from "../../core/database.js";
import { forbidden, notFound } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { HouseholdsService } from "../households/index.js";
import { decide, EVENT_NOT_FOUND, FEED_NOT_FOUND, type CalendarCommand } from "./calendar.decider.js";
import { calendarStream, evolveCalendar, initialCalendarState, type CalendarEventFields, type OccurrenceOverride } from "./calendar.events.js";
import { icsOf } from "./calendar.ics.js";
import { occurrenceStarts } from "./calendar.recurrence.js";
import { CalendarEventEntity, CalendarFeedEntity, type CalendarEventRow } from "./projections/calendar.read-model.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ONLY_HOLDER_CALENDAR = "Only the account holder can manage calendar feeds";

export interface CalendarEventView extends CalendarEventFields {
  id: string;
  exceptions: { occurrenceStart: string; cancelled: boolean; override: OccurrenceOverride | null }[];
  revision: number;
}

/** One occurrence on screen: a single event, or one of a series (its own change applied). */
export interface CalendarOccurrenceView {
  eventId: string;
  occurrenceStart: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  location: string | null;
  notes: string | null;
  memberIds: string[];
  /** The series' reminders, minutes before the start (devices show them; the .ics feed carries them as alarms). */
  reminders: number[];
  recurring: boolean;
  changed: boolean;
}

export interface CalendarFeedView {
  id: string;
  memberId: string | null;
  createdAt: string;
  /** Only in the answer that created the feed: the subscription URL (the secret is never stored). */
  url: string | null;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

function view(row: CalendarEventRow): CalendarEventView {
  return {
    ...row.fields,
    id: row.id,
    exceptions: Object.entries(row.exceptions).map(([occurrenceStart, v]) => ({
      occurrenceStart,
      cancelled: v === "cancelled",
      override: v === "cancelled" ? null : v,
    })),
    revision: Number(row.revision),
  };
}

/** The family calendar: events, series with one-off changes, and iCalendar feeds. */
export function createCalendarService(core: CoreServices, households: HouseholdsService) {
  const activeMemberIds = async (householdId: string) => (await households.familyMembers(householdId)).filter((m) => m.isActive).map((m) => m.id);

  async function run<R>(ctx: RequestContext, auth: TokenClaims, command: CalendarCommand, answer: (em: EntityManager) => Promise<R>): Promise<R> {
    return core.store.execute(
      {
        householdId: auth.householdId,
        actorId: auth.userId,
        now: core.now(),
        clientId: ctx.clientId,
        correlationId: ctx.requestId,
        idempotencyKey: ctx.idempotencyKey,
      },
      async (tx) => {
        const stream = calendarStream(auth.householdId);
        const { state, version } = await tx.load(stream, evolveCalendar, initialCalendarState);
        await tx.append(stream, version, decide(state, command));
        return answer(tx.em);
      },
    );
  }

  const eventId = (id: string) => {
    if (!UUID.test(id)) throw notFound(EVENT_NOT_FOUND);
    return id.toLowerCase();
  };

  async function event(householdId: string, id: string, em: EntityManager = core.db.em()): Promise<CalendarEventView> {
    const row = await em.findOne(CalendarEventEntity, { id, householdId }, { disableIdentityMap: true });
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return view(row);
  }

  const service = {
    async events(householdId: string): Promise<CalendarEventView[]> {
      const rows = await core.db.em().find(CalendarEventEntity, { householdId }, { orderBy: { createdAt: "asc" }, disableIdentityMap: true });
      return rows.map(view);
    },

    event: (householdId: string, id: string) => event(householdId, eventId(id)),

    /** Occurrences within [from, to), series expanded in their own zone, one-off changes applied; by member when given. */
    async occurrences(householdId: string, from: Date, to: Date, memberId?: string | null): Promise<CalendarOccurrenceView[]> {
      const rows = await core.db.em().find(CalendarEventEntity, { householdId }, { disableIdentityMap: true });
      const out: CalendarOccurrenceView[] = [];
      for (const row of rows) {
        const f = row.fields;
        if (memberId && !f.memberIds.includes(memberId)) continue;
        const duration = Date.parse(f.end) - Date.parse(f.start);
        for (const start of occurrenceStarts(f, from, to)) {
          const exception = row.exceptions[start];
          if (exception === "cancelled") continue;
          out.push({
            eventId: row.id,
            occurrenceStart: start,
            title: exception?.title ?? f.title,
            start: exception?.start ?? start,
            end: exception?.end ?? new Date(Date.parse(start) + duration).toISOString(),
            allDay: f.allDay,
            location: exception ? exception.location : f.location,
            notes: exception ? exception.notes : f.notes,
            memberIds: f.memberIds,
            reminders: f.reminders,
            recurring: f.rrule !== null,
            changed: Boolean(exception),
          });
        }
      }
      return out.sort((a, b) => a.start.localeCompare(b.start));
    },

    syncPoint: (householdId: string) => core.store.headOf(householdId),

    async createEvent(ctx: RequestContext, auth: TokenClaims, input: { id?: string; fields: CalendarEventFields }) {
      const id = input.id ?? randomUUID();
      const members = await activeMemberIds(auth.householdId);
      return run(ctx, auth, { type: "CreateCalendarEvent", eventId: id, fields: input.fields, activeMemberIds: members }, (em) => event(auth.householdId, id, em));
    },

    async updateEvent(ctx: RequestContext, auth: TokenClaims, id: string, fields: CalendarEventFields) {
      const eid = eventId(id);
      const members = await activeMemberIds(auth.householdId);
      return run(ctx, auth, { type: "UpdateCalendarEvent", eventId: eid, fields, activeMemberIds: members }, (em) => event(auth.householdId, eid, em));
    },

    async changeOccurrence(ctx: RequestContext, auth: TokenClaims, id: string, occurrenceStart: string, override: OccurrenceOverride) {
      const eid = eventId(id);
      return run(ctx, auth, { type: "ChangeOccurrence", eventId: eid, occurrenceStart, override }, (em) => event(auth.householdId, eid, em));
    },

    async cancelOccurrence(ctx: RequestContext, auth: TokenClaims, id: string, occurrenceStart: string) {
      const eid = eventId(id);
      return run(ctx, auth, { type: "CancelOccurrence", eventId: eid, occurrenceStart }, (em) => event(auth.householdId, eid, em));
    },

    async deleteEvent(ctx: RequestContext, auth: TokenClaims, id: string) {
      const eid = eventId(id);
      return run(ctx, auth, { type: "DeleteCalendarEvent", eventId: eid }, async () => eid);
    },

    // ── iCalendar feeds ───────────────────────────────────────────────────────────────────────
    async feeds(householdId: string): Promise<CalendarFeedView[]> {
      const rows = await core.db.em().find(CalendarFeedEntity, { householdId, revoked: false }, { orderBy: { createdAt: "asc" } });
      return rows.map((r) => ({ id: r.id, memberId: r.memberId, createdAt: r.createdAt.toISOString(), url: null }));
    },

    /** A new feed of the whole household or of one member; its URL (with a 256-bit secret) is answered once. */
    async createFeed(ctx: RequestContext, auth: TokenClaims, memberId: string | null): Promise<CalendarFeedView> {
      if (auth.accountType !== "accountHolder") throw forbidden(ONLY_HOLDER_CALENDAR);
      const feedId = randomUUID();
      const token = randomBytes(32).toString("base64url");
      const members = await activeMemberIds(auth.householdId);
      return run(ctx, auth, { type: "CreateCalendarFeed", feedId, tokenHash: hash(token), memberId, activeMemberIds: members }, async () => ({
        id: feedId,
        memberId,
        createdAt: core.now().toISOString(),
        url: `${core.appUrl()}/api/calendar/feeds/${token}.ics`,
      }));
    },

    async revokeFeed(ctx: RequestContext, auth: TokenClaims, feedId: string): Promise<string> {
      if (auth.accountType !== "accountHolder") throw forbidden(ONLY_HOLDER_CALENDAR);
      if (!UUID.test(feedId)) throw notFound(FEED_NOT_FOUND);
      return run(ctx, auth, { type: "RevokeCalendarFeed", feedId: feedId.toLowerCase() }, async () => feedId.toLowerCase());
    },

    /** The .ics text of a feed by its secret token; null for an unknown or revoked token. */
    async feedIcs(token: string): Promise<string | null> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const em = core.db.em();
      const feed = await em.findOne(CalendarFeedEntity, { tokenHash: hash(token), revoked: false });
      if (!feed) return null;
      const rows = await em.find(CalendarEventEntity, { householdId: feed.householdId }, { orderBy: { createdAt: "asc" }, disableIdentityMap: true });
      const chosen = feed.memberId ? rows.filter((r) => r.fields.memberIds.includes(feed.memberId!)) : rows;
      return icsOf("Hearth family calendar", chosen);
    },
  };
  return service;
}

export type CalendarService = ReturnType<typeof createCalendarService>;
