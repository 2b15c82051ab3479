import { z } from "zod";

/** Everything the server reads from its environment, validated once at boot. */
export interface Config {
  port: number;
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
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Directory of the built client; static files and the SPA fallback come from here. */
  clientDist?: string;
  /** How often a live subscription re-reads the household head from Postgres to catch lost messages. */
  subscriptionCatchUpMs: number;
  /** Interval of graphql-ws keep-alive pings. */
  wsKeepAliveMs: number;
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const port = z.coerce.number().int().min(0).max(65535);

const schema = z.object({
  PORT: port.default(4000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CLIENT_DIST: optionalString,
  SUBSCRIPTION_CATCH_UP_MS: z.coerce.number().int().min(100).default(5000),
  WS_KEEP_ALIVE_MS: z.coerce.number().int().min(1000).default(12000),
});

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
    port: e.PORT,
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
    wsKeepAliveMs: e.WS_KEEP_ALIVE_MS,
  };
}
