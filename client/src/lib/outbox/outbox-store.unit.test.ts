import { describe, expect, it } from "vitest";
import type { PendingChange } from "./outbox.machine";
import { changeGuard, createOutboxStore, outboxKey } from "./outbox-store";

type Change = { kind: "toggleItem"; listId: string; itemId: string; purchased: boolean };
const isChange = changeGuard<Change>(["toggleItem"], ["listId"]);

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const change = (id: string): PendingChange<Change> => ({
  id,
  change: { kind: "toggleItem", listId: "l", itemId: "i", purchased: true },
  queuedAt: "2026-11-21T10:00:00.000Z",
  deferred: true,
});

describe("outbox store", () => {
  it("names every outbox hearth:offline:<feature>-outbox:<user> (the shopping key is unchanged)", () => {
    expect(outboxKey("shopping", "u1")).toBe("hearth:offline:shopping-outbox:u1");
    expect(outboxKey("pantry", "u1")).toBe("hearth:offline:pantry-outbox:u1");
    expect(outboxKey("pantry", null)).toBe("hearth:offline:pantry-outbox:signed-out");
  });

  it("survives a reload: what one page saved, the next one loads", () => {
    const storage = memoryStorage();
    createOutboxStore(storage, "k", isChange).save([change("a"), change("b")]);
    expect(createOutboxStore(storage, "k", isChange).load().map((c) => c.id)).toEqual(["a", "b"]);
  });

  it("removes the key once the queue is empty", () => {
    const storage = memoryStorage();
    const store = createOutboxStore(storage, "k", isChange);
    store.save([change("a")]);
    store.save([]);
    expect(storage.data.has("k")).toBe(false);
  });

  it("keeps changes another tab queued meanwhile, and drops the ones this tab sent", () => {
    const storage = memoryStorage();
    const tabA = createOutboxStore(storage, "k", isChange);
    const tabB = createOutboxStore(storage, "k", isChange);
    tabA.save([change("a1")]);
    tabB.load();
    tabB.save([change("a1"), change("b1")]);
    tabA.save([]); // a1 was sent by tab A
    expect(createOutboxStore(storage, "k", isChange).load().map((c) => c.id)).toEqual(["b1"]);
  });

  it("skips entries it cannot read", () => {
    const storage = memoryStorage();
    storage.setItem("k", JSON.stringify([change("ok"), { id: 3 }, { id: "x", queuedAt: "t", change: { kind: "explode", listId: "l" } }]));
    expect(createOutboxStore(storage, "k", isChange).load().map((c) => c.id)).toEqual(["ok"]);
    storage.setItem("k", "{not json");
    expect(createOutboxStore(storage, "k", isChange).load()).toEqual([]);
  });
});
