/**
 * An Apollo cache that keeps a copy of itself in localStorage, so the app can show what it last knew
 * while offline, even after a reload. One copy per signed-in user; signing out removes them all
 * (spec: logout clears cached data).
 */
import { InMemoryCache, type InMemoryCacheConfig, type NormalizedCacheObject } from "@apollo/client";
import { readStorage, removeStorage, storageArea, writeStorage } from "../storage";

export const CACHE_KEY_PREFIX = "hearth:offline:apollo-cache:";
/** Saves are batched: at most one per this many milliseconds (and always when the page is hidden). */
const SAVE_DELAY_MS = 250;
/** Above this the copy is not kept (localStorage holds about 5 MB per origin). */
const MAX_SAVED_CHARS = 2_000_000;

export function cacheKeyFor(userId: string | null | undefined): string | null {
  return userId ? `${CACHE_KEY_PREFIX}${userId}` : null;
}

/** Removes every saved cache copy (all users of this browser). */
export function forgetSavedCaches(): void {
  const storage = storageArea("local");
  if (!storage) return;
  const keys: string[] = [];
  try {
    for (let i = 0; i < (storage as Storage).length; i++) {
      const key = (storage as Storage).key(i);
      if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
    }
  } catch {
    return;
  }
  for (const key of keys) removeStorage(key);
}

export class PersistedCache extends InMemoryCache {
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private restoring = false;

  /** `keyOf` answers the storage key of the current user, or null when nobody is signed in. */
  constructor(
    config: InMemoryCacheConfig,
    private readonly keyOf: () => string | null,
  ) {
    super(config);
    const key = keyOf();
    const saved = key ? readStorage(key) : null;
    if (saved) {
      try {
        this.restoring = true;
        this.restore(JSON.parse(saved) as NormalizedCacheObject);
      } catch {
        if (key) removeStorage(key);
      } finally {
        this.restoring = false;
      }
    }
    if (typeof window !== "undefined") {
      window.addEventListener("pagehide", () => this.save());
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") this.save();
      });
    }
  }

  protected override broadcastWatches(...args: Parameters<InMemoryCache["broadcastWatches"]>): void {
    super.broadcastWatches(...args);
    if (this.restoring || this.saveTimer !== undefined) return;
    this.saveTimer = setTimeout(() => this.save(), SAVE_DELAY_MS);
  }

  /** Writes the copy now. With nobody signed in, the saved copies are removed instead. */
  save(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const key = this.keyOf();
    if (!key) {
      forgetSavedCaches();
      return;
    }
    try {
      const json = JSON.stringify(this.extract());
      if (json.length > MAX_SAVED_CHARS) removeStorage(key);
      else writeStorage(key, json);
    } catch {
      // Unserialisable or storage unavailable: the in-memory cache still works.
    }
  }
}
