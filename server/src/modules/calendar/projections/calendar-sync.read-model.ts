import { EntitySchema } from "@mikro-orm/postgresql";

export interface CalendarEventSourceRow {
  eventId: string;
  householdId: string;
  kind: "file" | "url";
  subscriptionId: string | null;
  name: string;
  uid: string;
}

export interface CalendarSubscriptionRow {
  id: string;
  householdId: string;
  url: string;
  name: string;
  timeZone: string;
  createdAt: Date;
  lastRefreshedAt: Date | null;
  lastOk: boolean | null;
  lastMessage: string | null;
  eventCount: number;
}

export interface GoogleConnectionRow {
  householdId: string;
  userId: string;
  email: string | null;
  calendarId: string | null;
  calendarSummary: string | null;
  connectedAt: Date;
  lastSyncedAt: Date | null;
  lastOk: boolean | null;
  lastMessage: string | null;
}

export const CalendarEventSourceEntity = new EntitySchema<CalendarEventSourceRow>({
  name: "CalendarEventSourceRow",
  tableName: "calendar_event_sources",
  properties: {
    eventId: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    kind: { type: "string" },
    subscriptionId: { type: "uuid", nullable: true },
    name: { type: "string" },
    uid: { type: "string" },
  },
});

export const CalendarSubscriptionEntity = new EntitySchema<CalendarSubscriptionRow>({
  name: "CalendarSubscriptionRow",
  tableName: "calendar_subscriptions",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    url: { type: "string" },
    name: { type: "string" },
    timeZone: { type: "string" },
    createdAt: { type: "Date" },
    lastRefreshedAt: { type: "Date", nullable: true },
    lastOk: { type: "boolean", nullable: true },
    lastMessage: { type: "string", nullable: true },
    eventCount: { type: "integer" },
  },
});

export const GoogleConnectionEntity = new EntitySchema<GoogleConnectionRow>({
  name: "GoogleConnectionRow",
  tableName: "calendar_google_connections",
  properties: {
    householdId: { type: "uuid", primary: true },
    userId: { type: "uuid" },
    email: { type: "string", nullable: true },
    calendarId: { type: "string", nullable: true },
    calendarSummary: { type: "string", nullable: true },
    connectedAt: { type: "Date" },
    lastSyncedAt: { type: "Date", nullable: true },
    lastOk: { type: "boolean", nullable: true },
    lastMessage: { type: "string", nullable: true },
  },
});
