// Floor (b): the least a write over HTTP can cost. node:http, a pg pool, and per request BEGIN,
// INSERT one event-sized row, UPDATE one read-model row, COMMIT. Answers a small JSON body.
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.BENCH_DB_URL, max: Number(process.env.BENCH_POOL_MAX ?? 10) });
await pool.query(`create table if not exists bench_bare_events (id bigserial primary key, stream_id text not null, type text not null, data jsonb not null, recorded_at timestamptz not null default now())`);
await pool.query(`create table if not exists bench_bare_rows (id int primary key, revision bigint not null default 0, name text)`);
await pool.query(`insert into bench_bare_rows (id, name) select g, 'row ' || g from generate_series(0, 63) g on conflict do nothing`);

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", async () => {
    const client = await pool.connect();
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      await client.query("begin");
      const { rows } = await client.query("insert into bench_bare_events (stream_id, type, data) values ($1, $2, $3::jsonb) returning id", [body.stream, "ShoppingItemAdded", JSON.stringify(body.data)]);
      await client.query("update bench_bare_rows set revision = $1, name = $2 where id = $3", [rows[0].id, body.data.name, body.row ?? 0]);
      await client.query("commit");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: rows[0].id }));
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      res.writeHead(500);
      res.end(String(error));
    } finally {
      client.release();
    }
  });
});
server.listen(0, "127.0.0.1", () => process.send({ kind: "ready", url: `http://127.0.0.1:${server.address().port}` }));
process.on("message", async (m) => {
  if (m.kind === "cpu") process.send({ kind: "cpu", id: m.id, ...process.cpuUsage() });
  if (m.kind === "stop") {
    server.close();
    await pool.query("drop table if exists bench_bare_events, bench_bare_rows").catch(() => undefined);
    await pool.end();
    process.exit(0);
  }
});
process.on("disconnect", () => process.exit(0));
