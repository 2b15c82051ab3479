/**
 * Calories eaten come from another module (the meal plan's nutrition); the lead wires a source of this
 * shape. `from` and `to` are the member's local days, YYYY-MM-DD, both included. Per day: `kcal` of the
 * meals whose nutrition is known, `known` of `total` planned meals have it.
 */
export interface EnergyIntakeSource {
  dailyEnergy(householdId: string, memberId: string, from: string, to: string): Promise<Array<{ date: string; kcal: number; known: number; total: number }>>;
}

/** One day of energy in against energy out. */
export interface EnergyDay {
  date: string;
  /** Sum of the day's estimated workout calories. */
  burnedKcal: number;
  /** false when a workout of the day has no estimate (no weight known, or a child). */
  burnedComplete: boolean;
  /** Calories of the day's planned meals with known nutrition; null when no intake is known for the day. */
  eatenKcal: number | null;
  mealsKnown: number;
  mealsTotal: number;
  /** eaten − burned, only when both are fully known (every meal's nutrition and every workout's estimate). */
  netKcal: number | null;
}

export interface EnergyReport {
  /** false when no intake source is wired: the screen shows energy out only, and says why. */
  intakeAvailable: boolean;
  days: EnergyDay[];
}

/** Burned calories of one day's workouts (null kcal = not estimated). */
export type BurnedByDay = Map<string, (number | null)[]>;

export async function energyReport(
  source: EnergyIntakeSource | undefined,
  householdId: string,
  memberId: string,
  days: readonly string[],
  burned: BurnedByDay,
): Promise<EnergyReport> {
  const intake = source && days.length > 0 ? await source.dailyEnergy(householdId, memberId, days[0], days[days.length - 1]) : [];
  const eatenByDay = new Map(intake.map((d) => [d.date, d]));
  return {
    intakeAvailable: Boolean(source),
    days: days.map((date) => {
      const kcals = burned.get(date) ?? [];
      const burnedKcal = kcals.reduce<number>((sum, k) => sum + (k ?? 0), 0);
      const burnedComplete = kcals.every((k) => k !== null);
      const eaten = eatenByDay.get(date);
      const eatenKcal = eaten && eaten.known > 0 ? Math.round(eaten.kcal) : null;
      const eatenComplete = eaten !== undefined && eaten.total > 0 && eaten.known === eaten.total;
      return {
        date,
        burnedKcal,
        burnedComplete,
        eatenKcal,
        mealsKnown: eaten?.known ?? 0,
        mealsTotal: eaten?.total ?? 0,
        netKcal: eatenComplete && burnedComplete && eatenKcal !== null ? eatenKcal - burnedKcal : null,
      };
    }),
  };
}
