import "reflect-metadata";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { printAppSchema } from "../src/schema-printer.js";

const root = new URL("../../", import.meta.url);

describe("schema/schema.graphql", () => {
  it("is exactly what the server serves (run `npm run schema:emit` when this fails)", async () => {
    const committed = await readFile(new URL("schema/schema.graphql", root), "utf8");
    expect(committed).toBe(await printAppSchema());
  });
});
