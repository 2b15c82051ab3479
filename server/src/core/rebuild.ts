import type { Database, EntityManager } from "./database.js";
import type { EventStore } from "./event-store.js";

/** Rows of every read-model table, ordered, for comparing live tables with rebuilt ones. */
export async function snapshotReadModels(em: EntityManager, tables: string[]): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of [...tables].sort()) {
    snapshot[table] = await em.execute(`select * from ${table} order by 1`);
  }
  return snapshot;
}

export function readModelTables(store: EventStore): string[] {
  return [...new Set(store.projections.flatMap((p) => p.tables))];
}

/**
 * Empties every read model and replays all events through the projections, in one transaction:
 * readers see the old tables until the new ones are complete.
 */
export async function rebuildReadModels(db: Database, store: EventStore): Promise<{ events: number; tables: string[] }> {
  const tables = readModelTables(store);
  let events = 0;
  await db.em().transactional(async (tem) => {
    const em = tem as EntityManager;
    if (tables.length) await em.execute(`truncate ${tables.join(", ")}`);
    for await (const event of store.readAll(em)) {
      await store.project(event, em);
      events += 1;
    }
  });
  return { events, tables };
}
