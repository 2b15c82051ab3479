import { describe, expect, it } from "vitest";
import {
  loginFailureNotice,
  registrationFailureNotice,
  trialExpiredNotice,
  validateRegistration,
} from "./auth-messages";

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

describe("loginFailureNotice", () => {
  const graphql = (message: string) => ({ kind: "graphql" as const, message });

  it("explains an unknown account", () => {
    expect(loginFailureNotice(graphql("User not found"))).toEqual({
      title: "Account Not Found",
      description:
        "No account exists with this email address. Please check your email or register for a new account.",
    });
  });

  it("explains a wrong password", () => {
    const expected = {
      title: "Incorrect Password",
      description: "The password you entered is incorrect. Please double-check your password and try again.",
    };
    expect(loginFailureNotice(graphql("Invalid password"))).toEqual(expected);
    expect(loginFailureNotice(graphql("Password mismatch for user"))).toEqual(expected);
  });

  it("explains a locked account", () => {
    expect(loginFailureNotice(graphql("Account locked")).title).toBe("Account Locked");
    expect(loginFailureNotice(graphql("This account is locked until 10:00")).title).toBe("Account Locked");
  });

  it("falls back to a generic failure", () => {
    expect(loginFailureNotice(graphql("Something else"))).toEqual({
      title: "Login Failed",
      description: "Please check your email and password and try again.",
    });
    expect(loginFailureNotice({ kind: "graphql", message: null }).title).toBe("Login Failed");
  });

  it("tells a network failure apart", () => {
    expect(loginFailureNotice({ kind: "network", message: null })).toEqual({
      title: "Connection Problem",
      description: "Unable to connect to the server. Please check your internet connection and try again.",
    });
  });
});

describe("registrationFailureNotice", () => {
  it("shows the server's message, else a generic one", () => {
    expect(registrationFailureNotice({ kind: "graphql", message: "Email already registered" })).toEqual({
      title: "Registration Failed",
      description: "Email already registered",
    });
    expect(registrationFailureNotice({ kind: "network", message: null }).description).toBe("Registration failed");
  });
});

describe("trialExpiredNotice", () => {
  it("uses the server message, else the default", () => {
    expect(trialExpiredNotice("Your trial ended")).toEqual({ title: "Trial Expired", description: "Your trial ended" });
    expect(trialExpiredNotice(null).description).toBe("Your trial has expired. Please subscribe to continue.");
  });
});
