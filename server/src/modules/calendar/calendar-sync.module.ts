import type { CoreServices, ResolverBinding } from "../../core/module.js";
import { CalendarEventSourceResolver, CalendarOccurrenceSourceResolver, CalendarSyncResolver } from "./calendar-sync.resolver.js";
import { createGoogleCalendarSync, GOOGLE_SYNC_CHECK_MS, type GoogleCalendarSync } from "./calendar.google.js";
import { createCalendarSyncIn, createClaims, SUBSCRIPTION_CHECK_MS, type CalendarSyncIn } from "./calendar.subscriptions.js";
import { CalendarSyncMigration } from "./migrations/20261123-335-calendar-sync.js";
import { CalendarGoogleInstancesMigration } from "./migrations/20261126-340-calendar-google-instances.js";
import { calendarSyncProjection } from "./projections/calendar-sync.projection.js";
import { CalendarEventSourceEntity, CalendarSubscriptionEntity, GoogleConnectionEntity } from "./projections/calendar-sync.read-model.js";

export interface CalendarSyncExports {
  syncIn: CalendarSyncIn;
  google: GoogleCalendarSync;
  /** One round of the periodic jobs (due subscription refreshes, due Google syncs); tests call it with their own clock. */
  runJobsOnce(): Promise<{ subscriptions: number; google: number }>;
}

/** The calendar's sync in and Google sync, as parts the calendar module's manifest adds to its own. */
export const calendarSyncModuleParts = {
  entities: [CalendarEventSourceEntity, CalendarSubscriptionEntity, GoogleConnectionEntity],
  projections: [calendarSyncProjection],
  migrations: [
    { name: "20261123-335-calendar-sync", class: CalendarSyncMigration },
    { name: "20261126-340-calendar-google-instances", class: CalendarGoogleInstancesMigration },
  ],
  create(core: CoreServices): { resolvers: ResolverBinding[]; exports: CalendarSyncExports; start(): Promise<void> } {
    const claims = createClaims(core);
    const syncIn = createCalendarSyncIn(core, claims);
    const google = createGoogleCalendarSync(core, claims);
    const warn = (what: string) => (error: unknown) => core.logger.warn({ err: error }, `${what} failed; retried later`);
    return {
      resolvers: [
        { type: CalendarSyncResolver, instance: new CalendarSyncResolver(syncIn, google) },
        { type: CalendarEventSourceResolver, instance: new CalendarEventSourceResolver(syncIn) },
        { type: CalendarOccurrenceSourceResolver, instance: new CalendarOccurrenceSourceResolver(syncIn) },
      ],
      exports: {
        syncIn,
        google,
        async runJobsOnce() {
          return { subscriptions: await syncIn.runDue(), google: await google.runDue() };
        },
      },
      async start() {
        // Tokens stored before they were sealed at rest are sealed now (reading them works either way).
        await google.sealLegacyTokens().catch(warn("sealing stored google calendar tokens"));
        // Tests run the jobs themselves.
        if (core.config.nodeEnv === "test") return;
        setInterval(() => void syncIn.runDue().catch(warn("calendar subscription refresh")), SUBSCRIPTION_CHECK_MS).unref();
        setTimeout(() => void syncIn.runDue().catch(warn("calendar subscription refresh")), 15_000).unref();
        if (google.configured()) setInterval(() => void google.runDue().catch(warn("google calendar sync")), GOOGLE_SYNC_CHECK_MS).unref();
      },
    };
  },
};
