import type { OutboxStatus } from "../hooks/use-shopping-outbox.hook";

interface SyncStatusProps {
  pendingCount: number;
  status: OutboxStatus;
  online: boolean;
  onRetry: () => void;
}

/** Where the screen's changes are: saved, on their way, or waiting for the network. */
export function SyncStatus({ pendingCount, status, online, onRetry }: SyncStatusProps) {
  let text: string;
  if (pendingCount === 0) text = "All changes saved";
  else if (!online) text = `${pendingCount} ${pendingCount === 1 ? "change" : "changes"} will sync when you're back online`;
  else if (status === "queued") text = `${pendingCount} ${pendingCount === 1 ? "change" : "changes"} waiting to sync`;
  else text = "Saving changes…";
  return (
    <p className={`shopping-sync${pendingCount > 0 ? " shopping-sync--pending" : ""}`} role="status" aria-live="polite">
      <span>{text}</span>
      {pendingCount > 0 && online && status === "queued" ? (
        <button type="button" className="button button--ghost shopping-sync__retry" onClick={onRetry}>
          Try now
        </button>
      ) : null}
    </p>
  );
}
