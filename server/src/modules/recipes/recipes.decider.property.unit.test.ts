import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decide, type RecipeCommand } from "./recipes.decider.js";
import { evolveRecipe, initialRecipeState, type RecipeContent, type RecipeState } from "./recipes.events.js";

// The recipe decider against a model (fixed seed, 500 sequences on one recipe). Promised: a recipe
// is created once (409 after); a deleted recipe accepts no further command (404); an unchanged
// edit, saving a saved recipe, revoking a revoked link and recording the same cook twice record
// nothing (offline replays are harmless); a share link id is used once and must expire in the
// future; a cook never records negative leftovers or servings; every refusal is a 4xx AppError.

const SEED = 20261123;
const content = (title: string) => ({ title, servings: 4, ingredients: [], steps: [] }) as unknown as RecipeContent;
const base = { recipeId: fc.constant("r1") };
const command: fc.Arbitrary<RecipeCommand> = fc.oneof(
  fc.record({ type: fc.constant("CreateRecipe" as const), ...base, content: fc.constantFrom("Chili", "Soup").map(content), origin: fc.constant({ kind: "manual" } as never) }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("EditRecipe" as const), ...base, content: fc.constantFrom("Chili", "Soup").map(content) }) },
  fc.record({ type: fc.constant("DeleteRecipe" as const), ...base }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("SaveRecipe" as const), ...base, saved: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("CreateShareLink" as const),
      ...base,
      shareId: fc.constantFrom("s1", "s2"),
      token: fc.constant("token"),
      expiresAt: fc.constantFrom("2026-11-30T00:00:00.000Z", "2026-11-01T00:00:00.000Z"),
      at: fc.constant("2026-11-23T12:00:00.000Z"),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("RevokeShareLink" as const), ...base, shareId: fc.constantFrom("s1", "s2") }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("RecordCook" as const),
      ...base,
      cookId: fc.constantFrom("k1", "k2"),
      servings: fc.constantFrom(4, 0, -2),
      portionsLeft: fc.constantFrom(0, 2, -1),
      leftoverId: fc.constantFrom(null, "l1"),
      at: fc.constant("2026-11-23T19:00:00.000Z"),
    }),
  },
  fc.record({ type: fc.constant("ReturnCookToPantry" as const), ...base, cookId: fc.constantFrom("k1", "k2") }),
);

interface Model {
  exists: boolean;
  deleted: boolean;
  title: string | null;
  saved: boolean;
  links: Record<string, boolean>;
  cooks: string[];
}

function step(m: Model, c: RecipeCommand): { next: Model; refused?: number; none?: boolean } {
  if (c.type === "CreateRecipe") return m.exists ? { next: m, refused: 409 } : { next: { ...m, exists: true, title: (c.content as { title: string }).title } };
  // Putting back what a cook took works on a deleted recipe too; these cooks took nothing (409).
  if (c.type === "ReturnCookToPantry") return { next: m, refused: m.exists && m.cooks.includes(c.cookId) ? 409 : 404 };
  if (!m.exists || m.deleted) return { next: m, refused: 404 };
  switch (c.type) {
    case "EditRecipe": {
      const title = (c.content as { title: string }).title;
      return title === m.title ? { next: m, none: true } : { next: { ...m, title } };
    }
    case "DeleteRecipe":
      return { next: { ...m, deleted: true } };
    case "SaveRecipe":
      return c.saved === m.saved ? { next: m, none: true } : { next: { ...m, saved: c.saved } };
    case "CreateShareLink":
      if (c.shareId in m.links) return { next: m, refused: 409 };
      if (Date.parse(c.expiresAt) <= Date.parse(c.at)) return { next: m, refused: 400 };
      return { next: { ...m, links: { ...m.links, [c.shareId]: false } } };
    case "RevokeShareLink":
      if (!(c.shareId in m.links)) return { next: m, refused: 404 };
      return m.links[c.shareId] ? { next: m, none: true } : { next: { ...m, links: { ...m.links, [c.shareId]: true } } };
    case "RecordCook":
      if (m.cooks.includes(c.cookId)) return { next: m, none: true };
      if (c.portionsLeft < 0 || c.servings <= 0 || (c.portionsLeft > 0 && !c.leftoverId)) return { next: m, refused: 400 };
      return { next: { ...m, cooks: [...m.cooks, c.cookId] } };
  }
}

const view = (s: RecipeState): Model => ({
  exists: s.exists,
  deleted: s.deleted,
  title: s.content ? (s.content as unknown as { title: string }).title : null,
  saved: s.saved,
  links: Object.fromEntries(Object.entries(s.shareLinks).map(([id, l]) => [id, l.revoked])),
  cooks: [...s.cookIds],
});

describe("recipe decider against a model", () => {
  it("agrees with the model on 500 random command sequences", () => {
    let commands = 0;
    let refusals = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }).map((cs) => [{ type: "CreateRecipe" as const, recipeId: "r1", content: content("Chili"), origin: { kind: "manual" } as never }, ...cs]), (sequence) => {
        let state = initialRecipeState;
        let model = view(state);
        for (const c of sequence) {
          commands += 1;
          const expected = step(model, c);
          let events;
          try {
            events = decide(state, c);
          } catch (error) {
            refusals += 1;
            expect(error).toBeInstanceOf(AppError);
            expect({ c, status: (error as AppError).status }).toEqual({ c, status: expected.refused });
            continue;
          }
          expect({ c, refused: undefined }).toEqual({ c, refused: expected.refused });
          if (expected.none) expect(events).toEqual([]);
          state = events.reduce(evolveRecipe, state);
          model = expected.next;
          expect(view(state)).toEqual(model);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] recipe decider: seed ${SEED}, 500 sequences, ${commands} commands, ${refusals} refused as the model said`);
  });
});
