/**
 * Browser to browser: one family, two devices (two Chromium contexts on the built client, both signed in
 * to the same household and showing the same shopping list). On device A an item name is typed and
 * Enter pressed; the figure is the time from that key press (A's keydown handler) to the frame in which
 * the item is painted on device B (B's MutationObserver sees the row, then the next animation frame).
 * Both clocks are this machine's wall clock (`performance.timeOrigin + performance.now()` in each
 * page). Needs Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and a built client
 * (`npm run build -w client`); without them the row says why and records nothing. The same browser
 * also weighs the initial JavaScript of a first visit to /app/auth and to /app (signed in).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { weighInitialScripts } from "../../e2e/support/initial-scripts.js";
import { REPO_ROOT } from "../environment.js";
import { latencyStats, type BenchContext, type Scenario, type ScenarioResult } from "../lib/context.js";

const SAMPLES = Number(process.env.BENCH_BROWSER_SAMPLES ?? 30);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TARGET_P95_MS = 50;
/** Initial JavaScript budgets of issue 14, gzipped: the sign-in screen and the signed-in app. */
const BUDGET_KB = { "/app/auth": 90, "/app": 150 } as const;

const TRACE = process.env.BENCH_BROWSER_TRACE === "1";
const PROFILE_DIR = process.env.BENCH_BROWSER_PROFILE;

/** Starts the page's V8 profiler over CDP; the answer writes the profile to a file. */
async function startProfile(page: Page): Promise<(file: string) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  return async (file) => {
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
  };
}

/** Items already on the list when the devices open (a family's long list); 0 measures a fresh list. */
const LIST_ITEMS = Number(process.env.BENCH_BROWSER_LIST_ITEMS ?? 0);

/** Puts `count` items on the household's list through REST, a few at a time. */
async function fillList(url: string, household: { token: string; listId: string }, count: number): Promise<void> {
  for (let i = 0; i < count; i += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, async (_, j) => {
        const res = await fetch(`${url}/api/shopping-lists/${household.listId}/items`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${household.token}` },
          body: JSON.stringify({ name: `Pantry staple ${i + j}`, category: "Pantry", quantity: 1, estimatedPrice: "1.25" }),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`fill list: ${res.status}`);
      }),
    );
  }
}

declare global {
  interface Window {
    __benchKeyAt?: number;
    __benchSeen?: Map<string, number>;
    /** Device B: when each named row was first seen in the DOM (the MutationObserver's callback). */
    __benchInserted?: Map<string, number>;
    /** BENCH_BROWSER_TRACE: wall-clock times of what each page did for one item, by item name. */
    __benchTrace?: Map<string, Record<string, number>>;
  }
}

/**
 * BENCH_BROWSER_TRACE=1: marks in both pages, with no change to the app: on A the outbox's
 * localStorage write and the GraphQL fetch (resource timing: start, first byte, end); on B the
 * WebSocket message that names the item (when the page's main thread dispatches it).
 */
async function traceInit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const now = () => performance.timeOrigin + performance.now();
    const trace = new Map<string, Record<string, number>>();
    window.__benchTrace = trace;
    const mark = (text: string, what: string) => {
      // Every item named in it (a list carries the earlier items too): the first time each is seen.
      const at = now();
      for (const match of text.matchAll(/Bench item \d+/g)) {
        const entry = trace.get(match[0]) ?? {};
        entry[what] ??= at;
        trace.set(match[0], entry);
      }
    };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.includes("outbox")) mark(value, "outboxPersisted");
      return setItem.call(this, key, value);
    };
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener("message", (event: MessageEvent) => {
          if (typeof event.data === "string") mark(event.data, "wsMessage");
        });
      }
    };
  });
}

/** Phases of one sample from the traces (ms after A's key press). */
async function tracePhases(a: Page, b: Page, name: string, keyAt: number, paintedAt: number): Promise<Record<string, number>> {
  const onA = await a.evaluate(
    ({ n, key }) => {
      const entry = window.__benchTrace?.get(n) ?? {};
      const fetches = performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/graphql") && performance.timeOrigin + e.startTime >= key) as PerformanceResourceTiming[];
      const first = fetches[0];
      const wall = (t: number) => performance.timeOrigin + t;
      return {
        outboxPersisted: entry.outboxPersisted,
        fetchStart: first ? wall(first.startTime) : undefined,
        requestStart: first ? wall(first.requestStart) : undefined,
        responseStart: first ? wall(first.responseStart) : undefined,
        responseEnd: first ? wall(first.responseEnd) : undefined,
      };
    },
    { n: name, key: keyAt },
  );
  const onB: Record<string, number | undefined> = await b.evaluate((n) => ({ ...window.__benchTrace?.get(n), inserted: window.__benchInserted?.get(n) }), name);
  const phases: Record<string, number> = {};
  for (const [what, at] of Object.entries({ ...onA, bWsMessage: onB.wsMessage, bRowInserted: onB.inserted, bPainted: paintedAt })) {
    if (typeof at === "number" && at > 0) phases[what] = Math.round((at - keyAt) * 10) / 10;
  }
  return phases;
}

async function device(browser: Browser, url: string, session: { token: string; user: unknown }): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ token, user }) => {
      if (!localStorage.getItem("token")) {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }
    },
    { token: session.token, user: session.user },
  );
  const page = await context.newPage();
  if (TRACE) await traceInit(page);
  await page.goto(`${url}/app/shopping-list`);
  await page.getByRole("heading", { name: "Shopping List", level: 1 }).waitFor();
  return page;
}

/** Device B: notes when each named row first appears, at the frame after it was inserted. */
async function watchRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new Map<string, number>();
    const inserted = new Map<string, number>();
    window.__benchSeen = seen;
    window.__benchInserted = inserted;
    const observer = new MutationObserver(() => {
      for (const row of document.querySelectorAll<HTMLElement>("li[aria-label^='Bench item ']")) {
        const name = row.getAttribute("aria-label")!;
        if (seen.has(name)) continue;
        seen.set(name, -1);
        inserted.set(name, performance.timeOrigin + performance.now());
        requestAnimationFrame(() => seen.set(name, performance.timeOrigin + performance.now()));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Device A: notes the wall-clock time of the Enter keydown in the item field. */
async function watchKey(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Enter") window.__benchKeyAt = performance.timeOrigin + performance.now();
      },
      { capture: true },
    );
  });
}

async function login(url: string, email: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench-kitchen-secret" }),
  });
  const body = (await res.json()) as { token: string; user: unknown };
  if (!res.ok) throw new Error(`login: ${res.status}`);
  return body;
}

/** Gzip size (level 9) of every script a fresh visit to `path` downloads until the network is idle. */
async function initialScripts(browser: Browser, url: string, path: string, session?: { token: string; user: unknown }): Promise<number> {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(
      ({ token, user }) => {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      },
      { token: session.token, user: session.user },
    );
  }
  const page = await context.newPage();
  // Until the first screen is up (the home screen's greeting, or the sign-in form) and the network is idle after it.
  const ready = () =>
    (session
      ? page.getByRole("heading", { name: /^Welcome/, level: 1 })
      : page.getByRole("button", { name: "Sign In", exact: true })
    ).waitFor();
  const total = (await weighInitialScripts(page, `${url}${path}`, ready)).reduce((sum, script) => sum + script.gzip, 0);
  await context.close();
  return total;
}

async function measureBundles(ctx: BenchContext): Promise<Record<keyof typeof BUDGET_KB, number>> {
  const [household] = await ctx.households(1);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    return {
      "/app/auth": await initialScripts(browser, ctx.url, "/app/auth"),
      "/app": await initialScripts(browser, ctx.url, "/app", await login(ctx.url, household.email)),
    };
  } finally {
    await browser.close();
  }
}

async function measure(ctx: BenchContext): Promise<{ latencies: number[]; phases: Record<string, number[]> }> {
  // A family of its own with a fresh list: the pool's first household is the writes scenario's shared
  // one, whose list holds thousands of items by now (the row measured about 1 s in a full run for that).
  const household = await ctx.newHousehold();
  await fillList(ctx.url, household, LIST_ITEMS);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const session = await login(ctx.url, household.email);
    const a = await device(browser, ctx.url, session);
    const b = await device(browser, ctx.url, session);
    await watchKey(a);
    await watchRows(b);
    // BENCH_BROWSER_PROFILE=dir: a V8 CPU profile of each device's page over the samples (sampled every 100 µs).
    const profiling = PROFILE_DIR ? await Promise.all([a, b].map((page) => startProfile(page))) : [];
    const field = a.getByLabel("Item name", { exact: true });
    const latencies: number[] = [];
    const phases: Record<string, number[]> = {};
    for (let i = 0; i < SAMPLES + 3; i++) {
      const name = `Bench item ${i}`;
      await field.fill(name);
      await field.press("Enter");
      await b.waitForFunction((n) => (window.__benchSeen?.get(n) ?? -1) > 0, name, { timeout: 10_000 });
      const keyAt = await a.evaluate(() => window.__benchKeyAt!);
      const paintedAt = await b.evaluate((n) => window.__benchSeen!.get(n)!, name);
      // The first three warm the pages (lazy chunks, JIT) and are not counted.
      if (i >= 3) {
        latencies.push(paintedAt - keyAt);
        if (TRACE) for (const [what, ms] of Object.entries(await tracePhases(a, b, name, keyAt, paintedAt))) (phases[what] ??= []).push(ms);
      }
      await a.waitForTimeout(50);
    }
    for (const [i, stop] of profiling.entries()) await stop(path.join(PROFILE_DIR!, `device-${"ab"[i]}-${ctx.backend}.cpuprofile`));
    return { latencies, phases };
  } finally {
    await browser.close();
  }
}

export const browserScenario: Scenario = {
  name: "browser",
  async run(ctx): Promise<ScenarioResult> {
    const missing = !existsSync(CHROMIUM)
      ? `no Chromium at ${CHROMIUM}`
      : !existsSync(path.join(REPO_ROOT, "client", "dist", "index.html"))
        ? "no built client (npm run build -w client)"
        : null;
    if (missing) {
      return { tables: [{ title: "Browser to browser: not measured", notes: [missing], header: ["reason"], rows: [[missing]] }], data: { skipped: missing } };
    }
    const { latencies, phases } = await measure(ctx);
    const stats = latencyStats(latencies);
    const trace = Object.entries(phases).map(([what, values]) => [what, String(latencyStats(values).medianMs), String(latencyStats(values).p95Ms)]);
    const bundles = await measureBundles(ctx);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    return {
      tables: [
        {
          title: "Client: initial JavaScript of a first visit (KB gzipped, all scripts until the network is idle)",
          header: ["page", "KB", "budget KB", "÷ budget"],
          rows: (Object.keys(BUDGET_KB) as (keyof typeof BUDGET_KB)[]).map((page) => [page, String(kb(bundles[page])), String(BUDGET_KB[page]), (kb(bundles[page]) / BUDGET_KB[page]).toFixed(2)]),
        },
        {
          title: `Browser to browser: key press on device A → item painted on device B (ms, ${stats.samples} samples, list of ${LIST_ITEMS} items before)`,
          notes: [`target: p95 ≤ ${TARGET_P95_MS} ms`],
          header: ["p50", "p95", "p99", "p95 / target"],
          rows: [[String(stats.medianMs), String(stats.p95Ms), String(stats.p99Ms), (stats.p95Ms / TARGET_P95_MS).toFixed(2)]],
        },
        ...(trace.length
          ? [{ title: "Browser to browser, traced (BENCH_BROWSER_TRACE): ms after A's key press", header: ["mark", "median", "p95"], rows: trace }]
          : []),
      ],
      data: { ...stats, listItemsBefore: LIST_ITEMS, targetP95Ms: TARGET_P95_MS, initialScriptsKb: Object.fromEntries(Object.entries(bundles).map(([page, bytes]) => [page, kb(bytes)])), budgetKb: BUDGET_KB },
    };
  },
};
