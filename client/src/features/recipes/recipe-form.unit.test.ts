import { describe, expect, it } from "vitest";
import { EMPTY_RECIPE, formatClock, formatMinutes, parseRecipeForm, toFormValues } from "./recipe-form";

const row = (over: Partial<(typeof EMPTY_RECIPE)["ingredients"][number]>) => ({
  id: "i1",
  quantity: "",
  unit: "",
  name: "",
  note: "",
  optional: false,
  group: "",
  productId: null,
  ...over,
});

describe("recipe form", () => {
  it("turns the typed fields into the mutation input, dropping empty rows and stale step links", () => {
    const parsed = parseRecipeForm({
      ...EMPTY_RECIPE,
      title: " Soup ",
      servings: "4",
      prepMinutes: "10",
      tags: "Soup, quick ,",
      ingredients: [row({ id: "a", quantity: "1,5", unit: "cup", name: "stock" }), row({ id: "b" })],
      steps: [
        { id: "s1", text: "Boil", timerMinutes: "2.5", ingredientIds: ["a", "b"] },
        { id: "s2", text: "  ", timerMinutes: "", ingredientIds: [] },
      ],
    });
    expect(parsed).toEqual({
      input: {
        title: "Soup",
        description: null,
        photoUrl: null,
        servings: 4,
        prepMinutes: 10,
        cookMinutes: null,
        tags: ["soup", "quick"],
        sourceUrl: null,
        ingredients: [{ id: "a", quantity: 1.5, unit: "cup", name: "stock", note: null, optional: false, group: null, productId: null }],
        steps: [{ id: "s1", text: "Boil", timerSeconds: 150, ingredientIds: ["a"] }],
      },
    });
  });

  it("names the first problem", () => {
    expect(parseRecipeForm({ ...EMPTY_RECIPE })).toEqual({ error: "Title is required" });
    expect(parseRecipeForm({ ...EMPTY_RECIPE, title: "x", servings: "0" })).toEqual({ error: "Servings must be a number above 0" });
    expect(parseRecipeForm({ ...EMPTY_RECIPE, title: "x", prepMinutes: "2.5" })).toEqual({ error: "Prep time must be whole minutes" });
    expect(parseRecipeForm({ ...EMPTY_RECIPE, title: "x", ingredients: [row({ quantity: "2" })] })).toEqual({
      error: "Every ingredient needs a name",
    });
    expect(parseRecipeForm({ ...EMPTY_RECIPE, title: "x", ingredients: [row({ name: "salt", quantity: "lots" })] })).toEqual({
      error: "The amount of salt must be a number",
    });
  });

  it("round-trips a recipe", () => {
    const values = toFormValues({
      title: "T",
      servings: 2,
      tags: ["a", "b"],
      prepMinutes: 5,
      ingredients: [{ id: "x", quantity: 2, unit: "g", name: "salt", optional: true }],
      steps: [{ id: "s", text: "Go", timerSeconds: 90, ingredientIds: ["x"] }],
    });
    expect(values.tags).toBe("a, b");
    expect(values.steps[0]!.timerMinutes).toBe("1.5");
    const parsed = parseRecipeForm(values);
    expect("input" in parsed && parsed.input.steps?.[0]).toEqual({ id: "s", text: "Go", timerSeconds: 90, ingredientIds: ["x"] });
  });

  it("formats times", () => {
    expect(formatMinutes(65)).toBe("1 h 5 min");
    expect(formatMinutes(25)).toBe("25 min");
    expect(formatMinutes(null)).toBe("");
    expect(formatClock(245)).toBe("04:05");
    expect(formatClock(3723)).toBe("1:02:03");
    expect(formatClock(-3)).toBe("00:00");
  });
});
