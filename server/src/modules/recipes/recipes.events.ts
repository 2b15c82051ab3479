import type { StoredEvent } from "../../core/event-store.js";

/** One ingredient line: a catalogue product or free text, with an optional amount. */
export interface RecipeIngredient {
  id: string;
  quantity: number | null;
  unit: string | null;
  /** The catalogue product, when matched; null for free text. */
  productId: string | null;
  name: string;
  note: string | null;
  optional: boolean;
  /** Heading of the group the line belongs to ("For the sauce"), or null. */
  group: string | null;
}

export interface RecipeStep {
  id: string;
  text: string;
  /** A timer the cook can start on this step, in seconds. */
  timerSeconds: number | null;
  /** Ingredients (ids of `ingredients`) this step uses. */
  ingredientIds: string[];
}

/** Everything a cook edits about a recipe; edits replace it whole (last writer wins). */
export interface RecipeContent {
  title: string;
  description: string | null;
  photoUrl: string | null;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  tags: string[];
  sourceUrl: string | null;
  ingredients: RecipeIngredient[];
  steps: RecipeStep[];
}

/** Where a recipe came from. */
export type RecipeOrigin =
  | { kind: "manual" }
  | { kind: "web"; url: string }
  | { kind: "text" }
  | { kind: "duplicate"; recipeId: string }
  | { kind: "shared"; recipeId: string; householdId: string; shareId: string };

export const RECIPE_ORIGIN_KINDS = ["manual", "web", "text", "duplicate", "shared"] as const;

export type RecipeEvent =
  | { type: "RecipeCreated"; data: { recipeId: string; content: RecipeContent; origin: RecipeOrigin } }
  | { type: "RecipeEdited"; data: { recipeId: string; content: RecipeContent } }
  | { type: "RecipeDeleted"; data: { recipeId: string } }
  | { type: "RecipeSaved"; data: { recipeId: string } }
  | { type: "RecipeUnsaved"; data: { recipeId: string } }
  | { type: "RecipeShareLinkCreated"; data: { recipeId: string; shareId: string; token: string; expiresAt: string } }
  | { type: "RecipeShareLinkRevoked"; data: { recipeId: string; shareId: string } }
  | {
      type: "RecipeCooked";
      data: {
        recipeId: string;
        cookId: string;
        servings: number;
        portionsLeft: number;
        cookedAt: string;
        /** Portions eaten at the meal, when the cook said (absent in cooks recorded before it was asked). */
        portionsEaten?: number | null;
        /** What was taken out of the pantry for this cook (absent or empty: nothing). */
        taken?: PantryTaking[];
        /** Ingredient lines the pantry could not (fully) cover, as they were when the cook finished. */
        missing?: PantryShortfall[];
        /** The leftover the portions left became (leftovers module), or null. */
        leftoverId?: string | null;
      };
    }
  | { type: "RecipeCookPantryReturned"; data: { recipeId: string; cookId: string; returned: PantryTaking[] } };

/** One pantry item a cook took from, in the item's own unit. */
export interface PantryTaking {
  ingredientId: string;
  itemId: string;
  /** The pantry action (undo takes it back by this id). */
  actionId: string;
  name: string;
  quantity: number;
  unit: string;
}

/** What a cook needed of a line beyond what the pantry held (in the ingredient's unit), or why nothing was taken. */
export interface PantryShortfall {
  ingredientId: string;
  name: string;
  quantity: number | null;
  unit: string | null;
  reason: "not_in_pantry" | "not_enough" | "units_differ";
}

export type RecipeEventType = RecipeEvent["type"];

export const RECIPE_EVENT_TYPES: readonly RecipeEventType[] = [
  "RecipeCreated",
  "RecipeEdited",
  "RecipeDeleted",
  "RecipeSaved",
  "RecipeUnsaved",
  "RecipeShareLinkCreated",
  "RecipeShareLinkRevoked",
  "RecipeCooked",
  "RecipeCookPantryReturned",
];

export interface CookState {
  taken: readonly PantryTaking[];
  returned: boolean;
}

export interface ShareLinkState {
  expiresAt: string;
  revoked: boolean;
}

/** One recipe stream folded. */
export interface RecipeState {
  exists: boolean;
  deleted: boolean;
  content: RecipeContent | null;
  saved: boolean;
  shareLinks: Readonly<Record<string, ShareLinkState>>;
  cookIds: readonly string[];
  cooks: Readonly<Record<string, CookState>>;
}

export const initialRecipeState: RecipeState = {
  exists: false,
  deleted: false,
  content: null,
  saved: false,
  shareLinks: {},
  cookIds: [],
  cooks: {},
};

export function evolveRecipe(state: RecipeState, event: StoredEvent | RecipeEvent): RecipeState {
  const e = event as RecipeEvent;
  switch (e.type) {
    case "RecipeCreated":
      return { ...state, exists: true, content: e.data.content };
    case "RecipeEdited":
      return { ...state, content: e.data.content };
    case "RecipeDeleted":
      return { ...state, deleted: true };
    case "RecipeSaved":
      return { ...state, saved: true };
    case "RecipeUnsaved":
      return { ...state, saved: false };
    case "RecipeShareLinkCreated":
      return {
        ...state,
        shareLinks: { ...state.shareLinks, [e.data.shareId]: { expiresAt: e.data.expiresAt, revoked: false } },
      };
    case "RecipeShareLinkRevoked": {
      const link = state.shareLinks[e.data.shareId];
      return link ? { ...state, shareLinks: { ...state.shareLinks, [e.data.shareId]: { ...link, revoked: true } } } : state;
    }
    case "RecipeCooked":
      return {
        ...state,
        cookIds: [...state.cookIds, e.data.cookId],
        cooks: { ...state.cooks, [e.data.cookId]: { taken: e.data.taken ?? [], returned: false } },
      };
    case "RecipeCookPantryReturned": {
      const cook = state.cooks[e.data.cookId];
      return cook ? { ...state, cooks: { ...state.cooks, [e.data.cookId]: { ...cook, returned: true } } } : state;
    }
    default:
      return state;
  }
}

export const recipeStream = (recipeId: string) => `recipe-${recipeId}`;
