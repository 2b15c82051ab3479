import { describe, expect, it } from "vitest";
import { mergeByRevision, newer } from "./revision";

describe("revision merge", () => {
  it("keeps the copy with the higher revision whatever order they arrive in", () => {
    const old = { id: "a", revision: 3, name: "old" };
    const fresh = { id: "a", revision: 5, name: "fresh" };
    expect(newer(old, fresh)).toBe(fresh);
    expect(newer(fresh, old)).toBe(fresh);
    expect(newer(undefined, old)).toBe(old);
  });

  it("merges a batch, appends new objects and drops removed ones", () => {
    const current = [
      { id: "a", revision: 4 },
      { id: "b", revision: 2 },
      { id: "c", revision: 1 },
    ];
    const merged = mergeByRevision(current, [{ id: "a", revision: 3 }, { id: "b", revision: 6 }, { id: "d", revision: 7 }], ["c"]);
    expect(merged).toEqual([
      { id: "a", revision: 4 },
      { id: "b", revision: 6 },
      { id: "d", revision: 7 },
    ]);
  });
});
