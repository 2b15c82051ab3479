import { rawQuery, rawWrite, type EntityManager } from "./database.js";
import type { Projection, ProjectionReplay, StoredEvent } from "./event-store.js";

/**
 * Row changes: a projection written as a pure function from an event to the changes it makes to its
 * rows. The same changes are interpreted twice, so the projection's logic exists once:
 * - live (`apply`, inside the command's transaction): each change becomes one SQL statement;
 * - rebuild (`replay`): the changes of every event are folded in memory into rows keyed by primary
 *   key, and the final rows are written with a few bulk INSERTs at the end.
 *
 * Rows use the tables' column names (snake_case). A value of `undefined` means "not given": an
 * insert leaves the column to its default, an update leaves it alone.
 */

export interface Table {
  name: string;
  /** Primary-key columns. */
  key: readonly string[];
  /** jsonb columns: their values are sent as JSON. */
  json?: readonly string[];
}

export type Row = Record<string, unknown>;

/** Column = value for each entry; an array value means "column in (…)". */
export type Where = Row;

/** How an upsert changes the existing row's column when the conflicting row is already there. */
export type Merge =
  /** the new row's value */
  | "new"
  /** the existing value plus this much */
  | { add: number }
  /** the new row's value, unless it equals this (then the existing one stays) */
  | { newUnless: unknown };

export type RowChange =
  | { op: "insert"; table: Table; row: Row }
  | { op: "update"; table: Table; where: Where; set: Row }
  | { op: "delete"; table: Table; where: Where }
  | { op: "upsert"; table: Table; row: Row; conflict: readonly string[]; update: Readonly<Record<string, Merge>> }
  /**
   * Changes that depend on current rows: `then` gets the rows with these primary keys (single-column
   * keys; undefined where there is none) and answers the changes. It may read only columns whose
   * value looks the same from the database and in memory (text, numbers stored as given, jsonb).
   */
  | { op: "derive"; table: Table; keys: readonly string[]; then(rows: (Row | undefined)[]): RowChange[] };

/** A projection defined by its row changes: `apply` runs them as SQL, `replay` folds them in memory. */
export function rowChangeProjection(definition: {
  name: string;
  tables: readonly Table[];
  handles: readonly string[];
  changes(event: StoredEvent): RowChange[];
}): Projection {
  return {
    name: definition.name,
    tables: definition.tables.map((t) => t.name),
    handles: definition.handles,
    async apply(event, em) {
      await runChanges(em, definition.changes(event));
    },
    changes: definition.changes,
    replay: {
      start() {
        const memory = new MemoryTables(definition.tables);
        return {
          fold: (event) => {
            for (const change of definition.changes(event)) memory.apply(change);
          },
          write: (em) => memory.write(em),
        };
      },
    } satisfies ProjectionReplay,
  };
}

// ---------------------------------------------------------------- live: one statement per change

const defined = (row: Row) => Object.entries(row).filter(([, v]) => v !== undefined);

function param(table: Table, column: string, value: unknown): { sql: string; value: unknown } {
  if (table.json?.includes(column)) return { sql: "?::jsonb", value: value === null ? null : JSON.stringify(value) };
  return { sql: "?", value };
}

function whereSql(table: Table, where: Where, values: unknown[]): string {
  return defined(where)
    .map(([column, value]) => {
      if (Array.isArray(value)) {
        values.push(...value);
        return value.length ? `${column} in (${value.map(() => "?").join(", ")})` : "false";
      }
      const p = param(table, column, value);
      values.push(p.value);
      return `${column} = ${p.sql}`;
    })
    .join(" and ");
}

/** The SQL statement of one change, with `?` placeholders. */
export function changeSql(change: Exclude<RowChange, { op: "derive" }>): { sql: string; values: unknown[] } {
  const { table } = change;
  const values: unknown[] = [];
  switch (change.op) {
    case "insert":
    case "upsert": {
      const entries = defined(change.row);
      const placeholders = entries.map(([column, value]) => {
        const p = param(table, column, value);
        values.push(p.value);
        return p.sql;
      });
      let sql = `insert into ${table.name} as t (${entries.map(([c]) => c).join(", ")}) values (${placeholders.join(", ")})`;
      if (change.op === "upsert") {
        const sets = Object.entries(change.update).map(([column, merge]) => {
          if (merge === "new") return `${column} = excluded.${column}`;
          if ("add" in merge) {
            values.push(merge.add);
            return `${column} = t.${column} + ?`;
          }
          const p = param(table, column, merge.newUnless);
          values.push(p.value);
          return `${column} = case when excluded.${column} = ${p.sql} then t.${column} else excluded.${column} end`;
        });
        sql += ` on conflict (${change.conflict.join(", ")}) do update set ${sets.join(", ")}`;
      }
      return { sql, values };
    }
    case "update": {
      const sets = defined(change.set).map(([column, value]) => {
        const p = param(table, column, value);
        values.push(p.value);
        return `${column} = ${p.sql}`;
      });
      return { sql: `update ${table.name} set ${sets.join(", ")} where ${whereSql(table, change.where, values)}`, values };
    }
    case "delete":
      return { sql: `delete from ${table.name} where ${whereSql(table, change.where, values)}`, values };
  }
}

/** One data-modifying SQL statement (`?` placeholders) and the tables it writes. */
export interface Statement {
  sql: string;
  values: unknown[];
  tables: readonly string[];
  /** Turns the error of the statement it goes out in into the one its caller expects. */
  mapError?: (error: unknown) => unknown;
}

/**
 * Runs the changes; `lead`, when given, are statements to run first in the same round trip (the event
 * store's append): they join the first statement as CTEs, or run alone before a change that must read.
 */
export async function runChanges(em: EntityManager, changes: RowChange[], lead: readonly Statement[] = []): Promise<void> {
  // Changes of different tables touch different rows, so consecutive ones go in one statement (a
  // data-modifying CTE each): an item's row and its list's revision are one round trip, not two.
  let batch: { sql: string; values: unknown[]; mapError?: (error: unknown) => unknown }[] = [...lead];
  const tables = new Set<string>(lead.flatMap((statement) => statement.tables));
  const flush = async () => {
    if (batch.length === 0) return;
    const last = batch[batch.length - 1];
    const sql = batch.length === 1 ? last.sql : `with ${batch.slice(0, -1).map((b, i) => `c${i} as (${b.sql})`).join(", ")} ${last.sql}`;
    const values = batch.flatMap((b) => b.values);
    const mapError = batch.find((b) => b.mapError)?.mapError;
    batch = [];
    tables.clear();
    // Nothing reads its rows: it goes out with the transaction's next statement (core/pg-pipeline.ts).
    await rawWrite(em, sql, values, mapError);
  };
  for (const change of changes) {
    if (change.op === "derive") {
      await flush();
      const [column] = change.table.key;
      const found = change.keys.length
        ? await rawQuery(em, `select * from ${change.table.name} where ${column} in (${change.keys.map(() => "?").join(", ")})`, change.keys)
        : [];
      const byKey = new Map(found.map((row) => [String(comparable(row[column])), row]));
      await runChanges(em, change.then(change.keys.map((key) => byKey.get(String(comparable(key))))));
      continue;
    }
    // A second change of one table may depend on the first (statements of one WITH do not see each other's rows).
    if (tables.has(change.table.name)) await flush();
    batch.push(changeSql(change));
    tables.add(change.table.name);
  }
  await flush();
}

// ---------------------------------------------------------------- rebuild: folded in memory

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value as the database compares it: uuids without case, dates by instant. */
function comparable(value: unknown): unknown {
  if (typeof value === "string") {
    if (value.length !== 36) return value;
    const lower = value.toLowerCase();
    return lower === value || UUID.test(value) ? lower : value;
  }
  if (value instanceof Date) return value.getTime();
  return value;
}

function keyOf(row: Row, columns: readonly string[]): string {
  if (columns.length === 1) return String(comparable(row[columns[0]]));
  return columns.map((c) => String(comparable(row[c]))).join("\u0000");
}

function matches(row: Row, where: Where): boolean {
  for (const column in where) {
    const value = where[column];
    if (value === undefined) continue;
    const actual = comparable(row[column]);
    if (actual === null || actual === undefined) return false;
    if (Array.isArray(value) ? !value.some((v) => comparable(v) === actual) : comparable(value) !== actual) return false;
  }
  return true;
}

class MemoryTable {
  readonly rows = new Map<string, Row>();
  /** Unique lookups by other columns (an upsert's conflict target): columns → key → primary key. */
  private readonly indexes = new Map<string, { columns: readonly string[]; keys: Map<string, string> }>();

  constructor(readonly table: Table) {}

  private index(columns: readonly string[]) {
    const name = columns.join(",");
    let index = this.indexes.get(name);
    if (!index) {
      index = { columns, keys: new Map() };
      for (const [pk, row] of this.rows) index.keys.set(keyOf(row, columns), pk);
      this.indexes.set(name, index);
    }
    return index;
  }

  private unindex(pk: string, row: Row) {
    if (this.indexes.size === 0) return;
    for (const index of this.indexes.values()) {
      const key = keyOf(row, index.columns);
      if (index.keys.get(key) === pk) index.keys.delete(key);
    }
  }

  private reindex(pk: string, row: Row) {
    if (this.indexes.size === 0) return;
    for (const index of this.indexes.values()) index.keys.set(keyOf(row, index.columns), pk);
  }

  insert(row: Row) {
    const pk = keyOf(row, this.table.key);
    if (this.rows.has(pk)) throw new Error(`duplicate key ${pk} in ${this.table.name} during replay`);
    const stored: Row = {};
    for (const column in row) if (row[column] !== undefined) stored[column] = row[column];
    this.rows.set(pk, stored);
    this.reindex(pk, stored);
  }

  /** The primary keys of the rows a where clause selects. */
  select(where: Where): string[] {
    const pkValues = this.table.key.map((c) => where[c]);
    if (this.table.key.length === 1 && pkValues[0] !== undefined) {
      // By primary key (or several): look up, then check the other columns.
      if (!Array.isArray(pkValues[0])) {
        const pk = String(comparable(pkValues[0]));
        const row = this.rows.get(pk);
        return row !== undefined && matches(row, where) ? [pk] : [];
      }
      return [...new Set(pkValues[0].map((v) => String(comparable(v))))].filter((pk) => {
        const row = this.rows.get(pk);
        return row !== undefined && matches(row, where);
      });
    }
    return [...this.rows].filter(([, row]) => matches(row, where)).map(([pk]) => pk);
  }

  update(pk: string, set: Row) {
    const row = this.rows.get(pk)!;
    this.unindex(pk, row);
    for (const column in set) if (set[column] !== undefined) row[column] = set[column];
    this.reindex(pk, row);
  }

  delete(pk: string) {
    const row = this.rows.get(pk);
    if (!row) return;
    this.unindex(pk, row);
    this.rows.delete(pk);
  }

  upsert(row: Row, conflict: readonly string[], update: Readonly<Record<string, Merge>>) {
    const pk = this.index(conflict).keys.get(keyOf(row, conflict));
    if (pk === undefined) return this.insert(row);
    const existing = this.rows.get(pk)!;
    const set: Row = {};
    for (const [column, merge] of Object.entries(update)) {
      const incoming = row[column] ?? null;
      if (merge === "new") set[column] = incoming;
      else if ("add" in merge) set[column] = existing[column] == null ? null : Number(existing[column]) + merge.add;
      else set[column] = incoming === merge.newUnless ? existing[column] : incoming;
    }
    this.update(pk, set);
  }
}

/** Rows of a projection's tables during a rebuild, keyed by primary key; written in bulk at the end. */
export class MemoryTables {
  private readonly tables = new Map<string, MemoryTable>();

  constructor(tables: readonly Table[]) {
    for (const table of tables) this.tables.set(table.name, new MemoryTable(table));
  }

  private of(table: Table): MemoryTable {
    const memory = this.tables.get(table.name);
    if (!memory) throw new Error(`table ${table.name} is not one of this projection's`);
    return memory;
  }

  apply(change: RowChange): void {
    const memory = this.of(change.table);
    switch (change.op) {
      case "derive":
        for (const next of change.then(change.keys.map((key) => memory.rows.get(String(comparable(key)))))) this.apply(next);
        return;
      case "insert":
        return memory.insert(change.row);
      case "upsert":
        return memory.upsert(change.row, change.conflict, change.update);
      case "update":
        for (const pk of memory.select(change.where)) memory.update(pk, change.set);
        return;
      case "delete":
        for (const pk of memory.select(change.where)) memory.delete(pk);
        return;
    }
  }

  rows(table: string): Row[] {
    return [...(this.tables.get(table)?.rows.values() ?? [])];
  }

  /**
   * Writes every row with multi-row INSERTs: each statement takes one JSON array of rows and turns
   * it into the table's row type (`json_populate_recordset`), so a statement carries thousands of
   * rows in one parameter. Rows are grouped by the columns they give, so a column an insert left out
   * still takes its default.
   */
  async write(em: EntityManager, rowsPerStatement = 5000): Promise<void> {
    for (const memory of this.tables.values()) {
      const groups = new Map<string, Row[]>();
      for (const row of memory.rows.values()) {
        const columns = Object.keys(row).sort().join(",");
        const group = groups.get(columns);
        if (group) group.push(row);
        else groups.set(columns, [row]);
      }
      for (const [columns, rows] of groups) {
        for (let i = 0; i < rows.length; i += rowsPerStatement) {
          await rawQuery(
            em,
            `insert into ${memory.table.name} (${columns}) select ${columns} from json_populate_recordset(null::${memory.table.name}, ?::json)`,
            [JSON.stringify(rows.slice(i, i + rowsPerStatement))],
          );
        }
      }
    }
  }
}
