import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decide, visibleTo, type ProductActor, type ProductCommand } from "./products.decider.js";
import { evolveProduct, initialProductState, type ProductDetails, type ProductState } from "./products.events.js";

// The product decider on random command sequences (fixed seed, 500 sequences over one household's
// product and a verified target it may be merged into). Promised: a household's pending or rejected
// product is invisible to other households (they get exactly what a missing product gets, so nothing
// about it leaks); only staff
// verify, reject and merge; a verified product cannot be changed by a household nor rejected; a
// merged product accepts no further change, and merging it into the same target again records
// nothing; a seed is idempotent; every refusal is a 4xx AppError.

const SEED = 20261123;
const owner: ProductActor = { userId: "u-a", householdId: "h-a", staff: false };
const stranger: ProductActor = { userId: "u-b", householdId: "h-b", staff: false };
const moderator: ProductActor = { userId: "u-m", householdId: "h-m", staff: true };
const details = (name: string) =>
  ({ name, brand: null, category: "Dairy", subcategory: null, barcodes: [], defaultUnit: "g", packageSize: null, shelfLifeDays: null, nutritionPer100: null, allergens: [], dietTags: [], densityGPerMl: null }) as unknown as ProductDetails;
const image = (sha: string) => ({ displaySha256: sha, thumbnailSha256: sha, contentType: "image/webp", width: 10, height: 10 });
const actor = fc.constantFrom(owner, stranger, moderator);
const base = { productId: fc.constant("p1") };
const command: fc.Arbitrary<Omit<ProductCommand, "target"> & { type: string }> = fc.oneof(
  fc.record({ type: fc.constant("CreateProduct" as const), ...base, actor, details: fc.constantFrom("Skyr", " ").map(details), source: fc.constant({ kind: "household" as const, ref: null }) }),
  fc.record({ type: fc.constant("SeedProduct" as const), ...base, details: fc.constant(details("Skyr")), source: fc.constant({ kind: "usda-fdc" as const, ref: "1" }) }),
  { weight: 3, arbitrary: fc.record({ type: fc.constant("UpdateProduct" as const), ...base, actor, changes: fc.record({ name: fc.constantFrom("Skyr", "Plain skyr", " ") }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("VerifyProduct" as const), ...base, actor }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("RejectProduct" as const), ...base, actor, reason: fc.constantFrom("Duplicate of Skyr", " ") }) },
  fc.record({ type: fc.constant("SetProductImage" as const), ...base, actor, image: fc.constantFrom("aa", "bb").map(image) }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("MergeProduct" as const), ...base, into: fc.constantFrom("t1", "p1"), actor }) },
);
/** The status a command is refused with on `state` (0 when accepted). */
function statusOn(state: ProductState, c: ProductCommand): number {
  try {
    decide(state, c);
    return 0;
  } catch (error) {
    return (error as AppError).status;
  }
}
const target: ProductState = { ...initialProductState, exists: true, status: "verified", details: details("Skyr") };
const start = { type: "CreateProduct", productId: "p1", actor: owner, details: details("Skyr"), source: { kind: "household", ref: null } } as const;

describe("product decider against its promises", () => {
  it("keeps products private, staff-only moderation and merged products closed on 500 random sequences", () => {
    let commands = 0;
    let refusals = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }).map((cs) => [start, ...cs]), (sequence) => {
        let state: ProductState = initialProductState;
        for (const raw of sequence) {
          commands += 1;
          const c = (raw.type === "MergeProduct" ? { ...raw, target } : raw) as ProductCommand;
          const who = "actor" in c ? c.actor : null;
          let events;
          try {
            events = decide(state, c);
          } catch (error) {
            refusals += 1;
            expect(error).toBeInstanceOf(AppError);
            const status = (error as AppError).status;
            expect(status >= 400 && status < 500).toBe(true);
            // Another household never learns a private product exists: it gets what a missing product gets.
            if (who && !who.staff && state.exists && !visibleTo(state, who) && c.type !== "CreateProduct") expect(status).toBe(statusOn(initialProductState, c));
            continue;
          }
          if (events.length === 0) {
            if (c.type === "MergeProduct") expect(state.status === "merged" && state.mergedInto === c.into).toBe(true);
            state = events.reduce(evolveProduct, state);
            continue;
          }
          if (c.type === "VerifyProduct" || c.type === "RejectProduct" || c.type === "MergeProduct") expect(who?.staff).toBe(true);
          if (c.type !== "CreateProduct" && c.type !== "SeedProduct") expect(state.status).not.toBe("merged");
          if (c.type === "SeedProduct") expect(state.exists).toBe(false);
          if ((c.type === "UpdateProduct" || c.type === "SetProductImage") && !who!.staff) {
            expect(state.ownerHouseholdId).toBe(who!.householdId);
            expect(state.status).not.toBe("verified");
          }
          if (c.type === "RejectProduct") expect(state.status).not.toBe("verified");
          if (c.type === "MergeProduct") expect(c.into).not.toBe(c.productId);
          state = events.reduce(evolveProduct, state);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] product decider: seed ${SEED}, 500 sequences, ${commands} commands, ${refusals} refused`);
  });
});
