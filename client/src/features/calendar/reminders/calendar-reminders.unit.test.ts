import { describe, expect, it } from "vitest";
import {
  concernsViewer,
  deliveredStorageKey,
  markDelivered,
  readDelivered,
  reminderKey,
  remindersDue,
  startsIn,
  type ReminderOccurrence,
} from "./calendar-reminders";

const ZONE = "America/Chicago";
const MIN = 60_000;
// Swimming lessons Tuesday 24 November 2026, 5:00 PM in Chicago (23:00 UTC).
const START = Date.parse("2026-11-24T23:00:00.000Z");
const swim = (over: Partial<ReminderOccurrence> = {}): ReminderOccurrence => ({
  eventId: "e-swim",
  occurrenceStart: "2026-11-24T23:00:00.000Z",
  title: "Swimming lessons",
  start: "2026-11-24T23:00:00.000Z",
  allDay: false,
  startDate: "2026-11-24",
  location: "Northside pool",
  memberIds: [],
  reminders: [15],
  ...over,
});
const holder = { familyMemberId: null };
const due = (occurrences: ReminderOccurrence[], now: number, delivered: string[] = [], viewer: { familyMemberId: string | null } = holder) =>
  remindersDue(occurrences, { now, timeZone: ZONE, viewer, delivered: new Set(delivered) });

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe("calendar reminders: when a reminder is due", () => {
  it("is not due before its time, and says when to look again", () => {
    const r = due([swim()], START - 16 * MIN);
    expect(r.due).toEqual([]);
    expect(r.nextAt).toBe(START - 15 * MIN);
  });

  it("is due at its time with the words families expect", () => {
    expect(due([swim()], START - 15 * MIN)).toEqual({
      due: [{ key: reminderKey(swim(), 15), title: "Swimming lessons starts in 15 minutes", body: "At 5:00 PM · Northside pool", startsAt: START }],
      nextAt: null,
    });
  });

  it("shows late (with the real time left) when the device opens after its time, never once the event has started", () => {
    expect(due([swim()], START - 7 * MIN - 20_000).due[0].title).toBe("Swimming lessons starts in 8 minutes");
    expect(due([swim()], START - 10_000).due[0].title).toBe("Swimming lessons starts in 1 minute");
    expect(due([swim()], START).due).toEqual([]);
    expect(due([swim()], START + 5 * MIN).due).toEqual([]);
  });

  it("keeps an 'At the start' reminder due for a minute after the start", () => {
    const atStart = swim({ reminders: [0] });
    expect(due([atStart], START - 1).due).toEqual([]);
    expect(due([atStart], START).due[0].title).toBe("Swimming lessons starts now");
    expect(due([atStart], START + 59_000).due).toHaveLength(1);
    expect(due([atStart], START + MIN).due).toEqual([]);
  });

  it("shows each reminder of an occurrence once: the delivered ones are skipped, the next one is awaited", () => {
    const two = swim({ reminders: [60, 15] });
    const first = due([two], START - 60 * MIN);
    expect(first.due.map((d) => d.title)).toEqual(["Swimming lessons starts in 1 hour"]);
    expect(first.nextAt).toBe(START - 15 * MIN);
    expect(due([two], START - 30 * MIN, [reminderKey(two, 60)]).due).toEqual([]);
    expect(due([two], START - 15 * MIN, [reminderKey(two, 60)]).due.map((d) => d.title)).toEqual(["Swimming lessons starts in 15 minutes"]);
  });

  it("tells the occurrences of a series apart", () => {
    const nextWeek = swim({ occurrenceStart: "2026-12-01T23:00:00.000Z", start: "2026-12-01T23:00:00.000Z", startDate: "2026-12-01" });
    expect(reminderKey(swim(), 15)).not.toBe(reminderKey(nextWeek, 15));
    expect(due([swim(), nextWeek], START - 15 * MIN, [reminderKey(nextWeek, 15)]).due).toHaveLength(1);
  });

  it("counts an all-day event from midnight of its day in the household's zone, across a DST change", () => {
    // Sunday 1 November 2026: Chicago falls back; midnight is 05:00 UTC (still CDT).
    const fair = swim({ title: "School fair", allDay: true, start: "2026-11-01T00:00:00.000Z", startDate: "2026-11-01", reminders: [1440, 0], location: null });
    const midnight = Date.parse("2026-11-01T05:00:00.000Z");
    expect(due([fair], midnight - 1440 * MIN).due.map((d) => [d.title, d.body])).toEqual([["School fair is tomorrow", "All day"]]);
    expect(due([fair], midnight, [reminderKey(fair, 1440)]).due.map((d) => d.title)).toEqual(["School fair is today"]);
  });

  it("reminds the devices of the members an event concerns, the account holder's, and everyone's when it concerns no one", () => {
    const mias = swim({ memberIds: ["MIA-1"] });
    expect(concernsViewer(mias, { familyMemberId: "mia-1" })).toBe(true);
    expect(concernsViewer(mias, { familyMemberId: "ben-2" })).toBe(false);
    expect(concernsViewer(mias, holder)).toBe(true);
    expect(concernsViewer(swim(), { familyMemberId: "ben-2" })).toBe(true);
    expect(due([mias], START - 15 * MIN, [], { familyMemberId: "ben-2" })).toEqual({ due: [], nextAt: null });
  });

  it("words the time left", () => {
    expect(startsIn(0)).toBe("now");
    expect(startsIn(MIN)).toBe("in 1 minute");
    expect(startsIn(90 * MIN)).toBe("in 1 hour 30 minutes");
    expect(startsIn(120 * MIN)).toBe("in 2 hours");
    expect(startsIn(1440 * MIN)).toBe("in 1 day");
  });
});

describe("calendar reminders: what this device has shown survives a reload", () => {
  it("keeps delivered keys per user until a day after the start, then forgets them", () => {
    const storage = new MemoryStorage();
    const [reminder] = due([swim()], START - 15 * MIN).due;
    markDelivered(storage, "user-1", [reminder], START - 15 * MIN);
    expect(Object.keys(readDelivered(storage, "user-1", START))).toEqual([reminder.key]);
    expect(readDelivered(storage, "user-2", START)).toEqual({});
    expect(readDelivered(storage, "user-1", START + 86_400_000 + 1)).toEqual({});
  });

  it("reads nothing from a missing or broken entry", () => {
    const storage = new MemoryStorage();
    expect(readDelivered(null, "user-1", START)).toEqual({});
    storage.setItem(deliveredStorageKey("user-1"), "{not json");
    expect(readDelivered(storage, "user-1", START)).toEqual({});
  });
});
