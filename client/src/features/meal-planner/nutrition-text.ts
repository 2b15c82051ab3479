/** How nutrition figures read on the planner. */
export interface Figure {
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
  known: number;
  total: number;
}

/** "nutrition known for 7 of 9 ingredients" */
export function coverageText(f: Pick<Figure, "known" | "total">): string {
  if (f.total === 0) return "nothing planned to count";
  return `nutrition known for ${f.known} of ${f.total} ${f.total === 1 ? "ingredient" : "ingredients"}`;
}

export function macrosText(f: Figure): string {
  return `${Math.round(f.energyKcal)} kcal · protein ${f.proteinG} g · carbs ${f.carbohydrateG} g · fat ${f.fatG} g`;
}

/** Share of a goal, for a meter (0 when there is no goal). */
export function goalShare(value: number, goal: number | null | undefined): number {
  if (!goal || goal <= 0) return 0;
  return Math.round((value / goal) * 100);
}
