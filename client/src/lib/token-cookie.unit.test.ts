import { describe, expect, it } from "vitest";
import { TOKEN_COOKIE_MAX_AGE_S } from "./session-constants";
import { cookieDomainFor, tokenCookie } from "./token-cookie";

describe("the token cookie (spec section 9)", () => {
  it("lives 86400 s on path / with SameSite=Lax, Secure only on https", () => {
    expect(TOKEN_COOKIE_MAX_AGE_S).toBe(86_400);
    expect(tokenCookie("a.b.c", { hostname: "app.hearth.example", protocol: "https:" })).toBe(
      "token=a.b.c; Max-Age=86400; Path=/; SameSite=Lax; Domain=hearth.example; Secure",
    );
    expect(tokenCookie("a.b.c", { hostname: "localhost", protocol: "http:" })).toBe(
      "token=a.b.c; Max-Age=86400; Path=/; SameSite=Lax",
    );
  });

  it("is removed with an empty value and Max-Age=0", () => {
    expect(tokenCookie(null, { hostname: "hearth.example", protocol: "https:" })).toBe(
      "token=; Max-Age=0; Path=/; SameSite=Lax; Domain=hearth.example; Secure",
    );
  });

  it.each([
    ["app.hearth.example", "hearth.example"],
    ["hearth.example", "hearth.example"],
    ["www.family.example.co.uk", "example.co.uk"],
    ["localhost", null],
    ["kitchen.local", null],
    ["192.168.1.20", null],
    ["my-hearth.replit.dev", null],
    ["pr-12.hearth.vercel.app", null],
  ])("sets the parent domain of %s to %s (none on local and hosted-development hosts)", (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain);
  });
});
