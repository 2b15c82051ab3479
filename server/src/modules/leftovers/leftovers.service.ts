import { randomUUID } from "node:crypto";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { decideLeftover, LEFTOVER_NOT_FOUND, type LeftoverCommand } from "./leftovers.decider.js";
import { evolveLeftover, initialLeftoverState, leftoverStream, type LeftoverDiscardReason, type LeftoverSource } from "./leftovers.events.js";
import type { LeftoverLocation } from "./leftovers.safety.js";

export interface LeftoverView {
  id: string;
  dish: string;
  portions: number;
  initialPortions: number;
  cookedOn: string;
  location: string;
  useBy: string;
  status: string;
  fromRecipeId: string | null;
  plannedDate: string | null;
  plannedSlot: string | null;
  plannedPortions: number | null;
  revision: number;
}

/**
 * How planning a leftover reaches the meal plan. The meal-plans module depends on this one, so it hands this
 * in when it is created (`usePlanner`) instead of leftovers depending on meal plans (no cycle): it adds the
 * leftover as a meal-plan entry, recording the entry and LeftoverPlanned (through `planIn`) in one transaction.
 */
export interface LeftoverMealPlanner {
  planLeftover(ctx: RequestContext, auth: TokenClaims, input: { leftoverId: string; date: string; slot: string; portions: number }): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function toView(row: Record<string, any>): LeftoverView {
  return {
    id: row.id,
    dish: row.dish,
    portions: Number(row.portions),
    initialPortions: Number(row.initial_portions),
    cookedOn: row.cooked_on,
    location: row.location,
    useBy: row.use_by,
    status: row.status,
    fromRecipeId: row.recipe_id,
    plannedDate: row.planned_date,
    plannedSlot: row.planned_slot,
    plannedPortions: row.planned_portions === null ? null : Number(row.planned_portions),
    revision: Number(row.revision),
  };
}

/** Leftovers: the one implementation behind GraphQL (and what recipes call when a cook leaves portions). */
export function createLeftoversService(core: CoreServices) {
  let planner: LeftoverMealPlanner | null = null;

  /**
   * The device's own day (the family's calendar day), within a day of the server's, so "today" means the
   * same thing as on the screen; else the server's UTC day.
   */
  function today(deviceDay?: string | null): string {
    const server = core.now();
    if (deviceDay) {
      if (!DAY.test(deviceDay)) throw badRequest("today must be a day like 2026-11-23");
      const gap = Math.abs(Date.parse(`${deviceDay}T12:00:00Z`) - server.getTime());
      if (gap <= 36 * 3600 * 1000) return deviceDay;
    }
    return server.toISOString().slice(0, 10);
  }

  /** Decides a leftover command on its stream; `fresh` when the client chose the id (refused if another household has it). */
  async function apply(tx: EventTransaction, leftoverId: string, command: LeftoverCommand, fresh = false): Promise<void> {
    const stream = leftoverStream(leftoverId);
    // `load` reads every row of the stream, whoever owns it: an id of another household is known from it.
    const { state, version } = await tx.load(stream, evolveLeftover, initialLeftoverState);
    if (fresh && tx.isForeign(stream)) throw conflict("This id is already in use; choose another");
    await tx.append(stream, version, decideLeftover(state, command));
  }

  async function read(householdId: string, id: string, em = core.db.em()): Promise<LeftoverView> {
    const [row] = await em.execute<Record<string, any>[]>("select * from leftovers where id = ? and household_id = ?", [id, householdId]);
    if (!row) throw notFound(LEFTOVER_NOT_FOUND);
    return toView(row);
  }

  async function run(ctx: RequestContext, auth: TokenClaims, leftoverId: string, command: LeftoverCommand, fresh = false): Promise<LeftoverView> {
    return core.store.execute(
      { householdId: auth.householdId, actorId: auth.userId, now: core.now(), clientId: ctx.clientId, correlationId: ctx.requestId, idempotencyKey: ctx.idempotencyKey },
      async (tx) => {
        await apply(tx, leftoverId, command, fresh);
        return read(auth.householdId, leftoverId, tx.em);
      },
      // The leftover's stream comes in the round trip that takes the household's lock.
      { streams: [leftoverStream(leftoverId)] },
    );
  }

  return {
    today,

    /** Inside another module's transaction: a cook that left portions over keeps them in the fridge. */
    async keepFromCook(
      tx: EventTransaction,
      input: { dish: string; portions: number; cookedOn: string; recipeId: string; cookId: string; leftoverId?: string },
    ): Promise<string> {
      const leftoverId = input.leftoverId ?? randomUUID();
      const source: LeftoverSource = { kind: "cook", recipeId: input.recipeId, cookId: input.cookId };
      await apply(tx, leftoverId, { type: "AddLeftover", leftoverId, dish: input.dish, portions: input.portions, cookedOn: input.cookedOn, location: "fridge", source });
      return leftoverId;
    },

    /** Inside another module's transaction (the meal plan): portions of a leftover planned for a meal. */
    async planIn(tx: EventTransaction, leftoverId: string, input: { date: string; slot: string; portions: number }): Promise<void> {
      await apply(tx, leftoverId, { type: "PlanLeftover", leftoverId, ...input });
    },

    add(ctx: RequestContext, auth: TokenClaims, input: { id?: string | null; dish: string; portions: number; cookedOn?: string | null; location: LeftoverLocation; today?: string | null }) {
      const leftoverId = input.id ?? randomUUID();
      const cookedOn = input.cookedOn ?? today(input.today);
      return run(ctx, auth, leftoverId, { type: "AddLeftover", leftoverId, dish: input.dish, portions: input.portions, cookedOn, location: input.location, source: { kind: "manual" } }, true);
    },
    eat: (ctx: RequestContext, auth: TokenClaims, id: string, portions: number, day?: string | null) =>
      run(ctx, auth, id, { type: "EatLeftover", leftoverId: id, portions, today: today(day) }),
    freeze: (ctx: RequestContext, auth: TokenClaims, id: string, day?: string | null) => run(ctx, auth, id, { type: "FreezeLeftover", leftoverId: id, today: today(day) }),
    throwAway: (ctx: RequestContext, auth: TokenClaims, id: string, portions: number, reason: LeftoverDiscardReason, day?: string | null) =>
      run(ctx, auth, id, { type: "ThrowAwayLeftover", leftoverId: id, portions, reason, today: today(day) }),
    /** The meal planner's way in: set once at start-up by the meal-plans module. */
    usePlanner(next: LeftoverMealPlanner): void {
      planner = next;
    },

    /**
     * planLeftover (API callers; the leftovers screen calls addMealPlanEntry itself): with the meal planner
     * running, the leftover becomes a meal-plan entry like any planned meal; without it, only LeftoverPlanned.
     */
    async plan(ctx: RequestContext, auth: TokenClaims, id: string, input: { date: string; slot: string; portions: number }): Promise<LeftoverView> {
      if (!planner) return run(ctx, auth, id, { type: "PlanLeftover", leftoverId: id, ...input });
      if (!UUID.test(id)) throw notFound(LEFTOVER_NOT_FOUND);
      await planner.planLeftover(ctx, auth, { leftoverId: id.toLowerCase(), ...input });
      return read(auth.householdId, id.toLowerCase());
    },

    /** Active leftovers first by use-by day (the ones to eat first on top), or all of them. */
    async list(householdId: string, status: "active" | "all"): Promise<LeftoverView[]> {
      const rows = await core.db
        .em()
        .execute<Record<string, any>[]>(
          `select * from leftovers where household_id = ? ${status === "active" ? "and status = 'active'" : ""}
           order by (status = 'active') desc, use_by asc, created_at desc limit 500`,
          [householdId],
        );
      return rows.map(toView);
    },

    leftover: read,
    syncPoint: (householdId: string) => core.store.headOf(householdId),
  };
}

export type LeftoversService = ReturnType<typeof createLeftoversService>;
