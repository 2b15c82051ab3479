import type { RecipeFieldsFragment, RecipeInput } from "../../gql/graphql";
import { changeGuard } from "../../lib/outbox/outbox-store";
import type { PendingChange } from "../../lib/outbox/outbox.machine";

/**
 * A change to the household's recipes as queued on this device (sent in order through the shared outbox,
 * offline too). A recipe made here, or a copy of one, gets its id on the device, so it can be opened,
 * edited, saved or deleted before the server has seen it.
 */
export type RecipeChange =
  | { kind: "create"; recipeId: string; input: RecipeInput }
  | { kind: "update"; recipeId: string; input: RecipeInput }
  | { kind: "duplicate"; recipeId: string; sourceId: string }
  | { kind: "delete"; recipeId: string }
  | { kind: "save"; recipeId: string; saved: boolean };

export const isRecipeChange = changeGuard<RecipeChange>(["create", "update", "duplicate", "delete", "save"], ["recipeId"]);

/** A recipe as the screens show it: the server's, or with this device's waiting changes laid over it. */
export type ShownRecipe = RecipeFieldsFragment & { pending?: boolean };

export interface RecipeListFilter {
  search?: string | null;
  tag?: string | null;
  maxTotalMinutes?: number | null;
  savedOnly?: boolean | null;
}

type Ingredient = RecipeFieldsFragment["ingredients"][number];

const idOf = (value: string | number | null | undefined, fallback: string) => (value === null || value === undefined || value === "" ? fallback : String(value));

/** What a recipe will say once the server takes `input` (its converted measures kept where the amount did not change). */
export function recipeFromInput(id: string, input: RecipeInput, base?: RecipeFieldsFragment): RecipeFieldsFragment {
  const before = new Map((base?.ingredients ?? []).map((i) => [i.id, i]));
  const ingredients: Ingredient[] = (input.ingredients ?? []).map((line, index) => {
    const ingredientId = idOf(line.id, `${id}-ingredient-${index}`);
    const quantity = line.quantity ?? null;
    const unit = line.unit?.trim() || null;
    const old = before.get(ingredientId);
    const same = old && old.quantity === quantity && old.unit === unit;
    return {
      __typename: "RecipeIngredient",
      id: ingredientId,
      quantity,
      unit,
      productId: line.productId === null || line.productId === undefined ? null : String(line.productId),
      name: line.name,
      note: line.note?.trim() || null,
      optional: line.optional ?? false,
      group: line.group?.trim() || null,
      metric: same ? old.metric : { quantity, unit },
      us: same ? old.us : { quantity, unit },
    } as Ingredient;
  });
  const prep = input.prepMinutes ?? null;
  const cook = input.cookMinutes ?? null;
  return {
    __typename: "Recipe",
    id,
    title: input.title.trim(),
    description: input.description?.trim() || null,
    photoUrl: input.photoUrl?.trim() || null,
    servings: input.servings,
    prepMinutes: prep,
    cookMinutes: cook,
    totalMinutes: prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0),
    tags: input.tags ?? [],
    sourceUrl: input.sourceUrl?.trim() || null,
    saved: base?.saved ?? false,
    savedAt: base?.savedAt ?? null,
    revision: base?.revision ?? 0,
    origin: base?.origin ?? { __typename: "RecipeOrigin", kind: "manual", url: null, recipeId: null },
    ingredients,
    steps: (input.steps ?? []).map((step, index) => ({
      __typename: "RecipeStep",
      id: idOf(step.id, `${id}-step-${index}`),
      text: step.text,
      timerSeconds: step.timerSeconds ?? null,
      ingredientIds: (step.ingredientIds ?? []).map(String),
    })),
  } as RecipeFieldsFragment;
}

/**
 * The recipes this device's waiting changes touch, as they will be: `null` for one deleted here. `known`
 * finds a recipe the device holds (the list it read, or the recipe itself) for changes made to it.
 */
export function pendingRecipes(pending: readonly PendingChange<RecipeChange>[], known: (id: string) => RecipeFieldsFragment | undefined): Map<string, ShownRecipe | null> {
  const touched = new Map<string, ShownRecipe | null>();
  const current = (id: string) => (touched.has(id) ? touched.get(id) : known(id));
  for (const { change, queuedAt } of pending) {
    const base = current(change.recipeId);
    switch (change.kind) {
      case "create":
        touched.set(change.recipeId, { ...recipeFromInput(change.recipeId, change.input), pending: true });
        break;
      case "update":
        if (base) touched.set(change.recipeId, { ...recipeFromInput(change.recipeId, change.input, base), pending: true });
        break;
      case "duplicate": {
        const source = current(change.sourceId);
        if (source)
          touched.set(change.recipeId, {
            ...source,
            id: change.recipeId,
            title: `${source.title} (copy)`.slice(0, 200),
            saved: false,
            savedAt: null,
            revision: 0,
            origin: { __typename: "RecipeOrigin", kind: "duplicate", url: null, recipeId: change.sourceId },
            pending: true,
          } as ShownRecipe);
        break;
      }
      case "delete":
        touched.set(change.recipeId, null);
        break;
      case "save":
        if (base) touched.set(change.recipeId, { ...base, saved: change.saved, savedAt: change.saved ? queuedAt : null, pending: true });
        break;
    }
  }
  return touched;
}

/** Whether a recipe belongs in a list read with `filter` (the server's rules: search in title, tags and ingredients). */
export function matchesFilter(recipe: RecipeFieldsFragment, filter: RecipeListFilter): boolean {
  if (filter.savedOnly && !recipe.saved) return false;
  if (filter.tag && !recipe.tags.includes(filter.tag)) return false;
  if (filter.maxTotalMinutes !== null && filter.maxTotalMinutes !== undefined && (recipe.totalMinutes === null || recipe.totalMinutes > filter.maxTotalMinutes)) return false;
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const text = [recipe.title, recipe.description ?? "", ...recipe.tags, ...recipe.ingredients.map((i) => i.name)].join(" ").toLowerCase();
    if (!text.includes(search)) return false;
  }
  return true;
}

/** A list as the server answered it, with this device's waiting changes laid over it: new ones first, deleted ones gone. */
export function applyPendingRecipes(
  recipes: readonly RecipeFieldsFragment[],
  pending: readonly PendingChange<RecipeChange>[],
  filter: RecipeListFilter,
  known: (id: string) => RecipeFieldsFragment | undefined = () => undefined,
): ShownRecipe[] {
  if (pending.length === 0) return [...recipes];
  const listed = new Map(recipes.map((r) => [r.id, r]));
  const touched = pendingRecipes(pending, (id) => listed.get(id) ?? known(id));
  const shown: ShownRecipe[] = [];
  for (const r of recipes) {
    if (!touched.has(r.id)) shown.push(r);
    else {
      const now = touched.get(r.id);
      if (now && matchesFilter(now, filter)) shown.push(now);
    }
  }
  // Recipes made here (or changed into the filter) lead the list, newest change first.
  const added = [...touched.entries()].filter(([id, r]) => !listed.has(id) && r !== null && matchesFilter(r, filter)).map(([, r]) => r!);
  return [...added.reverse(), ...shown];
}
