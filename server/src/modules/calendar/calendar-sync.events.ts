import type { StoredEvent } from "../../core/event-store.js";

/**
 * The calendar's sync-in and Google settings, one stream per household (`calendar-sync-<householdId>`).
 * The events themselves live in the calendar stream (`calendar-<householdId>`) as ordinary
 * `CalendarEventCreated|Updated|Deleted` plus `CalendarEventImported` marking the read-only ones.
 * Google's tokens are never in an event: they stay in `calendar_google_tokens` on the server.
 */
export type CalendarSyncEvent =
  | { type: "CalendarSubscriptionAdded"; data: { subscriptionId: string; url: string; name: string; timeZone: string } }
  | {
      type: "CalendarSubscriptionRefreshed";
      data: { subscriptionId: string; ok: boolean; message: string | null; added: number; updated: number; removed: number; total: number };
    }
  | { type: "CalendarSubscriptionRemoved"; data: { subscriptionId: string; removed: number } }
  | { type: "CalendarFileImported"; data: { importId: string; name: string; added: number; updated: number; total: number; skipped: number } }
  | { type: "GoogleCalendarConnected"; data: { userId: string; email: string | null } }
  | { type: "GoogleCalendarChosen"; data: { calendarId: string; summary: string } }
  | { type: "GoogleCalendarSynced"; data: { ok: boolean; message: string | null; pulled: number; pushed: number } }
  | { type: "GoogleCalendarDisconnected"; data: { userId: string } };

export const CALENDAR_SYNC_EVENT_TYPES: readonly CalendarSyncEvent["type"][] = [
  "CalendarSubscriptionAdded",
  "CalendarSubscriptionRefreshed",
  "CalendarSubscriptionRemoved",
  "CalendarFileImported",
  "GoogleCalendarConnected",
  "GoogleCalendarChosen",
  "GoogleCalendarSynced",
  "GoogleCalendarDisconnected",
];

export type SyncState = {
  subscriptions: Readonly<Record<string, { url: string; name: string; timeZone: string; removed: boolean }>>;
  google: { userId: string; calendarId: string | null; lastOk: boolean | null; lastMessage: string | null } | null;
};

export const initialSyncState: SyncState = { subscriptions: {}, google: null };
export const calendarSyncStream = (householdId: string) => `calendar-sync-${householdId}`;

export function evolveSync(state: SyncState, stored: StoredEvent | CalendarSyncEvent): SyncState {
  const event = stored as CalendarSyncEvent;
  switch (event.type) {
    case "CalendarSubscriptionAdded": {
      const { subscriptionId, url, name, timeZone } = event.data;
      return { ...state, subscriptions: { ...state.subscriptions, [subscriptionId]: { url, name, timeZone, removed: false } } };
    }
    case "CalendarSubscriptionRemoved": {
      const current = state.subscriptions[event.data.subscriptionId];
      if (!current) return state;
      return { ...state, subscriptions: { ...state.subscriptions, [event.data.subscriptionId]: { ...current, removed: true } } };
    }
    case "GoogleCalendarConnected":
      return { ...state, google: { userId: event.data.userId, calendarId: null, lastOk: null, lastMessage: null } };
    case "GoogleCalendarChosen":
      return state.google ? { ...state, google: { ...state.google, calendarId: event.data.calendarId } } : state;
    case "GoogleCalendarSynced":
      return state.google ? { ...state, google: { ...state.google, lastOk: event.data.ok, lastMessage: event.data.message } } : state;
    case "GoogleCalendarDisconnected":
      return { ...state, google: null };
    default:
      return state;
  }
}
