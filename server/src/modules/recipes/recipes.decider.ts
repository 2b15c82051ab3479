import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { PantryShortfall, PantryTaking, RecipeContent, RecipeEvent, RecipeOrigin, RecipeState } from "./recipes.events.js";

/** Adds a recipe to the household (typed in, imported, duplicated or copied from a share link). */
export interface CreateRecipe {
  type: "CreateRecipe";
  recipeId: string;
  content: RecipeContent;
  origin: RecipeOrigin;
}

/** Replaces what the recipe says. */
export interface EditRecipe {
  type: "EditRecipe";
  recipeId: string;
  content: RecipeContent;
}

/** Removes the recipe (its share links stop working). */
export interface DeleteRecipe {
  type: "DeleteRecipe";
  recipeId: string;
}

/** Bookmarks the recipe for the household, or takes the bookmark away. */
export interface SaveRecipe {
  type: "SaveRecipe";
  recipeId: string;
  saved: boolean;
}

/** Makes a link anyone can open until `expiresAt` (ISO) unless revoked. */
export interface CreateShareLink {
  type: "CreateShareLink";
  recipeId: string;
  shareId: string;
  token: string;
  expiresAt: string;
  /** The command's time (ISO), to refuse an expiry in the past. */
  at: string;
}

/** Stops a share link from working. */
export interface RevokeShareLink {
  type: "RevokeShareLink";
  recipeId: string;
  shareId: string;
}

/**
 * Records that the recipe was cooked, how many portions were eaten and are left over, what the cook
 * takes out of the pantry (planned by the service from the pantry as it is) and the leftover it keeps.
 */
export interface RecordCook {
  type: "RecordCook";
  recipeId: string;
  cookId: string;
  servings: number;
  portionsLeft: number;
  portionsEaten?: number | null;
  taken?: PantryTaking[];
  missing?: PantryShortfall[];
  leftoverId?: string | null;
  at: string;
}

/** Puts back into the pantry what one cook took out of it. */
export interface ReturnCookToPantry {
  type: "ReturnCookToPantry";
  recipeId: string;
  cookId: string;
}

export type RecipeCommand =
  | CreateRecipe
  | EditRecipe
  | DeleteRecipe
  | SaveRecipe
  | CreateShareLink
  | RevokeShareLink
  | RecordCook
  | ReturnCookToPantry;

export const RECIPE_NOT_FOUND = "Recipe not found";
export const SHARE_LINK_NOT_FOUND = "Share link not found";
export const COOK_NOT_FOUND = "Cook not found";
export const NOTHING_TAKEN = "Nothing was taken from the pantry for this cook";

function live(state: RecipeState): RecipeContent {
  if (!state.exists || state.deleted || !state.content) throw notFound(RECIPE_NOT_FOUND);
  return state.content;
}

function create(state: RecipeState, c: CreateRecipe): RecipeEvent[] {
  if (state.exists) throw conflict("A recipe with this id already exists");
  return [{ type: "RecipeCreated", data: { recipeId: c.recipeId, content: c.content, origin: c.origin } }];
}

function edit(state: RecipeState, c: EditRecipe): RecipeEvent[] {
  const current = live(state);
  if (JSON.stringify(current) === JSON.stringify(c.content)) return [];
  return [{ type: "RecipeEdited", data: { recipeId: c.recipeId, content: c.content } }];
}

function remove(state: RecipeState, c: DeleteRecipe): RecipeEvent[] {
  live(state);
  return [{ type: "RecipeDeleted", data: { recipeId: c.recipeId } }];
}

function save(state: RecipeState, c: SaveRecipe): RecipeEvent[] {
  live(state);
  if (state.saved === c.saved) return [];
  return [{ type: c.saved ? "RecipeSaved" : "RecipeUnsaved", data: { recipeId: c.recipeId } }];
}

function share(state: RecipeState, c: CreateShareLink): RecipeEvent[] {
  live(state);
  if (state.shareLinks[c.shareId]) throw conflict("A share link with this id already exists");
  if (Date.parse(c.expiresAt) <= Date.parse(c.at)) throw badRequest("A share link must expire in the future");
  return [
    { type: "RecipeShareLinkCreated", data: { recipeId: c.recipeId, shareId: c.shareId, token: c.token, expiresAt: c.expiresAt } },
  ];
}

function revoke(state: RecipeState, c: RevokeShareLink): RecipeEvent[] {
  live(state);
  const link = state.shareLinks[c.shareId];
  if (!link) throw notFound(SHARE_LINK_NOT_FOUND);
  if (link.revoked) return [];
  return [{ type: "RecipeShareLinkRevoked", data: { recipeId: c.recipeId, shareId: c.shareId } }];
}

function cook(state: RecipeState, c: RecordCook): RecipeEvent[] {
  live(state);
  // The same cook again (a retry, a second tap, an offline replay) records nothing and takes nothing twice.
  if (state.cookIds.includes(c.cookId)) return [];
  if (c.portionsLeft < 0) throw badRequest("Portions left over cannot be negative");
  if (c.portionsEaten !== undefined && c.portionsEaten !== null && c.portionsEaten < 0) throw badRequest("Portions eaten cannot be negative");
  if (c.servings <= 0) throw badRequest("Servings must be above 0");
  if (c.portionsLeft > 0 && !c.leftoverId) throw badRequest("Portions left over need a leftover to keep them in");
  const taken = c.taken ?? [];
  if (taken.some((t) => !(t.quantity > 0))) throw badRequest("Quantities taken from the pantry must be above 0");
  return [
    {
      type: "RecipeCooked",
      data: {
        recipeId: c.recipeId,
        cookId: c.cookId,
        servings: c.servings,
        portionsLeft: c.portionsLeft,
        cookedAt: c.at,
        portionsEaten: c.portionsEaten ?? null,
        taken,
        missing: c.missing ?? [],
        leftoverId: c.portionsLeft > 0 ? (c.leftoverId ?? null) : null,
      },
    },
  ];
}

function returnToPantry(state: RecipeState, c: ReturnCookToPantry): RecipeEvent[] {
  // An unknown recipe answers as another household's does (the service's check): "Recipe not found".
  if (!state.exists) throw notFound(RECIPE_NOT_FOUND);
  const cook = state.cooks[c.cookId];
  if (!cook) throw notFound(COOK_NOT_FOUND);
  if (cook.returned) return [];
  if (cook.taken.length === 0) throw conflict(NOTHING_TAKEN);
  return [{ type: "RecipeCookPantryReturned", data: { recipeId: c.recipeId, cookId: c.cookId, returned: [...cook.taken] } }];
}

export function decide(state: RecipeState, command: RecipeCommand): RecipeEvent[] {
  switch (command.type) {
    case "CreateRecipe":
      return create(state, command);
    case "EditRecipe":
      return edit(state, command);
    case "DeleteRecipe":
      return remove(state, command);
    case "SaveRecipe":
      return save(state, command);
    case "CreateShareLink":
      return share(state, command);
    case "RevokeShareLink":
      return revoke(state, command);
    case "RecordCook":
      return cook(state, command);
    case "ReturnCookToPantry":
      return returnToPantry(state, command);
  }
}
