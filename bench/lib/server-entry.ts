/**
 * The server under test, in its own process: the same bootstrap as server/src/main.ts (config from
 * the environment), plus an IPC line to the bench: "ready" with its addresses, and answers to
 * "memory" (after a full GC when run with --expose-gc) and "cpu" (`process.cpuUsage()`, µs).
 */
import { bootstrap } from "../../server/src/bootstrap.js";
import { loadConfig } from "../../server/src/config.js";

const app = await bootstrap(loadConfig());
const send = (message: unknown) => process.send?.(message);
send({ kind: "ready", url: app.url, dbUrl: app.db.url, bus: app.bus.kind, db: app.db.mode });

process.on("message", (message: { kind: string; id: number }) => {
  if (message.kind === "memory") {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) {
      gc();
      gc();
    }
    const usage = process.memoryUsage();
    send({ kind: "memory", id: message.id, heapUsed: usage.heapUsed, rss: usage.rss, external: usage.external });
  } else if (message.kind === "cpu") {
    send({ kind: "cpu", id: message.id, ...process.cpuUsage() });
  } else if (message.kind === "stop") {
    void app
      .close()
      .catch(() => undefined)
      .finally(() => process.exit(0));
  }
});
process.on("disconnect", () => {
  void app
    .close()
    .catch(() => undefined)
    .finally(() => process.exit(0));
});
