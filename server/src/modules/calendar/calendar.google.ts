import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { GoogleCalendarConfig } from "../../config.js";
import { badRequest, forbidden, notFound } from "../../core/errors.js";
import { isSealed, open, seal, SecretBoxError } from "../../core/secret-box.js";
import type { EntityManager } from "../../core/database.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { reconcileEvent, resolveOccurrenceConflict, resolveSyncConflict, stableJson, type SyncAction } from "./calendar-sync.decider.js";
import { calendarSyncStream, evolveSync, initialSyncState, type CalendarSyncEvent } from "./calendar-sync.events.js";
import { calendarStream, evolveCalendar, initialCalendarState, type CalendarEvent, type CalendarEventFields, type CalendarState, type OccurrenceOverride } from "./calendar.events.js";
import { exdateInstants } from "./calendar.import.js";
import type { Claims } from "./calendar.subscriptions.js";
import { eventFieldsSchema } from "./calendar.validation.js";
import { CalendarEventEntity, type CalendarEventRow } from "./projections/calendar.read-model.js";
import { GoogleConnectionEntity } from "./projections/calendar-sync.read-model.js";

/**
 * Two-way sync of the household calendar with one Google calendar (Calendar API v3, OAuth 2
 * authorization code flow with `state`). Tokens stay in `calendar_google_tokens`, sealed at rest
 * (core/secret-box.ts), and never leave the server. A sync (one per household at a time across
 * instances, `calendar_sync_claims`):
 *  1. pulls what changed on Google since the stored sync token (a 410 Gone drops it: full listing);
 *  2. decides each linked event with `resolveSyncConflict` (calendar-sync.decider.ts: last modified
 *     wins per event, Hearth's last change time against Google's `updated`; the etag says whether Google
 *     changed since the last sync), and applies Google's side in one transaction;
 *     Each occurrence Google lists as an instance is decided on its own (`resolveOccurrenceConflict`,
 *     `calendar_google_instances`), the same rule per occurrence;
 *  3. pushes Hearth's side: inserts for new events, patches for changed series, deletes for deleted ones,
 *     then each occurrence whose one-off change differs from the last synced one as Google's instance
 *     (`<seriesId>_<original start>`: PATCH, or DELETE when cancelled), storing each answer's etag so the
 *     change is not pulled back as Google's.
 * Imported (read-only) events are never sent to Google.
 */

export const GOOGLE_NOT_CONFIGURED = "Google Calendar sync is not set up on this server";
export const GOOGLE_NOT_CONNECTED = "Connect a Google account first";
export const GOOGLE_TOKENS_UNREADABLE = "The stored Google connection can no longer be read on this server: connect the account again";
const STATE_TTL_MS = 10 * 60_000;
/** A full pull-and-push at least this often, besides the ones after Hearth's changes. */
export const GOOGLE_SYNC_PERIOD_MS = 5 * 60_000;
/** How often each instance looks for households with Hearth changes to send (or a period due). */
export const GOOGLE_SYNC_CHECK_MS = 20_000;
const SCOPE = "openid email https://www.googleapis.com/auth/calendar";

export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type GoogleTime = { date?: string; dateTime?: string; timeZone?: string };
export interface GoogleEvent {
  id: string;
  etag?: string;
  status?: string;
  updated?: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: GoogleTime;
  extendedProperties?: { private?: Record<string, string> };
}

/** The few Calendar API and OAuth calls the sync needs (plain fetch: the endpoints are configuration, not user input). */
export function googleClient(config: GoogleCalendarConfig) {
  async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(config.apiUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    if (!res.ok) throw new GoogleApiError(res.status, `Google Calendar answered ${res.status}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  async function token(params: Record<string, string>) {
    const res = await fetch(config.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...params }).toString(),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; refresh_token?: string; id_token?: string; error?: string };
    if (!res.ok || !body.access_token) throw new GoogleApiError(res.status, body.error === "invalid_grant" ? "Google refused access: connect the account again" : "Google's sign-in did not answer a token");
    return body as { access_token: string; expires_in?: number; refresh_token?: string; id_token?: string };
  }
  const cal = (id: string) => `/calendars/${encodeURIComponent(id)}`;
  return {
    token,
    calendars: (t: string) =>
      call<{ items?: { id: string; summary?: string; primary?: boolean; accessRole?: string; timeZone?: string }[] }>(t, "GET", "/users/me/calendarList"),
    /** Every page of a listing; with a sync token only what changed since (410 when it expired). */
    async list(t: string, calendarId: string, syncToken: string | null): Promise<{ items: GoogleEvent[]; nextSyncToken: string | null; timeZone: string | null }> {
      const items: GoogleEvent[] = [];
      let pageToken: string | null = null;
      let timeZone: string | null = null;
      for (let page = 0; page < 100; page++) {
        const q = new URLSearchParams({ maxResults: "250", showDeleted: "true" });
        if (syncToken) q.set("syncToken", syncToken);
        if (pageToken) q.set("pageToken", pageToken);
        const answer: { items?: GoogleEvent[]; nextPageToken?: string; nextSyncToken?: string; timeZone?: string } = await call(t, "GET", `${cal(calendarId)}/events?${q}`);
        items.push(...(answer.items ?? []));
        timeZone = answer.timeZone ?? timeZone;
        if (answer.nextPageToken) {
          pageToken = answer.nextPageToken;
          continue;
        }
        return { items, nextSyncToken: answer.nextSyncToken ?? null, timeZone };
      }
      throw new GoogleApiError(500, "Google Calendar listed too many pages");
    },
    insert: (t: string, calendarId: string, body: object) => call<GoogleEvent>(t, "POST", `${cal(calendarId)}/events`, body),
    patch: (t: string, calendarId: string, id: string, body: object) => call<GoogleEvent>(t, "PATCH", `${cal(calendarId)}/events/${encodeURIComponent(id)}`, body),
    async remove(t: string, calendarId: string, id: string): Promise<void> {
      try {
        await call(t, "DELETE", `${cal(calendarId)}/events/${encodeURIComponent(id)}`);
      } catch (error) {
        // Already gone there: that is what we wanted.
        if (!(error instanceof GoogleApiError && (error.status === 404 || error.status === 410))) throw error;
      }
    },
  };
}

// ── Mapping ───────────────────────────────────────────────────────────────────────────────────────

const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** Hearth's event as a Google event body (its id kept in a private extended property). */
export function toGoogle(row: Pick<CalendarEventRow, "id" | "fields" | "exceptions">): object {
  const f = row.fields;
  const time = (iso: string): GoogleTime => (f.allDay ? { date: iso.slice(0, 10) } : { dateTime: iso, timeZone: f.timeZone });
  const endDate = f.end.slice(0, 10) <= f.start.slice(0, 10) ? dayAfter(f.start.slice(0, 10)) : f.end.slice(0, 10);
  const cancelled = Object.entries(row.exceptions)
    .filter(([, v]) => v === "cancelled")
    .map(([at]) => at)
    .sort();
  const recurrence = f.rrule
    ? [
        `RRULE:${f.rrule}`,
        ...(cancelled.length
          ? [f.allDay ? `EXDATE;VALUE=DATE:${cancelled.map((s) => s.slice(0, 10).replace(/-/g, "")).join(",")}` : `EXDATE:${cancelled.map(compact).join(",")}`]
          : []),
      ]
    : [];
  return {
    summary: f.title,
    description: f.notes ?? "",
    location: f.location ?? "",
    start: time(f.start),
    end: f.allDay ? { date: endDate } : time(f.end),
    recurrence,
    extendedProperties: { private: { hearthId: row.id } },
  };
}

const instantOfGoogle = (t: GoogleTime | undefined): string | null =>
  t?.date ? `${t.date}T00:00:00.000Z` : t?.dateTime && !Number.isNaN(Date.parse(t.dateTime)) ? new Date(t.dateTime).toISOString() : null;

/** A Google event as Hearth's fields and cancelled occurrences; members and reminders stay Hearth's own. */
export function fromGoogle(
  item: GoogleEvent,
  calendarZone: string | null,
  keep: Pick<CalendarEventFields, "memberIds" | "reminders" | "timeZone"> | null,
): { fields: CalendarEventFields; cancelled: string[] } | null {
  const start = instantOfGoogle(item.start);
  const end = instantOfGoogle(item.end) ?? start;
  if (!start || !end) return null;
  const zone = item.start?.timeZone ?? keep?.timeZone ?? calendarZone ?? "UTC";
  const rule = item.recurrence?.find((l) => /^RRULE:/i.test(l)) ?? null;
  const parsed = eventFieldsSchema.safeParse({
    title: item.summary?.trim().slice(0, 200) || "(No title)",
    allDay: Boolean(item.start?.date),
    start,
    end: Date.parse(end) < Date.parse(start) ? start : end,
    timeZone: zone,
    location: item.location?.slice(0, 300) ?? null,
    notes: item.description?.slice(0, 4000) ?? null,
    memberIds: keep?.memberIds ?? [],
    rrule: rule ? rule.replace(/^RRULE:/i, "") : null,
    reminders: keep?.reminders ?? [],
  });
  if (!parsed.success) {
    // A time zone Hearth does not know: keep the instants in UTC rather than lose the event.
    if (zone !== "UTC") return fromGoogle({ ...item, start: { ...item.start, timeZone: "UTC" } }, "UTC", keep && { ...keep, timeZone: "UTC" });
    return null;
  }
  const cancelled = (item.recurrence ?? []).filter((l) => /^EXDATE/i.test(l)).flatMap((l) => exdateInstants(l, zone));
  return { fields: parsed.data, cancelled };
}

/** Google's id of one occurrence of a series: `<seriesId>_<original start>` (UTC `YYYYMMDDTHHMMSSZ`, or `YYYYMMDD` all day). */
export function googleInstanceId(seriesGoogleId: string, occurrenceStart: string, allDay: boolean): string {
  return `${seriesGoogleId}_${allDay ? occurrenceStart.slice(0, 10).replace(/-/g, "") : compact(new Date(occurrenceStart).toISOString())}`;
}

/** Hearth's one-off change of an occurrence as the body of Google's instance. */
export function instanceToGoogle(series: Pick<CalendarEventFields, "allDay" | "timeZone">, o: OccurrenceOverride): object {
  const time = (iso: string): GoogleTime => (series.allDay ? { date: iso.slice(0, 10) } : { dateTime: iso, timeZone: series.timeZone });
  const endDate = o.end.slice(0, 10) <= o.start.slice(0, 10) ? dayAfter(o.start.slice(0, 10)) : o.end.slice(0, 10);
  return {
    summary: o.title,
    description: o.notes ?? "",
    location: o.location ?? "",
    start: time(o.start),
    end: series.allDay ? { date: endDate } : time(o.end),
  };
}

/** Google's changed instance as Hearth's one-off change of that occurrence. */
function overrideFromGoogle(item: GoogleEvent, occurrenceStart: string, seriesTitle: string): OccurrenceOverride {
  const start = instantOfGoogle(item.start) ?? occurrenceStart;
  const end = instantOfGoogle(item.end) ?? start;
  return {
    title: item.summary?.trim().slice(0, 200) || seriesTitle,
    start,
    end: Date.parse(end) < Date.parse(start) ? start : end,
    location: item.location?.slice(0, 300) || null,
    notes: item.description?.slice(0, 4000) || null,
  };
}

// ── The service ───────────────────────────────────────────────────────────────────────────────────

export interface GoogleConnectionView {
  configured: boolean;
  connected: boolean;
  email: string | null;
  connectedByUserId: string | null;
  calendarId: string | null;
  calendarSummary: string | null;
  lastSyncedAt: string | null;
  lastCheckedAt: string | null;
  lastOk: boolean | null;
  lastMessage: string | null;
}

interface LinkRow {
  event_id: string;
  google_id: string;
  etag: string | null;
  google_updated: Date | string | null;
  synced_revision: string | number;
}

interface TokenRow {
  access_token: string;
  refresh_token: string | null;
  expires_at: Date | string;
  sync_token: string | null;
  synced_at: Date | string | null;
}

const sha = (s: string) => createHash("sha256").update(s).digest("hex");
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface SyncOutcome {
  pulled: number;
  pushed: number;
  fullSync: boolean;
}

interface InstanceRow {
  event_id: string;
  occurrence_start: string;
  google_id: string;
  etag: string | null;
  google_updated: Date | string | null;
  hearth_value: string;
}

interface InstanceUpdate {
  eventId: string;
  occurrenceStart: string;
  googleId: string;
  etag: string | null;
  updated: string | null;
  /** `stableJson` of Hearth's one-off change of the occurrence as both sides now hold it. */
  hearthValue: string;
}

async function saveInstance(em: EntityManager, householdId: string, u: InstanceUpdate): Promise<void> {
  await em.execute(
    `insert into calendar_google_instances (household_id, event_id, occurrence_start, google_id, etag, google_updated, hearth_value) values (?, ?, ?, ?, ?, ?, ?)
     on conflict (household_id, event_id, occurrence_start) do update set google_id = excluded.google_id, etag = excluded.etag, google_updated = excluded.google_updated, hearth_value = excluded.hearth_value`,
    [householdId, u.eventId, u.occurrenceStart, u.googleId, u.etag, u.updated, u.hearthValue],
  );
}

/** Forgets an event's link to Google and its occurrences' (or, without an event, the household's). */
async function forgetLinks(em: EntityManager, householdId: string, eventId?: string): Promise<void> {
  const where = eventId ? "household_id = ? and event_id = ?" : "household_id = ?";
  const params = eventId ? [householdId, eventId] : [householdId];
  await em.execute(`delete from calendar_google_links where ${where}`, params);
  await em.execute(`delete from calendar_google_instances where ${where}`, params);
}

export function createGoogleCalendarSync(core: CoreServices, claims: Claims) {
  // Read on first use (the schema printer builds modules without a configuration).
  let made: { config: GoogleCalendarConfig; client: ReturnType<typeof googleClient> } | null | undefined;
  const setup = () => {
    if (made === undefined) {
      const config = core.config.googleCalendar;
      made = config ? { config, client: googleClient(config) } : null;
    }
    return made;
  };
  const redirectUri = () => `${core.appUrl()}/app/calendar`;

  const need = () => {
    const current = setup();
    if (!current) throw badRequest(GOOGLE_NOT_CONFIGURED);
    return current.client;
  };

  async function connectionView(householdId: string): Promise<GoogleConnectionView> {
    const em = core.db.em();
    const row = await em.findOne(GoogleConnectionEntity, { householdId }, { disableIdentityMap: true });
    const [tokens] = await em.execute<{ synced_at: Date | null }[]>("select synced_at from calendar_google_tokens where household_id = ?", [householdId]);
    return {
      configured: Boolean(setup()),
      connected: Boolean(row),
      email: row?.email ?? null,
      connectedByUserId: row?.userId ?? null,
      calendarId: row?.calendarId ?? null,
      calendarSummary: row?.calendarSummary ?? null,
      lastSyncedAt: row?.lastSyncedAt?.toISOString() ?? null,
      lastCheckedAt: iso(tokens?.synced_at ?? null),
      lastOk: row?.lastOk ?? null,
      lastMessage: row?.lastMessage ?? null,
    };
  }

  async function recordSync(householdId: string, actorId: string | null, event: CalendarSyncEvent | CalendarSyncEvent[], ctx?: RequestContext, extra?: (em: import("../../core/database.js").EntityManager) => Promise<void>) {
    await core.store.execute(
      {
        householdId,
        actorId,
        now: core.now(),
        clientId: ctx?.clientId ?? null,
        correlationId: ctx?.requestId ?? `google-calendar-${randomUUID()}`,
        idempotencyKey: ctx?.idempotencyKey ?? null,
      },
      async (tx) => {
        const { version } = await tx.load(calendarSyncStream(householdId), evolveSync, initialSyncState);
        await tx.append(calendarSyncStream(householdId), version, Array.isArray(event) ? event : [event]);
        await extra?.(tx.em);
      },
    );
  }

  /** The key sealing the household's OAuth tokens at rest (bootstrap sets it: GOOGLE_TOKEN_KEY or derived). */
  const tokenKey = (): Buffer => {
    const key = setup()?.config.tokenKey;
    if (!key) throw new Error("Google Calendar token key missing (bootstrap derives it from the token secret)");
    return key;
  };
  const sealToken = (householdId: string, kind: "access" | "refresh", value: string) => seal(tokenKey(), value, `${householdId}:google-${kind}`);
  const openToken = (householdId: string, kind: "access" | "refresh", value: string) => {
    try {
      return open(tokenKey(), value, `${householdId}:google-${kind}`);
    } catch (error) {
      // Sealed under another key (GOOGLE_TOKEN_KEY or TOKEN_SECRET changed) or damaged: only a new connection helps.
      if (error instanceof SecretBoxError) throw new GoogleApiError(401, GOOGLE_TOKENS_UNREADABLE);
      throw error;
    }
  };

  /** Seals tokens stored before sealing existed (legacy plaintext rows); returns how many rows it sealed. */
  async function sealLegacyTokens(): Promise<number> {
    if (!setup()) return 0;
    const rows = await core.db
      .em()
      .execute<{ household_id: string; access_token: string; refresh_token: string | null }[]>(
        "select household_id, access_token, refresh_token from calendar_google_tokens where access_token not like 'sb1:%' or refresh_token not like 'sb1:%'",
      );
    for (const row of rows) {
      const access = isSealed(row.access_token) ? row.access_token : sealToken(row.household_id, "access", row.access_token);
      const refresh = row.refresh_token === null || isSealed(row.refresh_token) ? row.refresh_token : sealToken(row.household_id, "refresh", row.refresh_token);
      // Only the values read: a refresh meanwhile has written sealed ones.
      await core.db
        .em()
        .execute("update calendar_google_tokens set access_token = ?, refresh_token = ? where household_id = ? and access_token = ? and refresh_token is not distinct from ?", [
          access,
          refresh,
          row.household_id,
          row.access_token,
          row.refresh_token,
        ]);
    }
    return rows.length;
  }

  async function accessToken(householdId: string): Promise<string> {
    const api = need();
    const [row] = await core.db.em().execute<TokenRow[]>("select * from calendar_google_tokens where household_id = ?", [householdId]);
    if (!row) throw badRequest(GOOGLE_NOT_CONNECTED);
    if (new Date(row.expires_at).getTime() - 60_000 > core.now().getTime()) {
      const access = openToken(householdId, "access", row.access_token);
      if (!isSealed(row.access_token) || (row.refresh_token !== null && !isSealed(row.refresh_token))) await sealLegacyTokens();
      return access;
    }
    if (!row.refresh_token) throw new GoogleApiError(401, "Google refused access: connect the account again");
    const answer = await api.token({ grant_type: "refresh_token", refresh_token: openToken(householdId, "refresh", row.refresh_token) });
    await core.db
      .em()
      .execute("update calendar_google_tokens set access_token = ?, expires_at = ?, refresh_token = ? where household_id = ?", [
        sealToken(householdId, "access", answer.access_token),
        new Date(core.now().getTime() + (answer.expires_in ?? 3600) * 1000),
        // Google answers a new refresh token only sometimes; the kept one is sealed again (a legacy plaintext one gets sealed here).
        sealToken(householdId, "refresh", answer.refresh_token ?? openToken(householdId, "refresh", row.refresh_token)),
        householdId,
      ]);
    return answer.access_token;
  }

  /** One pull-and-push of a household (the caller holds its claim). */
  async function syncOnce(householdId: string): Promise<SyncOutcome> {
    const api = need();
    const em = core.db.em();
    const connection = await em.findOne(GoogleConnectionEntity, { householdId }, { disableIdentityMap: true });
    if (!connection?.calendarId) throw badRequest("Choose a Google calendar first");
    const calendarId = connection.calendarId;
    const token = await accessToken(householdId);
    const [tokens] = await em.execute<TokenRow[]>("select * from calendar_google_tokens where household_id = ?", [householdId]);

    // 1. Pull.
    let fullSync = !tokens?.sync_token;
    let listing: Awaited<ReturnType<typeof api.list>>;
    try {
      listing = await api.list(token, calendarId, tokens?.sync_token ?? null);
    } catch (error) {
      if (!(error instanceof GoogleApiError && error.status === 410)) throw error;
      // The sync token expired: list everything again (Google's documented answer to 410 Gone).
      fullSync = true;
      listing = await api.list(token, calendarId, null);
    }
    const masters = listing.items.filter((i) => !i.recurringEventId);
    const instances = listing.items.filter((i) => i.recurringEventId);

    // 2. Decide and apply Google's side in one transaction.
    type Push = { kind: "insert"; eventId: string; replaceGoogleId?: string } | { kind: "patch"; eventId: string; googleId: string } | { kind: "delete"; eventId: string; googleId: string };
    const pushes: Push[] = [];
    let pulled = 0;
    /** Events from .ics files and subscriptions: read-only copies of someone else's calendar, never sent to Google. */
    const imported = new Set<string>();
    await core.store.execute(
      { householdId, actorId: null, now: core.now(), correlationId: `google-calendar-pull-${randomUUID()}` },
      async (tx) => {
        const stream = calendarStream(householdId);
        const loaded = await tx.load(stream, evolveCalendar, initialCalendarState);
        let state: CalendarState = loaded.state;
        let version = loaded.version;
        for (const [id, e] of Object.entries(state.events)) if (e.source) imported.add(id);
        const links = await tx.em.execute<LinkRow[]>("select * from calendar_google_links where household_id = ?", [householdId]);
        const rows = new Map(
          (await tx.em.find(CalendarEventEntity, { householdId }, { disableIdentityMap: true })).map((r) => [r.id, r] as const),
        );
        // A series' own changes (create, edit) are what its conflict rule weighs; one-off changes count per occurrence.
        const seriesChanges = new Map(
          (
            await tx.em.execute<{ event_id: string; sequence: string | number; at: Date | string }[]>(
              `select data->>'eventId' as event_id, max(sequence) as sequence, max(recorded_at) as at from events
                where stream_id = ? and type in ('CalendarEventCreated', 'CalendarEventUpdated') group by 1`,
              [stream],
            )
          ).map((r) => [r.event_id, { sequence: Number(r.sequence), at: new Date(r.at).toISOString() }] as const),
        );
        const occurrenceChangedAt = new Map<string, string>(
          (
            await tx.em.execute<{ event_id: string; occurrence_start: string; at: Date | string }[]>(
              `select data->>'eventId' as event_id, data->>'occurrenceStart' as occurrence_start, max(recorded_at) as at from events
                where stream_id = ? and type in ('CalendarOccurrenceChanged', 'CalendarOccurrenceCancelled') group by 1, 2`,
              [stream],
            )
          ).map((r) => [`${r.event_id} ${r.occurrence_start}`, new Date(r.at).toISOString()] as const),
        );
        const instanceLinks = new Map<string, InstanceRow>(
          (await tx.em.execute<InstanceRow[]>("select * from calendar_google_instances where household_id = ?", [householdId])).map(
            (r) => [`${r.event_id} ${r.occurrence_start}`, r] as const,
          ),
        );
        const seriesChanged = (eventId: string, syncedRevision: string | number) => (seriesChanges.get(eventId)?.sequence ?? 0) > Number(syncedRevision);
        const byGoogle = new Map(links.map((l) => [l.google_id, l]));
        const byEvent = new Map(links.map((l) => [l.event_id, l]));
        const touched = new Set<string>();
        const linkUpdates: { eventId: string; googleId: string; etag: string | null; updated: string | null }[] = [];
        const instanceUpdates: InstanceUpdate[] = [];
        const unlink: string[] = [];

        const apply = async (events: CalendarEvent[]): Promise<number> => {
          if (!events.length) return 0;
          const stored = await tx.append(stream, version, events);
          version += events.length;
          for (const e of events) state = evolveCalendar(state, e);
          pulled += 1;
          return stored.at(-1)!.sequence;
        };
        const deletedAt = async (eventId: string): Promise<string | null> => {
          const [row] = await tx.em.execute<{ recorded_at: Date }[]>(
            "select recorded_at from events where stream_id = ? and type = 'CalendarEventDeleted' and data->>'eventId' = ? order by sequence desc limit 1",
            [stream, eventId],
          );
          return row ? new Date(row.recorded_at).toISOString() : null;
        };
        const takeGoogle = async (eventId: string, item: GoogleEvent) => {
          const current = state.events[eventId];
          const keep = current && !current.deleted ? current.fields : null;
          const mapped = fromGoogle(item, listing.timeZone, keep);
          if (!mapped) return null;
          const exceptions: Record<string, "cancelled" | OccurrenceOverride> = {};
          if (current && !current.deleted && JSON.stringify(current.fields.rrule) === JSON.stringify(mapped.fields.rrule)) {
            // One-off changes and cancellations Hearth already holds for this series stay: Google sends its own
            // as instances (and Hearth's went there as instances, not as EXDATEs of the series).
            for (const [k, v] of Object.entries(current.exceptions)) exceptions[k] = v;
          }
          for (const at of mapped.cancelled) {
            exceptions[at] = "cancelled";
            // Google's EXDATE: that occurrence is in step on both sides (not one to send back as an instance deletion).
            if (!instanceLinks.has(`${eventId} ${at}`)) {
              instanceUpdates.push({ eventId, occurrenceStart: at, googleId: googleInstanceId(item.id, at, mapped.fields.allDay), etag: null, updated: null, hearthValue: stableJson("cancelled") });
            }
          }
          return apply(reconcileEvent(state, eventId, mapped.fields, exceptions));
        };

        const seen = new Set<string>();
        for (const item of masters) {
          seen.add(item.id);
          const hearthIdHint = item.extendedProperties?.private?.hearthId?.toLowerCase() ?? null;
          const link = byGoogle.get(item.id);
          const googleDeleted = item.status === "cancelled";
          if (link && imported.has(link.event_id)) {
            // Never linked by this code; a link from before is dropped, and neither side touches the other.
            touched.add(link.event_id);
            unlink.push(link.event_id);
            continue;
          }
          if (!link) {
            if (googleDeleted) continue;
            // Hearth's own insert whose link was lost (an answer that never arrived): link it, else a new event from Google.
            const adopt = hearthIdHint && rows.has(hearthIdHint) && !byEvent.has(hearthIdHint) && !imported.has(hearthIdHint) ? hearthIdHint : null;
            const eventId = adopt ?? randomUUID();
            const seq = adopt ? Number(rows.get(adopt)!.revision) : await takeGoogle(eventId, item);
            if (seq === null) continue;
            touched.add(eventId);
            linkUpdates.push({ eventId, googleId: item.id, etag: item.etag ?? null, updated: item.updated ?? null });
            byEvent.set(eventId, { event_id: eventId, google_id: item.id, etag: item.etag ?? null, google_updated: item.updated ?? null, synced_revision: seq || 0 });
            continue;
          }
          touched.add(link.event_id);
          const row = rows.get(link.event_id);
          const hearthDeleted = !row;
          const hearth = {
            changed: hearthDeleted || seriesChanged(link.event_id, link.synced_revision),
            deleted: hearthDeleted,
            modifiedAt: row ? (seriesChanges.get(link.event_id)?.at ?? row.updatedAt.toISOString()) : await deletedAt(link.event_id),
          };
          const google = { changed: item.etag !== link.etag, deleted: googleDeleted, modifiedAt: item.updated ?? null };
          const action: SyncAction = resolveSyncConflict(hearth, google);
          if (action === "none") {
            if (hearth.deleted && google.deleted) unlink.push(link.event_id);
            continue;
          }
          if (action === "pull") {
            if (googleDeleted) {
              if (!hearthDeleted) await apply([{ type: "CalendarEventDeleted", data: { eventId: link.event_id } }]);
              unlink.push(link.event_id);
            } else {
              await takeGoogle(link.event_id, item);
              linkUpdates.push({ eventId: link.event_id, googleId: item.id, etag: item.etag ?? null, updated: item.updated ?? null });
            }
            continue;
          }
          // push: Hearth's version goes to Google.
          if (hearthDeleted) pushes.push({ kind: "delete", eventId: link.event_id, googleId: item.id });
          else if (googleDeleted) pushes.push({ kind: "insert", eventId: link.event_id, replaceGoogleId: item.id });
          else pushes.push({ kind: "patch", eventId: link.event_id, googleId: item.id });
        }

        // A full listing no longer has a linked event: gone on Google (time unknown).
        if (fullSync) {
          for (const link of links) {
            if (seen.has(link.google_id) || touched.has(link.event_id)) continue;
            touched.add(link.event_id);
            const row = rows.get(link.event_id);
            const hearth = {
              changed: !row || seriesChanged(link.event_id, link.synced_revision),
              deleted: !row,
              modifiedAt: row ? (seriesChanges.get(link.event_id)?.at ?? row.updatedAt.toISOString()) : null,
            };
            const action = resolveSyncConflict(hearth, { changed: true, deleted: true, modifiedAt: null });
            if (action === "push" && row && !imported.has(link.event_id)) pushes.push({ kind: "insert", eventId: link.event_id, replaceGoogleId: link.google_id });
            else {
              if (row && !imported.has(link.event_id)) await apply([{ type: "CalendarEventDeleted", data: { eventId: link.event_id } }]);
              unlink.push(link.event_id);
            }
          }
        }

        // Google's one-off changes of an occurrence (instances of a series), each decided on its own.
        for (const item of instances) {
          const master = byGoogle.get(item.recurringEventId!) ?? [...byEvent.values()].find((l) => l.google_id === item.recurringEventId);
          const occurrenceStart = instantOfGoogle(item.originalStartTime);
          if (!master || !occurrenceStart) continue;
          const current = state.events[master.event_id];
          if (!current || current.deleted || !current.fields.rrule || current.source) continue;
          const key = `${master.event_id} ${occurrenceStart}`;
          const known = instanceLinks.get(key);
          // Listed again with the etag of the last sync: Google's instance did not change.
          if (known && known.etag !== null && known.etag === (item.etag ?? null)) continue;
          const value: OccurrenceOverride | "cancelled" = item.status === "cancelled" ? "cancelled" : overrideFromGoogle(item, occurrenceStart, current.fields.title);
          const hearthValue = current.exceptions[occurrenceStart] ?? null;
          const action = resolveOccurrenceConflict({
            hearth: hearthValue,
            syncedHearth: known?.hearth_value ?? "null",
            hearthModifiedAt: occurrenceChangedAt.get(key) ?? null,
            google: { value, updated: item.updated ?? null },
          });
          const seenGoogle = { eventId: master.event_id, occurrenceStart, googleId: item.id, etag: item.etag ?? null, updated: item.updated ?? null };
          if (action === "push") {
            // Hearth's later change is sent below (it differs from what was last in step); Google's etag is now seen.
            instanceUpdates.push({ ...seenGoogle, hearthValue: known?.hearth_value ?? "null" });
            continue;
          }
          if (action === "pull" && stableJson(hearthValue) !== stableJson(value)) {
            await apply([
              value === "cancelled"
                ? { type: "CalendarOccurrenceCancelled", data: { eventId: master.event_id, occurrenceStart } }
                : { type: "CalendarOccurrenceChanged", data: { eventId: master.event_id, occurrenceStart, override: value } },
            ]);
          }
          instanceUpdates.push({ ...seenGoogle, hearthValue: stableJson(action === "pull" ? value : hearthValue) });
        }

        // Hearth's series changes Google did not touch.
        for (const link of links) {
          if (touched.has(link.event_id)) continue;
          if (imported.has(link.event_id)) {
            unlink.push(link.event_id);
            continue;
          }
          const row = rows.get(link.event_id);
          if (!row) pushes.push({ kind: "delete", eventId: link.event_id, googleId: link.google_id });
          else if (seriesChanged(link.event_id, link.synced_revision)) pushes.push({ kind: "patch", eventId: link.event_id, googleId: link.google_id });
        }
        for (const row of rows.values()) {
          if (!byEvent.has(row.id) && !touched.has(row.id) && !imported.has(row.id)) pushes.push({ kind: "insert", eventId: row.id });
        }

        // Links: what Google now has, at Hearth's revision after this pull.
        const after = new Map(
          (await tx.em.find(CalendarEventEntity, { householdId }, { disableIdentityMap: true })).map((r) => [r.id, Number(r.revision)] as const),
        );
        for (const id of unlink) await forgetLinks(tx.em, householdId, id);
        for (const l of linkUpdates) {
          await tx.em.execute(
            `insert into calendar_google_links (household_id, event_id, google_id, etag, google_updated, synced_revision) values (?, ?, ?, ?, ?, ?)
             on conflict (household_id, event_id) do update set google_id = excluded.google_id, etag = excluded.etag, google_updated = excluded.google_updated, synced_revision = excluded.synced_revision`,
            [householdId, l.eventId, l.googleId, l.etag, l.updated, after.get(l.eventId) ?? 0],
          );
        }
        for (const u of instanceUpdates) if (!unlink.includes(u.eventId)) await saveInstance(tx.em, householdId, u);
        await tx.em.execute("update calendar_google_tokens set sync_token = ? where household_id = ?", [listing.nextSyncToken, householdId]);
      },
    );

    // 3. Push Hearth's side: first the series and single events, then one-off changes of occurrences.
    let pushed = 0;
    const rows = new Map((await em.find(CalendarEventEntity, { householdId }, { disableIdentityMap: true })).map((r) => [r.id, r] as const));
    const link = async (eventId: string, answer: GoogleEvent, revision: number) =>
      core.db
        .em()
        .execute(
          `insert into calendar_google_links (household_id, event_id, google_id, etag, google_updated, synced_revision) values (?, ?, ?, ?, ?, ?)
           on conflict (household_id, event_id) do update set google_id = excluded.google_id, etag = excluded.etag, google_updated = excluded.google_updated, synced_revision = excluded.synced_revision`,
          [householdId, eventId, answer.id, answer.etag ?? null, answer.updated ?? null, revision],
        );
    for (const push of pushes) {
      if (imported.has(push.eventId)) continue;
      if (push.kind === "delete") {
        await api.remove(token, calendarId, push.googleId);
        await forgetLinks(core.db.em(), householdId, push.eventId);
        pushed += 1;
        continue;
      }
      const row = rows.get(push.eventId);
      if (!row) continue;
      if (push.kind === "patch") {
        await link(push.eventId, await api.patch(token, calendarId, push.googleId, toGoogle(row)), Number(row.revision));
      } else {
        if (push.replaceGoogleId) await forgetLinks(core.db.em(), householdId, push.eventId);
        await link(push.eventId, await api.insert(token, calendarId, toGoogle(row)), Number(row.revision));
      }
      pushed += 1;
    }

    // One-off changes: each occurrence whose Hearth value differs from what was last in step becomes an
    // instance change on Google (PATCH, or DELETE for a cancelled one) on `<seriesId>_<original start>`.
    const seriesLinks = new Map(
      (await core.db.em().execute<LinkRow[]>("select * from calendar_google_links where household_id = ?", [householdId])).map((l) => [l.event_id, l] as const),
    );
    const inStep = new Map<string, InstanceRow>(
      (await core.db.em().execute<InstanceRow[]>("select * from calendar_google_instances where household_id = ?", [householdId])).map(
        (r) => [`${r.event_id} ${r.occurrence_start}`, r] as const,
      ),
    );
    for (const row of rows.values()) {
      const series = seriesLinks.get(row.id);
      if (!series || !row.fields.rrule || imported.has(row.id)) continue;
      for (const [occurrenceStart, value] of Object.entries(row.exceptions).sort(([a], [b]) => a.localeCompare(b))) {
        const known = inStep.get(`${row.id} ${occurrenceStart}`);
        if (stableJson(value) === (known?.hearth_value ?? "null")) continue;
        const googleId = googleInstanceId(series.google_id, occurrenceStart, row.fields.allDay);
        let answer: GoogleEvent | undefined;
        try {
          if (value === "cancelled") await api.remove(token, calendarId, googleId);
          else answer = await api.patch(token, calendarId, googleId, instanceToGoogle(row.fields, value));
        } catch (error) {
          // Google has no such occurrence (its series no longer repeats there): nothing to change; not retried.
          if (!(error instanceof GoogleApiError && (error.status === 404 || error.status === 410))) throw error;
          core.logger.warn({ householdId, googleId }, "google calendar has no such occurrence; one-off change not sent");
        }
        await saveInstance(core.db.em(), householdId, {
          eventId: row.id,
          occurrenceStart,
          googleId,
          etag: answer?.etag ?? known?.etag ?? null,
          updated: answer?.updated ?? null,
          hearthValue: stableJson(value),
        });
        pushed += 1;
      }
    }
    const head = await core.store.headOf(householdId);
    await core.db.em().execute("update calendar_google_tokens set synced_sequence = ?, synced_at = ? where household_id = ?", [head, core.now(), householdId]);
    return { pulled, pushed, fullSync };
  }

  /** Syncs a household now unless another instance is at it; records the outcome when it says something new. */
  async function syncHousehold(householdId: string, ctx?: RequestContext): Promise<SyncOutcome | null> {
    const key = `google:${householdId}`;
    if (!(await claims.claim(key))) return null;
    try {
      const before = await core.db.em().findOne(GoogleConnectionEntity, { householdId }, { disableIdentityMap: true });
      try {
        const outcome = await syncOnce(householdId);
        if (outcome.pulled + outcome.pushed > 0 || before?.lastOk !== true) {
          await recordSync(householdId, null, { type: "GoogleCalendarSynced", data: { ok: true, message: null, pulled: outcome.pulled, pushed: outcome.pushed } }, ctx && { ...ctx, idempotencyKey: null });
        }
        return outcome;
      } catch (error) {
        const message = error instanceof GoogleApiError ? error.message : "Google Calendar could not be reached; Hearth tries again in a few minutes";
        core.logger.warn({ err: error, householdId }, "google calendar sync failed");
        if (before && (before.lastOk !== false || before.lastMessage !== message)) {
          await recordSync(householdId, null, { type: "GoogleCalendarSynced", data: { ok: false, message, pulled: 0, pushed: 0 } });
        }
        if (error instanceof GoogleApiError) return null;
        throw error;
      }
    } finally {
      await claims.release(key);
    }
  }

  /** Households whose calendar changed since their last sync, or whose period is due. */
  async function runDue(): Promise<number> {
    if (!setup()) return 0;
    const due = await core.db.em().execute<{ household_id: string }[]>(
      `select c.household_id from calendar_google_connections c join calendar_google_tokens t on t.household_id = c.household_id
        where c.calendar_id is not null and (t.synced_at is null or t.synced_at < ?
          or exists (select 1 from events e where e.household_id = c.household_id and e.stream_id = 'calendar-' || c.household_id::text and e.sequence > t.synced_sequence))
        limit 100`,
      [new Date(core.now().getTime() - GOOGLE_SYNC_PERIOD_MS)],
    );
    let done = 0;
    for (const { household_id: householdId } of due) {
      try {
        if (await syncHousehold(householdId)) done += 1;
      } catch (error) {
        core.logger.warn({ err: error, householdId }, "google calendar sync failed");
      }
    }
    return done;
  }

  const canManage = (auth: TokenClaims, connectedBy: string | null) => auth.accountType === "accountHolder" || auth.userId === connectedBy;

  return {
    configured: () => Boolean(setup()),
    connection: connectionView,

    /** The address to send the browser to: Google's consent screen, coming back to /app/calendar with code and state. */
    async startConnect(auth: TokenClaims): Promise<string> {
      need();
      const state = randomBytes(24).toString("base64url");
      await core.db.em().execute("delete from calendar_google_states where expires_at < ?", [core.now()]);
      await core.db
        .em()
        .execute("insert into calendar_google_states (state_hash, household_id, user_id, expires_at) values (?, ?, ?, ?)", [
          sha(state),
          auth.householdId,
          auth.userId,
          new Date(core.now().getTime() + STATE_TTL_MS),
        ]);
      const q = new URLSearchParams({
        client_id: setup()!.config.clientId,
        redirect_uri: redirectUri(),
        response_type: "code",
        scope: SCOPE,
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: "true",
        state,
      });
      return `${setup()!.config.authorizeUrl}?${q}`;
    },

    /** Google sent the browser back: the code becomes tokens (kept here, never answered); a new connection replaces the old. */
    async completeConnect(ctx: RequestContext, auth: TokenClaims, code: string, state: string): Promise<GoogleConnectionView> {
      const api = need();
      const [row] = await core.db
        .em()
        .execute<{ state_hash: string }[]>(
          "delete from calendar_google_states where state_hash = ? and household_id = ? and user_id = ? and expires_at > ? returning state_hash",
          [sha(state), auth.householdId, auth.userId, core.now()],
        );
      // 404: a state is only ever the caller's own (another account's, or a used one, is not found).
      if (!row) throw notFound("This Google connection link has expired or was already used; connect again");
      let answer: Awaited<ReturnType<typeof api.token>>;
      try {
        answer = await api.token({ grant_type: "authorization_code", code, redirect_uri: redirectUri() });
      } catch (error) {
        throw badRequest(error instanceof GoogleApiError ? error.message : "Google's sign-in could not be reached");
      }
      let email: string | null = null;
      try {
        // Straight from Google's token endpoint over TLS: read for display only.
        const payload = JSON.parse(Buffer.from(answer.id_token?.split(".")[1] ?? "", "base64url").toString()) as { email?: unknown };
        email = typeof payload.email === "string" ? payload.email.slice(0, 200) : null;
      } catch {
        email = null;
      }
      await recordSync(auth.householdId, auth.userId, { type: "GoogleCalendarConnected", data: { userId: auth.userId, email } }, ctx, async (em) => {
        // The projection replaced an earlier connection; its links and tokens go with it.
        await forgetLinks(em, auth.householdId);
        await em.execute(
          `insert into calendar_google_tokens (household_id, access_token, refresh_token, expires_at, sync_token, synced_sequence, synced_at) values (?, ?, ?, ?, null, 0, null)
           on conflict (household_id) do update set access_token = excluded.access_token, refresh_token = excluded.refresh_token, expires_at = excluded.expires_at, sync_token = null, synced_sequence = 0, synced_at = null`,
          [
            auth.householdId,
            sealToken(auth.householdId, "access", answer.access_token),
            answer.refresh_token ? sealToken(auth.householdId, "refresh", answer.refresh_token) : null,
            new Date(core.now().getTime() + (answer.expires_in ?? 3600) * 1000),
          ],
        );
      });
      return connectionView(auth.householdId);
    },

    /** The account's calendars Hearth may write to. */
    async calendars(auth: TokenClaims): Promise<{ id: string; summary: string; primary: boolean }[]> {
      const api = need();
      try {
        const list = await api.calendars(await accessToken(auth.householdId));
        return (list.items ?? [])
          .filter((c) => c.accessRole === "owner" || c.accessRole === "writer")
          .map((c) => ({ id: c.id, summary: c.summary?.slice(0, 200) || c.id, primary: Boolean(c.primary) }));
      } catch (error) {
        if (error instanceof GoogleApiError) throw badRequest(error.message);
        throw error;
      }
    },

    /** Picks the calendar to sync with (starting over: a full sync links what matches and sends the rest). */
    async chooseCalendar(ctx: RequestContext, auth: TokenClaims, calendarId: string): Promise<GoogleConnectionView> {
      const current = await core.db.em().findOne(GoogleConnectionEntity, { householdId: auth.householdId }, { disableIdentityMap: true });
      if (!current) throw badRequest(GOOGLE_NOT_CONNECTED);
      if (!canManage(auth, current.userId)) throw forbidden("Only who connected Google, or the account holder, can change its calendar");
      const chosen = (await this.calendars(auth)).find((c) => c.id === calendarId);
      if (!chosen) throw badRequest("Choose one of the Google account's calendars Hearth can write to");
      if (current.calendarId !== chosen.id) {
        await recordSync(auth.householdId, auth.userId, { type: "GoogleCalendarChosen", data: { calendarId: chosen.id, summary: chosen.summary } }, ctx, async (em) => {
          await forgetLinks(em, auth.householdId);
          await em.execute("update calendar_google_tokens set sync_token = null, synced_sequence = 0, synced_at = null where household_id = ?", [auth.householdId]);
        });
      }
      await syncHousehold(auth.householdId, ctx);
      return connectionView(auth.householdId);
    },

    async syncNow(ctx: RequestContext, auth: TokenClaims): Promise<GoogleConnectionView> {
      const current = await core.db.em().findOne(GoogleConnectionEntity, { householdId: auth.householdId }, { disableIdentityMap: true });
      if (!current) throw badRequest(GOOGLE_NOT_CONNECTED);
      if (!current.calendarId) throw badRequest("Choose a Google calendar first");
      await syncHousehold(auth.householdId, ctx);
      return connectionView(auth.householdId);
    },

    /** Stops syncing: Hearth keeps its events; the tokens and links are forgotten. */
    async disconnect(ctx: RequestContext, auth: TokenClaims): Promise<boolean> {
      const current = await core.db.em().findOne(GoogleConnectionEntity, { householdId: auth.householdId }, { disableIdentityMap: true });
      if (!current) throw badRequest(GOOGLE_NOT_CONNECTED);
      if (!canManage(auth, current.userId)) throw forbidden("Only who connected Google, or the account holder, can disconnect it");
      await recordSync(auth.householdId, auth.userId, { type: "GoogleCalendarDisconnected", data: { userId: current.userId } }, ctx, async (em) => {
        await forgetLinks(em, auth.householdId);
        await em.execute("delete from calendar_google_tokens where household_id = ?", [auth.householdId]);
      });
      return true;
    },

    syncHousehold,
    runDue,
    sealLegacyTokens,
  };
}

export type GoogleCalendarSync = ReturnType<typeof createGoogleCalendarSync>;
