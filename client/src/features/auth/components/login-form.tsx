import { useId, useState, type FormEvent } from "react";
import { AppLink } from "../../../lib/navigation";
import { AUTH_REDIRECT_KEY, resolveRedirectTarget } from "../../../lib/auth-redirect";
import { useHydrated } from "../../../hooks/use-hydrated.hook";
import { useSignInSession } from "../../../lib/sign-in-session";
import { readStorage } from "../../../lib/storage";
import { busyLabel } from "../auth-form";
import { useSignInState } from "../use-sign-in-state.hook";
import { GoogleSignInButton } from "./google-sign-in-button";

interface LoginFormProps {
  /** The `redirect` query of the sign-in screen. */
  queryRedirect: string | null;
  googleClientId: string | null;
}

/** Login tab: email, password, Sign In, Google, and the 'Forgot your password?' link. */
export function LoginForm({ queryRedirect, googleClientId }: LoginFormProps) {
  const id = useId();
  const session = useSignInSession();
  const { busy, failure, starting } = useSignInState();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const disabled = busy !== null || starting;
  // The prerendered form (sign-in.html) takes no input until its handlers are attached.
  const hydrated = useHydrated();

  function target(): string {
    return resolveRedirectTarget(queryRedirect, readStorage(AUTH_REDIRECT_KEY));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    session.send({ type: "LOGIN", email: email.trim(), password, redirectTarget: target() });
  }

  const errorId = `${id}-error`;
  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-busy={busy !== null} aria-describedby={failure ? errorId : undefined}>
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
          disabled={!hydrated}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
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
          autoComplete="current-password"
          required
          disabled={!hydrated}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {failure ? (
        <p className="form-error" id={errorId} role="alert">
          {failure.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={disabled || !hydrated}>
        {busy === "login" ? busyLabel("login", false) : "Sign In"}
      </button>
      {googleClientId ? (
        <div className="auth-form__alternative">
          <span className="auth-form__or">or</span>
          <GoogleSignInButton
            clientId={googleClientId}
            intent="login"
            disabled={disabled}
            onCredential={(idToken, nonce) =>
              session.send({ type: "GOOGLE", idToken, nonce, intent: "login", redirectTarget: target() })
            }
          />
          {busy === "google" ? (
            <p className="auth-form__progress" role="status">
              {busyLabel("login", true)}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="auth-form__aside">
        <AppLink to="/password-reset">Forgot your password?</AppLink>
      </p>
    </form>
  );
}
