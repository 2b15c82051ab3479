import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { NewPasswordFields, useNewPassword } from "../../components/password-fields/new-password-fields";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { announceTokenChange, storeToken } from "../../lib/session";
import { ChangePasswordMutation } from "./change-password.graphql";

/**
 * /app/change-password (Account Settings): a new password needs the current one. Every session of
 * the account ends; this device continues on the new session the server answers.
 */
export function ChangePasswordPage() {
  const id = useId();
  useDocumentTitle("Account Settings");
  const { toast } = useToast();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [current, setCurrent] = useState("");
  const newPassword = useNewPassword();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!newPassword.validate(current ? null : "Please enter your current password")) return;
    try {
      const { data } = await changePassword({
        variables: { input: { currentPassword: current, newPassword: newPassword.password } },
      });
      const result = data?.changePassword;
      if (!result?.token) throw new Error("The server did not confirm the change");
      // The old token no longer works: continue on the new session at once (the session hears of it).
      storeToken(result.token);
      announceTokenChange();
      setCurrent("");
      newPassword.clear();
      toast({ title: "Password Updated", description: "Your password has been changed. Your other devices have been signed out." });
    } catch (failure) {
      const message = describeFailure(failure).message ?? "Failed to update password";
      newPassword.setError(message);
      toast({ title: "Update Failed", description: message, variant: "destructive" });
    }
  }

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
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </div>
          <NewPasswordFields
            id={id}
            state={newPassword}
            passwordLabel="New Password"
            confirmationLabel="Confirm New Password"
            linkError={false}
          />
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
