import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { newPasswordProblem } from "../../lib/password-rules";
import { announceTokenChange, storeToken } from "../../lib/session";
import { ChangePasswordMutation } from "./change-password.graphql";

const EMPTY = { current: "", next: "", confirmation: "" };

/**
 * /app/change-password (Account Settings): a new password needs the current one. Every session of
 * the account ends; this device continues on the new session the server answers.
 */
export function ChangePasswordPage() {
  const id = useId();
  useDocumentTitle("Account Settings");
  const { toast } = useToast();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const problem = values.current ? newPasswordProblem(values.next, values.confirmation) : "Please enter your current password";
    setError(problem);
    if (problem) return;
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword: values.current, newPassword: values.next } },
      });
      const result = data?.changePassword;
      if (!result?.token) throw new Error("The server did not confirm the change");
      // The old token no longer works: continue on the new session at once (the session hears of it).
      storeToken(result.token);
      announceTokenChange();
      setValues(EMPTY);
      toast({ title: "Password Updated", description: "Your password has been changed. Your other devices have been signed out." });
    } catch (failure) {
      const message = describeFailure(failure).message ?? "Failed to update password";
      setError(message);
      toast({ title: "Update Failed", description: message, variant: "destructive" });
    }
  }

  const errorId = `${id}-error`;
  return (
    <div className="page page--narrow stack">
      <header>
        <h1>Account Settings</h1>
        <p className="page__lead">Change the password you sign in with. Forgot it? Sign out and use “Forgot your password?”.</p>
      </header>
      <section className="card" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>Change password</h2>
        <form onSubmit={handleSubmit} noValidate aria-busy={loading}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-current`}>
              Current Password
            </label>
            <input
              id={`${id}-current`}
              className="input"
              type="password"
              autoComplete="current-password"
              required
              value={values.current}
              onChange={set("current")}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-new`}>
              New Password
            </label>
            <input
              id={`${id}-new`}
              className="input"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby={`${id}-hint`}
              value={values.next}
              onChange={set("next")}
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
              value={values.confirmation}
              onChange={set("confirmation")}
            />
          </div>
          {error ? (
            <p className="form-error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={loading}>
            {loading ? "Updating..." : "Update Password"}
          </button>
        </form>
      </section>
      <p>
        <Link to="/app/profile">Back to My Profile</Link>
      </p>
    </div>
  );
}
