/* global fetch */
// Load generator thread: `clients` loops, each one request at a time, for warmupMs + durationMs.
// Ops: graphql-shopping / rest-shopping (add → change price → mark purchased → remove, cycling),
// bare-write (POST to the bare-write floor server), raw-insert (one autocommitted INSERT over pg).
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import pg from "pg";

const { op, clients, durationMs, warmupMs, url, dbUrl, table, tag, maxConnections } = workerData;
const EVENT_DATA = JSON.stringify({ itemId: "6f1c2b0e-9a7d-4f0b-8a52-3e1d4c5b6a79", listId: "0b6f0d84-5c3e-4a59-9d7f-1b2c3d4e5f60", name: "Oat milk", category: "Dairy", quantity: 2, estimatedPrice: 1.99 });

async function json(res, what) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

function graphqlClient(c, index) {
  let item = null;
  let step = 0;
  const call = async (query, variables) => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${c.token}`, "x-hearth-client": `bench-${tag}-${index}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await json(res, "graphql");
    if (body.errors?.length) throw new Error(`graphql: ${body.errors[0].message}`);
    return body.data;
  };
  return async () => {
    switch (step % 4) {
      case 0: {
        const data = await call(
          "mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }",
          { listId: c.listId, input: { name: `Oat milk ${index}`, category: "Dairy", quantity: 2, estimatedPrice: 1.99 } },
        );
        item = data.addShoppingItem.item.id;
        break;
      }
      case 1:
        await call("mutation($id: ID!, $input: UpdateShoppingItemInput!) { updateShoppingItem(itemId: $id, input: $input) { item { id } } }", { id: item, input: { estimatedPrice: 2.49 } });
        break;
      case 2:
        await call("mutation($id: ID!) { toggleShoppingItem(itemId: $id, purchased: true) { item { id } } }", { id: item });
        break;
      default:
        await call("mutation($id: ID!) { removeShoppingItem(itemId: $id) { item { id } } }", { id: item });
        item = null;
    }
    step += 1;
  };
}

function restClient(c, index) {
  let item = null;
  let step = 0;
  const call = async (method, path, body) => {
    const res = await fetch(`${url}/api/shopping-lists/${path}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), authorization: `Bearer ${c.token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    return json(res, `${method} ${path}`);
  };
  return async () => {
    switch (step % 4) {
      case 0:
        item = (await call("POST", `${c.listId}/items`, { name: `Oat milk ${index}`, category: "Dairy", quantity: 2, estimatedPrice: "1.99" })).id;
        break;
      case 1:
        await call("PATCH", `${c.listId}/items/${item}`, { estimatedPrice: "2.49" });
        break;
      case 2:
        await call("PATCH", `${c.listId}/items/${item}/toggle`);
        break;
      default:
        await call("DELETE", `${c.listId}/items/${item}`);
        item = null;
    }
    step += 1;
  };
}

function bareClient(c, index) {
  return async () => {
    const res = await fetch(`${url}/write`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ stream: `bench-${index}`, row: c.row, data: JSON.parse(EVENT_DATA) }) });
    await json(res, "bare write");
  };
}

async function insertClient(_c, index, pool) {
  const sql = `insert into ${table} (household_id, stream_id, type, data) values ($1, $2, $3, $4::jsonb)`;
  const values = ["6f1c2b0e-9a7d-4f0b-8a52-3e1d4c5b6a79", `stream-${index}`, "ShoppingItemAdded", EVENT_DATA];
  // More loops than connections (embedded: PGlite's socket takes a bounded number): they share the pool.
  if (pool.options.max < clients.length) return Object.assign(async () => void (await pool.query(sql, values)), { release: () => undefined });
  const client = await pool.connect();
  return Object.assign(
    async () => {
      await client.query(sql, values);
    },
    { release: () => client.release() },
  );
}

const pool = op === "raw-insert" ? new pg.Pool({ connectionString: dbUrl, max: Math.min(clients.length, maxConnections ?? clients.length) }) : null;
const loops = await Promise.all(
  clients.map((c) =>
    op === "graphql-shopping" ? graphqlClient(c, c.index) : op === "rest-shopping" ? restClient(c, c.index) : op === "bare-write" ? bareClient(c, c.index) : insertClient(c, c.index, pool),
  ),
);

async function run(ms, record) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  let completed = 0;
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    loops.map(async (loop) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await loop();
          completed += 1;
          if (record) latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error.message;
        }
      }
    }),
  );
  return { latencies, errors, firstError, completed, elapsedMs: performance.now() - started };
}

const warmup = await run(warmupMs, false);
const result = { ...(await run(durationMs, true)), warmupOps: warmup.completed };
for (const loop of loops) loop.release?.();
await pool?.end();
parentPort.postMessage(result);
