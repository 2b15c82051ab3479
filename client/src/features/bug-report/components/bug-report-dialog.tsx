import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "../../../components/icons/icons";
import { BUG_CATEGORIES, BUG_SEVERITIES, type BugReportField, type BugReportForm } from "../bug-report.form";
import { ScreenshotStatus, type ScreenshotState } from "./screenshot-status";

interface BugReportDialogProps {
  open: boolean;
  submitting: boolean;
  form: BugReportForm;
  screenshotState: ScreenshotState;
  screenshot: string | null;
  showPreview: boolean;
  /** The field the last failed check was about: marked invalid and focused (again on each attempt). */
  invalid: { field: BugReportField; attempt: number } | null;
  onChange: (field: BugReportField, value: string) => void;
  onTogglePreview: () => void;
  onSubmit: () => void;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * 'Report an Issue' (spec section 2). A modal of its own rather than <dialog>.showModal(): the browser's
 * top layer would hide the toasts that answer a submission.
 */
export function BugReportDialog(props: BugReportDialogProps) {
  const { open, submitting, form, invalid, onChange, onSubmit, onClose, returnFocusTo } = props;
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    titleInput.current?.focus();
    const returnTo = returnFocusTo.current;
    return () => returnTo?.focus();
  }, [open, returnFocusTo]);

  useEffect(() => {
    if (!open || !invalid) return;
    panel.current?.querySelector<HTMLElement>(`[name="${invalid.field}"]`)?.focus();
  }, [open, invalid]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!submitting) onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    // Keep keyboard focus inside the dialog while it is open.
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  const field = (name: BugReportField) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    disabled: submitting,
    "aria-invalid": invalid?.field === name ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return createPortal(
    <div className="bug-dialog-backdrop">
      <div
        ref={panel}
        className="bug-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-subtitle`}
        onKeyDown={onKeyDown}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {/* Plain containers, not <header>/<footer>: outside a sectioning element those would be a second
              banner and contentinfo landmark beside the page's own. */}
          <div className="bug-dialog__header">
            <div>
              <h2 id={`${id}-title`}>Report an Issue</h2>
              <p id={`${id}-subtitle`}>Help us improve by reporting bugs or issues you've encountered</p>
            </div>
            <button type="button" className="bug-dialog__close" aria-label="Close" onClick={onClose} disabled={submitting}>
              <CloseIcon aria-hidden="true" />
            </button>
          </div>

          <ScreenshotStatus
            state={props.screenshotState}
            screenshot={props.screenshot}
            showPreview={props.showPreview}
            onTogglePreview={props.onTogglePreview}
            previewId={`${id}-preview`}
          />

          <div className="bug-dialog__pair">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-category`}>
                Category
              </label>
              <select className="select" {...field("category")}>
                {BUG_CATEGORIES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-severity`}>
                Severity
              </label>
              <select className="select" {...field("severity")}>
                {BUG_SEVERITIES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-title-input`}>
              Title <span aria-hidden="true">*</span>
            </label>
            <input
              ref={titleInput}
              className="input"
              type="text"
              required
              placeholder="A short summary of the problem"
              {...field("title")}
              id={`${id}-title-input`}
            />
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-description`}>
              Description <span aria-hidden="true">*</span>
            </label>
            <textarea className="input" rows={3} required placeholder="What happened?" {...field("description")} />
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-stepsToReproduce`}>
              Steps to Reproduce
            </label>
            <textarea className="input" rows={3} placeholder={"1. Go to...\n2. Click on..."} {...field("stepsToReproduce")} />
          </div>

          <div className="bug-dialog__pair">
            <div className="field">
              <label className="field__label" htmlFor={`${id}-expectedBehavior`}>
                Expected Behavior
              </label>
              <textarea className="input" rows={2} placeholder="What should have happened?" {...field("expectedBehavior")} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-actualBehavior`}>
                Actual Behavior
              </label>
              <textarea className="input" rows={2} placeholder="What happened instead?" {...field("actualBehavior")} />
            </div>
          </div>

          <div className="field">
            <label className="field__label" htmlFor={`${id}-email`}>
              Email for follow-up <span aria-hidden="true">*</span>
            </label>
            <input className="input" type="email" required autoComplete="email" placeholder="you@example.com" {...field("email")} />
            <span className="field__hint">We only use it to ask about this report.</span>
          </div>

          <div className="bug-dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose} disabled={submitting}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? "Submitting..." : "Submit Report"}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
