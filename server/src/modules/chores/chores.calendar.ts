import { fromWall, toWall, wallAt, wallDate } from "../../core/zoned-time.js";
import type { CalendarOverlaySource } from "../calendar/index.js";
import type { ChoresService } from "./chores.service.js";

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The calendar's "chores" layer: due dates of open chores (the current one, then the rule's next ones). */
export function choresCalendarOverlay(chores: ChoresService): CalendarOverlaySource {
  return {
    layer: "chores",
    async list(householdId, from, to, timeZone = "UTC") {
      const start = fromWall(wallAt(from, "00:00"), timeZone);
      const end = fromWall(wallAt(nextDay(to), "00:00"), timeZone);
      return (await chores.occurrences(householdId, start, end)).map((o) => ({
        layer: "chores",
        id: `${o.choreId}@${o.dueAt}`,
        title: o.title,
        date: wallDate(toWall(new Date(o.dueAt), timeZone)),
        start: o.dueAt,
        memberIds: o.assigneeId ? [o.assigneeId] : [],
        href: "/app/chores",
      }));
    },
  };
}
