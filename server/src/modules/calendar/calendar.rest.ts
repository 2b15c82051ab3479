import { Router } from "express";
import type { CalendarService } from "./calendar.service.js";

/** The subscription feed calendar apps fetch: GET /api/calendar/feeds/{token}.ics (no sign-in; the token is the secret). */
export function calendarRoutes(service: CalendarService): Router {
  const router = Router();
  router.get("/calendar/feeds/:file", async (req, res, next) => {
    try {
      const match = /^(.+)\.ics$/.exec(req.params.file);
      const ics = match ? await service.feedIcs(match[1]) : null;
      if (!ics) {
        res.status(404).json({ error: "Calendar feed not found" });
        return;
      }
      res.setHeader("content-type", "text/calendar; charset=utf-8");
      res.setHeader("cache-control", "private, max-age=300");
      res.send(ics);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
