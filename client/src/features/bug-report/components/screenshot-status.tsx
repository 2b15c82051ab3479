import { AlertIcon, CheckCircleIcon } from "../../../components/icons/icons";

export type ScreenshotState = "idle" | "capturing" | "captured" | "error";

interface ScreenshotStatusProps {
  state: ScreenshotState;
  screenshot: string | null;
  showPreview: boolean;
  onTogglePreview: () => void;
  previewId: string;
}

/** The dialog's screenshot area: capturing, captured (with a preview toggle) or failed. */
export function ScreenshotStatus({ state, screenshot, showPreview, onTogglePreview, previewId }: ScreenshotStatusProps) {
  if (state === "capturing") {
    return (
      <div className="bug-shot bug-shot--busy" role="status">
        <span className="spinner bug-shot__spinner" aria-hidden="true" />
        <span>Capturing screenshot...</span>
      </div>
    );
  }
  if (state === "captured" && screenshot) {
    return (
      <div className="bug-shot bug-shot--ok">
        <div className="bug-shot__row">
          <CheckCircleIcon aria-hidden="true" />
          <div className="bug-shot__text">
            <strong>Full page screenshot captured</strong>
            <span>Taken automatically when you clicked Report Bug; it is sent with your report.</span>
          </div>
          <button
            type="button"
            className="button button--secondary bug-shot__toggle"
            aria-expanded={showPreview}
            aria-controls={previewId}
            onClick={onTogglePreview}
          >
            {showPreview ? "Hide Preview" : "Show Preview"}
          </button>
        </div>
        <div id={previewId} hidden={!showPreview}>
          {showPreview ? <img className="bug-shot__preview" src={screenshot} alt="Screenshot of the page you were on" /> : null}
        </div>
      </div>
    );
  }
  return (
    <div className="bug-shot bug-shot--failed" role="alert">
      <AlertIcon aria-hidden="true" />
      <span>Screenshot capture failed. You can still submit the report without it.</span>
    </div>
  );
}
