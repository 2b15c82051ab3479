/** How the chores screen sorts and words chores; pure, so it is tested without rendering. */

export interface ChoreLike {
  id: string;
  title: string;
  dueAt: string | null;
  assigneeId: string | null;
  open: boolean;
  points: number;
  schedule: { frequency: string; interval: number; weekdays: number[]; dueTime: string } | null;
}

export type ChoreView = "today" | "week" | "members";

export interface ChoreGroups<C> {
  overdue: C[];
  today: C[];
  week: C[];
  later: C[];
  /** One-off tasks without a due date, and done ones. */
  undated: C[];
  done: C[];
}

function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
}

/** Overdue (due before now), due later today, due in the next 7 days, later; in the device's time zone. */
export function groupChores<C extends ChoreLike>(chores: readonly C[], now: Date): ChoreGroups<C> {
  const groups: ChoreGroups<C> = { overdue: [], today: [], week: [], later: [], undated: [], done: [] };
  const tomorrow = addDays(startOfDay(now), 1);
  const weekEnd = addDays(startOfDay(now), 7);
  for (const chore of chores) {
    if (!chore.open) groups.done.push(chore);
    else if (!chore.dueAt) groups.undated.push(chore);
    else {
      const due = new Date(chore.dueAt);
      if (due < now) groups.overdue.push(chore);
      else if (due < tomorrow) groups.today.push(chore);
      else if (due < weekEnd) groups.week.push(chore);
      else groups.later.push(chore);
    }
  }
  const byDue = (a: C, b: C) => (a.dueAt ?? "").localeCompare(b.dueAt ?? "") || a.title.localeCompare(b.title);
  for (const list of Object.values(groups)) list.sort(byDue);
  return groups;
}

/** Open chores per assignee (member id, or "anyone" for chores open to everybody), soonest first. */
export function choresByMember<C extends ChoreLike>(chores: readonly C[]): Map<string, C[]> {
  const out = new Map<string, C[]>();
  for (const chore of chores) {
    if (!chore.open) continue;
    const key = chore.assigneeId ?? "anyone";
    out.set(key, [...(out.get(key) ?? []), chore]);
  }
  for (const list of out.values()) list.sort((a, b) => (a.dueAt ?? "~").localeCompare(b.dueAt ?? "~"));
  return out;
}

/**
 * Who a day of the week view falls to. The server names the assignee of the occurrence up now, and of later
 * ones only for a chore of one member (`choreOccurrences` answers null otherwise), so the chore's mode words
 * the rest: "Anyone" for a chore anyone may do, "in turn" for a rotation, "whoever has done it least" for
 * leastDone. Null when the chore (so its mode) is not known here.
 */
export function occurrenceAssignee(
  occurrence: { assigneeId: string | null; current: boolean },
  mode: string | undefined,
  nameOf: (id: string) => string,
): string | null {
  if (occurrence.assigneeId) return nameOf(occurrence.assigneeId);
  if (occurrence.current) return "Anyone"; // the schema: the occurrence up now falls to no one in particular
  switch (mode) {
    case undefined:
      return null;
    case "rotation":
      return "in turn";
    case "leastDone":
      return "whoever has done it least";
    default:
      return "Anyone";
  }
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** "Every day", "Every 2 weeks on Mon, Thu", "Every month", "3 days after it is done"; "One-off" without a rule. */
export function describeSchedule(schedule: ChoreLike["schedule"]): string {
  if (!schedule) return "One-off";
  const n = schedule.interval;
  switch (schedule.frequency) {
    case "daily":
      return n === 1 ? "Every day" : `Every ${n} days`;
    case "weekly": {
      const days = [...schedule.weekdays].sort().map((d) => WEEKDAYS[d]).join(", ");
      return `${n === 1 ? "Every week" : `Every ${n} weeks`}${days ? ` on ${days}` : ""}`;
    }
    case "monthly":
      return n === 1 ? "Every month" : `Every ${n} months`;
    default:
      return n === 1 ? "A day after it is done" : `${n} days after it is done`;
  }
}

/** "Overdue · Tue 6:00 PM", "Today 6:00 PM", "Thu 6:00 PM", "Mar 3, 6:00 PM", in the device's zone. */
export function describeDue(dueAt: string | null, now: Date): string {
  if (!dueAt) return "No due date";
  const due = new Date(dueAt);
  const time = due.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  const dayDiff = Math.round((startOfDay(due).getTime() - startOfDay(now).getTime()) / 86_400_000);
  let day: string;
  if (dayDiff === 0) day = "Today";
  else if (dayDiff === 1) day = "Tomorrow";
  else if (dayDiff === -1) day = "Yesterday";
  else if (Math.abs(dayDiff) < 7) day = due.toLocaleDateString("en-US", { weekday: "short" });
  else day = due.toLocaleDateString("en-US", { month: "short", day: "numeric" });
  return `${due < now ? "Overdue · " : ""}${day} ${time}`;
}

/** The device's IANA time zone (new chores repeat in it), else UTC. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** "YYYY-MM-DD" of a date in the device's zone. */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
