import { parseSecretKey } from "./core/secret-box.js";
import { z } from "zod";

/** Everything the server reads from its environment, validated once at boot. */
export interface Config {
  port: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits, logs): Express's
   * `trust proxy` value. Default 'loopback': only a proxy on this machine.
   */
  trustProxy: boolean | number | string;
  host: string;
  nodeEnv: "development" | "production" | "test";
  /** Real Postgres when set; otherwise the embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** Redis pub/sub when set; otherwise the in-process bus. */
  redisUrl?: string;
  redisPrefix: string;
  dataDir: string;
  /** HMAC secret for session tokens; generated and kept in dataDir when unset in embedded mode. */
  tokenSecret?: string;
  tokenTtlSeconds: number;
  /** Browser origins allowed to open the GraphQL WebSocket, besides the server's own. */
  allowedOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Directory of the built client; static files and the SPA fallback come from here. */
  clientDist?: string;
  /** How often a live subscription re-reads the household head from Postgres to catch lost messages. */
  subscriptionCatchUpMs: number;
  /** Messages one subscriber may have waiting; past it the queue is dropped and re-read from Postgres when the subscriber reads again. */
  subscriptionMaxQueue: number;
  /** SIGTERM: how long in-flight requests may take before their sockets are closed; commands not begun by its last 5 s (or its second half) get a 503. */
  shutdownGraceMs: number;
  /** Interval of graphql-ws keep-alive pings. */
  wsKeepAliveMs: number;
  /** How long an idempotent command's stored answer is kept: a change sent again within it is answered, not applied again. */
  commandResultRetentionDays: number;
  /** How often open WebSockets re-check their session; an ended session's socket is closed (4401). */
  wsSessionRecheckMs: number;
  /** Stripe Checkout and webhooks; unset: the built-in test checkout (outside production). */
  stripe?: StripeConfig;
  /** Google Analytics 4 measurement id served to the client; page views are sent only with the visitor's consent. */
  gaMeasurementId?: string;
  /** Open Food Facts origin for barcode lookups the catalogue cannot answer (e.g. https://world.openfoodfacts.org); unset: off. */
  openFoodFactsUrl?: string;
  /** Accounts that get the admin role (through a RoleGranted event) at boot and when they register. */
  adminEmails: string[];
  /** Google sign-in is offered only when a client id is configured. */
  googleClientId?: string;
  /** Where Google's public keys are fetched from (tests point it at a local key set). */
  googleJwksUrl: string;
  /** Two-way Google Calendar sync: on when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set. */
  googleCalendar?: GoogleCalendarConfig;
  /** smtp:// or smtps:// URL; unset keeps mail in the local outbox (and prints its links to the log). */
  smtpUrl?: string;
  /**
   * DEV_MAIL_OUTBOX=1 serves the local outbox at /dev/outbox, to loopback callers only and never in
   * production. Off by default: anyone who could read it could take over any account with a reset link.
   */
  devMailOutbox: boolean;
  /** Sender of Hearth's mail. */
  mailFrom: string;
  /** Public address of the app, used in links sent by mail; defaults to this server's own address. */
  publicUrl?: string;
  /** Sign-in attempts allowed per client address per rate window. */
  loginRateLimit: number;
  /** Registrations and password-reset requests allowed per client address per rate window. */
  registerRateLimit: number;
  rateWindowSeconds: number;
  /** Bearer token /metrics requires; unset: /metrics is not served at all (404). */
  metricsToken?: string;
  /** How long a token retired by a refresh keeps working (requests already in flight, other tabs). */
  refreshGraceSeconds: number;
  /** A Google Analytics id is baked into the client build (VITE_GA_MEASUREMENT_ID): the CSP allows Google's tag. */
  buildAnalytics: boolean;
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const port = z.coerce.number().int().min(0).max(65535);

/** The log levels `LOG_LEVEL` takes. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const schema = z.object({
  PORT: port.default(4000),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("loopback")
    .refine((v) => /^(true|false|\d+|[\w.:/,\s-]+)$/.test(v), {
      message: "must be true, false, a hop count, or addresses/subnets such as loopback,uniquelocal",
    }),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DEV_MAIL_OUTBOX: z
    .enum(["", "0", "1", "false", "true"])
    .default("")
    .transform((v) => v === "1" || v === "true"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// URL",
  }),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: "must be a redis:// or rediss:// URL",
  }),
  REDIS_PREFIX: z.string().trim().min(1).default("hearth:"),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  TOKEN_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 86400).default(86400),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o)), {
      message: "must be a comma-separated list of origins like https://hearth.example",
    }),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  CLIENT_DIST: optionalString,
  SUBSCRIPTION_CATCH_UP_MS: z.coerce.number().int().min(100).default(5000),
  SUBSCRIPTION_MAX_QUEUE: z.coerce.number().int().min(10).max(100_000).default(1000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  WS_KEEP_ALIVE_MS: z.coerce.number().int().min(1000).default(12000),
  COMMAND_RESULT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WS_SESSION_RECHECK_MS: z.coerce.number().int().min(100).default(30000),
  STRIPE_SECRET_KEY: optionalString.refine((v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v), {
    message: "must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_... key)",
  }),
  STRIPE_WEBHOOK_SECRET: optionalString.refine((v) => v === undefined || /^whsec_\w+$/.test(v), {
    message: "must be a Stripe webhook signing secret (whsec_...)",
  }),
  STRIPE_PRICE_MONTHLY: optionalString.refine((v) => v === undefined || /^price_\w+$/.test(v), {
    message: "must be a Stripe price id (price_...)",
  }),
  STRIPE_PRICE_YEARLY: optionalString.refine((v) => v === undefined || /^price_\w+$/.test(v), {
    message: "must be a Stripe price id (price_...)",
  }),
  STRIPE_API_BASE: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
    message: "must be an http(s) origin like http://localhost:12111",
  }),
  OPEN_FOOD_FACTS_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
    message: "must be an http(s) URL like https://world.openfoodfacts.org",
  }),
  GA_MEASUREMENT_ID: optionalString.refine((v) => v === undefined || /^G-[A-Z0-9]{4,20}$/.test(v), {
    message: "must be a Google Analytics 4 measurement id like G-ABC123XYZ",
  }),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))
    .refine((list) => list.every((e) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e)), {
      message: "must be a comma-separated list of email addresses",
    }),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z
    .string()
    .trim()
    .default("https://www.googleapis.com/oauth2/v3/certs")
    .refine((v) => /^https?:\/\/\S+$/.test(v), { message: "must be an http(s) URL" }),
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_TOKEN_KEY: optionalString.refine((v) => v === undefined || parseSecretKey(v) !== null, {
    message: "must be 32 bytes as 64 hex digits or base64",
  }),
  GOOGLE_OAUTH_AUTHORIZE_URL: z.string().trim().default("https://accounts.google.com/o/oauth2/v2/auth").refine((v) => /^https?:\/\/\S+$/.test(v), { message: "must be an http(s) URL" }),
  GOOGLE_OAUTH_TOKEN_URL: z.string().trim().default("https://oauth2.googleapis.com/token").refine((v) => /^https?:\/\/\S+$/.test(v), { message: "must be an http(s) URL" }),
  GOOGLE_CALENDAR_API_URL: z.string().trim().default("https://www.googleapis.com/calendar/v3").refine((v) => /^https?:\/\/\S+$/.test(v), { message: "must be an http(s) URL" }),
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: "must be an smtp:// or smtps:// URL",
  }),
  MAIL_FROM: z.string().trim().min(3).default("Hearth <no-reply@hearth.local>"),
  PUBLIC_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/\s]+\/?$/.test(v), {
    message: "must be an origin like https://hearth.example",
  }),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || (v.length >= 16 && /^\S+$/.test(v)), {
    message: "must be at least 16 characters with no spaces",
  }),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  VITE_GA_MEASUREMENT_ID: optionalString,
});

/** The OAuth 2 client and endpoints of the Google Calendar sync (endpoints overridable for test stand-ins). */
export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Calendar API v3 base, e.g. https://www.googleapis.com/calendar/v3 */
  apiUrl: string;
  /**
   * AES-256-GCM key sealing the OAuth tokens at rest (core/secret-box.ts): GOOGLE_TOKEN_KEY, or else
   * derived at boot (HKDF) from the session token secret.
   */
  tokenKey?: Buffer;
}

/** Everything the Stripe payment provider needs (all or nothing). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the Monthly and Yearly plans. */
  priceMonthly: string;
  priceYearly: string;
  /** Another Stripe API address (stripe-mock, a test stand-in); unset: api.stripe.com. */
  apiBase?: string;
}

/** Stripe is on when its secret key and webhook secret are set; then both price ids are required too. */
function stripeConfig(e: z.infer<typeof schema>): StripeConfig | undefined {
  const secretKey = e.STRIPE_SECRET_KEY;
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey) throw new ConfigError("STRIPE_SECRET_KEY", "is required when STRIPE_WEBHOOK_SECRET is set");
  if (!webhookSecret) throw new ConfigError("STRIPE_WEBHOOK_SECRET", "is required when STRIPE_SECRET_KEY is set");
  if (!e.STRIPE_PRICE_MONTHLY) throw new ConfigError("STRIPE_PRICE_MONTHLY", "is required when Stripe is configured");
  if (!e.STRIPE_PRICE_YEARLY) throw new ConfigError("STRIPE_PRICE_YEARLY", "is required when Stripe is configured");
  if (!e.PUBLIC_URL) {
    throw new ConfigError("PUBLIC_URL", "is required when Stripe is configured (Stripe Checkout returns families there)");
  }
  return {
    secretKey,
    webhookSecret,
    priceMonthly: e.STRIPE_PRICE_MONTHLY,
    priceYearly: e.STRIPE_PRICE_YEARLY,
    apiBase: e.STRIPE_API_BASE,
  };
}

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(String(issue.path[0] ?? "environment"), issue.message);
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.DATABASE_URL && !e.TOKEN_SECRET) {
    throw new ConfigError("TOKEN_SECRET", "is required when NODE_ENV=production and DATABASE_URL is set");
  }
  return {
    stripe: stripeConfig(e),
    port: e.PORT,
    trustProxy:
      e.TRUST_PROXY === "true" ? true : e.TRUST_PROXY === "false" ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    dataDir: e.DATA_DIR,
    tokenSecret: e.TOKEN_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    allowedOrigins: e.ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    clientDist: e.CLIENT_DIST,
    subscriptionCatchUpMs: e.SUBSCRIPTION_CATCH_UP_MS,
    subscriptionMaxQueue: e.SUBSCRIPTION_MAX_QUEUE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    wsKeepAliveMs: e.WS_KEEP_ALIVE_MS,
    commandResultRetentionDays: e.COMMAND_RESULT_RETENTION_DAYS,
    wsSessionRecheckMs: e.WS_SESSION_RECHECK_MS,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    openFoodFactsUrl: e.OPEN_FOOD_FACTS_URL,
    adminEmails: e.ADMIN_EMAILS,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    googleCalendar:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authorizeUrl: e.GOOGLE_OAUTH_AUTHORIZE_URL,
            tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
            apiUrl: e.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ""),
            ...(e.GOOGLE_TOKEN_KEY ? { tokenKey: parseSecretKey(e.GOOGLE_TOKEN_KEY)! } : {}),
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    devMailOutbox: e.DEV_MAIL_OUTBOX,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    rateWindowSeconds: e.RATE_WINDOW_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    buildAnalytics: Boolean(e.VITE_GA_MEASUREMENT_ID),
  };
}
