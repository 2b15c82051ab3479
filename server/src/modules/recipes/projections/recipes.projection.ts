import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { RECIPE_EVENT_TYPES, type RecipeContent, type RecipeEvent } from "../recipes.events.js";
import { RecipeCookEntity, RecipeEntity, RecipeShareLinkEntity } from "./recipes.read-model.js";

/** The columns a recipe's content fills. */
export function contentColumns(content: RecipeContent) {
  const total = content.prepMinutes === null && content.cookMinutes === null ? null : (content.prepMinutes ?? 0) + (content.cookMinutes ?? 0);
  return {
    title: content.title,
    description: content.description,
    photoUrl: content.photoUrl,
    servings: content.servings,
    prepMinutes: content.prepMinutes,
    cookMinutes: content.cookMinutes,
    totalMinutes: total,
    tags: content.tags,
    sourceUrl: content.sourceUrl,
    ingredients: content.ingredients,
    steps: content.steps,
    searchText: [content.title, ...content.tags, ...content.ingredients.map((i) => i.name)].join(" \n ").toLowerCase(),
  };
}

/** Recipes, share links and cooks of a household. */
export const recipesProjection: Projection = {
  name: "recipes",
  tables: ["recipes", "recipe_share_links", "recipe_cooks"],
  handles: RECIPE_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as RecipeEvent;
    const at = new Date(stored.recordedAt);
    const householdId = stored.householdId;
    const revision = stored.sequence;
    const recipeId = event.data.recipeId;
    const touch = (changes: Record<string, unknown> = {}) =>
      em.nativeUpdate(RecipeEntity, { id: recipeId, householdId }, { ...changes, revision, updatedAt: at });

    switch (event.type) {
      case "RecipeCreated":
        await em.insert(RecipeEntity, {
          id: recipeId,
          householdId,
          ...contentColumns(event.data.content),
          origin: event.data.origin,
          savedAt: null,
          revision,
          createdAt: at,
          updatedAt: at,
        });
        return;
      case "RecipeEdited":
        await touch(contentColumns(event.data.content));
        return;
      case "RecipeDeleted":
        await em.nativeDelete(RecipeEntity, { id: recipeId, householdId });
        await em.nativeUpdate(RecipeShareLinkEntity, { recipeId, householdId, revokedAt: null }, { revokedAt: at });
        return;
      case "RecipeSaved":
        await touch({ savedAt: at });
        return;
      case "RecipeUnsaved":
        await touch({ savedAt: null });
        return;
      case "RecipeShareLinkCreated":
        await em.insert(RecipeShareLinkEntity, {
          id: event.data.shareId,
          token: event.data.token,
          householdId,
          recipeId,
          expiresAt: new Date(event.data.expiresAt),
          revokedAt: null,
          createdAt: at,
        });
        await touch();
        return;
      case "RecipeShareLinkRevoked":
        await em.nativeUpdate(RecipeShareLinkEntity, { id: event.data.shareId, householdId }, { revokedAt: at });
        await touch();
        return;
      case "RecipeCooked":
        await em.insert(RecipeCookEntity, {
          id: event.data.cookId,
          householdId,
          recipeId,
          servings: event.data.servings,
          portionsLeft: event.data.portionsLeft,
          cookedAt: new Date(event.data.cookedAt),
          portionsEaten: event.data.portionsEaten ?? null,
          taken: event.data.taken ?? [],
          missing: event.data.missing ?? [],
          leftoverId: event.data.leftoverId ?? null,
          pantryReturnedAt: null,
        });
        await touch();
        return;
      case "RecipeCookPantryReturned":
        await em.nativeUpdate(RecipeCookEntity, { id: event.data.cookId, householdId }, { pantryReturnedAt: at });
        await touch();
        return;
    }
  },
};
