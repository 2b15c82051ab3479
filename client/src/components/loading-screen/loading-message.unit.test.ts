import { describe, expect, it } from "vitest";
import { loadingMessageFor } from "./loading-message";

describe("loadingMessageFor", () => {
  it.each([
    ["/app/pantry", "Loading your pantry..."],
    ["/app/pantry-dietary-analysis", "Loading your pantry..."],
    ["/app/shopping-list", "Loading shopping lists..."],
    ["/app/recipes/12/cook", "Loading recipes..."],
    ["/app/meal-planner", "Loading meal planner..."],
    ["/app/budget-tracker", "Loading budget tracker..."],
    ["/app/products/4", "Loading products..."],
    ["/app/profile", "Loading profile..."],
    ["/app/waste-analytics", "Loading waste analytics..."],
    ["/app/admin", "Loading admin dashboard..."],
    ["/app", "Loading..."],
    ["/", "Loading..."],
  ])("%s → %s", (path, message) => {
    expect(loadingMessageFor(path)).toBe(message);
  });
});
