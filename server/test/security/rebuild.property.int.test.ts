import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, readModelTables, snapshotReadModels } from "../../src/core/rebuild.js";
import { checkPostgres } from "../support/services.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "../support/test-app.js";

// The rebuild property: RUNS generated command sequences (fixed seed) across modules, applied through
// the real API (GraphQL and REST, so through the services, the deciders, the event store and the
// projections, and the cross-module reactions: a purchased shopping item becomes spending in the
// budget and an item in the pantry), then `rebuildReadModels` (core/rebuild.ts) replays every event
// into emptied read models: every read-model table must equal the live one, row for row, at each
// checkpoint. Sequences include refused commands (using more than is left, undoing twice, acting on
// deleted things); none may answer 5xx.
//
// Runtime: each command is one HTTP call and one Postgres transaction; 500 sequences of 1 to 4
// commands are about 1,250 calls. REBUILD_PROPERTY_RUNS changes the count.

const pg = await checkPostgres();
const SEED = 20261123;
const RUNS = Number(process.env.REBUILD_PROPERTY_RUNS ?? 500);
const WORKERS = 4;

type Op =
  | { module: "pantry"; quantity: number; steps: ("consume" | "consumeAll" | "discard" | "undo" | "remove")[] }
  | { module: "leftovers"; portions: number; steps: ("eat" | "throw" | "freeze")[] }
  | { module: "shopping"; price: number | null; steps: ("toggle" | "deleteList")[] }
  | { module: "chores"; points: number; steps: ("complete" | "undo" | "delete")[] }
  | { module: "waste"; value: number | null; steps: "delete"[] }
  | { module: "calendar"; steps: "delete"[] };

const steps = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { maxLength: 3 });
const sequence: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ module: fc.constant("pantry" as const), quantity: fc.constantFrom(1, 2, 3.5), steps: steps(fc.constantFrom("consume" as const, "consumeAll" as const, "discard" as const, "undo" as const, "remove" as const)) }),
  fc.record({ module: fc.constant("leftovers" as const), portions: fc.constantFrom(1, 2.5, 4), steps: steps(fc.constantFrom("eat" as const, "throw" as const, "freeze" as const)) }),
  fc.record({ module: fc.constant("shopping" as const), price: fc.constantFrom(null, 2.49, 5), steps: steps(fc.constantFrom("toggle" as const, "deleteList" as const)) }),
  fc.record({ module: fc.constant("chores" as const), points: fc.constantFrom(0, 5), steps: steps(fc.constantFrom("complete" as const, "undo" as const, "delete" as const)) }),
  fc.record({ module: fc.constant("waste" as const), value: fc.constantFrom(null, 3.2), steps: steps(fc.constant("delete" as const)) }),
  fc.record({ module: fc.constant("calendar" as const), steps: steps(fc.constant("delete" as const)) }),
);

const M = {
  addPantry: "mutation ($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }",
  consume: "mutation ($id: ID!, $q: Float) { consumePantryItem(id: $id, quantity: $q) { id } }",
  discard: 'mutation ($id: ID!, $q: Float) { discardPantryItem(id: $id, quantity: $q, reason: "spoiled") { id } }',
  undoPantry: "mutation ($id: ID!) { undoPantryAction(id: $id) { id } }",
  removePantry: "mutation ($id: ID!) { removePantryItem(id: $id) }",
  addLeftover: "mutation ($input: AddLeftoverInput!) { addLeftover(input: $input) { id } }",
  eat: "mutation ($id: ID!) { eatLeftover(id: $id, portions: 1) { id } }",
  throwAway: 'mutation ($id: ID!) { throwAwayLeftover(id: $id, portions: 1, reason: "spoiled") { id } }',
  freeze: "mutation ($id: ID!) { freezeLeftover(id: $id) { id } }",
  createChore: "mutation ($input: ChoreInput!) { createChore(input: $input) { id } }",
  complete: "mutation ($id: ID!, $c: ID) { completeChore(id: $id, completionId: $c) { id } }",
  undoChore: "mutation ($id: ID!, $c: ID!) { undoChoreCompletion(id: $id, completionId: $c) { id } }",
  deleteChore: "mutation ($id: ID!) { deleteChore(id: $id) }",
  recordWaste: "mutation ($input: RecordWasteInput!) { recordWaste(input: $input) { id } }",
  deleteWaste: "mutation ($id: ID!) { deleteWasteEntry(id: $id) }",
  createEvent: "mutation ($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }",
  deleteEvent: "mutation ($id: ID!) { deleteCalendarEvent(id: $id) }",
};

describe.skipIf(!pg.available)("rebuild property: generated command sequences across modules", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: "postgres" });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  it(`rebuilds read models equal to the live ones after ${RUNS} generated sequences`, async () => {
    const households = await Promise.all(Array.from({ length: WORKERS }, () => registerUser(app)));
    const ops = fc.sample(sequence, { seed: SEED, numRuns: RUNS });
    const statuses = new Map<string, number>();
    const serverErrors: string[] = [];

    const note = (what: string, status: number, body: unknown) => {
      const key = `${what} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (status >= 500) serverErrors.push(`${key}: ${JSON.stringify(body).slice(0, 300)}`);
    };
    const run = async (token: string, what: string, query: string, variables: Record<string, unknown>) => {
      const res = await gql(app, query, variables, token);
      const status = res.errors?.length ? Number(res.errors[0].extensions?.status ?? (res.status === 200 ? 400 : res.status)) : res.status;
      note(what, status, res.errors);
      return res.errors?.length ? null : res.data;
    };
    const rest = async (token: string, what: string, method: string, path: string, body?: unknown) => {
      const res = await api(app, method, path, { token, body });
      note(what, res.status, res.body);
      return res.status < 300 ? res.body : null;
    };

    const apply = async (token: string, op: Op) => {
      switch (op.module) {
        case "pantry": {
          const id = randomUUID();
          const added = await run(token, "addPantryItem", M.addPantry, { input: { id, name: "Oat milk", quantity: op.quantity, unit: "carton", pricePaid: 4.5 } });
          if (!added) return;
          for (const s of op.steps) {
            if (s === "consume") await run(token, s, M.consume, { id, q: 1 });
            if (s === "consumeAll") await run(token, s, M.consume, { id, q: null });
            if (s === "discard") await run(token, s, M.discard, { id, q: 0.5 });
            if (s === "undo") await run(token, s, M.undoPantry, { id });
            if (s === "remove") await run(token, s, M.removePantry, { id });
          }
          return;
        }
        case "leftovers": {
          const id = randomUUID();
          const added = await run(token, "addLeftover", M.addLeftover, { input: { id, dish: "Chili", portions: op.portions, cookedOn: "2026-11-22", location: "fridge" } });
          if (!added) return;
          for (const s of op.steps) await run(token, s, s === "eat" ? M.eat : s === "throw" ? M.throwAway : M.freeze, { id });
          return;
        }
        case "shopping": {
          const list = await rest(token, "createList", "POST", "/api/shopping-lists", { name: "Weekly" });
          if (!list) return;
          const item = await rest(token, "addItem", "POST", `/api/shopping-lists/${list.id}/items`, { name: "Apples", quantity: 2, estimatedPrice: op.price });
          if (!item) return;
          for (const s of op.steps) {
            if (s === "toggle") await rest(token, s, "PATCH", `/api/shopping-lists/${list.id}/items/${item.id}/toggle`);
            else await rest(token, s, "DELETE", `/api/shopping-lists/${list.id}`);
          }
          return;
        }
        case "chores": {
          const input = { title: "Take out the recycling", points: op.points, schedule: null, dueAt: "2026-11-24T14:00:00.000Z", assignment: { mode: "anyone", memberIds: [] } };
          const created = await run(token, "createChore", M.createChore, { input });
          if (!created) return;
          const id = created.createChore.id as string;
          let completionId = randomUUID();
          for (const s of op.steps) {
            if (s === "complete") {
              completionId = randomUUID();
              await run(token, s, M.complete, { id, c: completionId });
            }
            if (s === "undo") await run(token, s, M.undoChore, { id, c: completionId });
            if (s === "delete") await run(token, s, M.deleteChore, { id });
          }
          return;
        }
        case "waste": {
          const id = randomUUID();
          const input = { id, name: "Takeout noodles", quantity: 1, unit: "box", reason: "too_much", value: op.value, day: "2026-11-22" };
          if (!(await run(token, "recordWaste", M.recordWaste, { input }))) return;
          for (const s of op.steps) await run(token, s, M.deleteWaste, { id });
          return;
        }
        case "calendar": {
          const input = { title: "Parent-teacher night", allDay: false, start: "2026-11-25T23:00:00.000Z", end: "2026-11-26T00:00:00.000Z", timeZone: "America/Denver" };
          const created = await run(token, "createCalendarEvent", M.createEvent, { input });
          if (!created) return;
          for (const s of op.steps) await run(token, s, M.deleteEvent, { id: created.createCalendarEvent.id });
          return;
        }
      }
    };

    const tables = readModelTables(app.store);
    const checkpoints = [Math.floor(RUNS / 5), Math.floor(RUNS / 2), RUNS];
    let next = 0;
    const started = Date.now();
    for (const checkpoint of checkpoints) {
      const slice = ops.slice(next, checkpoint);
      await Promise.all(
        households.map(async (h, w) => {
          for (let i = w; i < slice.length; i += WORKERS) await apply(h.token, slice[i]);
        }),
      );
      next = checkpoint;
      const live = await snapshotReadModels(app.db.em(), tables);
      const { events } = await rebuildReadModels(app.db, app.store);
      const rebuilt = await snapshotReadModels(app.db.em(), tables);
      for (const table of tables) expect({ checkpoint, table, rows: rebuilt[table] }).toEqual({ checkpoint, table, rows: live[table] });
      console.log(`[property] rebuild after ${checkpoint} sequences: ${events} events replayed into ${tables.length} tables, equal to the live ones`);
    }
    const summary = [...statuses.entries()].sort().map(([k, n]) => `${k}: ${n}`).join(", ");
    console.log(`[property] rebuild: seed ${SEED}, ${RUNS} sequences in ${((Date.now() - started) / 1000).toFixed(1)} s; answers ${summary}`);
    expect(serverErrors).toEqual([]);
    // The sequences did real work: most of each kind of first command was accepted.
    for (const first of ["addPantryItem", "addLeftover", "createList", "createChore", "recordWaste", "createCalendarEvent"]) {
      expect(statuses.get(`${first} 200`) ?? statuses.get(`${first} 201`) ?? 0).toBeGreaterThan(0);
    }
  }, 300_000);
});
