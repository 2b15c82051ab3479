import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));

describe("client/src/gql", () => {
  it("matches what codegen.ts generates from schema/schema.graphql (run `npm run codegen` when this fails)", async () => {
    const { default: config } = await import("../codegen.js");
    const cwd = process.cwd();
    process.chdir(root);
    let outputs: { filename: string; content: string }[];
    try {
      outputs = await generate({ ...config, cwd: root, silent: true }, false);
    } finally {
      process.chdir(cwd);
    }
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const file = path.resolve(root, output.filename);
      expect(await readFile(file, "utf8"), `${output.filename} is stale`).toBe(output.content);
    }
  }, 60_000);
});
