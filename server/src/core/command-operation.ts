import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Which operation a command runs for: `Mutation.<field>` for a GraphQL mutation, `<METHOD> <path>` for a
 * REST call. The event store keeps it with an idempotent command's answer, so a key sent again with
 * another operation is refused rather than answered with the first operation's result. Set by the
 * GraphQL and REST layers around each mutation field and route; no module sets it.
 */
const current = new AsyncLocalStorage<string>();

export function runForOperation<T>(operation: string, work: () => T): T {
  return current.run(operation, work);
}

export function currentOperation(): string | null {
  return current.getStore() ?? null;
}
