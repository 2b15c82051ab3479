import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import { FITNESS_EVENT_TYPES } from "./fitness.events.js";
import type { FitnessService } from "./fitness.service.js";
import {
  BodyWeightType,
  FitnessActivityType,
  FitnessChangeType,
  FitnessGoalsType,
  FitnessSummaryType,
  WorkoutInput,
  WorkoutPlanInput,
  WorkoutPlanType,
  WorkoutType,
} from "./fitness.types.js";
import { bodyWeightSchema, daySchema, goalsSchema, isUuid, mondaySchema, planFieldsSchema, workoutFieldsSchema } from "./fitness.validation.js";

const FITNESS_TYPES = new Set<string>(FITNESS_EVENT_TYPES);

const optionalId = (id: string | null | undefined, label: string) => {
  if (id === null || id === undefined) return undefined;
  if (!isUuid(id)) throw badRequest(`${label} must be a UUID`);
  return id.toLowerCase();
};
const memberArg = (id: string | null | undefined) => {
  if (!id) throw badRequest("Choose whose log this is (memberId)");
  return optionalId(id, "memberId")!;
};
const monday = (weekStart: string) => validate(mondaySchema, weekStart);

/** type-graphql inputs are class instances; zod wants plain objects. */
const plain = (input: object) => JSON.parse(JSON.stringify(input)) as Record<string, unknown>;

@Resolver()
export class FitnessResolver {
  constructor(private readonly service: FitnessService) {}

  @Query(() => [FitnessActivityType], { description: "Activities with their MET values (2024 Adult Compendium of Physical Activities)" })
  fitnessActivities(@Ctx() ctx: GraphQLContext) {
    callerOf(ctx);
    return this.service.activities();
  }

  @Query(() => FitnessSummaryType, { description: "A member's week (weekStart: a Monday): log, eight weeks of progress, goals, weights, energy in and out" })
  async fitnessSummary(@Arg("memberId", () => ID) memberId: string, @Arg("weekStart") weekStart: string, @Ctx() ctx: GraphQLContext) {
    return this.service.summary(callerOf(ctx).householdId, memberArg(memberId), monday(weekStart));
  }

  @Query(() => [WorkoutType], { description: "A member's workouts between two local days (both included), newest first" })
  async workouts(@Arg("memberId", () => ID) memberId: string, @Arg("from") from: string, @Arg("to") to: string, @Ctx() ctx: GraphQLContext) {
    return this.service.workouts(callerOf(ctx).householdId, memberArg(memberId), validate(daySchema("from"), from), validate(daySchema("to"), to));
  }

  @Query(() => WorkoutType) async workout(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return this.service.workout(callerOf(ctx).householdId, id);
  }

  @Query(() => [WorkoutPlanType], { description: "A member's weekly plans, with what is ticked off in weekStart's week" })
  async workoutPlans(@Arg("memberId", () => ID) memberId: string, @Arg("weekStart") weekStart: string, @Ctx() ctx: GraphQLContext) {
    return this.service.plans(callerOf(ctx).householdId, memberArg(memberId), monday(weekStart));
  }

  @Query(() => WorkoutPlanType) async workoutPlan(@Arg("id", () => ID) id: string, @Arg("weekStart") weekStart: string, @Ctx() ctx: GraphQLContext) {
    return this.service.plan(callerOf(ctx).householdId, id, monday(weekStart));
  }

  @Query(() => Int, { description: "Read with the fitness screens, then subscribe to fitnessChanged with since = this value" })
  async fitnessSyncPoint(@Ctx() ctx: GraphQLContext) {
    return this.service.syncPoint(callerOf(ctx).householdId);
  }

  // ── the log ───────────────────────────────────────────────────────────────────────────────────
  @Mutation(() => WorkoutType, { description: "The account holder logs for any member; a family member's own account for themself" })
  async logWorkout(
    @Arg("input", () => WorkoutInput) input: WorkoutInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const auth = callerOf(ctx);
    const fields = validate(workoutFieldsSchema, plain({ ...input, id: undefined, memberId: undefined }));
    return this.service.logWorkout(withIdempotencyKey(ctx, idempotencyKey), auth, { id: optionalId(input.id, "id"), memberId: memberArg(input.memberId), fields });
  }

  @Mutation(() => WorkoutType, { description: "Replaces what was entered; calories are estimated again" })
  async updateWorkout(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => WorkoutInput) input: WorkoutInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const auth = callerOf(ctx);
    const fields = validate(workoutFieldsSchema, plain({ ...input, id: undefined, memberId: undefined }));
    return this.service.updateWorkout(withIdempotencyKey(ctx, idempotencyKey), auth, id, fields);
  }

  @Mutation(() => ID) async deleteWorkout(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.deleteWorkout(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => BodyWeightType, { description: "Records a weigh-in (kg) on a local day; later workouts are estimated with it" })
  async recordBodyWeight(
    @Arg("memberId", () => ID) memberId: string,
    @Arg("weightKg", () => Number) weightKg: number,
    @Arg("recordedOn") recordedOn: string,
    @Arg("id", () => ID, { nullable: true }) id: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const auth = callerOf(ctx);
    const entry = validate(bodyWeightSchema, { weightKg, recordedOn });
    return this.service.recordWeight(withIdempotencyKey(ctx, idempotencyKey), auth, { id: optionalId(id, "id"), memberId: memberArg(memberId), ...entry });
  }

  @Mutation(() => FitnessGoalsType, { description: "Minutes per week and a target weight (kg); null clears a goal" })
  async setFitnessGoals(
    @Arg("memberId", () => ID) memberId: string,
    @Arg("weeklyMinutes", () => Int, { nullable: true }) weeklyMinutes: number | null,
    @Arg("targetWeightKg", () => Number, { nullable: true }) targetWeightKg: number | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const auth = callerOf(ctx);
    const goals = validate(goalsSchema, { weeklyMinutes, targetWeightKg });
    return this.service.setGoals(withIdempotencyKey(ctx, idempotencyKey), auth, memberArg(memberId), goals);
  }

  // ── plans ─────────────────────────────────────────────────────────────────────────────────────
  @Mutation(() => WorkoutPlanType, { description: "Creates a weekly plan, or replaces an existing plan's name and exercises" })
  async saveWorkoutPlan(
    @Arg("input", () => WorkoutPlanInput) input: WorkoutPlanInput,
    @Arg("weekStart", { description: "The week whose ticks the answer shows (a Monday)" }) weekStart: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const auth = callerOf(ctx);
    const fields = validate(planFieldsSchema, plain({ name: input.name, items: input.items }));
    return this.service.savePlan(withIdempotencyKey(ctx, idempotencyKey), auth, {
      id: optionalId(input.id, "id"),
      memberId: memberArg(input.memberId),
      fields,
      weekStart: monday(weekStart),
    });
  }

  @Mutation(() => ID) async deleteWorkoutPlan(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.deletePlan(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => WorkoutPlanType, { description: "Ticks off a planned exercise for a week; with log, it is also logged as a workout on its day" })
  async tickWorkoutPlanItem(
    @Arg("planId", () => ID) planId: string,
    @Arg("itemId") itemId: string,
    @Arg("weekStart") weekStart: string,
    @Arg("log", () => Boolean, { defaultValue: true }) log: boolean,
    @Arg("workoutId", () => ID, { nullable: true, description: "A client-made UUID for the logged workout" }) workoutId: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const auth = callerOf(ctx);
    return this.service.tickPlanItem(withIdempotencyKey(ctx, idempotencyKey), auth, {
      planId,
      itemId,
      weekStart: monday(weekStart),
      log,
      workoutId: optionalId(workoutId, "workoutId"),
    });
  }

  @Mutation(() => WorkoutPlanType, { description: "Unticks it; a workout the tick logged leaves the log" })
  async untickWorkoutPlanItem(
    @Arg("planId", () => ID) planId: string,
    @Arg("itemId") itemId: string,
    @Arg("weekStart") weekStart: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const auth = callerOf(ctx);
    return this.service.untickPlanItem(withIdempotencyKey(ctx, idempotencyKey), auth, { planId, itemId, weekStart: monday(weekStart) });
  }

  // ── live ─────────────────────────────────────────────────────────────────────────────────────
  @Subscription(() => FitnessChangeType, {
    description: "Every change to the household's fitness logs, plans and goals, from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const source = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream(source, (m) => (FITNESS_TYPES.has(m.type) ? m : undefined));
    },
  })
  fitnessChanged(@Root() message: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): FitnessChangeType {
    const data = message.data as { memberId?: unknown };
    return {
      sequence: message.sequence,
      type: message.type,
      memberId: typeof data.memberId === "string" ? data.memberId : null,
      sourceClientId: message.clientId,
    };
  }
}
