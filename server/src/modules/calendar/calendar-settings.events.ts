import type { StoredEvent } from "../../core/event-store.js";

/**
 * The household's calendar settings (stream `calendar-settings-<householdId>`): the zone its days are
 * counted in, the overlay layers switched on, and a colour per family member (kept here rather than on
 * the family member, whose fields the spec fixes).
 */
export type CalendarSettingsEvent =
  | { type: "CalendarTimeZoneSet"; data: { timeZone: string } }
  | { type: "CalendarOverlaySwitched"; data: { layer: string; on: boolean } }
  | { type: "CalendarMemberColourSet"; data: { memberId: string; colour: string } };

export const CALENDAR_SETTINGS_EVENT_TYPES: readonly CalendarSettingsEvent["type"][] = [
  "CalendarTimeZoneSet",
  "CalendarOverlaySwitched",
  "CalendarMemberColourSet",
];

export type CalendarSettingsState = {
  timeZone: string | null;
  /** Layers switched on. */
  overlays: readonly string[];
  colours: Readonly<Record<string, string>>;
};

export const initialCalendarSettings: CalendarSettingsState = { timeZone: null, overlays: [], colours: {} };
export const calendarSettingsStream = (householdId: string) => `calendar-settings-${householdId}`;

export function evolveCalendarSettings(state: CalendarSettingsState, stored: StoredEvent | CalendarSettingsEvent): CalendarSettingsState {
  const event = stored as CalendarSettingsEvent;
  switch (event.type) {
    case "CalendarTimeZoneSet":
      return { ...state, timeZone: event.data.timeZone };
    case "CalendarOverlaySwitched": {
      const others = state.overlays.filter((l) => l !== event.data.layer);
      return { ...state, overlays: event.data.on ? [...others, event.data.layer].sort() : others };
    }
    case "CalendarMemberColourSet":
      return { ...state, colours: { ...state.colours, [event.data.memberId]: event.data.colour } };
    default:
      return state;
  }
}
