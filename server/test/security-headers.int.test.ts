import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Security headers on every response (server/src/core/security-headers.ts) and /metrics behind
// METRICS_TOKEN, against a small client build of our own so the inline-script hash is known.

const INLINE = 'if(location.pathname==="/app/auth"){document.title="Hearth"}';
const INLINE_HASH = `'sha256-${createHash("sha256").update(INLINE).digest("base64")}'`;
const METRICS_TOKEN = "metrics-token-for-tests-0123456789";

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function writeClientBuild(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), "hearth-csp-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(
    path.join(dist, "index.html"),
    `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>` +
      `<body><div id="root"></div><script>${INLINE}</script></body></html>`,
  );
  await writeFile(path.join(dist, "assets", "index-abc.js"), "console.log('hearth')");
  return dist;
}

describe("security headers", () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await writeClientBuild();
    app = await startTestApp({ backend: "embedded", config: { clientDist: dist, metricsToken: METRICS_TOKEN } });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ["a page", "GET", "/app/auth"],
    ["a static file", "GET", "/assets/index-abc.js"],
    ["an /api answer", "GET", "/api/auth/config"],
    ["an /api error", "GET", "/api/shopping-lists"],
    ["GraphQL", "POST", "/graphql"],
    ["a 404", "GET", "/nothing-here.txt"],
    ["/healthz", "GET", "/healthz"],
  ])("are on %s", async (_label, method, url) => {
    const res = await api(app, method, url, method === "POST" ? { body: { query: "{ __typename }" } } : {});
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    // Plain http: no HSTS.
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("allows scripts only from this origin and the built page's inline script by its hash", async () => {
    const res = await api(app, "GET", "/app/login");
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual(["'self'", INLINE_HASH]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("style-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe-inline|unsafe-eval|upgrade-insecure-requests/);
  });

  it("sends HSTS only when the request came over https through a trusted proxy", async () => {
    // TRUST_PROXY defaults to loopback, and the test calls from 127.0.0.1.
    const secure = await api(app, "GET", "/healthz", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("does not believe X-Forwarded-Proto from an untrusted address", async () => {
    const untrusted = await startTestApp({ backend: "embedded", config: { clientDist: dist, trustProxy: false } });
    try {
      const res = await api(untrusted, "GET", "/healthz", { headers: { "x-forwarded-proto": "https" } });
      expect(res.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await untrusted.stop();
    }
  }, 120_000);

  it("serves no Apollo landing page (its CDN scripts would break the policy)", async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toMatch(/apollographql|embeddable-sandbox/);
  });

  describe("/metrics", () => {
    it("answers 401 without the bearer token and with a wrong one", async () => {
      const none = await api(app, "GET", "/metrics");
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      const { token } = await registerUser(app);
      expect((await api(app, "GET", "/metrics", { token })).status).toBe(401);
      expect((await api(app, "GET", "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(401);
      expect((await api(app, "GET", "/metrics", { headers: { authorization: METRICS_TOKEN } })).status).toBe(401);
    });

    it("answers the Prometheus metrics with the token", async () => {
      const res = await api(app, "GET", "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(res.body).toContain("hearth_http_requests_total");
    });

    it("is not served at all without METRICS_TOKEN", async () => {
      const plain = await startTestApp({ backend: "embedded", config: { clientDist: dist } });
      try {
        const res = await api(plain, "GET", "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(res.status).toBe(404);
        expect(res.body).not.toContain("hearth_");
      } finally {
        await plain.stop();
      }
    }, 120_000);
  });
});

describe("content security with outside services configured", () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await writeClientBuild();
    app = await startTestApp({
      backend: "embedded",
      config: { clientDist: dist, googleClientId: "123-test.apps.googleusercontent.com", gaMeasurementId: "G-TEST1234" },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it("allows Google sign-in and Google Analytics hosts, and nothing else", async () => {
    const csp = directives((await api(app, "GET", "/app/auth")).headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual([
      "'self'",
      INLINE_HASH,
      "https://accounts.google.com/gsi/client",
      "https://*.googletagmanager.com",
    ]);
    expect(csp.get("style-src")).toEqual(["'self'", "https://accounts.google.com/gsi/style"]);
    expect(csp.get("frame-src")).toEqual(["https://accounts.google.com/gsi/"]);
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://accounts.google.com/gsi/",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    expect(csp.get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
    ]);
  });
});
