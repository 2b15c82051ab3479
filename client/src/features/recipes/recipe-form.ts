import type { RecipeInput } from "../../gql/graphql";
import { createUuid } from "../../lib/uuid";

/** The editor's fields as typed (text), one ingredient and one step per row. */
export interface IngredientRow {
  id: string;
  quantity: string;
  unit: string;
  name: string;
  note: string;
  optional: boolean;
  group: string;
  productId: string | null;
}

export interface StepRow {
  id: string;
  text: string;
  timerMinutes: string;
  ingredientIds: string[];
}

/** Hearth's own copies of recipe photos; the only photo addresses the app renders (CSP img-src 'self'). */
const OWN_PHOTO = /^\/api\/public\/recipes\/photos\/[0-9a-f]{64}\.webp$/;

/** The photo URL when it is Hearth's own copy, else null: a remote address is never rendered. */
export const ownPhotoUrl = (url: string | null | undefined): string | null => (url && OWN_PHOTO.test(url) ? url : null);

export interface RecipeFormValues {
  title: string;
  description: string;
  photoUrl: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  tags: string;
  sourceUrl: string;
  ingredients: IngredientRow[];
  steps: StepRow[];
}

/** What the server answers for a recipe or a draft, as far as the editor needs it. */
export interface RecipeLike {
  title: string;
  description?: string | null;
  photoUrl?: string | null;
  /** A draft's notes on what the import could not carry over ("The page's photo could not be fetched"). */
  importNotes?: ReadonlyArray<string>;
  servings: number;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  tags: string[];
  sourceUrl?: string | null;
  ingredients: ReadonlyArray<{
    id: string;
    quantity?: number | null;
    unit?: string | null;
    name: string;
    note?: string | null;
    optional: boolean;
    group?: string | null;
    productId?: string | null;
  }>;
  steps: ReadonlyArray<{ id: string; text: string; timerSeconds?: number | null; ingredientIds: string[] }>;
}

export const emptyIngredient = (): IngredientRow => ({
  id: createUuid(),
  quantity: "",
  unit: "",
  name: "",
  note: "",
  optional: false,
  group: "",
  productId: null,
});

export const emptyStep = (): StepRow => ({ id: createUuid(), text: "", timerMinutes: "", ingredientIds: [] });

export const EMPTY_RECIPE: RecipeFormValues = {
  title: "",
  description: "",
  photoUrl: "",
  servings: "4",
  prepMinutes: "",
  cookMinutes: "",
  tags: "",
  sourceUrl: "",
  ingredients: [],
  steps: [],
};

const str = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function toFormValues(recipe: RecipeLike): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description ?? "",
    photoUrl: ownPhotoUrl(recipe.photoUrl) ?? "",
    servings: String(recipe.servings),
    prepMinutes: str(recipe.prepMinutes),
    cookMinutes: str(recipe.cookMinutes),
    tags: recipe.tags.join(", "),
    sourceUrl: recipe.sourceUrl ?? "",
    ingredients: recipe.ingredients.map((i) => ({
      id: i.id,
      quantity: str(i.quantity),
      unit: i.unit ?? "",
      name: i.name,
      note: i.note ?? "",
      optional: i.optional,
      group: i.group ?? "",
      productId: i.productId ?? null,
    })),
    steps: recipe.steps.map((s) => ({
      id: s.id,
      text: s.text,
      timerMinutes: s.timerSeconds ? String(Math.round((s.timerSeconds / 60) * 100) / 100) : "",
      ingredientIds: [...s.ingredientIds],
    })),
  };
}

function number(value: string): number | null | "invalid" {
  const t = value.trim().replace(",", ".");
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : "invalid";
}

/** Form → mutation input, or the first problem in words. Empty rows are dropped. */
export function parseRecipeForm(values: RecipeFormValues): { input: RecipeInput } | { error: string } {
  const title = values.title.trim();
  if (!title) return { error: "Title is required" };
  const servings = number(values.servings);
  if (servings === null || servings === "invalid" || servings <= 0) return { error: "Servings must be a number above 0" };
  const prep = number(values.prepMinutes);
  const cook = number(values.cookMinutes);
  for (const [label, v] of [["Prep time", prep], ["Cook time", cook]] as const) {
    if (v === "invalid" || (v !== null && (v < 0 || !Number.isInteger(v)))) return { error: `${label} must be whole minutes` };
  }
  const ingredients = [];
  for (const row of values.ingredients) {
    if (!row.name.trim() && !row.quantity.trim()) continue;
    if (!row.name.trim()) return { error: "Every ingredient needs a name" };
    const q = number(row.quantity);
    if (q === "invalid" || (q !== null && q < 0)) return { error: `The amount of ${row.name.trim()} must be a number` };
    ingredients.push({
      id: row.id,
      quantity: q,
      unit: row.unit.trim() || null,
      name: row.name.trim(),
      note: row.note.trim() || null,
      optional: row.optional,
      group: row.group.trim() || null,
      productId: row.productId,
    });
  }
  const kept = new Set(ingredients.map((i) => i.id));
  const steps = [];
  for (const row of values.steps) {
    if (!row.text.trim()) continue;
    const minutes = number(row.timerMinutes);
    if (minutes === "invalid" || (minutes !== null && minutes <= 0)) return { error: "A step's timer must be a number of minutes above 0" };
    steps.push({
      id: row.id,
      text: row.text.trim(),
      timerSeconds: minutes === null ? null : Math.round(minutes * 60),
      ingredientIds: row.ingredientIds.filter((id) => kept.has(id)),
    });
  }
  return {
    input: {
      title,
      description: values.description.trim() || null,
      photoUrl: values.photoUrl.trim() || null,
      servings,
      prepMinutes: prep as number | null,
      cookMinutes: cook as number | null,
      tags: values.tags
        .split(",")
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
      sourceUrl: values.sourceUrl.trim() || null,
      ingredients,
      steps,
    },
  };
}

/** "1 h 5 min" / "25 min" / "" */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!minutes) return "";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
}

/** "04:05" / "1:02:03" for a timer. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`;
}
