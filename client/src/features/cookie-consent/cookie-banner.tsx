import { useState } from "react";
import { Link } from "react-router-dom";
import { CookieSettingsDialog } from "./cookie-settings-dialog";
import { ACCEPT_ALL, NECESSARY_ONLY, saveConsent, type ConsentFlags } from "./consent";
import "./cookie-consent.css";

/** 'We value your privacy': shown until the visitor makes a choice (loaded only when it is needed). */
export function CookieBanner() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const choose = (flags: ConsentFlags) => saveConsent(flags);

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" aria-describedby="cookie-banner-text">
      <div className="cookie-banner__inner">
        <div className="cookie-banner__copy">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            We value your privacy
          </h2>
          <p id="cookie-banner-text" className="cookie-banner__text">
            Hearth uses necessary cookies to keep you signed in and remember your settings. With your permission
            we&apos;d also like to count page visits to improve Hearth. Read more in our{" "}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </div>
        <div className="cookie-actions cookie-banner__actions">
          <button type="button" className="button button--ghost" onClick={() => setSettingsOpen(true)}>
            Cookie Settings
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose(NECESSARY_ONLY)}>
            Necessary Only
          </button>
          <button type="button" className="button button--primary" onClick={() => choose(ACCEPT_ALL)}>
            Accept All
          </button>
        </div>
      </div>
      {settingsOpen && (
        <CookieSettingsDialog initial={NECESSARY_ONLY} onSave={choose} onCancel={() => setSettingsOpen(false)} />
      )}
    </section>
  );
}
