import { EntitySchema } from "@mikro-orm/postgresql";

/** A bug report as staff read it (the screenshot's bytes are fetched separately by its id). */
export interface BugReportRow {
  id: string;
  reporterUserId: string | null;
  reporterHouseholdId: string | null;
  title: string;
  description: string;
  stepsToReproduce: string;
  expectedBehavior: string;
  actualBehavior: string;
  severity: string;
  category: string;
  email: string;
  userAgent: string | null;
  url: string | null;
  clientTimestamp: Date | null;
  viewportWidth: number | null;
  viewportHeight: number | null;
  screenshotId: string | null;
  screenshotContentType: string | null;
  screenshotSizeBytes: number | null;
  status: string;
  submittedAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
}

export const BugReportEntity = new EntitySchema<BugReportRow>({
  name: "BugReportRow",
  tableName: "bug_reports",
  properties: {
    id: { type: "uuid", primary: true },
    reporterUserId: { type: "uuid", nullable: true },
    reporterHouseholdId: { type: "uuid", nullable: true },
    title: { type: "text" },
    description: { type: "text" },
    stepsToReproduce: { type: "text" },
    expectedBehavior: { type: "text" },
    actualBehavior: { type: "text" },
    severity: { type: "string" },
    category: { type: "string" },
    email: { type: "text" },
    userAgent: { type: "text", nullable: true },
    url: { type: "text", nullable: true },
    clientTimestamp: { type: "Date", nullable: true },
    viewportWidth: { type: "integer", nullable: true },
    viewportHeight: { type: "integer", nullable: true },
    screenshotId: { type: "uuid", nullable: true },
    screenshotContentType: { type: "string", nullable: true },
    screenshotSizeBytes: { type: "integer", nullable: true },
    status: { type: "string" },
    submittedAt: { type: "Date" },
    resolvedAt: { type: "Date", nullable: true },
    resolvedBy: { type: "uuid", nullable: true },
  },
});
