import { parse } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_KEY_PREFIX, cacheKeyFor, PersistedCache } from "./persisted-cache";

// A plain string (not a gql tag): codegen reads tagged documents as the app's operations.
const Lists = parse("query Lists { lists { id name } }");

describe("PersistedCache", () => {
  let data: Map<string, string>;

  beforeEach(() => {
    vi.useFakeTimers();
    data = new Map();
    const localStorage = {
      get length() {
        return data.size;
      },
      key: (i: number) => [...data.keys()][i] ?? null,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    vi.stubGlobal("window", { localStorage, addEventListener: () => undefined });
    vi.stubGlobal("document", { addEventListener: () => undefined, visibilityState: "visible" });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("saves shortly after a write and restores in a new page for the same user", () => {
    const cache = new PersistedCache({}, () => cacheKeyFor("u1"));
    cache.writeQuery({ query: Lists, data: { lists: [{ __typename: "List", id: "1", name: "Weekly shop" }] } });
    expect(data.size).toBe(0);
    vi.advanceTimersByTime(300);
    expect(data.has(`${CACHE_KEY_PREFIX}u1`)).toBe(true);

    const reloaded = new PersistedCache({}, () => cacheKeyFor("u1"));
    expect(reloaded.readQuery({ query: Lists })).toEqual({ lists: [{ __typename: "List", id: "1", name: "Weekly shop" }] });
    expect(new PersistedCache({}, () => cacheKeyFor("u2")).readQuery({ query: Lists })).toBeNull();
  });

  it("removes every saved copy once nobody is signed in (logout clears cached data)", () => {
    data.set(`${CACHE_KEY_PREFIX}u1`, "{}");
    data.set("token", "kept-by-its-owner");
    let user: string | null = "u1";
    const cache = new PersistedCache({}, () => cacheKeyFor(user));
    user = null;
    cache.save();
    expect([...data.keys()]).toEqual(["token"]);
  });

  it("ignores a copy it cannot read", () => {
    data.set(`${CACHE_KEY_PREFIX}u1`, "{broken");
    const cache = new PersistedCache({}, () => cacheKeyFor("u1"));
    expect(cache.readQuery({ query: Lists })).toBeNull();
    expect(data.has(`${CACHE_KEY_PREFIX}u1`)).toBe(false);
  });
});
