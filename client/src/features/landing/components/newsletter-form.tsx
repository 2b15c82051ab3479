import { useId, useState, type FormEvent } from "react";
import { newsletterEmailError, subscribeToNewsletter, type NewsletterSource } from "../newsletter";

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** 'Stay Updated': an email field and Subscribe, checked here and stored by the server. */
export function NewsletterForm({ source }: { source: NewsletterSource }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind === "busy") return;
    const problem = newsletterEmailError(email);
    if (problem) {
      setStatus({ kind: "error", message: problem });
      return;
    }
    setStatus({ kind: "busy" });
    const result = await subscribeToNewsletter(email, source);
    if (result.ok) {
      setStatus({ kind: "done", message: result.message });
      setEmail("");
    } else {
      setStatus({ kind: "error", message: result.message });
    }
  }

  const invalid = status.kind === "error";
  return (
    <form className="newsletter" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="landing-footer__heading">
        Stay Updated
      </h2>
      <p className="newsletter__intro">Kitchen tips and Hearth news, about once a month. No spam, ever.</p>
      <label htmlFor={`${id}-email`} className="newsletter__label">
        Email address
      </label>
      <div className="newsletter__row">
        <input
          id={`${id}-email`}
          className="input newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (status.kind === "error") setStatus({ kind: "idle" });
          }}
          aria-invalid={invalid}
          aria-describedby={`${id}-message`}
        />
        <button type="submit" className="button button--primary" disabled={status.kind === "busy"}>
          {status.kind === "busy" ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p
        id={`${id}-message`}
        className={`newsletter__message newsletter__message--${status.kind}`}
        role={invalid ? "alert" : "status"}
      >
        {status.kind === "done" || status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
