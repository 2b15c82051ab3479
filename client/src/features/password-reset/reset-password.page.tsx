import { useId, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { NewPasswordFields, useNewPassword } from "../../components/password-fields/new-password-fields";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { failureOf, resetPassword } from "../../lib/auth-api";
import "./password-reset.css";

/** /reset-password?token=...: the new password (at least 6 characters), through the mailed link. */
export function ResetPasswordPage() {
  const id = useId();
  useDocumentTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const { toast } = useToast();
  const newPassword = useNewPassword();
  const { saving } = newPassword;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    return newPassword.submit(event, {
      action: token
        ? async (password) => {
            const result = await resetPassword({ token, password });
            toast({ title: "Password Reset", description: result.message });
            void navigate("/app/login", { replace: true });
          }
        : null,
      describeFailure: (failure) => failureOf(failure).message,
    });
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

  return (
    <div className="account-form-page">
      <div className="account-form-card card">
        <h1>Choose a new password</h1>
        <p className="account-form-card__lead">
          Your new password works everywhere at once; every device signed in to your account is signed out.
        </p>
        <form onSubmit={handleSubmit} aria-busy={saving}>
          <NewPasswordFields id={id} state={newPassword} passwordLabel="New Password" confirmationLabel="Confirm New Password" />
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
