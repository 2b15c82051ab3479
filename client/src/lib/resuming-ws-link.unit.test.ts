import type { ApolloLink } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { Kind, OperationTypeNode, parse, type DocumentNode, type FieldNode, type OperationDefinitionNode } from "graphql";
import { createClient, type Client, type Sink } from "graphql-ws";
import { describe, expect, it, vi } from "vitest";
import * as documents from "../gql/graphql";
import { resumingSubscriptions, sequenceOf } from "./resuming-ws-link";

type Sent = { payload: { query: string; variables: Record<string, unknown> }; sink: Sink };

/** graphql-ws as the link sees it: `subscribe` keeps the payload, which a reconnect would send again. */
function fakeClient(sent: Sent[]): Client {
  return {
    subscribe: (payload: Sent["payload"], sink: Sink) => {
      sent.push({ payload, sink });
      return () => undefined;
    },
  } as unknown as Client;
}

const LISTS = parse("subscription ShoppingListsChanged($since: Int) { shoppingListsChanged(since: $since) { sequence } }");

function run(link: GraphQLWsLink, query: DocumentNode, variables: Record<string, unknown>) {
  const received: unknown[] = [];
  const operation = { query, variables, operationName: undefined, extensions: {} } as unknown as ApolloLink.Operation;
  link.request(operation).subscribe({ next: (result) => received.push(result) });
  return received;
}

describe("resumingSubscriptions (subscriptions that resume after the last change they delivered)", () => {
  it("moves `since` in the payload graphql-ws sends again on reconnect, never back, and passes every message on", () => {
    const sent: Sent[] = [];
    const variables = { since: 5 };
    const received = run(new GraphQLWsLink(resumingSubscriptions(fakeClient(sent))), LISTS, variables);
    const [{ payload, sink }] = sent;
    expect(payload.variables).toEqual({ since: 5 });

    sink.next({ data: { shoppingListsChanged: { sequence: 7 } } });
    expect(payload.variables.since).toBe(7);
    // A replayed older change (after a reconnect, say) does not move it back.
    sink.next({ data: { shoppingListsChanged: { sequence: 6 } } });
    expect(payload.variables.since).toBe(7);
    expect(received).toHaveLength(2);
    // The operation's own variables are Apollo's: left as they were.
    expect(variables).toEqual({ since: 5 });
  });

  it("starts from the first change when subscribed from now (`since` null), and leaves other subscriptions' variables alone", () => {
    const sent: Sent[] = [];
    const link = new GraphQLWsLink(resumingSubscriptions(fakeClient(sent)));
    run(link, LISTS, { since: null });
    run(link, parse("subscription ExpiringPantryChanged { pantryChanged { sequence } }"), {});
    sent[0].sink.next({ data: { shoppingListsChanged: { sequence: 12 } } });
    sent[1].sink.next({ data: { pantryChanged: { sequence: 13 } } });
    expect(sent[0].payload.variables).toEqual({ since: 12 });
    expect(sent[1].payload.variables).toEqual({});
  });

  it("resumes after the last change it delivered when graphql-ws reconnects (real client, stand-in socket)", async () => {
    const sockets: StandInSocket[] = [];
    class StandInSocket {
      static CONNECTING = 0;
      static OPEN = 1;
      static CLOSING = 2;
      static CLOSED = 3;
      readyState = StandInSocket.CONNECTING;
      protocol = "graphql-transport-ws";
      sent: { type: string; id?: string; payload?: { variables?: Record<string, unknown> } }[] = [];
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      constructor() {
        sockets.push(this);
        queueMicrotask(() => {
          this.readyState = StandInSocket.OPEN;
          this.onopen?.();
        });
      }
      send(data: string) {
        const message = JSON.parse(data);
        this.sent.push(message);
        if (message.type === "connection_init") queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: "connection_ack" }) }));
      }
      next(id: string, sequence: number) {
        this.onmessage?.({ data: JSON.stringify({ type: "next", id, payload: { data: { shoppingListsChanged: { sequence } } } }) });
      }
      close(code = 1000, reason = "") {
        this.readyState = StandInSocket.CLOSED;
        this.onclose?.({ code, reason, wasClean: true });
      }
    }
    // The subscribe message graphql-ws sent on a socket, once it has (its handshake takes a few microtasks).
    const subscribeOn = (socket: StandInSocket | undefined) => {
      const message = socket?.sent.find((m) => m.type === "subscribe");
      if (!message) throw new Error("not subscribed on this socket yet");
      return message;
    };
    const client = createClient({ url: "ws://hearth.test/graphql", webSocketImpl: StandInSocket, retryAttempts: 3, retryWait: async () => undefined, lazy: true });
    const received = run(new GraphQLWsLink(resumingSubscriptions(client)), LISTS, { since: 5 });
    const first = await vi.waitFor(() => subscribeOn(sockets[0]));
    expect(first.payload!.variables).toEqual({ since: 5 });
    sockets[0].next(first.id!, 6);
    sockets[0].next(first.id!, 9);
    expect(received).toHaveLength(2);

    // The socket drops (1006: abnormal closure, retried); the subscription is sent again on the new one.
    sockets[0].close(1006, "network lost");
    const again = await vi.waitFor(() => subscribeOn(sockets[1]));
    expect(again.payload!.variables).toEqual({ since: 9 });
    await client.dispose();
  });

  it("reads a change's sequence from the subscription's root field", () => {
    expect(sequenceOf({ data: { pantryChanged: { sequence: 42, items: [] } } })).toBe(42);
    expect(sequenceOf({ data: null, errors: [{ message: "no" }] })).toBeNull();
    expect(sequenceOf({ data: { pantryChanged: null } })).toBeNull();
  });

  it("works for every subscription of the app: each one that resumes with `since` selects its root field's `sequence`", () => {
    const subscriptions = Object.values(documents).flatMap((value) => {
      const document = value as Partial<DocumentNode>;
      if (document?.kind !== Kind.DOCUMENT) return [];
      return document.definitions!.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION,
      );
    });
    const resuming = subscriptions.filter((s) => s.variableDefinitions?.some((v) => v.variable.name.value === "since"));
    expect(resuming.length).toBeGreaterThan(20);
    const missing = resuming.filter((s) => {
      const root = s.selectionSet.selections[0] as FieldNode;
      return !root.selectionSet?.selections.some((f) => f.kind === Kind.FIELD && f.name.value === "sequence");
    });
    expect(missing.map((s) => s.name?.value)).toEqual([]);
  });
});
