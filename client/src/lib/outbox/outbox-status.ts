/** The line a screen shows while its outbox holds changes: "Saving…" while one is on its way, else how many wait. */
export function waitingToSync(status: string, count: number): string {
  return status === "sending" ? "Saving…" : `${count} ${count === 1 ? "change" : "changes"} waiting to sync`;
}
