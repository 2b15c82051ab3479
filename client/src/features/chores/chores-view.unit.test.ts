import { describe, expect, it } from "vitest";
import { choresByMember, describeSchedule, groupChores, occurrenceAssignee, type ChoreLike } from "./chores-view";

const now = new Date(2026, 10, 23, 12, 0); // Mon Nov 23 2026, noon local
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();
const chore = (id: string, dueAt: string | null, extra: Partial<ChoreLike> = {}): ChoreLike => ({
  id,
  title: id,
  dueAt,
  assigneeId: null,
  open: true,
  points: 1,
  schedule: null,
  ...extra,
});

describe("chores view", () => {
  it("groups chores as overdue, today, this week, later, undated and done", () => {
    const groups = groupChores(
      [
        chore("late", at(23, 8)),
        chore("tonight", at(23, 19)),
        chore("thursday", at(26, 18)),
        chore("next month", at(30, 18) + ""),
        chore("someday", null),
        chore("finished", at(22, 8), { open: false }),
      ],
      now,
    );
    expect(groups.overdue.map((c) => c.id)).toEqual(["late"]);
    expect(groups.today.map((c) => c.id)).toEqual(["tonight"]);
    expect(groups.week.map((c) => c.id)).toEqual(["thursday"]);
    expect(groups.later.map((c) => c.id)).toEqual(["next month"]);
    expect(groups.undated.map((c) => c.id)).toEqual(["someday"]);
    expect(groups.done.map((c) => c.id)).toEqual(["finished"]);
  });

  it("lists open chores per assignee, with anyone's apart", () => {
    const map = choresByMember([
      chore("b", at(25, 8), { assigneeId: "ana" }),
      chore("a", at(24, 8), { assigneeId: "ana" }),
      chore("c", at(24, 8)),
      chore("d", at(24, 8), { assigneeId: "ana", open: false }),
    ]);
    expect(map.get("ana")?.map((c) => c.id)).toEqual(["a", "b"]);
    expect(map.get("anyone")?.map((c) => c.id)).toEqual(["c"]);
  });

  it("describes rules in words", () => {
    expect(describeSchedule(null)).toBe("One-off");
    expect(describeSchedule({ frequency: "daily", interval: 1, weekdays: [], dueTime: "08:00" })).toBe("Every day");
    expect(describeSchedule({ frequency: "weekly", interval: 2, weekdays: [3, 0], dueTime: "08:00" })).toBe("Every 2 weeks on Mon, Thu");
    expect(describeSchedule({ frequency: "afterCompletion", interval: 3, weekdays: [], dueTime: "08:00" })).toBe("3 days after it is done");
  });

  it("words who each day of the week view falls to by the chore's rule, not 'in turn' for a chore anyone may do", () => {
    const nameOf = (id: string) => ({ ana: "Ana", leo: "Leo" })[id] ?? "A former member";
    const today = { assigneeId: null, current: true };
    const later = { assigneeId: null, current: false };
    // What choreOccurrences answers for a daily "Anyone" chore: null on every day.
    expect([today, later, later].map((o) => occurrenceAssignee(o, "anyone", nameOf))).toEqual(["Anyone", "Anyone", "Anyone"]);
    // A rotation: today's assignee is named, later turns are not known yet.
    expect(occurrenceAssignee({ assigneeId: "ana", current: true }, "rotation", nameOf)).toBe("Ana");
    expect(occurrenceAssignee(later, "rotation", nameOf)).toBe("in turn");
    expect(occurrenceAssignee(later, "leastDone", nameOf)).toBe("whoever has done it least");
    // One member's chore: named on every day.
    expect(occurrenceAssignee({ assigneeId: "leo", current: false }, "member", nameOf)).toBe("Leo");
    // A chore this device has not read yet: nothing rather than a guess.
    expect(occurrenceAssignee(later, undefined, nameOf)).toBeNull();
  });
});
