import { randomUUID } from "node:crypto";
import { notFound, tooManyRequests } from "../../core/errors.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { decodeScreenshot, readScreenshot, storeScreenshot } from "./screenshot-store.js";
import { decide } from "./support.decider.js";
import {
  SUPPORT_HOUSEHOLD_ID,
  bugReportStream,
  evolveBugReport,
  initialBugReportState,
  type BugReportSeverity,
  type BugReportStatus,
} from "./support.events.js";
import type { BugReportInput } from "./support.validation.js";
import { BugReportEntity, type BugReportRow } from "./projections/support.read-model.js";

/** Reports one person (or one address, when anonymous) may send per hour: generous for people, not for scripts. */
export const BUG_REPORTS_PER_HOUR = 30;

export interface BugReportFilter {
  status?: BugReportStatus | null;
  severity?: BugReportSeverity | null;
  limit?: number;
}

/** Bug reports: filed by anyone, read and resolved by staff (the resolvers and routes check the role). */
export function createSupportService(core: CoreServices) {
  return {
    /** Files a report from an anonymous visitor or a signed-in user (any valid token, even subscription-only). */
    async submit(ctx: RequestContext, input: BugReportInput): Promise<{ id: string }> {
      const shot = input.screenshot ? decodeScreenshot(input.screenshot) : null;
      const reporter = ctx.auth;
      const throttle = await core.rateLimiter.consume(
        reporter ? `bug-report:user:${reporter.userId}` : `bug-report:address:${ctx.clientAddress ?? "unknown"}`,
        BUG_REPORTS_PER_HOUR,
        3_600_000,
      );
      if (!throttle.allowed) {
        throw tooManyRequests("You have sent a lot of reports in a short time. Please try again later.", throttle.retryAfterSeconds);
      }
      const reportId = randomUUID();
      const now = core.now();
      return core.store.execute(
        {
          householdId: SUPPORT_HOUSEHOLD_ID,
          actorId: reporter?.userId ?? null,
          now,
          clientId: ctx.clientId,
          correlationId: ctx.requestId,
          idempotencyKey: ctx.idempotencyKey,
          idempotencyScope: "bug-reports",
        },
        async (tx) => {
          const screenshot = shot ? await storeScreenshot(tx.em, shot, now) : null;
          const events = decide(initialBugReportState, {
            type: "SubmitBugReport",
            reportId,
            reporterUserId: reporter?.userId ?? null,
            reporterHouseholdId: reporter?.householdId ?? null,
            details: {
              title: input.title,
              description: input.description,
              stepsToReproduce: input.stepsToReproduce,
              expectedBehavior: input.expectedBehavior,
              actualBehavior: input.actualBehavior,
              severity: input.severity,
              category: input.category,
              email: input.email,
              userAgent: input.userAgent,
              url: input.url,
              clientTimestamp: input.timestamp,
              viewport: input.viewport,
            },
            screenshot,
          });
          await tx.append(bugReportStream(reportId), 0, events);
          return { id: reportId };
        },
      );
    },

    /** Newest first, optionally by status and severity. */
    async list(filter: BugReportFilter = {}): Promise<BugReportRow[]> {
      const where: Partial<Pick<BugReportRow, "status" | "severity">> = {};
      if (filter.status) where.status = filter.status;
      if (filter.severity) where.severity = filter.severity;
      return core.db.em().find(BugReportEntity, where, {
        orderBy: { submittedAt: "desc", id: "asc" },
        limit: Math.min(Math.max(filter.limit ?? 100, 1), 500),
      });
    },

    async get(reportId: string): Promise<BugReportRow> {
      const row = await core.db.em().findOne(BugReportEntity, { id: reportId });
      if (!row) throw notFound("Bug report not found");
      return row;
    },

    async resolve(ctx: RequestContext, staff: TokenClaims, reportId: string): Promise<BugReportRow> {
      await core.store.execute(
        {
          householdId: SUPPORT_HOUSEHOLD_ID,
          actorId: staff.userId,
          now: core.now(),
          clientId: ctx.clientId,
          correlationId: ctx.requestId,
          idempotencyKey: ctx.idempotencyKey,
          idempotencyScope: "bug-reports",
        },
        async (tx) => {
          const stream = bugReportStream(reportId);
          const { state, version } = await tx.load(stream, evolveBugReport, initialBugReportState);
          await tx.append(stream, version, decide(state, { type: "ResolveBugReport", reportId, resolvedBy: staff.userId }));
        },
      );
      return this.get(reportId);
    },

    /** A report's screenshot image. */
    async screenshot(reportId: string): Promise<{ contentType: string; bytes: Buffer }> {
      const report = await this.get(reportId);
      const image = report.screenshotId ? await readScreenshot(core.db.em(), report.screenshotId) : null;
      if (!image) throw notFound("This report has no screenshot");
      return image;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
