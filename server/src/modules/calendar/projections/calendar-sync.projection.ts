import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { CALENDAR_SYNC_EVENT_TYPES, type CalendarSyncEvent } from "../calendar-sync.events.js";
import type { CalendarEvent } from "../calendar.events.js";
import { CalendarEventSourceEntity, CalendarSubscriptionEntity, GoogleConnectionEntity } from "./calendar-sync.read-model.js";

/** Sources of imported events, URL subscriptions with their last refresh, and the Google connection. */
export const calendarSyncProjection: Projection = {
  name: "calendar-sync",
  tables: ["calendar_event_sources", "calendar_subscriptions", "calendar_google_connections"],
  handles: [...CALENDAR_SYNC_EVENT_TYPES, "CalendarEventImported", "CalendarEventDeleted"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as CalendarSyncEvent | CalendarEvent;
    const householdId = stored.householdId;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "CalendarEventImported": {
        const { eventId, source } = event.data;
        await em.execute(
          `insert into calendar_event_sources (event_id, household_id, kind, subscription_id, name, uid) values (?, ?, ?, ?, ?, ?)
           on conflict (event_id) do update set kind = excluded.kind, subscription_id = excluded.subscription_id, name = excluded.name, uid = excluded.uid`,
          [eventId, householdId, source.kind, source.subscriptionId, source.name, source.uid],
        );
        return;
      }
      case "CalendarEventDeleted":
        await em.nativeDelete(CalendarEventSourceEntity, { eventId: event.data.eventId, householdId });
        return;
      case "CalendarSubscriptionAdded":
        await em.insert(CalendarSubscriptionEntity, {
          id: event.data.subscriptionId,
          householdId,
          url: event.data.url,
          name: event.data.name,
          timeZone: event.data.timeZone,
          createdAt: at,
          lastRefreshedAt: null,
          lastOk: null,
          lastMessage: null,
          eventCount: 0,
        });
        return;
      case "CalendarSubscriptionRefreshed": {
        const { subscriptionId, ok, message, total } = event.data;
        await em.nativeUpdate(
          CalendarSubscriptionEntity,
          { id: subscriptionId, householdId },
          ok ? { lastRefreshedAt: at, lastOk: true, lastMessage: null, eventCount: total } : { lastRefreshedAt: at, lastOk: false, lastMessage: message },
        );
        return;
      }
      case "CalendarSubscriptionRemoved":
        await em.nativeDelete(CalendarSubscriptionEntity, { id: event.data.subscriptionId, householdId });
        return;
      case "GoogleCalendarConnected":
        await em.nativeDelete(GoogleConnectionEntity, { householdId });
        await em.insert(GoogleConnectionEntity, {
          householdId,
          userId: event.data.userId,
          email: event.data.email,
          calendarId: null,
          calendarSummary: null,
          connectedAt: at,
          lastSyncedAt: null,
          lastOk: null,
          lastMessage: null,
        });
        return;
      case "GoogleCalendarChosen":
        await em.nativeUpdate(GoogleConnectionEntity, { householdId }, { calendarId: event.data.calendarId, calendarSummary: event.data.summary });
        return;
      case "GoogleCalendarSynced":
        await em.nativeUpdate(GoogleConnectionEntity, { householdId }, { lastSyncedAt: at, lastOk: event.data.ok, lastMessage: event.data.message });
        return;
      case "GoogleCalendarDisconnected":
        await em.nativeDelete(GoogleConnectionEntity, { householdId });
        return;
      default:
        return;
    }
  },
};
