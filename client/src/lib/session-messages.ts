/** The session's notices (spec section 8), chosen by the rules there; pure, so tests pin every text. */
import type { AuthFailure } from "./auth-api";

export interface Notice {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

export const LOGIN_SUCCESS: Notice = { title: "Logged in successfully" };
export const GOOGLE_SUCCESS: Notice = { title: "Signed in with Google successfully" };
export const REGISTER_SUCCESS: Notice = {
  title: "Account Created Successfully",
  description: "Welcome to Hearth! Your 14-day free trial starts now.",
};
export const LOGOUT_SUCCESS: Notice = { title: "Logged out successfully" };
export const LOGOUT_FAILED: Notice = {
  title: "Error",
  description: "We could not reach the server to end your session, but you are signed out on this device.",
  variant: "destructive",
};

export const ACCOUNT_NOT_FOUND: Notice = {
  title: "Account Not Found",
  description: "No account exists with this email address. Please check your email or register for a new account.",
  variant: "destructive",
};
export const INCORRECT_PASSWORD: Notice = {
  title: "Incorrect Password",
  description: "The password you entered is incorrect. Please double-check your password and try again.",
  variant: "destructive",
};
export const ACCOUNT_LOCKED: Notice = {
  title: "Account Locked",
  description: "Your account has been temporarily locked due to multiple failed login attempts. Please try again later.",
  variant: "destructive",
};
export const LOGIN_FAILED: Notice = {
  title: "Login Failed",
  description: "Please check your email and password and try again.",
  variant: "destructive",
};
export const CONNECTION_PROBLEM: Notice = {
  title: "Connection Problem",
  description: "Unable to connect to the server. Please check your internet connection and try again.",
  variant: "destructive",
};
export const SERVER_ERROR: Notice = {
  title: "Server Error",
  description: "The server is experiencing issues. Please try again in a few moments.",
  variant: "destructive",
};
export const NETWORK_ERROR: Notice = {
  title: "Network Error",
  description: "Unable to reach the login server. Please check your internet connection.",
  variant: "destructive",
};

/**
 * The toast for a failed login. The server's error picks the account notices; a request that timed
 * out is a connection problem, one that never reached the server a network error, an answer that was
 * not JSON a server error; anything else is the generic failure.
 */
export function loginFailureNotice(failure: AuthFailure): Notice {
  if (failure.kind === "timeout") return CONNECTION_PROBLEM;
  if (failure.kind === "network") return NETWORK_ERROR;
  if (failure.kind === "parse") return SERVER_ERROR;
  const error = failure.serverMessage ?? "";
  if (error === "User not found") return ACCOUNT_NOT_FOUND;
  if (error === "Invalid password" || error.includes("Password mismatch")) return INCORRECT_PASSWORD;
  if (error === "Account locked" || error.toLowerCase().includes("locked")) return ACCOUNT_LOCKED;
  return LOGIN_FAILED;
}

export function googleFailureNotice(failure: AuthFailure): Notice {
  const description =
    failure.kind === "http" ? (failure.serverMessage ?? "Google authentication failed") : "Please try again.";
  return { title: "Google Sign-In Failed", description, variant: "destructive" };
}

export function registrationFailureNotice(failure: AuthFailure): Notice {
  return { title: "Registration Failed", description: failure.serverMessage || "Registration failed", variant: "destructive" };
}

export function trialExpiredNotice(serverMessage: string | null | undefined): Notice {
  return { title: "Trial Expired", description: serverMessage || "Your trial has expired. Please subscribe to continue." };
}
