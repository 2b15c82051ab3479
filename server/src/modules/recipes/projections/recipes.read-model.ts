import { BigIntType, EntitySchema } from "@mikro-orm/postgresql";
import type { PantryShortfall, PantryTaking, RecipeIngredient, RecipeOrigin, RecipeStep } from "../recipes.events.js";

/** A recipe as the screens read it (query side; GraphQL shapes live in recipes.types.ts). */
export interface RecipeRow {
  id: string;
  householdId: string;
  title: string;
  description: string | null;
  photoUrl: string | null;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  tags: string[];
  sourceUrl: string | null;
  ingredients: RecipeIngredient[];
  steps: RecipeStep[];
  origin: RecipeOrigin;
  /** Lower-case title, tags and ingredient names, for search. */
  searchText: string;
  /** When the household bookmarked it (null: not saved). */
  savedAt: Date | null;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface RecipeShareLinkRow {
  id: string;
  token: string;
  householdId: string;
  recipeId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
}

/** A cook of a recipe and what was left over (the leftovers screens read these). */
export interface RecipeCookRow {
  id: string;
  householdId: string;
  recipeId: string;
  servings: number;
  portionsLeft: number;
  cookedAt: Date;
  portionsEaten: number | null;
  /** What the cook took out of the pantry. */
  taken: PantryTaking[];
  /** Lines the pantry could not cover when it finished. */
  missing: PantryShortfall[];
  leftoverId: string | null;
  /** When what was taken went back into the pantry (undo), or null. */
  pantryReturnedAt: Date | null;
}

export const RecipeEntity = new EntitySchema<RecipeRow>({
  name: "RecipeRow",
  tableName: "recipes",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    title: { type: "string" },
    description: { type: "string", nullable: true },
    photoUrl: { type: "string", nullable: true },
    servings: { type: "double" },
    prepMinutes: { type: "integer", nullable: true },
    cookMinutes: { type: "integer", nullable: true },
    totalMinutes: { type: "integer", nullable: true },
    tags: { type: "json" },
    sourceUrl: { type: "string", nullable: true },
    ingredients: { type: "json" },
    steps: { type: "json" },
    origin: { type: "json" },
    searchText: { type: "string" },
    savedAt: { type: "Date", nullable: true },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

export const RecipeShareLinkEntity = new EntitySchema<RecipeShareLinkRow>({
  name: "RecipeShareLinkRow",
  tableName: "recipe_share_links",
  properties: {
    id: { type: "uuid", primary: true },
    token: { type: "string" },
    householdId: { type: "uuid" },
    recipeId: { type: "uuid" },
    expiresAt: { type: "Date" },
    revokedAt: { type: "Date", nullable: true },
    createdAt: { type: "Date" },
  },
});

export const RecipeCookEntity = new EntitySchema<RecipeCookRow>({
  name: "RecipeCookRow",
  tableName: "recipe_cooks",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    recipeId: { type: "uuid" },
    servings: { type: "double" },
    portionsLeft: { type: "double" },
    cookedAt: { type: "Date" },
    portionsEaten: { type: "double", nullable: true },
    taken: { type: "json" },
    missing: { type: "json" },
    leftoverId: { type: "uuid", nullable: true },
    pantryReturnedAt: { type: "Date", nullable: true },
  },
});
