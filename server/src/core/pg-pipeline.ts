/**
 * Several statements in one round trip on a node-postgres connection, and the statements of a
 * transaction that can wait for the next one.
 *
 * node-postgres sends a query only once the previous one has answered, so a command of six
 * statements is six round trips: each costs a write and a read on both sides of the socket, which
 * on this machine was the largest single part of a mutation's CPU (issue 14, bench/README.md).
 * The extended protocol lets a client send Parse/Bind/Execute for several statements and one Sync:
 * the server runs them in order and answers them together, and an error skips the rest up to the
 * Sync. A `Pipeline` is such a batch, queued on the client like any query (node-postgres takes any
 * object with `submit` and the `handle…` callbacks it routes the server's messages to).
 *
 * `deferStatements` lets a connection hold back what needs no answer yet:
 * - the `BEGIN;` that knex sends to open a transaction (only on a real Postgres: embedded, every
 *   connection shares PGlite's one session and its record of prepared names, and a BEGIN answered
 *   only once no other transaction is open keeps two connections from parsing one name at once);
 * - writes whose rows nobody reads (`deferWrite`: an event's append and its projections' changes).
 * Whatever is held is sent ahead of the connection's next statement, in the same pipeline; a COMMIT
 * with nothing held but the BEGIN sends nothing. Statements keep their order, so a later read sees
 * every earlier write. A held write's error is the error of the statement it went out with (mapped
 * by the write's own `mapError`), and a failed COMMIT pipeline rolls the transaction back.
 *
 * `queryAndCommit` ends a transaction with its last statement: what is held, that statement and a
 * COMMIT in one batch, for a command's answer that nothing in the transaction waits for.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const PgResult = require("pg/lib/result.js") as new (rowMode: string | undefined, types: unknown) => PgResultShape;
const { prepareValue } = require("pg/lib/utils.js") as { prepareValue(value: unknown): unknown };

interface PgResultShape {
  command: string | null;
  rowCount: number | null;
  rows: Record<string, unknown>[];
  fields: unknown[];
  addFields(fields: unknown[]): void;
  parseRow(row: unknown[]): Record<string, unknown>;
  addRow(row: Record<string, unknown>): void;
  addCommandComplete(message: unknown): void;
}

export interface PipelineStep {
  text: string;
  values?: readonly unknown[];
  /** A prepared statement's name: parsed once per connection, then only bound and executed. */
  name?: string;
  /** Turns this step's error into the one its caller expects (a held write's `mapError`). */
  mapError?: (error: unknown) => unknown;
}

export interface StepResult {
  command: string | null;
  rowCount: number | null;
  rows: Record<string, unknown>[];
  fields: unknown[];
}

/** The protocol side of a node-postgres `Client` (`client.connection`). */
interface PgWire {
  parsedStatements: Record<string, string>;
  stream: { cork?(): void; uncork?(): void };
  parse(config: { text: string; name?: string }): void;
  bind(config: { statement?: string; values: unknown[] }): void;
  describe(config: { type: "P"; name: string }): void;
  execute(config: { portal: string }): void;
  sync(): void;
  on(event: "parseComplete", listener: () => void): void;
  off(event: "parseComplete", listener: () => void): void;
}

type Callback = (error: Error | null, results?: StepResult[]) => void;

/** Errors a batch answered: it has already dealt with a statement name the session held. */
const batchErrors = new WeakSet<object>();

/** Whether `error` came from a batch (which records the names it meets itself). */
export function fromBatch(error: unknown): boolean {
  return typeof error === "object" && error !== null && batchErrors.has(error);
}

class Pipeline {
  private readonly results: PgResultShape[] = [];
  private index = 0;
  private settled = false;
  private parsing: ({ name: string; text: string } | null)[] = [];
  private wire: PgWire | null = null;
  private canceled: unknown = null;

  constructor(
    private readonly steps: readonly PipelineStep[],
    types: unknown,
    private readonly callback: Callback,
  ) {
    for (let i = 0; i < steps.length; i++) this.results.push(new PgResult(undefined, types));
  }

  /** Called by the client when it is this batch's turn; an answered error means nothing was sent. */
  submit(wire: PgWire): Error | null {
    let bound: unknown[][];
    try {
      bound = this.steps.map((step) => (step.values ?? []).map((value) => prepareValue(value)));
    } catch (error) {
      return error as Error;
    }
    const parsedHere = new Set<string>();
    for (const step of this.steps) {
      const previous = step.name ? wire.parsedStatements[step.name] : undefined;
      if (previous !== undefined && previous !== step.text) {
        return new Error(`Prepared statements must be unique - '${step.name}' was used for a different statement`);
      }
    }
    this.wire = wire;
    wire.on("parseComplete", this.onParseComplete);
    wire.stream.cork?.();
    try {
      this.steps.forEach((step, i) => {
        if (!step.name || (wire.parsedStatements[step.name] === undefined && !parsedHere.has(step.name))) {
          wire.parse({ text: step.text, name: step.name });
          // Every Parse answers a ParseComplete in order, up to the first error: unnamed ones too.
          this.parsing.push(step.name ? { name: step.name, text: step.text } : null);
          if (step.name) parsedHere.add(step.name);
        }
        wire.bind({ statement: step.name, values: bound[i] });
        wire.describe({ type: "P", name: "" });
        wire.execute({ portal: "" });
      });
      wire.sync();
    } finally {
      wire.stream.uncork?.();
    }
    return null;
  }

  /** Records each named statement as its Parse completes (the client records only its own queries' names). */
  private readonly onParseComplete = () => {
    const parsed = this.parsing.shift();
    if (parsed && this.wire) this.wire.parsedStatements[parsed.name] = parsed.text;
  };

  handleRowDescription(message: { fields: unknown[] }): void {
    this.results[this.index]?.addFields(message.fields);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    if (this.canceled) return;
    const result = this.results[this.index];
    if (!result) return;
    try {
      result.addRow(result.parseRow(message.fields));
    } catch (error) {
      this.canceled = error;
    }
  }

  handleCommandComplete(message: unknown): void {
    this.results[this.index]?.addCommandComplete(message);
    this.index++;
  }

  handleEmptyQuery(): void {
    this.index++;
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(): void {}

  handleCopyData(): void {}

  handleError(error: Error): void {
    const step = this.steps[this.index];
    // The session holds the name though this connection's record missed its ParseComplete (a
    // connection lost mid-answer, embedded): record it, so only this command fails, not every later one.
    if (step?.name && (error as { code?: string }).code === "42P05" && this.wire) this.wire.parsedStatements[step.name] = step.text;
    const mapped = step?.mapError ? step.mapError(error) : error;
    batchErrors.add(error);
    if (mapped && typeof mapped === "object") batchErrors.add(mapped);
    this.finish(mapped as Error);
  }

  handleReadyForQuery(): void {
    if (this.canceled) return this.finish(this.canceled as Error);
    this.finish(null);
  }

  private finish(error: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.wire?.off("parseComplete", this.onParseComplete);
    if (error) this.callback(error);
    else this.callback(null, this.results.map((r) => ({ command: r.command, rowCount: r.rowCount, rows: r.rows, fields: r.fields })));
  }
}

/** A node-postgres `Client` as far as this module uses it. */
interface PgClient {
  query(...args: any[]): any;
  connection: PgWire;
  _types?: unknown;
}

interface Held {
  begin: boolean;
  writes: PipelineStep[];
  /** The transaction's COMMIT went out with its last statement (`queryAndCommit`): knex's own is answered here. */
  committed: boolean;
}

const held = new WeakMap<object, Held>();
const originals = new WeakMap<object, PgClient["query"]>();

/** Sends `steps` in one round trip; answers each step's result in order (only the client's own query queue runs before it). */
function sendPipeline(client: PgClient, steps: readonly PipelineStep[]): Promise<StepResult[]> {
  const query = originals.get(client) ?? client.query.bind(client);
  return new Promise((resolve, reject) => {
    query.call(client, new Pipeline(steps, client._types, (error, results) => (error ? reject(error) : resolve(results!))));
  });
}

const BEGIN: PipelineStep = { text: "BEGIN" };
const COMMIT_STEP: PipelineStep = { text: "COMMIT" };
const COMMIT = /^\s*commit\b/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

/** What is held on `client`, as the steps to send ahead of its next statement (and forgets them). */
function takeHeld(client: object): PipelineStep[] {
  const state = held.get(client);
  if (!state || (!state.begin && state.writes.length === 0)) return [];
  const steps = state.begin ? [BEGIN, ...state.writes] : state.writes;
  state.begin = false;
  state.writes = [];
  return steps;
}

function hasHeld(client: object): boolean {
  const state = held.get(client);
  return !!state && (state.begin || state.writes.length > 0);
}

const doneResult = (command: string): StepResult => ({ command, rowCount: null, rows: [], fields: [] });

/**
 * Lets `client` hold back its transaction's BEGIN (when `begin` is set) and the writes given to
 * `deferWrite`, sending them with its next statement. Wraps the client's `query`, which knex and
 * `rawQuery` both call.
 */
export function deferStatements(client: object, options: { begin: boolean }): void {
  const pg = client as PgClient;
  if (originals.has(pg) || typeof pg.query !== "function" || !pg.connection) return;
  const query = pg.query;
  originals.set(pg, query);
  const state: Held = { begin: false, writes: [], committed: false };
  held.set(pg, state);
  pg.query = function (this: PgClient, config: unknown, values?: unknown, callback?: unknown) {
    if (config && typeof (config as { submit?: unknown }).submit === "function") return query.call(this, config, values, callback);
    const text = typeof config === "string" ? config : (config as { text?: string } | null)?.text;
    const done = typeof values === "function" ? values : typeof callback === "function" ? callback : undefined;
    const answer = (work: Promise<StepResult | StepResult[] | undefined>) => {
      if (!done) return work;
      work.then((result) => (done as (e: null, r: unknown) => void)(null, result), (error) => (done as (e: unknown) => void)(error));
      return undefined;
    };
    if (typeof text !== "string") return query.call(this, config, values, callback);
    if (state.committed && /^\s*begin\b/i.test(text)) state.committed = false;
    if (state.committed) {
      // The transaction ended with its last statement: knex's COMMIT (or a ROLLBACK, after an error
      // in the code that ran once the answer was read) has nothing left to do on the server, and
      // anything else would run outside the transaction, on its own.
      if (COMMIT.test(text) || ROLLBACK.test(text)) {
        state.committed = false;
        return answer(Promise.resolve(doneResult(COMMIT.test(text) ? "COMMIT" : "ROLLBACK")));
      }
      return answer(Promise.reject(afterCommitError()));
    }
    if (!plain(config, text)) {
      // What is held goes first, on its own.
      if (!hasHeld(this)) return query.call(this, config, values, callback);
      const steps = takeHeld(this);
      return answer(sendPipeline(this, steps).then(() => new Promise((resolve, reject) => query.call(this, config, typeof values === "function" ? undefined : values, (error: Error | null, result: StepResult) => (error ? reject(error) : resolve(result))))));
    }
    if (options.begin && text === "BEGIN;" && !state.begin && state.writes.length === 0) {
      state.begin = true;
      return answer(Promise.resolve(doneResult("BEGIN")));
    }
    if (ROLLBACK.test(text) && (state.begin || state.writes.length > 0)) {
      // Nothing held needs to reach the server: the transaction is being undone.
      state.writes = [];
      if (state.begin) {
        state.begin = false;
        return answer(Promise.resolve(doneResult("ROLLBACK")));
      }
      return query.call(this, config, values, callback);
    }
    if (COMMIT.test(text) && state.begin && state.writes.length === 0) {
      state.begin = false;
      return answer(Promise.resolve(doneResult("COMMIT")));
    }
    if (!hasHeld(this)) return query.call(this, config, values, callback);
    const steps = [...takeHeld(this), toStep(config, values)];
    const committing = COMMIT.test(text);
    const work = sendPipeline(this, steps).then(
      (results) => results[results.length - 1],
      async (error) => {
        // The COMMIT never ran (an earlier step failed): end the aborted transaction here, since knex
        // takes a failed COMMIT as the end of the transaction and returns the connection to the pool.
        if (committing) await new Promise<void>((resolve) => query.call(this, "ROLLBACK", () => resolve()));
        throw error;
      },
    );
    return answer(work);
  } as PgClient["query"];
}

const PLAIN_KEYS = new Set(["text", "values", "name"]);

/**
 * Whether a statement can join a pipeline: one statement (several in one text are a simple query's
 * privilege; a `;` inside a literal only sends it on its own), asking for nothing but rows as objects.
 */
function plain(config: unknown, text: string): boolean {
  if (text.trim().replace(/;\s*$/, "").includes(";")) return false;
  return typeof config === "string" || Object.keys(config as object).every((key) => PLAIN_KEYS.has(key));
}

function toStep(config: unknown, values: unknown): PipelineStep {
  if (typeof config === "string") return { text: config, values: Array.isArray(values) ? values : [] };
  const c = config as { text: string; values?: unknown[]; name?: string };
  return { text: c.text, values: c.values ?? (Array.isArray(values) ? values : []), name: c.name };
}

/**
 * Holds `step` on `client` (set up by `deferStatements`) to go out with the client's next statement;
 * false when the client holds nothing back, and the caller must send it itself.
 */
export function deferWrite(client: object, step: PipelineStep): boolean {
  const state = held.get(client);
  if (!state) return false;
  if (state.committed) throw afterCommitError();
  state.writes.push(step);
  return true;
}

/**
 * Ends the transaction with its last statement: sends everything held on `client`, then `step`, then
 * COMMIT, in one round trip, and answers `step`'s result (null when `client` holds nothing back: the
 * caller sends the statement itself, and the COMMIT goes as usual). Until then the COMMIT was a round
 * trip of its own, since the answer a command reads last must reach it before it may commit; this is
 * for a last statement whose rows nobody needs before the COMMIT, and nothing may be sent after it
 * (a statement is refused with an error; knex's own COMMIT is answered without a round trip).
 *
 * When any of them fails, the server skips the rest: the COMMIT either did not run (the transaction is
 * aborted, and knex's ROLLBACK ends it) or failed (the server ended the transaction; the ROLLBACK only
 * draws a warning). Either way nothing was committed, and the error is thrown.
 */
export async function queryAndCommit(client: object, step: PipelineStep): Promise<StepResult | null> {
  const state = held.get(client);
  if (!state) return null;
  const before = takeHeld(client);
  const results = await sendPipeline(client as PgClient, [...before, step, COMMIT_STEP]);
  state.committed = true;
  return results[before.length];
}

function afterCommitError(): Error {
  return new Error("A statement after its transaction's COMMIT (sent with the transaction's last statement) was refused");
}

/** Sends everything held on `client` and then `steps`, in one round trip; answers the results of `steps`. */
export async function pipeline(client: object, steps: readonly PipelineStep[]): Promise<StepResult[]> {
  const before = takeHeld(client);
  const results = await sendPipeline(client as PgClient, [...before, ...steps]);
  return results.slice(before.length);
}
