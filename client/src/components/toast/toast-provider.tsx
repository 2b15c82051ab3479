import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { clearCarriedToasts, readCarriedToasts, trackVisibleToasts } from "./carried-toasts";
import { ToastContext, type ToastApi } from "./toast.context";
import { createToast, toastReducer, type ToastInput } from "./toast.reducer";
import { Toaster } from "./toaster";

export function ToastProvider({ children }: { children: ReactNode }) {
  // The toasts the app's own last page load in this tab carried over (carried-toasts.ts).
  const [toasts, dispatch] = useReducer(toastReducer, undefined, () =>
    readCarriedToasts().map((input, i) => createToast(`carried-${i + 1}`, input)),
  );
  const counter = useRef(0);
  const current = useRef(toasts);
  useEffect(() => {
    current.current = toasts;
  }, [toasts]);
  useEffect(() => {
    clearCarriedToasts();
    return trackVisibleToasts(() => current.current);
  }, []);

  const toast = useCallback((input: ToastInput) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    dispatch({ type: "added", toast: createToast(id, input) });
    return id;
  }, []);

  const dismiss = useCallback((id: string) => dispatch({ type: "dismissed", id }), []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
