/**
 * Subscriptions over graphql-ws that resume where they left off. Apollo's `GraphQLWsLink` hands
 * graphql-ws the operation's variables, and graphql-ws sends that same payload again on every
 * reconnection. Here each subscription gets its own copy, and a subscription with a `since` variable
 * moves it to the `sequence` of every change it delivers, so a reconnect asks the server for exactly
 * what came after the last change this page saw. The screens therefore keep one subscription open
 * while changes arrive, instead of starting a new one (with its catch-up read on the server) for every
 * change to move `since` themselves.
 */
import { ApolloLink } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { print } from "@apollo/client/utilities";
import type { Client } from "graphql-ws";
import { Observable } from "rxjs";

type Payload = { query: string; operationName?: string; variables: Record<string, unknown>; extensions?: Record<string, unknown> };

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

function isLikeCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === "object" && value !== null && "code" in value && "reason" in value;
}

export class ResumingWsLink extends ApolloLink {
  constructor(private readonly client: Client) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((observer) => {
      const { query, variables, operationName, extensions } = operation;
      const payload: Payload = { query: print(query), operationName, extensions, variables: { ...variables } };
      const resumes = Object.prototype.hasOwnProperty.call(payload.variables, "since");
      return this.client.subscribe(payload, {
        next: (result) => {
          if (resumes) {
            const sequence = sequenceOf(result);
            const since = payload.variables.since;
            if (sequence !== null && (typeof since !== "number" || sequence > since)) payload.variables.since = sequence;
          }
          observer.next(result as ApolloLink.Result);
        },
        complete: () => observer.complete(),
        error: (error: unknown) => {
          if (error instanceof Error) return observer.error(error);
          if (isLikeCloseEvent(error)) return observer.error(new Error(`Socket closed with event ${error.code} ${error.reason}`));
          // An error event of a socket that closed (3 is WebSocket.CLOSED).
          if ((error as { target?: { readyState?: number } } | null)?.target?.readyState === 3) return observer.error(new Error("Socket closed"));
          observer.error(new CombinedGraphQLErrors({ errors: Array.isArray(error) ? error : [error] }));
        },
      });
    });
  }
}
