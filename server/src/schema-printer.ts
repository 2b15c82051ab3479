import { printSchema } from "graphql";
import { buildAppSchema } from "./core/graphql.js";
import type { CoreServices } from "./core/module.js";
import { createModules } from "./modules/index.js";

/**
 * The SDL the server serves, printed without starting anything: resolver instances are never
 * called while printing, so the modules get a core whose parts refuse to be used.
 */
export async function printAppSchema(): Promise<string> {
  const unavailable = new Proxy(
    {},
    {
      get(_target, key) {
        throw new Error(`schema printing does not run resolvers (touched core.${String(key)})`);
      },
    },
  ) as CoreServices;
  const parts = createModules(unavailable);
  const schema = await buildAppSchema(parts.flatMap((p) => p.resolvers));
  return `# Generated from the server's type-graphql schema by \`npm run schema:emit\`. Do not edit.\n\n${printSchema(schema)}\n`;
}
