import { useEffect, useRef, useState } from "react";
import { ConsentOptions } from "./consent-options";
import "./cookie-consent.css";
import type { ConsentFlags } from "./consent";

interface CookieSettingsDialogProps {
  initial: ConsentFlags;
  onSave(flags: ConsentFlags): void;
  onCancel(): void;
}

/** The banner's settings dialog: necessary (always on), analytics, marketing; Cancel and Save Settings. */
export function CookieSettingsDialog({ initial, onSave, onCancel }: CookieSettingsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [flags, setFlags] = useState(initial);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="cookie-dialog"
      aria-labelledby="cookie-dialog-title"
      aria-describedby="cookie-dialog-intro"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(flags);
        }}
      >
        <h2 id="cookie-dialog-title" className="cookie-dialog__title">
          Cookie Settings
        </h2>
        <p id="cookie-dialog-intro" className="cookie-dialog__intro">
          Choose which cookies Hearth may use. You can change this at any time on the Cookie preferences page.
        </p>
        <ConsentOptions value={flags} onChange={setFlags} idPrefix="cookie-dialog" />
        <div className="cookie-actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            Save Settings
          </button>
        </div>
      </form>
    </dialog>
  );
}
