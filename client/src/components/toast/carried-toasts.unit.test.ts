import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CARRIED_TOAST_MAX_AGE_MS, carryToastsToNextPage, clearCarriedToasts, readCarriedToasts, trackVisibleToasts } from "./carried-toasts";
import { createToast, type Toast } from "./toast.reducer";

describe("toasts carried to the app's next page load", () => {
  let stored: Map<string, string>;
  let stopTracking: () => void = () => undefined;

  beforeEach(() => {
    stored = new Map();
    const sessionStorage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    };
    vi.stubGlobal("window", { sessionStorage });
  });
  afterEach(() => {
    stopTracking();
    vi.unstubAllGlobals();
  });

  const onScreen = (...toasts: Toast[]) => {
    stopTracking = trackVisibleToasts(() => toasts);
  };

  it("shows the toasts on screen when the page left on the next page, until that page clears them", () => {
    onScreen(createToast("toast-1", { title: "Logged in successfully" }), createToast("toast-2", { title: "Offline", variant: "destructive", duration: 8000 }));
    carryToastsToNextPage(1_000);
    expect(readCarriedToasts(1_400)).toEqual([
      { title: "Logged in successfully", description: undefined, variant: "default", duration: 5000 },
      { title: "Offline", description: undefined, variant: "destructive", duration: 8000 },
    ]);
    expect(readCarriedToasts(1_450)).toHaveLength(2);
    clearCarriedToasts();
    expect(readCarriedToasts(1_500)).toEqual([]);
  });

  it("keeps no toast with a button, and a toast kept until dismissed stays so", () => {
    onScreen(
      createToast("toast-1", { title: "Item removed successfully", action: { label: "Undo", onClick: () => undefined } }),
      createToast("toast-2", { title: "Payment required", duration: Infinity }),
    );
    carryToastsToNextPage(0);
    expect(readCarriedToasts(10)).toEqual([{ title: "Payment required", description: undefined, variant: "default", duration: undefined }]);
  });

  it("drops what a page load that never came left behind, and anything unreadable", () => {
    onScreen(createToast("toast-1", { title: "Logged in successfully" }));
    carryToastsToNextPage(0);
    expect(readCarriedToasts(CARRIED_TOAST_MAX_AGE_MS + 1)).toEqual([]);

    stored.set("hearth_carried_toasts", "{not json");
    expect(readCarriedToasts(0)).toEqual([]);
    stored.set("hearth_carried_toasts", JSON.stringify({ at: 0, toasts: [{ title: 7 }, { title: "Kept", variant: "<script>" }] }));
    expect(readCarriedToasts(0)).toEqual([{ title: "Kept", description: undefined, variant: "default", duration: undefined }]);
  });

  it("clears an earlier carry when nothing is on screen as the page leaves", () => {
    onScreen(createToast("toast-1", { title: "Logged in successfully" }));
    carryToastsToNextPage(0);
    onScreen();
    carryToastsToNextPage(5);
    expect(readCarriedToasts(10)).toEqual([]);
  });
});
