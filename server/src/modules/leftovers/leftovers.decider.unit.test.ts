import { describe, expect, it } from "vitest";
import { decideLeftover, type LeftoverCommand } from "./leftovers.decider.js";
import { evolveLeftover, initialLeftoverState, type LeftoverEvent } from "./leftovers.events.js";
import { leftoverUseBy } from "./leftovers.safety.js";

function given(...events: LeftoverEvent[]) {
  const state = events.reduce(evolveLeftover, initialLeftoverState);
  return {
    when: (command: LeftoverCommand) => ({
      then: (expected: LeftoverEvent[]) => expect(decideLeftover(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decideLeftover(state, command)).toThrow(message),
    }),
  };
}

const id = "lo-1";
const added: LeftoverEvent = {
  type: "LeftoverAdded",
  data: { leftoverId: id, dish: "Lentil soup", portions: 2, cookedOn: "2026-11-23", location: "fridge", useBy: "2026-11-26", source: { kind: "cook", recipeId: "r-1", cookId: "c-1" } },
};

describe("leftover keeping rule", () => {
  it("keeps 3 days in the fridge and 3 months in the freezer, across month ends", () => {
    expect(leftoverUseBy("2026-11-29", "fridge")).toBe("2026-12-02");
    expect(leftoverUseBy("2026-11-23", "freezer")).toBe("2027-02-23");
  });
});

describe("leftovers", () => {
  it("adds a leftover from a cook with its use-by day from the fridge rule", () => {
    given()
      .when({ type: "AddLeftover", leftoverId: id, dish: " Lentil soup ", portions: 2, cookedOn: "2026-11-23", location: "fridge", source: { kind: "cook", recipeId: "r-1", cookId: "c-1" } })
      .then([added]);
  });
  it("refuses blank dishes, no portions and a second add", () => {
    given().when({ type: "AddLeftover", leftoverId: id, dish: " ", portions: 2, cookedOn: "2026-11-23", location: "fridge", source: { kind: "manual" } }).thenFails("Dish must not be blank");
    given().when({ type: "AddLeftover", leftoverId: id, dish: "Soup", portions: 0, cookedOn: "2026-11-23", location: "fridge", source: { kind: "manual" } }).thenFails("Portions must be above 0");
    given(added).when({ type: "AddLeftover", leftoverId: id, dish: "Soup", portions: 1, cookedOn: "2026-11-23", location: "fridge", source: { kind: "manual" } }).thenFails("already exists");
  });
  it("eats some, then the rest; nothing more can be eaten", () => {
    const ateOne: LeftoverEvent = { type: "LeftoverEaten", data: { leftoverId: id, portions: 1, remaining: 1, eatenOn: "2026-11-24" } };
    given(added).when({ type: "EatLeftover", leftoverId: id, portions: 1, today: "2026-11-24" }).then([ateOne]);
    given(added).when({ type: "EatLeftover", leftoverId: id, portions: 3, today: "2026-11-24" }).thenFails("Only 2 portions are left");
    const ateRest: LeftoverEvent = { type: "LeftoverEaten", data: { leftoverId: id, portions: 1, remaining: 0, eatenOn: "2026-11-25" } };
    given(added, ateOne, ateRest).when({ type: "EatLeftover", leftoverId: id, portions: 1, today: "2026-11-25" }).thenFails("Leftover not found");
  });
  it("freezes once, with a new use-by day", () => {
    given(added)
      .when({ type: "FreezeLeftover", leftoverId: id, today: "2026-11-24" })
      .then([{ type: "LeftoverFrozen", data: { leftoverId: id, frozenOn: "2026-11-24", useBy: "2027-02-24", previousUseBy: "2026-11-26" } }]);
    const frozen: LeftoverEvent = { type: "LeftoverFrozen", data: { leftoverId: id, frozenOn: "2026-11-24", useBy: "2027-02-24", previousUseBy: "2026-11-26" } };
    given(added, frozen).when({ type: "FreezeLeftover", leftoverId: id, today: "2026-11-25" }).then([]);
  });
  it("throws portions away with a reason (that is waste)", () => {
    given(added)
      .when({ type: "ThrowAwayLeftover", leftoverId: id, portions: 2, reason: "spoiled", today: "2026-11-27" })
      .then([{ type: "LeftoverDiscarded", data: { leftoverId: id, dish: "Lentil soup", portions: 2, remaining: 0, reason: "spoiled", discardedOn: "2026-11-27" } }]);
    given(added).when({ type: "ThrowAwayLeftover", leftoverId: id, portions: 1, reason: "bored" as never, today: "2026-11-27" }).thenFails("Reason must be");
  });
  it("plans portions into a meal slot", () => {
    given(added)
      .when({ type: "PlanLeftover", leftoverId: id, date: "2026-11-24", slot: "lunch", portions: 1 })
      .then([{ type: "LeftoverPlanned", data: { leftoverId: id, date: "2026-11-24", slot: "lunch", portions: 1 } }]);
    given(added).when({ type: "PlanLeftover", leftoverId: id, date: "2026-11-24", slot: "brunch", portions: 1 }).thenFails("Slot must be");
  });
});
