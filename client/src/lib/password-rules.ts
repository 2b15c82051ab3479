/** Password rules every password form shares (spec section 5: at least 6 characters, confirmation matches). */
export const PASSWORD_MIN_LENGTH = 6;

/** The first problem with a new password and its confirmation, or null. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return "Passwords do not match";
  if (password.length < PASSWORD_MIN_LENGTH) return "Password must be at least 6 characters long";
  return null;
}
