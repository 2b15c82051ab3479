/**
 * Subscriptions over graphql-ws that resume where they left off. Apollo's `GraphQLWsLink` hands
 * graphql-ws the operation's variables, and graphql-ws sends that same payload again on every
 * reconnection. `resumingSubscriptions` wraps the graphql-ws client the link uses: each subscription
 * gets its own copy of its variables, and one with a `since` variable moves it to the `sequence` of
 * every change it delivers, so a reconnect asks the server for exactly what came after the last change
 * this page saw. The screens therefore keep one subscription open while changes arrive, instead of
 * starting a new one (with its catch-up read on the server) for every change to move `since` themselves.
 */
import type { Client, FormattedExecutionResult, Sink, SubscribePayload } from "graphql-ws";

/** The `sequence` of a change a subscription delivered (`{ data: { <field>: { sequence } } }`), if any. */
export function sequenceOf(result: unknown): number | null {
  const data = (result as { data?: Record<string, unknown> | null } | null)?.data;
  if (!data) return null;
  for (const value of Object.values(data)) {
    const sequence = (value as { sequence?: unknown } | null)?.sequence;
    if (typeof sequence === "number") return sequence;
  }
  return null;
}

/** The graphql-ws client for Apollo's `GraphQLWsLink`, with subscriptions that resume after their last change. */
export function resumingSubscriptions(client: Client): Client {
  return {
    ...client,
    subscribe<Data, Extensions>(request: SubscribePayload, sink: Sink<FormattedExecutionResult<Data, Extensions>>) {
      const variables: Record<string, unknown> = { ...request.variables };
      const payload = { ...request, variables };
      if (!Object.prototype.hasOwnProperty.call(variables, "since")) return client.subscribe(payload, sink);
      return client.subscribe(payload, {
        ...sink,
        next: (result: FormattedExecutionResult<Data, Extensions>) => {
          const sequence = sequenceOf(result);
          const since = variables.since;
          if (sequence !== null && (typeof since !== "number" || sequence > since)) variables.since = sequence;
          sink.next(result);
        },
      });
    },
  };
}
