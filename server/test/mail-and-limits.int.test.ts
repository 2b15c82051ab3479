import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPostgres, checkRedis, createTestDatabase, testRedisPrefix } from "./support/services.js";
import { api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Mail through a real SMTP conversation (a local SMTP server stands in for the provider), the outbox
// page kept out of production, and the limits that must hold across instances: the lock (events in
// Postgres) and the per-address throttle (Redis).

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const pg = await checkPostgres();
const redis = pg.available ? await checkRedis() : pg;

describe("mail over SMTP", () => {
  let smtp: SMTPServer;
  let app: TestApp;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (raw += chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    app = await startTestApp({
      backend: "embedded",
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "Hearth <hello@hearth.example>", publicUrl: "https://hearth.example" },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the password reset link through SMTP_URL, built on PUBLIC_URL", async () => {
    const account = await registerUser(app, { email: uniqueEmail("smtp") });
    const res = await api(app, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
    expect(res.status).toBe(200);

    await expect.poll(() => received.find((m) => m.to.includes(account.email))).toBeDefined();
    const mail = received.find((m) => m.to.includes(account.email))!;
    expect(mail.from).toBe("hello@hearth.example");
    expect(mail.raw).toMatch(/Subject: Reset your Hearth password/);
    expect(mail.raw.replace(/=\r?\n/g, "")).toMatch(/https:\/\/hearth\.example\/reset-password\?token=3D[A-Za-z0-9_-]{43}|https:\/\/hearth\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it("has no outbox page when mail really goes out", async () => {
    expect((await api(app, "GET", "/dev/outbox")).status).toBe(404);
  });
});

describe("the local outbox", () => {
  let dev: TestApp;
  let standard: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    dev = await startTestApp({ backend: "embedded", config: { devMailOutbox: true, nodeEnv: "development" } });
    // What `npm start` runs with nothing configured.
    standard = await startTestApp({ backend: "embedded", config: { devMailOutbox: false, nodeEnv: "development" } });
    production = await startTestApp({ backend: "embedded", config: { nodeEnv: "production", devMailOutbox: true } });
  });
  afterAll(async () => {
    await dev?.stop();
    await standard?.stop();
    await production?.stop();
  });

  it("gives a stranger no way to read a reset link on a default start", async () => {
    const account = await registerUser(standard, { email: uniqueEmail("victim") });
    const res = await api(standard, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/token=/);
    for (const path of ["/dev/outbox", "/dev/outbox.json", "/dev/outbox/", "/DEV/OUTBOX"]) {
      const page = JSON.stringify((await api(standard, "GET", path)).body);
      expect(page).not.toContain(account.email);
      expect(page).not.toMatch(/reset-password\?token=/);
    }
    expect((await api(standard, "GET", "/dev/outbox.json")).status).toBe(404);
    // The mail is kept, for the person who runs the server (its links are in the server log).
    const [kept] = await standard.db.em().execute<{ n: string }[]>("select count(*) as n from mail_outbox where recipient = ?", [account.email]);
    expect(Number(kept.n)).toBe(1);
  });

  it("with DEV_MAIL_OUTBOX=1 is a page for this machine, listing mail with clickable links", async () => {
    const account = await registerUser(dev, { email: uniqueEmail("outbox") });
    await api(dev, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
    const page = await api(dev, "GET", "/dev/outbox");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.body).toContain(account.email);
    expect(page.body).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=/);
  });

  it("with DEV_MAIL_OUTBOX=1 still refuses a caller from the network behind a local proxy", async () => {
    const account = await registerUser(dev, { email: uniqueEmail("proxied") });
    await api(dev, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
    for (const path of ["/dev/outbox", "/dev/outbox.json"]) {
      const res = await api(dev, "GET", path, { headers: { "X-Forwarded-For": "203.0.113.7" } });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(account.email);
    }
  });

  it("is not served in production even when switched on, though mail is still kept", async () => {
    const account = await registerUser(production, { email: uniqueEmail("prod") });
    const res = await api(production, "POST", "/api/auth/password-reset/request", { body: { email: account.email } });
    expect(res.status).toBe(200);
    expect((await api(production, "GET", "/dev/outbox")).status).toBe(404);
    expect((await api(production, "GET", "/dev/outbox.json")).status).toBe(404);
    const [kept] = await production.db.em().execute<{ n: string }[]>("select count(*) as n from mail_outbox where recipient = ?", [account.email]);
    expect(Number(kept.n)).toBe(1);
  });
});


describe.skipIf(!(pg.available && redis.available))("limits across two instances (postgres + redis)", () => {
  let a: TestApp;
  let b: TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { loginRateLimit: 12, rateWindowSeconds: 600 };
    a = await startTestApp({ backend: "postgres", redis: true, databaseUrl: database.url, redisPrefix: prefix.prefix, config });
    b = await startTestApp({ backend: "postgres", redis: true, databaseUrl: database.url, redisPrefix: prefix.prefix, config });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    await prefix.cleanup();
  });

  it("wrong passwords on either instance add up to one lock, which both instances enforce", async () => {
    const account = await registerUser(a, { email: uniqueEmail("two-lock") });
    const attempt = (app: TestApp, password: string) => api(app, "POST", "/api/login", { body: { email: account.email, password } });
    for (const app of [a, b, a, b]) expect((await attempt(app, "wrong-password")).body.error).toBe("Invalid password");
    const fifth = await attempt(b, "wrong-password");
    expect(fifth.status).toBe(423);
    expect((await attempt(a, account.password)).body).toEqual({ error: "Account locked" });
    expect((await attempt(b, account.password)).body).toEqual({ error: "Account locked" });
  });

  it("the per-address throttle counts attempts on both instances together (Redis)", async () => {
    // Its own client address (the proxy's X-Forwarded-For), so the attempts above do not count.
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const body = { email: uniqueEmail("nobody"), password: "whatever-secret" };
    for (let i = 0; i < 6; i++) {
      for (const app of [a, b]) expect((await api(app, "POST", "/api/login", { body, headers })).status).toBe(404);
    }
    const refused = await api(a, "POST", "/api/login", { body, headers });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many sign-in attempts from your network/);
    expect((await api(b, "POST", "/api/login", { body, headers })).status).toBe(429);
    // Another address is not affected.
    expect((await api(b, "POST", "/api/login", { body, headers: { "x-forwarded-for": "203.0.113.78" } })).status).toBe(404);
  });
});
