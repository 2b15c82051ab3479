import { describe, expect, it } from "vitest";
import { busyLabel, validateRegistration } from "./auth-form";

describe("validateRegistration", () => {
  it("requires matching passwords first", () => {
    expect(validateRegistration({ password: "abc", confirmPassword: "abd" })).toBe("Passwords do not match");
    expect(validateRegistration({ password: "secret1", confirmPassword: "secret2" })).toBe("Passwords do not match");
  });

  it("requires at least 6 characters", () => {
    expect(validateRegistration({ password: "abcde", confirmPassword: "abcde" })).toBe(
      "Password must be at least 6 characters long",
    );
  });

  it("accepts a matching password of 6 characters", () => {
    expect(validateRegistration({ password: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });
});

describe("busyLabel", () => {
  it("names what is in progress", () => {
    expect(busyLabel("login", false)).toBe("Signing in...");
    expect(busyLabel("register", false)).toBe("Creating account...");
    expect(busyLabel("login", true)).toBe("Signing in with Google...");
    expect(busyLabel("register", true)).toBe("Creating account with Google...");
  });
});
