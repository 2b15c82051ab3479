import { randomUUID } from "node:crypto";
import { createClient, type Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { api, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Live updates over the GraphQL WebSocket (graphql-transport-ws): authentication, origin checks,
// household isolation, resuming with `since`, and that no secret ever reaches a subscriber.

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

const VIEW_CHANGES = /* GraphQL */ `
  subscription Views($since: Int) { mealPlanViewChanged(since: $since) { sequence view userId sourceClientId } }
`;

interface ViewChange {
  sequence: number;
  view: string;
  userId: string;
  sourceClientId: string | null;
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
async function until(what: string, check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("GraphQL over WebSocket", () => {
  let app: TestApp;
  let wsUrl: string;
  const clients: Client[] = [];

  /** A graphql-ws client that never retries, so a refused connection surfaces at once. */
  function connect(connectionParams: Record<string, unknown>, on: Parameters<typeof createClient>[0]["on"] = {}) {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: false,
      on,
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    return client;
  }

  /** Subscribes and collects what arrives; `done` settles when the server completes or errors. */
  function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
    const received: T[] = [];
    let failure: unknown = null;
    let dispose: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      dispose = client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            if (result.errors) failure = result.errors;
            else received.push(result.data as T);
          },
          error: (error) => {
            failure = error;
            resolve();
          },
          complete: () => resolve(),
        },
      );
    });
    return { received, done, stop: () => dispose(), failure: () => failure };
  }

  /**
   * Waits until the server holds `n` more household subscriptions than `before`. A subscription is
   * counted just before it reads the household head; the embedded database runs queries in arrival
   * order, so that read lands before any change the test makes afterwards.
   */
  const subscribed = (before: number, n = 1) => until(`${n} live subscription(s)`, () => app.feeds.size >= before + n);

  const setView = (token: string, view: string, clientId: string) =>
    api(app, "PATCH", "/api/user/profile", {
      token,
      headers: { "X-Hearth-Client": clientId },
      body: { preferences: { defaultMealPlanView: view } },
    });

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    wsUrl = app.url.replace("http", "ws") + "/graphql";
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.dispose()));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("pushes a meal-plan view change made through REST by another tab, and nothing to another household", async () => {
    const alice = await registerUser(app, { email: uniqueEmail("ws-alice") });
    const bob = await registerUser(app, { email: uniqueEmail("ws-bob") });
    const before = app.feeds.size;
    const aliceFeed = collect<{ mealPlanViewChanged: ViewChange }>(
      connect({ authorization: `Bearer ${alice.token}`, clientId: "tab-a" }),
      VIEW_CHANGES,
    );
    const bobFeed = collect<{ mealPlanViewChanged: ViewChange }>(
      connect({ authorization: `Bearer ${bob.token}`, clientId: "tab-c" }),
      VIEW_CHANGES,
    );
    await subscribed(before, 2);

    const res = await setView(alice.token, "weekly", "tab-b");
    expect(res.status).toBe(200);

    await until("alice's change", () => aliceFeed.received.length >= 1);
    expect(aliceFeed.received[0].mealPlanViewChanged).toEqual({
      sequence: expect.any(Number),
      view: "weekly",
      userId: alice.user.id,
      sourceClientId: "tab-b",
    });
    expect(aliceFeed.failure()).toBeNull();
    expect(bobFeed.received).toEqual([]);

    // A change of Bob's own proves his feed is live; Alice's change must never have reached it.
    await setView(bob.token, "monthly", "tab-d");
    await until("bob's own change", () => bobFeed.received.length >= 1);
    expect(bobFeed.received.map((r) => r.mealPlanViewChanged)).toEqual([
      expect.objectContaining({ view: "monthly", userId: bob.user.id, sourceClientId: "tab-d" }),
    ]);
    expect(aliceFeed.received).toHaveLength(1);
  });

  it("pushes the caller's own profile as it now is after a rename or a view change on another session, to no one else", async () => {
    const PROFILE_CHANGES = /* GraphQL */ `
      subscription Profile($since: Int) {
        profileChanged(since: $since) { sequence type sourceClientId profile { id displayName preferences { defaultMealPlanView } } user { id displayName role } }
      }
    `;
    interface ProfileChange {
      sequence: number;
      type: string;
      sourceClientId: string | null;
      profile: { id: string; displayName: string; preferences: { defaultMealPlanView: string } };
      user: { id: string; displayName: string; role: string };
    }
    const alice = await registerUser(app, { email: uniqueEmail("ws-profile-a") });
    const bob = await registerUser(app, { email: uniqueEmail("ws-profile-b") });
    const before = app.feeds.size;
    const aliceFeed = collect<{ profileChanged: ProfileChange }>(connect({ authorization: `Bearer ${alice.token}`, clientId: "tab-a" }), PROFILE_CHANGES);
    const bobFeed = collect<{ profileChanged: ProfileChange }>(connect({ authorization: `Bearer ${bob.token}`, clientId: "tab-c" }), PROFILE_CHANGES);
    await subscribed(before, 2);

    const renamed = await api(app, "PATCH", "/api/user/profile", {
      token: alice.token,
      headers: { "X-Hearth-Client": "tab-b" },
      body: { displayName: "Alice the Baker" },
    });
    expect(renamed.status).toBe(200);
    await until("alice's rename", () => aliceFeed.received.length >= 1);
    expect(aliceFeed.received[0].profileChanged).toEqual({
      sequence: expect.any(Number),
      type: "ProfileUpdated",
      sourceClientId: "tab-b",
      profile: { id: alice.user.id, displayName: "Alice the Baker", preferences: { defaultMealPlanView: expect.any(String) } },
      user: { id: alice.user.id, displayName: "Alice the Baker", role: "user" },
    });

    expect((await setView(alice.token, "monthly", "tab-b")).status).toBe(200);
    await until("alice's view change", () => aliceFeed.received.length >= 2);
    expect(aliceFeed.received[1].profileChanged).toMatchObject({ type: "MealPlanViewChanged", profile: { preferences: { defaultMealPlanView: "monthly" } } });
    expect(aliceFeed.received[1].profileChanged.sequence).toBeGreaterThan(aliceFeed.received[0].profileChanged.sequence);
    expect(aliceFeed.failure()).toBeNull();

    // Bob's own rename proves his feed is live; nothing of Alice's ever reached it.
    await api(app, "PATCH", "/api/user/profile", { token: bob.token, body: { displayName: "Bob" } });
    await until("bob's own rename", () => bobFeed.received.length >= 1);
    expect(bobFeed.received.map((r) => r.profileChanged.user)).toEqual([{ id: bob.user.id, displayName: "Bob", role: "user" }]);

    // Resuming from the first change replays only what came after it.
    const resumed = collect<{ profileChanged: ProfileChange }>(connect({ authorization: `Bearer ${alice.token}` }), PROFILE_CHANGES, {
      since: aliceFeed.received[0].profileChanged.sequence,
    });
    await until("the replay", () => resumed.received.length >= 1);
    expect(resumed.received.map((r) => r.profileChanged.type)).toEqual(["MealPlanViewChanged"]);
  });

  it("closes the connection with 4403 for a bad token", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-bad") });
    const forged = account.token.slice(0, -4) + (account.token.endsWith("AAAA") ? "BBBB" : "AAAA");
    let closeCode: number | undefined;
    const client = connect({ authorization: `Bearer ${forged}` }, { closed: (event) => {
      closeCode = (event as { code?: number }).code;
    } });

    const feed = collect(client, VIEW_CHANGES);
    await feed.done;

    expect(closeCode).toBe(4403);
    expect(feed.received).toEqual([]);
  });

  it("closes an open connection with 4401 once its session ends (logout elsewhere)", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-logout") });
    let closeCode: number | undefined;
    const client = connect({ authorization: `Bearer ${account.token}` }, { closed: (event) => {
      closeCode = (event as { code?: number }).code;
    } });
    const feed = collect(client, VIEW_CHANGES, { since: 0 });
    await api(app, "PATCH", "/api/user/profile", { token: account.token, body: { preferences: { defaultMealPlanView: "weekly" } } });
    await until("the live change", () => feed.received.length === 1);

    const logout = await api(app, "POST", "/api/auth/logout", { token: account.token });
    expect(logout.status).toBe(200);
    await feed.done;
    expect(closeCode).toBe(4401);
  });

  it("closes every tab's socket of an ended session at the next re-check, and leaves other sessions' sockets open", async () => {
    // A re-check round checks each token once for all the sockets that share it (a browser's tabs).
    const family = await registerUser(app, { email: uniqueEmail("ws-tabs") });
    const neighbour = await registerUser(app, { email: uniqueEmail("ws-tabs-other") });
    const codes: (number | undefined)[] = [undefined, undefined, undefined];
    const tabs = codes.map((_, i) =>
      connect({ authorization: `Bearer ${family.token}` }, { closed: (event) => {
        codes[i] = (event as { code?: number }).code;
      } }),
    );
    let neighbourClosed = false;
    const other = connect({ authorization: `Bearer ${neighbour.token}` }, { closed: () => {
      neighbourClosed = true;
    } });
    const feeds = tabs.map((tab) => collect(tab, VIEW_CHANGES, { since: 0 }));
    const otherFeed = collect(other, VIEW_CHANGES, { since: 0 });
    await api(app, "PATCH", "/api/user/profile", { token: family.token, body: { preferences: { defaultMealPlanView: "weekly" } } });
    await until("the change on every tab", () => feeds.every((feed) => feed.received.length === 1));

    expect((await api(app, "POST", "/api/auth/logout", { token: family.token })).status).toBe(200);
    await Promise.all(feeds.map((feed) => feed.done));
    expect(codes).toEqual([4401, 4401, 4401]);

    // The neighbour's socket came through the same rounds and still hears its own changes.
    await api(app, "PATCH", "/api/user/profile", { token: neighbour.token, body: { preferences: { defaultMealPlanView: "monthly" } } });
    await until("the neighbour's change", () => otherFeed.received.length === 1);
    expect(neighbourClosed).toBe(false);
    other.dispose();
  });

  it("closes the connection with 4403 without a token", async () => {
    let closeCode: number | undefined;
    const client = connect({}, { closed: (event) => {
      closeCode = (event as { code?: number }).code;
    } });

    const feed = collect(client, VIEW_CHANGES);
    await feed.done;

    expect(closeCode).toBe(4403);
  });

  it("terminates a socket that stops answering keep-alive pings, and keeps the ones that answer", async () => {
    // One keep-alive interval serves every socket: each tick pings, and a socket that has not
    // answered the previous tick's ping is terminated. A tick pings 200 sockets at a time, so the
    // silent one, opened after 250 others, is in a later slice than the first. Two seconds between
    // ticks: this process answers 250 sockets' pings, and on a machine busy with other suites a 500 ms
    // tick could end an answering socket whose pong this process had not yet had the CPU to send.
    const pinging = await startTestApp({ backend: "embedded", config: { wsKeepAliveMs: 2000 } });
    try {
      const account = await registerUser(pinging, { email: uniqueEmail("ws-ping") });
      const signIn = (autoPong: boolean) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(pinging.url.replace("http", "ws") + "/graphql", "graphql-transport-ws", { autoPong });
          socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${account.token}` } })));
          socket.once("message", () => resolve(socket)); // connection_ack
          socket.once("error", reject);
          socket.once("close", (code) => reject(new Error(`closed with ${code} before it was signed in`)));
        });
      const answering = await Promise.all(Array.from({ length: 250 }, () => signIn(true)));
      const pingsAnswered = answering.map(() => 0);
      answering.forEach((socket, i) => socket.on("ping", () => (pingsAnswered[i] += 1)));
      const silent = await signIn(false);
      const silentClosed = new Promise<number>((resolve) => silent.once("close", (code) => resolve(code)));
      let pingsIgnored = 0;
      silent.on("ping", () => (pingsIgnored += 1));

      expect(await silentClosed).toBe(1006); // terminated: no close frame
      expect(pingsIgnored).toBeGreaterThanOrEqual(1);
      expect(Math.min(...pingsAnswered)).toBeGreaterThanOrEqual(1);
      expect(answering.filter((socket) => socket.readyState !== WebSocket.OPEN)).toEqual([]);
      for (const socket of answering) socket.close();
    } finally {
      await pinging.stop();
    }
  });

  it("sends one household change to every socket under that socket's own subscription id, the payload the same text", async () => {
    // One result serialised once for all the sockets that share it (graphql-ws-server.ts): each
    // message must still carry its own subscription's id, and never the placeholder payload.
    const account = await registerUser(app, { email: uniqueEmail("ws-shared") });
    const before = app.feeds.size;
    const sockets = await Promise.all(
      ["first", "second", "third"].map(
        (subscriptionId) =>
          new Promise<{ socket: WebSocket; id: string; messages: string[] }>((resolve, reject) => {
            const socket = new WebSocket(wsUrl, "graphql-transport-ws");
            const messages: string[] = [];
            socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${account.token}` } })));
            socket.on("message", (data) => {
              const text = String(data);
              if (JSON.parse(text).type === "connection_ack") {
                socket.send(JSON.stringify({ id: subscriptionId, type: "subscribe", payload: { query: VIEW_CHANGES } }));
                resolve({ socket, id: subscriptionId, messages });
              } else messages.push(text);
            });
            socket.once("error", reject);
          }),
      ),
    );
    await subscribed(before, 3);
    expect((await setView(account.token, "weekly", "shared-test")).status).toBe(200);
    await until("the change on every socket", () => sockets.every((s) => s.messages.length > 0));
    const payloads = sockets.map(({ id, messages }) => {
      const message = JSON.parse(messages[0]) as { id: string; type: string; payload: unknown };
      expect(message).toMatchObject({ id, type: "next" });
      expect(messages[0]).not.toContain("$hearth");
      return JSON.stringify(message.payload);
    });
    expect(new Set(payloads).size).toBe(1);
    expect(JSON.parse(payloads[0])).toMatchObject({ data: { mealPlanViewChanged: { view: "weekly", sourceClientId: "shared-test" } } });
    for (const { socket } of sockets) socket.close();
  });

  describe("Origin of the upgrade request", () => {
    /** Opens a raw socket; answers 'open' or the HTTP status of a refused upgrade. */
    function upgrade(headers: Record<string, string>): Promise<"open" | number> {
      return new Promise((resolve, reject) => {
        const socket = new WebSocket(wsUrl, "graphql-transport-ws", { headers });
        socket.once("open", () => {
          socket.close();
          resolve("open");
        });
        socket.once("unexpected-response", (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.once("error", (error) => reject(error));
      });
    }

    it("refuses a foreign Origin with 403", async () => {
      expect(await upgrade({ Origin: "http://evil.example" })).toBe(403);
    });

    it("accepts a request without Origin (non-browser clients)", async () => {
      expect(await upgrade({})).toBe("open");
    });

    it("accepts the server's own origin", async () => {
      expect(await upgrade({ Origin: app.url })).toBe("open");
    });
  });

  it("replays the changes after `since` in order, then continues live", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-since") });
    await setView(account.token, "weekly", "tab-1");
    await setView(account.token, "monthly", "tab-2");

    const before = app.feeds.size;
    const feed = collect<{ mealPlanViewChanged: ViewChange }>(
      connect({ authorization: `Bearer ${account.token}`, clientId: "tab-a" }),
      VIEW_CHANGES,
      { since: 0 },
    );
    await until("the replay", () => feed.received.length >= 2);
    await subscribed(before);
    await setView(account.token, "daily", "tab-3");
    await until("the live change", () => feed.received.length >= 3);

    const changes = feed.received.map((r) => r.mealPlanViewChanged);
    expect(changes.map((c) => [c.view, c.sourceClientId])).toEqual([
      ["weekly", "tab-1"],
      ["monthly", "tab-2"],
      ["daily", "tab-3"],
    ]);
    const sequences = changes.map((c) => c.sequence);
    expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
    expect(new Set(sequences).size).toBe(3);

    // Resuming after the first change replays only what came later.
    const resumed = collect<{ mealPlanViewChanged: ViewChange }>(
      connect({ authorization: `Bearer ${account.token}` }),
      VIEW_CHANGES,
      { since: sequences[0] },
    );
    await until("the resumed replay", () => resumed.received.length >= 2);
    expect(resumed.received.map((r) => r.mealPlanViewChanged.sequence)).toEqual(sequences.slice(1));
  });

  it("refuses a negative `since`", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-negative") });
    const feed = collect(connect({ authorization: `Bearer ${account.token}` }), VIEW_CHANGES, { since: -1 });

    await until("the refusal", () => feed.failure() !== null);

    expect(JSON.stringify(feed.failure())).toContain("since must be a sequence number of 0 or more");
    expect(feed.received).toEqual([]);
  });

  it("householdEvents replays the household's history without any password hash", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-events"), password: "very-secret-pw" });
    await setView(account.token, "weekly", "tab-1");

    const feed = collect<{ householdEvents: { sequence: number; type: string; data: string } }>(
      connect({ authorization: `Bearer ${account.token}` }),
      "subscription { householdEvents(since: 0) { sequence type data } }",
    );
    await until("the household's events", () =>
      feed.received.some((r) => r.householdEvents.type === "MealPlanViewChanged"),
    );

    const events = feed.received.map((r) => r.householdEvents);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["UserRegistered", "HouseholdCreated", "TrialStarted", "MealPlanViewChanged"]),
    );
    expect(events.map((e) => e.sequence)).toEqual(events.map((_, i) => i + 1));
    const registered = JSON.parse(events.find((e) => e.type === "UserRegistered")!.data);
    expect(registered).toMatchObject({ userId: account.user.id, email: account.email });
    const everything = JSON.stringify(events);
    expect(everything).not.toContain("passwordHash");
    expect(everything).not.toContain("$argon2");
    expect(everything).not.toContain("very-secret-pw");
  });

  it("answers a malformed subscription with an error for that operation and keeps the connection", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-syntax") });
    let closeCode: number | undefined;
    const client = connect({ authorization: `Bearer ${account.token}` }, { closed: (event) => {
      closeCode = (event as { code?: number }).code;
    } });
    const before = app.feeds.size;
    const healthy = collect<{ mealPlanViewChanged: ViewChange }>(client, VIEW_CHANGES);
    await subscribed(before);

    const broken = collect(client, "subscription { mealPlanViewChanged { sequence ");
    await until("the refusal", () => broken.failure() !== null);

    expect(JSON.stringify(broken.failure())).toMatch(/syntax/i);
    expect(closeCode).toBeUndefined();
    await setView(account.token, "weekly", "tab-b");
    await until("the change on the healthy subscription", () => healthy.received.length >= 1);
    expect(healthy.received[0].mealPlanViewChanged.view).toBe("weekly");
  });

  it("applies the query limits to subscriptions too", async () => {
    const account = await registerUser(app, { email: uniqueEmail("ws-limits") });
    const nest = "... { ".repeat(12) + "sequence" + " }".repeat(12);

    const feed = collect(
      connect({ authorization: `Bearer ${account.token}` }),
      `subscription { mealPlanViewChanged { ${nest} } }`,
    );
    await until("the refusal", () => feed.failure() !== null);

    expect(JSON.stringify(feed.failure())).toMatch(/depth/i);
  });
});
