import express, { Router, type NextFunction, type Request, type Response } from "express";
import { describeIdParams } from "../../core/input-guard.js";
import { AppError } from "../../core/errors.js";
import { requireRole } from "../../core/request.js";
import { BUG_REPORT_BODY_LIMIT_BYTES, SCREENSHOT_MAX_BYTES } from "./screenshot-store.js";
import type { SupportService } from "./support.service.js";
import { parseBugReport } from "./support.validation.js";
import { STAFF_ROLES, validReportId } from "./support.view.js";

/**
 * POST /api/bug-reports reads its own JSON body: a screenshot is larger than the shared 1 MB limit, so
 * this one route has a bigger one, and a body over it gets a 413 that says what to do.
 */
export function bugReportSubmitRoutes(support: SupportService): Router {
  const router = Router();
  const json = express.json({ limit: BUG_REPORT_BODY_LIMIT_BYTES });
  router.post(
    "/bug-reports",
    (req: Request, res: Response, next: NextFunction) => {
      json(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
          next(
            new AppError(
              413,
              `Bug report is too large: screenshots may be at most ${SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB. Please send the report without it.`,
              "PAYLOAD_TOO_LARGE",
            ),
          );
          return;
        }
        next(error);
      });
    },
    async (req, res) => {
      const report = await support.submit(req.ctx, parseBugReport(req.body));
      res.status(201).json({ success: true, id: report.id });
    },
  );
  return router;
}

/** Staff-only: a report's screenshot image (the admin dashboard fetches it with its bearer token). */
export function supportRoutes(support: SupportService): Router {
  const router = Router();
  router.get("/bug-reports/:id/screenshot", async (req, res) => {
    requireRole(req.ctx, STAFF_ROLES);
    const image = await support.screenshot(validReportId(String(req.params.id)));
    res.set({
      "Content-Type": image.contentType,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    });
    res.send(image.bytes);
  });
  return describeIdParams(router, { id: "Bug report not found" });
}
