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
    ["ADMIN_EMAILS", { ADMIN_EMAILS: "boss@example.com, not-an-email" }],
    ["GOOGLE_JWKS_URL", { GOOGLE_JWKS_URL: "ftp://keys.example" }],
    ["SMTP_URL", { SMTP_URL: "mail.example:25" }],
    ["PUBLIC_URL", { PUBLIC_URL: "hearth.example" }],
    ["LOGIN_RATE_LIMIT", { LOGIN_RATE_LIMIT: "0" }],
    ["REGISTER_RATE_LIMIT", { REGISTER_RATE_LIMIT: "many" }],
    ["GA_MEASUREMENT_ID", { GA_MEASUREMENT_ID: "UA-12345-1" }],
  ])("stops the boot with a message naming %s when it is bad", (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it("requires a token secret in production on a real database", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/hearth" })).toThrow(/TOKEN_SECRET/);
  });

  it("reads a Google Analytics 4 measurement id", () => {
    expect(loadConfig({ GA_MEASUREMENT_ID: "G-HEARTH42" }).gaMeasurementId).toBe("G-HEARTH42");
    expect(loadConfig({}).gaMeasurementId).toBeUndefined();
  });

  it("trusts only a local proxy's forwarded address unless told otherwise", () => {
    expect(loadConfig({}).trustProxy).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "uniquelocal" }).trustProxy).toBe("uniquelocal");
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
  });

  it("reads the key sealing Google Calendar's tokens (32 bytes, hex or base64) and refuses another length", () => {
    const google = { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "secret" };
    expect(loadConfig(google).googleCalendar?.tokenKey).toBeUndefined();
    const hex = "ab".repeat(32);
    expect(loadConfig({ ...google, GOOGLE_TOKEN_KEY: hex }).googleCalendar?.tokenKey).toEqual(Buffer.from(hex, "hex"));
    expect(loadConfig({ ...google, GOOGLE_TOKEN_KEY: Buffer.alloc(32, 7).toString("base64") }).googleCalendar?.tokenKey).toEqual(Buffer.alloc(32, 7));
    expect(() => loadConfig({ ...google, GOOGLE_TOKEN_KEY: "ab".repeat(16) })).toThrow(/GOOGLE_TOKEN_KEY/);
  });

  it("treats blank optional values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: " " }).databaseUrl).toBeUndefined();
  });

  it("reads the account settings: admins, Google, mail and the sign-in throttle", () => {
    const config = loadConfig({
      ADMIN_EMAILS: " Boss@Example.com ,helper@example.com",
      GOOGLE_CLIENT_ID: "123.apps.googleusercontent.com",
      SMTP_URL: "smtp://mail.example:587",
      PUBLIC_URL: "https://hearth.example/",
      LOGIN_RATE_LIMIT: "20",
    });
    expect(config.adminEmails).toEqual(["boss@example.com", "helper@example.com"]);
    expect(config.googleClientId).toBe("123.apps.googleusercontent.com");
    expect(config.googleJwksUrl).toBe("https://www.googleapis.com/oauth2/v3/certs");
    expect(config.smtpUrl).toBe("smtp://mail.example:587");
    expect(config.publicUrl).toBe("https://hearth.example");
    expect(config.loginRateLimit).toBe(20);
    expect(config.registerRateLimit).toBe(10);
    expect(config.rateWindowSeconds).toBe(900);
    expect(loadConfig({}).googleClientId).toBeUndefined();
  });
});

describe("loadConfig: Stripe", () => {
  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_hearth123",
    STRIPE_WEBHOOK_SECRET: "whsec_hearth123",
    STRIPE_PRICE_MONTHLY: "price_monthly123",
    STRIPE_PRICE_YEARLY: "price_yearly123",
    PUBLIC_URL: "https://hearth.example",
  };

  it("is off by default (the built-in test checkout)", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it("is on with its keys, both prices and the public address", () => {
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: "sk_test_hearth123",
      webhookSecret: "whsec_hearth123",
      priceMonthly: "price_monthly123",
      priceYearly: "price_yearly123",
      apiBase: undefined,
    });
  });

  it.each([
    ["STRIPE_WEBHOOK_SECRET", { ...stripe, STRIPE_WEBHOOK_SECRET: "" }],
    ["STRIPE_SECRET_KEY", { ...stripe, STRIPE_SECRET_KEY: undefined }],
    ["STRIPE_PRICE_MONTHLY", { ...stripe, STRIPE_PRICE_MONTHLY: undefined }],
    ["STRIPE_PRICE_YEARLY", { ...stripe, STRIPE_PRICE_YEARLY: "" }],
    ["PUBLIC_URL", { ...stripe, PUBLIC_URL: undefined }],
    ["STRIPE_SECRET_KEY", { ...stripe, STRIPE_SECRET_KEY: "pk_test_publishable" }],
    ["STRIPE_WEBHOOK_SECRET", { ...stripe, STRIPE_WEBHOOK_SECRET: "secret" }],
    ["STRIPE_PRICE_YEARLY", { ...stripe, STRIPE_PRICE_YEARLY: "prod_123" }],
    ["STRIPE_API_BASE", { ...stripe, STRIPE_API_BASE: "localhost:12111" }],
  ])("names %s when it is missing or malformed", (variable, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
