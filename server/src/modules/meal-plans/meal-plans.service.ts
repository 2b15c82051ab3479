import { randomUUID } from "node:crypto";
import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { HouseholdsService } from "../households/index.js";
import type { LeftoversService } from "../leftovers/index.js";
import type { PantryService } from "../pantry/index.js";
import type { ProductCatalog, ProductSummary } from "../products/index.js";
import type { RecipesService, RecipeView } from "../recipes/index.js";
import type { ShoppingGeneratedItems } from "../shopping/index.js";
import { checkDay, decideEntry, decideGeneration, decideGoal, ENTRY_NOT_FOUND, type MealPlanCommand } from "./meal-plans.decider.js";
import {
  entryStream,
  evolveEntry,
  evolveGeneration,
  evolveGoals,
  generationStream,
  goalsStream,
  initialEntryState,
  type EntryKind,
  type GeneratedLine,
  type MealPlanEntryFields,
  type MealPlanEvent,
  type NutritionGoal,
} from "./meal-plans.events.js";
import { daysNutrition, recipePerServing, rounded, scale, linesNutrition, ZERO, type NutritionFigure } from "./nutrition.js";
import { addDays, derivedId, repeatCopies, weekCopies } from "./plan-copies.js";
import { lessGeneratedItems, productKey, shoppingLines, type Need, type ShoppingLine } from "./shopping-lines.js";

export interface MealPlanDeps {
  recipes: RecipesService;
  catalog: ProductCatalog;
  pantry: PantryService;
  shopping: ShoppingGeneratedItems;
  households: HouseholdsService;
  leftovers: LeftoversService;
}

export interface EntryView extends MealPlanEntryFields {
  id: string;
  copiedFrom: string | null;
  revision: number;
  /** One serving, and the whole meal (all its servings); null for a note. */
  perServing: NutritionFigure | null;
  meal: NutritionFigure | null;
}

export interface MemberGoalView extends NutritionGoal {
  memberId: string;
}

export interface MemberDayView {
  memberId: string;
  name: string;
  portionMultiplier: number;
  nutrition: NutritionFigure;
  goal: MemberGoalView | null;
}

export interface DayView {
  date: string;
  nutrition: NutritionFigure;
  members: MemberDayView[];
}

export interface MealPlanView {
  from: string;
  to: string;
  entries: EntryView[];
  days: DayView[];
  syncPoint: number;
}

export interface GenerationView {
  listId: string;
  listName: string;
  lines: ShoppingLine[];
  estimatedTotal: number;
  /** Items this generation added, changed and removed on the list (empty when nothing had changed). */
  added: number;
  changed: number;
  removed: number;
}

const MAX_RANGE_DAYS = 62;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export { addDays, derivedId };

function checkRange(from: string, to: string): void {
  checkDay(from, "From");
  checkDay(to, "To");
  if (to < from) throw badRequest("The end of the range must not be before its start");
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS > MAX_RANGE_DAYS) throw badRequest(`A range may cover at most ${MAX_RANGE_DAYS + 1} days`);
}

interface EntryRow {
  id: string;
  date: string;
  slot: string;
  kind: string;
  ref_id: string | null;
  title: string;
  quantity: number | null;
  unit: string | null;
  servings: number;
  member_ids: string[] | string;
  note: string | null;
  copied_from: string | null;
  revision: string | number;
}

function fieldsOf(row: EntryRow): MealPlanEntryFields & { id: string; copiedFrom: string | null; revision: number } {
  return {
    id: row.id,
    date: row.date,
    slot: row.slot as MealPlanEntryFields["slot"],
    kind: row.kind as EntryKind,
    refId: row.ref_id,
    title: row.title,
    quantity: row.quantity === null ? null : Number(row.quantity),
    unit: row.unit,
    servings: Number(row.servings),
    memberIds: typeof row.member_ids === "string" ? JSON.parse(row.member_ids) : row.member_ids,
    note: row.note,
    copiedFrom: row.copied_from,
    revision: Number(row.revision),
  };
}

/** Meal plans: the one implementation behind GraphQL and the exports other modules read. */
export function createMealPlansService(core: CoreServices, deps: MealPlanDeps) {
  const em = () => core.db.em();

  async function rows(householdId: string, from: string, to: string): Promise<ReturnType<typeof fieldsOf>[]> {
    const found = await em().execute<EntryRow[]>(
      "select * from meal_plan_entries where household_id = ? and date >= ? and date <= ? order by date, slot, created_at, id",
      [householdId, from, to],
    );
    const order = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };
    return found.map(fieldsOf).sort((a, b) => a.date.localeCompare(b.date) || order[a.slot] - order[b.slot]);
  }

  /** Recipes (also of planned leftovers) and products the entries need, read in three queries. */
  async function foodOf(householdId: string, entries: ReturnType<typeof fieldsOf>[]) {
    const leftoverRecipe = new Map<string, string>();
    const leftoverIds = entries.filter((e) => e.kind === "leftover" && e.refId).map((e) => e.refId!);
    if (leftoverIds.length) {
      const all = await deps.leftovers.list(householdId, "all");
      for (const l of all) if (l.fromRecipeId) leftoverRecipe.set(l.id, l.fromRecipeId);
    }
    const recipeIds = new Set<string>();
    for (const e of entries) {
      if (e.kind === "recipe" && e.refId) recipeIds.add(e.refId);
      if (e.kind === "leftover" && e.refId && leftoverRecipe.has(e.refId)) recipeIds.add(leftoverRecipe.get(e.refId)!);
    }
    const recipes = new Map((await deps.recipes.getMany(householdId, [...recipeIds])).map((r) => [r.id, r]));
    const productIds = new Set<string>();
    for (const r of recipes.values()) for (const i of r.ingredients) if (i.productId) productIds.add(i.productId);
    for (const e of entries) if (e.kind === "product" && e.refId) productIds.add(e.refId);
    const products = productIds.size ? await deps.catalog.getMany(householdId, [...productIds]) : new Map<string, ProductSummary>();
    return { recipes, products, leftoverRecipe };
  }

  function perServingOf(entry: ReturnType<typeof fieldsOf>, food: Awaited<ReturnType<typeof foodOf>>): NutritionFigure | null {
    switch (entry.kind) {
      case "note":
        return null;
      case "recipe": {
        const recipe = entry.refId ? food.recipes.get(entry.refId) : undefined;
        return recipe ? recipePerServing(recipe, food.products) : { ...ZERO, total: 1 };
      }
      case "product":
        return linesNutrition([{ productId: entry.refId, quantity: entry.quantity ?? 1, unit: entry.unit ?? food.products.get(entry.refId ?? "")?.defaultUnit ?? null }], food.products);
      case "leftover": {
        const recipeId = entry.refId ? food.leftoverRecipe.get(entry.refId) : undefined;
        const recipe = recipeId ? food.recipes.get(recipeId) : undefined;
        return recipe ? recipePerServing(recipe, food.products) : { ...ZERO, total: 1 };
      }
    }
  }

  async function goalsOf(householdId: string): Promise<Map<string, NutritionGoal>> {
    const found = await em().execute<{ member_id: string; energy_kcal: number | null; protein_g: number | null; carbohydrate_g: number | null; fat_g: number | null }[]>(
      "select * from meal_plan_goals where household_id = ?",
      [householdId],
    );
    const num = (v: number | null) => (v === null ? null : Number(v));
    return new Map(found.map((g) => [g.member_id, { energyKcal: num(g.energy_kcal), proteinG: num(g.protein_g), carbohydrateG: num(g.carbohydrate_g), fatG: num(g.fat_g) }]));
  }

  async function plan(householdId: string, from: string, to: string): Promise<MealPlanView> {
    checkRange(from, to);
    const syncPoint = await core.store.headOf(householdId);
    const entries = await rows(householdId, from, to);
    const food = await foodOf(householdId, entries);
    const members = (await deps.households.familyMembers(householdId)).filter((m) => m.isActive);
    const goals = await goalsOf(householdId);
    const views: EntryView[] = entries.map((entry) => {
      const perServing = perServingOf(entry, food);
      return { ...entry, perServing: perServing && rounded(perServing), meal: perServing && rounded(scale(perServing, entry.servings)) };
    });
    const multipliers = new Map(members.map((m) => [m.id, Number(m.defaultPortionMultiplier) || 1]));
    const computed = daysNutrition(
      entries.map((e) => ({ date: e.date, perServing: perServingOf(e, food), servings: e.servings, memberIds: e.memberIds })),
      multipliers,
    );
    const byDay = new Map(computed.map((d) => [d.date, d]));
    const days: DayView[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const d = byDay.get(day);
      days.push({
        date: day,
        nutrition: rounded(d?.total ?? ZERO),
        members: members.map((m) => ({
          memberId: m.id,
          name: m.name,
          portionMultiplier: multipliers.get(m.id)!,
          nutrition: rounded(d?.members.find((x) => x.memberId === m.id)?.figure ?? ZERO),
          goal: goals.has(m.id) ? { memberId: m.id, ...goals.get(m.id)! } : null,
        })),
      });
    }
    return { from, to, entries: views, days, syncPoint };
  }

  async function entry(householdId: string, id: string): Promise<EntryView | null> {
    if (!UUID.test(id)) return null;
    const [row] = await em().execute<EntryRow[]>("select * from meal_plan_entries where household_id = ? and id = ?", [householdId, id]);
    if (!row) return null;
    const fields = fieldsOf(row);
    const perServing = perServingOf(fields, await foodOf(householdId, [fields]));
    return { ...fields, perServing: perServing && rounded(perServing), meal: perServing && rounded(scale(perServing, fields.servings)) };
  }

  async function readEntry(tx: EventTransaction, id: string): Promise<ReturnType<typeof fieldsOf>> {
    const [row] = await tx.em.execute<EntryRow[]>("select * from meal_plan_entries where household_id = ? and id = ?", [tx.householdId, id]);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    return fieldsOf(row);
  }

  function meta(ctx: RequestContext, auth: TokenClaims) {
    return { householdId: auth.householdId, actorId: auth.userId, now: core.now(), clientId: ctx.clientId, correlationId: ctx.requestId, idempotencyKey: ctx.idempotencyKey };
  }

  /** An entry command's stream, read in the round trip that opens its transaction. */
  const reads = (entryId: string) => ({ streams: [entryStream(entryId)] });

  /** Decides an entry command on its stream; `fresh` when the client chose the id (refused if another household has it). */
  async function apply(tx: EventTransaction, entryId: string, command: MealPlanCommand, fresh = false): Promise<MealPlanEvent[]> {
    const stream = entryStream(entryId);
    // `load` reads every row of the stream, whoever owns it: an id of another household is known from it.
    const { state, version } = await tx.load(stream, evolveEntry, initialEntryState);
    if (fresh && tx.isForeign(stream)) throw conflict("This id is already in use; choose another");
    const events = decideEntry(state, command);
    await tx.append(stream, version, events);
    return events;
  }

  /** Checks the entry's food and members belong to the household, and fills in its title. */
  async function resolveFood(
    householdId: string,
    input: { kind: string; recipeId?: string | null; productId?: string | null; leftoverId?: string | null; note?: string | null; quantity?: number | null; unit?: string | null; memberIds: string[] },
  ): Promise<{ refId: string | null; title: string; quantity: number | null; unit: string | null }> {
    const members = new Set((await deps.households.familyMembers(householdId)).map((m) => m.id));
    for (const id of input.memberIds) if (!members.has(id)) throw notFound("Family member not found");
    switch (input.kind) {
      case "recipe": {
        if (!input.recipeId || !UUID.test(input.recipeId)) throw badRequest("Choose a recipe for this meal");
        const [recipe] = await deps.recipes.getMany(householdId, [input.recipeId]);
        if (!recipe) throw notFound("Recipe not found");
        return { refId: recipe.id, title: recipe.title, quantity: null, unit: null };
      }
      case "product": {
        if (!input.productId || !UUID.test(input.productId)) throw badRequest("Choose a product for this meal");
        const product = await deps.catalog.get(householdId, input.productId);
        if (!product) throw notFound("Product not found");
        return { refId: product.id, title: product.name, quantity: input.quantity ?? 1, unit: input.unit?.trim() || product.defaultUnit };
      }
      case "leftover": {
        if (!input.leftoverId || !UUID.test(input.leftoverId)) throw badRequest("Choose a leftover for this meal");
        const leftover = await deps.leftovers.leftover(householdId, input.leftoverId);
        if (leftover.status !== "active") throw badRequest("This leftover is no longer there to plan");
        return { refId: leftover.id, title: leftover.dish, quantity: null, unit: null };
      }
      case "note":
        return { refId: null, title: input.note?.trim() ?? "", quantity: null, unit: null };
      default:
        throw badRequest("Kind must be recipe, product, leftover or note");
    }
  }

  async function copies(
    ctx: RequestContext,
    auth: TokenClaims,
    targets: { source: ReturnType<typeof fieldsOf>; date: string; id: string }[],
  ): Promise<EntryView[]> {
    const added = await core.store.execute(meta(ctx, auth), async (tx) => {
      const ids: string[] = [];
      for (const t of targets) {
        if (t.source.kind === "leftover") continue; // a leftover is eaten once: it is not copied
        const { id: _id, copiedFrom: _c, revision: _r, ...fields } = t.source;
        const events = await apply(tx, t.id, { type: "AddMealPlanEntry", entryId: t.id, fields: { ...fields, date: t.date }, copiedFrom: t.source.id }, true);
        if (events.length) ids.push(t.id);
      }
      return ids;
    });
    const views: EntryView[] = [];
    for (const id of added) {
      const view = await entry(auth.householdId, id);
      if (view) views.push(view);
    }
    return views;
  }

  const service = {
    plan,
    entry,

    /** The recipes planned between two days (both included): the dietary analysis flags them per member. */
    async plannedRecipeIds(householdId: string, from: string, to: string): Promise<string[]> {
      checkRange(from, to);
      const rows = await em().execute<{ ref_id: string }[]>(
        "select distinct ref_id from meal_plan_entries where household_id = ? and kind = 'recipe' and ref_id is not null and date >= ? and date <= ?",
        [householdId, from, to],
      );
      return rows.map((r) => r.ref_id);
    },

    async goals(householdId: string): Promise<MemberGoalView[]> {
      return [...(await goalsOf(householdId))].map(([memberId, goal]) => ({ memberId, ...goal }));
    },

    async addEntry(
      ctx: RequestContext,
      auth: TokenClaims,
      input: {
        id?: string | null;
        date: string;
        slot: string;
        kind: string;
        recipeId?: string | null;
        productId?: string | null;
        leftoverId?: string | null;
        note?: string | null;
        quantity?: number | null;
        unit?: string | null;
        servings: number;
        memberIds: string[];
      },
    ): Promise<EntryView> {
      const entryId = input.id ?? randomUUID();
      const food = await resolveFood(auth.householdId, input);
      const fields: MealPlanEntryFields = {
        kind: input.kind as EntryKind,
        ...food,
        date: input.date,
        slot: input.slot as MealPlanEntryFields["slot"],
        servings: input.servings,
        memberIds: input.memberIds,
        note: input.kind === "note" ? null : (input.note ?? null),
      };
      await core.store.execute(
        meta(ctx, auth),
        async (tx) => {
          await apply(tx, entryId, { type: "AddMealPlanEntry", entryId, fields, copiedFrom: null }, true);
          if (fields.kind === "leftover") await deps.leftovers.planIn(tx, fields.refId!, { date: input.date, slot: input.slot, portions: input.servings });
        },
        reads(entryId),
      );
      return (await entry(auth.householdId, entryId))!;
    },

    async changeEntry(ctx: RequestContext, auth: TokenClaims, id: string, changes: { servings?: number | null; memberIds?: string[] | null; note?: string | null }): Promise<EntryView> {
      if (!UUID.test(id)) throw notFound(ENTRY_NOT_FOUND);
      if (changes.memberIds) {
        const members = new Set((await deps.households.familyMembers(auth.householdId)).map((m) => m.id));
        for (const m of changes.memberIds) if (!members.has(m)) throw notFound("Family member not found");
      }
      await core.store.execute(
        meta(ctx, auth),
        (tx) =>
          apply(tx, id, {
            type: "ChangeMealPlanEntry",
            entryId: id,
            servings: changes.servings ?? undefined,
            memberIds: changes.memberIds ?? undefined,
            note: changes.note === undefined ? undefined : changes.note,
          }),
        reads(id),
      );
      return (await entry(auth.householdId, id))!;
    },

    async moveEntry(ctx: RequestContext, auth: TokenClaims, id: string, date: string, slot: string): Promise<EntryView> {
      if (!UUID.test(id)) throw notFound(ENTRY_NOT_FOUND);
      await core.store.execute(
        meta(ctx, auth),
        async (tx) => {
          const events = await apply(tx, id, { type: "MoveMealPlanEntry", entryId: id, date, slot });
          const moved = await readEntry(tx, id);
          if (events.length && moved.kind === "leftover" && moved.refId) {
            await deps.leftovers.planIn(tx, moved.refId, { date: moved.date, slot: moved.slot, portions: moved.servings });
          }
        },
        reads(id),
      );
      return (await entry(auth.householdId, id))!;
    },

    async removeEntry(ctx: RequestContext, auth: TokenClaims, id: string): Promise<string> {
      if (!UUID.test(id)) throw notFound(ENTRY_NOT_FOUND);
      await core.store.execute(meta(ctx, auth), (tx) => apply(tx, id, { type: "RemoveMealPlanEntry", entryId: id }), reads(id));
      return id;
    },

    /** Copies every meal of the week starting `from` to the week starting `to` (leftovers stay where they are). */
    async copyWeek(ctx: RequestContext, auth: TokenClaims, from: string, to: string): Promise<EntryView[]> {
      checkDay(from, "From");
      checkDay(to, "To");
      if (from === to) throw badRequest("Choose another week to copy to");
      const source = await rows(auth.householdId, from, addDays(from, 6));
      return copies(ctx, auth, weekCopies(auth.householdId, source, from, to));
    },

    /** Repeats an entry every `everyDays` days, `times` more times. */
    async repeatEntry(ctx: RequestContext, auth: TokenClaims, id: string, everyDays: number, times: number): Promise<EntryView[]> {
      if (!Number.isInteger(everyDays) || everyDays < 1 || everyDays > 31) throw badRequest("Repeat every 1 to 31 days");
      if (!Number.isInteger(times) || times < 1 || times > 52) throw badRequest("Repeat 1 to 52 times");
      const source = await entry(auth.householdId, id);
      if (!source) throw notFound(ENTRY_NOT_FOUND);
      if (source.kind === "leftover") throw badRequest("A leftover is eaten once; plan it again instead of repeating it");
      return copies(ctx, auth, repeatCopies(auth.householdId, source, everyDays, times));
    },

    async setGoal(ctx: RequestContext, auth: TokenClaims, memberId: string, goal: NutritionGoal): Promise<MemberGoalView> {
      if (auth.accountType !== "accountHolder") throw forbidden("Only the account holder can set nutrition goals");
      const members = new Set((await deps.households.familyMembers(auth.householdId)).map((m) => m.id));
      if (!members.has(memberId)) throw notFound("Family member not found");
      await core.store.execute(meta(ctx, auth), async (tx) => {
        const stream = goalsStream(auth.householdId);
        const { state, version } = await tx.load(stream, evolveGoals, {});
        await tx.append(stream, version, decideGoal(state, { type: "SetNutritionGoal", memberId, goal }));
      });
      const goals = await goalsOf(auth.householdId);
      return { memberId, ...(goals.get(memberId) ?? goal) };
    },

    /** What the plan asks to buy for the range, for a list (or a new one): nothing is recorded. */
    async previewShopping(householdId: string, from: string, to: string, listId: string | null): Promise<{ lines: ShoppingLine[]; estimatedTotal: number }> {
      // Unlike generating, the preview counts the items an earlier generation put on the list: what it
      // shows is what the list still lacks, so right after "Add to shopping list" nothing is left to buy.
      const lines = await computeLines(householdId, from, to, listId, await previousLines(householdId, listId), { countGenerated: true });
      return { lines, estimatedTotal: total(lines) };
    },

    /**
     * Puts what the plan needs for the range on a list (a new one when no list is given). Generating
     * again changes only the lines it generated: added, updated or removed to match the plan now.
     */
    async generateShopping(
      ctx: RequestContext,
      auth: TokenClaims,
      input: { from: string; to: string; listId?: string | null; newListId?: string | null; newListName?: string | null },
    ): Promise<GenerationView> {
      let listId = input.listId ?? null;
      let listName = "";
      if (listId) {
        if (!UUID.test(listId)) throw notFound("List not found");
        listId = listId.toLowerCase();
        listName = (await deps.shopping.list(auth.householdId, listId)).name;
      }
      const previous = await previousLines(auth.householdId, listId);
      const lines = await computeLines(auth.householdId, input.from, input.to, listId, previous);
      const createdId = listId ? null : (input.newListId?.toLowerCase() ?? randomUUID());
      if (createdId && !UUID.test(createdId)) throw badRequest("newListId must be a UUID");
      const targetId = listId ?? createdId!;
      if (!listId) listName = input.newListName?.trim() || `Meal plan ${input.from} to ${input.to}`;
      // Everything the answer holds is decided inside: a replay with the same key answers exactly the first answer.
      return core.store.execute(meta(ctx, auth), async (tx): Promise<GenerationView> => {
        const answer = { listId: targetId, listName, lines, estimatedTotal: total(lines) };
        if (createdId) await deps.shopping.createList(tx, { id: createdId, name: listName });
        const stream = generationStream(targetId);
        const { state, version } = await tx.load(stream, evolveGeneration, { lines: [] });
        const items = await deps.shopping.itemStates(tx, state.lines.map((l) => l.itemId));
        const desired = lines.filter((l) => l.quantity > 0);
        const freshItemIds = Object.fromEntries(desired.map((l) => [l.key, derivedId(`${targetId}:${l.key}:${version}`)]));
        const events = decideGeneration(state, {
          type: "GenerateShoppingLines",
          listId: targetId,
          from: input.from,
          to: input.to,
          desired: desired.map(({ key, name, productId, quantity, unit, estimatedPrice }) => ({ key, name, productId, quantity, unit, estimatedPrice })),
          items: Object.fromEntries(Object.entries(items).map(([id, s]) => [id, { live: s.live && s.listId === targetId, purchased: s.purchased }])),
          freshItemIds,
        });
        await tx.append(stream, version, events);
        const generated = events[0]?.type === "MealPlanShoppingGenerated" ? events[0].data : null;
        if (!generated) return { ...answer, added: 0, changed: 0, removed: 0 };
        const byItem = new Map(generated.lines.map((l) => [l.itemId, l]));
        for (const itemId of generated.removed) await deps.shopping.removeItem(tx, itemId);
        for (const itemId of generated.changed) {
          const l = byItem.get(itemId)!;
          await deps.shopping.changeItem(tx, itemId, { quantity: l.quantity, estimatedPrice: l.estimatedPrice, name: l.name, notes: noteOf(l) });
        }
        for (const itemId of generated.added) {
          const l = byItem.get(itemId)!;
          const product = lines.find((x) => x.key === l.key);
          await deps.shopping.addItem(tx, {
            listId: targetId,
            itemId,
            fields: {
              name: l.name,
              category: product?.productId ? (await categoryOf(l.productId)) : null,
              quantity: l.quantity,
              estimatedPrice: l.estimatedPrice,
              actualPrice: null,
              store: null,
              aisle: null,
              department: null,
              notes: noteOf(l),
              productId: l.productId,
            },
          });
        }
        return { ...answer, added: generated.added.length, changed: generated.changed.length, removed: generated.removed.length };
      });

      async function categoryOf(productId: string | null): Promise<string | null> {
        return productId ? (categories.get(productId) ?? null) : null;
      }
    },

    /** For fitness: energy eaten per day by one member (by their portion), with coverage. */
    async dailyEnergy(householdId: string, memberId: string, from: string, to: string) {
      const view = await plan(householdId, from, to);
      return view.days.map((d) => {
        const m = d.members.find((x) => x.memberId === memberId);
        const f = m?.nutrition ?? ZERO;
        return { date: d.date, kcal: f.energyKcal, known: f.known, total: f.total };
      });
    },

    syncPoint: (householdId: string) => core.store.headOf(householdId),
  };

  // Categories of the products on the last computed lines (read before the transaction opens).
  const categories = new Map<string, string>();

  async function previousLines(householdId: string, listId: string | null): Promise<GeneratedLine[]> {
    if (!listId || !UUID.test(listId)) return [];
    const [row] = await em().execute<{ data: { lines: GeneratedLine[] } | string }[]>(
      "select data from events where household_id = ? and stream_id = ? order by stream_version desc limit 1",
      [householdId, generationStream(listId.toLowerCase())],
    );
    if (!row) return [];
    const data = typeof row.data === "string" ? JSON.parse(row.data) : row.data;
    return data.lines ?? [];
  }

  /**
   * The plan's lines for a list. Generating (`countGenerated` false) leaves out the items it generated
   * before, which it brings in step with these lines; the preview counts them as on the list.
   */
  async function computeLines(
    householdId: string,
    from: string,
    to: string,
    listId: string | null,
    previous: GeneratedLine[],
    options: { countGenerated?: boolean } = {},
  ): Promise<ShoppingLine[]> {
    checkRange(from, to);
    const entries = (await rows(householdId, from, to)).filter((e) => e.kind === "recipe" || e.kind === "product");
    const food = await foodOf(householdId, entries);
    const needs: Need[] = [];
    for (const e of entries) {
      if (e.kind === "product" && e.refId) {
        const product = food.products.get(e.refId);
        needs.push({ date: e.date, productId: e.refId, name: e.title, quantity: (e.quantity ?? 1) * e.servings, unit: e.unit ?? product?.defaultUnit ?? null });
        continue;
      }
      const recipe: RecipeView | undefined = e.refId ? food.recipes.get(e.refId) : undefined;
      if (!recipe) continue;
      const factor = e.servings / Math.max(recipe.servings, 0.01);
      for (const i of recipe.ingredients) {
        if (i.optional || i.quantity === null) continue;
        needs.push({ date: e.date, productId: i.productId, name: i.name, quantity: i.quantity * factor, unit: i.unit });
      }
    }
    const pantry = (await deps.pantry.items(householdId)).map((p) => ({ productId: p.productId, name: p.name, quantity: p.quantity, unit: p.unit, expiresOn: p.expiresOn }));
    const generated = new Map(previous.map((l) => [l.itemId, l]));
    const unbought = listId && UUID.test(listId) ? (await deps.shopping.list(householdId, listId)).items.filter((item) => !item.purchased) : [];
    const list = unbought
      .filter((item) => !generated.has(item.id))
      .map((item) => ({ productId: item.productId, name: item.name, quantity: item.quantity }));
    const generatedOnList = options.countGenerated
      ? unbought.flatMap((item) => {
          const line = generated.get(item.id);
          return line ? [{ key: line.key, quantity: Number(item.quantity), unit: line.unit }] : [];
        })
      : [];
    const keys = [...new Set(needs.map((n) => productKey(n.productId && food.products.has(n.productId) ? n.productId : null, n.name)))];
    const prices = await deps.pantry.priceGuide(householdId, keys);
    for (const p of food.products.values()) categories.set(p.id, p.category);
    return lessGeneratedItems(shoppingLines({ needs, pantry, list, products: food.products, prices }), generatedOnList, food.products);
  }

  return service;
}

function noteOf(line: GeneratedLine): string {
  const amount = line.unit ? `${line.quantity} ${line.unit}` : `${line.quantity}`;
  return `From the meal plan: ${amount}`;
}

function total(lines: ShoppingLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + (l.estimatedCost ?? 0), 0) * 100) / 100;
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
