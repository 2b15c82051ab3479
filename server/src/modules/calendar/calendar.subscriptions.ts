import { randomUUID } from "node:crypto";
import type { EntityManager } from "../../core/database.js";
import { badRequest, notFound } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import { safeFetch, SafeFetchError } from "../../core/safe-fetch.js";
import type { TokenClaims } from "../../core/tokens.js";
import { isTimeZone } from "../../core/zoned-time.js";
import { planImport, planRemoveSource } from "./calendar-sync.decider.js";
import { calendarSyncStream, evolveSync, initialSyncState, type CalendarSyncEvent } from "./calendar-sync.events.js";
import { calendarStream, evolveCalendar, initialCalendarState } from "./calendar.events.js";
import { IcsParseError, parseIcs, type ParsedCalendar } from "./calendar.import.js";
import { CalendarEventSourceEntity, CalendarSubscriptionEntity, type CalendarEventSourceRow } from "./projections/calendar-sync.read-model.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SUBSCRIPTION_NOT_FOUND = "Calendar subscription not found";
/** A subscribed calendar is fetched again after this long. */
export const SUBSCRIPTION_REFRESH_MS = 60 * 60_000;
/** How often each instance looks for subscriptions due a refresh. */
export const SUBSCRIPTION_CHECK_MS = 5 * 60_000;
/** A claim left unfinished this long died with its instance; another may take it over. */
const STALE_CLAIM_MS = 10 * 60_000;
/** Feeds and files larger than this are refused. */
export const MAX_ICS_BYTES = 5 * 1024 * 1024;

export interface CalendarSubscriptionView {
  id: string;
  url: string;
  name: string;
  createdAt: string;
  lastRefreshedAt: string | null;
  lastOk: boolean | null;
  lastMessage: string | null;
  eventCount: number;
}

export interface ImportResult {
  added: number;
  updated: number;
  removed: number;
  total: number;
  skipped: number;
}

/**
 * One run at a time across instances, through the database (as the pantry expiry job): a key is claimed
 * by one atomic upsert that succeeds only when nobody holds it, or its holder finished or went quiet.
 */
export function createClaims(core: CoreServices) {
  return {
    async claim(key: string): Promise<boolean> {
      const now = core.now();
      const rows = await core.db.em().execute<{ key: string }[]>(
        `insert into calendar_sync_claims (key, started_at, finished_at) values (?, ?, null)
         on conflict (key) do update set started_at = excluded.started_at, finished_at = null
           where calendar_sync_claims.finished_at is not null or calendar_sync_claims.started_at < ?
         returning key`,
        [key, now, new Date(now.getTime() - STALE_CLAIM_MS)],
      );
      return rows.length > 0;
    },
    async release(key: string): Promise<void> {
      await core.db.em().execute("update calendar_sync_claims set finished_at = ? where key = ?", [core.now(), key]);
    },
  };
}
export type Claims = ReturnType<typeof createClaims>;

const view = (r: {
  id: string;
  url: string;
  name: string;
  createdAt: Date;
  lastRefreshedAt: Date | null;
  lastOk: boolean | null;
  lastMessage: string | null;
  eventCount: number;
}): CalendarSubscriptionView => ({
  id: r.id,
  url: r.url,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  lastRefreshedAt: r.lastRefreshedAt?.toISOString() ?? null,
  lastOk: r.lastOk,
  lastMessage: r.lastMessage,
  eventCount: Number(r.eventCount),
});

/** The address as fetched: webcal:// is the same feed over https. */
export function feedUrl(raw: string): string {
  const trimmed = raw.trim();
  return /^webcals?:\/\//i.test(trimmed) ? trimmed.replace(/^webcals?:\/\//i, "https://") : trimmed;
}

/** .ics import and URL subscriptions: imported events are read-only and carry their source. */
export function createCalendarSyncIn(core: CoreServices, claims: Claims) {
  const zoneOr = (zone: string | null | undefined) => (zone && isTimeZone(zone) ? zone : "UTC");

  async function fetchFeed(url: string, zone: string): Promise<ParsedCalendar> {
    const result = await safeFetch(feedUrl(url), {
      maxBytes: MAX_ICS_BYTES,
      timeoutMs: 15_000,
      allowAddresses: core.fetchAllowAddresses,
      headers: { accept: "text/calendar, text/plain;q=0.8, */*;q=0.5", "user-agent": "HearthBot/1.0 (+calendar subscription)" },
    });
    return parseIcs(result.text(), zone);
  }

  const problem = (error: unknown): string =>
    error instanceof SafeFetchError || error instanceof IcsParseError ? error.message : "The calendar could not be read";

  async function inBothStreams<R>(
    meta: { householdId: string; actorId: string | null; ctx?: RequestContext },
    work: (tx: EventTransaction, calendar: Awaited<ReturnType<typeof loadBoth>>) => Promise<R>,
  ): Promise<R> {
    return core.store.execute(
      {
        householdId: meta.householdId,
        actorId: meta.actorId,
        now: core.now(),
        clientId: meta.ctx?.clientId ?? null,
        correlationId: meta.ctx?.requestId ?? `calendar-sync-${randomUUID()}`,
        idempotencyKey: meta.ctx?.idempotencyKey ?? null,
      },
      async (tx) => work(tx, await loadBoth(tx, meta.householdId)),
    );
  }

  async function loadBoth(tx: EventTransaction, householdId: string) {
    const cal = await tx.load(calendarStream(householdId), evolveCalendar, initialCalendarState);
    const sync = await tx.load(calendarSyncStream(householdId), evolveSync, initialSyncState);
    return { cal, sync };
  }

  async function subscriptionRow(em: EntityManager, householdId: string, id: string) {
    const row = await em.findOne(CalendarSubscriptionEntity, { id, householdId }, { disableIdentityMap: true });
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return view(row);
  }

  async function refresh(householdId: string, subscriptionId: string, ctx?: RequestContext, actorId: string | null = null): Promise<CalendarSubscriptionView> {
    const sub = (await core.db.em().findOne(CalendarSubscriptionEntity, { id: subscriptionId, householdId }, { disableIdentityMap: true })) ?? null;
    if (!sub) throw notFound(SUBSCRIPTION_NOT_FOUND);
    let parsed: ParsedCalendar | null = null;
    let message: string | null = null;
    try {
      parsed = await fetchFeed(sub.url, sub.timeZone);
    } catch (error) {
      message = problem(error);
    }
    return inBothStreams({ householdId, actorId, ctx }, async (tx, { cal, sync }) => {
      const s = sync.state.subscriptions[subscriptionId];
      if (!s || s.removed) throw notFound(SUBSCRIPTION_NOT_FOUND);
      let refreshed: CalendarSyncEvent;
      if (parsed) {
        const plan = planImport(cal.state, `url:${subscriptionId}`, { kind: "url", subscriptionId, name: s.name }, parsed.events, true);
        await tx.append(calendarStream(householdId), cal.version, plan.events);
        refreshed = {
          type: "CalendarSubscriptionRefreshed",
          data: { subscriptionId, ok: true, message: null, added: plan.added, updated: plan.updated, removed: plan.removed, total: parsed.events.length },
        };
      } else {
        refreshed = { type: "CalendarSubscriptionRefreshed", data: { subscriptionId, ok: false, message, added: 0, updated: 0, removed: 0, total: 0 } };
      }
      await tx.append(calendarSyncStream(householdId), sync.version, [refreshed]);
      return subscriptionRow(tx.em, householdId, subscriptionId);
    });
  }

  const subscriptionId = (id: string) => {
    if (!UUID.test(id)) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return id.toLowerCase();
  };

  async function runDue(): Promise<number> {
    const due = await core.db
      .em()
      .execute<{ id: string; household_id: string }[]>(
        "select id, household_id from calendar_subscriptions where last_refreshed_at is null or last_refreshed_at < ? order by last_refreshed_at nulls first limit 50",
        [new Date(core.now().getTime() - SUBSCRIPTION_REFRESH_MS)],
      );
    let done = 0;
    for (const { id, household_id: householdId } of due) {
      const key = `subscription:${id}`;
      if (!(await claims.claim(key))) continue;
      try {
        await refresh(householdId, id);
        done += 1;
      } catch (error) {
        core.logger.warn({ err: error, subscriptionId: id }, "calendar subscription refresh failed");
      } finally {
        await claims.release(key);
      }
    }
    return done;
  }

  return {
    async subscriptions(householdId: string): Promise<CalendarSubscriptionView[]> {
      const rows = await core.db.em().find(CalendarSubscriptionEntity, { householdId }, { orderBy: { createdAt: "asc" }, disableIdentityMap: true });
      return rows.map(view);
    },

    /** Imported events' sources by event id (imported events are read-only). */
    async sources(householdId: string): Promise<Map<string, CalendarEventSourceRow>> {
      const rows = await core.db.em().find(CalendarEventSourceEntity, { householdId }, { disableIdentityMap: true });
      return new Map(rows.map((r) => [r.eventId, r]));
    },

    /** Imports an .ics file's events; the same file again updates them (matched by UID) instead of adding copies. */
    async importFile(ctx: RequestContext, auth: TokenClaims, input: { name: string; ics: string; timeZone: string | null }): Promise<ImportResult> {
      if (Buffer.byteLength(input.ics) > MAX_ICS_BYTES) throw badRequest("The file is larger than 5 MB");
      let parsed: ParsedCalendar;
      try {
        parsed = parseIcs(input.ics, zoneOr(input.timeZone));
      } catch (error) {
        throw badRequest(problem(error));
      }
      if (parsed.events.length === 0) throw badRequest("The file has no events Hearth can import");
      const name = input.name.trim().slice(0, 120) || parsed.name || "Imported calendar";
      return inBothStreams({ householdId: auth.householdId, actorId: auth.userId, ctx }, async (tx, { cal, sync }) => {
        const plan = planImport(cal.state, `file:${auth.householdId}`, { kind: "file", subscriptionId: null, name }, parsed.events, false);
        await tx.append(calendarStream(auth.householdId), cal.version, plan.events);
        const result = { added: plan.added, updated: plan.updated, removed: 0, total: parsed.events.length, skipped: parsed.skipped };
        await tx.append(calendarSyncStream(auth.householdId), sync.version, [
          { type: "CalendarFileImported", data: { importId: randomUUID(), name, added: result.added, updated: result.updated, total: result.total, skipped: result.skipped } },
        ]);
        return result;
      });
    },

    /** Subscribes to an .ics URL: it is fetched now (a feed that cannot be read is refused), then every hour. */
    async addSubscription(ctx: RequestContext, auth: TokenClaims, input: { url: string; name: string | null; timeZone: string | null }) {
      const url = feedUrl(input.url);
      const zone = zoneOr(input.timeZone);
      let parsed: ParsedCalendar;
      try {
        parsed = await fetchFeed(url, zone);
      } catch (error) {
        throw badRequest(problem(error));
      }
      const id = randomUUID();
      const name = (input.name?.trim() || parsed.name || new URL(url).hostname).slice(0, 120);
      return inBothStreams({ householdId: auth.householdId, actorId: auth.userId, ctx }, async (tx, { cal, sync }) => {
        if (Object.values(sync.state.subscriptions).some((s) => !s.removed && s.url === url)) throw badRequest("This household already subscribes to that address");
        if (Object.values(sync.state.subscriptions).filter((s) => !s.removed).length >= 20) throw badRequest("A household can subscribe to at most 20 calendars");
        const plan = planImport(cal.state, `url:${id}`, { kind: "url", subscriptionId: id, name }, parsed.events, true);
        await tx.append(calendarStream(auth.householdId), cal.version, plan.events);
        await tx.append(calendarSyncStream(auth.householdId), sync.version, [
          { type: "CalendarSubscriptionAdded", data: { subscriptionId: id, url, name, timeZone: zone } },
          {
            type: "CalendarSubscriptionRefreshed",
            data: { subscriptionId: id, ok: true, message: null, added: plan.added, updated: 0, removed: 0, total: parsed.events.length },
          },
        ]);
        return subscriptionRow(tx.em, auth.householdId, id);
      });
    },

    /** Fetches a subscription now (one refresh of it at a time across instances). */
    async refreshNow(ctx: RequestContext, auth: TokenClaims, id: string): Promise<CalendarSubscriptionView> {
      const sid = subscriptionId(id);
      const row = await core.db.em().findOne(CalendarSubscriptionEntity, { id: sid, householdId: auth.householdId }, { disableIdentityMap: true });
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
      const key = `subscription:${sid}`;
      if (!(await claims.claim(key))) return view(row);
      try {
        return await refresh(auth.householdId, sid, { ...ctx, idempotencyKey: null }, auth.userId);
      } finally {
        await claims.release(key);
      }
    },

    /** Unsubscribes: the subscription's events leave the calendar. */
    async removeSubscription(ctx: RequestContext, auth: TokenClaims, id: string): Promise<string> {
      const sid = subscriptionId(id);
      return inBothStreams({ householdId: auth.householdId, actorId: auth.userId, ctx }, async (tx, { cal, sync }) => {
        const s = sync.state.subscriptions[sid];
        if (!s || s.removed) throw notFound(SUBSCRIPTION_NOT_FOUND);
        const deletions = planRemoveSource(cal.state, sid);
        await tx.append(calendarStream(auth.householdId), cal.version, deletions);
        await tx.append(calendarSyncStream(auth.householdId), sync.version, [
          { type: "CalendarSubscriptionRemoved", data: { subscriptionId: sid, removed: deletions.length } },
        ]);
        return sid;
      });
    },

    refresh,
    runDue,
  };
}

export type CalendarSyncIn = ReturnType<typeof createCalendarSyncIn>;
