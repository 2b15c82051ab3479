import { BigIntType, EntitySchema } from "@mikro-orm/postgresql";
import type { CalendarEventFields, OccurrenceOverride } from "../calendar.events.js";

export interface CalendarEventRow {
  id: string;
  householdId: string;
  fields: CalendarEventFields;
  /** One-off changes by the original occurrence start (ISO): an override, or "cancelled". */
  exceptions: Record<string, OccurrenceOverride | "cancelled">;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CalendarFeedRow {
  id: string;
  householdId: string;
  /** SHA-256 of the feed's secret token (the token itself is shown once and never stored). */
  tokenHash: string;
  memberId: string | null;
  revoked: boolean;
  createdAt: Date;
}

export const CalendarEventEntity = new EntitySchema<CalendarEventRow>({
  name: "CalendarEventRow",
  tableName: "calendar_events",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    fields: { type: "json" },
    exceptions: { type: "json" },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

export const CalendarFeedEntity = new EntitySchema<CalendarFeedRow>({
  name: "CalendarFeedRow",
  tableName: "calendar_feeds",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    tokenHash: { type: "string" },
    memberId: { type: "uuid", nullable: true },
    revoked: { type: "boolean" },
    createdAt: { type: "Date" },
  },
});
