import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { SupportEvent } from "../support.events.js";
import { BugReportEntity } from "./support.read-model.js";

/** Bug reports for the admin dashboard. Timestamps come from the events, so a rebuild matches. */
export const bugReportsProjection: Projection = {
  name: "support",
  tables: ["bug_reports"],
  handles: ["BugReportSubmitted", "BugReportResolved"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as SupportEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "BugReportSubmitted": {
        const d = event.data;
        await em.insert(BugReportEntity, {
          id: d.reportId,
          reporterUserId: d.reporterUserId,
          reporterHouseholdId: d.reporterHouseholdId,
          title: d.title,
          description: d.description,
          stepsToReproduce: d.stepsToReproduce,
          expectedBehavior: d.expectedBehavior,
          actualBehavior: d.actualBehavior,
          severity: d.severity,
          category: d.category,
          email: d.email,
          userAgent: d.userAgent,
          url: d.url,
          clientTimestamp: d.clientTimestamp ? new Date(d.clientTimestamp) : null,
          viewportWidth: d.viewport?.width ?? null,
          viewportHeight: d.viewport?.height ?? null,
          screenshotId: d.screenshot?.id ?? null,
          screenshotContentType: d.screenshot?.contentType ?? null,
          screenshotSizeBytes: d.screenshot?.sizeBytes ?? null,
          status: "open",
          submittedAt: at,
          resolvedAt: null,
          resolvedBy: null,
        });
        return;
      }
      case "BugReportResolved":
        await em.nativeUpdate(
          BugReportEntity,
          { id: event.data.reportId },
          { status: "resolved", resolvedAt: at, resolvedBy: event.data.resolvedBy },
        );
        return;
    }
  },
};
