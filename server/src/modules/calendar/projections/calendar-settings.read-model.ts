import { EntitySchema } from "@mikro-orm/postgresql";

/** One row per household that changed its calendar settings. */
export interface CalendarSettingsRow {
  householdId: string;
  timeZone: string | null;
  /** Layers switched on. */
  overlays: string[];
  /** Colour per family member id (#rrggbb). */
  colours: Record<string, string>;
  updatedAt: Date;
}

export const CalendarSettingsEntity = new EntitySchema<CalendarSettingsRow>({
  name: "CalendarSettingsRow",
  tableName: "calendar_settings",
  properties: {
    householdId: { type: "uuid", primary: true },
    timeZone: { type: "string", nullable: true },
    overlays: { type: "json" },
    colours: { type: "json" },
    updatedAt: { type: "Date" },
  },
});
