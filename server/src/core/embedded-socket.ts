/**
 * The embedded database's door: PGlite's one Postgres session served over the Postgres wire
 * protocol on a loopback TCP port, so MikroORM, knex and node-postgres speak to it as to a real
 * server (and another process, the bench or the projection CLI, can too).
 *
 * A connection's messages are run in groups that end where the client waits for an answer: a Sync
 * (the end of an extended-protocol query or of a pipeline of them, `pg-pipeline.ts`), a simple Query,
 * a Flush, or the end of a COPY. PGlite runs a whole group in one call and its answers leave in one
 * socket write. Served message by message (as pglite-socket did), each Parse, Bind, Describe and
 * Execute cost its own call into PGlite, its own await and its own write: a command's two pipelines
 * of some forty messages took about 2.5 times the CPU of the same statements run as groups
 * (issue 14, bench/README.md).
 *
 * One session serves every connection, so while one connection has a transaction open only its
 * groups run; the others' wait in order. A group never interleaves with another connection's, so
 * a Parse is never parted from its Bind. A connection that goes away inside its transaction has it
 * rolled back before anyone else runs.
 */
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/** Untyped first messages: the protocol version of a StartupMessage, and the requests answered here. */
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** Message types after which the client waits for an answer: Sync, Query, Flush, CopyDone, CopyFail. */
const GROUP_ENDS = new Set(["S", "Q", "H", "c", "f"].map((c) => c.charCodeAt(0)));
const TERMINATE = "X".charCodeAt(0);
/** A StartupMessage is a few names and values; Postgres itself refuses one over 10,000 bytes. */
const MAX_STARTUP_LENGTH = 10_000;

interface Connection {
  socket: Socket;
  /** Bytes received and not yet queued as a group. */
  buffer: Buffer;
  /** How far `buffer` has been read into whole messages (the group being gathered ends there). */
  scanned: number;
  /** Whether the StartupMessage has been seen (before it, messages carry no type byte). */
  started: boolean;
  closed: boolean;
}

export interface EmbeddedSocket {
  /** `host:port` of the listening socket. */
  address: string;
  stop(): Promise<void>;
}

export async function serveEmbedded(db: PGlite, host = "127.0.0.1"): Promise<EmbeddedSocket> {
  const queue: { connection: Connection; bytes: Buffer }[] = [];
  const connections = new Set<Connection>();
  /** The connection whose transaction is open: only its groups run until it ends. */
  let owner: Connection | null = null;
  let draining: Promise<void> | null = null;

  async function rollBackAbandoned(): Promise<void> {
    if (!owner?.closed) return;
    owner = null;
    try {
      if (db.isInTransaction()) await db.exec("ROLLBACK");
    } catch {
      // The session is in a state ROLLBACK cannot leave; the next BEGIN will say so to its caller.
    }
  }

  async function run(connection: Connection, bytes: Buffer): Promise<void> {
    const answers: Buffer[] = [];
    try {
      await db.runExclusive(() => db.execProtocolRawStream(bytes, { onRawData: (data) => void answers.push(Buffer.from(data)) }));
    } catch {
      // PGlite threw instead of answering with an ErrorResponse: this connection's state is unknown.
      forget(connection);
      connection.socket.destroy();
    }
    owner = db.isInTransaction() ? connection : null;
    if (!connection.closed && answers.length > 0) connection.socket.write(answers.length === 1 ? answers[0] : Buffer.concat(answers));
  }

  function drain(): void {
    if (draining) return;
    draining = (async () => {
      try {
        for (;;) {
          await rollBackAbandoned();
          const index = owner ? queue.findIndex((group) => group.connection === owner) : 0;
          if (index < 0 || queue.length === 0) return;
          const [group] = queue.splice(index, 1);
          await run(group.connection, group.bytes);
        }
      } finally {
        draining = null;
      }
    })();
  }

  /** Closes a connection whose bytes are not the protocol; what it had queued is dropped with it. */
  function refuse(connection: Connection): void {
    connection.buffer = Buffer.alloc(0);
    forget(connection);
    connection.socket.destroy();
  }

  /** A connection gone: nothing it queued runs, and its open transaction is rolled back. */
  function forget(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connections.delete(connection);
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].connection === connection) queue.splice(i, 1);
    if (owner === connection) drain();
  }

  /** Cuts whole groups off the connection's buffer and queues them; answers what is answered here. */
  function receive(connection: Connection, data: Buffer): void {
    connection.buffer = connection.buffer.length === 0 ? data : Buffer.concat([connection.buffer, data]);
    let queued = false;
    for (;;) {
      const { buffer, scanned } = connection;
      if (!connection.started) {
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (length < 8 || length > MAX_STARTUP_LENGTH) return refuse(connection);
        if (buffer.length < length) break;
        connection.buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write("N");
        } else if (code === CANCEL_REQUEST) {
          // Not supported: the query runs to its end. The requesting connection closes itself.
        } else if (code === PROTOCOL_3) {
          connection.started = true;
          queue.push({ connection, bytes: buffer.subarray(0, length) });
          queued = true;
        } else {
          return refuse(connection);
        }
        continue;
      }
      if (buffer.length < scanned + 5) break;
      const type = buffer[scanned];
      const length = buffer.readInt32BE(scanned + 1);
      // A length counts itself: below 4 the stream is not the Postgres protocol.
      if (length < 4) return refuse(connection);
      const end = scanned + 1 + length;
      if (buffer.length < end) break;
      if (type === TERMINATE) {
        // Whatever was gathered without a Sync is dropped with the connection, as Postgres would.
        if (queued) drain();
        connection.socket.end();
        return;
      }
      connection.scanned = end;
      if (GROUP_ENDS.has(type)) {
        queue.push({ connection, bytes: buffer.subarray(0, end) });
        queued = true;
        connection.buffer = buffer.subarray(end);
        connection.scanned = 0;
      }
    }
    if (queued) drain();
  }

  const server: Server = createServer((socket) => {
    const connection: Connection = { socket, buffer: Buffer.alloc(0), scanned: 0, started: false, closed: false };
    connections.add(connection);
    socket.setNoDelay(true);
    socket.on("data", (data) => receive(connection, data));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => forget(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    address: `${host}:${port}`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.socket.destroy();
      await closed;
      await draining;
    },
  };
}
