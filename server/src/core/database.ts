import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { MikroORM, type EntitySchema, type EntityManager } from "@mikro-orm/postgresql";
import { Migrator, type Migration } from "@mikro-orm/migrations";
import type { Knex } from "@mikro-orm/knex";
import { serveEmbedded } from "./embedded-socket.js";
import type { Logger } from "./logger.js";
import { deferStatements, deferWrite, fromBatch, pipeline, queryAndCommit, type PipelineStep } from "./pg-pipeline.js";
import { migrationsList as foundationMigrations } from "../migrations/index.js";

export type { EntityManager };

export interface Database {
  orm: MikroORM;
  mode: "postgres" | "embedded";
  /** A connection string other processes (bench, CLI) can use while this database is open. */
  url: string;
  /** A fresh entity manager; use one per request or command. */
  em(): EntityManager;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One SQL statement with `?` placeholders; answers the rows. Array values are not allowed.
 *
 * Inside a transaction the values go as bind parameters (MikroORM's `em.execute` inlines them into
 * the text instead, which costs a copy and an escape of every value: too slow for a statement that
 * carries thousands of rows in one parameter), straight to the transaction's `pg` connection: a
 * command sends about ten statements, and knex's raw builder, its query runner and its promise
 * bookkeeping cost more CPU than the statement's own round trip on a warm connection (issue 14). The
 * text is numbered once per distinct statement, as knex's Postgres dialect numbers it (`\\?` is a literal `?`).
 *
 * Outside a transaction it is one simple-protocol query (`em.execute`, values inlined).
 */
export async function rawQuery<T = Record<string, unknown>>(em: EntityManager, sql: string, values: readonly unknown[] = []): Promise<T[]> {
  const trx = em.getTransactionContext() as Knex.Transaction | undefined;
  if (!trx) return em.execute<T[]>(sql, values as unknown[]);
  // A finished transaction's connection is back in the pool: knex refuses such a statement below.
  if (!trx.isCompleted()) {
    const connection = await connectionOf(trx);
    if (connection) {
      const step = stepOf(connection, sql, values);
      try {
        return (await connection.query({ name: step.name, text: step.text, values: values as unknown[] })).rows as T[];
      } catch (error) {
        notedIfPrepared(connection, step, error);
        throw error;
      }
    }
  }
  const result = await trx.raw(sql, values as Knex.RawBinding[]);
  return (result as { rows: T[] }).rows;
}

/**
 * Several statements in one round trip inside a transaction (core/pg-pipeline.ts), each answering
 * its rows; one after another outside one. A statement runs after the ones before it have finished,
 * with its own snapshot, as if sent alone.
 */
export async function rawQueries(em: EntityManager, statements: readonly { sql: string; values?: readonly unknown[] }[]): Promise<Record<string, unknown>[][]> {
  const trx = em.getTransactionContext() as Knex.Transaction | undefined;
  const connection = trx && !trx.isCompleted() ? await connectionOf(trx) : null;
  if (!connection) {
    const answers: Record<string, unknown>[][] = [];
    for (const s of statements) answers.push(await rawQuery(em, s.sql, s.values));
    return answers;
  }
  const steps = statements.map((s) => stepOf(connection, s.sql, s.values ?? []));
  return (await pipeline(connection, steps)).map((result) => result.rows);
}

/**
 * The transaction's last statement, sent with its COMMIT in one round trip (`queryAndCommit` in
 * core/pg-pipeline.ts); answers its rows. Nothing may be sent in the transaction after it. Where the
 * connection cannot (outside a transaction, or one that holds nothing back) it is a plain `rawQuery`
 * and the COMMIT follows as usual.
 */
export async function rawQueryAndCommit<T = Record<string, unknown>>(em: EntityManager, sql: string, values: readonly unknown[] = []): Promise<T[]> {
  const trx = em.getTransactionContext() as Knex.Transaction | undefined;
  const connection = trx && !trx.isCompleted() ? await connectionOf(trx) : null;
  if (!connection) return rawQuery<T>(em, sql, values);
  const step = stepOf(connection, sql, values);
  const result = await queryAndCommit(connection, step);
  return result ? (result.rows as T[]) : rawQuery<T>(em, sql, values);
}

/**
 * A write whose rows nobody reads, inside a transaction: held on the transaction's connection and
 * sent with its next statement (at the latest its COMMIT), in the same round trip. Its error is
 * that statement's error, turned by `mapError`; outside a transaction it runs at once.
 */
export async function rawWrite(em: EntityManager, sql: string, values: readonly unknown[], mapError?: (error: unknown) => unknown): Promise<void> {
  const trx = em.getTransactionContext() as Knex.Transaction | undefined;
  const connection = trx && !trx.isCompleted() ? await connectionOf(trx) : null;
  if (connection && deferWrite(connection, { ...stepOf(connection, sql, values), mapError })) return;
  try {
    await rawQuery(em, sql, values);
  } catch (error) {
    throw mapError ? mapError(error) : error;
  }
}

/** The statement as `pg` sends it: `$n` placeholders and, on a connection that prepares, a name once it repeats. */
function stepOf(connection: object, sql: string, values: readonly unknown[]): PipelineStep {
  const text = numbered(sql);
  return { text, values, name: preparing.has(connection) ? statementName(text) : undefined };
}

/**
 * The session has the statement though this connection's record missed its ParseComplete (a
 * connection lost mid-answer, embedded): record it, so only this command fails, not every later one.
 * A batch (it went out with held statements) records the name of the statement that failed itself.
 */
function notedIfPrepared(connection: object, step: PipelineStep, error: unknown): void {
  if (step.name && !fromBatch(error) && (error as { code?: string }).code === "42P05") notePrepared(connection, step.name, step.text);
}

/** The `pg` connection a knex transaction holds (its transaction client hands out only that one). */
interface PgConnection {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Connections whose statements are prepared: `rawQuery` gives a statement sent more than once a
 * name, so each connection parses it once (Parse on first use, then only Bind and Execute) and the
 * server reuses its parse and, after a few runs, its plan. A command's statements are the same texts
 * over and over; on Postgres this took about a quarter off the server's CPU per shopping mutation and
 * raised mutations per second by 35–45% (issue 14, bench/README.md).
 */
const preparing = new WeakSet<object>();

/**
 * Lets `rawQuery` name the statements of a new pool connection (a node-postgres `Client`). Embedded,
 * every connection speaks to PGlite's one session (`embedded-socket.ts`), so a statement one
 * connection prepared exists for all of them: they share one record of what is prepared
 * (`session`), or the next connection's Parse of that name would fail. Two connections never parse
 * at once there: named statements are sent only inside a transaction, whose BEGIN goes alone, and the
 * socket serves only the connection that holds the open transaction until it ends.
 */
function prepareStatements(connection: object, session: Record<string, string> | null): void {
  const wire = wireOf(connection);
  if (!wire) return;
  if (session) wire.parsedStatements = session;
  preparing.add(connection);
}

function notePrepared(connection: object, name: string, text: string): void {
  const wire = wireOf(connection);
  if (wire) wire.parsedStatements[name] = text;
}

/** A node-postgres `Client`'s protocol connection, which records the names its session has parsed (none for another driver). */
function wireOf(connection: object): { parsedStatements: Record<string, string> } | undefined {
  const wire = (connection as { connection?: { parsedStatements?: unknown } }).connection;
  return wire && typeof wire.parsedStatements === "object" && wire.parsedStatements !== null
    ? (wire as { parsedStatements: Record<string, string> })
    : undefined;
}

/** Names of statements sent more than once (null: seen once so far). */
const statementNames = new Map<string, string | null>();
/**
 * At most this many statements get names: each holds its parse tree and plan in every connection of
 * the pool, and texts that vary (a bulk insert's row count) must not fill the server's memory.
 */
const MAX_NAMED_STATEMENTS = 256;
let namedStatements = 0;
/** Names differ between processes, so two processes sharing one session (PGlite's) never meet one name. */
const PROCESS_TAG = randomBytes(4).toString("hex");

/** The text's statement name once it is sent a second time; none for one-off texts or past the bound. */
function statementName(text: string): string | undefined {
  const name = statementNames.get(text);
  if (name) return name;
  if (name === undefined) {
    if (statementNames.size < MAX_NAMED_STATEMENTS * 4) statementNames.set(text, null);
    return undefined;
  }
  if (namedStatements >= MAX_NAMED_STATEMENTS) return undefined;
  const named = `hearth_${PROCESS_TAG}_${++namedStatements}`;
  statementNames.set(text, named);
  return named;
}
const transactionConnections = new WeakMap<object, PgConnection | null>();

async function connectionOf(trx: Knex.Transaction): Promise<PgConnection | null> {
  let connection = transactionConnections.get(trx);
  if (connection === undefined) {
    const client = (trx as unknown as { client?: { acquireConnection?: () => Promise<unknown> } }).client;
    const candidate = (await client?.acquireConnection?.()) as PgConnection | undefined;
    connection = candidate && typeof candidate.query === "function" ? candidate : null;
    transactionConnections.set(trx, connection);
  }
  return connection;
}

const numberedStatements = new Map<string, string>();

/** `?` placeholders as `$1`, `$2`, … (knex's `positionBindings`), remembered per statement text. */
function numbered(sql: string): string {
  let text = numberedStatements.get(sql);
  if (text === undefined) {
    let count = 0;
    text = sql.replace(/(\\*)(\?)/g, (_match, escapes: string) => (escapes.length % 2 ? "?" : `$${++count}`));
    // Statements with a varying number of placeholders (`in (?, ?, …)`) must not grow this forever.
    if (numberedStatements.size >= 2_000) numberedStatements.clear();
    numberedStatements.set(sql, text);
  }
  return text;
}

/** SQL for a timestamptz column as text the way `Date.prototype.toISOString()` writes it (UTC, milliseconds, "Z"). */
export const isoTimestampSql = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A bytea column's value as a Buffer, however the driver hands it over: node-postgres gives a Buffer,
 * PGlite a Uint8Array, and a driver in text mode the `\\x…` hex form.
 */
export function byteaToBuffer(value: Buffer | Uint8Array | string): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (typeof value === "string") return Buffer.from(value.replace(/^\\x/, ""), "hex");
  return Buffer.from(value);
}

/** One migration: its name is recorded in the database once it has run, so never rename one. */
export interface MigrationEntry {
  name: string;
  class: new (...args: any[]) => Migration;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  entities: EntitySchema<any, any>[];
  /** The modules' own migrations; they run after the foundation ones, in name order. */
  migrations?: MigrationEntry[];
  logger: Logger;
  poolMax?: number;
}

/**
 * Opens Postgres through MikroORM and runs the migrations. Without a URL it starts PGlite
 * (Postgres compiled to WASM) persisted under dataDir and speaks to it over the Postgres wire
 * protocol through its own socket (`embedded-socket.ts`), so both modes share every line of SQL and ORM code.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? undefined : await startEmbedded(options.dataDir, options.logger);
  const url = options.databaseUrl ?? embedded!.url;
  // The statements PGlite's one session has prepared, whichever pool connection sent them.
  const embeddedSession: Record<string, string> = {};
  let orm: MikroORM;
  try {
    orm = await MikroORM.init({
      clientUrl: url,
      entities: options.entities,
      extensions: [Migrator],
      discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
      migrations: {
        migrationsList: orderedMigrations(options.migrations ?? []),
        transactional: true,
        allOrNothing: true,
        disableForeignKeys: false,
        snapshot: false,
        silent: true,
      },
      // Embedded PGlite runs one group of statements at a time; a small pool avoids queueing connections.
      pool: {
        min: 0,
        max: embedded ? 4 : (options.poolMax ?? 10),
        afterCreate(connection: object, done: (error: Error | null, connection: object) => void) {
          if (embedded) {
            prepareStatements(connection, embeddedSession);
            // The BEGIN goes alone: answered only once no other connection's transaction is open, so
            // no two connections send their first named statements (Parse) into the one session at once.
            deferStatements(connection, { begin: false });
            return done(null, connection);
          }
          // A URL may lead to another process's embedded PGlite (the bench does so): its one session
          // is shared with that process's connections and this pool's others, so no names there.
          const client = connection as { query(text: string, callback: (error: Error | null, result?: { rows: { v: string }[] }) => void): void };
          client.query("select version() as v", (error, result) => {
            const version = result?.rows[0]?.v ?? "";
            const postgres = !error && !/pglite|emscripten/i.test(version);
            if (postgres) prepareStatements(connection, null);
            deferStatements(connection, { begin: postgres });
            done(null, connection);
          });
        },
      },
      allowGlobalContext: false,
      debug: false,
    });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  await orm.getMigrator().up();
  options.logger.info({ mode: embedded ? "embedded" : "postgres" }, "database ready");

  return {
    orm,
    mode: embedded ? "embedded" : "postgres",
    url,
    em: () => orm.em.fork() as EntityManager,
    async ping() {
      try {
        await orm.em.fork().getConnection().execute("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

/** The foundation migrations (the event store and the first modules' tables), then the modules' own by name. */
export function orderedMigrations(moduleMigrations: MigrationEntry[]): MigrationEntry[] {
  const names = new Set<string>();
  const ordered = [...foundationMigrations, ...[...moduleMigrations].sort((a, b) => a.name.localeCompare(b.name))];
  for (const m of ordered) {
    if (names.has(m.name)) throw new Error(`Two migrations are named ${m.name}`);
    names.add(m.name);
  }
  return ordered;
}

async function startEmbedded(dataDir: string, logger: Logger) {
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.resolve(dataDir, "pg");
  await mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir);
  const socket = await serveEmbedded(db);
  const url = `postgres://postgres@${socket.address}/postgres`;
  logger.info({ dir }, "embedded Postgres (PGlite) started");
  return {
    url,
    async stop() {
      await socket.stop();
      await db.close();
    },
  };
}
