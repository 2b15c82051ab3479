/** Child processes and worker threads of a bench run: the server under test, floors, load generators. */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

const SWC = ["--import", "@swc-node/register/esm-register"];
export const BENCH_DIR = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_DIR = fileURLToPath(new URL("../../server", import.meta.url));

export interface Child {
  proc: ChildProcess;
  ready: Record<string, any>;
  /** Sends a request and waits for the answer of the same kind. */
  ask(kind: string, extra?: Record<string, unknown>, timeoutMs?: number): Promise<any>;
  stop(): Promise<void>;
}

let nextId = 1;

/** Forks a script (TypeScript through swc, or plain .mjs) and waits for its `{ kind: "ready" }` message. */
export async function spawnChild(
  script: string,
  options: { env?: Record<string, string | undefined>; typescript?: boolean; execArgv?: string[]; readyTimeoutMs?: number; quiet?: boolean } = {},
): Promise<Child> {
  const proc = fork(script, [], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...options.env, SWC_NODE_PROJECT: `${SERVER_DIR}/tsconfig.json` },
    execArgv: [...(options.typescript ? SWC : []), ...(options.execArgv ?? [])],
    stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<Record<string, any>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} not ready in time`)), options.readyTimeoutMs ?? 300_000);
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready`));
    });
    proc.on("message", (m: any) => {
      if (m?.kind === "ready") {
        clearTimeout(timer);
        resolve(m);
      }
    });
  });
  proc.removeAllListeners("exit");
  return {
    proc,
    ready,
    ask(kind, extra = {}, timeoutMs = 600_000) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${script}: no answer to ${kind}`)), timeoutMs);
        const onMessage = (m: any) => {
          if (m?.id !== id) return;
          proc.off("message", onMessage);
          clearTimeout(timer);
          if (m.kind === "error") reject(new Error(m.message));
          else resolve(m);
        };
        proc.on("message", onMessage);
        proc.send({ kind, id, ...extra });
      });
    },
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      proc.send({ kind: "stop" });
      const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a plain-JS worker thread to completion and answers its one result message. */
export function runWorker<T>(script: string, workerData: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(script, `file://${BENCH_DIR}/`), { workerData });
    let result: T | undefined;
    worker.once("message", (m: T) => (result = m));
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 && result !== undefined ? resolve(result) : reject(new Error(`${script} exited ${code}`))));
  });
}
