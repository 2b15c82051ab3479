import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { checkPostgres } from "./support/services.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// POST /api/bug-reports (spec sections 3, 5, 7, 8) and the staff side (/app/admin): reports from
// anonymous and signed-in people, screenshots stored and served back byte for byte, triage by admins.
const pg = await checkPostgres();

/** A small but real WebP file (RIFF container, VP8L lossless 1x1). */
const WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
const webpDataUrl = `data:image/webp;base64,${WEBP.toString("base64")}`;

const BUG_REPORTS = `
  query BugReports($status: BugReportStatus, $severity: BugReportSeverity) {
    bugReports(status: $status, severity: $severity) {
      id title description stepsToReproduce expectedBehavior actualBehavior severity category status email
      reporterUserId userAgent url viewportWidth viewportHeight clientTimestamp submittedAt resolvedAt
      screenshotUrl screenshotContentType
    }
  }`;
const RESOLVE = `mutation Resolve($id: ID!) { resolveBugReport(id: $id) { id status resolvedAt } }`;

function report(overrides: Record<string, unknown> = {}) {
  return {
    title: "Shopping list forgets my aisle",
    description: "The aisle I typed disappears after a reload.",
    stepsToReproduce: "1. Open the shopping list\n2. Set an aisle\n3. Reload",
    expectedBehavior: "Aisle 7 stays",
    actualBehavior: "The aisle is empty",
    severity: "high",
    email: "visitor@example.com",
    category: "bug",
    screenshot: webpDataUrl,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chromium",
    url: "http://localhost/app/shopping-list",
    timestamp: "2026-11-21T09:30:00.000Z",
    viewport: { width: 1280, height: 720 },
    userId: null,
    ...overrides,
  };
}

for (const backend of ["embedded", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !pg.available)(`bug reports (${backend})`, () => {
    let app: TestApp;
    const adminEmail = `admin-${randomUUID().slice(0, 8)}@example.com`;
    let adminToken: string;

    beforeAll(async () => {
      app = await startTestApp({ backend, checkResponses: true, config: { adminEmails: [adminEmail] } });
      adminToken = (await registerUser(app, { email: adminEmail })).token;
    });
    afterAll(async () => {
      await app?.stop();
    });

    const listAll = async () => (await gql(app, BUG_REPORTS, {}, adminToken)).data.bugReports as any[];

    it("takes an anonymous visitor's report with its screenshot, and an admin sees both", async () => {
      const title = `Anonymous ${randomUUID()}`;
      const res = await api(app, "POST", "/api/bug-reports", { body: report({ title }) });

      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, id: expect.any(String) });

      const listed = (await listAll()).find((r) => r.id === res.body.id);
      expect(listed).toMatchObject({
        title,
        description: "The aisle I typed disappears after a reload.",
        stepsToReproduce: "1. Open the shopping list\n2. Set an aisle\n3. Reload",
        expectedBehavior: "Aisle 7 stays",
        actualBehavior: "The aisle is empty",
        severity: "high",
        category: "bug",
        status: "open",
        email: "visitor@example.com",
        reporterUserId: null,
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chromium",
        url: "http://localhost/app/shopping-list",
        viewportWidth: 1280,
        viewportHeight: 720,
        clientTimestamp: "2026-11-21T09:30:00.000Z",
        screenshotUrl: `/api/bug-reports/${res.body.id}/screenshot`,
        screenshotContentType: "image/webp",
        resolvedAt: null,
      });

      const image = await fetch(app.url + listed.screenshotUrl, { headers: { authorization: `Bearer ${adminToken}` } });
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect(image.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await image.arrayBuffer()).equals(WEBP)).toBe(true);
    });

    it("records who sent a signed-in report (from the token, not the payload) and the defaults", async () => {
      const user = await registerUser(app);
      const res = await api(app, "POST", "/api/bug-reports", {
        token: user.token,
        body: { title: "Signed in", description: "From the app", email: user.email, userId: "someone-else" },
      });

      expect(res.status).toBe(201);
      const listed = (await listAll()).find((r) => r.id === res.body.id);
      expect(listed).toMatchObject({
        reporterUserId: user.user.id,
        severity: "medium",
        category: "bug",
        stepsToReproduce: "",
        screenshotUrl: null,
      });
    });

    it("checks title, description and email in the spec's order with its messages", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: "  ", description: "", email: "" }, "Missing Title", "Please provide a brief title for the issue"],
        [{ title: "Crash", description: " ", email: "" }, "Missing Description", "Please describe the issue you encountered"],
        [{ title: "Crash", description: "It crashed", email: "" }, "Missing Email", "Please provide your email for follow-up"],
      ];
      for (const [fields, error, message] of cases) {
        const res = await api(app, "POST", "/api/bug-reports", { body: report(fields) });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error, message });
      }
    });

    it("refuses a bad severity, a malformed screenshot and a body that is not an object", async () => {
      expect((await api(app, "POST", "/api/bug-reports", { body: report({ severity: "urgent" }) })).body.error).toMatch(
        /^severity must be one of low, medium, high, critical/,
      );
      const notImage = await api(app, "POST", "/api/bug-reports", {
        body: report({ screenshot: "data:text/html;base64,PHNjcmlwdD4=" }),
      });
      expect(notImage.status).toBe(400);
      expect(notImage.body.error).toMatch(/screenshot must be an image data URL/);
      expect((await api(app, "POST", "/api/bug-reports", { rawBody: "[1,2]" })).status).toBe(400);
      expect((await api(app, "POST", "/api/bug-reports", { rawBody: "{nope" })).body).toEqual({
        error: "Malformed JSON in request body",
      });
    });

    it("accepts screenshots above the shared 1 MB limit, and answers 413 with a clear message above its own", async () => {
      const webpOfSize = (bytes: number) => {
        const buffer = Buffer.alloc(bytes, 7);
        WEBP.copy(buffer, 0, 0, 12);
        return `data:image/webp;base64,${buffer.toString("base64")}`;
      };
      const twoMegabytes = await api(app, "POST", "/api/bug-reports", { body: report({ screenshot: webpOfSize(2 * 1024 * 1024) }) });
      expect(twoMegabytes.status).toBe(201);

      const overImageLimit = await api(app, "POST", "/api/bug-reports", {
        body: report({ screenshot: webpOfSize(8 * 1024 * 1024 + 1024) }),
      });
      expect(overImageLimit.status).toBe(413);
      expect(overImageLimit.body.error).toBe(
        "Screenshot is too large: at most 8 MB is accepted. Please send the report without it.",
      );

      const overBodyLimit = await api(app, "POST", "/api/bug-reports", {
        body: report({ screenshot: webpOfSize(10 * 1024 * 1024) }),
      });
      expect(overBodyLimit.status).toBe(413);
      expect(overBodyLimit.body.error).toBe(
        "Bug report is too large: screenshots may be at most 8 MB. Please send the report without it.",
      );
      // Other routes keep the shared 1 MB limit.
      const profile = await api(app, "PATCH", "/api/user/profile", { rawBody: JSON.stringify({ x: "y".repeat(1_100_000) }) });
      expect(profile.status).toBe(413);
    });

    it("records a report once for one Idempotency-Key", async () => {
      const key = randomUUID();
      const title = `Once ${key}`;
      const first = await api(app, "POST", "/api/bug-reports", { body: report({ title }), headers: { "Idempotency-Key": key } });
      const again = await api(app, "POST", "/api/bug-reports", { body: report({ title }), headers: { "Idempotency-Key": key } });

      expect(again.body.id).toBe(first.body.id);
      expect((await listAll()).filter((r) => r.title === title)).toHaveLength(1);
    });

    it("filters by status and severity, and lets an admin mark a report resolved", async () => {
      const low = await api(app, "POST", "/api/bug-reports", { body: report({ title: "Low one", severity: "low", screenshot: null }) });
      const critical = await api(app, "POST", "/api/bug-reports", {
        body: report({ title: "Critical one", severity: "critical", category: "performance", screenshot: null }),
      });

      const criticalOnly = (await gql(app, BUG_REPORTS, { severity: "critical" }, adminToken)).data.bugReports;
      expect(criticalOnly.map((r: any) => r.id)).toContain(critical.body.id);
      expect(criticalOnly.every((r: any) => r.severity === "critical")).toBe(true);

      const resolved = await gql(app, RESOLVE, { id: low.body.id }, adminToken);
      expect(resolved.data.resolveBugReport).toMatchObject({ id: low.body.id, status: "resolved", resolvedAt: expect.any(String) });
      const again = await gql(app, RESOLVE, { id: low.body.id }, adminToken);
      expect(again.data.resolveBugReport.resolvedAt).toBe(resolved.data.resolveBugReport.resolvedAt);

      const open = (await gql(app, BUG_REPORTS, { status: "open" }, adminToken)).data.bugReports;
      const done = (await gql(app, BUG_REPORTS, { status: "resolved", severity: "low" }, adminToken)).data.bugReports;
      expect(open.map((r: any) => r.id)).not.toContain(low.body.id);
      expect(open.map((r: any) => r.id)).toContain(critical.body.id);
      expect(done.map((r: any) => r.id)).toEqual([low.body.id]);
    });

    it("shows reports and screenshots to staff only", async () => {
      const sent = await api(app, "POST", "/api/bug-reports", { body: report() });
      const user = await registerUser(app);

      const asUser = await gql(app, BUG_REPORTS, {}, user.token);
      expect(asUser.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
      const anonymous = await gql(app, BUG_REPORTS, {});
      expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
      expect((await gql(app, RESOLVE, { id: sent.body.id }, user.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");

      const path = `/api/bug-reports/${sent.body.id}/screenshot`;
      expect((await api(app, "GET", path, { token: user.token })).status).toBe(403);
      expect((await api(app, "GET", path)).status).toBe(401);
      expect((await api(app, "GET", `/api/bug-reports/${randomUUID()}/screenshot`, { token: adminToken })).status).toBe(404);
      expect((await api(app, "GET", "/api/bug-reports/not-an-id/screenshot", { token: adminToken })).status).toBe(404);
      expect((await gql(app, RESOLVE, { id: randomUUID() }, adminToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    });

    it("rebuilds the bug-report read model from events, screenshots untouched", async () => {
      await api(app, "POST", "/api/bug-reports", { body: report({ title: "Before rebuild" }) });
      const tables = ["bug_reports", "subscriptions", "billing_checkouts"];
      const before = await snapshotReadModels(app.db.em(), tables);
      const [{ count: screenshots }] = await app.db.em().execute("select count(*)::int as count from bug_report_screenshots");

      await rebuildReadModels(app.db, app.store);

      expect(await snapshotReadModels(app.db.em(), tables)).toEqual(before);
      const [{ count: after }] = await app.db.em().execute("select count(*)::int as count from bug_report_screenshots");
      expect(after).toBe(screenshots);
      const listed = (await listAll()).find((r) => r.title === "Before rebuild");
      expect((await api(app, "GET", listed.screenshotUrl, { token: adminToken })).status).toBe(200);
    });
  });
}
