import { useEffect, useId, useState, type FormEvent } from "react";
import { AppLink } from "../../../lib/navigation";
import { AUTH_REDIRECT_KEY, resolveRedirectTarget } from "../../../lib/auth-redirect";
import { useSignInSession } from "../../../lib/sign-in-session";
import { readStorage } from "../../../lib/storage";
import { busyLabel, validateRegistration } from "../auth-form";
import { useSignInState } from "../use-sign-in-state.hook";
import { GoogleSignInButton } from "./google-sign-in-button";

const EMPTY = { username: "", email: "", password: "", confirmPassword: "" };

interface RegisterFormProps {
  queryRedirect: string | null;
  googleClientId: string | null;
}

/** Register tab: optional username, email, password twice, 'Start Free Trial', Google sign-up. */
export function RegisterForm({ queryRedirect, googleClientId }: RegisterFormProps) {
  const id = useId();
  const session = useSignInSession();
  const { busy, starting } = useSignInState();
  const [values, setValues] = useState(EMPTY);
  const [validationError, setValidationError] = useState<string | null>(null);
  const disabled = busy !== null || starting;

  // Registration succeeded: the form is cleared (spec section 4).
  useEffect(
    () =>
      session.subscribe(() => {
        if (session.getState().registered) setValues(EMPTY);
      }),
    [session],
  );

  const errorId = `${id}-error`;
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((prev) => ({ ...prev, [field]: event.target.value }));
    if (validationError) setValidationError(null);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const problem = validateRegistration(values);
    setValidationError(problem);
    if (problem) return;
    const username = values.username.trim();
    session.send({
      type: "REGISTER",
      email: values.email.trim(),
      password: values.password,
      ...(username ? { username } : {}),
    });
  }

  const invalid = validationError !== null;
  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-busy={busy !== null}>
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={`${id}-username`}>
            Username
          </label>
          <span className="field__hint" id={`${id}-username-hint`}>
            Optional
          </span>
        </div>
        <input
          id={`${id}-username`}
          className="input"
          type="text"
          name="username"
          autoComplete="username"
          aria-describedby={`${id}-username-hint`}
          value={values.username}
          onChange={set("username")}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set("email")}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          Password
        </label>
        <input
          id={`${id}-password`}
          className="input"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-password-hint${invalid ? ` ${errorId}` : ""}`}
          value={values.password}
          onChange={set("password")}
        />
        <span className="field__hint" id={`${id}-password-hint`}>
          At least 6 characters.
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-confirm`}>
          Confirm Password
        </label>
        <input
          id={`${id}-confirm`}
          className="input"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
        />
      </div>
      {validationError ? (
        <p className="form-error" id={errorId} role="alert">
          {validationError}
        </p>
      ) : null}
      <p className="trial-note">
        <strong>Your 14-day free trial starts today.</strong> No credit card required, and you can cancel at any time.
      </p>
      <button type="submit" className="button button--primary button--block" disabled={disabled}>
        {busy === "register" ? busyLabel("register", false) : "Start Free Trial"}
      </button>
      {googleClientId ? (
        <div className="auth-form__alternative">
          <span className="auth-form__or">or</span>
          <GoogleSignInButton
            clientId={googleClientId}
            intent="register"
            disabled={disabled}
            onCredential={(idToken, nonce) =>
              session.send({
                type: "GOOGLE",
                idToken,
                nonce,
                intent: "register",
                redirectTarget: resolveRedirectTarget(queryRedirect, readStorage(AUTH_REDIRECT_KEY)),
              })
            }
          />
          {busy === "google" ? (
            <p className="auth-form__progress" role="status">
              {busyLabel("register", true)}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="auth-form__aside">
        By creating an account you agree to our <AppLink to="/terms-of-service">Terms of Service</AppLink> and{" "}
        <AppLink to="/privacy-policy">Privacy Policy</AppLink>.
      </p>
    </form>
  );
}
