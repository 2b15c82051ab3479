/**
 * The link that puts the session's headers (bearer token, this tab's client id) on every GraphQL
 * request. While the session trades its token for a new one (the old one stops working on the server),
 * a request waits for the trade and goes out with the new token. Otherwise the headers are set in the
 * same turn and the request goes on at once: a change the outbox sends leaves for the server before the
 * screen renders it. (Apollo's `SetContextLink` always waits some promise turns, so the render queued
 * when the change was made came first: the request left 2–4 ms later in the bench's browser row.)
 */
import { ApolloLink } from "@apollo/client";
import { from, mergeMap } from "rxjs";
import { pendingTokenRenewal } from "./session-events";

export function createAuthLink(headers: () => Record<string, string>): ApolloLink {
  const send = (operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction) => {
    operation.setContext((previous) => ({ headers: { ...(previous.headers as Record<string, string> | undefined), ...headers() } }));
    return forward(operation);
  };
  return new ApolloLink((operation, forward) => {
    const renewal = pendingTokenRenewal();
    return renewal ? from(renewal).pipe(mergeMap(() => send(operation, forward))) : send(operation, forward);
  });
}
