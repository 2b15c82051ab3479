import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGoogleStandIn, TEST_GOOGLE_CLIENT_ID, type GoogleStandIn } from "./support/google-stand-in.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Google sign-in end to end against a local key set: the server fetches the keys over HTTP and checks
// signature, issuer, audience, expiry and nonce exactly as it does against Google's.

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@gmail.example`;
const nonce = () => `nonce-${randomUUID()}`;

describe("Google sign-in", () => {
  let google: GoogleStandIn;
  let app: TestApp;

  beforeAll(async () => {
    google = await startGoogleStandIn();
    app = await startTestApp({
      backend: "embedded",
      config: { googleClientId: TEST_GOOGLE_CLIENT_ID, googleJwksUrl: google.jwksUrl },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await google?.close();
  });

  const signIn = (idToken: string, n: string) => api(app, "POST", "/api/auth/google", { body: { idToken, nonce: n } });

  it("tells the client which Google client id to use", async () => {
    const rest = await api(app, "GET", "/api/auth/config");
    expect(rest.body).toEqual({ googleClientId: TEST_GOOGLE_CLIENT_ID });
    const graph = await gql(app, "{ appConfig { googleClientId } }");
    expect(graph.data).toEqual({ appConfig: { googleClientId: TEST_GOOGLE_CLIENT_ID } });
  });

  it("creates an account with a household and a trial for a new Google user", async () => {
    const email = uniqueEmail("new");
    const n = nonce();
    const idToken = await google.signIdToken({ sub: `g-${randomUUID()}`, email, name: "Noor Haddad", nonce: n });

    const res = await signIn(idToken, n);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token: expect.any(String),
      user: { email, name: "Noor Haddad", displayName: "Noor Haddad", role: "user", accountType: "accountHolder" },
      status: "trialing",
      message: "Signed in with Google successfully",
    });
    expect((decodeJwt(res.body.token) as { sid?: string }).sid).toEqual(expect.any(String));
    const check = await api(app, "GET", "/api/auth/check", { token: res.body.token });
    expect(check.status).toBe(200);
    const status = await api(app, "GET", "/api/subscription/status", { token: res.body.token });
    expect(status.body.subscriptionStatus).toBe("trialing");
    // No password: a password sign-in is pointed at Google (or a reset).
    const password = await api(app, "POST", "/api/login", { body: { email, password: "anything-at-all" } });
    expect(password.status).toBe(401);
    expect(password.body.error).toMatch(/signs in with Google/);
  });

  it("signs in the same Google user again without creating a second account", async () => {
    const sub = `g-${randomUUID()}`;
    const email = uniqueEmail("again");
    const n1 = nonce();
    const first = await signIn(await google.signIdToken({ sub, email, nonce: n1 }), n1);
    const n2 = nonce();
    const second = await signIn(await google.signIdToken({ sub, email, nonce: n2 }), n2);
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it("links an existing password account with the same verified email", async () => {
    const account = await registerUser(app, { email: uniqueEmail("linked") });
    const n = nonce();
    const res = await signIn(await google.signIdToken({ sub: `g-${randomUUID()}`, email: account.email, nonce: n }), n);
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(account.user.id);
    // The password still works too.
    expect((await api(app, "POST", "/api/login", { body: { email: account.email, password: account.password } })).status).toBe(200);
  });

  it.each([
    ["a wrong audience", { aud: "someone-else.apps.googleusercontent.com" }],
    ["a wrong issuer", { iss: "https://accounts.example.com" }],
    ["an expired token", { expiresIn: -60 }],
  ])("refuses %s with 401 'Google authentication failed'", async (_label, claims) => {
    const n = nonce();
    const res = await signIn(await google.signIdToken({ sub: "g-x", email: uniqueEmail("bad"), nonce: n, ...claims }), n);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Google authentication failed" });
  });

  it("refuses a wrong nonce (a token issued for another sign-in)", async () => {
    const res = await signIn(await google.signIdToken({ sub: "g-x", email: uniqueEmail("nonce"), nonce: nonce() }), nonce());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Google authentication failed" });
  });

  it("refuses a token signed by a key Google does not publish, and garbage", async () => {
    const n = nonce();
    const foreign = await signIn(await google.signWithForeignKey({ sub: "g-x", email: uniqueEmail("forged"), nonce: n }), n);
    expect(foreign.status).toBe(401);
    const garbage = await signIn("not.a.token", n);
    expect(garbage.status).toBe(401);
  });

  it("refuses an unverified email", async () => {
    const n = nonce();
    const res = await signIn(await google.signIdToken({ sub: "g-u", email: uniqueEmail("unverified"), email_verified: false, nonce: n }), n);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/verified email/);
  });

  it("validates the request body", async () => {
    const res = await api(app, "POST", "/api/auth/google", { body: { nonce: nonce() } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "idToken is required" });
  });

  it("works through the googleSignIn mutation with the same checks", async () => {
    const MUTATION = "mutation ($input: GoogleSignInInput!) { googleSignIn(input: $input) { token status message user { email } } }";
    const email = uniqueEmail("graph");
    const n = nonce();
    const ok = await gql(app, MUTATION, { input: { idToken: await google.signIdToken({ sub: `g-${randomUUID()}`, email, nonce: n }), nonce: n } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.googleSignIn).toMatchObject({ status: "trialing", message: "Signed in with Google successfully", user: { email } });

    const wrongAudience = await gql(app, MUTATION, {
      input: { idToken: await google.signIdToken({ sub: "g-y", email, nonce: n, aud: "other" }), nonce: n },
    });
    expect(wrongAudience.errors?.[0]).toMatchObject({ message: "Google authentication failed", extensions: { code: "UNAUTHENTICATED" } });
  });
});

describe("Google sign-in switched off or unreachable", () => {
  let app: TestApp;
  let unreachable: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
    unreachable = await startTestApp({
      backend: "embedded",
      config: { googleClientId: TEST_GOOGLE_CLIENT_ID, googleJwksUrl: "http://127.0.0.1:9/certs" },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await unreachable?.stop();
  });

  it("offers no client id and refuses the endpoint without configuration", async () => {
    expect((await gql(app, "{ appConfig { googleClientId } }")).data).toEqual({ appConfig: { googleClientId: null } });
    const res = await api(app, "POST", "/api/auth/google", { body: { idToken: "a.b.c", nonce: nonce() } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Google sign-in is not enabled on this server" });
  });

  it("answers 503 with a clear message when Google's key set cannot be fetched", async () => {
    const google = await startGoogleStandIn();
    try {
      const n = nonce();
      const res = await api(unreachable, "POST", "/api/auth/google", {
        body: { idToken: await google.signIdToken({ sub: "g-z", email: uniqueEmail("down"), nonce: n }), nonce: n },
      });
      expect(res.status).toBe(503);
      expect(res.body.error).toMatch(/Google sign-in is unavailable right now/);
    } finally {
      await google.close();
    }
  });
});
