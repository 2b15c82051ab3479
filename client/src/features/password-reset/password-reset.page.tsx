import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { failureOf, requestPasswordReset } from "../../lib/auth-api";
import "./password-reset.css";

/** /password-reset: asks for the address; the server mails a single-use link valid for one hour. */
export function PasswordResetPage() {
  const id = useId();
  useDocumentTitle("Reset your password");
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const result = await requestPasswordReset(email.trim());
      setSent(result.message);
    } catch (failure) {
      setError(failureOf(failure).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="account-form-page">
      <div className="account-form-card card">
        <h1>Reset your password</h1>
        {sent ? (
          <>
            <p className="notice-panel" role="status">
              {sent}
            </p>
            <p>Check your inbox (and the spam folder). The link opens a page where you choose a new password.</p>
            <p className="account-form-card__aside">
              <Link to="/app/login">Back to sign in</Link>
            </p>
          </>
        ) : (
          <form onSubmit={handleSubmit} aria-busy={sending}>
            <p className="account-form-card__lead">
              Enter the email address of your Hearth account and we will send you a link to choose a new password.
            </p>
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
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="button button--primary button--block" disabled={sending}>
              {sending ? "Sending..." : "Send Reset Link"}
            </button>
            <p className="account-form-card__aside">
              Remembered it? <Link to="/app/login">Sign in</Link>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
