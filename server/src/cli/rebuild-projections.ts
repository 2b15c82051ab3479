import "reflect-metadata";
import { loadConfig } from "../config.js";
import { openDatabase } from "../core/database.js";
import { EventStore } from "../core/event-store.js";
import { createLogger } from "../core/logger.js";
import { createMetrics } from "../core/metrics.js";
import { rebuildReadModels } from "../core/rebuild.js";
import { modules } from "../modules/index.js";

/** `npm run projections:rebuild`: replays every event into fresh read models (stop the embedded server first). */
const config = loadConfig();
const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  entities: modules.flatMap((m) => m.entities),
  migrations: modules.flatMap((m) => m.migrations ?? []),
  logger,
});
try {
  const store = new EventStore({
    db,
    projections: modules.flatMap((m) => m.projections),
    upcasters: Object.assign({}, ...modules.map((m) => m.upcasters ?? {})),
    logger,
    metrics: createMetrics(),
    onCommitted: () => undefined,
  });
  const started = Date.now();
  const cpu = process.cpuUsage();
  const { events, tables } = await rebuildReadModels(db, store);
  const used = process.cpuUsage(cpu);
  // CPU time of this process (with the embedded database, PGlite's too; a Postgres server's is its own).
  console.log(
    `rebuilt ${tables.join(", ")} from ${events} events in ${Date.now() - started} ms, cpu ${Math.round((used.user + used.system) / 1000)} ms (${db.mode} database)`,
  );
} finally {
  await db.close();
}
