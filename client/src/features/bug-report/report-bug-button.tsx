import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import { useToast } from "../../components/toast/use-toast.hook";
import { SCREENSHOT_FAILED_TOAST, SUBMIT_FAILED_TOAST, SUBMITTED_TOAST, type BugReportField } from "./bug-report.form";
import { bugReportMachine, type SubmitInput } from "./bug-report.machine";
import { captureFullPage } from "./capture-screenshot";
import { BugReportDialog } from "./components/bug-report-dialog";
import type { ScreenshotState } from "./components/screenshot-status";
import { submitBugReport } from "./submit-bug-report";
import { useReporterEmail } from "./use-reporter-email.hook";
import "./bug-report.css";

/** The machine with the browser's I/O: a real screenshot and a real POST. */
const liveBugReportMachine = bugReportMachine.provide({
  actors: {
    captureScreenshot: fromPromise(() => captureFullPage()),
    submitReport: fromPromise<void, SubmitInput>(({ input }) => submitBugReport(input)),
  },
});

/**
 * The footer's Report Bug button: 'Capturing...' while a full-page screenshot is taken, then the
 * 'Report an Issue' dialog with it. Works signed in (email prefilled, session sent) and anonymously.
 */
export function ReportBugButton({
  className = "button button--ghost",
  openAtStart = false,
}: {
  className?: string;
  /** Starts the report at once (the lazily loaded button after a click on its stand-in). */
  openAtStart?: boolean;
}) {
  const { toast } = useToast();
  const email = useReporterEmail();
  const [snapshot, send, actor] = useMachine(liveBugReportMachine, { input: { email } });
  // The field the last failed check was about; `attempt` refocuses it when the same check fails again.
  const [invalid, setInvalid] = useState<{ field: BugReportField; attempt: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (email) send({ type: "USER_KNOWN", email });
  }, [email, send]);

  const started = useRef(false);
  useEffect(() => {
    if (!openAtStart || started.current) return;
    started.current = true;
    button.current?.focus();
    send({ type: "REPORT" });
  }, [openAtStart, send]);

  useEffect(() => {
    const subscriptions = [
      actor.on("validationFailed", ({ problem }) => {
        setInvalid((previous) => ({ field: problem.field, attempt: (previous?.attempt ?? 0) + 1 }));
        toast({ title: problem.title, description: problem.description, variant: "destructive" });
      }),
      actor.on("submitted", () => {
        setInvalid(null);
        toast({ ...SUBMITTED_TOAST });
      }),
      actor.on("submitFailed", ({ error }) => {
        console.error("Bug report submission failed", error);
        toast({ ...SUBMIT_FAILED_TOAST, variant: "destructive" });
      }),
      actor.on("screenshotFailed", ({ error }) => {
        console.error("Screenshot capture failed", error);
        toast({ ...SCREENSHOT_FAILED_TOAST, variant: "destructive" });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, toast]);

  const capturing = snapshot.matches({ screenshot: "capturing" });
  const open = snapshot.matches({ dialog: "open" });
  const screenshotState = (snapshot.value as { screenshot: ScreenshotState }).screenshot;

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        onClick={() => send({ type: "REPORT" })}
        disabled={capturing}
        aria-busy={capturing || undefined}
        aria-haspopup="dialog"
      >
        {capturing ? "Capturing..." : "Report Bug"}
      </button>
      <BugReportDialog
        open={open}
        submitting={snapshot.matches({ dialog: { open: "submitting" } })}
        form={snapshot.context.form}
        screenshotState={screenshotState}
        screenshot={snapshot.context.screenshot}
        showPreview={snapshot.context.showPreview}
        invalid={invalid}
        onChange={(field, value) => {
          if (field === invalid?.field) setInvalid(null);
          send({ type: "CHANGE", field, value });
        }}
        onTogglePreview={() => send({ type: "TOGGLE_PREVIEW" })}
        onSubmit={() => send({ type: "SUBMIT" })}
        onClose={() => {
          setInvalid(null);
          send({ type: "CLOSE" });
        }}
        returnFocusTo={button}
      />
    </>
  );
}
