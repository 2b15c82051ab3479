import { randomUUID } from "node:crypto";
import { currentOperation } from "./command-operation.js";
import { isoTimestampSql, rawQueries, rawQuery, rawQueryAndCommit, rawWrite, type Database, type EntityManager } from "./database.js";
import { ConcurrencyError, idempotencyKeyReused, outcomeUnknown, serviceUnavailable, shuttingDown, unavailableFromConnection } from "./errors.js";
import { isUuid } from "./input-guard.js";
import type { Logger } from "./logger.js";
import type { Metrics } from "./metrics.js";
import { runChanges, type RowChange, type Statement } from "./row-changes.js";

/** An event about to be recorded. */
export interface NewEvent<T extends string = string, D = Record<string, unknown>> {
  type: T;
  data: D;
  /** Version of this event type's data shape; old shapes are upgraded on read. */
  schemaVersion?: number;
}

export interface EventMetadata {
  householdId: string;
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  /** The browser tab or device that asked for the change; lets a session tell its own changes apart. */
  clientId: string | null;
}

export interface StoredEvent<D = any> {
  householdId: string;
  /** Position in the household's gapless sequence: what subscribers resume from. */
  sequence: number;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: D;
  metadata: EventMetadata;
  idempotencyKey: string | null;
  recordedAt: string;
}

/** How events of some types become read-model rows, inside the transaction that records them. */
export interface Projection {
  name: string;
  /** Tables this projection owns; the rebuild empties them before replaying. */
  tables: string[];
  handles: readonly string[];
  apply(event: StoredEvent, em: EntityManager): Promise<void>;
  /**
   * Optional fast path for rebuilds (core/rebuild.ts): folds every event in memory and writes the
   * final rows in bulk at the end, instead of `apply` per event. It must give the same rows as
   * `apply` (share one definition, e.g. core/row-changes.ts), and no other projection may read its
   * tables while applying events (they are filled only at the end of the replay).
   */
  replay?: ProjectionReplay;
  /**
   * The row changes `apply` runs (projections written with core/row-changes.ts): the store sends the
   * changes of consecutive such projections of one event together (`runChanges`), instead of calling
   * `apply` on each.
   */
  changes?(event: StoredEvent): RowChange[];
}

export interface ProjectionReplay {
  /** A fresh replay over emptied tables. */
  start(): ProjectionReplayRun;
}

export interface ProjectionReplayRun {
  /** Takes the next event (in recorded order) of a type the projection handles. */
  fold(event: StoredEvent): void;
  /** Writes the folded rows, inside the rebuild's transaction. */
  write(em: EntityManager): Promise<void>;
}

/** Upgrades an event's stored data of an older schema version to the current shape. */
export type Upcaster = (data: any, schemaVersion: number) => any;

export interface CommandMeta {
  householdId: string;
  actorId: string | null;
  /** The command's time: deciders never read the clock. */
  now: Date;
  correlationId?: string;
  causationId?: string | null;
  clientId?: string | null;
  /** The same key twice records the change once and answers the first result. */
  idempotencyKey?: string | null;
  /** Where the key is unique; defaults to the household. */
  idempotencyScope?: string;
}

export type ExpectedVersion = number | "any";

export interface EventStoreOptions {
  db: Database;
  projections: Projection[];
  upcasters?: Record<string, Upcaster>;
  logger: Logger;
  metrics: Metrics;
  /**
   * Called after commit with what was appended, in sequence order. Never throws into the command.
   * A promise it answers is awaited before the command answers (errors only logged).
   */
  onCommitted(events: StoredEvent[]): void | Promise<void>;
}

interface EventRow {
  household_id: string;
  sequence: string | number;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: any;
  metadata: any;
  idempotency_key: string | null;
  recorded_at: Date | string;
}

const MAX_IDEMPOTENCY_RETRIES = 2;
/** How long a command whose COMMIT went unanswered waits for the database to learn whether it was stored. */
const IN_DOUBT_WAIT_MS = 15_000;

export class EventStore {
  private readonly projectionsByType = new Map<string, Projection[]>();
  /** Set near the end of a shutdown's grace period: commands not yet begun are refused with a 503. */
  private refusing = false;

  constructor(private readonly options: EventStoreOptions) {
    for (const projection of options.projections) {
      for (const type of projection.handles) {
        const list = this.projectionsByType.get(type) ?? [];
        list.push(projection);
        this.projectionsByType.set(type, list);
      }
    }
  }

  /**
   * Shutdown: every command that has not begun its transaction yet is refused (503, nothing written),
   * so callers still waiting when the grace period ends get an answer instead of a dropped socket.
   * Commands already inside their transaction finish.
   */
  refuseNewCommands(): void {
    this.refusing = true;
  }

  get projections(): Projection[] {
    return this.options.projections;
  }

  /**
   * Runs `work` in one transaction that holds the household's sequence row for its whole length:
   * writers of one household commit one after another, so sequence order is commit order and a
   * reader that has seen N can never later find an event below N appear. Events are appended and
   * projected in the same transaction; subscribers hear of them only after commit.
   *
   * `reads`, when given, names the streams `work` will load: they are read in the round trip that
   * takes the lock (after it, so nothing a writer of the household committed before is missed) and
   * kept for their `load`s, as `tx.prefetch` would.
   */
  async execute<R>(meta: CommandMeta, work: (tx: EventTransaction) => Promise<R>, reads?: CommandReads): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.executeOnce(meta, work, reads);
      } catch (error) {
        // Two first deliveries of one idempotency key raced; the loser now finds the stored result.
        if (attempt < MAX_IDEMPOTENCY_RETRIES && isUniqueViolation(error, "command_results_pkey")) continue;
        throw error;
      }
    }
  }

  private async executeOnce<R>(meta: CommandMeta, work: (tx: EventTransaction) => Promise<R>, reads?: CommandReads): Promise<R> {
    if (this.refusing) throw shuttingDown();
    const em = this.options.db.em();
    const scope = meta.idempotencyScope ?? meta.householdId;
    const operation = meta.idempotencyKey ? currentOperation() : null;
    let committed: StoredEvent[] = [];
    let hooks: ((events: StoredEvent[]) => void)[] = [];
    // Set once the work is done and only COMMIT is left: a connection lost after this point leaves
    // the outcome in doubt (COMMIT may have reached Postgres), and the command finds out before answering.
    let readyToCommit = false;
    let decided: R | undefined;
    let current: EventTransaction | undefined;
    const transaction = em.transactional(async (tem) => {
      const txem = tem as EntityManager;
      // It may have waited for a connection while the instance began to stop: nothing is written yet.
      if (this.refusing) throw shuttingDown();
      // One statement creates the household's sequence row if needed and locks it (an upsert that
      // updates takes the row lock, as `select … for update` did), answering the last sequence. The
      // statements after it go in the same round trip (core/pg-pipeline.ts, with the BEGIN on
      // Postgres), each with its own snapshot taken once the lock is held: a first delivery of the
      // idempotency key, or an event of the streams, committed while we waited is seen.
      const statements: { sql: string; values: unknown[] }[] = [
        {
          sql: `insert into household_sequences as h (household_id, last_sequence) values (?, 0)
         on conflict (household_id) do update set last_sequence = h.last_sequence
         returning last_sequence`,
          values: [meta.householdId],
        },
      ];
      if (meta.idempotencyKey) {
        statements.push({ sql: "select result, operation from command_results where scope = ? and idempotency_key = ?", values: [scope, meta.idempotencyKey] });
      }
      const prefetch = reads ? prefetchStatement(reads.streams, reads.related) : null;
      if (prefetch) statements.push(prefetch);
      const answers = await rawQueries(txem, statements);
      const [head] = answers[0] as { last_sequence: string }[];
      if (meta.idempotencyKey) {
        const [stored] = answers[1] as { result: unknown; operation: string | null }[];
        if (stored) {
          // The key names one change: sent again with another operation, the first one's answer is no answer.
          if (stored.operation && operation && stored.operation !== operation) throw idempotencyKeyReused();
          return { replayed: true as const, result: stored.result as R };
        }
      }
      const tx = new EventTransaction(txem, meta, Number(head.last_sequence), this);
      current = tx;
      if (prefetch) tx.keepPrefetched(reads!.streams, answers[answers.length - 1] as unknown as EventRow[]);
      const result = await work(tx);
      // Each append advanced the sequence row in its own INSERT statement; only the stored answer is left.
      if (meta.idempotencyKey) {
        // Goes out with the COMMIT; a twin delivery's committed key fails it there, and `execute` retries.
        await rawWrite(
          txem,
          "insert into command_results (scope, idempotency_key, result, recorded_at, operation) values (?, ?, ?::jsonb, ?, ?)",
          [scope, meta.idempotencyKey, JSON.stringify(result ?? null), meta.now, operation],
        );
      }
      committed = tx.appended;
      hooks = tx.committedHooks;
      decided = result;
      readyToCommit = true;
      return { replayed: false as const, result };
    });
    let outcome: { replayed: boolean; result: R };
    try {
      outcome = await transaction;
    } catch (error) {
      if (!readyToCommit) throw error;
      // A COMMIT that went with the answer's read (`answerRows`) and lost its connection was settled
      // there already: the events were stored, and the answer read again.
      if (!current?.settledAfterLostCommit) {
        if (!unavailableFromConnection(error)) throw error;
        // Nothing appended (no first event): nothing to lose, a plain 503, and a retry with the key
        // answers any stored result.
        await this.settleLostCommit(committed[0]);
      }
      outcome = { replayed: false, result: decided as R };
    }
    for (const hook of hooks) {
      try {
        hook(committed);
      } catch (error) {
        this.options.logger.error({ err: error }, "after-commit hook failed");
      }
    }
    if (committed.length > 0) {
      for (const event of committed) this.options.metrics.eventsAppended.inc({ type: event.type });
      try {
        const pending = this.options.onCommitted(committed);
        if (pending) await pending;
      } catch (error) {
        this.options.logger.error({ err: error }, "publishing committed events failed");
      }
    }
    return outcome.result;
  }

  /**
   * @internal After a COMMIT whose answer was lost with the connection: returns once `first` (the
   * command's first event; none: nothing was written) is known to be stored. Throws a 503 when it is
   * not, and the "outcome unknown" 503 when the database stays out of reach.
   */
  async settleLostCommit(first: StoredEvent | undefined): Promise<void> {
    if (!first) throw serviceUnavailable();
    const stored = await this.wasCommitted(first);
    if (stored === false) throw serviceUnavailable();
    if (stored === null) throw outcomeUnknown();
    this.options.logger.warn({ householdId: first.householdId, sequence: first.sequence }, "commit answer lost; the events were stored");
  }

  /** @internal A fresh entity manager, outside any transaction. */
  freshEm(): EntityManager {
    return this.options.db.em();
  }

  /**
   * After a COMMIT whose answer was lost with the connection: whether `first` (the command's first
   * event) is stored, asked on a fresh connection as soon as the database answers again. The lost
   * connection's transaction can no longer commit (its socket is gone), so the answer is final.
   * Null when the database stays out of reach for IN_DOUBT_WAIT_MS.
   */
  private async wasCommitted(first: StoredEvent): Promise<boolean | null> {
    const deadline = Date.now() + IN_DOUBT_WAIT_MS;
    for (;;) {
      try {
        const rows = await rawQuery(
          this.options.db.em(),
          "select 1 from events where household_id = ? and sequence = ? and metadata->>'correlationId' = ?",
          [first.householdId, first.sequence, first.metadata.correlationId],
        );
        return rows.length > 0;
      } catch (error) {
        if (!unavailableFromConnection(error) || Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  /**
   * @internal Called by EventTransaction: projects one event in its command's transaction. `lead` (the append of the event) goes in the same
   * statement as the row changes of the projections that come first, so appending and projecting an
   * event is one round trip; a projection with its own `apply` gets the lead run before it.
   */
  async project(event: StoredEvent, em: EntityManager, lead: readonly Statement[] = []): Promise<void> {
    let changes: RowChange[] = [];
    let first = lead;
    for (const projection of this.projectionsByType.get(event.type) ?? []) {
      if (projection.changes) {
        changes.push(...projection.changes(event));
        continue;
      }
      if (changes.length > 0 || first.length > 0) await runChanges(em, changes, first);
      changes = [];
      first = [];
      await projection.apply(event, em);
    }
    if (changes.length > 0 || first.length > 0) await runChanges(em, changes, first);
  }

  /** The projections that handle events of a type, in registration order. */
  projectionsOf(type: string): readonly Projection[] {
    return this.projectionsByType.get(type) ?? [];
  }

  upcast(row: EventRow): StoredEvent {
    return this.fromRow(row, new Date(row.recorded_at).toISOString());
  }

  /** A stored row as an event of the current shape; `recordedAt` is the row's time as an ISO string. */
  private fromRow(row: Omit<EventRow, "recorded_at">, recordedAt: string): StoredEvent {
    const upcaster = this.options.upcasters?.[row.type];
    const data = typeof row.data === "string" ? JSON.parse(row.data) : row.data;
    const metadata = typeof row.metadata === "string" ? JSON.parse(row.metadata) : row.metadata;
    return {
      householdId: row.household_id,
      sequence: Number(row.sequence),
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      type: row.type,
      schemaVersion: row.schema_version,
      data: upcaster ? upcaster(data, row.schema_version) : data,
      metadata,
      idempotencyKey: row.idempotency_key,
      recordedAt,
    };
  }

  /** The stored answer of an idempotent command already applied, if any. */
  async storedResult<R>(scope: string, idempotencyKey: string): Promise<R | undefined> {
    const [row] = await this.options.db
      .em()
      .execute<{ result: R }[]>("select result from command_results where scope = ? and idempotency_key = ?", [
        scope,
        idempotencyKey,
      ]);
    return row?.result;
  }

  /**
   * Forgets the stored answers of idempotent commands recorded before `before`, a batch at a time
   * (one short statement each, so no long lock on a big table); answers how many. A key older than
   * that is a new change if it ever comes again: the retention must outlast the longest a device may
   * hold a change it sent but never heard back about.
   */
  async pruneCommandResults(before: Date, batchSize = 5_000): Promise<number> {
    let pruned = 0;
    for (;;) {
      const rows = await this.options.db.em().execute<{ n: string }[]>(
        `with gone as (
           delete from command_results where ctid in (select ctid from command_results where recorded_at < ? limit ?) returning 1
         ) select count(*)::text as n from gone`,
        [before.toISOString(), batchSize],
      );
      const n = Number(rows[0]?.n ?? 0);
      pruned += n;
      if (n < batchSize) return pruned;
    }
  }

  /** A household's events after `afterSequence`, in order. */
  async readHousehold(householdId: string, afterSequence: number, limit = 500): Promise<StoredEvent[]> {
    const rows = await this.options.db
      .em()
      .execute<EventRow[]>(
        "select * from events where household_id = ? and sequence > ? order by sequence limit ?",
        [householdId, afterSequence, limit],
      );
    return rows.map((row) => this.upcast(row));
  }

  /** The last sequence number committed in a household (0 when it has none). */
  async headOf(householdId: string): Promise<number> {
    const [row] = await this.options.db
      .em()
      .execute<{ last_sequence: string }[]>("select last_sequence from household_sequences where household_id = ?", [
        householdId,
      ]);
    return row ? Number(row.last_sequence) : 0;
  }

  /** The last sequence committed in each of these households, in one statement (absent: none yet). */
  async headsOf(householdIds: readonly string[]): Promise<Map<string, number>> {
    const ids = householdIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.options.db
      .em()
      .execute<{ household_id: string; last_sequence: string }[]>(
        "select household_id, last_sequence from household_sequences where household_id = any(?::uuid[])",
        [`{${ids.join(",")}}`],
      );
    return new Map(rows.map((row) => [row.household_id, Number(row.last_sequence)]));
  }

  /**
   * Every event in the order it was recorded, a page at a time (keyset pagination on id: one query
   * per page). Each page comes as one JSON text (one parse instead of a row and a few type parsers per
   * event), and the next page is asked for before this one is handed over, so a Postgres server
   * reads it while the caller folds this one.
   */
  async *readAllPages(em: EntityManager, pageSize = 10_000): AsyncGenerator<StoredEvent[]> {
    const fetch = async (after: string) => {
      const [page] = await rawQuery<{ last: string | null; events: string | null }>(
        em,
        `select max(id)::text as last,
                json_agg(json_build_array(household_id, sequence, stream_id, stream_version, type, schema_version, data, metadata, idempotency_key,
                                          ${isoTimestampSql("recorded_at")}) order by id)::text as events
           from (select * from events where id > ? order by id limit ?) page`,
        [after, pageSize],
      );
      return page;
    };
    // A page asked for ahead may fail after the caller stopped (its transaction ended): never unhandled.
    const ahead = (after: string) => {
      const promise = fetch(after);
      promise.catch(() => undefined);
      return promise;
    };
    let next = ahead("0");
    for (;;) {
      const page = await next;
      if (!page.last || !page.events) return;
      const rows = JSON.parse(page.events) as unknown[][];
      next = rows.length < pageSize ? Promise.resolve({ last: null, events: null }) : ahead(page.last);
      // The time comes formatted as toISOString() would (UTC, milliseconds, "Z").
      yield rows.map((r) =>
        this.fromRow(
          {
            household_id: r[0] as string,
            sequence: r[1] as number,
            stream_id: r[2] as string,
            stream_version: r[3] as number,
            type: r[4] as string,
            schema_version: r[5] as number,
            data: r[6],
            metadata: r[7],
            idempotency_key: r[8] as string | null,
          },
          r[9] as string,
        ),
      );
    }
  }
}

/**
 * Streams that events of the prefetched streams point at: `select` is an SQL expression over the row
 * alias `e` (an event of one of the named streams whose type is among `types`) answering a stream id.
 */
export interface RelatedStreams {
  select: string;
  types: readonly string[];
}

/** What a command will load, read in the round trip that opens its transaction (see `EventStore.execute`). */
export interface CommandReads {
  streams: string[];
  related?: RelatedStreams;
}

/** The statement that reads every row of the streams (and of the related ones), in stream order. */
function prefetchStatement(streamIds: string[], related?: RelatedStreams): { sql: string; values: unknown[] } | null {
  const ids = [...new Set(streamIds)];
  if (ids.length === 0) return null;
  const named = ids.map(() => "?").join(", ");
  return related
    ? {
        sql: `select * from (
             select * from events where stream_id in (${named})
             union all
             select * from events where stream_id not in (${named}) and stream_id in (
               select ${related.select} from events e where e.stream_id in (${named}) and e.type in (${related.types.map(() => "?").join(", ")}))
           ) s order by stream_id, stream_version`,
        values: [...ids, ...ids, ...ids, ...related.types],
      }
    : { sql: `select * from events where stream_id in (${named}) order by stream_id, stream_version`, values: ids };
}

/** The view a command handler has of the store inside its transaction. */
export class EventTransaction {
  readonly appended: StoredEvent[] = [];
  /** @internal Run once the transaction has committed (see `afterCommit`). */
  readonly committedHooks: ((events: StoredEvent[]) => void)[] = [];
  private readonly correlationId: string;
  /**
   * Last stored version and ownership of the streams loaded in this transaction. The household's
   * sequence lock keeps them true until commit for this household's writers; a writer of another
   * household on the same stream id still meets the unique (stream_id, stream_version) constraint.
   */
  private readonly known = new Map<string, { version: number; foreign: boolean }>();
  /** Rows of streams read ahead by `prefetch`, waiting for their `load`. */
  private readonly prefetched = new Map<string, EventRow[]>();
  /** @internal Set by `answerRows` once a COMMIT lost with its connection is known to have been stored. */
  settledAfterLostCommit = false;

  constructor(
    readonly em: EntityManager,
    readonly meta: CommandMeta,
    public lastSequence: number,
    private readonly store: EventStore,
  ) {
    this.correlationId = meta.correlationId ?? randomUUID();
  }

  get householdId(): string {
    return this.meta.householdId;
  }

  /** The command carries an idempotency key: its answer is stored, and a retry is answered with it. */
  get idempotent(): boolean {
    return Boolean(this.meta.idempotencyKey);
  }

  /**
   * Whether a stream loaded in this transaction has events of another household (its id is taken).
   * Answers from the rows `load` already read, so a command that loads a stream it may create needs
   * no separate "is this id free" query.
   */
  isForeign(streamId: string): boolean {
    const known = this.known.get(streamId);
    if (!known) throw new Error(`stream ${streamId} was not loaded in this transaction`);
    return known.foreign;
  }

  /**
   * Reads several streams in one statement ahead of their `load`s (each prefetched stream is used by
   * the next `load` of it, once). `related`, when given, also reads the streams that events of the
   * named streams point at: `select` is an SQL expression over the row alias `e` (an event of one of
   * the named streams whose type is among `types`) answering a stream id. A stream not prefetched is
   * loaded by its own query as before. Rows read ahead stay good across this transaction's appends:
   * `load` folds the events this transaction appended on top of them, and no other writer of the
   * household can append while it holds the sequence lock.
   */
  async prefetch(streamIds: string[], related?: RelatedStreams): Promise<void> {
    // Streams read ahead already (by `execute`'s `reads`, with the same `related`) are not read again.
    if (streamIds.every((id) => this.prefetched.has(id))) return;
    const statement = prefetchStatement(streamIds, related);
    if (!statement) return;
    this.keepPrefetched(streamIds, await rawQuery<EventRow>(this.em, statement.sql, statement.values));
  }

  /** @internal The rows of `prefetchStatement(streamIds)`, kept for the streams' next `load`s. */
  keepPrefetched(streamIds: string[], rows: EventRow[]): void {
    for (const id of streamIds) this.prefetched.set(id, []);
    for (const row of rows) {
      const list = this.prefetched.get(row.stream_id) ?? [];
      list.push(row);
      this.prefetched.set(row.stream_id, list);
    }
  }

  /**
   * The command's answer, read as its transaction's last statement. Without an idempotency key it
   * goes out with the COMMIT, in one round trip (`rawQueryAndCommit`, core/pg-pipeline.ts); with one,
   * the stored answer is written after it, so it is read as any statement. Nothing may be read or
   * written in the transaction after it, and the command's code after it must not fail: from here on
   * the command may have committed.
   */
  async answerRows<T = Record<string, unknown>>(sql: string, values: readonly unknown[] = []): Promise<T[]> {
    if (this.idempotent) return rawQuery<T>(this.em, sql, values);
    // Entity changes MikroORM would flush ahead of its COMMIT go now, ahead of this one.
    await this.em.flush();
    try {
      return await rawQueryAndCommit<T>(this.em, sql, values);
    } catch (error) {
      if (!unavailableFromConnection(error)) throw error;
      // The connection was lost with the COMMIT on it: find out whether it was stored (as `execute`
      // does for a lost COMMIT), and if so read the answer again, outside the lost transaction.
      await this.store.settleLostCommit(this.appended[0]);
      this.settledAfterLostCommit = true;
      return rawQuery<T>(this.store.freshEm(), sql, values);
    }
  }

  /**
   * Runs `hook` with the appended events once this transaction has committed, before subscribers
   * hear of them; never when it rolls back (or is answered from a stored idempotent result).
   */
  afterCommit(hook: (events: StoredEvent[]) => void): void {
    this.committedHooks.push(hook);
  }

  /** Folds a stream of this household into its current state and version (0 for a new stream). */
  async load<S>(streamId: string, evolve: (state: S, event: StoredEvent) => S, initial: S): Promise<{ state: S; version: number }> {
    // Every row of the stream, whoever owns it: its last version and owner spare append a query.
    const cached = this.prefetched.get(streamId);
    this.prefetched.delete(streamId);
    const rows =
      cached ?? (await rawQuery<EventRow>(this.em, "select * from events where stream_id = ? order by stream_version", [streamId]));
    let state = initial;
    let version = 0;
    let foreign = false;
    for (const row of rows) {
      if (row.household_id !== this.householdId) {
        foreign = true;
        continue;
      }
      const event = this.store.upcast(row);
      state = evolve(state, event);
      version = event.streamVersion;
    }
    this.known.set(streamId, { version: rows.length ? rows[rows.length - 1].stream_version : 0, foreign });
    for (const event of this.appended) {
      if (event.streamId === streamId) {
        state = evolve(state, event);
        version = event.streamVersion;
      }
    }
    return { state, version };
  }

  /**
   * A stream this command creates under an id it has just generated (a random UUID): known to be
   * empty without reading it. Were it not, the append's unique (stream, version) would refuse it.
   */
  newStream(streamId: string): void {
    if (this.known.has(streamId) || this.appended.some((e) => e.streamId === streamId)) {
      throw new Error(`stream ${streamId} was already used in this transaction`);
    }
    this.known.set(streamId, { version: 0, foreign: false });
  }

  /**
   * Appends events to a stream and projects them. `expectedVersion` is the version the command was
   * decided on: a stale one is refused with ConcurrencyError, never merged.
   */
  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[]): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    let current = this.known.get(streamId);
    if (!current) {
      const [row] = await rawQuery<{ version: number | null; household_id: string | null }>(
        this.em,
        "select max(stream_version) as version, min(household_id::text) as household_id from events where stream_id = ?",
        [streamId],
      );
      current = { version: row?.version ?? 0, foreign: !!row?.household_id && row.household_id !== this.householdId };
    }
    const pendingVersion = this.appended.filter((e) => e.streamId === streamId).at(-1)?.streamVersion;
    const actual = pendingVersion ?? current.version;
    if (current.foreign) {
      throw new Error(`stream ${streamId} belongs to another household`);
    }
    if (expectedVersion !== "any" && expectedVersion !== actual) {
      throw new ConcurrencyError(streamId, expectedVersion, actual);
    }
    const metadata: EventMetadata = {
      householdId: this.householdId,
      actorId: this.meta.actorId,
      correlationId: this.correlationId,
      causationId: this.meta.causationId ?? null,
      clientId: this.meta.clientId ?? null,
    };
    const recordedAt = this.meta.now.toISOString();
    const stored: StoredEvent[] = [];
    let version = actual;
    for (const event of events) {
      version += 1;
      this.lastSequence += 1;
      stored.push({
        householdId: this.householdId,
        sequence: this.lastSequence,
        streamId,
        streamVersion: version,
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata,
        idempotencyKey: this.meta.idempotencyKey ?? null,
        recordedAt,
      });
    }
    // All of them in one statement, then projected one by one in order.
    const metadataJson = JSON.stringify(metadata);
    const values: unknown[] = [];
    for (const record of stored) {
      values.push(
        record.householdId,
        record.sequence,
        record.streamId,
        record.streamVersion,
        record.type,
        record.schemaVersion,
        JSON.stringify(record.data),
        metadataJson,
        record.idempotencyKey,
        this.meta.now,
      );
    }
    // One statement appends them, advances the household's sequence row (locked by this transaction
    // since it began) and makes the first event's leading row changes: data-modifying CTEs always run,
    // and none of those changes touches `events` or `household_sequences`. Then the rest are projected
    // one by one in order.
    // The append goes out with the transaction's next statement (core/pg-pipeline.ts), so its error
    // may arrive there: a unique (stream, version) refusal is still this append's ConcurrencyError.
    const mapError = (error: unknown) => (isUniqueViolation(error, "events_stream_version_unique") ? new ConcurrencyError(streamId, actual, version) : error);
    const append: Statement[] = [
      {
        sql: "update household_sequences set last_sequence = ? where household_id = ?",
        values: [this.lastSequence, this.householdId],
        tables: ["household_sequences"],
        mapError,
      },
      {
        sql: `insert into events (household_id, sequence, stream_id, stream_version, type, schema_version, data, metadata, idempotency_key, recorded_at)
         values ${stored.map(() => "(?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)").join(", ")}`,
        values,
        tables: ["events"],
        mapError,
      },
    ];
    for (const [index, record] of stored.entries()) {
      await this.store.project(record, this.em, index === 0 ? append : []);
      this.appended.push(record);
    }
    return stored;
  }
}

/** True when a database error is a unique violation (optionally of one named constraint). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; name?: string } | null;
  if (!e) return false;
  const unique = e.code === "23505" || e.name === "UniqueConstraintViolationException";
  if (!unique) return false;
  return constraint === undefined || e.constraint === constraint || (e.message ?? "").includes(constraint);
}
