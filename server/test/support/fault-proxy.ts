import net from "node:net";

/**
 * A TCP proxy the fault suites put in front of Postgres or Redis. `cut()` closes every connection and
 * refuses new ones, `blackhole()` accepts and forwards nothing, `delay(ms)` holds every chunk a while;
 * `heal()` forwards normally again.
 */
export class FaultProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private mode: "open" | "cut" | "blackhole" = "open";
  private delayMs = 0;
  private trap: { match: RegExp; forward: boolean; after?: RegExp; armed: Set<net.Socket> } | null = null;
  port = 0;
  /** Connections accepted since start (clients reconnecting show up here). */
  connections = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Proxies a `postgres://` or `redis://` URL (or the app's `http://`): answers the same URL pointing at the proxy. */
  static async forUrl(url: string): Promise<{ proxy: FaultProxy; url: string }> {
    const parsed = new URL(url);
    const proxy = new FaultProxy(parsed.hostname, Number(parsed.port || (parsed.protocol.startsWith("redis") ? 6379 : 5432)));
    await proxy.start();
    parsed.hostname = "127.0.0.1";
    parsed.port = String(proxy.port);
    return { proxy, url: parsed.toString() };
  }

  async start(): Promise<void> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket) {
    if (this.mode === "cut") {
      client.destroy();
      return;
    }
    this.connections += 1;
    const upstream = net.connect(this.targetPort, this.targetHost);
    const pair = [client, upstream];
    for (const s of pair) {
      this.sockets.add(s);
      s.on("error", () => undefined);
      s.on("close", () => {
        this.sockets.delete(s);
        for (const other of pair) other.destroy();
      });
    }
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (this.mode === "blackhole") return;
        const trap = this.trap;
        const text = trap && from === client ? chunk.toString("latin1") : "";
        if (trap && trap.after && trap.after.test(text)) trap.armed.add(client);
        if (trap && from === client && (!trap.after || trap.armed.has(client)) && trap.match.test(text)) {
          this.trap = null;
          if (trap.forward) to.write(chunk, () => this.cut());
          else this.cut();
          return;
        }
        if (this.delayMs > 0) setTimeout(() => to.write(chunk), this.delayMs);
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
  }

  /** Closes every connection and refuses new ones until `heal()`. */
  cut(): void {
    this.mode = "cut";
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  /**
   * The next client chunk that matches `match` (on a connection that has sent a chunk matching
   * `after`, when given) is forwarded (`forward: true`, so the server acts on it but its answer is
   * lost) or dropped, and then every connection is cut as by `cut()`.
   */
  cutAt(match: RegExp, options: { forward: boolean; after?: RegExp }): void {
    this.trap = { match, forward: options.forward, after: options.after, armed: new Set() };
  }

  /** Accepts connections but forwards nothing (a silent network) until `heal()`. */
  blackhole(): void {
    this.mode = "blackhole";
  }

  /** Holds every chunk `ms` before forwarding it. */
  delay(ms: number): void {
    this.delayMs = ms;
  }

  heal(): void {
    this.mode = "open";
    this.trap = null;
    this.delayMs = 0;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
