import { describe, expect, it } from "vitest";
import { decide, type RecipeCommand } from "./recipes.decider.js";
import { evolveRecipe, initialRecipeState, type RecipeContent, type RecipeEvent } from "./recipes.events.js";

const recipeId = "7e1c0000-0000-4000-8000-000000000001";
const shareId = "7e1c0000-0000-4000-8000-0000000000a1";
const at = "2026-11-23T10:00:00.000Z";

const content: RecipeContent = {
  title: "Tomato soup",
  description: "Quick weeknight soup",
  photoUrl: null,
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 25,
  tags: ["soup", "vegetarian"],
  sourceUrl: null,
  ingredients: [
    { id: "i1", quantity: 800, unit: "g", productId: null, name: "tomatoes", note: null, optional: false, group: null },
    { id: "i2", quantity: 1, unit: "tbsp", productId: null, name: "olive oil", note: null, optional: false, group: null },
  ],
  steps: [{ id: "s1", text: "Simmer the tomatoes.", timerSeconds: 1500, ingredientIds: ["i1"] }],
};

const created: RecipeEvent = { type: "RecipeCreated", data: { recipeId, content, origin: { kind: "manual" } } };
const deleted: RecipeEvent = { type: "RecipeDeleted", data: { recipeId } };
const shared: RecipeEvent = {
  type: "RecipeShareLinkCreated",
  data: { recipeId, shareId, token: "tok", expiresAt: "2026-12-01T00:00:00.000Z" },
};

function given(...events: RecipeEvent[]) {
  const state = events.reduce(evolveRecipe, initialRecipeState);
  return {
    when: (command: RecipeCommand) => ({
      then: (expected: RecipeEvent[]) => expect(decide(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decide(state, command)).toThrow(message),
    }),
  };
}

describe("recipes decider", () => {
  it("creates a recipe recording its origin", () => {
    given().when({ type: "CreateRecipe", recipeId, content, origin: { kind: "manual" } }).then([created]);
  });

  it("refuses a second recipe with the same id", () => {
    given(created)
      .when({ type: "CreateRecipe", recipeId, content, origin: { kind: "manual" } })
      .thenFails("A recipe with this id already exists");
  });

  it("edits a recipe, and records nothing when nothing changed", () => {
    const edited = { ...content, servings: 6 };
    given(created).when({ type: "EditRecipe", recipeId, content: edited }).then([{ type: "RecipeEdited", data: { recipeId, content: edited } }]);
    given(created).when({ type: "EditRecipe", recipeId, content }).then([]);
  });

  it("does not edit, save or share a deleted or unknown recipe", () => {
    given(created, deleted).when({ type: "EditRecipe", recipeId, content }).thenFails("Recipe not found");
    given().when({ type: "SaveRecipe", recipeId, saved: true }).thenFails("Recipe not found");
    given(created, deleted).when({ type: "DeleteRecipe", recipeId }).thenFails("Recipe not found");
  });

  it("deletes a recipe", () => {
    given(created).when({ type: "DeleteRecipe", recipeId }).then([deleted]);
  });

  it("bookmarks and un-bookmarks, once each", () => {
    given(created).when({ type: "SaveRecipe", recipeId, saved: true }).then([{ type: "RecipeSaved", data: { recipeId } }]);
    given(created, { type: "RecipeSaved", data: { recipeId } }).when({ type: "SaveRecipe", recipeId, saved: true }).then([]);
    given(created, { type: "RecipeSaved", data: { recipeId } })
      .when({ type: "SaveRecipe", recipeId, saved: false })
      .then([{ type: "RecipeUnsaved", data: { recipeId } }]);
  });

  it("creates a share link that expires in the future", () => {
    given(created)
      .when({ type: "CreateShareLink", recipeId, shareId, token: "tok", expiresAt: "2026-12-01T00:00:00.000Z", at })
      .then([shared]);
    given(created)
      .when({ type: "CreateShareLink", recipeId, shareId, token: "tok", expiresAt: "2026-11-01T00:00:00.000Z", at })
      .thenFails("A share link must expire in the future");
  });

  it("revokes a share link once; an unknown link is not found", () => {
    const revoked: RecipeEvent = { type: "RecipeShareLinkRevoked", data: { recipeId, shareId } };
    given(created, shared).when({ type: "RevokeShareLink", recipeId, shareId }).then([revoked]);
    given(created, shared, revoked).when({ type: "RevokeShareLink", recipeId, shareId }).then([]);
    given(created).when({ type: "RevokeShareLink", recipeId, shareId }).thenFails("Share link not found");
  });

  it("records a cook with the portions left over, once per cook id", () => {
    const cooked: RecipeEvent = {
      type: "RecipeCooked",
      data: { recipeId, cookId: "c1", servings: 4, portionsLeft: 1.5, cookedAt: at },
    };
    given(created).when({ type: "RecordCook", recipeId, cookId: "c1", servings: 4, portionsLeft: 1.5, at }).then([cooked]);
    given(created, cooked).when({ type: "RecordCook", recipeId, cookId: "c1", servings: 4, portionsLeft: 1.5, at }).then([]);
    given(created)
      .when({ type: "RecordCook", recipeId, cookId: "c2", servings: 4, portionsLeft: -1, at })
      .thenFails("Portions left over cannot be negative");
  });
});
