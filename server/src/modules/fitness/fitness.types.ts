import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

export type { EnergyIntakeSource } from "./fitness.energy.js";

@ObjectType("FitnessActivity", { description: "An activity of the Compendium of Physical Activities, with its code and MET value in the edition it comes from" })
export class FitnessActivityType {
  @Field({ description: "The Compendium's five-digit activity code (in the edition named by edition)" }) code: string;
  @Field() name: string;
  @Field(() => Float, { description: "Metabolic equivalents: kcal = MET × kg × hours" }) met: number;
  @Field({ description: "cardio, strength, flexibility, sport or other" }) kind: string;
  @Field({ description: "Whether a distance makes sense for it" }) distance: boolean;
  @Field({ description: "The Compendium edition the code and MET value come from, e.g. 2011" }) edition: string;
  @Field({ description: "Where the figure comes from (the citation of that edition)" }) source: string;
}

@ObjectType("StrengthSet", { description: "One set: reps at a weight (kg; 0 for body weight)" })
@InputType("StrengthSetInput")
export class StrengthSetType {
  @Field() exercise: string;
  @Field(() => Int) reps: number;
  @Field(() => Float) weightKg: number;
}

@InputType("WorkoutInput", { description: "A workout as the member entered it" })
export class WorkoutInput {
  @Field(() => ID, { nullable: true, description: "A client-made UUID (for logging offline); ignored on update" }) id?: string | null;
  @Field(() => ID, { nullable: true, description: "Whose workout; required when logging, ignored on update" }) memberId?: string | null;
  @Field({ description: "Compendium activity code (fitnessActivities)" }) activityCode: string;
  @Field({ description: "The member's local day, YYYY-MM-DD" }) performedOn: string;
  @Field(() => String, { nullable: true, description: "Local start time, HH:MM" }) startTime?: string | null;
  @Field(() => Int) durationMinutes: number;
  @Field(() => Float, { nullable: true }) distanceKm?: number | null;
  @Field(() => [StrengthSetType], { nullable: true }) sets?: StrengthSetType[] | null;
  @Field(() => Int, { nullable: true, description: "Perceived effort, 1 (very easy) to 10 (maximal)" }) effort?: number | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@ObjectType("Workout", { description: "A logged workout with its calorie estimate" })
export class WorkoutType {
  @Field(() => ID) id: string;
  @Field(() => ID) memberId: string;
  @Field() activityCode: string;
  @Field() activityName: string;
  @Field({ description: "YYYY-MM-DD" }) performedOn: string;
  @Field(() => String, { nullable: true }) startTime: string | null;
  @Field(() => Int) durationMinutes: number;
  @Field(() => Float, { nullable: true }) distanceKm: number | null;
  @Field(() => [StrengthSetType]) sets: StrengthSetType[];
  @Field(() => Int, { nullable: true }) effort: number | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => Float, { description: "The MET value the estimate used" }) met: number;
  @Field(() => Float, { nullable: true, description: "The member's weight the estimate used" }) weightKg: number | null;
  @Field(() => Int, { nullable: true, description: "MET × kg × hours; null without a known weight or for a child" }) kcal: number | null;
  @Field(() => Float, { description: "Sum of reps × weight over the sets (kg)" }) volumeKg: number;
  @Field(() => ID, { nullable: true, description: "The plan whose exercise this workout ticked off" }) planId: string | null;
  @Field(() => String, { nullable: true }) planItemId: string | null;
  @Field(() => Int) revision: number;
}

@ObjectType("BodyWeight", { description: "A weigh-in" })
export class BodyWeightType {
  @Field(() => ID) id: string;
  @Field({ description: "YYYY-MM-DD" }) recordedOn: string;
  @Field(() => Float) weightKg: number;
}

@ObjectType("FitnessGoals")
export class FitnessGoalsType {
  @Field(() => Int, { nullable: true }) weeklyMinutes: number | null;
  @Field(() => Float, { nullable: true }) targetWeightKg: number | null;
}

@ObjectType("FitnessWeek", { description: "One week's totals" })
export class FitnessWeekType {
  @Field({ description: "The week's Monday, YYYY-MM-DD" }) weekStart: string;
  @Field(() => Int) minutes: number;
  @Field(() => Int) kcal: number;
  @Field(() => Int) workouts: number;
}

@ObjectType("ExerciseVolume", { description: "Reps × weight of one exercise in one week" })
export class ExerciseVolumeType {
  @Field() exercise: string;
  @Field() weekStart: string;
  @Field(() => Float) volumeKg: number;
}

@ObjectType("EnergyDay", { description: "Calories eaten (meal plan) beside calories burned (workouts) on one day" })
export class EnergyDayType {
  @Field() date: string;
  @Field(() => Int) burnedKcal: number;
  @Field({ description: "false when a workout of the day has no estimate" }) burnedComplete: boolean;
  @Field(() => Int, { nullable: true }) eatenKcal: number | null;
  @Field(() => Int) mealsKnown: number;
  @Field(() => Int) mealsTotal: number;
  @Field(() => Int, { nullable: true, description: "eaten − burned, when both are fully known" }) netKcal: number | null;
}

@ObjectType("EnergyReport")
export class EnergyReportType {
  @Field({ description: "false when calories eaten are not available: energy out only" }) intakeAvailable: boolean;
  @Field(() => [EnergyDayType]) days: EnergyDayType[];
}

@ObjectType("FitnessSummary", { description: "A member's week: the log, eight weeks of progress, goals, weights, energy in and out" })
export class FitnessSummaryType {
  @Field(() => ID) memberId: string;
  @Field() weekStart: string;
  @Field({ description: "false for children: the Adult Compendium does not apply" }) caloriesEstimated: boolean;
  @Field(() => [WorkoutType]) workouts: WorkoutType[];
  @Field(() => [FitnessWeekType], { description: "The eight weeks ending with this one" }) weeks: FitnessWeekType[];
  @Field(() => [ExerciseVolumeType]) volume: ExerciseVolumeType[];
  @Field(() => FitnessGoalsType) goals: FitnessGoalsType;
  @Field(() => [BodyWeightType], { description: "The latest 100 weigh-ins, oldest first" }) weights: BodyWeightType[];
  @Field(() => EnergyReportType) energy: EnergyReportType;
}

@ObjectType("WorkoutPlanItem", { description: "A planned exercise on one weekday" })
@InputType("WorkoutPlanItemInput")
export class WorkoutPlanItemType {
  @Field({ description: "Stable within the plan (letters, digits, - or _)" }) id: string;
  @Field(() => Int, { description: "0 = Monday … 6 = Sunday" }) weekday: number;
  @Field() activityCode: string;
  @Field() title: string;
  @Field(() => Int, { nullable: true }) durationMinutes: number | null;
  @Field(() => Int, { nullable: true }) sets: number | null;
  @Field(() => Int, { nullable: true }) reps: number | null;
  @Field(() => Float, { nullable: true }) weightKg: number | null;
}

@InputType("WorkoutPlanInput")
export class WorkoutPlanInput {
  @Field(() => ID, { nullable: true, description: "A client-made UUID for a new plan, or an existing plan's id to replace it" }) id?: string | null;
  @Field(() => ID) memberId: string;
  @Field() name: string;
  @Field(() => [WorkoutPlanItemType]) items: WorkoutPlanItemType[];
}

@ObjectType("PlanTick")
export class PlanTickType {
  @Field() itemId: string;
  @Field(() => ID, { nullable: true, description: "The workout the tick logged" }) workoutId: string | null;
}

@ObjectType("WorkoutPlan", { description: "A weekly plan a member follows, with what is ticked off in one week" })
export class WorkoutPlanType {
  @Field(() => ID) id: string;
  @Field(() => ID) memberId: string;
  @Field() name: string;
  @Field(() => [WorkoutPlanItemType]) items: WorkoutPlanItemType[];
  @Field({ description: "The week the ticks are of (a Monday)" }) weekStart: string;
  @Field(() => [PlanTickType]) ticks: PlanTickType[];
  @Field(() => Int) revision: number;
}

@ObjectType("FitnessChange", { description: "A change to a member's fitness log, plans or goals" })
export class FitnessChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => ID, { nullable: true }) memberId: string | null;
  @Field(() => String, { nullable: true, description: "The device that made the change" }) sourceClientId: string | null;
}
