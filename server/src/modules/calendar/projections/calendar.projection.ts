import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { CALENDAR_EVENT_TYPES, type CalendarEvent } from "../calendar.events.js";
import { CalendarEventEntity, CalendarFeedEntity } from "./calendar.read-model.js";

/** Events (with their one-off changes) and feeds; every value comes from the event. */
export const calendarProjection: Projection = {
  name: "calendar",
  tables: ["calendar_events", "calendar_feeds"],
  handles: CALENDAR_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as CalendarEvent;
    const householdId = stored.householdId;
    const at = new Date(stored.recordedAt);
    const revision = stored.sequence;
    const row = async (id: string) => em.findOne(CalendarEventEntity, { id, householdId }, { disableIdentityMap: true });
    switch (event.type) {
      case "CalendarEventCreated":
        await em.insert(CalendarEventEntity, {
          id: event.data.eventId,
          householdId,
          fields: event.data.fields,
          exceptions: {},
          revision,
          createdAt: at,
          updatedAt: at,
        });
        return;
      case "CalendarEventUpdated":
        await em.nativeUpdate(CalendarEventEntity, { id: event.data.eventId, householdId }, { fields: event.data.fields, exceptions: {}, revision, updatedAt: at });
        return;
      case "CalendarOccurrenceChanged":
      case "CalendarOccurrenceCancelled": {
        const current = await row(event.data.eventId);
        if (!current) return;
        const value = event.type === "CalendarOccurrenceChanged" ? event.data.override : "cancelled";
        await em.nativeUpdate(
          CalendarEventEntity,
          { id: event.data.eventId, householdId },
          { exceptions: { ...current.exceptions, [event.data.occurrenceStart]: value }, revision, updatedAt: at },
        );
        return;
      }
      case "CalendarEventDeleted":
        await em.nativeDelete(CalendarEventEntity, { id: event.data.eventId, householdId });
        return;
      case "CalendarFeedCreated":
        await em.insert(CalendarFeedEntity, {
          id: event.data.feedId,
          householdId,
          tokenHash: event.data.tokenHash,
          memberId: event.data.memberId,
          revoked: false,
          createdAt: at,
        });
        return;
      case "CalendarFeedRevoked":
        await em.nativeUpdate(CalendarFeedEntity, { id: event.data.feedId, householdId }, { revoked: true });
        return;
    }
  },
};
