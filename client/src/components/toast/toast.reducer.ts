/** Toast list state (spec: added to a list, removed after their duration or on dismiss). */

export type ToastVariant = "default" | "destructive";

/** Spec section 9: default duration 5000 ms. */
export const TOAST_DEFAULT_DURATION_MS = 5000;

export interface ToastActionButton {
  label: string;
  onClick: () => void;
}

/** What a caller asks for; everything but the title has a default. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it disappears on its own; `Infinity` keeps it until dismissed. */
  duration?: number;
  action?: ToastActionButton;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  action?: ToastActionButton;
}

export type ToastEvent =
  | { type: "added"; toast: Toast }
  | { type: "dismissed"; id: string }
  | { type: "cleared" };

export function createToast(id: string, input: ToastInput): Toast {
  const duration =
    input.duration === undefined || Number.isNaN(input.duration) || input.duration < 0
      ? TOAST_DEFAULT_DURATION_MS
      : input.duration;
  return {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    duration,
    action: input.action,
  };
}

/** Newest last, so the stack grows upwards from the bottom-right corner. */
export function toastReducer(state: readonly Toast[], event: ToastEvent): readonly Toast[] {
  switch (event.type) {
    case "added":
      return [...state.filter((t) => t.id !== event.toast.id), event.toast];
    case "dismissed": {
      const next = state.filter((t) => t.id !== event.id);
      return next.length === state.length ? state : next;
    }
    case "cleared":
      return state.length === 0 ? state : [];
  }
}
