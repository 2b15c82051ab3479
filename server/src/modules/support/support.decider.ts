import { conflict, notFound } from "../../core/errors.js";
import type { BugReportDetails, BugReportState, ScreenshotRef, SupportEvent } from "./support.events.js";

/** Files a bug report (anonymous or signed in), with its screenshot already stored. */
export interface SubmitBugReport {
  type: "SubmitBugReport";
  reportId: string;
  reporterUserId: string | null;
  reporterHouseholdId: string | null;
  details: BugReportDetails;
  screenshot: ScreenshotRef | null;
}

/** Staff mark a report as dealt with. */
export interface ResolveBugReport {
  type: "ResolveBugReport";
  reportId: string;
  resolvedBy: string;
}

export type SupportCommand = SubmitBugReport | ResolveBugReport;

function submit(state: BugReportState, command: SubmitBugReport): SupportEvent[] {
  if (state.submitted) throw conflict("This bug report was already submitted");
  return [
    {
      type: "BugReportSubmitted",
      data: {
        reportId: command.reportId,
        reporterUserId: command.reporterUserId,
        reporterHouseholdId: command.reporterHouseholdId,
        ...command.details,
        screenshot: command.screenshot,
      },
    },
  ];
}

function resolve(state: BugReportState, command: ResolveBugReport): SupportEvent[] {
  if (!state.submitted) throw notFound("Bug report not found");
  if (state.status === "resolved") return [];
  return [{ type: "BugReportResolved", data: { reportId: command.reportId, resolvedBy: command.resolvedBy } }];
}

export function decide(state: BugReportState, command: SupportCommand): SupportEvent[] {
  switch (command.type) {
    case "SubmitBugReport":
      return submit(state, command);
    case "ResolveBugReport":
      return resolve(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
