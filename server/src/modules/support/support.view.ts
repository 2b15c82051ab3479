import { notFound } from "../../core/errors.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { BugReportCategory, BugReportSeverity, BugReportStatus } from "./support.events.js";
import type { BugReportRow } from "./projections/support.read-model.js";
import type { BugReportType } from "./support.types.js";

/** Who may read and resolve bug reports. */
export const STAFF_ROLES: readonly TokenClaims["role"][] = ["admin", "moderator"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report id from a path or argument; anything that is not one is simply not found. */
export function validReportId(id: string): string {
  if (!UUID.test(id)) throw notFound("Bug report not found");
  return id.toLowerCase();
}

export const screenshotPath = (reportId: string) => `/api/bug-reports/${reportId}/screenshot`;

export function toBugReportView(row: BugReportRow): BugReportType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    stepsToReproduce: row.stepsToReproduce,
    expectedBehavior: row.expectedBehavior,
    actualBehavior: row.actualBehavior,
    severity: row.severity as BugReportSeverity,
    category: row.category as BugReportCategory,
    status: row.status as BugReportStatus,
    email: row.email,
    reporterUserId: row.reporterUserId,
    userAgent: row.userAgent,
    url: row.url,
    viewportWidth: row.viewportWidth,
    viewportHeight: row.viewportHeight,
    clientTimestamp: row.clientTimestamp,
    submittedAt: row.submittedAt,
    resolvedAt: row.resolvedAt,
    screenshotUrl: row.screenshotId ? screenshotPath(row.id) : null,
    screenshotContentType: row.screenshotContentType,
  };
}
