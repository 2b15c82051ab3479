import { bootstrap } from "./bootstrap.js";
import { ConfigError, loadConfig } from "./config.js";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await bootstrap(config);
console.log(`Hearth is running at http://localhost:${config.port} (database: ${app.db.mode}, bus: ${app.bus.kind})`);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, "draining connections");
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.logger.error({ err: error }, "unclean shutdown");
        process.exit(1);
      });
  });
}
