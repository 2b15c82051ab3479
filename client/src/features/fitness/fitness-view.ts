import type { ChartSeries } from "../../components/chart/chart-data";
import { kgToLb, shortDate } from "./fitness-units";

interface Week {
  weekStart: string;
  minutes: number;
}
interface Volume {
  exercise: string;
  weekStart: string;
  volumeKg: number;
}

/** Minutes per week as bars, with the weekly goal as a second series when there is one. */
export function minutesChart(weeks: readonly Week[], goal: number | null | undefined): { labels: string[]; series: ChartSeries[] } {
  const labels = weeks.map((w) => shortDate(w.weekStart));
  const series: ChartSeries[] = [{ label: "Minutes", values: weeks.map((w) => w.minutes) }];
  if (goal) series.push({ label: "Goal", values: weeks.map(() => goal), color: "#009E73" });
  return { labels, series };
}

/** Volume (reps × weight, in lb) per week of the exercises with the most volume (at most `top`). */
export function volumeChart(weeks: readonly Week[], volume: readonly Volume[], top = 4): { labels: string[]; series: ChartSeries[] } {
  const totals = new Map<string, number>();
  for (const v of volume) totals.set(v.exercise, (totals.get(v.exercise) ?? 0) + v.volumeKg);
  const exercises = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top).map(([e]) => e);
  return {
    labels: weeks.map((w) => shortDate(w.weekStart)),
    series: exercises.map((exercise) => ({
      label: exercise,
      values: weeks.map((w) => {
        const found = volume.find((v) => v.exercise === exercise && v.weekStart === w.weekStart);
        return found ? Math.round(kgToLb(found.volumeKg)) : null;
      }),
    })),
  };
}

/** The share of the weekly minutes goal done, 0..1 (capped), or null without a goal. */
export function goalShare(minutes: number, goal: number | null | undefined): number | null {
  if (!goal) return null;
  return Math.min(1, minutes / goal);
}

/** How far the latest weight is from the target, in lb, rounded to a tenth (positive: still to lose). */
export function weightToGo(latestKg: number | null | undefined, targetKg: number | null | undefined): number | null {
  if (latestKg === null || latestKg === undefined || targetKg === null || targetKg === undefined) return null;
  return Math.round(kgToLb(latestKg - targetKg) * 10) / 10;
}

/** Whom a new plan is for: a member, the person still has to choose, there is no one to plan for, or `?member=` names no member. */
export type NewPlanMember = { kind: "member"; id: string } | { kind: "choose" } | { kind: "none" } | { kind: "notFound" };

/**
 * Whom a new plan on /app/fitness/edit is for: the member `?member=` names (not found if that is no active
 * member); without one, a family member's own account plans for themself, and the account holder for the
 * only member, or chooses.
 */
export function newPlanMember(asked: string | null, members: readonly { id: string }[], isHolder: boolean, ownMemberId: string | null): NewPlanMember {
  const known = (id: string | null) => id !== null && members.some((m) => m.id === id);
  if (asked) return known(asked) ? { kind: "member", id: asked } : { kind: "notFound" };
  if (!isHolder) return ownMemberId && known(ownMemberId) ? { kind: "member", id: ownMemberId } : { kind: "none" };
  if (members.length === 1) return { kind: "member", id: members[0].id };
  return members.length === 0 ? { kind: "none" } : { kind: "choose" };
}
