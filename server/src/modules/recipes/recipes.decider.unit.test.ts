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

  const taking = { ingredientId: "i1", itemId: "item-1", actionId: "a1", name: "Tomatoes", quantity: 400, unit: "g" };
  const cooked: RecipeEvent = {
    type: "RecipeCooked",
    data: {
      recipeId,
      cookId: "c1",
      servings: 2,
      portionsLeft: 1.5,
      cookedAt: at,
      portionsEaten: 0.5,
      taken: [taking],
      missing: [{ ingredientId: "i2", name: "olive oil", quantity: 0.5, unit: "tbsp", reason: "not_in_pantry" }],
      leftoverId: "l1",
    },
  };
  const recordCook = {
    type: "RecordCook" as const,
    recipeId,
    cookId: "c1",
    servings: 2,
    portionsLeft: 1.5,
    portionsEaten: 0.5,
    taken: [taking],
    missing: [{ ingredientId: "i2", name: "olive oil", quantity: 0.5, unit: "tbsp", reason: "not_in_pantry" as const }],
    leftoverId: "l1",
    at,
  };

  it("records a cook with what it took from the pantry and its leftover, once per cook id", () => {
    given(created).when(recordCook).then([cooked]);
    // The same cook again takes nothing twice.
    given(created, cooked).when(recordCook).then([]);
    given(created).when({ ...recordCook, portionsLeft: -1 }).thenFails("Portions left over cannot be negative");
    given(created).when({ ...recordCook, portionsEaten: -1 }).thenFails("Portions eaten cannot be negative");
    given(created).when({ ...recordCook, servings: 0 }).thenFails("Servings must be above 0");
    given(created).when({ ...recordCook, leftoverId: null }).thenFails("Portions left over need a leftover to keep them in");
    given(created).when({ ...recordCook, taken: [{ ...taking, quantity: 0 }] }).thenFails("Quantities taken from the pantry must be above 0");
    given(created, deleted).when(recordCook).thenFails("Recipe not found");
  });

  it("records a cook with nothing left over and nothing taken (an older client)", () => {
    given(created)
      .when({ type: "RecordCook", recipeId, cookId: "c2", servings: 4, portionsLeft: 0, at })
      .then([
        {
          type: "RecipeCooked",
          data: { recipeId, cookId: "c2", servings: 4, portionsLeft: 0, cookedAt: at, portionsEaten: null, taken: [], missing: [], leftoverId: null },
        },
      ]);
  });

  it("puts what a cook took back into the pantry once; unknown cooks and cooks that took nothing are refused", () => {
    const returned: RecipeEvent = { type: "RecipeCookPantryReturned", data: { recipeId, cookId: "c1", returned: [taking] } };
    given(created, cooked).when({ type: "ReturnCookToPantry", recipeId, cookId: "c1" }).then([returned]);
    given(created, cooked, returned).when({ type: "ReturnCookToPantry", recipeId, cookId: "c1" }).then([]);
    given(created).when({ type: "ReturnCookToPantry", recipeId, cookId: "c1" }).thenFails("Cook not found");
    // An unknown recipe: the same answer as another household's recipe, whatever the cook id.
    given().when({ type: "ReturnCookToPantry", recipeId, cookId: "c1" }).thenFails("Recipe not found");
    const bare: RecipeEvent = { type: "RecipeCooked", data: { ...cooked.data, cookId: "c3", taken: [] } as never };
    given(created, bare).when({ type: "ReturnCookToPantry", recipeId, cookId: "c3" }).thenFails("Nothing was taken from the pantry for this cook");
  });
});
