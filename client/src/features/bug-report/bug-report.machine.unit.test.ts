import { getStateNodes } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, type InspectionEvent } from "xstate";
import { emptyBugReportForm } from "./bug-report.form";
import { bugReportMachine, CLEAR_SCREENSHOT_AFTER_MS, type BugReportEmitted, type SubmitInput } from "./bug-report.machine";

const SHOT = "data:image/webp;base64,UklGRg==";
const OTHER_SHOT = "data:image/webp;base64,UklGRh==";

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Every state node entered and every transition taken, across all tests: the last test checks that
// together they walk the whole machine.
const visitedStates = new Set<string>();
const takenTransitions = new Set<string>();

function inspect(event: InspectionEvent) {
  if (event.type !== "@xstate.microstep") return;
  for (const transition of (event as unknown as { _transitions: { source: { id: string }; eventType: string }[] })._transitions) {
    takenTransitions.add(`${transition.source.id} ${transition.eventType}`);
  }
}

function start(options: { email?: string } = {}) {
  const captures: ReturnType<typeof deferred<string>>[] = [];
  const submissions: { input: SubmitInput; result: ReturnType<typeof deferred<void>> }[] = [];
  const machine = bugReportMachine.provide({
    actors: {
      captureScreenshot: fromPromise(() => {
        const capture = deferred<string>();
        captures.push(capture);
        return capture.promise;
      }),
      submitReport: fromPromise<void, SubmitInput>(({ input }) => {
        const result = deferred<void>();
        submissions.push({ input, result });
        return result.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { email: options.email }, inspect });
  const emitted: BugReportEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.subscribe((snapshot) => {
    for (const node of snapshot._nodes) visitedStates.add(node.id);
  });
  actor.start();
  for (const node of actor.getSnapshot()._nodes) visitedStates.add(node.id);
  const flush = () => vi.advanceTimersByTimeAsync(0);
  return { actor, captures, submissions, emitted, flush, value: () => actor.getSnapshot().value, ctx: () => actor.getSnapshot().context };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("bug report machine", () => {
  it("starts idle and closed with the default form and the user's email", () => {
    const { value, ctx } = start({ email: "robin@example.com" });
    expect(value()).toEqual({ screenshot: "idle", dialog: "closed" });
    expect(ctx().form).toEqual({ ...emptyBugReportForm(), email: "robin@example.com" });
    expect(ctx().form).toMatchObject({ category: "bug", severity: "medium" });
  });

  it("Report Bug captures first (dialog still closed), then opens the dialog with the screenshot", async () => {
    const { actor, captures, value, ctx, flush } = start();
    actor.send({ type: "REPORT" });
    expect(value()).toEqual({ screenshot: "capturing", dialog: "closed" });

    captures[0].resolve(SHOT);
    await flush();
    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    expect(ctx().screenshot).toBe(SHOT);
    expect(ctx().showPreview).toBe(false);
  });

  it("a failed capture still opens the dialog, without a screenshot, and reports the failure", async () => {
    const { actor, captures, value, ctx, emitted, flush } = start();
    actor.send({ type: "REPORT" });
    const error = new Error("canvas tainted");
    captures[0].reject(error);
    await flush();

    expect(value()).toEqual({ screenshot: "error", dialog: { open: "editing" } });
    expect(ctx().screenshot).toBeNull();
    expect(emitted).toEqual([{ type: "screenshotFailed", error }]);
  });

  it("opening with a screenshot gives captured; opening without one while idle gives error", () => {
    const withShot = start();
    withShot.actor.send({ type: "OPEN", screenshot: SHOT });
    expect(withShot.value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    expect(withShot.ctx().screenshot).toBe(SHOT);

    const without = start();
    without.actor.send({ type: "OPEN", screenshot: null });
    expect(without.value()).toEqual({ screenshot: "error", dialog: { open: "editing" } });
  });

  it("opening while a capture runs shows the capturing state, then the screenshot", async () => {
    const { actor, captures, value, flush } = start();
    actor.send({ type: "REPORT" });
    actor.send({ type: "OPEN", screenshot: null });
    expect(value()).toEqual({ screenshot: "capturing", dialog: { open: "editing" } });

    captures[0].resolve(SHOT);
    await flush();
    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
  });

  it("edits fields and toggles the preview", () => {
    const { actor, ctx } = start();
    actor.send({ type: "OPEN", screenshot: SHOT });
    actor.send({ type: "CHANGE", field: "title", value: "Oven timer stops" });
    actor.send({ type: "CHANGE", field: "severity", value: "critical" });
    actor.send({ type: "TOGGLE_PREVIEW" });
    expect(ctx().form).toMatchObject({ title: "Oven timer stops", severity: "critical" });
    expect(ctx().showPreview).toBe(true);
    actor.send({ type: "TOGGLE_PREVIEW" });
    expect(ctx().showPreview).toBe(false);
  });

  it("validates title, then description, then email, staying open with what was typed", () => {
    const { actor, value, emitted, submissions } = start();
    actor.send({ type: "OPEN", screenshot: SHOT });

    actor.send({ type: "CHANGE", field: "email", value: "   " });
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "CHANGE", field: "title", value: "Crash" });
    actor.send({ type: "SUBMIT" });
    actor.send({ type: "CHANGE", field: "description", value: "The app crashed" });
    actor.send({ type: "SUBMIT" });

    expect(emitted.map((e) => (e.type === "validationFailed" ? [e.problem.title, e.problem.description] : e.type))).toEqual([
      ["Missing Title", "Please provide a brief title for the issue"],
      ["Missing Description", "Please describe the issue you encountered"],
      ["Missing Email", "Please provide your email for follow-up"],
    ]);
    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    expect(submissions).toHaveLength(0);
  });

  it("on success resets the form, clears the screenshot, goes idle and closes", async () => {
    const { actor, value, ctx, emitted, submissions, flush } = start({ email: "robin@example.com" });
    actor.send({ type: "OPEN", screenshot: SHOT });
    actor.send({ type: "CHANGE", field: "title", value: "Crash" });
    actor.send({ type: "CHANGE", field: "description", value: "It crashed" });
    actor.send({ type: "CHANGE", field: "category", value: "performance" });
    actor.send({ type: "SUBMIT" });

    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "submitting" } });
    expect(submissions[0].input).toEqual({
      form: { ...emptyBugReportForm("robin@example.com"), title: "Crash", description: "It crashed", category: "performance" },
      screenshot: SHOT,
    });
    submissions[0].result.resolve();
    await flush();

    expect(value()).toEqual({ screenshot: "idle", dialog: "closed" });
    expect(ctx().screenshot).toBeNull();
    expect(ctx().form).toEqual(emptyBugReportForm("robin@example.com"));
    expect(emitted).toEqual([{ type: "submitted" }]);
  });

  it("on failure stays open and keeps the form and the screenshot", async () => {
    const { actor, value, ctx, emitted, submissions, flush } = start({ email: "robin@example.com" });
    actor.send({ type: "OPEN", screenshot: SHOT });
    actor.send({ type: "CHANGE", field: "title", value: "Crash" });
    actor.send({ type: "CHANGE", field: "description", value: "It crashed" });
    actor.send({ type: "SUBMIT" });
    const error = new Error("HTTP 500");
    submissions[0].result.reject(error);
    await flush();

    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    expect(ctx().form).toMatchObject({ title: "Crash", description: "It crashed", email: "robin@example.com" });
    expect(ctx().screenshot).toBe(SHOT);
    expect(emitted).toEqual([{ type: "submitFailed", error }]);

    // And it can be sent again.
    actor.send({ type: "SUBMIT" });
    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "submitting" } });
  });

  it("closing clears the screenshot after 0.5 s", async () => {
    const { actor, value, ctx } = start();
    actor.send({ type: "OPEN", screenshot: SHOT });
    actor.send({ type: "CLOSE" });
    expect(value()).toEqual({ screenshot: "captured", dialog: "closing" });

    await vi.advanceTimersByTimeAsync(CLEAR_SCREENSHOT_AFTER_MS - 1);
    expect(ctx().screenshot).toBe(SHOT);
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toEqual({ screenshot: "idle", dialog: "closed" });
    expect(ctx().screenshot).toBeNull();
  });

  it("closing after a failed capture returns to idle too", async () => {
    const { actor, value } = start();
    actor.send({ type: "OPEN", screenshot: null });
    actor.send({ type: "CLOSE" });
    await vi.advanceTimersByTimeAsync(CLEAR_SCREENSHOT_AFTER_MS);
    expect(value()).toEqual({ screenshot: "idle", dialog: "closed" });
  });

  it("reopening within 0.5 s keeps the dialog open: the pending clear is dropped", async () => {
    const { actor, value, ctx } = start();
    actor.send({ type: "OPEN", screenshot: SHOT });
    actor.send({ type: "CLOSE" });
    actor.send({ type: "OPEN", screenshot: OTHER_SHOT });
    await vi.advanceTimersByTimeAsync(CLEAR_SCREENSHOT_AFTER_MS * 2);

    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    expect(ctx().screenshot).toBe(OTHER_SHOT);
  });

  it("Report Bug again while closing takes a fresh screenshot, from captured or from error", async () => {
    const fromCaptured = start();
    fromCaptured.actor.send({ type: "OPEN", screenshot: SHOT });
    fromCaptured.actor.send({ type: "CLOSE" });
    fromCaptured.actor.send({ type: "REPORT" });
    expect(fromCaptured.value()).toEqual({ screenshot: "capturing", dialog: "closed" });
    fromCaptured.captures[0].resolve(OTHER_SHOT);
    await fromCaptured.flush();
    expect(fromCaptured.value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    expect(fromCaptured.ctx().screenshot).toBe(OTHER_SHOT);

    const fromError = start();
    fromError.actor.send({ type: "OPEN", screenshot: null });
    fromError.actor.send({ type: "CLOSE" });
    fromError.actor.send({ type: "REPORT" });
    expect(fromError.value()).toEqual({ screenshot: "capturing", dialog: "closed" });
    fromError.captures[0].reject(new Error("no canvas"));
    await fromError.flush();
    expect(fromError.value()).toEqual({ screenshot: "error", dialog: { open: "editing" } });
  });

  it("a capture that finishes while the dialog is closing opens it again with the screenshot", async () => {
    const { actor, captures, value, ctx, flush } = start();
    actor.send({ type: "OPEN", screenshot: null });
    actor.send({ type: "REPORT" });
    actor.send({ type: "CLOSE" });
    expect(value()).toEqual({ screenshot: "capturing", dialog: "closing" });

    captures[0].resolve(SHOT);
    await flush();
    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    expect(ctx().screenshot).toBe(SHOT);
  });

  it("a screenshot supplied to an open dialog after a failure replaces the error", () => {
    const { actor, value, ctx } = start();
    actor.send({ type: "OPEN", screenshot: null });
    actor.send({ type: "OPEN", screenshot: SHOT });
    expect(value()).toEqual({ screenshot: "captured", dialog: { open: "editing" } });
    actor.send({ type: "OPEN", screenshot: OTHER_SHOT });
    expect(ctx().screenshot).toBe(OTHER_SHOT);
  });

  it("fills the email when the user becomes known while it is empty, never over what was typed", () => {
    const empty = start();
    empty.actor.send({ type: "USER_KNOWN", email: "sam@example.com" });
    expect(empty.ctx().form.email).toBe("sam@example.com");

    const typed = start();
    typed.actor.send({ type: "OPEN", screenshot: null });
    typed.actor.send({ type: "CHANGE", field: "email", value: "me@example.com" });
    typed.actor.send({ type: "USER_KNOWN", email: "sam@example.com" });
    expect(typed.ctx().form.email).toBe("me@example.com");
    expect(typed.ctx().userEmail).toBe("sam@example.com");
  });
});

describe("bug report machine coverage", () => {
  it("together, the tests above entered every state and took every transition (runs last)", () => {
    const nodes = getStateNodes(bugReportMachine.root);
    expect(nodes.map((node) => node.id).filter((id) => !visitedStates.has(id))).toEqual([]);
    const allTransitions = [bugReportMachine.root, ...nodes].flatMap((node) =>
      [...node.transitions.keys()].map((eventType) => `${node.id} ${eventType}`),
    );
    expect(allTransitions.length).toBeGreaterThan(20);
    expect(allTransitions.filter((t) => !takenTransitions.has(t))).toEqual([]);
  });
});
