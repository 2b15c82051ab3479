import { randomUUID } from "node:crypto";
import type { EntityManager } from "../../core/database.js";
import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { HouseholdsService } from "../households/index.js";
import { ACTIVITIES, compendiumSource } from "./fitness.activities.js";
import { dayOfWeek, decide, PLAN_NOT_FOUND, WORKOUT_NOT_FOUND, type FitnessCommand } from "./fitness.decider.js";
import { energyReport, type BurnedByDay, type EnergyIntakeSource, type EnergyReport } from "./fitness.energy.js";
import { evolveFitness, fitnessStream, initialFitnessState, type PlanFields, type PlanItem, type StrengthSet, type WorkoutFields } from "./fitness.events.js";
import { isUuid } from "./fitness.validation.js";

export const NOT_YOUR_LOG = "You can change only your own fitness log";
export const MEMBER_NOT_FOUND = "Family member not found";
/** Age groups the Adult Compendium's figures do not cover: no calorie estimate for them. */
const CHILD_AGE_GROUPS = new Set(["baby", "toddler", "child"]);
const WEEKS_CHARTED = 8;

export interface WorkoutView extends WorkoutFields {
  id: string;
  memberId: string;
  activityName: string;
  met: number;
  weightKg: number | null;
  kcal: number | null;
  /** Sum of reps × weight over the sets (kg). */
  volumeKg: number;
  planId: string | null;
  planItemId: string | null;
  revision: number;
}

export interface WeightView {
  id: string;
  recordedOn: string;
  weightKg: number;
}

export interface GoalsView {
  weeklyMinutes: number | null;
  targetWeightKg: number | null;
}

export interface WeekMinutesView {
  weekStart: string;
  minutes: number;
  kcal: number;
  workouts: number;
}

export interface ExerciseVolumeView {
  exercise: string;
  weekStart: string;
  volumeKg: number;
}

export interface FitnessSummaryView {
  memberId: string;
  weekStart: string;
  /** false for children: calories are not estimated for them. */
  caloriesEstimated: boolean;
  workouts: WorkoutView[];
  weeks: WeekMinutesView[];
  volume: ExerciseVolumeView[];
  goals: GoalsView;
  weights: WeightView[];
  energy: EnergyReport;
}

export interface PlanView extends PlanFields {
  id: string;
  memberId: string;
  weekStart: string;
  /** Items ticked off in `weekStart`'s week, with the workout each logged. */
  ticks: { itemId: string; workoutId: string | null }[];
  revision: number;
}

const volumeOf = (sets: StrengthSet[]) => sets.reduce((sum, s) => sum + s.reps * s.weightKg, 0);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function workoutView(r: Record<string, any>): WorkoutView {
  const sets = (typeof r.sets === "string" ? JSON.parse(r.sets) : r.sets) as StrengthSet[];
  return {
    id: r.id,
    memberId: r.member_id,
    activityCode: r.activity_code,
    activityName: r.activity_name,
    performedOn: r.performed_on,
    startTime: r.start_time,
    durationMinutes: Number(r.duration_minutes),
    distanceKm: num(r.distance_km),
    sets,
    effort: num(r.effort),
    notes: r.notes,
    met: Number(r.met),
    weightKg: num(r.weight_kg),
    kcal: num(r.kcal),
    volumeKg: Math.round(volumeOf(sets) * 10) / 10,
    planId: r.plan_id,
    planItemId: r.plan_item_id,
    revision: Number(r.revision),
  };
}

const WORKOUT_COLUMNS = `id, member_id, activity_code, activity_name, performed_on::text as performed_on, start_time, duration_minutes, distance_km,
  sets, effort, notes, met, weight_kg, kcal, plan_id, plan_item_id, revision`;

/** The fitness log: the one implementation behind GraphQL. */
export function createFitnessService(core: CoreServices, households: HouseholdsService, intake: EnergyIntakeSource | undefined) {
  const em = () => core.db.em();

  async function memberOf(householdId: string, memberId: string) {
    const member = isUuid(memberId) ? (await households.familyMembers(householdId)).find((m) => m.id === memberId.toLowerCase()) : undefined;
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    return member;
  }

  /** The account holder keeps everyone's log; a family member's own account keeps only their own. */
  function requireMayWrite(auth: TokenClaims, memberId: string): void {
    if (auth.accountType === "accountHolder") return;
    if (auth.accountType === "familyMember" && auth.familyMemberId === memberId) return;
    throw forbidden(NOT_YOUR_LOG);
  }

  async function writableMember(auth: TokenClaims, memberId: string, requireActive = true) {
    const member = await memberOf(auth.householdId, memberId);
    requireMayWrite(auth, member.id);
    if (requireActive && !member.isActive) throw badRequest("This family member is no longer active");
    return { id: member.id, estimateCalories: !CHILD_AGE_GROUPS.has(member.ageGroup ?? "") };
  }

  type FreshId = { table: "fitness_workouts" | "fitness_plans" | "fitness_weights"; id: string | undefined };

  async function run<R>(
    ctx: RequestContext,
    auth: TokenClaims,
    memberId: string,
    command: FitnessCommand,
    answer: (em: EntityManager) => Promise<R>,
    fresh?: FreshId,
  ): Promise<R> {
    return core.store.execute(
      {
        householdId: auth.householdId,
        actorId: auth.userId,
        now: core.now(),
        clientId: ctx.clientId,
        correlationId: ctx.requestId,
        idempotencyKey: ctx.idempotencyKey,
      },
      async (tx) => {
        const stream = fitnessStream(memberId);
        const { state, version } = await tx.load(stream, evolveFitness, initialFitnessState);
        // A client-made id must be new everywhere (ids are primary keys across households); checked
        // here, after an idempotent replay has already answered.
        if (fresh?.id) {
          const [taken] = await tx.em.execute<{ found: number }[]>(`select 1 as found from ${fresh.table} where id = ?`, [fresh.id]);
          if (taken) throw conflict("This id is already in use");
        }
        await tx.append(stream, version, decide(state, command));
        return answer(tx.em);
      },
    );
  }

  async function workoutRow(householdId: string, workoutId: string, manager: EntityManager = em()): Promise<WorkoutView> {
    const [row] = isUuid(workoutId)
      ? await manager.execute<Record<string, any>[]>(`select ${WORKOUT_COLUMNS} from fitness_workouts where id = ? and household_id = ?`, [workoutId.toLowerCase(), householdId])
      : [];
    if (!row) throw notFound(WORKOUT_NOT_FOUND);
    return workoutView(row);
  }

  async function workoutsBetween(householdId: string, memberId: string, from: string, to: string, manager: EntityManager = em()): Promise<WorkoutView[]> {
    const rows = await manager.execute<Record<string, any>[]>(
      `select ${WORKOUT_COLUMNS} from fitness_workouts where household_id = ? and member_id = ? and performed_on between ? and ?
       order by performed_on desc, start_time desc nulls last, created_at desc`,
      [householdId, memberId, from, to],
    );
    return rows.map(workoutView);
  }

  async function planRows(householdId: string, where: { memberId?: string; planId?: string }, weekStart: string, manager: EntityManager = em()): Promise<PlanView[]> {
    const rows = await manager.execute<Record<string, any>[]>(
      `select id, member_id, name, items, revision from fitness_plans where household_id = ?
         and (?::uuid is null or member_id = ?::uuid) and (?::uuid is null or id = ?::uuid) order by created_at, id`,
      [householdId, where.memberId ?? null, where.memberId ?? null, where.planId ?? null, where.planId ?? null],
    );
    if (rows.length === 0) return [];
    const ticks = await manager.execute<{ plan_id: string; item_id: string; workout_id: string | null }[]>(
      `select plan_id, item_id, workout_id from fitness_plan_ticks where household_id = ? and week_start = ? and plan_id in (${rows.map(() => "?").join(", ")})`,
      [householdId, weekStart, ...rows.map((r) => r.id)],
    );
    return rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      name: r.name,
      items: (typeof r.items === "string" ? JSON.parse(r.items) : r.items) as PlanItem[],
      weekStart,
      ticks: ticks.filter((t) => t.plan_id === r.id).map((t) => ({ itemId: t.item_id, workoutId: t.workout_id })),
      revision: Number(r.revision),
    }));
  }

  async function plan(householdId: string, planId: string, weekStart: string, manager?: EntityManager): Promise<PlanView> {
    const [found] = isUuid(planId) ? await planRows(householdId, { planId: planId.toLowerCase() }, weekStart, manager) : [];
    if (!found) throw notFound(PLAN_NOT_FOUND);
    return found;
  }

  async function weights(householdId: string, memberId: string, manager: EntityManager = em()): Promise<WeightView[]> {
    const rows = await manager.execute<Record<string, any>[]>(
      `select id, recorded_on::text as recorded_on, weight_kg from fitness_weights where household_id = ? and member_id = ?
       order by recorded_on desc, recorded_at desc limit 100`,
      [householdId, memberId],
    );
    return rows.map((r) => ({ id: r.id, recordedOn: r.recorded_on, weightKg: Number(r.weight_kg) })).reverse();
  }

  async function goals(householdId: string, memberId: string, manager: EntityManager = em()): Promise<GoalsView> {
    const [row] = await manager.execute<Record<string, any>[]>("select weekly_minutes, target_weight_kg from fitness_goals where household_id = ? and member_id = ?", [householdId, memberId]);
    return { weeklyMinutes: num(row?.weekly_minutes), targetWeightKg: num(row?.target_weight_kg) };
  }

  const service = {
    activities: () => ACTIVITIES.map((a) => ({ ...a, source: compendiumSource(a.edition) })),

    workout: (householdId: string, workoutId: string) => workoutRow(householdId, workoutId),

    async workouts(householdId: string, memberId: string, from: string, to: string): Promise<WorkoutView[]> {
      const member = await memberOf(householdId, memberId);
      if (from > to) throw badRequest("from must not be after to");
      return workoutsBetween(householdId, member.id, from, to);
    },

    /** The week's log, the last eight weeks' minutes and volume per exercise, goals, weights and energy in against out. */
    async summary(householdId: string, memberId: string, weekStart: string): Promise<FitnessSummaryView> {
      const member = await memberOf(householdId, memberId);
      const firstWeek = dayOfWeek(weekStart, -7 * (WEEKS_CHARTED - 1));
      const weekEnd = dayOfWeek(weekStart, 6);
      const all = await workoutsBetween(householdId, member.id, firstWeek, weekEnd);
      const weekStarts = Array.from({ length: WEEKS_CHARTED }, (_, i) => dayOfWeek(firstWeek, 7 * i));
      const weekOf = (day: string) => weekStarts.filter((w) => w <= day).at(-1)!;
      const weeks = weekStarts.map((w) => ({ weekStart: w, minutes: 0, kcal: 0, workouts: 0 }));
      const volume = new Map<string, ExerciseVolumeView>();
      for (const w of all) {
        const week = weeks.find((x) => x.weekStart === weekOf(w.performedOn))!;
        week.minutes += w.durationMinutes;
        week.kcal += w.kcal ?? 0;
        week.workouts += 1;
        for (const s of w.sets) {
          const exercise = s.exercise.trim();
          const key = `${exercise.toLowerCase()}|${week.weekStart}`;
          const entry = volume.get(key) ?? { exercise, weekStart: week.weekStart, volumeKg: 0 };
          entry.volumeKg = Math.round((entry.volumeKg + s.reps * s.weightKg) * 10) / 10;
          volume.set(key, entry);
        }
      }
      const days = Array.from({ length: 7 }, (_, i) => dayOfWeek(weekStart, i));
      const thisWeek = all.filter((w) => w.performedOn >= weekStart);
      const burned: BurnedByDay = new Map();
      for (const w of thisWeek) burned.set(w.performedOn, [...(burned.get(w.performedOn) ?? []), w.kcal]);
      return {
        memberId: member.id,
        weekStart,
        caloriesEstimated: !CHILD_AGE_GROUPS.has(member.ageGroup ?? ""),
        workouts: thisWeek,
        weeks,
        volume: [...volume.values()].sort((a, b) => a.exercise.localeCompare(b.exercise) || a.weekStart.localeCompare(b.weekStart)),
        goals: await goals(householdId, member.id),
        weights: await weights(householdId, member.id),
        energy: await energyReport(intake, householdId, member.id, days, burned),
      };
    },

    async plans(householdId: string, memberId: string, weekStart: string): Promise<PlanView[]> {
      const member = await memberOf(householdId, memberId);
      return planRows(householdId, { memberId: member.id }, weekStart);
    },

    plan: (householdId: string, planId: string, weekStart: string) => plan(householdId, planId, weekStart),

    syncPoint: (householdId: string) => core.store.headOf(householdId),

    // ── commands ───────────────────────────────────────────────────────────────────────────────
    async logWorkout(ctx: RequestContext, auth: TokenClaims, input: { id?: string; memberId: string; fields: WorkoutFields }): Promise<WorkoutView> {
      const member = await writableMember(auth, input.memberId);
      const workoutId = input.id ?? randomUUID();
      return run(ctx, auth, member.id, { type: "LogWorkout", workoutId, memberId: member.id, fields: input.fields, estimateCalories: member.estimateCalories }, (m) =>
        workoutRow(auth.householdId, workoutId, m), { table: "fitness_workouts", id: input.id },
      );
    },

    async updateWorkout(ctx: RequestContext, auth: TokenClaims, workoutId: string, fields: WorkoutFields): Promise<WorkoutView> {
      const before = await workoutRow(auth.householdId, workoutId);
      const member = await writableMember(auth, before.memberId, false);
      return run(ctx, auth, member.id, { type: "EditWorkout", workoutId: before.id, memberId: member.id, fields, estimateCalories: member.estimateCalories }, (m) =>
        workoutRow(auth.householdId, before.id, m),
      );
    },

    async deleteWorkout(ctx: RequestContext, auth: TokenClaims, workoutId: string): Promise<string> {
      const before = await workoutRow(auth.householdId, workoutId);
      requireMayWrite(auth, before.memberId);
      return run(ctx, auth, before.memberId, { type: "DeleteWorkout", workoutId: before.id, memberId: before.memberId }, async () => before.id);
    },

    async recordWeight(ctx: RequestContext, auth: TokenClaims, input: { id?: string; memberId: string; weightKg: number; recordedOn: string }): Promise<WeightView> {
      const member = await writableMember(auth, input.memberId);
      const entryId = input.id ?? randomUUID();
      return run(ctx, auth, member.id, { type: "RecordBodyWeight", entryId, memberId: member.id, recordedOn: input.recordedOn, weightKg: input.weightKg }, async () => ({
        id: entryId,
        recordedOn: input.recordedOn,
        weightKg: input.weightKg,
      }), { table: "fitness_weights", id: input.id });
    },

    async setGoals(ctx: RequestContext, auth: TokenClaims, memberId: string, input: GoalsView): Promise<GoalsView> {
      const member = await writableMember(auth, memberId);
      return run(ctx, auth, member.id, { type: "SetFitnessGoals", memberId: member.id, ...input }, (m) => goals(auth.householdId, member.id, m));
    },

    /** Creates a plan (a new id) or replaces an existing one; the plan's member cannot change. */
    async savePlan(ctx: RequestContext, auth: TokenClaims, input: { id?: string; memberId: string; fields: PlanFields; weekStart: string }): Promise<PlanView> {
      const planId = input.id ?? randomUUID();
      const [existing] = await planRows(auth.householdId, { planId }, input.weekStart);
      const member = await writableMember(auth, existing?.memberId ?? input.memberId);
      if (existing && existing.memberId !== input.memberId.toLowerCase()) throw badRequest("A plan stays with its member; make a new plan for someone else");
      return run(ctx, auth, member.id, { type: "SaveWorkoutPlan", planId, memberId: member.id, fields: input.fields }, (m) => plan(auth.householdId, planId, input.weekStart, m), {
        table: "fitness_plans",
        id: existing ? undefined : input.id,
      });
    },

    async deletePlan(ctx: RequestContext, auth: TokenClaims, planId: string): Promise<string> {
      const existing = await plan(auth.householdId, planId, "1970-01-05");
      requireMayWrite(auth, existing.memberId);
      return run(ctx, auth, existing.memberId, { type: "DeleteWorkoutPlan", planId: existing.id, memberId: existing.memberId }, async () => existing.id);
    },

    async tickPlanItem(
      ctx: RequestContext,
      auth: TokenClaims,
      input: { planId: string; itemId: string; weekStart: string; log: boolean; workoutId?: string },
    ): Promise<PlanView> {
      const existing = await plan(auth.householdId, input.planId, input.weekStart);
      const member = await writableMember(auth, existing.memberId);
      const tick = { planId: existing.id, weekStart: input.weekStart, itemId: input.itemId };
      const log = input.log ? { workoutId: input.workoutId ?? randomUUID(), estimateCalories: member.estimateCalories } : null;
      return run(ctx, auth, member.id, { type: "TickPlanItem", memberId: member.id, tick, log }, (m) => plan(auth.householdId, existing.id, input.weekStart, m), {
        table: "fitness_workouts",
        id: input.log ? input.workoutId : undefined,
      });
    },

    async untickPlanItem(ctx: RequestContext, auth: TokenClaims, input: { planId: string; itemId: string; weekStart: string }): Promise<PlanView> {
      const existing = await plan(auth.householdId, input.planId, input.weekStart);
      requireMayWrite(auth, existing.memberId);
      const tick = { planId: existing.id, weekStart: input.weekStart, itemId: input.itemId };
      return run(ctx, auth, existing.memberId, { type: "UntickPlanItem", memberId: existing.memberId, tick }, (m) => plan(auth.householdId, existing.id, input.weekStart, m));
    },
  };
  return service;
}

export type FitnessService = ReturnType<typeof createFitnessService>;
