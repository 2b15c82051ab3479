import { describe, expect, it } from "vitest";
import { firstHour, hourLabel, layoutDay, MIN_BLOCK_MINUTES, type GridOccurrence } from "./calendar-grid";

const ZONE = "America/Chicago";
// Wednesday 18 November 2026 in Chicago (UTC-6).
const DATE = "2026-11-18";
const at = (time: string, date = DATE) => new Date(`${date}T${time}:00-06:00`).toISOString();
const timed = (id: string, from: string, to: string, fromDate = DATE, toDate = DATE): GridOccurrence & { id: string } => ({
  id,
  start: at(from, fromDate),
  end: at(to, toDate),
  allDay: false,
  startDate: fromDate,
  endDate: toDate,
});
const ids = (placed: { occurrence: { id: string }; top: number; bottom: number; column: number; columns: number }[]) =>
  placed.map((p) => [p.occurrence.id, p.top, p.bottom, p.column, p.columns]);

describe("calendar grid: placing a day's events by start and length", () => {
  it("places a timed event by its wall-clock minutes in the household's zone", () => {
    const { allDay, timed: blocks } = layoutDay([timed("piano", "16:00", "16:45")], DATE, ZONE);
    expect(allDay).toEqual([]);
    expect(ids(blocks)).toEqual([["piano", 960, 1005, 0, 1]]);
  });

  it("puts all-day events and days a trip covers entirely in the strip above the grid, and cuts the trip's ends at midnight", () => {
    const fair = { id: "fair", start: "2026-11-18T00:00:00.000Z", end: "2026-11-19T00:00:00.000Z", allDay: true, startDate: DATE, endDate: DATE };
    const trip = timed("trip", "18:00", "10:00", "2026-11-17", "2026-11-19");
    expect(layoutDay([fair, trip], DATE, ZONE).allDay.map((o) => o.id)).toEqual(["fair", "trip"]);
    expect(ids(layoutDay([trip], "2026-11-17", ZONE).timed)).toEqual([["trip", 1080, 1440, 0, 1]]);
    expect(ids(layoutDay([trip], "2026-11-19", ZONE).timed)).toEqual([["trip", 0, 600, 0, 1]]);
  });

  it("sets overlapping events side by side and gives the width back after the cluster", () => {
    const events = [timed("swim", "17:00", "18:00"), timed("dentist", "17:30", "18:15"), timed("call", "17:45", "18:00"), timed("dinner", "18:30", "19:30")];
    expect(ids(layoutDay(events, DATE, ZONE).timed)).toEqual([
      ["swim", 1020, 1080, 0, 3],
      ["dentist", 1050, 1095, 1, 3],
      ["call", 1065, 1095, 2, 3],
      ["dinner", 1110, 1170, 0, 1],
    ]);
  });

  it("reuses a column freed earlier in the same cluster", () => {
    const events = [timed("a", "09:00", "12:00"), timed("b", "09:00", "10:00"), timed("c", "10:30", "11:00")];
    expect(ids(layoutDay(events, DATE, ZONE).timed)).toEqual([
      ["a", 540, 720, 0, 2],
      ["b", 540, 600, 1, 2],
      ["c", 630, 660, 1, 2],
    ]);
  });

  it("gives a short event a block tall enough to read, so back-to-back short events share the width", () => {
    const events = [timed("pills", "08:00", "08:05"), timed("bus", "08:15", "08:20")];
    const blocks = layoutDay(events, DATE, ZONE).timed;
    expect(blocks[0].bottom - blocks[0].top).toBe(MIN_BLOCK_MINUTES);
    expect(ids(blocks)).toEqual([
      ["pills", 480, 510, 0, 2],
      ["bus", 495, 525, 1, 2],
    ]);
  });

  it("counts wall-clock minutes on the day clocks fall back", () => {
    // Sunday 1 November 2026: 1:30 AM CST is after the repeated hour; 9:00 AM is 9:00 on the wall.
    const sunday = "2026-11-01";
    const o = { id: "church", start: "2026-11-01T15:00:00.000Z", end: "2026-11-01T16:00:00.000Z", allDay: false, startDate: sunday, endDate: sunday };
    expect(ids(layoutDay([o], sunday, ZONE).timed)).toEqual([["church", 540, 600, 0, 1]]);
  });

  it("scrolls to an hour before the first event (7 AM at the latest) and labels hours the en-US way", () => {
    expect(firstHour([layoutDay([timed("run", "05:30", "06:15")], DATE, ZONE)])).toBe(4);
    expect(firstHour([layoutDay([timed("piano", "16:00", "16:45")], DATE, ZONE)])).toBe(7);
    expect(firstHour([])).toBe(7);
    expect([0, 9, 12, 23].map(hourLabel)).toEqual(["12 AM", "9 AM", "12 PM", "11 PM"]);
  });
});
