import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeFetch } from "./safe-fetch.js";

// The test server listens on every loopback address; the tests reach it as 127.0.0.2 and allow
// only that address, so 127.0.0.1, localhost and ::1 stay as forbidden as they are in production.
const ALLOWED = "127.0.0.2";
let server: http.Server;
let port: number;
const base = () => `http://${ALLOWED}:${port}`;
const hanging: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/page") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end("<h1>Crème brûlée</h1>");
    }
    if (path === "/latin1") {
      res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" });
      return res.end(Buffer.from([0x63, 0x72, 0xe8, 0x6d, 0x65]));
    }
    if (path.startsWith("/hop/")) {
      const n = Number(path.slice(5));
      res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : "/page" });
      return res.end();
    }
    if (path === "/to-loopback") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/page` });
      return res.end();
    }
    if (path === "/to-localhost") {
      res.writeHead(301, { location: `http://localhost:${port}/page` });
      return res.end();
    }
    if (path === "/to-mapped") {
      res.writeHead(307, { location: `http://[::ffff:127.0.0.1]:${port}/page` });
      return res.end();
    }
    if (path === "/to-metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    }
    if (path === "/to-file") {
      res.writeHead(302, { location: "file:///etc/passwd" });
      return res.end();
    }
    if (path === "/big") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("x".repeat(5000));
    }
    if (path === "/big-chunked") {
      res.writeHead(200, { "content-type": "text/html", "transfer-encoding": "chunked" });
      for (let i = 0; i < 10; i++) res.write("y".repeat(1000));
      return res.end();
    }
    if (path === "/image") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(Buffer.alloc(10));
    }
    if (path === "/missing") {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("gone");
    }
    if (path === "/hang") {
      hanging.push(res);
      return;
    }
    res.writeHead(500);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allow = { allowAddresses: [ALLOWED] };

describe("safeFetch against a local server", () => {
  it("fetches an allowed page and decodes its charset", async () => {
    const page = await safeFetch(`${base()}/page`, { ...allow, contentTypes: ["text/html"] });
    expect(page.status).toBe(200);
    expect(page.contentType).toBe("text/html");
    expect(page.text()).toBe("<h1>Crème brûlée</h1>");
    const latin = await safeFetch(`${base()}/latin1`, allow);
    expect(latin.text()).toBe("crème");
  });

  it("refuses the same server without the test allowance", async () => {
    await expect(safeFetch(`${base()}/page`)).rejects.toMatchObject({ code: "BLOCKED_ADDRESS" });
  });

  it("follows up to five redirects and reports the final URL", async () => {
    const page = await safeFetch(`${base()}/hop/4`, allow);
    expect(page.url).toBe(`${base()}/page`);
    await expect(safeFetch(`${base()}/hop/5`, allow)).rejects.toMatchObject({ code: "TOO_MANY_REDIRECTS" });
  });

  it("refuses a redirect to 127.0.0.1", async () => {
    await expect(safeFetch(`${base()}/to-loopback`, allow)).rejects.toMatchObject({ code: "BLOCKED_ADDRESS" });
  });

  it("refuses a redirect to a name that resolves to loopback (checked at connect time)", async () => {
    await expect(safeFetch(`${base()}/to-localhost`, allow)).rejects.toMatchObject({ code: "BLOCKED_ADDRESS" });
  });

  it("refuses a redirect to IPv4-mapped IPv6 loopback and to the metadata address", async () => {
    await expect(safeFetch(`${base()}/to-mapped`, allow)).rejects.toMatchObject({ code: "BLOCKED_ADDRESS" });
    await expect(safeFetch(`${base()}/to-metadata`, allow)).rejects.toMatchObject({ code: "BLOCKED_ADDRESS" });
  });

  it("refuses a redirect to another scheme", async () => {
    await expect(safeFetch(`${base()}/to-file`, allow)).rejects.toMatchObject({ code: "BAD_URL" });
  });

  it("limits the size, by header and while streaming", async () => {
    await expect(safeFetch(`${base()}/big`, { ...allow, maxBytes: 1000 })).rejects.toMatchObject({ code: "TOO_LARGE" });
    await expect(safeFetch(`${base()}/big-chunked`, { ...allow, maxBytes: 2500 })).rejects.toMatchObject({ code: "TOO_LARGE" });
  });

  it("checks the content type", async () => {
    await expect(safeFetch(`${base()}/image`, { ...allow, contentTypes: ["text/html"] })).rejects.toMatchObject({
      code: "BAD_CONTENT_TYPE",
    });
    const image = await safeFetch(`${base()}/image`, { ...allow, contentTypes: ["image/*"] });
    expect(image.body.length).toBe(10);
  });

  it("reports error statuses", async () => {
    await expect(safeFetch(`${base()}/missing`, allow)).rejects.toMatchObject({ code: "HTTP_ERROR", status: 404 });
  });

  it("gives up on a server that never answers", async () => {
    await expect(safeFetch(`${base()}/hang`, { ...allow, timeoutMs: 300 })).rejects.toMatchObject({ code: "TIMEOUT" });
  });
});
