import "reflect-metadata";
import path from "node:path";
import { ConfigError, loadConfig } from "../config.js";
import { grantRoleCommand } from "./grant-role.command.js";

/** `npm run grant-role -- <email> <admin|moderator|user>` (see grant-role.command.ts). */
try {
  const config = loadConfig();
  // npm runs workspace scripts inside server/; a relative DATA_DIR means the folder npm was started from.
  config.dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.dataDir);
  const outcome = await grantRoleCommand(process.argv.slice(2), config);
  (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
  process.exitCode = outcome.exitCode;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
