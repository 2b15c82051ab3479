import { badRequest, notFound } from "../../core/errors.js";
import { isTimeZone } from "../../core/zoned-time.js";
import type { CalendarSettingsEvent, CalendarSettingsState } from "./calendar-settings.events.js";

export type CalendarSettingsCommand =
  | { type: "SetCalendarTimeZone"; timeZone: string }
  /** `availableLayers`: the layers the server's modules supply now. */
  | { type: "SwitchCalendarOverlay"; layer: string; on: boolean; availableLayers: string[] }
  | { type: "SetMemberColour"; memberId: string; colour: string; activeMemberIds: string[] };

export const UNKNOWN_TIME_ZONE = "Time zone must be an IANA name such as America/Chicago";
export const UNKNOWN_LAYER = "This calendar layer is not available";
export const BAD_COLOUR = "Colour must be a hex colour such as #1e88e5";
export const NOT_A_MEMBER = "Family member not found";

function setTimeZone(state: CalendarSettingsState, timeZone: string): CalendarSettingsEvent[] {
  if (!isTimeZone(timeZone)) throw badRequest(UNKNOWN_TIME_ZONE);
  return state.timeZone === timeZone ? [] : [{ type: "CalendarTimeZoneSet", data: { timeZone } }];
}

function switchOverlay(state: CalendarSettingsState, layer: string, on: boolean, available: string[]): CalendarSettingsEvent[] {
  // Switching off a layer whose module is gone is allowed (it tidies the setting); switching one on is not.
  if (on && !available.includes(layer)) throw badRequest(UNKNOWN_LAYER);
  if (state.overlays.includes(layer) === on) return [];
  return [{ type: "CalendarOverlaySwitched", data: { layer, on } }];
}

function setColour(state: CalendarSettingsState, memberId: string, colour: string, members: string[]): CalendarSettingsEvent[] {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) throw badRequest(BAD_COLOUR);
  if (!members.includes(memberId)) throw notFound(NOT_A_MEMBER);
  const value = colour.toLowerCase();
  return state.colours[memberId] === value ? [] : [{ type: "CalendarMemberColourSet", data: { memberId, colour: value } }];
}

export function decideCalendarSettings(state: CalendarSettingsState, c: CalendarSettingsCommand): CalendarSettingsEvent[] {
  switch (c.type) {
    case "SetCalendarTimeZone":
      return setTimeZone(state, c.timeZone);
    case "SwitchCalendarOverlay":
      return switchOverlay(state, c.layer, c.on, c.availableLayers);
    case "SetMemberColour":
      return setColour(state, c.memberId, c.colour, c.activeMemberIds);
  }
}
