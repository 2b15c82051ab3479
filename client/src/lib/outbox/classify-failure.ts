/** How an outbox reads a failed send: retry it later, or drop it for good. */
import { describeFailure } from "../graphql-errors";
import type { SendFailure } from "./outbox.machine";

/**
 * Whether a failure is worth retrying: no answer (offline), an expired session (the app signs in again)
 * and server errors are; a refusal (not found, bad input, conflict) is final.
 */
export function classifyFailure(error: unknown): SendFailure {
  const failure = describeFailure(error);
  if (failure.kind === "network" && failure.status === null) return { retry: true, code: null, message: null };
  if (failure.code === "UNAUTHENTICATED" || failure.status === 401) return { retry: true, code: "UNAUTHENTICATED", message: failure.message };
  if (failure.code === "INTERNAL_SERVER_ERROR" || (failure.status !== null && failure.status >= 500) || failure.status === 429) {
    return { retry: true, server: true, code: failure.code, message: failure.message };
  }
  return { retry: false, code: failure.code, message: failure.message };
}
