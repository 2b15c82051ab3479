import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decideWaste, type WasteCommand } from "./waste.decider.js";
import { evolveWasteEntry, initialWasteEntryState, type WasteEntryState } from "./waste.events.js";

// The waste decider on random command sequences (fixed seed) over one entry. Promised: an entry is
// recorded at most once (a second record is a 409, also after deletion: a deleted entry accepts no
// further record), deleting twice records nothing the second time, a missing entry cannot be
// deleted (404), recorded values are rounded to cents and never negative, refusals are 4xx AppErrors.

const SEED = 20261123;
const command: fc.Arbitrary<WasteCommand> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("RecordWaste" as const),
      entryId: fc.constant("w1"),
      fields: fc.record({
        name: fc.constantFrom("Bread", "Soup", " "),
        category: fc.constantFrom(null, "Bakery", "  "),
        quantity: fc.oneof({ weight: 4, arbitrary: fc.double({ min: 0.1, max: 20, noNaN: true }) }, fc.double({ min: -5, max: 200_000, noNaN: true }), fc.constant(Number.POSITIVE_INFINITY)),
        unit: fc.constantFrom("pcs", "lb", " "),
        reason: fc.constantFrom("spoiled" as const, "expired" as const, "too_much" as const, "bored" as never),
        value: fc.oneof(fc.constant(null), { weight: 3, arbitrary: fc.double({ min: 0, max: 40, noNaN: true }) }, fc.double({ min: -10, max: 2_000_000, noNaN: true })),
        day: fc.constantFrom("2026-11-23", "2026-11-22", "2026-11-31x"),
      }),
    }),
  },
  fc.record({ type: fc.constant("DeleteWasteEntry" as const), entryId: fc.constant("w1") }),
);

describe("waste decider against a model", () => {
  it("records an entry at most once and deletes it once on 500 random command sequences", () => {
    let commands = 0;
    let recorded = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 12 }), (sequence) => {
        let state: WasteEntryState = initialWasteEntryState;
        let records = 0;
        let deletions = 0;
        for (const c of sequence) {
          commands += 1;
          let events;
          try {
            events = decideWaste(state, c);
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            const status = (error as AppError).status;
            expect(status >= 400 && status < 500).toBe(true);
            if (c.type === "RecordWaste" && state.exists) expect(status).toBe(409);
            if (c.type === "DeleteWasteEntry") expect({ status, exists: state.exists }).toEqual({ status: 404, exists: false });
            continue;
          }
          for (const event of events) {
            if (event.type === "WasteRecorded") {
              records += 1;
              recorded += 1;
              expect(event.data.quantity).toBeGreaterThan(0);
              if (event.data.value !== null) {
                expect(event.data.value).toBeGreaterThanOrEqual(0);
                expect(Math.round(event.data.value * 100)).toBeCloseTo(event.data.value * 100, 6);
              }
              expect(event.data.name.trim()).toBe(event.data.name);
              expect(event.data.name.length).toBeGreaterThan(0);
            } else deletions += 1;
          }
          if (c.type === "DeleteWasteEntry" && state.deleted) expect(events).toEqual([]);
          state = events.reduce(evolveWasteEntry, state);
          expect(records).toBeLessThanOrEqual(1);
          expect(deletions).toBeLessThanOrEqual(1);
          expect(state).toEqual({ exists: records > 0, deleted: deletions > 0 });
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
    console.log(`[property] waste decider: seed ${SEED}, 500 sequences, ${commands} commands, ${recorded} entries recorded`);
  });
});
