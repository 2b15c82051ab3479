import { rawQuery, type Database, type EntityManager } from "./database.js";
import type { EventStore, Projection, ProjectionReplayRun } from "./event-store.js";

/**
 * Rows of every read-model table, for comparing live tables with rebuilt ones: a table is a set of
 * rows, so each is sorted by its whole content (rows that tie on their first column, such as a
 * household's months, may be stored in any order).
 */
export async function snapshotReadModels(em: EntityManager, tables: string[]): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of [...tables].sort()) {
    const rows = await em.execute<Record<string, unknown>[]>(`select * from ${table}`);
    snapshot[table] = rows
      .map((row) => ({ row, text: JSON.stringify(row) }))
      .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
      .map(({ row }) => row);
  }
  return snapshot;
}

export function readModelTables(store: EventStore): string[] {
  return [...new Set(store.projections.flatMap((p) => p.tables))];
}

/**
 * Empties the read-model tables that have rows: one query finds them, one truncate empties them
 * (truncating an empty table still costs new files for it and its indexes).
 */
async function truncateFilled(em: EntityManager, tables: string[]): Promise<void> {
  if (!tables.length) return;
  const filled = await rawQuery<{ t: string }>(
    em,
    tables.map((t) => `select '${t}' as t where exists (select 1 from ${t})`).join(" union all "),
  );
  if (filled.length) await rawQuery(em, `truncate ${filled.map((row) => row.t).join(", ")}`);
}

/**
 * Empties every read model and replays all events through the projections, in one transaction:
 * readers see the old tables until the new ones are complete. Events are read a page at a time; a
 * projection with `replay` folds them in memory and writes its rows in bulk at the end, the others
 * `apply` each event as they do live. Then the refilled tables are analyzed.
 */
export async function rebuildReadModels(db: Database, store: EventStore): Promise<{ events: number; tables: string[] }> {
  const tables = readModelTables(store);
  let events = 0;
  await db.em().transactional(async (tem) => {
    const em = tem as EntityManager;
    await truncateFilled(em, tables);
    const runs = new Map<Projection, ProjectionReplayRun>();
    for (const projection of store.projections) {
      if (projection.replay) runs.set(projection, projection.replay.start());
    }
    for await (const page of store.readAllPages(em)) {
      for (const event of page) {
        for (const projection of store.projectionsOf(event.type)) {
          const run = runs.get(projection);
          if (run) run.fold(event);
          else await projection.apply(event, em);
        }
      }
      events += page.length;
    }
    for (const run of runs.values()) await run.write(em);
  });
  // The tables were refilled in bulk: give the planner their new statistics now, as after a restore,
  // rather than serving from estimates until autovacuum comes by (or never, where it is off).
  if (tables.length) await rawQuery(db.em(), `analyze ${tables.join(", ")}`);
  return { events, tables };
}
