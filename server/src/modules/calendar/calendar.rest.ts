import { Router } from "express";
import { routeOn } from "../../core/api-docs.js";
import type { CalendarService } from "./calendar.service.js";

/** The subscription feed calendar apps fetch: GET /api/calendar/feeds/{token}.ics (no sign-in; the token is the secret). */
export function calendarRoutes(service: CalendarService): Router {
  const router = Router();
  routeOn(router, "Calendar")(
    {
      method: "get",
      path: "/calendar/feeds/:file",
      summary: "A household's calendar as an iCalendar feed",
      description:
        "What a calendar app subscribes to: `file` is the feed's secret token followed by `.ics` (as in the feed URL the app shows). " +
        "The whole household's events, or one member's, with their time zones; no sign-in, the token is the secret.",
      auth: "none",
      responses: { 200: { description: "The feed (iCalendar, UTF-8)", contentType: "text/calendar" } },
      errors: { 404: "Unknown or revoked feed token, or a file name not ending in .ics" },
    },
    async (req, res, next) => {
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
    },
  );
  return router;
}
