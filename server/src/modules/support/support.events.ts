import type { StoredEvent } from "../../core/event-store.js";

/**
 * Bug reports are not a family's data: every report, anonymous or not, is recorded in this one
 * household of its own (the reporter's user and household ids travel inside the event). The support
 * household has no members, so no family's live feed carries reports, and staff read them through
 * the support read model.
 */
export const SUPPORT_HOUSEHOLD_ID = "00000000-0000-4000-8000-000000000005";

export const BUG_REPORT_CATEGORIES = ["bug", "feature", "performance", "ui", "other"] as const;
export type BugReportCategory = (typeof BUG_REPORT_CATEGORIES)[number];

export const BUG_REPORT_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type BugReportSeverity = (typeof BUG_REPORT_SEVERITIES)[number];

export const BUG_REPORT_STATUSES = ["open", "resolved"] as const;
export type BugReportStatus = (typeof BUG_REPORT_STATUSES)[number];

/** A stored screenshot, by reference: the image bytes live in `bug_report_screenshots`, not in the event. */
// Type aliases, not interfaces: event data must be assignable to the store's Record<string, unknown>.
export type ScreenshotRef = {
  id: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
};

export type BugReportDetails = {
  title: string;
  description: string;
  stepsToReproduce: string;
  expectedBehavior: string;
  actualBehavior: string;
  severity: BugReportSeverity;
  category: BugReportCategory;
  /** For follow-up. */
  email: string;
  userAgent: string | null;
  /** The page the report was sent from. */
  url: string | null;
  /** The reporter's clock when they sent it (ISO), as given. */
  clientTimestamp: string | null;
  viewport: { width: number; height: number } | null;
};

export type SupportEvent =
  | {
      type: "BugReportSubmitted";
      data: BugReportDetails & {
        reportId: string;
        /** Null for an anonymous visitor. */
        reporterUserId: string | null;
        reporterHouseholdId: string | null;
        screenshot: ScreenshotRef | null;
      };
    }
  | { type: "BugReportResolved"; data: { reportId: string; resolvedBy: string } };

export interface BugReportState {
  submitted: boolean;
  status: BugReportStatus | null;
}

export const initialBugReportState: BugReportState = { submitted: false, status: null };

export function evolveBugReport(state: BugReportState, event: StoredEvent | SupportEvent): BugReportState {
  const e = event as SupportEvent;
  switch (e.type) {
    case "BugReportSubmitted":
      return { submitted: true, status: "open" };
    case "BugReportResolved":
      return { ...state, status: "resolved" };
    default:
      return state;
  }
}

export const bugReportStream = (reportId: string) => `bug-report-${reportId}`;
