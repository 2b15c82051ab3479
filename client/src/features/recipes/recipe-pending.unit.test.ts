import { describe, expect, it } from "vitest";
import type { RecipeFieldsFragment, RecipeInput } from "../../gql/graphql";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { applyPendingRecipes, isRecipeChange, matchesFilter, pendingRecipes, recipeFromInput, type RecipeChange } from "./recipe-pending";

const input = (title: string, extra: Partial<RecipeInput> = {}): RecipeInput => ({
  title,
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  tags: ["soup"],
  ingredients: [{ id: "i1", name: "red lentils", quantity: 300, unit: "g" }],
  steps: [{ id: "s1", text: "Simmer", ingredientIds: ["i1"] }],
  ...extra,
});
const server = (id: string, title: string): RecipeFieldsFragment => ({ ...recipeFromInput(id, input(title)), revision: 3 });
let n = 0;
const queued = (change: RecipeChange): PendingChange<RecipeChange> => ({ id: `c${++n}`, change, queuedAt: "2026-11-28T10:00:00.000Z", deferred: true });

describe("recipes waiting to sync, laid over the server's", () => {
  it("reads a form's input as the recipe the server will keep", () => {
    const r = recipeFromInput("r1", input(" Lentil soup "));
    expect(r).toMatchObject({ id: "r1", title: "Lentil soup", totalMinutes: 30, saved: false, revision: 0, tags: ["soup"] });
    expect(r.ingredients[0]).toMatchObject({ id: "i1", quantity: 300, unit: "g", metric: { quantity: 300, unit: "g" } });
    expect(r.steps[0]).toMatchObject({ id: "s1", ingredientIds: ["i1"] });
    // An edit keeps the server's converted measure of an amount it did not change.
    const base = { ...server("r1", "Lentil soup"), ingredients: [{ ...r.ingredients[0]!, us: { quantity: 10.6, unit: "oz" } }] };
    expect(recipeFromInput("r1", input("Lentil soup"), base).ingredients[0]!.us).toEqual({ quantity: 10.6, unit: "oz" });
    expect(recipeFromInput("r1", input("Lentil soup", { ingredients: [{ id: "i1", name: "red lentils", quantity: 400, unit: "g" }] }), base).ingredients[0]!.us).toEqual({
      quantity: 400,
      unit: "g",
    });
  });

  it("shows a new recipe first, an edit in place, a deletion gone, all marked waiting", () => {
    const list = [server("a", "Apple pie"), server("b", "Bean chili")];
    const shown = applyPendingRecipes(list, [
      queued({ kind: "create", recipeId: "n", input: input("New soup") }),
      queued({ kind: "update", recipeId: "a", input: input("Apple crumble") }),
      queued({ kind: "delete", recipeId: "b" }),
    ], {});
    expect(shown.map((r) => [r.id, r.title, r.pending ?? false])).toEqual([
      ["n", "New soup", true],
      ["a", "Apple crumble", true],
    ]);
    expect(shown[1]!.revision).toBe(3);
  });

  it("edits, saves and copies a recipe made on this device before it was sent", () => {
    const touched = pendingRecipes(
      [
        queued({ kind: "create", recipeId: "n", input: input("Soup") }),
        queued({ kind: "update", recipeId: "n", input: input("Lentil soup") }),
        queued({ kind: "save", recipeId: "n", saved: true }),
        queued({ kind: "duplicate", recipeId: "d", sourceId: "n" }),
      ],
      () => undefined,
    );
    expect(touched.get("n")).toMatchObject({ title: "Lentil soup", saved: true, savedAt: "2026-11-28T10:00:00.000Z", pending: true });
    expect(touched.get("d")).toMatchObject({ title: "Lentil soup (copy)", saved: false, origin: { kind: "duplicate", recipeId: "n" }, pending: true });
  });

  it("keeps a list's filter: saved only, tag, time and search", () => {
    const r = recipeFromInput("r", input("Lentil soup"));
    expect(matchesFilter(r, { search: "LENTILS" })).toBe(true);
    expect(matchesFilter(r, { search: "pie" })).toBe(false);
    expect(matchesFilter(r, { tag: "cake" })).toBe(false);
    expect(matchesFilter(r, { maxTotalMinutes: 15 })).toBe(false);
    expect(matchesFilter(r, { savedOnly: true })).toBe(false);
    const saved = applyPendingRecipes([], [queued({ kind: "save", recipeId: "a", saved: true })], { savedOnly: true }, (id) => (id === "a" ? server("a", "Apple pie") : undefined));
    expect(saved.map((x) => x.id)).toEqual(["a"]);
  });

  it("knows its own changes from anything else stored", () => {
    expect(isRecipeChange({ kind: "delete", recipeId: "a" })).toBe(true);
    expect(isRecipeChange({ kind: "delete" })).toBe(false);
    expect(isRecipeChange({ kind: "cook", recipeId: "a" })).toBe(false);
  });
});
