import { describe, expect, it } from "vitest";
import {
  BAD_COLOUR,
  decideCalendarSettings,
  NOT_A_MEMBER,
  UNKNOWN_LAYER,
  UNKNOWN_TIME_ZONE,
  type CalendarSettingsCommand,
} from "./calendar-settings.decider.js";
import { evolveCalendarSettings, initialCalendarSettings, type CalendarSettingsEvent } from "./calendar-settings.events.js";

const ana = "a0000000-0000-4000-8000-00000000000a";
const layers = ["chores", "pantry", "subscription"];

function given(...events: CalendarSettingsEvent[]) {
  const state = events.reduce(evolveCalendarSettings, initialCalendarSettings);
  return {
    when: (command: CalendarSettingsCommand) => ({
      then: (expected: CalendarSettingsEvent[]) => expect(decideCalendarSettings(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decideCalendarSettings(state, command)).toThrow(message),
    }),
  };
}

const choresOn: CalendarSettingsEvent = { type: "CalendarOverlaySwitched", data: { layer: "chores", on: true } };

describe("calendar settings decider", () => {
  it("sets the household's time zone once, and refuses a zone that does not exist", () => {
    given().when({ type: "SetCalendarTimeZone", timeZone: "America/Chicago" }).then([{ type: "CalendarTimeZoneSet", data: { timeZone: "America/Chicago" } }]);
    given({ type: "CalendarTimeZoneSet", data: { timeZone: "America/Chicago" } }).when({ type: "SetCalendarTimeZone", timeZone: "America/Chicago" }).then([]);
    given().when({ type: "SetCalendarTimeZone", timeZone: "Mars/Olympus" }).thenFails(UNKNOWN_TIME_ZONE);
  });

  it("switches a layer a module supplies on, then off; a second switch to the same state records nothing", () => {
    given().when({ type: "SwitchCalendarOverlay", layer: "chores", on: true, availableLayers: layers }).then([choresOn]);
    given(choresOn).when({ type: "SwitchCalendarOverlay", layer: "chores", on: true, availableLayers: layers }).then([]);
    given(choresOn)
      .when({ type: "SwitchCalendarOverlay", layer: "chores", on: false, availableLayers: layers })
      .then([{ type: "CalendarOverlaySwitched", data: { layer: "chores", on: false } }]);
    given().when({ type: "SwitchCalendarOverlay", layer: "chores", on: false, availableLayers: layers }).then([]);
  });

  it("refuses to switch on a layer no module supplies, but lets a gone layer be switched off", () => {
    given().when({ type: "SwitchCalendarOverlay", layer: "weather", on: true, availableLayers: layers }).thenFails(UNKNOWN_LAYER);
    const mealsOn: CalendarSettingsEvent = { type: "CalendarOverlaySwitched", data: { layer: "meals", on: true } };
    given(mealsOn)
      .when({ type: "SwitchCalendarOverlay", layer: "meals", on: false, availableLayers: layers })
      .then([{ type: "CalendarOverlaySwitched", data: { layer: "meals", on: false } }]);
  });

  it("keeps the layers switched on in the state", () => {
    const state = [choresOn, { type: "CalendarOverlaySwitched", data: { layer: "pantry", on: true } } as CalendarSettingsEvent].reduce(
      evolveCalendarSettings,
      initialCalendarSettings,
    );
    expect(state.overlays).toEqual(["chores", "pantry"]);
  });

  it("gives an active member a colour (stored lower-case), once", () => {
    given()
      .when({ type: "SetMemberColour", memberId: ana, colour: "#1E88E5", activeMemberIds: [ana] })
      .then([{ type: "CalendarMemberColourSet", data: { memberId: ana, colour: "#1e88e5" } }]);
    given({ type: "CalendarMemberColourSet", data: { memberId: ana, colour: "#1e88e5" } })
      .when({ type: "SetMemberColour", memberId: ana, colour: "#1e88e5", activeMemberIds: [ana] })
      .then([]);
  });

  it("refuses a colour that is not a hex colour, and a member of no one's household (404)", () => {
    given().when({ type: "SetMemberColour", memberId: ana, colour: "blue", activeMemberIds: [ana] }).thenFails(BAD_COLOUR);
    given().when({ type: "SetMemberColour", memberId: ana, colour: "#1e88e5", activeMemberIds: [] }).thenFails(NOT_A_MEMBER);
  });
});
