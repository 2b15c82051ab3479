import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { decodeJwt } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { grantRoleCommand } from "../src/cli/grant-role.command.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Roles come from events only: ADMIN_EMAILS at boot and the grant-role CLI, both against the
// configured database, never a manual edit.

const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

describe("grant-role CLI (embedded database)", () => {
  const email = uniqueEmail("cli");
  const password = "kitchen-secret";
  let dataDir = "";
  let app: TestApp | undefined;

  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("grants roles through events against the configured database, and ADMIN_EMAILS applies at boot", async () => {
    app = await startTestApp({ backend: "embedded" });
    dataDir = app.config.dataDir;
    const config = app.config;
    const { user } = await registerUser(app, { email, password });
    await app.close();
    app = undefined;

    expect(await grantRoleCommand([email, "moderator"], config)).toEqual({
      exitCode: 0,
      message: `${email} is now moderator (was user).`,
    });
    expect((await grantRoleCommand([email, "moderator"], config)).message).toMatch(/already has the role moderator/);
    expect(await grantRoleCommand(["nobody@example.com", "admin"], config)).toEqual({
      exitCode: 1,
      message: "No account uses nobody@example.com",
    });
    expect((await grantRoleCommand([email, "overlord"], config)).exitCode).toBe(2);
    expect((await grantRoleCommand([email], config)).exitCode).toBe(2);

    // The npm script itself, as an operator would run it.
    const { stdout } = await run("npm", ["run", "--silent", "grant-role", "--", email.toUpperCase(), "user"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" },
    });
    expect(stdout).toContain(`${email} is now user (was moderator).`);

    app = await startTestApp({ backend: "embedded", config: { dataDir, adminEmails: [email] } });
    const login = await api(app, "POST", "/api/login", { body: { email, password } });
    expect(decodeJwt(login.body.token)).toMatchObject({ role: "admin" });
    const me = await gql(app, "{ me { role } }", {}, login.body.token);
    expect(me.data.me.role).toBe("admin");

    const grants = await app.db
      .em()
      .execute<{ data: { role: string; grantedBy: string } }[]>(
        "select data from events where type = 'RoleGranted' and stream_id = ? order by sequence",
        [`user-${user.id}`],
      );
    expect(grants.map((g) => [g.data.role, g.data.grantedBy])).toEqual([
      ["moderator", "cli"],
      ["user", "cli"],
      ["admin", "ADMIN_EMAILS"],
    ]);
  }, 120_000);
});
