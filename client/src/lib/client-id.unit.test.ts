import { describe, expect, it } from "vitest";
import { CLIENT_ID_KEY, isValidClientId, loadOrCreateClientId } from "./client-id";
import { createRandomId } from "./random-id";

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("createRandomId", () => {
  it("gives 32 hex characters from 16 random bytes", () => {
    const id = createRandomId((bytes) => bytes.fill(0xab));
    expect(id).toBe("ab".repeat(16));
  });

  it("differs between calls with the real random source", () => {
    const ids = new Set(Array.from({ length: 100 }, () => createRandomId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isValidClientId(id)).toBe(true);
  });
});

describe("isValidClientId", () => {
  it.each([null, undefined, "", "short", "has spaces in it ok?", "x".repeat(65)])("refuses %j", (value) => {
    expect(isValidClientId(value)).toBe(false);
  });

  it("accepts url-safe ids of 16 to 64 characters", () => {
    expect(isValidClientId("0123456789abcdef")).toBe(true);
    expect(isValidClientId("a1b2-c3d4_e5f6-g7h8")).toBe(true);
  });
});

describe("loadOrCreateClientId", () => {
  it("reuses the id this tab already stored", () => {
    const store = memoryStore({ [CLIENT_ID_KEY]: "0123456789abcdef0123" });
    expect(loadOrCreateClientId(store, () => "should-not-be-used-000")).toBe("0123456789abcdef0123");
  });

  it("creates and stores an id when none is stored", () => {
    const store = memoryStore();
    const id = loadOrCreateClientId(store, () => "fresh-id-0123456789");
    expect(id).toBe("fresh-id-0123456789");
    expect(store.data.get(CLIENT_ID_KEY)).toBe("fresh-id-0123456789");
  });

  it("replaces a malformed stored value", () => {
    const store = memoryStore({ [CLIENT_ID_KEY]: "null" });
    expect(loadOrCreateClientId(store, () => "fresh-id-0123456789")).toBe("fresh-id-0123456789");
    expect(store.data.get(CLIENT_ID_KEY)).toBe("fresh-id-0123456789");
  });

  it("still works when storage is missing or throws", () => {
    expect(loadOrCreateClientId(null, () => "fresh-id-0123456789")).toBe("fresh-id-0123456789");
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadOrCreateClientId(throwing, () => "fresh-id-0123456789")).toBe("fresh-id-0123456789");
  });
});
