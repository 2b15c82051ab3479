/** Texts and rules of the sign-in screen (spec sections 5 and 8), kept pure for tests. */

export const PASSWORD_MIN_LENGTH = 6;

export interface Notice {
  title: string;
  description: string;
}

/** How an attempt failed: the server's error message, or no answer at all. */
export interface AttemptFailure {
  kind: "graphql" | "network";
  message: string | null;
}

export const LOGIN_SUCCESS_TITLE = "Logged in successfully";

export const REGISTER_SUCCESS: Notice = {
  title: "Account Created Successfully",
  description: "Welcome to the product! Your 14-day free trial starts now.",
};

const CONNECTION_PROBLEM: Notice = {
  title: "Connection Problem",
  description: "Unable to connect to the server. Please check your internet connection and try again.",
};

/** Registration checks in order; the first failure's message, or null when the form may be sent. */
export function validateRegistration(input: { password: string; confirmPassword: string }): string | null {
  if (input.password !== input.confirmPassword) return "Passwords do not match";
  if (input.password.length < PASSWORD_MIN_LENGTH) return "Password must be at least 6 characters long";
  return null;
}

export function loginFailureNotice(failure: AttemptFailure): Notice {
  if (failure.kind === "network") return CONNECTION_PROBLEM;
  const message = failure.message ?? "";
  if (message === "User not found") {
    return {
      title: "Account Not Found",
      description:
        "No account exists with this email address. Please check your email or register for a new account.",
    };
  }
  if (message === "Invalid password" || message.includes("Password mismatch")) {
    return {
      title: "Incorrect Password",
      description: "The password you entered is incorrect. Please double-check your password and try again.",
    };
  }
  if (message === "Account locked" || message.toLowerCase().includes("locked")) {
    return {
      title: "Account Locked",
      description:
        "Your account has been temporarily locked due to multiple failed login attempts. Please try again later.",
    };
  }
  return { title: "Login Failed", description: "Please check your email and password and try again." };
}

export function registrationFailureNotice(failure: AttemptFailure): Notice {
  return { title: "Registration Failed", description: failure.message || "Registration failed" };
}

export function trialExpiredNotice(serverMessage: string | null | undefined): Notice {
  return {
    title: "Trial Expired",
    description: serverMessage || "Your trial has expired. Please subscribe to continue.",
  };
}
