import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { STARTER_CATALOGUE } from "../src/modules/products/starter-catalogue.js";
import { checkPostgres } from "./support/services.js";
import { startTestApp, type TestApp } from "./support/test-app.js";

const pg = await checkPostgres();

async function count(app: TestApp, sql: string): Promise<number> {
  const [row] = await app.db.em().execute<{ n: string }[]>(sql);
  return Number(row.n);
}

// The starter catalogue loads on a first start, a second start adds nothing, and a rebuild restores it.
describe.skipIf(!pg.available)("starter catalogue on Postgres", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.stop();
  });

  it("seeds once across restarts and rebuilds to the same rows", async () => {
    const first = await startTestApp({ backend: "postgres" });
    apps.push(first);
    const seeded = await count(first, "select count(*) as n from events where type = 'ProductSeeded'");
    expect(seeded).toBe(STARTER_CATALOGUE.length);
    expect(await count(first, "select count(*) as n from products where status = 'verified'")).toBe(STARTER_CATALOGUE.length);

    const second = await startTestApp({ backend: "postgres", databaseUrl: first.config.databaseUrl });
    apps.push(second);
    expect(await count(second, "select count(*) as n from events where type = 'ProductSeeded'")).toBe(seeded);

    const before = await snapshotReadModels(second.db.em(), ["products"]);
    await rebuildReadModels(second.db, second.store);
    expect(await snapshotReadModels(second.db.em(), ["products"])).toEqual(before);
    // Two starts against Postgres and a rebuild of 300-odd products: more than the default on a shared machine.
  }, 120_000);
});

describe("starter catalogue embedded", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded" });
  });
  afterAll(async () => app?.stop());

  it("loads on a fresh embedded start", async () => {
    expect(await count(app, "select count(*) as n from products where status = 'verified'")).toBe(STARTER_CATALOGUE.length);
  });
});
