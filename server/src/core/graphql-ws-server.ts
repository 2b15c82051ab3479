import type { IncomingMessage } from "node:http";
import {
  CloseCode,
  DEPRECATED_GRAPHQL_WS_PROTOCOL,
  handleProtocols,
  makeServer,
  type ConnectionInitMessage,
  type ServerOptions,
} from "graphql-ws";
import type { ExecutionResult, FormattedExecutionResult } from "graphql";
import type { RawData, WebSocket, WebSocketServer } from "ws";
import { hasDirectLane } from "./live-feed.js";

/** What graphql-ws's `Context.extra` holds for a `ws` socket (as graphql-ws/use/ws's `Extra`). */
export interface Extra {
  readonly socket: WebSocket;
  /** The upgrade request; may be dropped (set undefined) once it is no longer needed. */
  readonly request: IncomingMessage | undefined;
}

export interface WsServeOptions {
  /** Ping every socket this often; one that has not answered the previous ping by then is terminated. */
  keepAliveMs: number;
  /** In production internal error messages are not sent to the client. */
  isProd: boolean;
  /** An error thrown while handling a socket's message (the socket is closed with 4500). */
  onInternalError(err: unknown): void;
}

/**
 * What graphql-ws stringifies as a `next` message's payload when the result was serialised once for
 * every socket it goes to (`serializedPayload`); the adapter's `send` puts that JSON in its place. A
 * GraphQL name never starts with `$`, and inside a JSON string its quotes would be escaped, so this
 * text appears in a message only as the marker.
 */
const SHARED_PAYLOAD = Object.freeze({ $hearth: "shared" }) as FormattedExecutionResult;
const SHARED_MARK = '"payload":{"$hearth":"shared"}';

/** Sockets a keep-alive round pings before it lets the event loop serve other work. */
const PING_SLICE = 200;

/** Each result's `next` payload as JSON, made once however many sockets it is sent to. */
const serializedResults = new WeakMap<object, string>();

/**
 * Each result's whole `next` message by subscription id, as bytes: made once however many sockets
 * it goes to under the same id (clients number their subscriptions from 1, so most share one).
 */
const nextMessages = new WeakMap<object, Map<string, Buffer>>();

/** Bytes sent as a text frame, as graphql-ws's messages are (ws sends a Buffer as binary by default). */
const TEXT_FRAME = Object.freeze({ binary: false });

function nextMessage(id: string, result: ExecutionResult): Buffer {
  let byId = nextMessages.get(result);
  if (!byId) {
    byId = new Map();
    nextMessages.set(result, byId);
  }
  let message = byId.get(id);
  if (!message) {
    // graphql-ws's own `next` message: {"id":…,"type":"next","payload":…}.
    message = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":${serializedPayload(result)}}`);
    byId.set(id, message);
  }
  return message;
}

function serializedPayload(result: ExecutionResult): string {
  let json = serializedResults.get(result);
  if (json === undefined) {
    // As graphql-ws formats it: the result, with its errors (if any) as their JSON form.
    const { errors, ...rest } = result;
    json = JSON.stringify(errors ? { ...rest, errors: errors.map((e) => e.toJSON()) } : rest);
    serializedResults.set(result, json);
  }
  return json;
}

/** A socket's send/close/onMessage for graphql-ws, as methods (nothing allocated per socket but this object). */
class SocketAdapter {
  handler: ((data: string) => Promise<void>) | null = null;
  closed: ((code: number, reason: string) => Promise<void>) | null = null;
  /** Serialised payloads of `next` messages about to be sent, by subscription id (made on first use). */
  private payloads: Map<string, string> | null = null;

  constructor(readonly socket: WebSocket) {}

  get protocol(): string {
    return this.socket.protocol;
  }

  /** The next `next` message of subscription `id` carries this JSON as its payload (see SHARED_PAYLOAD). */
  nextPayload(id: string, json: string): void {
    (this.payloads ??= new Map()).set(id, json);
  }

  send(data: string): Promise<void> {
    const at = this.payloads ? data.indexOf(SHARED_MARK) : -1;
    if (at >= 0) {
      const { id } = JSON.parse(data) as { id: string };
      const json = this.payloads!.get(id);
      this.payloads!.delete(id);
      if (json === undefined) return Promise.reject(new Error(`no serialised payload for subscription ${id}`));
      data = `${data.slice(0, at)}"payload":${json}${data.slice(at + SHARED_MARK.length)}`;
    }
    return new Promise((resolve, reject) => {
      if (this.socket.readyState !== this.socket.OPEN) return resolve();
      this.socket.send(data, (err) => (err ? reject(err) : resolve()));
    });
  }

  /**
   * A subscription's live result sent at once (its direct lane, see `DirectSink` in live-feed.ts),
   * as graphql-ws would send it; declined while the socket is not open or still holds data the
   * network has not taken, so a client that is behind gets its messages one at a time through
   * graphql-ws, bounded per socket as before.
   */
  sendNext(id: string, result: ExecutionResult): boolean {
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN || socket.bufferedAmount > 0) return false;
    socket.send(nextMessage(id, result), TEXT_FRAME);
    return true;
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  onMessage(handler: (data: string) => Promise<void>): void {
    this.handler = handler;
  }
}

/**
 * graphql-ws on a `ws` server: graphql-ws/use/ws's `useServer` (which its docs invite to copy and
 * adjust), behaving the same towards clients, with less kept per socket and per subscription, which
 * matters at tens of thousands of sockets:
 * - a message is handed to graphql-ws by a plain listener, not an `async` one: graphql-ws's handler
 *   of a `subscribe` message runs for the subscription's whole life, and an `async` listener around it
 *   kept a suspended frame, two promises and the message's Buffer per subscription;
 * - the socket listeners are shared functions (`this` is the socket) registered with `on`, not a
 *   `once` wrapper and a closure each;
 * - keep-alive is one interval for all sockets instead of a timer (and a `once("pong")` per ping)
 *   per socket: each tick terminates the sockets that have not answered the previous tick's ping
 *   and pings the others, so a dead peer is still dropped one to two intervals after its last pong;
 * - a result sent to many sockets (one household's devices share results, see `shareSubscriptionResults`
 *   in graphql.ts) is serialised once, not once per socket: `onNext` (unless the options have their own)
 *   hands graphql-ws a small marker payload and the socket's `send` puts the shared JSON in its place;
 * - a live result is sent by the event's own loop over its household's subscriptions where it can be
 *   (`onOperation` opens each operation's direct lane, see `DirectSink` in live-feed.ts): one write per
 *   socket of the same bytes, not five promise steps and a message made per socket first.
 */
export function serveGraphQLWs<P extends ConnectionInitMessage["payload"], E extends Record<PropertyKey, unknown>>(
  options: ServerOptions<P, Extra & Partial<E>>,
  wss: WebSocketServer,
  serve: WsServeOptions,
): { dispose(): Promise<void> } {
  const server = makeServer({
    ...options,
    onOperation: async (ctx, id, payload, args, result) => {
      const replaced = await options.onOperation?.(ctx, id, payload, args, result);
      const operation = replaced ?? result;
      // Only where graphql-ws's `next` is this server's own (no onNext of the options' to run).
      if (!options.onNext && id in ctx.subscriptions && hasDirectLane<ExecutionResult>(operation)) {
        const adapter = adapters.get(ctx.extra.socket);
        if (adapter) operation.directTo((made) => adapter.sendNext(id, made));
      }
      return replaced;
    },
    onNext:
      options.onNext ??
      ((ctx, id, _payload, _args, result) => {
        const adapter = adapters.get(ctx.extra.socket);
        if (!adapter) return;
        adapter.nextPayload(id, serializedPayload(result));
        return SHARED_PAYLOAD;
      }),
  });
  wss.options.handleProtocols = handleProtocols;
  const adapters = new Map<WebSocket, SocketAdapter>();
  /** Pinged by the last keep-alive tick and not answered yet. */
  const awaitingPong = new Set<WebSocket>();
  const internalError = (err: unknown) =>
    serve.isProd ? "Internal server error" : limitCloseReason(err instanceof Error ? err.message : String(err));

  wss.once("error", (err) => {
    serve.onInternalError(err);
    let firstErr: unknown = null;
    for (const client of wss.clients) {
      try {
        client.close(CloseCode.InternalServerError, internalError(err));
      } catch (err2) {
        firstErr = firstErr ?? err2;
      }
    }
    if (firstErr) throw firstErr;
  });

  function onSocketError(this: WebSocket, err: Error) {
    serve.onInternalError(err);
    this.close(CloseCode.InternalServerError, internalError(err));
  }
  function onSocketMessage(this: WebSocket, data: RawData) {
    const handler = adapters.get(this)?.handler;
    if (!handler) return;
    handler(String(data)).catch((err: unknown) => {
      serve.onInternalError(err);
      this.close(CloseCode.InternalServerError, internalError(err));
    });
  }
  function onSocketPong(this: WebSocket) {
    awaitingPong.delete(this);
  }
  function onSocketClose(this: WebSocket, code: number, reason: Buffer) {
    const adapter = adapters.get(this);
    adapters.delete(this);
    awaitingPong.delete(this);
    if (!serve.isProd && code === CloseCode.SubprotocolNotAcceptable && this.protocol === DEPRECATED_GRAPHQL_WS_PROTOCOL) {
      console.warn(`Client provided the unsupported and deprecated subprotocol "${this.protocol}" used by subscriptions-transport-ws.`);
    }
    adapter?.closed?.(code, String(reason)).catch((err: unknown) => serve.onInternalError(err));
  }

  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    socket.on("error", onSocketError);
    socket.on("pong", onSocketPong);
    socket.on("message", onSocketMessage);
    socket.on("close", onSocketClose);
    const adapter = new SocketAdapter(socket);
    adapters.set(socket, adapter);
    adapter.closed = server.opened(adapter, { socket, request } as Extra & Partial<E>);
  });

  // Each ping is a write to its socket: 10,000 of them in one go held the event loop for about 140 ms,
  // and every push due meanwhile waited. A round goes a slice at a time, other work between slices.
  let pinging = false;
  const keepAliveRound = async () => {
    const sockets = [...adapters.keys()];
    for (let i = 0; i < sockets.length; i += PING_SLICE) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const socket of sockets.slice(i, i + PING_SLICE)) {
        if (socket.readyState !== socket.OPEN) continue;
        if (awaitingPong.has(socket)) {
          socket.terminate();
          continue;
        }
        awaitingPong.add(socket);
        socket.ping();
      }
    }
  };
  const keepAlive =
    serve.keepAliveMs > 0 && Number.isFinite(serve.keepAliveMs)
      ? setInterval(() => {
          if (pinging) return;
          pinging = true;
          void keepAliveRound().finally(() => {
            pinging = false;
          });
        }, serve.keepAliveMs)
      : null;
  keepAlive?.unref();

  return {
    async dispose() {
      if (keepAlive) clearInterval(keepAlive);
      for (const client of wss.clients) client.close(1001, "Going away");
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) => wss.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** A close reason must fit a control frame (123 bytes). */
function limitCloseReason(reason: string): string {
  return reason.length < 124 ? reason : "Internal server error";
}
