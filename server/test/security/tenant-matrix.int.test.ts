import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPath, operationTable, routeTable } from "../support/route-table.js";
import { checkPostgres } from "../support/services.js";
import { api, gql } from "../support/test-app.js";
import { isRestEntry, type AccessClass, type GraphQLEntry, type RestEntry, type Role, type TenantEntry } from "../tenant/tenant.js";
import { buildTenantWorld, type Caller, type TenantWorld } from "./tenant-fixture.js";

// The tenant matrix: every GraphQL root field and every /api route, played as every kind of caller
// against household A's objects. Entries live in server/test/tenant/<module>.tenant.ts (see the README there).

const tenantDir = fileURLToPath(new URL("../tenant/", import.meta.url));
const entryFiles = readdirSync(tenantDir).filter((f) => f.endsWith(".tenant.ts")).sort();
const entries: (TenantEntry & { file: string })[] = [];
for (const file of entryFiles) {
  const mod = (await import(/* @vite-ignore */ pathToFileURL(path.join(tenantDir, file)).href)) as { entries?: TenantEntry[] };
  if (!Array.isArray(mod.entries)) throw new Error(`${file} must export \`entries\``);
  entries.push(...mod.entries.map((e) => ({ ...e, file })));
}
const keyOf = (e: TenantEntry) => (isRestEntry(e) ? e.route : e.operation);

/** Played in this order: the callers who must be refused first, A's own people (the controls) last. */
const ROLES: Role[] = ["anonymous", "other", "disabled", "expired", "moderator", "admin", "member", "owner"];
/** Callers outside household A: never any of A's data in their answers. */
const OUTSIDERS = new Set<Role>(["anonymous", "other", "disabled", "expired", "moderator", "admin"]);
const ALLOWED: Record<AccessClass, Role[]> = {
  public: ROLES,
  signedIn: ["other", "moderator", "admin", "member", "owner"],
  subscription: ["other", "expired", "moderator", "admin", "member", "owner"],
  household: ["member", "owner"],
  owner: ["owner"],
  staff: ["moderator", "admin"],
  householdOrStaff: ["moderator", "admin", "member", "owner"],
};
/** Whose success proves the call reaches A (none for calls on the caller's own account). */
const CONTROL: Partial<Record<AccessClass, Role>> = { household: "owner", owner: "owner", staff: "admin", householdOrStaff: "owner" };

function allowed(entry: TenantEntry, role: Role): boolean {
  return ALLOWED[entry.access].includes(role) && !(entry.deniedAlso ?? []).includes(role);
}

/** A's strings found in an answer, leaving out those the request itself carried (an echoed id is not a leak). */
function leaks(world: TenantWorld, answer: unknown, request: unknown): string[] {
  const text = JSON.stringify(answer) ?? "";
  const sent = JSON.stringify(request) ?? "";
  return [...world.markers].filter((m) => text.includes(m) && !sent.includes(m));
}

interface Outcome {
  entry: string;
  role: Role;
  problem: string;
}

const pg = await checkPostgres();

describe.skipIf(!pg.available)("tenant matrix (postgres)", () => {
  let world: TenantWorld;
  const problems: Outcome[] = [];
  const figures = { cases: 0, deniedChecked: 0, allowedChecked: 0, controls: 0 };

  beforeAll(async () => {
    world = await buildTenantWorld();
  }, 120_000);
  afterAll(async () => {
    await world?.stop();
  });

  it("has exactly one entry for every GraphQL root field and every REST route", () => {
    const operations = operationTable(world.app.schema);
    const routes = routeTable(world.app.restRouters);
    const declared = entries.map(keyOf);
    const missing = [...operations, ...routes].filter((k) => !declared.includes(k));
    const stale = declared.filter((k) => !operations.includes(k) && !routes.includes(k));
    const doubled = declared.filter((k, i) => declared.indexOf(k) !== i);
    console.log(
      `[tenant matrix] ${operations.length} GraphQL operations + ${routes.length} REST routes; ${entries.length} entries in ${entryFiles.length} files`,
    );
    expect(missing, "operations or routes with no entry in server/test/tenant/*.tenant.ts").toEqual([]);
    expect(stale, "entries naming an operation or route that does not exist").toEqual([]);
    expect(doubled, "operations or routes with more than one entry").toEqual([]);
  });

  async function check(entry: TenantEntry & { file: string }, role: Role, answer: { denied: boolean; ok: boolean; body: unknown }, request: unknown) {
    const key = `${keyOf(entry)} (${entry.file})`;
    figures.cases += 1;
    const mayPass = allowed(entry, role);
    if (!mayPass) {
      figures.deniedChecked += 1;
      if (!answer.denied) problems.push({ entry: key, role, problem: `not denied: ${JSON.stringify(answer.body).slice(0, 300)}` });
    } else {
      figures.allowedChecked += 1;
    }
    if (CONTROL[entry.access] === role) {
      figures.controls += 1;
      if (!answer.ok) problems.push({ entry: key, role, problem: `control failed: ${JSON.stringify(answer.body).slice(0, 300)}` });
    }
    const staffReading = (entry.access === "staff" || entry.access === "householdOrStaff" || entry.staffSeeAll === true) && mayPass && (role === "moderator" || role === "admin");
    if (OUTSIDERS.has(role) && !staffReading) {
      const found = leaks(world, answer.body, request);
      if (found.length) problems.push({ entry: key, role, problem: `A's data in the answer: ${found.join(", ")}` });
    }
  }

  async function tokenFor(entry: TenantEntry, caller: Caller): Promise<string | null> {
    if (!entry.consumesSession) return caller.token;
    return world.signIn(caller);
  }

  async function runRest(entry: RestEntry & { file: string }, role: Role) {
    const [method, pattern] = entry.route.split(" ");
    const call = await entry.call(world.fixture);
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : "";
    const path = `/api${fillPath(pattern, call.params)}${query}`;
    const token = await tokenFor(entry, world.callers[role]);
    const res = await api(world.app, method, path, { token: token ?? undefined, body: call.body });
    const deniedStatuses = entry.deniedStatuses ?? [401, 403, 404];
    const ok = res.status < 300 || (entry.controlStatuses ?? []).includes(res.status);
    await check(entry, role, { denied: deniedStatuses.includes(res.status), ok, body: res.body }, { path, body: call.body });
  }

  async function runGraphQL(entry: GraphQLEntry & { file: string }, role: Role) {
    const field = entry.operation.split(".")[1];
    const call = await entry.call(world.fixture);
    const token = await tokenFor(entry, world.callers[role]);
    const res = await gql(world.app, call.query, call.variables ?? {}, token ?? undefined);
    const refused = (res.errors ?? []).length > 0 && (res.errors ?? []).every((e) => [401, 403, 404].includes(Number(e.extensions?.status)));
    const empty = res.data?.[field] === null || res.data?.[field] === undefined;
    const denied = empty && (refused || !res.errors);
    await check(entry, role, { denied, ok: !res.errors && !empty, body: { data: res.data, errors: res.errors } }, call);
  }

  async function latestSequence(token: string): Promise<number> {
    const res = await gql(world.app, "{ shoppingSyncPoint }", {}, token);
    return (res.data?.shoppingSyncPoint as number | undefined) ?? 0;
  }

  /** Any change in the caller's own household: two view changes, so whatever the view was, one is recorded. */
  const SENTINEL = "mutation { a: setMealPlanView(view: monthly) { id } b: setMealPlanView(view: daily) { id } }";
  const PROBE = "subscription ($since: Int) { householdEvents(since: $since) { sequence } }";

  type Watch = { results: { sequence?: number }[]; errors: unknown[]; waiters: (() => void)[] };
  function watch(client: ReturnType<TenantWorld["ws"]>, query: string, variables: Record<string, unknown>): Watch {
    const w: Watch = { results: [], errors: [], waiters: [] };
    const wake = () => w.waiters.splice(0).forEach((fn) => fn());
    client.subscribe(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) w.errors.push(value.errors);
          const data = value.data as Record<string, { sequence?: number }> | undefined;
          if (data) w.results.push(Object.values(data)[0] ?? {});
          wake();
        },
        error: (error) => {
          w.errors.push(error instanceof Error ? error.message : ((error as { code?: number })?.code ?? String(error)));
          wake();
        },
        complete: wake,
      },
    );
    return w;
  }
  function until(w: Watch, done: () => boolean, what: string) {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${what} (${JSON.stringify({ results: w.results.slice(-3), errors: w.errors })})`)),
        15_000,
      );
      const test = () => {
        if (done()) {
          clearTimeout(timer);
          resolve();
        } else w.waiters.push(test);
      };
      test();
    });
  }
  const reached = (w: Watch, seq: number) => () => w.results.some((r) => (r.sequence ?? -1) >= seq) || w.errors.length > 0;

  /**
   * A subscription is denied when it is refused (an error, a closed socket) or provably silent about A:
   * the caller makes a change in its own household and the runner waits until a probe subscription on
   * the same socket has delivered it, then looks for A's data in everything the subscription sent.
   */
  async function runSubscription(entry: GraphQLEntry & { file: string }) {
    const call = await entry.call(world.fixture);
    const watches = new Map<Role, { main: Watch; probe: Watch | null }>();
    for (const role of ROLES) {
      const token = world.callers[role].token;
      const since = token ? await latestSequence(token) : 0;
      const variables = { ...call.variables };
      // Each household has its own sequence: resume each caller from its own latest one.
      if ("since" in variables) variables.since = since;
      const client = world.ws(token);
      const main = watch(client, call.query, variables);
      const canProbe = token && role !== "disabled" && role !== "expired";
      watches.set(role, { main, probe: canProbe ? watch(client, PROBE, { since }) : null });
    }

    // The control: A's holder hears the trigger.
    await entry.trigger?.(world.fixture);
    const ownerSeq = await latestSequence(world.callers.owner.token!);
    const owner = watches.get("owner")!.main;
    if (entry.trigger) await until(owner, reached(owner, ownerSeq), `${entry.operation}: A's holder never heard the trigger (${ownerSeq})`);

    for (const role of ROLES) {
      const { main, probe } = watches.get(role)!;
      const caller = world.callers[role];
      if (probe && caller.token) {
        await gql(world.app, SENTINEL, {}, caller.token);
        const seq = await latestSequence(caller.token);
        await until(probe, reached(probe, seq), `${entry.operation}: ${role}'s socket never caught up`);
      } else if (caller.token && entry.ownChange && allowed(entry, role)) {
        // No probe for this caller: its own change, delivered on the subscription itself, shows it caught up.
        const heard = main.results.length;
        const token = caller.token;
        await entry.ownChange((query) => gql(world.app, query, {}, token));
        await until(main, () => main.results.length > heard || main.errors.length > 0, `${entry.operation}: ${role}'s own change never arrived`);
      } else {
        await until(main, () => main.errors.length > 0, `${entry.operation}: ${role} was not refused`);
      }
      const caughtUp = probe !== null || (entry.ownChange !== undefined && allowed(entry, role) && main.errors.length === 0);
      const silentAboutA = caughtUp && leaks(world, main.results, call).length === 0;
      await check(
        entry,
        role,
        { denied: main.errors.length > 0 || (silentAboutA && role !== "owner" && role !== "member"), ok: main.errors.length === 0 && main.results.length > 0, body: { results: main.results, errors: main.errors } },
        call,
      );
    }
    if (owner.errors.length) problems.push({ entry: entry.operation, role: "owner", problem: `control failed: ${JSON.stringify(owner.errors)}` });
  }

  it("refuses every forbidden case and never shows household A's data to anyone outside it", async () => {
    const started = Date.now();
    for (const entry of entries) {
      const t0 = Date.now();
      if (!isRestEntry(entry) && entry.operation.startsWith("Subscription.")) {
        await runSubscription(entry);
      } else {
        for (const role of ROLES) {
          if (isRestEntry(entry)) await runRest(entry, role);
          else await runGraphQL(entry, role);
        }
      }
      if (Date.now() - t0 > 2000) console.log(`[tenant matrix] slow entry ${keyOf(entry)}: ${Date.now() - t0} ms`);
    }
    console.log(
      `[tenant matrix] ${figures.cases} cases (${entries.length} entries x ${ROLES.length} callers): ` +
        `${figures.deniedChecked} must-deny cases, ${figures.allowedChecked} allowed cases checked for A's data, ` +
        `${figures.controls} controls reached A; ${problems.length} problems; ${Date.now() - started} ms`,
    );
    for (const p of problems) console.log(`[tenant matrix] PROBLEM ${p.entry} as ${p.role}: ${p.problem.slice(0, 240)}`);
    expect(problems).toEqual([]);
  }, 600_000);
});
