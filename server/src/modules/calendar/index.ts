import type { ModuleDefinition } from "../../core/module.js";
import type { HouseholdsService } from "../households/index.js";
import { CalendarResolver } from "./calendar.resolver.js";
import { calendarRoutes } from "./calendar.rest.js";
import { createCalendarService, type CalendarService } from "./calendar.service.js";
import { CalendarReadModelsMigration } from "./migrations/20261123-330-calendar-read-models.js";
import { calendarProjection } from "./projections/calendar.projection.js";
import { CalendarEventEntity, CalendarFeedEntity } from "./projections/calendar.read-model.js";

export type { CalendarService } from "./calendar.service.js";

/** The family calendar: events and series with one-off changes, live, and iCalendar feeds to subscribe to. */
export const calendarModule: ModuleDefinition<{ households: HouseholdsService }, { calendar: CalendarService }> = {
  name: "calendar",
  entities: [CalendarEventEntity, CalendarFeedEntity],
  projections: [calendarProjection],
  migrations: [{ name: "20261123-330-calendar-read-models", class: CalendarReadModelsMigration }],
  create(core, { households }) {
    const service = createCalendarService(core, households);
    return {
      resolvers: [{ type: CalendarResolver, instance: new CalendarResolver(service) }],
      routes: calendarRoutes(service),
      exports: { calendar: service },
    };
  },
};
