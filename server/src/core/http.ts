import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Express, type Router } from "express";
import { expressMiddleware } from "@as-integrations/express5";
import type { ApolloServer } from "@apollo/server";
import { openApiRoutes } from "./api-docs.js";
import { GraphQLError } from "graphql";
import { runForOperation } from "./command-operation.js";
import { unavailableFromConnection } from "./errors.js";
import { contextFromHeaders } from "./request.js";
import { guardIdParams, restInputGuard } from "./input-guard.js";
import { restContext, restErrorHandler } from "./rest.js";
import { bearerMatches, builtInlineScriptHashes, securityHeaders } from "./security-headers.js";
import { isClientRoute, isSignInRoute } from "./spa-routes.js";
import { createStaticFiles, IMMUTABLE } from "./static-files.js";
import type { GraphQLContext } from "./graphql-context.js";
import type { LiveFeeds } from "./live-feed.js";
import type { Logger } from "./logger.js";
import type { Metrics } from "./metrics.js";
import type { TokenService } from "./tokens.js";

export interface HttpAppOptions {
  apollo: ApolloServer<GraphQLContext>;
  /** Express `trust proxy`: whose X-Forwarded-For gives the client address. */
  trustProxy: boolean | number | string;
  routers: Router[];
  /** Routes that parse their own body; they run before the shared JSON parser. */
  ownBodyRouters?: Router[];
  /** Routes outside /api (development pages such as /dev/outbox), served before the client app. */
  pageRouters?: Router[];
  tokens: TokenService;
  feeds: LiveFeeds;
  logger: Logger;
  metrics: Metrics;
  clientDist?: string;
  /** Outside services the pages may load (Content-Security-Policy). */
  contentSecurity?: { googleSignIn: boolean; analytics: boolean };
  /** Bearer token that /metrics requires; unset: /metrics is not served (404). */
  metricsToken?: string;
  /** Answers /readyz: can we reach the database and the bus? */
  readiness(): Promise<{ database: boolean; bus: boolean }>;
}

/** Label for metrics: the matched route pattern, never the raw path (ids would explode cardinality). */
function routeLabel(req: express.Request): string {
  if (req.path === "/graphql") return "/graphql";
  const route = (req as { route?: { path?: string } }).route?.path;
  if (route && req.baseUrl) return `${req.baseUrl}${route}`;
  if (req.path.startsWith("/api/")) return "/api/*";
  return "static";
}

export function createHttpApp(options: HttpAppOptions): Express {
  const { logger, metrics } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  const dist = options.clientDist;
  const index = dist ? path.join(dist, "index.html") : null;
  const signIn = dist ? path.join(dist, "sign-in.html") : null;
  // Security headers on every response; the built page's inline script is allowed by its hash.
  app.use(
    ...securityHeaders({
      googleSignIn: options.contentSecurity?.googleSignIn ?? false,
      analytics: options.contentSecurity?.analytics ?? false,
      inlineScriptHashes: builtInlineScriptHashes([index, signIn].filter((page) => page !== null)),
    }),
  );

  app.use((req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    res.on("finish", () => {
      const route = routeLabel(req);
      stop({ method: req.method, route });
      metrics.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const checks = await options.readiness();
    const ready = checks.database && checks.bus;
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not ready", ...checks });
  });
  const metricsToken = options.metricsToken;
  if (metricsToken) {
    app.get("/metrics", async (req, res) => {
      res.set("Cache-Control", "no-store");
      if (!bearerMatches(req.headers.authorization, metricsToken)) {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
        return;
      }
      res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  const json = express.json({ limit: "1mb" });

  app.use("/api", (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Every `id`/`…Id` route parameter must be a UUID (else 404) before any route runs: input-guard.ts.
  for (const router of [...(options.ownBodyRouters ?? []), ...options.routers]) guardIdParams(router);
  app.use("/api", restContext(options.tokens), ...(options.ownBodyRouters ?? []));
  const apiDocs = openApiRoutes(() => [...(options.ownBodyRouters ?? []), ...options.routers]);
  // The input rule (no control characters, lone surrogates or prototype keys) for every parsed body.
  // Each REST call runs as its own operation (method and path), which the event store keeps with an
  // idempotent answer: an Idempotency-Key sent again with another call is refused, not replayed.
  const restOperation: express.RequestHandler = (req, _res, next) => runForOperation(`${req.method} ${req.baseUrl}${req.path}`, next);
  app.use("/api", json, restInputGuard(), restOperation, apiDocs, ...options.routers);
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  app.use("/api", restErrorHandler(logger));

  app.use(
    "/graphql",
    (_req, res, next) => {
      // GraphQL answers are never cached (graphql.ts: no cache hints, Apollo's cache-control plugin is off).
      res.set("Cache-Control", "no-store");
      next();
    },
    json,
    expressMiddleware(options.apollo, {
      context: async ({ req }) => {
        try {
          return { ...(await contextFromHeaders(options.tokens, req.headers, req.ip ?? null)), feeds: options.feeds };
        } catch (error) {
          // The session check needs the database: out of reach, that is a 503 to retry, not a 500.
          const unavailable = unavailableFromConnection(error);
          if (!unavailable) throw error;
          throw new GraphQLError(unavailable.message, {
            extensions: { code: unavailable.code, status: 503, http: { status: 503 } },
          });
        }
      },
    }),
  );
  app.use("/graphql", restErrorHandler(logger));

  for (const router of options.pageRouters ?? []) app.use(router);

  if (dist && index && existsSync(index)) {
    const files = createStaticFiles(dist, logger);
    app.use(files.middleware);
    app.use(
      express.static(dist, {
        index: false,
        maxAge: "1h",
        setHeaders(res, file) {
          // Vite's hashed file names change with their content: cache them for good.
          if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("Cache-Control", IMMUTABLE);
        },
      }),
    );
    app.get(/.*/, (req, res, next) => {
      if (!isClientRoute(req.path)) return next();
      res.set("Cache-Control", "no-cache");
      // A first visit to the sign-in screen gets its small standalone page (an older build has none).
      res.sendFile(signIn && isSignInRoute(req.path) && existsSync(signIn) ? signIn : index);
    });
  } else {
    logger.warn({ dist }, "client build not found: run `npm run build` to serve the app");
    app.get(/.*/, (req, res, next) => {
      if (!isClientRoute(req.path)) return next();
      res
        .status(503)
        .type("text/plain")
        .send("Hearth's web app has not been built yet. Run `npm run build`, then reload this page.");
    });
  }
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return app;
}
