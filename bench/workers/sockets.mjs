/* global setTimeout, clearTimeout */
// Subscriber process: holds many graphql-ws (graphql-transport-ws) sockets, one subscription each,
// and notes when each pushed item (named "m<number>") arrives, on the machine's wall clock.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import WebSocket from "ws";

const now = () => performance.timeOrigin + performance.now();
const sockets = [];
/** Sockets that stopped reading (the paused-subscriber row), with how the server closed them. */
const paused = [];
let receipts = [];
/** This process's own event-loop delay: a receipt is stamped when the loop gets to it. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const NAME = /\\?"name\\?":\\?"(m\d+)\\?"/;

function open(wsUrl, token, query, record = true) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, "graphql-transport-ws");
    const timer = setTimeout(() => reject(new Error("socket not acknowledged in 60 s")), 60_000);
    socket.on("error", (e) => reject(e));
    socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${token}` } })));
    socket.on("message", (raw) => {
      const text = raw.toString();
      if (text.startsWith('{"type":"connection_ack"') || text.includes('"type":"connection_ack"')) {
        if (query) socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
        clearTimeout(timer);
        resolve(socket);
        return;
      }
      if (text.includes('"type":"ping"')) {
        socket.send('{"type":"pong"}');
        return;
      }
      if (!record) return;
      const match = NAME.exec(text);
      if (match) receipts.push(match[1], now());
    });
    socket.on("close", (code) => {
      if (record && code !== 1000) receipts.push("closed", code);
    });
  });
}

process.on("message", async (m) => {
  try {
    if (m.kind === "open") {
      const batch = 200;
      for (let i = 0; i < m.tokens.length; i += batch) {
        sockets.push(...(await Promise.all(m.tokens.slice(i, i + batch).map((t) => open(m.wsUrl, t, m.query)))));
      }
      process.send({ kind: "open", id: m.id, open: sockets.length });
    } else if (m.kind === "pause") {
      // One socket holding `subscriptions` subscriptions that stops reading (TCP reading paused), so
      // the kernel's buffers fill after a few hundred events and the server's bound is reached.
      const socket = await open(m.wsUrl, m.token, null, false);
      const closed = new Promise((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })));
      for (let i = 0; i < m.subscriptions; i++) socket.send(JSON.stringify({ id: `p${i}`, type: "subscribe", payload: { query: m.query } }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      socket._socket.pause();
      paused.push({ socket, closed });
      process.send({ kind: "pause", id: m.id });
    } else if (m.kind === "resume") {
      // Reads again: what the kernel held, then the server's close frame (or none within 35 s).
      const closes = [];
      for (const { socket, closed } of paused.splice(0)) {
        socket._socket.resume();
        const timeout = new Promise((resolve) => setTimeout(() => resolve({ code: null, reason: "still open" }), 35_000));
        const result = await Promise.race([closed, timeout]);
        if (result.code === null) socket.terminate();
        closes.push(result);
      }
      process.send({ kind: "resume", id: m.id, closes });
    } else if (m.kind === "collect") {
      process.send({ kind: "collect", id: m.id, receipts });
      receipts = [];
    } else if (m.kind === "loopDelay") {
      // The largest delay since the last ask (ms), then starts over.
      process.send({ kind: "loopDelay", id: m.id, maxMs: loopDelay.max / 1e6 });
      loopDelay.reset();
    } else if (m.kind === "close") {
      for (const s of sockets.splice(0)) s.close(1000);
      process.send({ kind: "close", id: m.id });
    } else if (m.kind === "stop") {
      process.exit(0);
    }
  } catch (error) {
    process.send({ kind: "error", id: m.id, message: String(error?.message ?? error) });
  }
});
process.on("disconnect", () => process.exit(0));
process.send({ kind: "ready" });
