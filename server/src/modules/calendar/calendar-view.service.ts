import { badRequest, forbidden } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { isTimeZone } from "../../core/zoned-time.js";
import type { HouseholdsService } from "../households/index.js";
import { decideCalendarSettings, type CalendarSettingsCommand } from "./calendar-settings.decider.js";
import { calendarSettingsStream, evolveCalendarSettings, initialCalendarSettings, type CalendarSettingsState } from "./calendar-settings.events.js";
import { dateInZone, dayStartInZone, nextDate, type CalendarOverlayItem, type CalendarOverlaySource } from "./calendar.overlays.js";
import type { CalendarOccurrenceView, CalendarService } from "./calendar.service.js";
import { CalendarSettingsEntity } from "./projections/calendar-settings.read-model.js";

export const ONLY_HOLDER_SETTINGS = "Only the account holder can change the calendar's settings";
export const BAD_RANGE = "Ask for up to 62 days, from a YYYY-MM-DD date to a later or equal one";

/** Colours members get until someone picks one (distinct, and readable with white text). */
export const MEMBER_PALETTE = ["#1e88e5", "#d81b60", "#2e7d32", "#8e24aa", "#ef6c00", "#00838f", "#6d4c41", "#3949ab"] as const;

export interface CalendarSettingsView {
  /** The zone days are counted in; null until the household chooses one. */
  timeZone: string | null;
  /** Every layer a module supplies, with whether the household has it on. */
  overlays: { layer: string; on: boolean }[];
  /** Active members in the household's order, each with their colour (chosen, else from the palette). */
  members: { memberId: string; name: string; colour: string }[];
}

/** An occurrence placed on the household's days (for all-day events, the event's own dates). */
export interface CalendarViewOccurrence extends CalendarOccurrenceView {
  startDate: string;
  /** The last day it covers (an event ending at midnight does not cover the next day). */
  endDate: string;
}

export interface CalendarViewResult {
  timeZone: string;
  from: string;
  to: string;
  occurrences: CalendarViewOccurrence[];
  overlays: CalendarOverlayItem[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Settings, overlays from other modules, and occurrences counted in the household's days. */
export function createCalendarViewService(core: CoreServices, households: HouseholdsService, calendar: CalendarService, sources: CalendarOverlaySource[]) {
  const layers = () => [...new Set(sources.map((s) => s.layer))].sort();
  const activeMembers = async (householdId: string) => (await households.familyMembers(householdId)).filter((m) => m.isActive);

  async function state(householdId: string): Promise<CalendarSettingsState> {
    const row = await core.db.em().findOne(CalendarSettingsEntity, { householdId }, { disableIdentityMap: true });
    return row ? { timeZone: row.timeZone, overlays: row.overlays, colours: row.colours } : initialCalendarSettings;
  }

  async function settings(householdId: string): Promise<CalendarSettingsView> {
    const [s, members] = await Promise.all([state(householdId), activeMembers(householdId)]);
    const known = layers();
    return {
      timeZone: s.timeZone,
      overlays: known.map((layer) => ({ layer, on: s.overlays.includes(layer) })),
      members: members.map((m, i) => ({ memberId: m.id, name: m.name, colour: s.colours[m.id] ?? MEMBER_PALETTE[i % MEMBER_PALETTE.length] })),
    };
  }

  async function change(ctx: RequestContext, auth: TokenClaims, command: CalendarSettingsCommand): Promise<CalendarSettingsView> {
    if (auth.accountType !== "accountHolder") throw forbidden(ONLY_HOLDER_SETTINGS);
    await core.store.execute(
      {
        householdId: auth.householdId,
        actorId: auth.userId,
        now: core.now(),
        clientId: ctx.clientId,
        correlationId: ctx.requestId,
        idempotencyKey: ctx.idempotencyKey,
      },
      async (tx) => {
        const stream = calendarSettingsStream(auth.householdId);
        const { state: current, version } = await tx.load(stream, evolveCalendarSettings, initialCalendarSettings);
        await tx.append(stream, version, decideCalendarSettings(current, command));
      },
    );
    return settings(auth.householdId);
  }

  return {
    settings,

    setTimeZone: (ctx: RequestContext, auth: TokenClaims, timeZone: string) => change(ctx, auth, { type: "SetCalendarTimeZone", timeZone }),

    switchOverlay: (ctx: RequestContext, auth: TokenClaims, layer: string, on: boolean) =>
      change(ctx, auth, { type: "SwitchCalendarOverlay", layer, on, availableLayers: layers() }),

    async setMemberColour(ctx: RequestContext, auth: TokenClaims, memberId: string, colour: string) {
      const members = (await activeMembers(auth.householdId)).map((m) => m.id);
      return change(ctx, auth, { type: "SetMemberColour", memberId: memberId.toLowerCase(), colour, activeMemberIds: members });
    },

    /**
     * Days `from`..`to` (YYYY-MM-DD, both included) in the household's zone (else the device's, else UTC):
     * occurrences with the days they cover, and the items of the overlay layers switched on.
     */
    async view(householdId: string, from: string, to: string, options: { memberId?: string | null; deviceTimeZone?: string | null } = {}): Promise<CalendarViewResult> {
      if (!isDate(from) || !isDate(to) || to < from || Date.parse(to) - Date.parse(from) > 61 * 86_400_000) throw badRequest(BAD_RANGE);
      const s = await state(householdId);
      const zone = s.timeZone ?? (options.deviceTimeZone && isTimeZone(options.deviceTimeZone) ? options.deviceTimeZone : "UTC");
      const memberId = options.memberId?.toLowerCase() ?? null;
      const start = dayStartInZone(from, zone);
      const end = dayStartInZone(nextDate(to), zone);
      const occurrences = (await calendar.occurrences(householdId, start, end, memberId))
        .map((o): CalendarViewOccurrence => {
          const dateOf = (iso: string) => (o.allDay ? iso.slice(0, 10) : dateInZone(new Date(iso), zone));
          const startDate = dateOf(o.start);
          const last = dateOf(new Date(Math.max(Date.parse(o.start), Date.parse(o.end) - 1)).toISOString());
          return { ...o, startDate, endDate: last < startDate ? startDate : last };
        })
        .filter((o) => o.endDate >= from && o.startDate <= to);

      const on = sources.filter((source) => s.overlays.includes(source.layer));
      const lists = await Promise.all(
        on.map(async (source) => {
          try {
            return (await source.list(householdId, from, to, zone)).map((item) => ({ ...item, layer: source.layer }));
          } catch (error) {
            // One module's trouble must not take the family's calendar down with it.
            core.logger.warn({ err: error, layer: source.layer }, "calendar overlay failed");
            return [];
          }
        }),
      );
      const overlays = lists
        .flat()
        .filter((item) => item.date >= from && item.date <= to)
        .filter((item) => !memberId || !item.memberIds?.length || item.memberIds.includes(memberId))
        .sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? "").localeCompare(b.start ?? "") || a.title.localeCompare(b.title));
      return { timeZone: zone, from, to, occurrences, overlays };
    },
  };
}

export type CalendarViewService = ReturnType<typeof createCalendarViewService>;
