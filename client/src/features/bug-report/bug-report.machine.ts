/**
 * The bug-report flow (spec sections 2 and 4): two regions side by side.
 *
 * - screenshot: idle → capturing → captured | error; cleared back to idle when the dialog has closed.
 * - dialog: closed → open (editing ⇄ submitting) → closing → closed; closing waits 0.5 s before the
 *   screenshot is cleared, so the dialog's exit does not flash an empty preview.
 *
 * I/O (taking the screenshot, sending the report) is done by the `captureScreenshot` and `submitReport`
 * actors, swapped in tests with `machine.provide()`. Toasts are left to the component: the machine
 * emits `validationFailed`, `submitted`, `submitFailed` and `screenshotFailed`.
 */
import { assign, emit, fromPromise, raise, setup } from "xstate";
import { emptyBugReportForm, firstValidationProblem, type BugReportField, type BugReportForm, type ValidationProblem } from "./bug-report.form";

/** Closing the dialog clears the screenshot after this long (spec section 2). */
export const CLEAR_SCREENSHOT_AFTER_MS = 500;

export interface BugReportContext {
  form: BugReportForm;
  /** The screenshot as an image data URL, or null. */
  screenshot: string | null;
  showPreview: boolean;
  /** The current user's email, when known: the form's default. */
  userEmail: string;
}

export type BugReportEvent =
  /** The Report Bug button: take a full-page screenshot, then open the dialog. */
  | { type: "REPORT" }
  /** Opens the dialog with a screenshot taken elsewhere, or without one. */
  | { type: "OPEN"; screenshot: string | null }
  | { type: "CLOSE" }
  | { type: "CHANGE"; field: BugReportField; value: string }
  | { type: "TOGGLE_PREVIEW" }
  | { type: "SUBMIT" }
  /** The current user became known (sign-in, profile loaded). */
  | { type: "USER_KNOWN"; email: string }
  // Internal: between the two regions.
  | { type: "SCREENSHOT_READY" }
  | { type: "CLEAR_SCREENSHOT" };

export type BugReportEmitted =
  | { type: "validationFailed"; problem: ValidationProblem }
  | { type: "submitted" }
  | { type: "submitFailed"; error: unknown }
  | { type: "screenshotFailed"; error: unknown };

export interface SubmitInput {
  form: BugReportForm;
  screenshot: string | null;
}

export const bugReportMachine = setup({
  types: {
    context: {} as BugReportContext,
    events: {} as BugReportEvent,
    emitted: {} as BugReportEmitted,
    input: {} as { email?: string | null } | undefined,
  },
  actors: {
    captureScreenshot: fromPromise<string>(async () => {
      throw new Error("captureScreenshot is provided by the component");
    }),
    submitReport: fromPromise<void, SubmitInput>(async () => {
      throw new Error("submitReport is provided by the component");
    }),
  },
  actions: {
    storeOpenedScreenshot: assign(({ event }) => ({
      screenshot: event.type === "OPEN" ? event.screenshot : null,
      showPreview: false,
    })),
    clearScreenshot: assign({ screenshot: null, showPreview: false }),
  },
  guards: {
    hasScreenshot: ({ event }) => event.type === "OPEN" && event.screenshot !== null,
    isInvalid: ({ context }) => firstValidationProblem(context.form) !== null,
  },
  delays: {
    clearScreenshotDelay: CLEAR_SCREENSHOT_AFTER_MS,
  },
}).createMachine({
  id: "bugReport",
  type: "parallel",
  context: ({ input }) => ({
    form: emptyBugReportForm(input?.email ?? ""),
    screenshot: null,
    showPreview: false,
    userEmail: input?.email ?? "",
  }),
  on: {
    USER_KNOWN: {
      actions: assign(({ context, event }) => ({
        userEmail: event.email,
        // Filled later only while the field is still empty (spec section 3).
        form: context.form.email.trim() === "" ? { ...context.form, email: event.email } : context.form,
      })),
    },
  },
  states: {
    screenshot: {
      initial: "idle",
      states: {
        idle: {
          on: {
            REPORT: "capturing",
            OPEN: [
              { guard: "hasScreenshot", target: "captured", actions: "storeOpenedScreenshot" },
              // Opened without a screenshot while none was being taken: the failed state.
              { target: "error" },
            ],
          },
        },
        capturing: {
          invoke: {
            src: "captureScreenshot",
            onDone: {
              target: "captured",
              actions: [assign({ screenshot: ({ event }) => event.output, showPreview: false }), raise({ type: "SCREENSHOT_READY" })],
            },
            onError: {
              target: "error",
              actions: [
                assign({ screenshot: null, showPreview: false }),
                emit(({ event }) => ({ type: "screenshotFailed" as const, error: event.error })),
                raise({ type: "SCREENSHOT_READY" }),
              ],
            },
          },
        },
        captured: {
          on: {
            TOGGLE_PREVIEW: { actions: assign({ showPreview: ({ context }) => !context.showPreview }) },
            CLEAR_SCREENSHOT: { target: "idle", actions: "clearScreenshot" },
            REPORT: { target: "capturing", actions: "clearScreenshot" },
            OPEN: { guard: "hasScreenshot", target: "captured", reenter: true, actions: "storeOpenedScreenshot" },
          },
        },
        error: {
          on: {
            CLEAR_SCREENSHOT: "idle",
            REPORT: "capturing",
            OPEN: { guard: "hasScreenshot", target: "captured", actions: "storeOpenedScreenshot" },
          },
        },
      },
    },
    dialog: {
      initial: "closed",
      states: {
        closed: {
          on: { SCREENSHOT_READY: "open", OPEN: "open" },
        },
        open: {
          initial: "editing",
          states: {
            editing: {
              on: {
                CHANGE: {
                  actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }),
                },
                SUBMIT: [
                  {
                    guard: "isInvalid",
                    actions: emit(({ context }) => ({
                      type: "validationFailed" as const,
                      problem: firstValidationProblem(context.form)!,
                    })),
                  },
                  { target: "submitting" },
                ],
                CLOSE: "#bugReport.dialog.closing",
              },
            },
            submitting: {
              invoke: {
                src: "submitReport",
                input: ({ context }) => ({ form: context.form, screenshot: context.screenshot }),
                onDone: {
                  target: "#bugReport.dialog.closed",
                  actions: [
                    assign(({ context }) => ({ form: emptyBugReportForm(context.userEmail) })),
                    emit({ type: "submitted" as const }),
                    raise({ type: "CLEAR_SCREENSHOT" }),
                  ],
                },
                // The dialog stays open with everything the person typed.
                onError: {
                  target: "editing",
                  actions: emit(({ event }) => ({ type: "submitFailed" as const, error: event.error })),
                },
              },
            },
          },
        },
        closing: {
          after: {
            clearScreenshotDelay: { target: "closed", actions: raise({ type: "CLEAR_SCREENSHOT" }) },
          },
          on: {
            // Reopened within the delay: the pending clear is dropped with this state.
            OPEN: "open",
            SCREENSHOT_READY: "open",
            REPORT: "closed",
          },
        },
      },
    },
  },
});
