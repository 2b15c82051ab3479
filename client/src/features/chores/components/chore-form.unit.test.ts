import { describe, expect, it } from "vitest";
import { emptyChoreValues, firstDueOf } from "./chore-form";

// Dates are built on this process's clock and zone, as the form builds them on the device's.
const at = (y: number, m: number, d: number, hh = 0, mm = 0) => new Date(y, m - 1, d, hh, mm);

describe("a new chore's form", () => {
  it("starts today while today's 18:00 is still ahead, and tomorrow (its weekday too) once it has passed", () => {
    const morning = emptyChoreValues(at(2026, 11, 25, 9, 30)); // a Wednesday
    expect(morning).toMatchObject({ startDate: "2026-11-25", weekdays: [2], dueTime: "18:00" });
    expect(firstDueOf(morning)).toEqual(at(2026, 11, 25, 18, 0));

    const evening = emptyChoreValues(at(2026, 11, 25, 18, 0));
    expect(evening).toMatchObject({ startDate: "2026-11-26", weekdays: [3] });
    // The last day of a month rolls into the next month.
    expect(emptyChoreValues(at(2026, 11, 30, 21, 15)).startDate).toBe("2026-12-01");
  });

  it("finds the first due time: the task's own, a weekly chore's first chosen day on or after the start, the start day for the others", () => {
    const base = emptyChoreValues(at(2026, 11, 25, 9, 0));
    expect(firstDueOf({ ...base, repeat: "once", startDate: "2026-11-24", dueTime: "07:45" })).toEqual(at(2026, 11, 24, 7, 45));
    // Started on a Wednesday, due on Mondays and Fridays: the Friday.
    expect(firstDueOf({ ...base, repeat: "weekly", weekdays: [0, 4], startDate: "2026-11-25" })).toEqual(at(2026, 11, 27, 18, 0));
    expect(firstDueOf({ ...base, repeat: "daily", startDate: "2026-11-25", dueTime: "08:00" })).toEqual(at(2026, 11, 25, 8, 0));
    expect(firstDueOf({ ...base, repeat: "monthly", startDate: "2026-12-31" })).toEqual(at(2026, 12, 31, 18, 0));
  });

  it("cannot say without a day, without a chosen weekday or for another zone than the device's", () => {
    const base = emptyChoreValues(at(2026, 11, 25, 9, 0));
    expect(firstDueOf({ ...base, startDate: "" })).toBeNull();
    expect(firstDueOf({ ...base, repeat: "weekly", weekdays: [] })).toBeNull();
    expect(firstDueOf({ ...base, timeZone: base.timeZone === "Pacific/Kiritimati" ? "UTC" : "Pacific/Kiritimati" })).toBeNull();
  });
});
