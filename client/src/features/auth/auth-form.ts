/** Input rules of the sign-in screen (spec section 5), pure for tests. */
import { newPasswordProblem } from "../../lib/password-rules";

/** Registration checks in order; the first failure's message, or null when the form may be sent. */
export function validateRegistration(input: { password: string; confirmPassword: string }): string | null {
  return newPasswordProblem(input.password, input.confirmPassword);
}

/** The busy label of a sign-in button (spec section 4 "Form flags"). */
export function busyLabel(kind: "login" | "register", google: boolean): string {
  if (google) return kind === "register" ? "Creating account with Google..." : "Signing in with Google...";
  return kind === "register" ? "Creating account..." : "Signing in...";
}
