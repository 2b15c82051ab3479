import { useCallback, useMemo, useReducer, useRef, type ReactNode } from "react";
import { ToastContext, type ToastApi } from "./toast.context";
import { createToast, toastReducer, type ToastInput } from "./toast.reducer";
import { Toaster } from "./toaster";

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const counter = useRef(0);

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
