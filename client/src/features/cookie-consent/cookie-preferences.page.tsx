import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";
import { ConsentOptions } from "./consent-options";
import { ACCEPT_ALL, NECESSARY_ONLY, onConsentChange, readConsent, saveConsent, type ConsentFlags } from "./consent";
import "./cookie-consent.css";

const STORED = [
  { name: "token (cookie and local storage)", purpose: "Keeps you signed in. Expires after 24 hours.", kind: "Necessary" },
  { name: "user", purpose: "Your name and role, so the app can greet you before it reaches the server.", kind: "Necessary" },
  {
    name: "auth_redirect_url, last_session_validation, offline auth record",
    purpose: "Bring you back to the page you wanted after signing in, and keep you signed in while offline.",
    kind: "Necessary",
  },
  { name: "mealPlanView, householdSize", purpose: "Your meal planner view and household size on this device.", kind: "Necessary" },
  { name: "cookie-consent", purpose: "This choice, with the time you made it.", kind: "Necessary" },
  {
    name: "_ga, _ga_<id> (Google Analytics)",
    purpose: "Count visits and pages viewed, without your household's data. Set only if you allow analytics.",
    kind: "Analytics",
  },
];

function describeChoice(flags: ConsentFlags): string {
  if (flags.analytics && flags.marketing) return "all cookies";
  if (flags.analytics) return "necessary and analytics cookies";
  if (flags.marketing) return "necessary and marketing cookies";
  return "necessary cookies only";
}

/** /cookies: what Hearth stores in the browser, and the visitor's choice, changeable at any time. */
export function CookiePreferencesPage() {
  useDocumentTitle("Cookie preferences");
  useMetaDescription(
    "Choose which cookies Hearth may use: necessary cookies keep you signed in; analytics is off unless you allow it.",
  );
  const [stored, setStored] = useState(readConsent);
  const [flags, setFlags] = useState<ConsentFlags>(() => stored ?? NECESSARY_ONLY);
  const [notice, setNotice] = useState("");

  useEffect(
    () =>
      onConsentChange(() => {
        const next = readConsent();
        setStored(next);
        if (next) setFlags(next);
      }),
    [],
  );

  const save = (next: ConsentFlags) => {
    saveConsent(next);
    setFlags(next);
    setNotice(`Saved. Hearth now uses ${describeChoice(next)}.`);
  };

  return (
    <article className="page page--narrow document">
      <h1>Cookie preferences</h1>
      <p className="page__lead">
        Hearth keeps a few small things in your browser so you stay signed in and your settings stick. Anything
        beyond that is your call, and you can change your mind here at any time.
      </p>

      <section aria-labelledby="cookies-choice" className="card document__card">
        <h2 id="cookies-choice">Your choice</h2>
        <p>
          {stored
            ? `You chose ${describeChoice(stored)}${stored.timestamp ? ` on ${new Date(stored.timestamp).toLocaleDateString("en-US", { dateStyle: "long" })}` : ""}.`
            : "You haven't made a choice yet, so Hearth uses necessary cookies only."}
        </p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save(flags);
          }}
        >
          <ConsentOptions value={flags} onChange={setFlags} idPrefix="cookies-page" />
          <div className="cookie-actions document__actions">
            <button type="button" className="button button--secondary" onClick={() => save(NECESSARY_ONLY)}>
              Necessary Only
            </button>
            <button type="button" className="button button--secondary" onClick={() => save(ACCEPT_ALL)}>
              Accept All
            </button>
            <button type="submit" className="button button--primary">
              Save Settings
            </button>
          </div>
          <p role="status" className="document__status">
            {notice}
          </p>
        </form>
      </section>

      <section aria-labelledby="cookies-stored">
        <h2 id="cookies-stored">What Hearth stores in your browser</h2>
        <div className="document__table-wrap">
          <table className="document__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">What it is for</th>
                <th scope="col">Category</th>
              </tr>
            </thead>
            <tbody>
              {STORED.map((row) => (
                <tr key={row.name}>
                  <td>{row.name}</td>
                  <td>{row.purpose}</td>
                  <td>{row.kind}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          If you withdraw analytics consent, Hearth stops sending page views at once; the analytics cookies
          already set expire on their own, or you can delete them in your browser&apos;s settings. Hearth sets no
          marketing cookies today. More about how we handle data is in our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </section>
    </article>
  );
}
