import type { ModuleDefinition } from "../../core/module.js";
import type { HouseholdsService } from "../households/index.js";
import { CalendarViewResolver } from "./calendar-view.resolver.js";
import { createCalendarViewService, type CalendarViewService } from "./calendar-view.service.js";
import type { CalendarOverlaySource } from "./calendar.overlays.js";
import { CalendarResolver } from "./calendar.resolver.js";
import { calendarRoutes } from "./calendar.rest.js";
import { createCalendarService, type CalendarService } from "./calendar.service.js";
import { CalendarReadModelsMigration } from "./migrations/20261123-330-calendar-read-models.js";
import { CalendarSettingsMigration } from "./migrations/20261123-337-calendar-settings.js";
import { calendarSettingsProjection } from "./projections/calendar-settings.projection.js";
import { CalendarSettingsEntity } from "./projections/calendar-settings.read-model.js";
import { calendarProjection } from "./projections/calendar.projection.js";
import { CalendarEventEntity, CalendarFeedEntity } from "./projections/calendar.read-model.js";
import { calendarSyncModuleParts } from "./calendar-sync.module.js";

export type { CalendarService } from "./calendar.service.js";
import type { CalendarSyncExports } from "./calendar-sync.module.js";
export type { CalendarViewService } from "./calendar-view.service.js";
export type { CalendarOverlayItem, CalendarOverlaySource } from "./calendar.overlays.js";

export interface CalendarDependencies {
  households: HouseholdsService;
  /** What other modules lay over the calendar, one source per layer; each module supplies its own. */
  overlays: CalendarOverlaySource[];
}

/** The family calendar: events and series with one-off changes, live, overlays from other modules, iCalendar feeds, and sync in (files, URLs, Google). */
export const calendarModule: ModuleDefinition<
  CalendarDependencies,
  { calendar: CalendarService; calendarView: CalendarViewService; calendarSync: CalendarSyncExports }
> = {
  name: "calendar",
  entities: [CalendarEventEntity, CalendarFeedEntity, CalendarSettingsEntity, ...calendarSyncModuleParts.entities],
  projections: [calendarProjection, calendarSettingsProjection, ...calendarSyncModuleParts.projections],
  migrations: [
    { name: "20261123-330-calendar-read-models", class: CalendarReadModelsMigration },
    { name: "20261123-337-calendar-settings", class: CalendarSettingsMigration },
    ...calendarSyncModuleParts.migrations,
  ],
  create(core, { households, overlays }) {
    const service = createCalendarService(core, households);
    const view = createCalendarViewService(core, households, service, overlays);
    const sync = calendarSyncModuleParts.create(core);
    return {
      resolvers: [
        { type: CalendarResolver, instance: new CalendarResolver(service) },
        { type: CalendarViewResolver, instance: new CalendarViewResolver(view, service) },
        ...sync.resolvers,
      ],
      routes: calendarRoutes(service),
      exports: { calendar: service, calendarView: view, calendarSync: sync.exports },
      start: sync.start,
    };
  },
};
