import type { Server as HttpServer, IncomingMessage } from "node:http";
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import {
  createSourceEventStream,
  execute,
  GraphQLError,
  GraphQLScalarType,
  Kind,
  parse,
  type ExecutionArgs,
  type ExecutionResult,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from "graphql";
import { GraphQLDateTimeISO } from "graphql-scalars";
import { buildSchema, type NonEmptyArray } from "type-graphql";
import { WebSocketServer, type WebSocket } from "ws";
import { AppError, inputErrorFromDatabase, unavailableFromConnection } from "./errors.js";
import { inputGuardPlugin, operationInputError, selectOperation } from "./graphql-input.js";
import { HouseholdEventsResolver } from "./events.resolver.js";
import type { GraphQLContext } from "./graphql-context.js";
import { serveGraphQLWs } from "./graphql-ws-server.js";
import { FeedConsumer, hasDirectLane, type DirectLane, type DirectSink, type FeedConsumerOptions, type LiveFeeds } from "./live-feed.js";
import type { Logger } from "./logger.js";
import type { Metrics } from "./metrics.js";
import type { ResolverBinding } from "./module.js";
import { runForOperation } from "./command-operation.js";
import { contextFromHeaders } from "./request.js";
import type { SessionInvalidation, TokenService } from "./tokens.js";

/**
 * graphql-scalars' DateTimeISO, whose answers are remembered per input string. The views hand dates
 * over as the ISO strings the database answered, and every list item has two or three of them: the
 * scalar's RFC 3339 check (a handful of regular expressions) and re-formatting of each was a tenth of
 * the CPU of a shopping change answered and pushed with its whole list. The same strings come back
 * event after event, so they are checked once. Everything else (Dates, numbers, and what the scalar
 * refuses, which is never remembered) goes to the scalar itself; inputs are parsed by it unchanged.
 */
function rememberingDateTimeISO(): GraphQLScalarType {
  const config = GraphQLDateTimeISO.toConfig();
  const serialized = new Map<string, unknown>();
  return new GraphQLScalarType({
    ...config,
    serialize(value) {
      if (typeof value !== "string") return config.serialize(value);
      let answer = serialized.get(value);
      if (answer === undefined) {
        answer = config.serialize(value);
        if (serialized.size >= 20_000) serialized.clear();
        serialized.set(value, answer);
      }
      return answer;
    },
  });
}

/** Builds the public schema from the modules' resolver classes (the same one schema.graphql is printed from). */
export async function buildAppSchema(bindings: ResolverBinding[]): Promise<GraphQLSchema> {
  const instances = new Map<unknown, object>(bindings.map((b) => [b.type, b.instance]));
  instances.set(HouseholdEventsResolver, new HouseholdEventsResolver());
  const resolvers: NonEmptyArray<ResolverBinding["type"]> = [HouseholdEventsResolver, ...bindings.map((b) => b.type)];
  const schema = await buildSchema({
    resolvers,
    container: { get: (type) => instances.get(type) ?? new (type as new () => object)() },
    validate: false,
    emitSchemaFile: false,
    scalarsMap: [{ type: Date, scalar: rememberingDateTimeISO() }],
    // Every subscription here supplies its own `subscribe` backed by LiveFeeds (replay + gap filling);
    // type-graphql insists on a topic pub/sub anyway, so it gets one that refuses to be used.
    pubSub: {
      publish() {
        throw new Error("topic pub/sub is not used: publish domain events through the event store");
      },
      subscribe() {
        throw new Error("topic pub/sub is not used: subscribe through LiveFeeds");
      },
    },
  });
  // Each mutation field runs as its own operation, which the event store keeps with an idempotent answer.
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve;
    if (!resolve) continue;
    const operation = `Mutation.${field.name}`;
    field.resolve = (source, args, context, info) => runForOperation(operation, () => resolve(source, args, context, info));
  }
  return schema;
}

export interface GraphQLServerOptions {
  schema: GraphQLSchema;
  httpServer: HttpServer;
  tokens: TokenService;
  feeds: LiveFeeds;
  logger: Logger;
  metrics: Metrics;
  development: boolean;
  keepAliveMs: number;
  /** How long a shutdown waits for in-flight HTTP requests before closing their sockets. */
  shutdownGraceMs?: number;
  /** How often open sockets re-check that their session is still live. */
  sessionRecheckMs: number;
  /**
   * Live messages one socket may have waiting across its subscriptions (SUBSCRIPTION_MAX_QUEUE);
   * past it the socket is closed with 1013 and the client resumes with `since`.
   */
  maxQueuedPerSocket: number;
  /** Is this browser Origin allowed to open the WebSocket? */
  originAllowed(origin: string, req: IncomingMessage): boolean;
}

/** Longest document (in lexer tokens) either door parses. */
const MAX_TOKENS = 2000;

function armorProtection(development: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 10, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    // Token counting happens in the parser (see MAX_TOKENS), where a refusal is a 400, not a 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: 5000 },
    blockFieldSuggestion: { enabled: !development },
  }).protect();
}

/**
 * Parsed and validated subscription documents by query text: every tab of every family sends the
 * same few, so each is parsed and validated once and one AST is shared by all their subscriptions.
 */
class DocumentCache {
  private readonly entries = new Map<string, DocumentNode | readonly GraphQLError[]>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: ValidationRule[],
  ) {}

  check(query: string): DocumentNode | readonly GraphQLError[] {
    const cached = this.entries.get(query);
    if (cached) return cached;
    let result: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(query, { maxTokens: MAX_TOKENS });
      const errors = validate(this.schema, document, this.rules);
      result = errors.length > 0 ? errors : document;
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      result = [error];
    }
    if (query.length <= 10_000) {
      if (this.entries.size >= 500) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(query, result);
    }
    return result;
  }
}

/** Results of one event for one (document, variables, caller): computed once, sent to each of their sockets. */
const sharedResults = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;

/** Session re-checks of open sockets in flight at once (see `createGraphQLServer`). */
const RECHECK_CONCURRENCY = 2;

/** The WebSocket close sent to a reader that let more than its bound of live messages pile up. */
export const TOO_FAR_BEHIND = { code: 1013, reason: "Too far behind; reconnect to resume" } as const;

/** Each socket's reader of live feeds, by the context its operations run with. */
const consumers = new WeakMap<object, FeedConsumer>();

/** A socket's reader of live feeds; what it does at its bound is the server's one `FeedConsumerOptions`. */
class SocketFeedConsumer extends FeedConsumer {
  constructor(
    options: FeedConsumerOptions,
    readonly socket: WebSocket,
  ) {
    super(options);
  }
}

/** Open, signed-in sockets that share one token (a browser's tabs), and that token, kept once. */
interface TokenSockets {
  token: string;
  sockets: Set<WebSocket>;
  /** Whose token it is: an invalidation naming any of these re-checks the sockets at once. */
  householdId: string;
  userId: string;
  sessionId: string | null;
}

/** Does the invalidation name this token's session, user or household? */
const names = (which: SessionInvalidation, entry: TokenSockets) =>
  (which.sessionId != null && which.sessionId === entry.sessionId) ||
  (which.userId != null && which.userId === entry.userId) ||
  (which.householdId != null && which.householdId === entry.householdId);

/** A flat copy of a string: randomUUID's answer is a tree of some twenty pieces, ten times its size. */
const flat = (text: string) => Buffer.from(text, "latin1").toString("latin1");

/**
 * A subscription's results: each event of the source, executed once per (document, variables, caller)
 * however many subscriptions share those (see `shareSubscriptionResults`). A class, so a waiting
 * subscription holds this object and one pending promise, not a set of closures and suspended frames.
 */
class SharedResults implements AsyncIterableIterator<ExecutionResult>, DirectLane<ExecutionResult> {
  constructor(
    private readonly source: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    private readonly key: string,
  ) {}

  /** The source's direct lane (see `DirectSink`), carrying each event's shared result. */
  directTo(sink: DirectSink<ExecutionResult> | null): void {
    if (!hasDirectLane<unknown>(this.source)) return;
    this.source.directTo(
      sink &&
        ((payload, open) => {
          const result = this.resultOf(payload);
          if (!(result instanceof Promise)) return sink(result, open);
          return result.then((made) => (open() ? sink(made, open) : true));
        }),
    );
  }

  private resultOf(payload: unknown): Promise<ExecutionResult> | ExecutionResult {
    if (!payload || typeof payload !== "object") return execute({ ...this.args, rootValue: payload });
    let byKey = sharedResults.get(payload);
    if (!byKey) {
      byKey = new Map();
      sharedResults.set(payload, byKey);
    }
    let result = byKey.get(this.key);
    if (!result) {
      result = execute({ ...this.args, rootValue: payload });
      byKey.set(this.key, result);
    }
    return result;
  }

  next(): Promise<IteratorResult<ExecutionResult>> {
    return this.source.next().then((item) => {
      if (item.done) return DONE;
      const result = this.resultOf(item.value);
      return result instanceof Promise ? result.then(toItem) : toItem(result);
    });
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    return DONE;
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true as const });
const toItem = (value: ExecutionResult): IteratorYieldResult<ExecutionResult> => ({ value, done: false });

/** Keys of shared results, one string per distinct key however many subscriptions use it. */
const resultKeys = new Map<string, string>();

/**
 * graphql-js's subscribe, except that an event object delivered to many subscriptions of the same
 * document, variables and caller (one household's devices, the same user's tabs) is executed once.
 */
async function shareSubscriptionResults(args: ExecutionArgs) {
  // The live feeds this operation opens count against its socket's one bound.
  const consumer = consumers.get(args.contextValue as object);
  const source = await (consumer ? consumer.run(() => createSourceEventStream(args)) : createSourceEventStream(args));
  if (!(Symbol.asyncIterator in (source as object))) return source as ExecutionResult;
  const iterator = (source as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  let documentId = documentIds.get(args.document);
  if (documentId === undefined) {
    documentId = nextDocumentId++;
    documentIds.set(args.document, documentId);
  }
  const auth = (args.contextValue as GraphQLContext | undefined)?.auth;
  let key = [
    documentId,
    args.operationName ?? "",
    JSON.stringify(args.variableValues ?? null),
    auth ? `${auth.userId}:${auth.householdId}:${auth.role}:${auth.access}` : "-",
  ].join("|");
  const known = resultKeys.get(key);
  if (known !== undefined) key = known;
  else {
    if (resultKeys.size >= 100_000) resultKeys.clear();
    resultKeys.set(key, key);
  }
  return new SharedResults(iterator, args, key);
}

function isIntrospection(document: DocumentNode): boolean {
  let found = false;
  const visit = (selections: readonly any[]) => {
    for (const s of selections) {
      if (s.kind === Kind.FIELD && (s.name.value === "__schema" || s.name.value === "__type")) found = true;
      if (s.selectionSet) visit(s.selectionSet.selections);
    }
  };
  for (const def of document.definitions) {
    if ("selectionSet" in def && def.selectionSet) visit(def.selectionSet.selections);
  }
  return found;
}

/** AppErrors keep their message; their status and code travel in extensions. Unknown errors are hidden. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const raw = (error as { originalError?: unknown })?.originalError ?? error;
    // Safety net: bad input that reached the database is the caller's 400, not our 500.
    const original = raw instanceof AppError ? raw : (inputErrorFromDatabase(raw) ?? unavailableFromConnection(raw) ?? raw);
    if (original instanceof AppError) {
      // extensions.status is the HTTP status; an error's own `status` detail (REST's `{ status:
      // 'trial_expired' }`) travels as extensions.reason instead of being overwritten.
      const { status: reason, ...extra } = original.extra;
      return {
        ...formatted,
        message: original.message,
        extensions: { ...extra, ...(reason !== undefined ? { reason } : {}), code: original.code, status: original.status },
      };
    }
    const code = formatted.extensions?.code;
    if (code === "INTERNAL_SERVER_ERROR" || (!code && !(original instanceof GraphQLError))) {
      logger.error({ err: original }, "unhandled error in GraphQL resolver");
      return { message: "Something went wrong on our side. Please try again.", extensions: { code: "INTERNAL_SERVER_ERROR" } };
    }
    return formatted;
  };
}

/**
 * A GET or a simple-content-type POST runs only with one of these headers. None is CORS-safelisted, so a
 * browser sends them cross-site only after a preflight this server never approves (it sends no CORS
 * headers): Apollo's two, and Authorization, which every signed-in client sends anyway. Tokens travel
 * only in that header (no cookie is read), so a page on another site can neither send one nor ride on one.
 */
const CSRF_PREFLIGHT_HEADERS = ["x-apollo-operation-name", "apollo-require-preflight", "authorization"];

/**
 * GraphQL over HTTP: a client that asks for `application/json` only (the legacy media type) gets request
 * errors (parse, validation, variable coercion) with 200, as the spec says for that type; one that accepts
 * `application/graphql-response+json`, or sends no Accept, keeps Apollo's 400.
 */
const graphqlOverHttpStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ request }) {
    const accept = request.http?.headers.get("accept") ?? "";
    const legacyJsonOnly = /application\/json/i.test(accept) && !/application\/graphql-response\+json/i.test(accept);
    if (!legacyJsonOnly) return;
    return {
      async willSendResponse({ response }) {
        if (response.http.status === 400 && response.body.kind === "single" && response.body.singleResult.errors?.length) {
          response.http.status = 200;
        }
      },
    };
  },
};

export async function createGraphQLServer(options: GraphQLServerOptions) {
  const { schema, logger, metrics } = options;
  const armor = armorProtection(options.development);
  const rules: ValidationRule[] = [...specifiedRules, ...armor.validationRules];

  const documents = new DocumentCache(schema, rules);
  const wsServer = new WebSocketServer({ noServer: true });
  /** Open, authenticated sockets by the token they signed in with, and each socket's entry. */
  const byToken = new Map<string, TokenSockets>();
  const signedIn = new Map<WebSocket, TokenSockets>();
  /** The most live messages any one socket of this server has had waiting. */
  let peakQueued = 0;
  // A socket outlives neither its session (logout, password change, disabled account) nor its token:
  // re-check them all now and then, and close the ones whose session has ended. Each token once per
  // round (a browser's tabs share one), a few at a time: the round is background work and must not
  // stand in front of the family's own requests for the database's connections, as thousands of
  // sockets checked at the same moment did.
  let rechecking = false;
  const recheckRound = async (entries: Iterable<TokenSockets> = byToken.values()) => {
    // The sockets of each token as they are now: one that connects during the round waits for the next.
    const round = [...entries].map(({ token, sockets }) => ({ token, sockets: [...sockets] }));
    const worker = async () => {
      for (let entry = round.pop(); entry !== undefined; entry = round.pop()) {
        try {
          if (await options.tokens.authenticate(entry.token, "recheck")) continue;
          for (const socket of entry.sockets) if (socket.readyState === socket.OPEN) socket.close(4401, "Session ended");
        } catch (err) {
          logger.warn({ err }, "socket session re-check failed");
        }
      }
    };
    await Promise.all(Array.from({ length: RECHECK_CONCURRENCY }, worker));
  };
  const recheck = setInterval(() => {
    if (rechecking) return; // the last round is still going: never two at once
    rechecking = true;
    void recheckRound().finally(() => {
      rechecking = false;
    });
  }, options.sessionRecheckMs);
  recheck.unref();
  // A logout, a password change or a disabled account (on any instance: the word comes over the bus)
  // closes that session's sockets now, not at the next round: a socket must not carry the household's
  // changes to a device that signed out. Their cached answers are already forgotten, so the re-check
  // asks the sessions themselves.
  const stopListening = options.tokens.onInvalidation((which) => {
    const named = [...byToken.values()].filter((entry) => names(which, entry));
    if (named.length > 0) void recheckRound(named);
  });
  // What a socket's reader does at its bound (see `FeedConsumer`), one object for every socket.
  const consumerOptions: FeedConsumerOptions = {
    maxQueued: options.maxQueuedPerSocket,
    stalled: (consumer) => (consumer as SocketFeedConsumer).socket.bufferedAmount > 0,
    onTooFarBehind: (consumer) => {
      metrics.subscribersDropped.inc();
      logger.warn({ queued: options.maxQueuedPerSocket }, "dropped a subscriber too far behind");
      const socket = (consumer as SocketFeedConsumer).socket;
      if (socket.readyState === socket.OPEN) socket.close(TOO_FAR_BEHIND.code, TOO_FAR_BEHIND.reason);
    },
    onPeak: (peak) => {
      if (peak <= peakQueued) return;
      peakQueued = peak;
      metrics.subscriberQueuePeak.set(peak);
    },
  };
  const wsCleanup = serveGraphQLWs<Record<string, unknown>, { ctx?: GraphQLContext }>(
    {
      schema,
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const authorization =
          typeof params.authorization === "string"
            ? params.authorization
            : typeof params.token === "string"
              ? `Bearer ${params.token}`
              : undefined;
        const request = await contextFromHeaders(options.tokens, {
          authorization,
          "x-hearth-client": typeof params.clientId === "string" ? params.clientId : undefined,
        });
        if (!request.auth) return false; // closes with 4403 Forbidden
        const socket = ctx.extra.socket;
        if (socket.readyState !== socket.OPEN) return false; // closed while its token was checked
        // The upgrade request (its headers, its parser state) and the connection_init payload (the
        // token again) are not needed once the socket is signed in; graphql-ws would keep both for
        // the socket's whole life.
        (ctx.extra as { request?: unknown }).request = undefined;
        delete (ctx as { connectionParams?: unknown }).connectionParams;
        // One copy of a token however many sockets (a browser's tabs) signed in with it.
        let sameToken = byToken.get(request.token!);
        if (!sameToken) {
          const { householdId, userId, sid } = request.auth;
          sameToken = { token: request.token!, sockets: new Set(), householdId, userId, sessionId: sid ?? null };
          byToken.set(sameToken.token, sameToken);
        }
        sameToken.sockets.add(socket);
        signedIn.set(socket, sameToken);
        ctx.extra.ctx = { ...request, requestId: flat(request.requestId), token: sameToken.token, feeds: options.feeds };
        // graphql-ws sends one message of a subscription at a time and waits until the socket has
        // taken it, so a socket that stops reading makes its live messages wait in its subscriptions'
        // queues: bounded here, per socket. At the bound, with bytes still waiting in the socket (the
        // client is not reading), the socket is closed with 1013 and its queues freed; the client
        // reconnects and resumes from its last sequence with `since`.
        consumers.set(ctx.extra.ctx, new SocketFeedConsumer(consumerOptions, socket));
        return true;
      },
      context: (ctx) => ctx.extra.ctx!,
      onSubscribe: (ctx, _id, payload) => {
        const checked = documents.check(payload.query);
        // A bad document fails that one operation; the socket and its other subscriptions live on.
        if (Array.isArray(checked)) return checked;
        const document = checked as DocumentNode;
        const inputError = operationInputError(
          schema,
          document,
          selectOperation(document, payload.operationName),
          payload.variables as Record<string, unknown> | null | undefined,
        );
        if (inputError) return [inputError];
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: ctx.extra.ctx!,
        } satisfies ExecutionArgs;
      },
      subscribe: shareSubscriptionResults,
      onError: (_ctx, _id, _payload, errors) => {
        logger.debug({ errors }, "subscription error");
      },
    },
    wsServer,
    {
      keepAliveMs: options.keepAliveMs,
      isProd: process.env.NODE_ENV === "production",
      onInternalError: (err) => logger.error({ err }, "internal error on a GraphQL WebSocket"),
    },
  );
  function socketClosed(this: WebSocket) {
    metrics.wsConnections.dec();
    const sameToken = signedIn.get(this);
    if (!sameToken) return;
    signedIn.delete(this);
    sameToken.sockets.delete(this);
    if (sameToken.sockets.size === 0) byToken.delete(sameToken.token);
  }
  wsServer.on("connection", (socket: WebSocket) => {
    metrics.wsConnections.inc();
    socket.on("close", socketClosed);
  });

  options.httpServer.on("upgrade", (req, socket, head) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/graphql") {
      socket.destroy();
      return;
    }
    const origin = req.headers.origin;
    if (origin && !options.originAllowed(origin, req)) {
      logger.warn({ origin }, "refused WebSocket from a foreign origin");
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    wsServer.handleUpgrade(req, socket, head, (ws) => wsServer.emit("connection", ws, req));
  });

  const introspectionForMembers: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operation }) {
          // Subscriptions live on the WebSocket; over HTTP their resolvers would run without a feed.
          if (operation?.operation === "subscription") {
            throw new GraphQLError("Subscriptions are served over WebSocket (graphql-ws) at /graphql", {
              extensions: { code: "BAD_REQUEST", http: { status: 400 } },
            });
          }
          if (!contextValue.auth && isIntrospection(document)) {
            throw new GraphQLError("Sign in to explore the schema", {
              extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
            });
          }
        },
        async willSendResponse({ response, errors }) {
          // Let HTTP clients (and Apollo's error link) see a 401 when the only problem is authentication.
          if (errors?.length && errors.every((e) => (e.originalError as AppError | undefined)?.status === 401)) {
            response.http.status = 401;
          }
          // The database out of reach: a 503 the caller (and any proxy) knows to retry.
          if (errors?.length && errors.every((e) => unavailableFromConnection(e.originalError))) {
            response.http.status = 503;
          }
        },
      };
    },
  };

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: { requestHeaders: CSRF_PREFLIGHT_HEADERS },
    // main.ts owns SIGTERM: it drains the whole instance (sockets, bus, database), not only Apollo.
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    allowBatchedHttpRequests: false,
    introspection: true,
    hideSchemaDetailsFromClientErrors: !options.development,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    formatError: formatError(logger),
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]),
      introspectionForMembers,
      inputGuardPlugin<GraphQLContext>(schema),
      // Apollo's Sandbox page loads its code from Apollo's CDN with inline scripts, which the
      // Content-Security-Policy refuses: GET /graphql from a browser is not a page here.
      ApolloServerPluginLandingPageDisabled(),
      // No type or field carries a cache hint, so Apollo's default cache-control plugin only ever
      // answered \`Cache-Control: no-store\`, at the price of a hook on every field of every operation
      // (its willResolveField makes Apollo wrap every resolver of the schema). http.ts sets the header.
      ApolloServerPluginCacheControlDisabled(),
      graphqlOverHttpStatus,
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer, stopGracePeriodMillis: options.shutdownGraceMs }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              clearInterval(recheck);
              stopListening();
              await wsCleanup.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  return { apollo, wsServer };
}
