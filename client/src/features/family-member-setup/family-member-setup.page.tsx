import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { NewPasswordFields, useNewPassword } from "../../components/password-fields/new-password-fields";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { completeFamilyMemberSetup, failureOf, fetchInvitation, type InvitationView } from "../../lib/auth-api";
import { saveSession } from "../../lib/session";
import "./family-member-setup.css";

type Loaded = { state: "loading" } | { state: "ready"; invitation: InvitationView } | { state: "invalid"; message: string };

/**
 * /family-member/setup?token=...: an invited family member chooses a password and is signed in to
 * the household that invited them.
 */
export function FamilyMemberSetupPage() {
  const id = useId();
  useDocumentTitle("Join your household");
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const { toast } = useToast();
  const [fetched, setFetched] = useState<{ token: string; result: Loaded } | null>(null);
  // Without a token there is nothing to fetch; a fetch for an older token does not count.
  const loaded: Loaded = !token
    ? { state: "invalid", message: "This invitation link is incomplete. Open the link from the mail again." }
    : fetched?.token === token
      ? fetched.result
      : { state: "loading" };
  const newPassword = useNewPassword();
  const { saving } = newPassword;

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchInvitation(token).then(
      (invitation) => !cancelled && setFetched({ token, result: { state: "ready", invitation } }),
      (failure) => !cancelled && setFetched({ token, result: { state: "invalid", message: failureOf(failure).message } }),
    );
    return () => {
      cancelled = true;
    };
  }, [token]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    return newPassword.submit(event, {
      action: token
        ? async (password) => {
            const result = await completeFamilyMemberSetup({ token, password });
            if (!result.token) throw new Error("no token");
            saveSession(result.token, result.user ?? {});
            toast({ title: "Welcome to Hearth", description: result.message ?? "Your sign-in is ready." });
            void navigate("/app", { replace: true });
          }
        : null,
      describeFailure: (failure) => failureOf(failure).message,
    });
  }

  if (loaded.state === "loading") return <LoadingScreen message="Opening your invitation..." />;

  if (loaded.state === "invalid") {
    return (
      <div className="member-setup">
        <div className="member-setup__card card">
          <h1>Join your household</h1>
          <p className="form-error" role="alert">
            {loaded.message}
          </p>
          <p>
            Already set up? <Link to="/app/login">Sign in</Link>
          </p>
        </div>
      </div>
    );
  }

  const { invitation } = loaded;
  return (
    <div className="member-setup">
      <div className="member-setup__card card">
        <h1>Welcome, {invitation.memberName}</h1>
        <p className="member-setup__lead">
          You have been invited to <strong>{invitation.householdName}</strong> on Hearth. Choose a password to get your own
          sign-in; you will sign in with <span className="member-setup__email">{invitation.email}</span>.
        </p>
        <form onSubmit={handleSubmit} aria-busy={saving}>
          <NewPasswordFields id={id} state={newPassword} passwordLabel="Password" confirmationLabel="Confirm Password" />
          <button type="submit" className="button button--primary button--block" disabled={saving}>
            {saving ? "Setting up..." : "Join Household"}
          </button>
        </form>
      </div>
    </div>
  );
}
