/**
 * Web Storage can throw (private browsing, quota, disabled cookies); every read and write in the app
 * goes through these so a storage failure degrades to "nothing stored" instead of a crash.
 */
type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, which: Area = "local"): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = "local"): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the in-memory state still works for this page view.
  }
}

export function removeStorage(key: string, which: Area = "local"): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** The browser's storage areas as the minimal interface pure helpers accept. */
export function storageArea(which: Area): Pick<Storage, "getItem" | "setItem" | "removeItem"> | null {
  return area(which);
}
