import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { RegisterMutation } from "../auth.graphql";
import { registrationFailureNotice, validateRegistration } from "../auth-messages";
import type { SignInResult } from "../hooks/use-sign-in-completion.hook";

interface RegisterFormProps {
  onRegistered: (result: SignInResult) => void;
}

const EMPTY = { username: "", email: "", password: "", confirmPassword: "" };

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const id = useId();
  const { toast } = useToast();
  const [register] = useMutation(RegisterMutation);
  const [values, setValues] = useState(EMPTY);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const errorId = `${id}-error`;
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((prev) => ({ ...prev, [field]: event.target.value }));
    if (validationError) setValidationError(null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = validateRegistration(values);
    setValidationError(problem);
    if (problem) return;

    setSubmitting(true);
    try {
      const username = values.username.trim();
      const { data } = await register({
        variables: {
          input: { email: values.email.trim(), password: values.password, ...(username ? { username } : {}) },
        },
      });
      if (!data?.register) throw new Error("Registration failed");
      setValues(EMPTY);
      onRegistered(data.register);
    } catch (error) {
      toast({ ...registrationFailureNotice(describeFailure(error)), variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  const invalid = validationError !== null;
  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-busy={submitting}>
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
        <strong>Your 14-day free trial starts today.</strong> No credit card required.
      </p>
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? "Creating account..." : "Start Free Trial"}
      </button>
      <p className="auth-form__aside">
        By creating an account you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
