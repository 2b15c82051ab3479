import "reflect-metadata";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Router } from "express";
import type { GraphQLSchema } from "graphql";
import type { Config } from "./config.js";
import { deriveSecretKey } from "./core/secret-box.js";
import { createBus, toBusMessage, type Bus } from "./core/bus.js";
import { openDatabase, type Database } from "./core/database.js";
import { EventStore } from "./core/event-store.js";
import { buildAppSchema, createGraphQLServer } from "./core/graphql.js";
import { createHttpApp } from "./core/http.js";
import { LiveFeeds } from "./core/live-feed.js";
import { createMailer, OutboxMailer, outboxRoutes, type Mailer } from "./core/mailer.js";
import { createRateLimiter } from "./core/rate-limit.js";
import { createLogger, type Logger } from "./core/logger.js";
import { createMetrics, type Metrics } from "./core/metrics.js";
import type { CoreServices } from "./core/module.js";
import { TokenService, resolveTokenSecret } from "./core/tokens.js";
import { modules, createModules } from "./modules/index.js";

export interface BootstrapOverrides {
  logger?: Logger;
  /** The clock commands are stamped with. */
  now?: () => Date;
  /** Skip listening (tests that only need the handles). */
  listen?: boolean;
  /** TESTS ONLY: private addresses outgoing fetches may reach (a local stand-in server). */
  fetchAllowAddresses?: readonly string[];
}

export interface App {
  config: Config;
  db: Database;
  bus: Bus;
  store: EventStore;
  feeds: LiveFeeds;
  tokens: TokenService;
  mailer: Mailer;
  metrics: Metrics;
  logger: Logger;
  httpServer: Server;
  /** The executable GraphQL schema (tests read every operation from it). */
  schema: GraphQLSchema;
  /** The modules' /api routers, own-body ones first (tests walk their route table). */
  restRouters: Router[];
  /** http://127.0.0.1:<port> once listening. */
  url: string;
  close(): Promise<void>;
}

const defaultClientDist = fileURLToPath(new URL("../../client/dist", import.meta.url));

/** Builds every part of a server instance and returns its handles; main.ts only calls this. */
export async function bootstrap(configured: Config, overrides: BootstrapOverrides = {}): Promise<App> {
  const logger = overrides.logger ?? createLogger(configured.logLevel);
  const metrics = createMetrics();
  const now = overrides.now ?? (() => new Date());
  const tokenSecret = await resolveTokenSecret(configured.tokenSecret, configured.dataDir);
  const tokens = new TokenService(tokenSecret, configured.tokenTtlSeconds, now);
  // Google's OAuth tokens are sealed at rest: GOOGLE_TOKEN_KEY, or a key derived from the token secret.
  const config: Config = configured.googleCalendar
    ? {
        ...configured,
        googleCalendar: { ...configured.googleCalendar, tokenKey: configured.googleCalendar.tokenKey ?? deriveSecretKey(tokenSecret, "google-calendar-tokens") },
      }
    : configured;

  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    entities: modules.flatMap((m) => m.entities),
    migrations: modules.flatMap((m) => m.migrations ?? []),
    logger,
  });
  const bus = createBus(config.redisUrl, config.redisPrefix, logger);
  const store = new EventStore({
    db,
    projections: modules.flatMap((m) => m.projections),
    upcasters: Object.assign({}, ...modules.map((m) => m.upcasters ?? {})),
    logger,
    metrics,
    onCommitted(events) {
      // Ended sessions are forgotten on every instance before the command answers (see Tokens.committed).
      const invalidated = tokens.committed(events, (err: unknown) => logger.warn({ err }, "session invalidation publish failed"));
      for (const event of events) {
        bus.publish(toBusMessage(event)).catch((err: unknown) =>
          // Subscribers catch up from Postgres, so a lost publish delays a push but loses nothing.
          logger.warn({ err, sequence: event.sequence }, "bus publish failed"),
        );
      }
      return invalidated ?? undefined;
    },
  });
  await tokens.listen(bus);
  const feeds = new LiveFeeds({ bus, store, logger, metrics, catchUpMs: config.subscriptionCatchUpMs, maxQueue: config.subscriptionMaxQueue });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db,
    logger,
    clock: now,
    production: config.nodeEnv === "production",
  });
  const rateLimiter = createRateLimiter(config.redisUrl, config.redisPrefix, logger);
  let url = "";
  const appUrl = () => config.publicUrl ?? url;
  const core: CoreServices = { config, db, store, feeds, tokens, logger, now, mailer, rateLimiter, appUrl, fetchAllowAddresses: overrides.fetchAllowAddresses ?? [] };
  const parts = createModules(core);
  for (const part of parts) await part.start?.();

  // Idle keep-alive connections stay open longer than clients keep them (undici: about 4 s, browsers and
  // proxies: up to 60 s), so a client never sends a request on a socket the server is closing at that
  // moment (a reset the caller sees as a failed request). Headers must still arrive within a minute.
  const httpServer = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
  const schema = await buildAppSchema(parts.flatMap((p) => p.resolvers));
  const { apollo } = await createGraphQLServer({
    schema,
    httpServer,
    tokens,
    feeds,
    logger,
    metrics,
    development: config.nodeEnv === "development",
    keepAliveMs: config.wsKeepAliveMs,
    maxQueuedPerSocket: config.subscriptionMaxQueue,
    shutdownGraceMs: config.shutdownGraceMs,
    sessionRecheckMs: config.wsSessionRecheckMs,
    originAllowed(origin, req) {
      if (config.allowedOrigins.includes(origin)) return true;
      try {
        return new URL(origin).host === req.headers.host;
      } catch {
        return false;
      }
    },
  });
  const routers = parts.flatMap((p) => (p.routes ? [p.routes] : []));
  const ownBodyRouters = parts.flatMap((p) => (p.ownBodyRoutes ? [p.ownBodyRoutes] : []));
  const app = createHttpApp({
    apollo,
    trustProxy: config.trustProxy,
    routers,
    ownBodyRouters,
    pageRouters: [
      ...parts.flatMap((p) => (p.pageRoutes ? [p.pageRoutes] : [])),
      // The local outbox holds password-reset links: served only when asked for, to this machine, never in production.
      ...(mailer instanceof OutboxMailer && config.devMailOutbox && config.nodeEnv !== "production" ? [outboxRoutes(mailer)] : []),
    ],
    tokens,
    feeds,
    logger,
    metrics,
    clientDist: config.clientDist ?? defaultClientDist,
    contentSecurity: {
      googleSignIn: Boolean(config.googleClientId),
      analytics: Boolean(config.gaMeasurementId) || config.buildAnalytics,
    },
    metricsToken: config.metricsToken,
    readiness: async () => ({ database: await db.ping(), bus: await bus.ping() }),
  });
  httpServer.on("request", app);

  if (overrides.listen !== false) {
    await new Promise<void>((resolve, reject) => {
      httpServer.once("error", reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const address = httpServer.address() as AddressInfo;
    url = `http://127.0.0.1:${address.port}`;
    logger.info({ url, database: db.mode, bus: bus.kind }, "Hearth is listening");
  }

  // Idempotent answers are kept for the configured retention, then forgotten: checked a minute after
  // start and every hour (any instance may do it; a delete twice is harmless). Timers never keep the
  // process alive.
  const pruneCommandResults = () => {
    const before = new Date(now().getTime() - config.commandResultRetentionDays * 86_400_000);
    store
      .pruneCommandResults(before)
      .then((pruned) => {
        if (pruned > 0) logger.info({ pruned, before: before.toISOString() }, "old idempotent command answers forgotten");
      })
      .catch((err: unknown) => logger.warn({ err }, "forgetting old idempotent command answers failed"));
  };
  const pruneTimers = [setTimeout(pruneCommandResults, 60_000), setInterval(pruneCommandResults, 3_600_000)];
  for (const timer of pruneTimers) timer.unref();

  let closing: Promise<void> | null = null;
  return {
    config,
    db,
    bus,
    store,
    feeds,
    tokens,
    mailer,
    metrics,
    logger,
    httpServer,
    schema,
    restRouters: [...ownBodyRouters, ...routers],
    url,
    close() {
      closing ??= (async () => {
        for (const timer of pruneTimers) clearTimeout(timer);
        // Near the end of the grace period, commands still waiting for their turn are refused (503):
        // their callers get an answer, and nothing they asked for is half done.
        const refuse = setTimeout(() => store.refuseNewCommands(), Math.max(config.shutdownGraceMs / 2, config.shutdownGraceMs - 5000));
        refuse.unref();
        await feeds.close();
        await apollo.stop(); // drains HTTP connections and disposes the WebSocket server
        clearTimeout(refuse);
        if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await bus.close();
        await rateLimiter.close();
        await mailer.close();
        await db.close();
      })();
      return closing;
    },
  };
}
