import { mkdtemp, rm } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { bootstrap, type App, type BootstrapOverrides } from "../../src/bootstrap.js";
import { loadConfig, LOG_LEVELS, type Config } from "../../src/config.js";
import { createLogger } from "../../src/core/logger.js";
import { OpenApiResponseChecker } from "./openapi-check.js";
import { createTestDatabase, redisTestUrl, testRedisPrefix } from "./services.js";

export type Backend = "postgres" | "embedded";

export interface TestAppOptions extends BootstrapOverrides {
  backend: Backend;
  /** Use Redis for the bus (otherwise the in-process bus). */
  redis?: boolean;
  /** Share a database created earlier (a second instance on the same Postgres). */
  databaseUrl?: string;
  redisPrefix?: string;
  config?: Partial<Config>;
  /** Check every /api answer `api()` receives against GET /api/openapi.json (status and body schema). */
  checkResponses?: boolean;
}

export interface TestApp extends App {
  /** Stops the instance and removes what it created (database, data dir, Redis keys). */
  stop(): Promise<void>;
}

export const TEST_TOKEN_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

/** Test apps log nothing, unless `TEST_LOG_LEVEL` (e.g. `error`) asks to see what a suite's servers log. */
function testLogLevel(): Config["logLevel"] {
  const wanted = process.env.TEST_LOG_LEVEL as Config["logLevel"] | undefined;
  return wanted && (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : "silent";
}

/** Boots a real server instance on a random port with its own database, data dir and Redis prefix. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hearth-test-"));
  const database =
    options.backend === "postgres" && !options.databaseUrl ? await createTestDatabase() : undefined;
  const redis = options.redis && !options.redisPrefix ? testRedisPrefix() : undefined;
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test" }),
    port: 0,
    host: "127.0.0.1",
    dataDir,
    logLevel: "silent",
    tokenSecret: TEST_TOKEN_SECRET,
    databaseUrl: options.backend === "postgres" ? (options.databaseUrl ?? database!.url) : undefined,
    redisUrl: options.redis ? redisTestUrl : undefined,
    redisPrefix: options.redisPrefix ?? redis?.prefix ?? "hearth-test:",
    subscriptionCatchUpMs: 1000,
    wsSessionRecheckMs: 300,
    // Every suite signs in from 127.0.0.1; the throttle's own tests set low limits.
    loginRateLimit: 100_000,
    registerRateLimit: 100_000,
    ...options.config,
  };
  const app = await bootstrap(config, {
    logger: options.logger ?? createLogger(testLogLevel()),
    now: options.now,
    fetchAllowAddresses: options.fetchAllowAddresses,
  });
  if (options.checkResponses) checkers.set(app, null);
  return Object.assign(app, {
    async stop() {
      await app.close();
      await database?.drop();
      await redis?.cleanup();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/** Apps whose /api answers are checked against their OpenAPI document (loaded on first use). */
const checkers = new WeakMap<object, OpenApiResponseChecker | null>();

async function checkerFor(app: { url: string }): Promise<OpenApiResponseChecker | undefined> {
  if (!checkers.has(app)) return undefined;
  let checker = checkers.get(app);
  if (!checker) {
    checker = await OpenApiResponseChecker.load(app.url);
    checkers.set(app, checker);
  }
  return checker;
}

/** JSON over HTTP against a test app (checked against the OpenAPI document when the app asked for it). */
export async function api(
  app: { url: string },
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(app.url + path, {
    method,
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (path.startsWith("/api/")) (await checkerFor(app))?.check(method, path, res.status, res.headers.get("content-type"), body);
  return { status: res.status, body, headers: res.headers };
}

/** A GraphQL operation over HTTP. */
export async function gql(
  app: { url: string },
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: any; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const res = await api(app, "POST", "/graphql", { body: { query, variables }, token, headers });
  return { status: res.status, data: res.body?.data, errors: res.body?.errors };
}

export type GraphQLFailure = { message: string; extensions: Record<string, any> };

/**
 * GraphQL against an app with a default caller, for suites whose app and tokens are made in `beforeAll`
 * (hence the getters): `run` answers the data and throws on any error; `fails` expects an error and
 * answers the first one.
 */
export function graphqlCaller(app: () => { url: string }, defaultToken: () => string | undefined) {
  return {
    async run(query: string, variables: Record<string, unknown> = {}, as = defaultToken(), headers?: Record<string, string>): Promise<any> {
      const res = await gql(app(), query, variables, as, headers);
      if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
      return res.data;
    },
    async fails(query: string, variables: Record<string, unknown> = {}, as = defaultToken()): Promise<GraphQLFailure> {
      const res = await gql(app(), query, variables, as);
      if (!res.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(res.data)}`);
      const [first] = res.errors;
      return { ...first, extensions: first.extensions ?? {} };
    },
  };
}

/** The family-member setup token of the invitation mail sent to `email` (needs `devMailOutbox`). */
export async function invitationTokenFor(app: { url: string }, email: string): Promise<string> {
  const res = await api(app, "GET", "/dev/outbox.json");
  const mail = (res.body as { to: string; text: string }[]).find((m) => m.to === email);
  const match = mail && /\/family-member\/setup\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no invitation mail to ${email}`);
  return decodeURIComponent(match[1]);
}

/** Adds a family member to the holder's household and sets up their own account through the invitation. */
export async function addMemberWithAccount(
  app: { url: string },
  holderToken: string,
  member: { name: string; ageGroup: string; password: string },
): Promise<{ id: string; token: string; user: unknown }> {
  const added = await api(app, "POST", "/api/family-members", { token: holderToken, body: { name: member.name, ageGroup: member.ageGroup } });
  const email = `${member.name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  await api(app, "POST", `/api/family-members/${added.body.id}/invite`, { token: holderToken, body: { email } });
  const setup = await api(app, "POST", "/api/family-members/setup", {
    body: { token: await invitationTokenFor(app, email), password: member.password },
  });
  if (setup.status !== 200 && setup.status !== 201) throw new Error(`member setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  return { id: added.body.id as string, token: setup.body.token as string, user: setup.body.user };
}

let counter = 0;
/** Registers a fresh account and answers its token and user. */
export async function registerUser(app: { url: string }, overrides: { email?: string; password?: string; username?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `family${Date.now()}${counter}@example.com`;
  const password = overrides.password ?? "kitchen-secret";
  const res = await api(app, "POST", "/api/register", {
    body: { email, password, username: overrides.username ?? `Parent ${counter}` },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: res.body.token as string, user: res.body.user };
}
