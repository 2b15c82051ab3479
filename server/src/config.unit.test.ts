import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("defaults to the embedded mode on port 4000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir).toBe("./.data");
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/hearth" }],
    ["REDIS_URL", { REDIS_URL: "localhost:6379" }],
    ["TOKEN_SECRET", { TOKEN_SECRET: "short" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
    ["ALLOWED_ORIGINS", { ALLOWED_ORIGINS: "hearth.example" }],
  ])("stops the boot with a message naming %s when it is bad", (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it("requires a token secret in production on a real database", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/hearth" })).toThrow(/TOKEN_SECRET/);
  });

  it("treats blank optional values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: " " }).databaseUrl).toBeUndefined();
  });
});
