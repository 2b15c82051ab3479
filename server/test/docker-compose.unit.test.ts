import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The production shape in docker-compose.yml is documentation people run; these checks keep it honest.
const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: (string | { published?: string | number })[];
  healthcheck?: { test?: string | string[] };
}

// `merge: true` resolves the `<<: *hearth-server` keys the way Compose does.
const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const nginx = read("deploy/nginx.conf");

function env(service: Service): Record<string, string> {
  const e = service.environment ?? {};
  if (!Array.isArray(e)) return e;
  return Object.fromEntries(e.map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
}

function dependsOn(service: Service): Record<string, string | undefined> {
  const d = service.depends_on ?? {};
  if (Array.isArray(d)) return Object.fromEntries(d.map((name) => [name, undefined]));
  return Object.fromEntries(Object.entries(d).map(([name, spec]) => [name, spec?.condition]));
}

describe("docker-compose.yml", () => {
  it("defines postgres, redis, two servers and the proxy", () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(["postgres", "redis", "server-a", "server-b", "proxy"]),
    );
  });

  it.each(["server-a", "server-b"])("%s talks to the postgres and redis services", (name) => {
    const e = env(services[name]);
    expect(new URL(e.DATABASE_URL).protocol).toMatch(/^postgres(ql)?:$/);
    expect(new URL(e.DATABASE_URL).hostname).toBe("postgres");
    expect(new URL(e.REDIS_URL).protocol).toBe("redis:");
    expect(new URL(e.REDIS_URL).hostname).toBe("redis");
    expect(e.TOKEN_SECRET).toMatch(/^\$\{TOKEN_SECRET:\?/);
    expect(e.NODE_ENV).toBe("production");
  });

  it.each(["server-a", "server-b"])("%s starts only once postgres and redis are healthy", (name) => {
    const deps = dependsOn(services[name]);
    expect(deps.postgres).toBe("service_healthy");
    expect(deps.redis).toBe("service_healthy");
    expect(services[name].build).toBeDefined();
    expect(JSON.stringify(services[name].healthcheck?.test)).toContain("/readyz");
  });

  it("gives postgres and redis health checks to wait on", () => {
    expect(services.postgres.healthcheck?.test).toBeDefined();
    expect(services.redis.healthcheck?.test).toBeDefined();
  });

  it("puts the proxy in front of both servers on a published port", () => {
    const deps = dependsOn(services.proxy);
    expect(Object.keys(deps)).toEqual(expect.arrayContaining(["server-a", "server-b"]));
    expect(services.proxy.ports?.length ?? 0).toBeGreaterThan(0);
  });
});

describe("deploy/nginx.conf", () => {
  it("balances over both servers", () => {
    const upstream = /upstream\s+\S+\s*\{([^}]*)\}/.exec(nginx)?.[1] ?? "";
    expect(upstream).toMatch(/server\s+server-a:4000\s*;/);
    expect(upstream).toMatch(/server\s+server-b:4000\s*;/);
  });

  it("passes WebSocket upgrades through", () => {
    expect(nginx).toMatch(/proxy_http_version\s+1\.1\s*;/);
    expect(nginx).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade\s*;/);
    expect(nginx).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade\s*;/);
    expect(nginx).toMatch(/map\s+\$http_upgrade\s+\$connection_upgrade\s*\{/);
  });
});
