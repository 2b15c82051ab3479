import { describe, expect, it } from "vitest";
import { exdateInstants, importedEventId, parseIcs } from "./calendar.import.js";
import { occurrenceStarts } from "./calendar.recurrence.js";

// A school calendar as calendar apps write it: a weekly series in New York with one occurrence moved and
// one cancelled (EXDATE), an all-day event, a UTC event, a floating one, one with its own VTIMEZONE,
// and entries Hearth cannot read.
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Lincoln Elementary//School Calendar//EN",
  "X-WR-CALNAME:Lincoln Elementary",
  "BEGIN:VTIMEZONE",
  "TZID:Eastern Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16011104T020000",
  "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010311T020000",
  "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:band-practice@lincoln.example",
  "DTSTAMP:20261001T120000Z",
  "DTSTART;TZID=America/New_York:20261026T153000",
  "DTEND;TZID=America/New_York:20261026T163000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6",
  "EXDATE;TZID=America/New_York:20261109T153000",
  "SUMMARY:Band practice",
  "LOCATION:Music room",
  "DESCRIPTION:Bring the clarinet\\, and the folder",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:band-practice@lincoln.example",
  "DTSTAMP:20261001T120000Z",
  "RECURRENCE-ID;TZID=America/New_York:20261102T153000",
  "DTSTART;TZID=America/New_York:20261102T160000",
  "DTEND;TZID=America/New_York:20261102T170000",
  "SUMMARY:Band practice (late start)",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:field-trip@lincoln.example",
  "DTSTART;VALUE=DATE:20261112",
  "DTEND;VALUE=DATE:20261114",
  "SUMMARY:Field trip",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:pta@lincoln.example",
  "DTSTART:20261118T000000Z",
  "DURATION:PT90M",
  "SUMMARY:PTA meeting",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:bake-sale@lincoln.example",
  "DTSTART:20261120T090000",
  "DTEND:20261120T120000",
  "SUMMARY:Bake sale",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:concert@lincoln.example",
  "DTSTART;TZID=Eastern Standard Time:20261210T180000",
  "DTEND;TZID=Eastern Standard Time:20261210T193000",
  "SUMMARY:Winter concert",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:called-off@lincoln.example",
  "STATUS:CANCELLED",
  "DTSTART:20261201T150000Z",
  "SUMMARY:Called off",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "SUMMARY:No UID",
  "DTSTART:20261201T150000Z",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

describe("parseIcs", () => {
  const parsed = parseIcs(ICS, "America/Chicago");
  const byUid = (uid: string) => parsed.events.find((e) => e.uid === uid)!;

  it("reads the calendar's name and skips what it cannot import", () => {
    expect(parsed.name).toBe("Lincoln Elementary");
    expect(parsed.events.map((e) => e.uid).sort()).toEqual(
      ["bake-sale@lincoln.example", "band-practice@lincoln.example", "concert@lincoln.example", "field-trip@lincoln.example", "pta@lincoln.example"].sort(),
    );
    expect(parsed.skipped).toBe(2);
  });

  it("keeps a series' rule in its zone, its EXDATE as a cancellation and its RECURRENCE-ID as a changed occurrence", () => {
    const band = byUid("band-practice@lincoln.example");
    expect(band.fields).toMatchObject({
      title: "Band practice",
      timeZone: "America/New_York",
      start: "2026-10-26T19:30:00.000Z", // 15:30 EDT
      end: "2026-10-26T20:30:00.000Z",
      rrule: "FREQ=WEEKLY;COUNT=6;BYDAY=MO", // as ical.js writes the rule back
      location: "Music room",
      notes: "Bring the clarinet, and the folder",
      allDay: false,
      memberIds: [],
    });
    expect(band.exceptions["2026-11-09T20:30:00.000Z"]).toBe("cancelled"); // 15:30 EST after the change
    expect(band.exceptions["2026-11-02T20:30:00.000Z"]).toEqual({
      title: "Band practice (late start)",
      start: "2026-11-02T21:00:00.000Z",
      end: "2026-11-02T22:00:00.000Z",
      location: null,
      notes: null,
    });
    // The series expands across the DST change at 15:30 local each week.
    const starts = occurrenceStarts(band.fields, new Date("2026-10-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z"));
    expect(starts.slice(0, 3)).toEqual(["2026-10-26T19:30:00.000Z", "2026-11-02T20:30:00.000Z", "2026-11-09T20:30:00.000Z"]);
    expect(Object.keys(band.exceptions).every((k) => starts.includes(k))).toBe(true);
  });

  it("reads all-day, UTC with DURATION, floating and own-VTIMEZONE times", () => {
    expect(byUid("field-trip@lincoln.example").fields).toMatchObject({ allDay: true, start: "2026-11-12T00:00:00.000Z", end: "2026-11-14T00:00:00.000Z" });
    expect(byUid("pta@lincoln.example").fields).toMatchObject({ start: "2026-11-18T00:00:00.000Z", end: "2026-11-18T01:30:00.000Z", timeZone: "UTC" });
    // Floating: read in the importer's zone (Chicago, CST = UTC-6).
    expect(byUid("bake-sale@lincoln.example").fields).toMatchObject({ start: "2026-11-20T15:00:00.000Z", timeZone: "America/Chicago" });
    // A Windows zone name: converted by the file's VTIMEZONE (EST = UTC-5).
    expect(byUid("concert@lincoln.example").fields).toMatchObject({ start: "2026-12-10T23:00:00.000Z", end: "2026-12-11T00:30:00.000Z" });
  });

  it("refuses text that is not a calendar", () => {
    expect(() => parseIcs("<html>not a calendar</html>")).toThrow("That file is not an iCalendar (.ics) file");
  });

  it("derives a stable UUID-shaped id per source and UID", () => {
    const a = importedEventId("url:1", "x@example");
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(importedEventId("url:1", "x@example")).toBe(a);
    expect(importedEventId("url:2", "x@example")).not.toBe(a);
  });

  it("reads Google's EXDATE lines", () => {
    expect(exdateInstants("EXDATE;TZID=Europe/London:20261102T090000,20261109T090000")).toEqual(["2026-11-02T09:00:00.000Z", "2026-11-09T09:00:00.000Z"]);
    expect(exdateInstants("EXDATE:20261102T170000Z")).toEqual(["2026-11-02T17:00:00.000Z"]);
    expect(exdateInstants("EXDATE;VALUE=DATE:20261102")).toEqual(["2026-11-02T00:00:00.000Z"]);
  });
});

describe("parseIcs: RDATE", () => {
  const file = (lines: string[]) =>
    ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//RDATE//EN", ...lines, "END:VCALENDAR"].join("\r\n");

  it("makes each extra date an occurrence of its own, the series' length, without doubling the rule's", () => {
    const parsed = parseIcs(
      file([
        "BEGIN:VEVENT",
        "UID:clinic@school",
        "DTSTART;TZID=America/New_York:20261102T153000",
        "DTEND;TZID=America/New_York:20261102T163000",
        "RRULE:FREQ=WEEKLY;COUNT=2",
        // 11-04 and 11-06 are extra; 11-09 is already the rule's; 11-06 is cancelled below.
        "RDATE;TZID=America/New_York:20261104T153000,20261109T153000",
        "RDATE;TZID=America/New_York:20261106T153000",
        "RDATE;VALUE=PERIOD:20261111T140000Z/20261111T170000Z",
        "SUMMARY:Flu clinic",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:clinic@school",
        "RECURRENCE-ID;TZID=America/New_York:20261106T153000",
        "STATUS:CANCELLED",
        "SUMMARY:Flu clinic",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:clinic@school",
        "RECURRENCE-ID;TZID=America/New_York:20261104T153000",
        "DTSTART;TZID=America/New_York:20261104T160000",
        "DTEND;TZID=America/New_York:20261104T170000",
        "SUMMARY:Flu clinic (gym)",
        "END:VEVENT",
      ]),
    );
    expect(parsed.skipped).toBe(0);
    const byUid = Object.fromEntries(parsed.events.map((e) => [e.uid, e]));
    expect(Object.keys(byUid).sort()).toEqual([
      "clinic@school",
      "clinic@school#rdate:2026-11-04T20:30:00.000Z",
      "clinic@school#rdate:2026-11-11T14:00:00.000Z",
    ]);
    expect(byUid["clinic@school#rdate:2026-11-04T20:30:00.000Z"]!.fields).toMatchObject({
      title: "Flu clinic (gym)",
      start: "2026-11-04T21:00:00.000Z",
      end: "2026-11-04T22:00:00.000Z",
      rrule: null,
      timeZone: "America/New_York",
    });
    expect(byUid["clinic@school#rdate:2026-11-11T14:00:00.000Z"]!.fields).toMatchObject({ start: "2026-11-11T14:00:00.000Z", end: "2026-11-11T17:00:00.000Z", rrule: null });
    expect(byUid["clinic@school"]!.fields.rrule).toBe("FREQ=WEEKLY;COUNT=2");
  });

  it("reads all-day RDATEs and leaves out one an EXDATE cancels", () => {
    const parsed = parseIcs(
      file([
        "BEGIN:VEVENT",
        "UID:holiday@school",
        "DTSTART;VALUE=DATE:20261126",
        "RDATE;VALUE=DATE:20261127,20261130",
        "EXDATE;VALUE=DATE:20261130",
        "SUMMARY:No school",
        "END:VEVENT",
      ]),
    );
    expect(parsed.events.map((e) => [e.uid, e.fields.start, e.fields.allDay])).toEqual([
      ["holiday@school", "2026-11-26T00:00:00.000Z", true],
      ["holiday@school#rdate:2026-11-27T00:00:00.000Z", "2026-11-27T00:00:00.000Z", true],
    ]);
  });
});
