import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decideLeftover, type LeftoverCommand } from "./leftovers.decider.js";
import { evolveLeftover, initialLeftoverState, type LeftoverState } from "./leftovers.events.js";

// The leftovers decider against a model of portions: 500 random command sequences (fixed seed) on one
// leftover. Promised: portions never go below 0 nor above what was added, only whole and half
// portions are ever recorded, nothing more than is left can be eaten, thrown away or planned, a
// finished leftover (0 portions) accepts no further command, adding the same id twice is refused,
// freezing twice records nothing the second time, and every refusal is a 4xx AppError.

const SEED = 20261123;
const portions = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 2, arbitrary: fc.constantFrom(0.5, 1.5) }, fc.constantFrom(0.25, 0.74, 0, -1, 120));
const today = fc.constantFrom("2026-11-23", "2026-11-30");
const command: fc.Arbitrary<LeftoverCommand> = fc.oneof(
  { weight: 2, arbitrary: fc.record({
    type: fc.constant("AddLeftover" as const),
    leftoverId: fc.constant("l1"),
    dish: fc.constantFrom("Chili", "Lasagna", "Stew", "  "),
    portions,
    cookedOn: fc.constantFrom("2026-11-22", "2026-11-21", "2026-13-01"),
    location: fc.constantFrom("fridge" as const, "freezer" as const),
    source: fc.constant({ kind: "manual" as const }),
  }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("EatLeftover" as const), leftoverId: fc.constant("l1"), portions, today }) },
  fc.record({ type: fc.constant("FreezeLeftover" as const), leftoverId: fc.constant("l1"), today }),
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("ThrowAwayLeftover" as const),
      leftoverId: fc.constant("l1"),
      portions,
      reason: fc.constantFrom("spoiled" as const, "too_much" as const),
      today,
    }),
  },
  fc.record({
    type: fc.constant("PlanLeftover" as const),
    leftoverId: fc.constant("l1"),
    date: fc.constantFrom("2026-11-24", "24/11/2026"),
    slot: fc.constantFrom("dinner", "brunch"),
    portions,
  }),
);

const halves = (n: number) => Math.round(n * 2) / 2;

describe("leftovers decider against a model", () => {
  it("keeps portions between 0 and what was added on 500 random command sequences", () => {
    let commands = 0;
    let refusals = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }).map((cs) => [{ type: "AddLeftover" as const, leftoverId: "l1", dish: "Chili", portions: 6, cookedOn: "2026-11-22", location: "fridge" as const, source: { kind: "manual" as const } }, ...cs]), (sequence) => {
        let state: LeftoverState = initialLeftoverState;
        let added = 0;
        let left = 0;
        let frozen = false;
        for (const c of sequence) {
          commands += 1;
          const before = state;
          let events;
          try {
            events = decideLeftover(state, c);
          } catch (error) {
            refusals += 1;
            expect(error).toBeInstanceOf(AppError);
            const status = (error as AppError).status;
            expect(status).toBeGreaterThanOrEqual(400);
            expect(status).toBeLessThan(500);
            if (c.type !== "AddLeftover" && (!state.exists || left <= 0)) expect(status).toBe(404);
            if (c.type === "AddLeftover" && state.exists) expect(status).toBe(409);
            continue;
          }
          // Accepted: the model agrees it could be.
          if (c.type === "AddLeftover") {
            expect(before.exists).toBe(false);
            added = halves(c.portions);
            left = added;
            frozen = c.location === "freezer";
          } else {
            expect(before.exists && left > 0).toBe(true);
          }
          if (c.type === "EatLeftover" || c.type === "ThrowAwayLeftover") {
            const taken = halves(c.portions);
            expect(taken).toBeGreaterThan(0);
            expect(taken).toBeLessThanOrEqual(left);
            left = halves(left - taken);
          }
          if (c.type === "PlanLeftover") expect(halves(c.portions)).toBeLessThanOrEqual(left);
          if (c.type === "FreezeLeftover") {
            expect(events.length).toBe(frozen ? 0 : 1);
            frozen = true;
          }
          for (const event of events) {
            const recorded = (event.data as { portions?: number }).portions;
            if (recorded !== undefined) expect(recorded * 2).toBe(Math.round(recorded * 2));
          }
          state = events.reduce(evolveLeftover, state);
          expect(state.portions).toBe(left);
          expect(state.portions).toBeGreaterThanOrEqual(0);
          expect(state.portions).toBeLessThanOrEqual(added);
          expect(state.location === "freezer").toBe(frozen);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] leftovers decider: seed ${SEED}, 500 sequences, ${commands} commands, ${refusals} refused`);
  });
});
