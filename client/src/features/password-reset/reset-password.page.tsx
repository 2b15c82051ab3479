import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { failureOf, resetPassword } from "../../lib/auth-api";
import { newPasswordProblem } from "../../lib/password-rules";
import "./password-reset.css";

/** /reset-password?token=...: the new password (at least 6 characters), through the mailed link. */
export function ResetPasswordPage() {
  const id = useId();
  useDocumentTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const { toast } = useToast();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !token) return;
    const problem = newPasswordProblem(password, confirmation);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const result = await resetPassword({ token, password });
      toast({ title: "Password Reset", description: result.message });
      void navigate("/app/login", { replace: true });
    } catch (failure) {
      setError(failureOf(failure).message);
      setSaving(false);
    }
  }

  if (!token) {
    return (
      <div className="account-form-page">
        <div className="account-form-card card">
          <h1>Choose a new password</h1>
          <p className="form-error" role="alert">
            This link is incomplete. Open the link from the mail again, or ask for a new one.
          </p>
          <p className="account-form-card__aside">
            <Link to="/password-reset">Send me a new link</Link>
          </p>
        </div>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <div className="account-form-page">
      <div className="account-form-card card">
        <h1>Choose a new password</h1>
        <p className="account-form-card__lead">
          Your new password works everywhere at once; every device signed in to your account is signed out.
        </p>
        <form onSubmit={handleSubmit} aria-busy={saving}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              New Password
            </label>
            <input
              id={`${id}-password`}
              className="input"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${errorId}` : ""}`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <span className="field__hint" id={`${id}-hint`}>
              At least 6 characters.
            </span>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-confirm`}>
              Confirm New Password
            </label>
            <input
              id={`${id}-confirm`}
              className="input"
              type="password"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
          </div>
          {error ? (
            <p className="form-error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary button--block" disabled={saving}>
            {saving ? "Resetting..." : "Reset Password"}
          </button>
          <p className="account-form-card__aside">
            Link expired? <Link to="/password-reset">Send me a new one</Link>
          </p>
        </form>
      </div>
    </div>
  );
}
