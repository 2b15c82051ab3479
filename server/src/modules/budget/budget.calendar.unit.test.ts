import { describe, expect, it } from "vitest";
import { addMonths, dayOf, daysInMonth, monthOf, monthRange, monthsBetween, startOfDay } from "./budget.calendar.js";

describe("budget calendar", () => {
  it("puts an evening purchase on the 31st in the household's month, not UTC's", () => {
    const instant = new Date("2026-11-01T03:30:00Z"); // 8:30 pm on Oct 31 in Los Angeles
    expect(monthOf(instant, "America/Los_Angeles")).toBe("2026-10");
    expect(monthOf(instant, "UTC")).toBe("2026-11");
    expect(dayOf(instant, "Europe/Berlin")).toBe("2026-11-01");
  });
  it("starts months at local midnight across DST changes", () => {
    expect(monthRange("2026-11", "America/New_York")).toEqual({
      from: new Date("2026-11-01T04:00:00Z"),
      to: new Date("2026-12-01T05:00:00Z"),
    });
    expect(monthRange("2026-04", "Europe/Berlin").from).toEqual(new Date("2026-03-31T22:00:00Z"));
    expect(startOfDay("2026-10-01", "Australia/Sydney")).toEqual(new Date("2026-09-30T14:00:00Z"));
  });
  it("counts months and their days", () => {
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(daysInMonth("2028-02")).toBe(29);
    expect(monthsBetween("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
  it("answers as Intl does for any instant: remembered minutes, UTC from the Date, an offset in seconds", () => {
    const reference = (instant: Date, timeZone: string) => {
      const p = Object.fromEntries(
        new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
      return `${p.year.padStart(4, "0")}-${p.month}-${p.day}`;
    };
    const zones = ["UTC", "America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "Africa/Monrovia"];
    const instants: Date[] = [];
    // Around local midnights and DST changes of 2026, minute by minute, seconds included.
    for (const start of ["2026-03-08T07:50:00Z", "2026-03-29T00:50:00Z", "2026-10-31T23:50:00Z", "2026-04-04T14:50:00Z"]) {
      for (let s = 0; s < 1800; s += 7) instants.push(new Date(Date.parse(start) + s * 1000));
    }
    // Spread over two centuries, twice each (the second answer is the remembered one).
    for (let i = 0; i < 400; i += 1) instants.push(new Date(Date.UTC(1900, 0, 1) + ((i * 7_919_993_311) % 6_311_390_400) * 1000));
    for (const timeZone of zones) {
      for (const instant of [...instants, ...instants]) expect(dayOf(instant, timeZone), `${instant.toISOString()} ${timeZone}`).toBe(reference(instant, timeZone));
    }
    // Liberia kept UTC−00:44:30 until 1972: its day began at 00:44:30 UTC.
    expect(startOfDay("1960-01-02", "Africa/Monrovia")).toEqual(new Date("1960-01-02T00:44:30Z"));
    expect(dayOf(new Date("1960-01-02T00:44:29Z"), "Africa/Monrovia")).toBe("1960-01-01");
    expect(dayOf(new Date("1960-01-02T00:44:30Z"), "Africa/Monrovia")).toBe("1960-01-02");
  });
});
