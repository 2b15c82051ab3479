import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Google's OAuth 2 endpoints and the Calendar API v3, as the calendar sync uses
 * them: the consent screen (answers at once with a redirect carrying `code` and `state`), the token
 * endpoint (authorization_code and refresh_token grants), `users/me/calendarList`, and per calendar
 * `events` list (full, or incremental with `syncToken`; pages of `pageSize`; deleted events as
 * `status: "cancelled"`; a token from before `expireSyncTokens()` answers 410 Gone), insert, patch and
 * delete. Every change gets a new etag and `updated` time, as Google's do. An occurrence of a series is
 * addressed as Google does, `<seriesId>_<original start>` (`YYYYMMDDTHHMMSSZ`, or `YYYYMMDD` all day):
 * the first patch or delete of one makes it an instance of its own (with `recurringEventId` and
 * `originalStartTime`), listed like any changed event. (Rules are not expanded: any such id of a
 * recurring series counts as one of its occurrences.)
 */

export interface StandInEvent {
  id: string;
  etag: string;
  status: "confirmed" | "cancelled";
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  start?: { date?: string; dateTime?: string; timeZone?: string };
  end?: { date?: string; dateTime?: string; timeZone?: string };
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: { date?: string; dateTime?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string> };
  /** The stand-in's change counter when this event last changed (not sent). */
  changed: number;
}

export const STAND_IN_CLIENT = { clientId: "hearth-calendar-test.apps.googleusercontent.com", clientSecret: "stand-in-secret" };
export const FAMILY_CALENDAR = "family123@group.calendar.google.com";

export interface GoogleCalendarStandIn {
  config: { clientId: string; clientSecret: string; authorizeUrl: string; tokenUrl: string; apiUrl: string };
  /** Live (not cancelled) events of a calendar. */
  events(calendarId?: string): StandInEvent[];
  find(summary: string, calendarId?: string): StandInEvent | undefined;
  /** An event by id, cancelled ones included. */
  get(id: string, calendarId?: string): StandInEvent | undefined;
  /** Changes as another Google client would make them. */
  insert(body: Partial<StandInEvent>, calendarId?: string): StandInEvent;
  patch(id: string, body: Partial<StandInEvent>, calendarId?: string): StandInEvent;
  remove(id: string, calendarId?: string): void;
  /** Every sync token issued so far answers 410 Gone from now on. */
  expireSyncTokens(): void;
  /** Access tokens issued (tests check none reaches a client). */
  issuedTokens: string[];
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startGoogleCalendarStandIn(options: { pageSize?: number } = {}): Promise<GoogleCalendarStandIn> {
  const pageSize = options.pageSize ?? 3;
  const calendars = new Map<string, { summary: string; accessRole: string; events: Map<string, StandInEvent> }>([
    [FAMILY_CALENDAR, { summary: "Family", accessRole: "owner", events: new Map() }],
    ["en.usa#holiday@group.v.calendar.google.com", { summary: "Holidays in United States", accessRole: "reader", events: new Map() }],
  ]);
  let counter = 0;
  let epoch = 1;
  let lastUpdated = 0;
  const codes = new Map<string, string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const issuedTokens: string[] = [];
  const requests: GoogleCalendarStandIn["requests"] = [];

  const stamp = () => {
    // Google's `updated` has millisecond precision; keep every change strictly later than the last.
    lastUpdated = Math.max(Date.now(), lastUpdated + 1);
    counter += 1;
    return { updated: new Date(lastUpdated).toISOString(), etag: `"${counter}-${randomBytes(3).toString("hex")}"`, changed: counter };
  };
  const calendar = (id: string) => {
    const c = calendars.get(id);
    if (!c) throw Object.assign(new Error("calendar not found"), { status: 404 });
    return c;
  };
  const insert = (calendarId: string, body: Partial<StandInEvent>): StandInEvent => {
    const id = body.id ?? randomBytes(10).toString("hex");
    const event: StandInEvent = { ...body, id, status: "confirmed", ...stamp() };
    calendar(calendarId).events.set(id, event);
    return event;
  };
  /** The occurrence `<seriesId>_<original start>` of a recurring series as an instance of its own, first time it is addressed. */
  const instanceOf = (calendarId: string, id: string): StandInEvent | undefined => {
    const match = /^(.+)_(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/.exec(id);
    const series = match ? calendar(calendarId).events.get(match[1]!) : undefined;
    if (!match || !series?.recurrence?.length || series.status === "cancelled") return undefined;
    const [, seriesId, y, mo, d, h, mi, se] = match;
    const allDay = h === undefined;
    if (allDay !== Boolean(series.start?.date)) return undefined;
    const original = allDay ? `${y}-${mo}-${d}` : `${y}-${mo}-${d}T${h}:${mi}:${se}.000Z`;
    const duration = allDay
      ? Date.parse(series.end!.date!) - Date.parse(series.start!.date!)
      : Date.parse(series.end!.dateTime!) - Date.parse(series.start!.dateTime!);
    const at = (ms: number) => (allDay ? { date: new Date(ms).toISOString().slice(0, 10) } : { dateTime: new Date(ms).toISOString(), timeZone: series.start?.timeZone });
    const start = allDay ? { date: original } : { dateTime: original, timeZone: series.start?.timeZone };
    const { recurrence: _recurrence, ...rest } = series;
    const instance: StandInEvent = { ...rest, id, recurringEventId: seriesId, originalStartTime: start, start, end: at(Date.parse(original) + duration), ...stamp() };
    calendar(calendarId).events.set(id, instance);
    return instance;
  };
  const patch = (calendarId: string, id: string, body: Partial<StandInEvent>): StandInEvent => {
    const current = calendar(calendarId).events.get(id) ?? instanceOf(calendarId, id);
    if (!current) throw Object.assign(new Error("not found"), { status: 404 });
    if (current.status === "cancelled") throw Object.assign(new Error("deleted"), { status: 410 });
    const { id: _id, etag: _etag, updated: _updated, ...rest } = body;
    const next = { ...current, ...rest, ...stamp() };
    calendar(calendarId).events.set(id, next);
    return next;
  };
  const remove = (calendarId: string, id: string) => {
    const current = calendar(calendarId).events.get(id) ?? instanceOf(calendarId, id);
    if (!current) throw Object.assign(new Error("not found"), { status: 404 });
    if (current.status === "cancelled") throw Object.assign(new Error("deleted"), { status: 410 });
    calendar(calendarId).events.set(id, { ...current, status: "cancelled", ...stamp() });
  };
  const wire = ({ changed: _changed, ...event }: StandInEvent) => ({ kind: "calendar#event", ...event });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const send = (status: number, body?: unknown) => {
      requests.push({ method: req.method ?? "GET", path: url.pathname, status });
      if (body === undefined) res.writeHead(status).end();
      else res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    try {
      if (url.pathname === "/o/oauth2/v2/auth") {
        const code = randomBytes(12).toString("hex");
        codes.set(code, url.searchParams.get("redirect_uri") ?? "");
        const back = new URL(url.searchParams.get("redirect_uri")!);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        requests.push({ method: "GET", path: url.pathname, status: 302 });
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (url.pathname === "/token" && req.method === "POST") {
        const form = new URLSearchParams(await bodyOf(req));
        if (form.get("client_id") !== STAND_IN_CLIENT.clientId || form.get("client_secret") !== STAND_IN_CLIENT.clientSecret) {
          return send(401, { error: "invalid_client" });
        }
        const access = `ya29.${randomBytes(16).toString("hex")}`;
        if (form.get("grant_type") === "authorization_code") {
          const code = form.get("code") ?? "";
          if (!codes.has(code) || codes.get(code) !== form.get("redirect_uri")) return send(400, { error: "invalid_grant" });
          codes.delete(code);
          const refresh = `1//${randomBytes(16).toString("hex")}`;
          accessTokens.add(access);
          refreshTokens.add(refresh);
          issuedTokens.push(access, refresh);
          const idToken = [
            Buffer.from(JSON.stringify({ alg: "RS256", typ: "JWT" })).toString("base64url"),
            Buffer.from(JSON.stringify({ email: "parent.family@gmail.com", email_verified: true })).toString("base64url"),
            "signature",
          ].join(".");
          return send(200, { access_token: access, expires_in: 3599, refresh_token: refresh, id_token: idToken, token_type: "Bearer" });
        }
        if (form.get("grant_type") === "refresh_token") {
          if (!refreshTokens.has(form.get("refresh_token") ?? "")) return send(400, { error: "invalid_grant" });
          accessTokens.add(access);
          issuedTokens.push(access);
          return send(200, { access_token: access, expires_in: 3599, token_type: "Bearer" });
        }
        return send(400, { error: "unsupported_grant_type" });
      }
      if (!url.pathname.startsWith("/calendar/v3/")) return send(404, { error: { code: 404 } });
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!bearer || !accessTokens.has(bearer)) return send(401, { error: { code: 401, message: "Invalid Credentials" } });
      const path = url.pathname.slice("/calendar/v3".length);
      if (path === "/users/me/calendarList" && req.method === "GET") {
        return send(200, { items: [...calendars].map(([id, c]) => ({ id, summary: c.summary, accessRole: c.accessRole, primary: false })) });
      }
      const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
      if (!match) return send(404, { error: { code: 404 } });
      const calendarId = decodeURIComponent(match[1]!);
      const eventId = match[2] ? decodeURIComponent(match[2]) : null;
      const cal = calendar(calendarId);
      if (!eventId && req.method === "GET") {
        const syncToken = url.searchParams.get("syncToken");
        let since = 0;
        if (syncToken) {
          const [, seq, tokenEpoch] = /^sync-(\d+)-(\d+)$/.exec(syncToken) ?? [];
          if (Number(tokenEpoch) !== epoch) return send(410, { error: { code: 410, message: "Sync token is no longer valid, a full sync is required." } });
          since = Number(seq);
        }
        const showDeleted = syncToken !== null || url.searchParams.get("showDeleted") === "true";
        const all = [...cal.events.values()].filter((e) => e.changed > since && (showDeleted || e.status !== "cancelled")).sort((a, b) => a.changed - b.changed);
        const offset = Number(url.searchParams.get("pageToken") ?? 0);
        const page = all.slice(offset, offset + pageSize);
        const more = offset + pageSize < all.length;
        return send(200, {
          kind: "calendar#events",
          summary: cal.summary,
          timeZone: "America/Chicago",
          items: page.map(wire),
          ...(more ? { nextPageToken: String(offset + pageSize) } : { nextSyncToken: `sync-${counter}-${epoch}` }),
        });
      }
      if (!eventId && req.method === "POST") return send(200, wire(insert(calendarId, JSON.parse(await bodyOf(req)) as Partial<StandInEvent>)));
      if (eventId && req.method === "PATCH") return send(200, wire(patch(calendarId, eventId, JSON.parse(await bodyOf(req)) as Partial<StandInEvent>)));
      if (eventId && req.method === "DELETE") {
        remove(calendarId, eventId);
        return send(204);
      }
      return send(405, { error: { code: 405 } });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      send(status, { error: { code: status, message: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config: { ...STAND_IN_CLIENT, authorizeUrl: `${base}/o/oauth2/v2/auth`, tokenUrl: `${base}/token`, apiUrl: `${base}/calendar/v3` },
    events: (calendarId = FAMILY_CALENDAR) => [...calendar(calendarId).events.values()].filter((e) => e.status !== "cancelled"),
    find: (summary, calendarId = FAMILY_CALENDAR) => [...calendar(calendarId).events.values()].find((e) => e.status !== "cancelled" && e.summary === summary),
    get: (id, calendarId = FAMILY_CALENDAR) => calendar(calendarId).events.get(id),
    insert: (body, calendarId = FAMILY_CALENDAR) => insert(calendarId, body),
    patch: (id, body, calendarId = FAMILY_CALENDAR) => patch(calendarId, id, body),
    remove: (id, calendarId = FAMILY_CALENDAR) => remove(calendarId, id),
    expireSyncTokens: () => {
      epoch += 1;
    },
    issuedTokens,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
