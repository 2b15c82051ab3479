import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./password-rules";

describe("newPasswordProblem", () => {
  it("checks the confirmation first, then the length", () => {
    expect(newPasswordProblem("abc", "abd")).toBe("Passwords do not match");
    expect(newPasswordProblem("abcde", "abcde")).toBe("Password must be at least 6 characters long");
    expect(newPasswordProblem("abcdef", "abcdef")).toBeNull();
  });
});
