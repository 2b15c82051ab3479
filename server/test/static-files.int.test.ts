import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding } from "../src/core/static-files.js";
import { startTestApp, type TestApp } from "./support/test-app.js";

/** A raw GET (fetch would decode the body and hide Content-Encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["identity", null],
    ["*", "br"],
    [undefined, null],
  ])("%s → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("the built client is served compressed", () => {
  let app: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify("Hearth ".repeat(400))});\n`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), "hearth-dist-"));
    await mkdir(path.join(dist, "assets"));
    await writeFile(path.join(dist, "index.html"), "<!doctype html><title>Hearth</title><div id=root></div>");
    await writeFile(path.join(dist, "sign-in.html"), "<!doctype html><title>Sign In · Hearth</title><div id=root></div>");
    await writeFile(path.join(dist, "assets", "index-abc123.js"), script);
    await writeFile(path.join(dist, "assets", "tiny-abc123.js"), "export {};\n");
    app = await startTestApp({ backend: "embedded", config: { clientDist: dist } });
  });
  afterAll(async () => {
    await app?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it("answers brotli when accepted, with a year's immutable caching for hashed assets", async () => {
    const res = await rawGet(`${app.url}/assets/index-abc123.js`, { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("answers gzip to a client without brotli, and plain bytes to one that accepts neither", async () => {
    const gz = await rawGet(`${app.url}/assets/index-abc123.js`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet(`${app.url}/assets/index-abc123.js`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("leaves tiny files uncompressed and never serves outside the build", async () => {
    const tiny = await rawGet(`${app.url}/assets/tiny-abc123.js`, { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("export {};\n");

    const escape = await rawGet(`${app.url}/assets/..%2f..%2fpackage.json`, { "accept-encoding": "br" });
    expect(escape.status).toBe(404);
  });

  it("sends the standalone sign-in page for a first visit to the sign-in paths, and the app everywhere else", async () => {
    for (const signIn of ["/app/auth", "/app/login", "/login", "/auth", "/app/auth/"]) {
      const res = await rawGet(`${app.url}${signIn}?redirect=/app/pantry`, {});
      expect(res.status, signIn).toBe(200);
      expect(res.body.toString(), signIn).toContain("Sign In · Hearth");
    }
    for (const appPath of ["/", "/app", "/app/profile", "/password-reset"]) {
      const res = await rawGet(`${app.url}${appPath}`, {});
      expect(res.status, appPath).toBe(200);
      expect(res.body.toString(), appPath).toContain("<title>Hearth</title>");
    }
  });
});
