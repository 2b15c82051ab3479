import { describe, expect, it } from "vitest";
import { createToast, TOAST_DEFAULT_DURATION_MS, toastReducer, type Toast } from "./toast.reducer";

const a = createToast("a", { title: "Logged in successfully" });
const b = createToast("b", { title: "Update Failed", description: "Failed", variant: "destructive" });

describe("createToast", () => {
  it("defaults to the default variant and 5000 ms", () => {
    expect(a).toEqual({
      id: "a",
      title: "Logged in successfully",
      description: undefined,
      variant: "default",
      duration: TOAST_DEFAULT_DURATION_MS,
      action: undefined,
    });
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });

  it("keeps an explicit duration, including Infinity", () => {
    expect(createToast("c", { title: "t", duration: 3000 }).duration).toBe(3000);
    expect(createToast("c", { title: "t", duration: Infinity }).duration).toBe(Infinity);
  });

  it("falls back to the default for invalid durations", () => {
    expect(createToast("c", { title: "t", duration: -1 }).duration).toBe(5000);
    expect(createToast("c", { title: "t", duration: Number.NaN }).duration).toBe(5000);
  });
});

describe("toastReducer", () => {
  it("stacks toasts newest last", () => {
    const state = toastReducer(toastReducer([], { type: "added", toast: a }), { type: "added", toast: b });
    expect(state.map((t) => t.id)).toEqual(["a", "b"]);
  });

  it("replaces a toast added again with the same id", () => {
    const updated: Toast = { ...a, title: "Changed" };
    const state = toastReducer([a, b], { type: "added", toast: updated });
    expect(state.map((t) => [t.id, t.title])).toEqual([
      ["b", "Update Failed"],
      ["a", "Changed"],
    ]);
  });

  it("removes a dismissed toast and ignores unknown ids without a new state", () => {
    const state: readonly Toast[] = [a, b];
    expect(toastReducer(state, { type: "dismissed", id: "a" })).toEqual([b]);
    expect(toastReducer(state, { type: "dismissed", id: "zzz" })).toBe(state);
  });

  it("clears all toasts", () => {
    expect(toastReducer([a, b], { type: "cleared" })).toEqual([]);
    const empty: readonly Toast[] = [];
    expect(toastReducer(empty, { type: "cleared" })).toBe(empty);
  });
});
