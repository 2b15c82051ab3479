import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPostgres } from "../../../test/support/services.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "../../../test/support/test-app.js";
import { ALREADY_SUBSCRIBED_MESSAGE, NEWSLETTER_SIGNUPS_PER_HOUR, SUBSCRIBED_MESSAGE } from "./marketing.service.js";

// The 'Stay Updated' newsletter of the landing footers and the public run-time config, over REST and GraphQL.
const pg = await checkPostgres();

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

const SUBSCRIBE = `mutation Subscribe($input: NewsletterSubscriptionInput!) {
  subscribeToNewsletter(input: $input) { email alreadySubscribed message }
}`;

for (const backend of ["embedded", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !pg.available)(`newsletter and public config (${backend})`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ backend, checkResponses: true, config: { gaMeasurementId: "G-HEARTH123" } });
    });
    afterAll(async () => {
      await app?.stop();
    });

    async function eventsFor(email: string) {
      return app.db
        .em()
        .execute<{ type: string; data: { email: string; source: string } }[]>(
          "select type, data from events where type = 'NewsletterSubscribed' and data->>'email' = ?",
          [email],
        );
    }

    async function rowFor(email: string) {
      const [row] = await app.db
        .em()
        .execute<{ email: string; source: string }[]>("select email, source from newsletter_subscriptions where email = ?", [
          email,
        ]);
      return row;
    }

    it("subscribes a new address with 201, storing it as an event and in the list", async () => {
      const email = uniqueEmail("stay-updated");
      const res = await api(app, "POST", "/api/newsletter", { body: { email, source: "landing" } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ subscribed: true, email, alreadySubscribed: false, message: SUBSCRIBED_MESSAGE });
      expect(await eventsFor(email)).toEqual([{ type: "NewsletterSubscribed", data: { email, source: "landing" } }]);
      expect(await rowFor(email)).toEqual({ email, source: "landing" });
    });

    it("answers 200 'already subscribed' for the same address again, however it is typed, and records it once", async () => {
      const email = uniqueEmail("twice");
      expect((await api(app, "POST", "/api/newsletter", { body: { email } })).status).toBe(201);
      const again = await api(app, "POST", "/api/newsletter", {
        body: { email: `  ${email.toUpperCase()} `, source: "preview-home" },
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ subscribed: true, email, alreadySubscribed: true, message: ALREADY_SUBSCRIBED_MESSAGE });
      expect(await eventsFor(email)).toHaveLength(1);
      expect(await rowFor(email)).toEqual({ email, source: "other" });
    });

    it("stores one subscription when the same address arrives many times at once", async () => {
      const email = uniqueEmail("burst");
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => api(app, "POST", "/api/newsletter", { body: { email, source: "landing" } })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(await eventsFor(email)).toHaveLength(1);
    });

    it("answers a replayed Idempotency-Key with the first answer", async () => {
      const email = uniqueEmail("replay");
      const headers = { "Idempotency-Key": `newsletter-${randomUUID()}` };
      const first = await api(app, "POST", "/api/newsletter", { body: { email }, headers });
      const second = await api(app, "POST", "/api/newsletter", { body: { email }, headers });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect(await eventsFor(email)).toHaveLength(1);
    });

    it.each([
      [{}, "Please enter your email address"],
      [{ email: "   " }, "Please enter your email address"],
      [{ email: 42 }, "Please enter your email address"],
      [{ email: "not-an-address" }, "Please enter a valid email address"],
      [{ email: "sam@" }, "Please enter a valid email address"],
      [{ email: `${"a".repeat(250)}@example.com` }, "Please enter a valid email address"],
      [{ email: "sam@example.com", source: "billboard" }, "source must be one of landing, preview-home, other"],
    ])("refuses %j with 400 and a clear message", async (body, message) => {
      const res = await api(app, "POST", "/api/newsletter", { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
    });

    it("refuses a body that is not a JSON object", async () => {
      expect((await api(app, "POST", "/api/newsletter", { rawBody: "[]" })).body).toEqual({
        error: "Request body must be a JSON object",
      });
      expect((await api(app, "POST", "/api/newsletter", { rawBody: "{" })).status).toBe(400);
    });

    it("subscribes through GraphQL with the same rules, signed in or not", async () => {
      const email = uniqueEmail("graphql");
      const first = await gql(app, SUBSCRIBE, { input: { email, source: "preview-home" } });
      expect(first.errors).toBeUndefined();
      expect(first.data.subscribeToNewsletter).toEqual({ email, alreadySubscribed: false, message: SUBSCRIBED_MESSAGE });

      const { token } = await registerUser(app);
      const again = await gql(app, SUBSCRIBE, { input: { email } }, token);
      expect(again.data.subscribeToNewsletter.alreadySubscribed).toBe(true);

      const bad = await gql(app, SUBSCRIBE, { input: { email: "nope" } });
      expect(bad.errors?.[0].message).toBe("Please enter a valid email address");
      expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(await eventsFor(email)).toHaveLength(1);
    });

    it("slows down one connection that signs up address after address", async () => {
      const answers = [];
      for (let i = 0; i <= NEWSLETTER_SIGNUPS_PER_HOUR; i++) {
        answers.push(await api(app, "POST", "/api/newsletter", { body: { email: uniqueEmail(`flood${i}`) } }));
      }
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0].body).toMatchObject({ error: "Too many sign-ups from your connection. Please try again later." });
      expect(refused[0].body.retryAfterSeconds).toBeGreaterThan(0);
    });

    it("serves the analytics measurement id the server was configured with", async () => {
      expect((await api(app, "GET", "/api/public-config")).body).toEqual({ gaMeasurementId: "G-HEARTH123" });
      expect((await gql(app, "{ publicConfig { gaMeasurementId } }")).data).toEqual({
        publicConfig: { gaMeasurementId: "G-HEARTH123" },
      });
    });
  });
}

describe("public config without analytics", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers a null measurement id", async () => {
    expect((await api(app, "GET", "/api/public-config")).body).toEqual({ gaMeasurementId: null });
  });
});
