import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_TOKEN_SECRET } from "./test-app.js";

/**
 * A real server process (`src/main.ts`, configured from its environment as in production), for the
 * suites whose subject is the process itself (SIGTERM) or that need the server's CPU apart from the
 * test's own clients and load (the Redis cut at 200 mutations per second).
 */
export interface ChildApp {
  readonly url: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with how the process ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** SIGTERM, then SIGKILL after `graceMs`; removes its data dir. */
  stop(graceMs?: number): Promise<void>;
}

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `src/main.ts` on a free loopback port with its own data dir and waits until /readyz says
 * ready. `env` is the server's configuration on top of the test defaults (production mode, the test
 * token secret, no Redis unless REDIS_URL is given, generous sign-up limits).
 */
export async function startChildApp(env: Record<string, string>, startTimeoutMs = 90_000): Promise<ChildApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "hearth-child-"));
  const child = spawn(process.execPath, ["--import", "@swc-node/register/esm-register", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      REDIS_URL: "",
      DATA_DIR: dataDir,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      LOG_LEVEL: "warn",
      REGISTER_RATE_LIMIT: "1000",
      LOGIN_RATE_LIMIT: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })),
  );

  const started = Date.now();
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then((r) => r.status === 200).catch(() => false);
    if (ready) break;
    if (child.exitCode !== null || Date.now() - started > startTimeoutMs) {
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`server did not start:\n${output}`);
    }
    await sleep(200);
  }

  return {
    url,
    port,
    process: child,
    output: () => output,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
