import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPostgres, checkRedis, createTestDatabase, testRedisPrefix } from "./support/services.js";
import { api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";
import { collect, wsClient } from "./support/ws-client.js";

const pg = await checkPostgres();
const redis = pg.available ? await checkRedis() : pg;

describe.skipIf(!(pg.available && redis.available))("two server instances on one Postgres and one Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const prefix = testRedisPrefix();

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestApp({ backend: "postgres", redis: true, databaseUrl: database.url, redisPrefix: prefix.prefix });
    // B re-checks its sockets' sessions only once an hour: a socket there closes sooner only when told.
    b = await startTestApp({ backend: "postgres", redis: true, databaseUrl: database.url, redisPrefix: prefix.prefix, config: { wsSessionRecheckMs: 3_600_000 } });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    await prefix.cleanup();
  });

  it("a subscriber on instance A receives a change made through instance B", async () => {
    const user = await registerUser(a);
    const client = wsClient(a, user.token, "tab-on-a");
    const sub = collect(client, "subscription { mealPlanViewChanged(since: 0) { sequence view userId sourceClientId } }");
    // since: 0 replays anything the subscription was too late for, so the first change cannot be missed.
    await api(a, "PATCH", "/api/user/profile", { token: user.token, body: { preferences: { defaultMealPlanView: "monthly" } } });
    await sub.next(1);

    const res = await api(b, "PATCH", "/api/user/profile", {
      token: user.token,
      headers: { "x-hearth-client": "tab-on-b" },
      body: { preferences: { defaultMealPlanView: "weekly" } },
    });
    expect(res.status).toBe(200);
    const [, change] = await sub.next(2);
    expect(change.mealPlanViewChanged).toMatchObject({ view: "weekly", userId: user.user.id, sourceClientId: "tab-on-b" });
    expect(change.mealPlanViewChanged.sequence).toBeGreaterThan(0);
    sub.dispose();
    await client.dispose();

    // Both instances read the same read model.
    const fromA = await api(a, "GET", "/api/user/profile", { token: user.token });
    expect(fromA.body.preferences.defaultMealPlanView).toBe("weekly");
  });

  it("a logout through instance A is refused by instance B at once, even right after B accepted the token", async () => {
    const user = await registerUser(a);
    // B has just accepted the token (and may keep that answer for a few seconds).
    expect((await api(b, "GET", "/api/user/profile", { token: user.token })).status).toBe(200);
    expect((await api(b, "GET", "/api/user/profile", { token: user.token })).status).toBe(200);

    expect((await api(a, "POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
    expect((await api(b, "GET", "/api/user/profile", { token: user.token })).status).toBe(401);
    expect((await api(a, "GET", "/api/user/profile", { token: user.token })).status).toBe(401);
  });

  it("a logout through instance A closes that session's socket on instance B at once (4401), and no other", async () => {
    const user = await registerUser(a);
    const otherDevice = (await api(a, "POST", "/api/login", { body: { email: user.email, password: user.password } })).body.token as string;
    const leaving = wsClient(b, user.token, "phone-on-b");
    const closed = new Promise<number | undefined>((resolve) => leaving.on("closed", (event) => resolve((event as { code?: number }).code)));
    const staying = wsClient(b, otherDevice, "tablet-on-b");
    const QUERY = "subscription { mealPlanViewChanged(since: 0) { sequence view } }";
    const [left, stayed] = [collect(leaving, QUERY), collect(staying, QUERY)];
    await api(a, "PATCH", "/api/user/profile", { token: user.token, body: { preferences: { defaultMealPlanView: "monthly" } } });
    await Promise.all([left.next(1), stayed.next(1)]);

    expect((await api(a, "POST", "/api/auth/logout", { token: user.token })).status).toBe(200);
    // Well before B's hourly round: the word of the logout came over the bus.
    expect(await closed).toBe(4401);
    // The family's other device is signed in with its own session and keeps hearing changes.
    await api(a, "PATCH", "/api/user/profile", { token: otherDevice, body: { preferences: { defaultMealPlanView: "weekly" } } });
    const [, change] = await stayed.next(2);
    expect(change.mealPlanViewChanged.view).toBe("weekly");
    stayed.dispose();
    await staying.dispose();
  });
});
