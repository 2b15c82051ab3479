import { useState } from "react";
import type { ReportBugButton } from "./report-bug-button";

type Button = typeof ReportBugButton;

let loading: Promise<Button> | null = null;

function loadButton(): Promise<Button> {
  loading ??= import("./report-bug-button").then(
    (module) => module.ReportBugButton,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function prefetch() {
  loadButton().catch(() => undefined);
}

/**
 * The Report Bug button of the sign-in screen and the app's footer, whose flow (its machine, the dialog,
 * XState) loads on first use so the page's first download stays small: a plain button of the same name
 * until then, which fetches the flow when pointed at or focused; a click opens the report as soon as it
 * has loaded. The dialog's styles (bug-report.css) come with the flow (on the sign-in screen already with
 * SignInHelp); the button itself is styled by the shared button classes, so nothing moves when it arrives.
 */
export function LazyReportBugButton({ className = "button button--ghost" }: { className?: string }) {
  const [Loaded, setLoaded] = useState<Button | null>(null);
  const [waiting, setWaiting] = useState(false);

  if (Loaded) return <Loaded className={className} openAtStart />;

  function open() {
    setWaiting(true);
    loadButton().then(
      (Button) => setLoaded(() => Button),
      (error: unknown) => {
        console.error("The bug report could not be loaded", error);
        setWaiting(false);
      },
    );
  }

  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-busy={waiting || undefined}
      onClick={() => {
        if (!waiting) open();
      }}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      Report Bug
    </button>
  );
}
