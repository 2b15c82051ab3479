import { useState, type FormEvent } from "react";
import { newPasswordProblem } from "../../lib/password-rules";

/**
 * A new password and its confirmation: the two values, the form's error, the busy flag and the
 * submit handling every "choose a new password" form shares (spec section 5: at least 6 characters,
 * the confirmation matches).
 */
export interface NewPasswordState {
  password: string;
  confirmation: string;
  setPassword(value: string): void;
  setConfirmation(value: string): void;
  /** The problem shown under the fields (validation or a failed request), or null. */
  error: string | null;
  setError(error: string | null): void;
  /** True while a submit handled by `submit` is under way (and after it succeeded: the page moves on). */
  saving: boolean;
  /**
   * Shows the first problem (`precheck`, when given and not null, else the password rules) and
   * answers whether the values may be sent.
   */
  validate(precheck?: string | null): boolean;
  /** Empties both fields. */
  clear(): void;
  /**
   * A form's submit: unless busy or without an `action` (nothing to send to), validates, then runs
   * `action` with the new password.
   * A failure shows `describeFailure(failure)` and ends the busy state; a success keeps it, as the
   * page moves on.
   */
  submit(
    event: FormEvent<HTMLFormElement>,
    options: { action: ((password: string) => Promise<void>) | null; describeFailure(failure: unknown): string },
  ): Promise<void>;
}

export function useNewPassword(): NewPasswordState {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function validate(precheck?: string | null): boolean {
    const problem = precheck ?? newPasswordProblem(password, confirmation);
    setError(problem);
    return problem === null;
  }

  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    error,
    setError,
    saving,
    validate,
    clear() {
      setPassword("");
      setConfirmation("");
    },
    async submit(event, { action, describeFailure }) {
      event.preventDefault();
      if (saving || !action) return;
      if (!validate()) return;
      setSaving(true);
      try {
        await action(password);
      } catch (failure) {
        setError(describeFailure(failure));
        setSaving(false);
      }
    },
  };
}

export interface NewPasswordFieldsProps {
  /** From the page's `useId()`: the fields' ids start with it. */
  id: string;
  state: NewPasswordState;
  passwordLabel: string;
  confirmationLabel: string;
  /** Mark the password input invalid and described by the error while there is one (default true). */
  linkError?: boolean;
}

/** The new-password and confirm-password fields with the hint, followed by the form's error. */
export function NewPasswordFields({ id, state, passwordLabel, confirmationLabel, linkError = true }: NewPasswordFieldsProps) {
  const errorId = `${id}-error`;
  const { error } = state;
  const linked = linkError && Boolean(error);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {passwordLabel}
        </label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={linked ? true : undefined}
          aria-describedby={`${id}-hint${linked ? ` ${errorId}` : ""}`}
          value={state.password}
          onChange={(e) => state.setPassword(e.target.value)}
        />
        <span className="field__hint" id={`${id}-hint`}>
          At least 6 characters.
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-confirm`}>
          {confirmationLabel}
        </label>
        <input
          id={`${id}-confirm`}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          value={state.confirmation}
          onChange={(e) => state.setConfirmation(e.target.value)}
        />
      </div>
      {error ? (
        <p className="form-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
