import type { Config } from "../config.js";
import { openDatabase } from "../core/database.js";
import { AppError } from "../core/errors.js";
import { EventStore } from "../core/event-store.js";
import { createLogger } from "../core/logger.js";
import { createMetrics } from "../core/metrics.js";
import { grantRole, ROLES, type Role } from "../modules/accounts/index.js";
import { modules } from "../modules/index.js";

export const GRANT_ROLE_USAGE = `Usage: npm run grant-role -- <email> <${ROLES.join("|")}>`;

export interface CommandOutcome {
  exitCode: number;
  message: string;
}

/**
 * `npm run grant-role -- <email> <role>`: records a RoleGranted event for the account against the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR: stop that server first).
 */
export async function grantRoleCommand(args: string[], config: Config): Promise<CommandOutcome> {
  const [email, role, ...rest] = args;
  if (!email || !role || rest.length > 0) return { exitCode: 2, message: GRANT_ROLE_USAGE };
  if (!(ROLES as readonly string[]).includes(role)) {
    return { exitCode: 2, message: `Unknown role '${role}'. ${GRANT_ROLE_USAGE}` };
  }
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
      // Other instances pick the change up from the database; roles are read on every request.
      onCommitted: () => undefined,
    });
    const result = await grantRole({ db, store, now: () => new Date() }, email, role as Role, "cli");
    return {
      exitCode: 0,
      message: result.changed
        ? `${result.email} is now ${role} (was ${result.previousRole}).`
        : `${result.email} already has the role ${role}; nothing changed.`,
    };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { exitCode: 1, message: error.message };
    throw error;
  } finally {
    await db.close();
  }
}
