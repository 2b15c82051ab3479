// The embedded database's socket (core/embedded-socket.ts) through what speaks to it: node-postgres
// clients and, for the framing, a raw TCP socket. PGlite in memory; no outside service.
import { connect, type Socket } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { serialize } from "pg-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveEmbedded, type EmbeddedSocket } from "../src/core/embedded-socket.js";
import { pipeline } from "../src/core/pg-pipeline.js";

let db: PGlite;
let socket: EmbeddedSocket;
const clients: pg.Client[] = [];

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: `postgres://postgres@${socket.address}/postgres` });
  await c.connect();
  clients.push(c);
  return c;
}

/** Message types of a backend answer, in order (e.g. "12CZ"). */
function types(bytes: Buffer): string {
  let out = "";
  for (let i = 0; i + 5 <= bytes.length; i += 1 + bytes.readInt32BE(i + 1)) out += String.fromCharCode(bytes[i]);
  return out;
}

/** Sends `chunks` one write each, a tick apart, and collects the answer until `readyCount` ReadyForQuery messages (after `skip` bytes) have come. */
async function raw(chunks: Buffer[], readyCount: number, skip = 0): Promise<Buffer> {
  const [host, port] = socket.address.split(":");
  const s: Socket = connect(Number(port), host);
  const received: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    s.on("error", reject);
    s.on("data", (data) => {
      received.push(data);
      const all = Buffer.concat(received);
      if ((types(all.subarray(skip)).match(/Z/g) ?? []).length >= readyCount) resolve(all);
    });
  });
  await new Promise<void>((resolve) => s.once("connect", () => resolve()));
  for (const chunk of chunks) {
    s.write(chunk);
    await new Promise((resolve) => setImmediate(resolve));
  }
  try {
    return await done;
  } finally {
    s.destroy();
  }
}

const startup = () => serialize.startup({ user: "postgres", database: "postgres" });

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec("create table notes (id int primary key, body text not null)");
  socket = await serveEmbedded(db);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  await socket.stop();
  await db.close();
});

describe("the embedded socket", () => {
  it("answers a pipeline of statements in one batch, an error skipping to its Sync", async () => {
    const c = await client();
    const results = await pipeline(c, [
      { text: "insert into notes (id, body) values ($1, $2)", values: [1, "milk"] },
      { text: "insert into notes (id, body) values ($1, $2)", values: [2, "eggs"] },
      { text: "select body from notes where id in (1, 2) order by id" },
    ]);
    expect(results[2].rows).toEqual([{ body: "milk" }, { body: "eggs" }]);
    await expect(c.query("insert into notes (id, body) values (1, 'again')")).rejects.toThrow(/duplicate key/);
    expect((await c.query("select count(*)::int as n from notes where id in (1, 2)")).rows).toEqual([{ n: 2 }]);
  });

  it("runs only the connection whose transaction is open until it ends", async () => {
    const a = await client();
    const b = await client();
    await a.query("begin");
    await a.query("insert into notes (id, body) values (10, 'bread')");
    let bAnswered = false;
    const bRead = b.query("select count(*)::int as n from notes where id = 10").then((r) => {
      bAnswered = true;
      return r.rows[0].n as number;
    });
    // A's next statements run while B's read waits behind A's transaction.
    await a.query("insert into notes (id, body) values (11, 'butter')");
    expect(bAnswered).toBe(false);
    await a.query("commit");
    expect(await bRead).toBe(1);
  });

  it("rolls back the transaction of a connection that goes away inside it", async () => {
    const a = await client();
    const b = await client();
    await a.query("begin");
    await a.query("insert into notes (id, body) values (20, 'left behind')");
    const bRead = b.query("select count(*)::int as n from notes where id = 20");
    a.on("error", () => undefined);
    (a as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
    expect((await bRead).rows).toEqual([{ n: 0 }]);
    expect(db.isInTransaction()).toBe(false);
    await b.query("begin");
    await b.query("commit");
  });

  it("answers an SSL request with N, then serves the session on the same socket", async () => {
    const sslRequest = Buffer.alloc(8);
    sslRequest.writeInt32BE(8, 0);
    sslRequest.writeInt32BE(80877103, 4);
    const answer = await raw([sslRequest, startup(), serialize.query("select 1")], 2, 1);
    expect(answer.subarray(0, 1).toString()).toBe("N");
    expect(types(answer.subarray(1))).toMatch(/^R.*Z.*T.*D.*C.*Z$/);
  });

  it("closes a connection whose bytes are not the protocol, and serves the others", async () => {
    const [host, port] = socket.address.split(":");
    for (const garbage of [Buffer.from([0, 0, 0, 2, 0, 0, 0, 0]), Buffer.concat([startup(), Buffer.from([0x51, 0xff, 0xff, 0xff, 0xf0])])]) {
      const s = connect(Number(port), host);
      const closed = new Promise<void>((resolve) => s.on("close", () => resolve()));
      s.on("error", () => undefined);
      s.write(garbage);
      await closed;
    }
    const c = await client();
    expect((await c.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("gathers messages that arrive a few bytes at a time, and answers a group once its Sync arrives", async () => {
    const messages = Buffer.concat([
      startup(),
      serialize.parse({ text: "select body from notes where id = $1" }),
      serialize.bind({ values: ["1"] }),
      serialize.describe({ type: "P", name: "" }),
      serialize.execute({ portal: "" }),
      serialize.sync(),
    ]);
    const pieces: Buffer[] = [];
    for (let i = 0; i < messages.length; i += 3) pieces.push(messages.subarray(i, i + 3));
    const answer = await raw(pieces, 2);
    expect(types(answer)).toMatch(/Z12TDCZ$/);
    expect(answer.includes(Buffer.from("milk"))).toBe(true);
  });
});
