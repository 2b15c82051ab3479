import { useCallback, useEffect, useRef } from "react";
import { AlertIcon, CheckCircleIcon, CloseIcon } from "../icons/icons";
import type { Toast } from "./toast.reducer";
import "./toast.css";

interface ToasterProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}

/** The notification region, bottom right; always rendered so screen readers know the region. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  return (
    <section className="toaster" aria-label="Notifications">
      <ol className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const { id } = toast;
  const start = useCallback(() => {
    if (!Number.isFinite(remaining.current)) return;
    clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = setTimeout(() => onDismiss(id), remaining.current);
  }, [id, onDismiss]);

  // Hovering or focusing a toast pauses its countdown so it can be read and acted on.
  const pause = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);

  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, [start]);

  const destructive = toast.variant === "destructive";
  return (
    // The live-region role sits on an inner element: a <li> must keep its listitem role.
    <li className="toaster__item">
      <div
        className={`toast toast--${toast.variant}`}
        role={destructive ? "alert" : "status"}
        onMouseEnter={pause}
        onMouseLeave={start}
        onFocus={pause}
        onBlur={start}
      >
        <span className="toast__icon">{destructive ? <AlertIcon /> : <CheckCircleIcon />}</span>
        <div className="toast__body">
          <p className="toast__title">
            {toast.title}
          </p>
          {toast.description ? <p className="toast__description">{toast.description}</p> : null}
          {toast.action ? (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                toast.action?.onClick();
                onDismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
        </div>
        <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
          <CloseIcon width="16" height="16" />
        </button>
      </div>
    </li>
  );
}
