import { randomUUID } from "node:crypto";
import type { Database, EntityManager } from "./database.js";
import { ConcurrencyError } from "./errors.js";
import type { Logger } from "./logger.js";
import type { Metrics } from "./metrics.js";

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
  /** Called after commit with what was appended, in sequence order. Never throws into the command. */
  onCommitted(events: StoredEvent[]): void;
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

export class EventStore {
  private readonly projectionsByType = new Map<string, Projection[]>();

  constructor(private readonly options: EventStoreOptions) {
    for (const projection of options.projections) {
      for (const type of projection.handles) {
        const list = this.projectionsByType.get(type) ?? [];
        list.push(projection);
        this.projectionsByType.set(type, list);
      }
    }
  }

  get projections(): Projection[] {
    return this.options.projections;
  }

  /**
   * Runs `work` in one transaction that holds the household's sequence row for its whole length:
   * writers of one household commit one after another, so sequence order is commit order and a
   * reader that has seen N can never later find an event below N appear. Events are appended and
   * projected in the same transaction; subscribers hear of them only after commit.
   */
  async execute<R>(meta: CommandMeta, work: (tx: EventTransaction) => Promise<R>): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.executeOnce(meta, work);
      } catch (error) {
        // Two first deliveries of one idempotency key raced; the loser now finds the stored result.
        if (attempt < MAX_IDEMPOTENCY_RETRIES && isUniqueViolation(error, "command_results_pkey")) continue;
        throw error;
      }
    }
  }

  private async executeOnce<R>(meta: CommandMeta, work: (tx: EventTransaction) => Promise<R>): Promise<R> {
    const em = this.options.db.em();
    const scope = meta.idempotencyScope ?? meta.householdId;
    let committed: StoredEvent[] = [];
    const outcome = await em.transactional(async (tem) => {
      const txem = tem as EntityManager;
      // One statement creates the household's sequence row if needed and locks it (an upsert that
      // updates takes the row lock, as `select … for update` did), answering the last sequence.
      const [head] = await txem.execute<{ last_sequence: string }[]>(
        `insert into household_sequences as h (household_id, last_sequence) values (?, 0)
         on conflict (household_id) do update set last_sequence = h.last_sequence
         returning last_sequence`,
        [meta.householdId],
      );
      if (meta.idempotencyKey) {
        // Its own statement after the lock: a first delivery that committed while we waited is seen.
        const [stored] = await txem.execute<{ result: unknown }[]>(
          "select result from command_results where scope = ? and idempotency_key = ?",
          [scope, meta.idempotencyKey],
        );
        if (stored) return { replayed: true as const, result: stored.result as R };
      }
      const tx = new EventTransaction(txem, meta, Number(head.last_sequence), this);
      const result = await work(tx);
      const appended = tx.appended.length > 0;
      if (appended && meta.idempotencyKey) {
        await txem.execute(
          `with advanced as (update household_sequences set last_sequence = ? where household_id = ? returning 1)
           insert into command_results (scope, idempotency_key, result, recorded_at) values (?, ?, ?::jsonb, ?)`,
          [tx.lastSequence, meta.householdId, scope, meta.idempotencyKey, JSON.stringify(result ?? null), meta.now],
        );
      } else if (appended) {
        await txem.execute("update household_sequences set last_sequence = ? where household_id = ?", [
          tx.lastSequence,
          meta.householdId,
        ]);
      } else if (meta.idempotencyKey) {
        await txem.execute(
          "insert into command_results (scope, idempotency_key, result, recorded_at) values (?, ?, ?::jsonb, ?)",
          [scope, meta.idempotencyKey, JSON.stringify(result ?? null), meta.now],
        );
      }
      committed = tx.appended;
      return { replayed: false as const, result };
    });
    if (committed.length > 0) {
      for (const event of committed) this.options.metrics.eventsAppended.inc({ type: event.type });
      try {
        this.options.onCommitted(committed);
      } catch (error) {
        this.options.logger.error({ err: error }, "publishing committed events failed");
      }
    }
    return outcome.result;
  }

  /** @internal called by EventTransaction */
  async project(event: StoredEvent, em: EntityManager): Promise<void> {
    for (const projection of this.projectionsByType.get(event.type) ?? []) {
      await projection.apply(event, em);
    }
  }

  upcast(row: EventRow): StoredEvent {
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
      recordedAt: new Date(row.recorded_at).toISOString(),
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

  /** Every event in the order it was recorded, page by page (for rebuilding read models). */
  async *readAll(em: EntityManager, pageSize = 1000): AsyncGenerator<StoredEvent> {
    let after = 0;
    for (;;) {
      const rows = await em.execute<(EventRow & { id: string })[]>(
        "select * from events where id > ? order by id limit ?",
        [after, pageSize],
      );
      if (rows.length === 0) return;
      for (const row of rows) yield this.upcast(row);
      after = Number(rows[rows.length - 1].id);
    }
  }
}

/** The view a command handler has of the store inside its transaction. */
export class EventTransaction {
  readonly appended: StoredEvent[] = [];
  private readonly correlationId: string;
  /**
   * Last stored version and ownership of the streams loaded in this transaction. The household's
   * sequence lock keeps them true until commit for this household's writers; a writer of another
   * household on the same stream id still meets the unique (stream_id, stream_version) constraint.
   */
  private readonly known = new Map<string, { version: number; foreign: boolean }>();

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

  /** Folds a stream of this household into its current state and version (0 for a new stream). */
  async load<S>(streamId: string, evolve: (state: S, event: StoredEvent) => S, initial: S): Promise<{ state: S; version: number }> {
    // Every row of the stream, whoever owns it: its last version and owner spare append a query.
    const rows = await this.em.execute<EventRow[]>("select * from events where stream_id = ? order by stream_version", [streamId]);
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
   * Appends events to a stream and projects them. `expectedVersion` is the version the command was
   * decided on: a stale one is refused with ConcurrencyError, never merged.
   */
  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[]): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    let current = this.known.get(streamId);
    if (!current) {
      const [row] = await this.em.execute<{ version: number | null; household_id: string | null }[]>(
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
    try {
      await this.em.execute(
        `insert into events (household_id, sequence, stream_id, stream_version, type, schema_version, data, metadata, idempotency_key, recorded_at)
         values ${stored.map(() => "(?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)").join(", ")}`,
        values,
      );
    } catch (error) {
      if (isUniqueViolation(error, "events_stream_version_unique")) {
        throw new ConcurrencyError(streamId, actual, version);
      }
      throw error;
    }
    for (const record of stored) {
      await this.store.project(record, this.em);
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
