/**
 * Activities a workout can be, with their energy cost in METs (multiples of the resting metabolic rate).
 *
 * Source of every figure: the 2011 Compendium of Physical Activities (the Adult Compendium's second update),
 * by activity code:
 *   Ainsworth BE, Haskell WL, Herrmann SD, Meckes N, Bassett DR Jr, Tudor-Locke C, Greer JL, Vezina J,
 *   Whitt-Glover MC, Leon AS. "2011 Compendium of Physical Activities: a second update of codes and MET values."
 *   Med Sci Sports Exerc. 2011;43(8):1575–1581. doi:10.1249/MSS.0b013e31821ece12.
 * Every row below was checked, code, description and MET value, against a public copy of the 2011 lists
 * (the Compendium's own pages, compiled by major heading in github.com/andyreagan/compendium-of-physical-activity,
 * file compendiumofphysicalactivities.csv, "2011 Compendium" columns).
 *
 * Why 2011 and not the 2024 update (Herrmann SD et al., J Sport Health Sci 2024;13(1):6–12,
 * doi:10.1016/j.jshs.2023.10.010, pacompendium.com): the 2024 edition renumbers several of these activities
 * (stationary cycling moves to 01200 at 6.8, aerobics to the 02000s, jogging 12020 becomes 7.5, brisk walking
 * 17200 becomes 4.8) and no complete public copy of its lists was available to check every row against, so
 * the table keeps one edition throughout rather than mixing figures from two.
 *
 * The Compendium's figures are for adults; Hearth does not estimate calories for children (the Youth
 * Compendium uses different, age-specific values).
 * Each row keeps the Compendium's own code and edition, so a figure can be checked against the list it came from.
 */
export const COMPENDIUM_2011_SOURCE =
  "2011 Compendium of Physical Activities (Ainsworth BE et al., Med Sci Sports Exerc 2011;43(8):1575-1581, doi:10.1249/MSS.0b013e31821ece12)";

/** The citation shown with the figures (every row is from the 2011 edition). */
export const COMPENDIUM_SOURCE = COMPENDIUM_2011_SOURCE;

export type CompendiumEdition = "2011";

const SOURCES: Record<CompendiumEdition, string> = { "2011": COMPENDIUM_2011_SOURCE };

export function compendiumSource(edition: CompendiumEdition): string {
  return SOURCES[edition];
}

export type ActivityKind = "cardio" | "strength" | "flexibility" | "sport" | "other";

export interface Activity {
  /** The Compendium's five-digit activity code (in the edition named by `edition`). */
  code: string;
  /** Hearth's short name for the activity (the Compendium's description, shortened). */
  name: string;
  /** The Compendium's MET value for that code. */
  met: number;
  /** Which Compendium edition the code and MET value come from. */
  edition: CompendiumEdition;
  kind: ActivityKind;
  /** Whether a distance makes sense for it (runs, rides, walks, swims). */
  distance: boolean;
}

type Row = Omit<Activity, "edition">;
const from2011 = (rows: Row[]): Activity[] => rows.map((r) => ({ ...r, edition: "2011" }));

// The Compendium's 2011 description of each code is in the comment after it.
export const ACTIVITIES: readonly Activity[] = from2011([
  // Major heading 01: Bicycling
  { code: "01010", name: "Cycling, leisurely (under 10 mph)", met: 4.0, kind: "cardio", distance: true }, // bicycling, <10 mph, leisure, to work or for pleasure
  { code: "01015", name: "Cycling, general", met: 7.5, kind: "cardio", distance: true }, // bicycling, general
  { code: "01030", name: "Cycling, 12–13.9 mph, moderate effort", met: 8.0, kind: "cardio", distance: true }, // bicycling, 12-13.9 mph, leisure, moderate effort
  { code: "01040", name: "Cycling, 14–15.9 mph, vigorous effort", met: 10.0, kind: "cardio", distance: true }, // bicycling, 14-15.9 mph, racing or leisure, fast, vigorous effort
  { code: "01050", name: "Cycling, 16–19 mph, very fast", met: 12.0, kind: "cardio", distance: true }, // bicycling, 16-19 mph, racing/not drafting or > 19 mph drafting, very fast
  // Major heading 02: Conditioning exercise
  { code: "02010", name: "Stationary bike, general", met: 7.0, kind: "cardio", distance: true }, // bicycling, stationary, general
  { code: "02020", name: "Calisthenics, vigorous (push-ups, sit-ups, pull-ups, jumping jacks)", met: 8.0, kind: "strength", distance: false }, // calisthenics (e.g., push ups, sit ups, pull-ups, jumping jacks), vigorous effort
  { code: "02022", name: "Calisthenics, moderate (push-ups, sit-ups, lunges)", met: 3.8, kind: "strength", distance: false }, // calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort
  { code: "02040", name: "Circuit training, vigorous", met: 8.0, kind: "strength", distance: false }, // circuit training, including kettlebells, ... vigorous intensity
  { code: "02048", name: "Elliptical trainer, moderate effort", met: 5.0, kind: "cardio", distance: false }, // Elliptical trainer, moderate effort
  { code: "02050", name: "Weight lifting, powerlifting or bodybuilding, vigorous", met: 6.0, kind: "strength", distance: false }, // resistance training ..., power lifting or body building, vigorous effort
  { code: "02054", name: "Weight training, multiple exercises, 8–15 reps", met: 3.5, kind: "strength", distance: false }, // resistance (weight) training, multiple exercises, 8-15 repetitions at varied resistance
  { code: "02060", name: "Health club exercise, general", met: 5.5, kind: "other", distance: false }, // health club exercise, general
  { code: "02064", name: "Home exercise, general", met: 3.8, kind: "other", distance: false }, // home exercise, general
  { code: "02065", name: "Stair climber, general", met: 9.0, kind: "cardio", distance: false }, // stair-treadmill ergometer, general
  { code: "02070", name: "Rowing machine, vigorous effort", met: 6.0, kind: "cardio", distance: true }, // rowing, stationary ergometer, general, vigorous effort
  { code: "02101", name: "Stretching, mild", met: 2.3, kind: "flexibility", distance: false }, // stretching, mild
  { code: "02105", name: "Pilates, general", met: 3.0, kind: "flexibility", distance: false }, // pilates, general
  { code: "02150", name: "Yoga, hatha", met: 2.5, kind: "flexibility", distance: false }, // yoga, Hatha
  // Major heading 03: Dancing
  { code: "03015", name: "Aerobics class, general", met: 7.3, kind: "cardio", distance: false }, // aerobic, general
  { code: "03020", name: "Aerobics, low impact", met: 5.0, kind: "cardio", distance: false }, // aerobic, low impact
  { code: "03021", name: "Aerobics, high impact", met: 7.3, kind: "cardio", distance: false }, // aerobic, high impact
  // Major heading 08: Lawn and garden
  { code: "08245", name: "Gardening, general, moderate effort", met: 3.8, kind: "other", distance: false }, // gardening, general, moderate effort
  // Major heading 12: Running
  { code: "12020", name: "Jogging, general", met: 7.0, kind: "cardio", distance: true }, // jogging, general
  { code: "12030", name: "Running, 5 mph (12 min/mile)", met: 8.3, kind: "cardio", distance: true }, // running, 5 mph (12 min/mile)
  { code: "12050", name: "Running, 6 mph (10 min/mile)", met: 9.8, kind: "cardio", distance: true }, // running, 6 mph (10 min/mile)
  { code: "12070", name: "Running, 7 mph (8.5 min/mile)", met: 11.0, kind: "cardio", distance: true }, // running, 7 mph (8.5 min/mile)
  { code: "12090", name: "Running, 8 mph (7.5 min/mile)", met: 11.8, kind: "cardio", distance: true }, // running, 8 mph (7.5 min/mile)
  { code: "12150", name: "Running, general", met: 8.0, kind: "cardio", distance: true }, // running, (Taylor code 200)
  // Major heading 15: Sports
  { code: "15055", name: "Basketball, general", met: 6.5, kind: "sport", distance: false }, // basketball, general
  { code: "15230", name: "Football, touch or flag", met: 8.0, kind: "sport", distance: false }, // football, touch, flag, general
  { code: "15255", name: "Golf, general", met: 4.8, kind: "sport", distance: false }, // golf, general
  { code: "15551", name: "Jumping rope, moderate pace", met: 11.8, kind: "cardio", distance: false }, // rope jumping, moderate pace, 100-120 skips/min, general
  { code: "15610", name: "Soccer, casual", met: 7.0, kind: "sport", distance: false }, // soccer, casual, general
  { code: "15620", name: "Softball or baseball, general", met: 5.0, kind: "sport", distance: false }, // softball or baseball, fast or slow pitch, general
  { code: "15675", name: "Tennis, general", met: 7.3, kind: "sport", distance: false }, // tennis, general
  { code: "15711", name: "Volleyball, competitive, in gym", met: 6.0, kind: "sport", distance: false }, // volleyball, competitive, in gymnasium
  // Major heading 17: Walking
  { code: "17080", name: "Hiking, cross country", met: 6.0, kind: "cardio", distance: true }, // hiking, cross country
  { code: "17160", name: "Walking for pleasure", met: 3.5, kind: "cardio", distance: true }, // walking for pleasure
  { code: "17170", name: "Walking, 2.5 mph, level", met: 3.0, kind: "cardio", distance: true }, // walking, 2.5 mph, level, firm surface
  { code: "17190", name: "Walking, 2.8–3.2 mph, level, moderate pace", met: 3.5, kind: "cardio", distance: true }, // walking, 2.8 to 3.2 mph, level, moderate pace, firm surface
  { code: "17200", name: "Walking, 3.5 mph, brisk", met: 4.3, kind: "cardio", distance: true }, // walking, 3.5 mph, level, brisk, firm surface, walking for exercise
  { code: "17220", name: "Walking, 4.0 mph, very brisk", met: 5.0, kind: "cardio", distance: true }, // walking, 4.0 mph, level, firm surface, very brisk pace
  // Major heading 18: Water activities
  { code: "18100", name: "Kayaking, moderate effort", met: 5.0, kind: "cardio", distance: true }, // kayaking, moderate effort
  { code: "18230", name: "Swimming laps, freestyle, fast", met: 9.8, kind: "cardio", distance: true }, // swimming laps, freestyle, fast, vigorous effort
  { code: "18240", name: "Swimming laps, freestyle, light or moderate effort", met: 5.8, kind: "cardio", distance: true }, // swimming laps, freestyle, front crawl, slow, light or moderate effort
  { code: "18310", name: "Swimming, leisurely", met: 6.0, kind: "cardio", distance: false }, // swimming, leisurely, not lap swimming, general
  { code: "18355", name: "Water aerobics", met: 5.5, kind: "cardio", distance: false }, // water aerobics, water calisthenics
  // Major heading 19: Winter activities
  { code: "19030", name: "Ice skating, general", met: 7.0, kind: "sport", distance: false }, // skating, ice, general
]);

const BY_CODE = new Map(ACTIVITIES.map((a) => [a.code, a]));

export function activityByCode(code: string): Activity | undefined {
  return BY_CODE.get(code);
}

/** kcal = MET × body weight (kg) × hours, rounded to a whole kcal. */
export function caloriesBurned(met: number, weightKg: number, durationMinutes: number): number {
  return Math.round(met * weightKg * (durationMinutes / 60));
}
