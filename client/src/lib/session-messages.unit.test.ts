import { describe, expect, it } from "vitest";
import type { AuthFailure } from "./auth-api";
import {
  googleFailureNotice,
  loginFailureNotice,
  registrationFailureNotice,
  trialExpiredNotice,
} from "./session-messages";

const http = (serverMessage: string | null, status = 401): AuthFailure => ({
  kind: "http",
  status,
  serverMessage,
  accessStatus: null,
  message: serverMessage ?? "Login failed",
});
const other = (kind: AuthFailure["kind"]): AuthFailure => ({ kind, status: null, serverMessage: null, accessStatus: null, message: "" });

describe("login failure notices (spec section 8)", () => {
  it("'User not found' → Account Not Found", () => {
    expect(loginFailureNotice(http("User not found", 404))).toEqual({
      title: "Account Not Found",
      description: "No account exists with this email address. Please check your email or register for a new account.",
      variant: "destructive",
    });
  });

  it("'Invalid password' or a message containing 'Password mismatch' → Incorrect Password", () => {
    const expected = {
      title: "Incorrect Password",
      description: "The password you entered is incorrect. Please double-check your password and try again.",
      variant: "destructive",
    };
    expect(loginFailureNotice(http("Invalid password"))).toEqual(expected);
    expect(loginFailureNotice(http("Password mismatch for user"))).toEqual(expected);
  });

  it("'Account locked' or a message containing 'locked' → Account Locked", () => {
    const expected = {
      title: "Account Locked",
      description: "Your account has been temporarily locked due to multiple failed login attempts. Please try again later.",
      variant: "destructive",
    };
    expect(loginFailureNotice(http("Account locked", 423))).toEqual(expected);
    expect(loginFailureNotice(http("This account is locked until 10:00"))).toEqual(expected);
  });

  it("anything else from the server → Login Failed", () => {
    const expected = { title: "Login Failed", description: "Please check your email and password and try again.", variant: "destructive" };
    expect(loginFailureNotice(http("Too many sign-in attempts from your network.", 429))).toEqual(expected);
    expect(loginFailureNotice(http(null, 500))).toEqual(expected);
  });

  it("a timeout, a network failure and an unreadable answer each have their own notice", () => {
    expect(loginFailureNotice(other("timeout"))).toEqual({
      title: "Connection Problem",
      description: "Unable to connect to the server. Please check your internet connection and try again.",
      variant: "destructive",
    });
    expect(loginFailureNotice(other("network"))).toEqual({
      title: "Network Error",
      description: "Unable to reach the login server. Please check your internet connection.",
      variant: "destructive",
    });
    expect(loginFailureNotice(other("parse"))).toEqual({
      title: "Server Error",
      description: "The server is experiencing issues. Please try again in a few moments.",
      variant: "destructive",
    });
  });
});

describe("other sign-in notices", () => {
  it("Google: the server's error, else 'Google authentication failed', else 'Please try again.'", () => {
    expect(googleFailureNotice(http("Your Google account has no verified email address"))).toEqual({
      title: "Google Sign-In Failed",
      description: "Your Google account has no verified email address",
      variant: "destructive",
    });
    expect(googleFailureNotice(http(null)).description).toBe("Google authentication failed");
    expect(googleFailureNotice(other("network")).description).toBe("Please try again.");
  });

  it("registration: the server's message, else 'Registration failed'", () => {
    expect(registrationFailureNotice(http("An account with this email already exists", 409))).toEqual({
      title: "Registration Failed",
      description: "An account with this email already exists",
      variant: "destructive",
    });
    expect(registrationFailureNotice(other("network")).description).toBe("Registration failed");
  });

  it("trial expired: the server's message, else the default", () => {
    expect(trialExpiredNotice("Your trial ended")).toEqual({ title: "Trial Expired", description: "Your trial ended" });
    expect(trialExpiredNotice(null).description).toBe("Your trial has expired. Please subscribe to continue.");
  });
});
