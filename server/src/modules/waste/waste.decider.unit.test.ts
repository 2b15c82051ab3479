import { describe, expect, it } from "vitest";
import { decideWaste, type WasteCommand } from "./waste.decider.js";
import { evolveWasteEntry, initialWasteEntryState, type WasteEntryFields, type WasteEvent } from "./waste.events.js";

function given(...events: WasteEvent[]) {
  const state = events.reduce(evolveWasteEntry, initialWasteEntryState);
  return {
    when: (command: WasteCommand) => ({
      then: (expected: WasteEvent[]) => expect(decideWaste(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decideWaste(state, command)).toThrow(message),
    }),
  };
}

const fields: WasteEntryFields = { name: "Takeaway curry", category: "Ready meals", quantity: 1, unit: "box", reason: "too_much", value: 12.456, day: "2026-11-20" };
const recorded: WasteEvent = { type: "WasteRecorded", data: { entryId: "w-1", ...fields, value: 12.46 } };

describe("waste entries", () => {
  it("records food thrown away by hand, value rounded to cents", () => {
    given().when({ type: "RecordWaste", entryId: "w-1", fields }).then([recorded]);
  });
  it("refuses a blank name, no quantity, an unknown reason and a second entry with the same id", () => {
    given().when({ type: "RecordWaste", entryId: "w-1", fields: { ...fields, name: " " } }).thenFails("Name must not be blank");
    given().when({ type: "RecordWaste", entryId: "w-1", fields: { ...fields, quantity: 0 } }).thenFails("Quantity must be above 0");
    given().when({ type: "RecordWaste", entryId: "w-1", fields: { ...fields, reason: "meh" as never } }).thenFails("Reason must be");
    given(recorded).when({ type: "RecordWaste", entryId: "w-1", fields }).thenFails("already exists");
  });
  it("deletes once; deleting again counts as done; an unknown entry is not found", () => {
    const deleted: WasteEvent = { type: "WasteEntryDeleted", data: { entryId: "w-1" } };
    given(recorded).when({ type: "DeleteWasteEntry", entryId: "w-1" }).then([deleted]);
    given(recorded, deleted).when({ type: "DeleteWasteEntry", entryId: "w-1" }).then([]);
    given().when({ type: "DeleteWasteEntry", entryId: "w-1" }).thenFails("Waste entry not found");
  });
});
