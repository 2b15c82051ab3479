import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import {
  CALENDAR_SETTINGS_EVENT_TYPES,
  evolveCalendarSettings,
  initialCalendarSettings,
  type CalendarSettingsEvent,
} from "../calendar-settings.events.js";
import { CalendarSettingsEntity } from "./calendar-settings.read-model.js";

/** The household's calendar settings row, folded with the same `evolve` the decider uses. */
export const calendarSettingsProjection: Projection = {
  name: "calendar-settings",
  tables: ["calendar_settings"],
  handles: CALENDAR_SETTINGS_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const householdId = stored.householdId;
    const row = await em.findOne(CalendarSettingsEntity, { householdId }, { disableIdentityMap: true });
    const before = row ? { timeZone: row.timeZone, overlays: row.overlays, colours: row.colours } : initialCalendarSettings;
    const after = evolveCalendarSettings(before, stored as unknown as CalendarSettingsEvent);
    const values = { timeZone: after.timeZone, overlays: [...after.overlays], colours: { ...after.colours }, updatedAt: new Date(stored.recordedAt) };
    if (row) await em.nativeUpdate(CalendarSettingsEntity, { householdId }, values);
    else await em.insert(CalendarSettingsEntity, { householdId, ...values });
  },
};
