import "reflect-metadata";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { printAppSchema } from "../schema-printer.js";

/** Writes schema/schema.graphql from the server's type-graphql schema. */
const target = fileURLToPath(new URL("../../../schema/schema.graphql", import.meta.url));
await writeFile(target, await printAppSchema());
console.log(`wrote ${target}`);
