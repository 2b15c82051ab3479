/**
 * How long leftovers keep, in one place. Source: USDA Food Safety and Inspection Service, "Leftovers and
 * Food Safety" (fsis.usda.gov): refrigerated leftovers should be eaten within 3 to 4 days; frozen
 * leftovers stay safe indefinitely but are best within 2 to 6 months. Hearth takes the cautious end for the
 * fridge (3 days) and the middle for the freezer (3 months, for quality).
 */
export const LEFTOVER_KEEPS = {
  fridge: { days: 3 },
  freezer: { months: 3 },
} as const;

export type LeftoverLocation = keyof typeof LEFTOVER_KEEPS;

/** The last day to eat a leftover stored from `day` (YYYY-MM-DD) in `location`. */
export function leftoverUseBy(day: string, location: LeftoverLocation): string {
  const date = new Date(`${day}T00:00:00Z`);
  const keep = LEFTOVER_KEEPS[location];
  if ("days" in keep) date.setUTCDate(date.getUTCDate() + keep.days);
  else date.setUTCMonth(date.getUTCMonth() + keep.months);
  return date.toISOString().slice(0, 10);
}
