import fc from "fast-check";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readModelTables, rebuildReadModels, snapshotReadModels } from "../../src/core/rebuild.js";
import { fillPath, operationTable, routeTable } from "../support/route-table.js";
import { checkPostgres } from "../support/services.js";
import { api, registerUser, startTestApp, type TestApp } from "../support/test-app.js";

// Fuzz: malformed REST bodies and GraphQL documents/variables generated from the live route table and
// schema. Every answer must be below 500 and free of stack traces and SQL; no promise may be rejected
// unhandled; afterwards the read models rebuild to exactly the live tables and a list no request could
// name reads back intact. The seed is fixed and printed: FUZZ_SEED=<n> reproduces a run.

const pg = await checkPostgres();
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REST_CASES = Number(process.env.FUZZ_REST ?? 6000);
const GRAPHQL_CASES = Number(process.env.FUZZ_GRAPHQL ?? 4000);
const CONCURRENCY = 8;

const STACK = /\n\s+at\s|node_modules|\.ts:\d+:\d+|\.js:\d+:\d+/;
const SQL = /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from|syntax error at|violates\s.+constraint|relation\s+"|column\s+"|invalid input syntax)/i;

/** Calls that would end the fuzzing session: sent without it, so the rest still reach the validators. */
const SESSION_ENDING = /auth\/logout|auth\/refresh|auth\/change-password|\blogout\b|refreshToken|changePassword|resetPassword/;

const MB = "x".repeat(1024 * 1024);
const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** Values a careless server trips on. */
const nasty = fc.constantFrom<unknown>(
  null,
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "\u0007bell\u001b[31m",
  "\ud800",
  "tail\udfff",
  "😀".repeat(300),
  "x".repeat(5000),
  -1,
  0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  Number.MIN_VALUE,
  true,
  false,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "' or 1=1 --",
  "%00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "2026-13-45T99:99:99Z",
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 4, withNullPrototype: true, withObjectString: true }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

/** A raw body: JSON of a generated object, or bytes no JSON parser expects. */
type RawBody = { text: string | Buffer; label: string };
const rawBody = (fields: string[]): fc.Arbitrary<RawBody> =>
  fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .dictionary(fields.length ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }), value, {
          maxKeys: 5,
        })
        .map((o) => ({ text: JSON.stringify(o) ?? "null", label: "object" })),
    },
    { weight: 2, arbitrary: value.map((v) => ({ text: JSON.stringify(v) ?? "null", label: "value" })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<RawBody>(
        { text: JSON.stringify({ name: MB }), label: "1 MB string" },
        { text: deepArray(10_000), label: "10,000-deep array" },
        { text: deepObject(10_000), label: "10,000-deep object" },
        { text: '{"__proto__":{"admin":true},"name":"p"}', label: "__proto__" },
        { text: '{"constructor":{"prototype":{"admin":true}},"name":"c"}', label: "constructor.prototype" },
        { text: '{"name":"a\\u0000b"}', label: "NUL" },
        { text: '{"name":"\\ud800"}', label: "lone surrogate" },
        { text: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), label: "bad UTF-8" },
        { text: '{"name": 1e999999}', label: "huge number" },
        { text: "[1,2,3]", label: "array for object" },
        { text: "{", label: "truncated" },
        { text: "", label: "empty" },
      ),
    },
  );

const uuid = fc.uuid();
const malformedId = fc.oneof(
  uuid,
  fc.constantFrom("not-a-uuid", "0", "%00", "a".repeat(300), "%E0%A4%A", "' or 1=1", "..", "%ff%fe", "\u00e9"),
);

interface Sent {
  what: string;
  status: number;
  body: string;
}

describe.skipIf(!pg.available)("fuzz (postgres)", () => {
  let app: TestApp;
  let token: string;
  let known: { id: string; name: string; items: unknown[] };
  const ids: Record<string, string> = {};
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeAll(async () => {
    app = await startTestApp({ backend: "postgres" });
    token = (await registerUser(app)).token;
    // The list no fuzzed request can name: it must read back exactly as made.
    const list = await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Known list" } });
    for (const name of ["Milk", "Bread", "Eggs"]) {
      await api(app, "POST", `/api/shopping-lists/${list.body.id}/items`, { token, body: { name, quantity: 2 } });
    }
    known = (await api(app, "GET", `/api/shopping-lists/${list.body.id}`, { token })).body;
    // Objects the fuzzed requests may name.
    const target = await api(app, "POST", "/api/shopping-lists", { token, body: { name: "Fuzz target" } });
    const item = await api(app, "POST", `/api/shopping-lists/${target.body.id}/items`, { token, body: { name: "Target item" } });
    const member = await api(app, "POST", "/api/family-members", { token, body: { name: "Fuzz kid" } });
    Object.assign(ids, { listId: target.body.id, sourceListId: target.body.id, itemId: item.body.id, id: member.body.id });
    process.on("unhandledRejection", onRejection);
  }, 120_000);
  afterAll(async () => {
    process.off("unhandledRejection", onRejection);
    await app?.stop();
  });

  async function send(what: string, path: string, method: string, body: string | Buffer | undefined, auth: boolean): Promise<Sent> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (auth) headers.authorization = `Bearer ${token}`;
    try {
      const res = await fetch(app.url + path, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : typeof body === "string" ? body : body && new Uint8Array(body) });
      return { what, status: res.status, body: await res.text() };
    } catch (error) {
      return { what, status: 599, body: `request failed: ${(error as Error).message}` };
    }
  }

  async function pool<T>(items: T[], run: (item: T) => Promise<Sent>): Promise<Sent[]> {
    const out: Sent[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < items.length) {
          const item = items[next++];
          out.push(await run(item));
        }
      }),
    );
    return out;
  }

  function verdicts(results: Sent[]) {
    const bad = results.filter((r) => r.status >= 500 || STACK.test(r.body) || SQL.test(r.body));
    return bad.map((r) => `${r.status} ${r.what} -> ${r.body.slice(0, 160)}`);
  }

  it(`answers ${REST_CASES} malformed REST requests from the route table without a 5xx, a stack or SQL`, async () => {
    const routes = routeTable(app.restRouters);
    const cases = fc.sample(
      fc.record({
        route: fc.constantFrom(...routes),
        body: rawBody(["name", "itemIds", "destinationListId", "email", "password", "token", "quantity", "store", "ageGroup"]),
        badParams: fc.boolean(),
        params: fc.dictionary(fc.constantFrom("listId", "itemId", "sourceListId", "id"), malformedId),
        auth: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
      }),
      { seed: SEED, numRuns: REST_CASES },
    );
    console.log(`[fuzz] seed ${SEED}: ${cases.length} REST requests over ${routes.length} routes, ${CONCURRENCY} at a time`);
    const started = Date.now();
    const results = await pool(cases, (c) => {
      const [method, pattern] = c.route.split(" ");
      const params: Record<string, string> = { ...ids, ...(c.badParams ? c.params : {}) };
      // Segments of routes without a fixture id (a feed's file, an image's file): a value that names nothing.
      for (const [, name] of pattern.matchAll(/:([A-Za-z0-9_]+)/g)) params[name] ??= "not-a-real-thing";
      const path = `/api${fillPath(pattern, params)}`;
      const auth = c.auth && !SESSION_ENDING.test(c.route);
      return send(`${c.route} [${path}] ${typeof c.body.text === "string" ? c.body.text.slice(0, 80) : c.body.label}`, path, method, c.body.text, auth);
    });
    const statuses = new Map<number, number>();
    for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    console.log(`[fuzz] REST answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))} in ${Date.now() - started} ms`);
    const bad = verdicts(results);
    for (const b of bad.slice(0, 30)) console.log(`[fuzz] BAD ${b}`);
    expect(bad).toEqual([]);
  }, 600_000);

  /** A GraphQL literal-free document calling `field` with every argument as a variable. */
  function documentFor(kind: string, field: GraphQLField<unknown, unknown>): string {
    const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
    const type = getNamedType(field.type);
    const selection = isScalarType(type) || isEnumType(type) ? "" : " { __typename }";
    const op = kind === "Query" ? "query" : "mutation";
    return `${op}${vars ? ` (${vars})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`;
  }

  /** A value for an input type: mostly wrong, sometimes right-shaped with wrong leaves. */
  function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (depth > 3) return value;
    if (isListType(inner)) return fc.oneof(value, fc.array(inputValue(inner.ofType, depth + 1), { maxLength: 4 }));
    if (isInputObjectType(inner)) {
      const fields = Object.values(inner.getFields());
      return fc.oneof(
        value,
        fc.record(Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, depth + 1)])), { requiredKeys: [] }),
      );
    }
    if (inner.toString() === "ID") return fc.oneof(malformedId, value);
    return value;
  }

  it(`answers ${GRAPHQL_CASES} malformed GraphQL documents and variables from the schema without a 5xx, a stack or SQL`, async () => {
    const schema = app.schema;
    const fields = operationTable(schema)
      .filter((op) => !op.startsWith("Subscription."))
      .map((op) => {
        const [kind, name] = op.split(".");
        const root = kind === "Query" ? schema.getQueryType()! : schema.getMutationType()!;
        return { kind, field: root.getFields()[name] };
      });
    const variablesFor = (args: readonly GraphQLArgument[]) =>
      fc.record(Object.fromEntries(args.map((a) => [a.name, inputValue(a.type)])), { requiredKeys: [] });
    const brokenDocument = fc.constantFrom(
      "{",
      "query { ".repeat(500),
      `{ ${"a: __typename ".repeat(3000)} }`,
      "{ shoppingLists { id } }".repeat(200),
      "mutation { createShoppingList(input: { name: \"a\\u0000b\" }) { id } }",
      "query ($x: Int) { shoppingList(id: $x) { id } }",
      "subscription { householdEvents { sequence } }",
      `{ ${"shoppingLists { items { ".repeat(20)}id${" } }".repeat(20)} }`,
      "query { __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }",
    );
    const cases = fc.sample(
      fc.oneof(
        {
          weight: 9,
          arbitrary: fc.constantFrom(...fields).chain(({ kind, field }) =>
            fc.record({ query: fc.constant(documentFor(kind, field)), variables: fc.oneof({ weight: 8, arbitrary: variablesFor(field.args) }, { weight: 1, arbitrary: value }) }),
          ),
        },
        { weight: 1, arbitrary: fc.record({ query: fc.oneof(brokenDocument, fc.string({ maxLength: 60 })), variables: value }) },
      ),
      { seed: SEED + 1, numRuns: GRAPHQL_CASES },
    );
    console.log(`[fuzz] seed ${SEED + 1}: ${cases.length} GraphQL requests over ${fields.length} operations`);
    const started = Date.now();
    const results = await pool(cases, (c) =>
      send(`${c.query.slice(0, 90)} ${JSON.stringify(c.variables)?.slice(0, 80)}`, "/graphql", "POST", JSON.stringify(c) ?? "null", !SESSION_ENDING.test(c.query)),
    );
    console.log(`[fuzz] GraphQL answers in ${Date.now() - started} ms; ${results.filter((r) => r.status === 200).length} with status 200`);
    const bad = verdicts(results).concat(
      results.filter((r) => r.body.includes("INTERNAL_SERVER_ERROR")).map((r) => `${r.status} ${r.what} -> ${r.body.slice(0, 160)}`),
    );
    for (const b of bad.slice(0, 30)) console.log(`[fuzz] BAD ${b}`);
    expect(bad).toEqual([]);
  }, 600_000);

  it("leaves no unhandled rejection and consistent data behind", async () => {
    console.log(`[fuzz] unhandled rejections during the run: ${rejections.length}`);
    expect(rejections).toEqual([]);
    const again = await api(app, "GET", `/api/shopping-lists/${known.id}`, { token });
    expect(again.body).toEqual(known);
    const tables = readModelTables(app.store);
    const live = await snapshotReadModels(app.db.em(), tables);
    const { events } = await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
    console.log(`[fuzz] rebuilt ${tables.length} read models from ${events} events: equal to the live ones`);
  }, 120_000);
});
