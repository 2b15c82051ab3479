import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { clearSession, readToken } from "../../../lib/session";
import { LoginMutation } from "../auth.graphql";
import type { SignInResult } from "../hooks/use-sign-in-completion.hook";
import { loginFailureNotice } from "../auth-messages";

interface LoginFormProps {
  onSignedIn: (result: SignInResult) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const id = useId();
  const { toast } = useToast();
  const [login] = useMutation(LoginMutation);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      const result = data?.login;
      if (!result) throw new Error("Login failed");
      onSignedIn(result);
    } catch (error) {
      // A failed login must not leave an older session's token behind.
      if (readToken() !== null) clearSession();
      const failure = describeFailure(error);
      toast({ ...loginFailureNotice(failure), variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-busy={submitting}>
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
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? "Signing in..." : "Sign In"}
      </button>
      <p className="auth-form__aside">
        <Link to="/password-reset">Forgot your password?</Link>
      </p>
    </form>
  );
}
