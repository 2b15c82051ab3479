import type { ConsentFlags } from "./consent";

interface ConsentOptionsProps {
  value: ConsentFlags;
  onChange(value: ConsentFlags): void;
  /** Prefix for the inputs' ids (the banner's dialog and the /cookies page can both be on screen). */
  idPrefix: string;
}

/** The three cookie categories: necessary (always on), analytics and marketing. */
export function ConsentOptions({ value, onChange, idPrefix }: ConsentOptionsProps) {
  return (
    <fieldset className="consent-options">
      <legend className="visually-hidden">Cookie categories</legend>
      <div className="consent-option">
        <input id={`${idPrefix}-necessary`} type="checkbox" checked disabled aria-describedby={`${idPrefix}-necessary-note`} />
        <div>
          <label htmlFor={`${idPrefix}-necessary`} className="consent-option__label">
            Necessary <span className="consent-option__badge">Always on</span>
          </label>
          <p id={`${idPrefix}-necessary-note`} className="consent-option__note">
            Keeps you signed in, remembers your settings and this choice. Hearth cannot work without them.
          </p>
        </div>
      </div>
      <div className="consent-option">
        <input
          id={`${idPrefix}-analytics`}
          type="checkbox"
          checked={value.analytics}
          onChange={(e) => onChange({ ...value, analytics: e.target.checked })}
          aria-describedby={`${idPrefix}-analytics-note`}
        />
        <div>
          <label htmlFor={`${idPrefix}-analytics`} className="consent-option__label">
            Analytics
          </label>
          <p id={`${idPrefix}-analytics-note`} className="consent-option__note">
            Lets us count which pages are visited (Google Analytics), so we know what to improve. Never your
            household&apos;s data.
          </p>
        </div>
      </div>
      <div className="consent-option">
        <input
          id={`${idPrefix}-marketing`}
          type="checkbox"
          checked={value.marketing}
          onChange={(e) => onChange({ ...value, marketing: e.target.checked })}
          aria-describedby={`${idPrefix}-marketing-note`}
        />
        <div>
          <label htmlFor={`${idPrefix}-marketing`} className="consent-option__label">
            Marketing
          </label>
          <p id={`${idPrefix}-marketing-note`} className="consent-option__note">
            Would let us measure our advertising. Hearth sets no marketing cookies today; we keep your answer
            for when that changes.
          </p>
        </div>
      </div>
    </fieldset>
  );
}
