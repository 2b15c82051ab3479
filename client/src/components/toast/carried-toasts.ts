import { readStorage, removeStorage, writeStorage } from "../../lib/storage";
import type { Toast, ToastInput, ToastVariant } from "./toast.reducer";

/**
 * Toasts that outlive a page load the app makes itself. After a sign-in the spec navigates and then
 * reloads the page within about half a second, which would take "Logged in successfully" away before
 * anyone could read it. The toasts on screen when the app leaves its page are kept in session storage
 * (this tab only) and shown again, for their full time, by the next page's ToastProvider. A toast with
 * a button is not carried: its action belongs to the page that is going away.
 */

const KEY = "hearth_carried_toasts";
/** Older than this, a carried toast belongs to a page load that never happened: it is dropped. */
export const CARRIED_TOAST_MAX_AGE_MS = 10_000;

interface Carried {
  at: number;
  toasts: { title: string; description?: string; variant: ToastVariant; duration?: number }[];
}

let visible: () => readonly Toast[] = () => [];

/** The ToastProvider tells which toasts are on screen; returns how to stop. */
export function trackVisibleToasts(read: () => readonly Toast[]): () => void {
  visible = read;
  return () => {
    if (visible === read) visible = () => [];
  };
}

/** The app is about to load a new page in this tab (its redirect or reload): keep what is on screen. */
export function carryToastsToNextPage(now = Date.now()): void {
  const toasts = visible()
    .filter((t) => !t.action)
    .map(({ title, description, variant, duration }) => ({
      title,
      description,
      variant,
      duration: Number.isFinite(duration) ? duration : undefined,
    }));
  if (toasts.length === 0) return removeStorage(KEY, "session");
  writeStorage(KEY, JSON.stringify({ at: now, toasts } satisfies Carried), "session");
}

/**
 * The toasts the previous page of this tab carried over. Reading does not remove them (React may run
 * a state initializer twice); the provider clears them once it has mounted.
 */
export function readCarriedToasts(now = Date.now()): ToastInput[] {
  const raw = readStorage(KEY, "session");
  if (raw === null) return [];
  try {
    const carried = JSON.parse(raw) as Partial<Carried>;
    if (typeof carried.at !== "number" || now - carried.at > CARRIED_TOAST_MAX_AGE_MS || now < carried.at) return [];
    if (!Array.isArray(carried.toasts)) return [];
    return carried.toasts
      .filter((t) => typeof t?.title === "string")
      .map((t) => ({
        title: t.title,
        description: typeof t.description === "string" ? t.description : undefined,
        variant: t.variant === "destructive" ? "destructive" : "default",
        duration: typeof t.duration === "number" ? t.duration : undefined,
      }));
  } catch {
    return [];
  }
}

/** The carried toasts are on screen: a later page load of this tab does not show them again. */
export function clearCarriedToasts(): void {
  removeStorage(KEY, "session");
}
