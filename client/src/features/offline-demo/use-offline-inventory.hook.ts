import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { decodeTokenPayload } from "../../lib/auth-token";
import { registerOfflineShell } from "../../lib/offline-shell";
import { cacheKeyFor } from "../../lib/outbox/persisted-cache";
import { readStoredUser, readToken } from "../../lib/session";
import { readStorage, storageArea } from "../../lib/storage";
import { localStorageEntries, queuedChanges, type QueuedChanges } from "./offline-inventory";

export interface OfflineInventory {
  /** true: the app reloads without a network; false: not possible in this browser or context; null: checking. */
  shellReady: boolean | null;
  /** App files kept by the offline shell. */
  keptFiles: number | null;
  /** Objects in the app's data cache right now. */
  cachedObjects: number;
  /** Size of the copy of that cache kept on this device (survives a reload). */
  savedCacheBytes: number;
  queued: QueuedChanges[];
  /** When this device's sign-in expires (ms), if signed in. */
  sessionExpiresAt: number | null;
}

const REFRESH_MS = 1500;

async function keptShellFiles(): Promise<number | null> {
  if (typeof caches === "undefined") return null;
  try {
    const names = (await caches.keys()).filter((name) => name.startsWith("hearth-shell-"));
    let count = 0;
    for (const name of names) count += (await (await caches.open(name)).keys()).length;
    return count;
  } catch {
    return null;
  }
}

/** Reads, every moment, what this device holds for offline use: it changes as the app is used. */
export function useOfflineInventory(): OfflineInventory {
  const client = useApolloClient();
  const [shellReady, setShellReady] = useState<boolean | null>(null);
  const [snapshot, setSnapshot] = useState<Omit<OfflineInventory, "shellReady">>({
    keptFiles: null,
    cachedObjects: 0,
    savedCacheBytes: 0,
    queued: [],
    sessionExpiresAt: null,
  });

  useEffect(() => {
    let cancelled = false;
    // The offline page itself prepares the app for offline reloads, as the shopping list does.
    void registerOfflineShell().then((ready) => {
      if (!cancelled) setShellReady(ready);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    async function read() {
      const key = cacheKeyFor(readStoredUser()?.id);
      const saved = key ? readStorage(key) : null;
      const token = readToken();
      const exp = token ? decodeTokenPayload(token)?.exp : undefined;
      const next = {
        keptFiles: await keptShellFiles(),
        cachedObjects: Object.keys(client.cache.extract() as Record<string, unknown>).filter((id) => id !== "ROOT_QUERY" && id !== "ROOT_MUTATION").length,
        savedCacheBytes: saved ? new Blob([saved]).size : 0,
        queued: queuedChanges(localStorageEntries(storageArea("local") as Storage | null)),
        sessionExpiresAt: typeof exp === "number" ? exp * 1000 : null,
      };
      if (!cancelled) setSnapshot(next);
    }
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    window.addEventListener("storage", read);
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener("storage", read);
    };
  }, [client]);

  return { shellReady, ...snapshot };
}
