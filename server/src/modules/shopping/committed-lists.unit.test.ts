import { describe, expect, it } from "vitest";
import { CommittedLists } from "./committed-lists.js";
import type { ShoppingListView } from "./shopping.service.js";

const list = (id: string, name: string): ShoppingListView => ({
  id,
  name,
  status: "active",
  items: [],
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
});
