import { describe, expect, it } from "vitest";
import { CommittedLists } from "./committed-lists.js";
import type { ShoppingListView } from "./shopping.service.js";

const list = (id: string, name: string, itemCount = 0): ShoppingListView => ({
  id,
  name,
  status: "active",
  items: Array.from({ length: itemCount }, () => ({}) as ShoppingListView["items"][number]),
  revision: 1,
  createdAt: "2026-11-26T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
});

const A = "0b6e3c1e-0000-4000-8000-00000000000a";
const B = "0b6e3c1e-0000-4000-8000-00000000000b";

describe("CommittedLists", () => {
  it("answers the lists a command answered for each of its events, in the answer's order", () => {
    const kept = new CommittedLists();
    kept.remember("h1", [7, 8], [list(A, "Week"), list(B, "Party")]);
    expect(kept.lists("h1", 7, [B.toUpperCase(), A])?.map((l) => l.name)).toEqual(["Week", "Party"]);
    expect(kept.lists("h1", 8, [B])?.map((l) => l.name)).toEqual(["Party"]);
  });

  it("answers nothing (so the lists are read) for another household, another event, or a list the answer lacks", () => {
    const kept = new CommittedLists();
    kept.remember("h1", [7], [list(A, "Week")]);
    expect(kept.lists("h2", 7, [A])).toBeUndefined();
    expect(kept.lists("h1", 6, [A])).toBeUndefined();
    expect(kept.lists("h1", 7, [A, B])).toBeUndefined();
  });

  it("keeps only the newest entries", () => {
    const kept = new CommittedLists();
    for (let sequence = 1; sequence <= 600; sequence++) kept.remember("h1", [sequence], [list(A, `v${sequence}`)]);
    expect(kept.lists("h1", 1, [A])).toBeUndefined();
    expect(kept.lists("h1", 600, [A])?.[0].name).toBe("v600");
  });

  it("keeps long lists only while their items stay under the bound, and never an answer above it", () => {
    const kept = new CommittedLists();
    for (let sequence = 1; sequence <= 20; sequence++) kept.remember("h1", [sequence], [list(A, `v${sequence}`, 500)]);
    // 20 answers of 500 items: only the newest 10 (5,000 items) are kept.
    expect(kept.lists("h1", 10, [A])).toBeUndefined();
    expect(kept.lists("h1", 11, [A])?.[0].name).toBe("v11");
    expect(kept.lists("h1", 20, [A])?.[0].name).toBe("v20");
    kept.remember("h1", [21], [list(A, "huge", 5001)]);
    expect(kept.lists("h1", 21, [A])).toBeUndefined();
    expect(kept.lists("h1", 20, [A])?.[0].name).toBe("v20");
  });

  it("keeps an item answer's heads for payloads of the lists' own fields, never for whole lists", () => {
    const kept = new CommittedLists();
    kept.remember("h1", [9], [list(A, "Week", 1), list(B, "Party")], false);
    expect(kept.lists("h1", 9, [A])).toBeUndefined();
    expect(kept.lists("h1", 9, [A, B], "heads")?.map((l) => [l.name, l.items.length])).toEqual([
      ["Week", 1],
      ["Party", 0],
    ]);
    // A whole answer serves both.
    kept.remember("h1", [10], [list(A, "Week", 3)]);
    expect(kept.lists("h1", 10, [A], "heads")?.[0].items).toHaveLength(3);
    expect(kept.lists("h1", 10, [A])?.[0].items).toHaveLength(3);
  });
});

