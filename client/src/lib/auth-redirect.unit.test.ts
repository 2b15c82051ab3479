import { describe, expect, it } from "vitest";
import { isAuthPath, isSafeRedirect, resolveRedirectTarget, shouldRememberRedirect } from "./auth-redirect";

describe("isAuthPath", () => {
  it.each(["/app/auth", "/app/login", "/login", "/auth", "/login/"])("recognises %s", (path) => {
    expect(isAuthPath(path)).toBe(true);
  });

  it.each(["/", "/app", "/app/profile", "/authors"])("does not treat %s as the sign-in screen", (path) => {
    expect(isAuthPath(path)).toBe(false);
  });
});

describe("isSafeRedirect", () => {
  it("accepts same-origin paths with query and hash", () => {
    expect(isSafeRedirect("/app/profile?tab=1#top")).toBe(true);
  });

  it.each([null, "", "app", "https://evil.example", "//evil.example", "/\\evil.example", "/app\n", "/app/login?x=1"])(
    "refuses %j",
    (target) => {
      expect(isSafeRedirect(target)).toBe(false);
    },
  );
});

describe("shouldRememberRedirect", () => {
  it("remembers app pages but not / or the sign-in screen", () => {
    expect(shouldRememberRedirect("/app/profile")).toBe(true);
    expect(shouldRememberRedirect("/")).toBe(false);
    expect(shouldRememberRedirect("/?x=1")).toBe(false);
    expect(shouldRememberRedirect("/app/auth?mode=register")).toBe(false);
  });
});

describe("resolveRedirectTarget", () => {
  it("prefers the query, then the saved redirect, then /app", () => {
    expect(resolveRedirectTarget("/app/recipes", "/app/profile")).toBe("/app/recipes");
    expect(resolveRedirectTarget(null, "/app/profile")).toBe("/app/profile");
    expect(resolveRedirectTarget(null, null)).toBe("/app");
  });

  it("skips unsafe candidates", () => {
    expect(resolveRedirectTarget("https://evil.example", "/app/profile")).toBe("/app/profile");
    expect(resolveRedirectTarget("//evil.example", "/login")).toBe("/app");
  });
});
