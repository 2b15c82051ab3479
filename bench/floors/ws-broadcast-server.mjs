// Floor (c): a raw `ws` server. POST /broadcast answers at once and sends one event-sized message
// (JSON.stringify per send, as a naive server would not; here once) to every open socket.
import http from "node:http";
import { WebSocketServer } from "ws";

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
    const text = JSON.stringify({ id: "1", type: "next", payload: { data: { householdEvents: { sequence: body.sequence, type: "ShoppingItemAdded", streamId: "shopping-list", data: JSON.stringify({ itemId: "6f1c2b0e-9a7d-4f0b-8a52-3e1d4c5b6a79", name: body.name, category: "Dairy", quantity: 2 }) } } } });
    for (const socket of wss.clients) socket.send(text);
  });
});
const wss = new WebSocketServer({ server });
wss.on("connection", (socket) => {
  socket.on("message", (raw) => {
    const m = JSON.parse(raw.toString());
    if (m.type === "connection_init") socket.send(JSON.stringify({ type: "connection_ack" }));
  });
});
server.listen(0, "127.0.0.1", () => process.send({ kind: "ready", url: `http://127.0.0.1:${server.address().port}` }));
process.on("message", (m) => {
  if (m.kind === "stop") process.exit(0);
});
process.on("disconnect", () => process.exit(0));
