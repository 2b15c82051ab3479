import { useLocation } from "react-router-dom";
import { loadingMessageFor } from "./loading-message";

/** Shown while a screen's code or data loads; the message follows the current path. */
export function LoadingScreen({ message }: { message?: string }) {
  const { pathname } = useLocation();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{message ?? loadingMessageFor(pathname)}</p>
    </div>
  );
}
