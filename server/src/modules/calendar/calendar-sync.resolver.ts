import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import { z } from "zod";
import type { BusMessage } from "../../core/bus.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import type { TokenClaims } from "../../core/tokens.js";
import { validate } from "../../core/validation.js";
import { CALENDAR_SYNC_EVENT_TYPES } from "./calendar-sync.events.js";
import {
  CalendarEventSourceType,
  CalendarImportResultType,
  CalendarSubscriptionType,
  CalendarSyncChangeType,
  GoogleCalendarChoiceType,
  GoogleCalendarConnectionType,
} from "./calendar-sync.types.js";
import type { GoogleCalendarSync, GoogleConnectionView } from "./calendar.google.js";
import type { CalendarSyncIn } from "./calendar.subscriptions.js";
import { CalendarEventType, CalendarOccurrenceType } from "./calendar.types.js";
import type { CalendarEventSourceRow } from "./projections/calendar-sync.read-model.js";

const TYPES = new Set<string>([...CALENDAR_SYNC_EVENT_TYPES, "CalendarEventImported"]);

const importSchema = z.object({
  name: z.string().trim().max(120, { message: "Name must be at most 120 characters" }),
  ics: z.string().min(1, { message: "Choose an .ics file" }),
  timeZone: z.string().max(64).nullish().transform((v) => v ?? null),
});
const subscriptionSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, { message: "Enter the calendar's address" })
    .max(2000, { message: "The address is too long" })
    .refine((v) => /^(https?|webcals?):\/\//i.test(v), { message: "Enter an http, https or webcal address" }),
  name: z.string().trim().max(120, { message: "Name must be at most 120 characters" }).nullish().transform((v) => v || null),
  timeZone: z.string().max(64).nullish().transform((v) => v ?? null),
});
const oauthSchema = z.object({ code: z.string().min(1).max(2000), state: z.string().min(10).max(200) });
const calendarIdSchema = z.string().trim().min(1, { message: "Choose a calendar" }).max(500);

/** Imported events' sources, read once per request (every event and occurrence of an answer shares it). */
const sourcesByRequest = new WeakMap<object, Promise<Map<string, CalendarEventSourceRow>>>();

function sourceOf(syncIn: CalendarSyncIn, ctx: GraphQLContext, eventId: string): Promise<CalendarEventSourceType | null> {
  const householdId = callerOf(ctx).householdId;
  let sources = sourcesByRequest.get(ctx);
  if (!sources) {
    sources = syncIn.sources(householdId);
    sourcesByRequest.set(ctx, sources);
  }
  return sources.then((map) => {
    const s = map.get(eventId);
    return s ? { kind: s.kind, name: s.name, subscriptionId: s.subscriptionId, readOnly: true } : null;
  });
}

const connectionOf = (view: GoogleConnectionView, auth: TokenClaims): GoogleCalendarConnectionType => {
  const { connectedByUserId, ...rest } = view;
  return { ...rest, canManage: view.connected && (auth.accountType === "accountHolder" || auth.userId === connectedByUserId) };
};

/** Sync in (.ics import and URL subscriptions) and the Google Calendar connection. */
@Resolver()
export class CalendarSyncResolver {
  constructor(
    private readonly syncIn: CalendarSyncIn,
    private readonly google: GoogleCalendarSync,
  ) {}

  @Query(() => [CalendarSubscriptionType], { description: "The household's subscribed .ics addresses with their last refresh" })
  async calendarSubscriptions(@Ctx() ctx: GraphQLContext) {
    return this.syncIn.subscriptions(callerOf(ctx).householdId);
  }

  @Query(() => GoogleCalendarConnectionType, { description: "Whether Google sync is available and connected, and how the last sync went" })
  async googleCalendarConnection(@Ctx() ctx: GraphQLContext) {
    const auth = callerOf(ctx);
    return connectionOf(await this.google.connection(auth.householdId), auth);
  }

  @Query(() => [GoogleCalendarChoiceType], { description: "The connected Google account's calendars Hearth may write to" })
  async googleCalendars(@Ctx() ctx: GraphQLContext) {
    return this.google.calendars(callerOf(ctx));
  }

  @Mutation(() => CalendarImportResultType, { description: "Imports an .ics file's events (read-only; the same file again updates them)" })
  async importCalendarFile(
    @Arg("name", () => String) name: string,
    @Arg("ics", () => String) ics: string,
    @Arg("timeZone", () => String, { nullable: true, description: "Zone for times without one (the device's)" }) timeZone: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const input = validate(importSchema, { name, ics, timeZone });
    return this.syncIn.importFile(withIdempotencyKey(ctx, key), callerOf(ctx), input);
  }

  @Mutation(() => CalendarSubscriptionType, { description: "Subscribes to an .ics address (fetched now, then every hour)" })
  async addCalendarSubscription(
    @Arg("url", () => String) url: string,
    @Arg("name", () => String, { nullable: true }) name: string | null,
    @Arg("timeZone", () => String, { nullable: true }) timeZone: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const input = validate(subscriptionSchema, { url, name, timeZone });
    return this.syncIn.addSubscription(withIdempotencyKey(ctx, key), callerOf(ctx), input);
  }

  @Mutation(() => CalendarSubscriptionType, { description: "Fetches a subscribed address now" })
  async refreshCalendarSubscription(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return this.syncIn.refreshNow(ctx, callerOf(ctx), id);
  }

  @Mutation(() => ID, { description: "Unsubscribes; the subscription's events leave the calendar" })
  async removeCalendarSubscription(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.syncIn.removeSubscription(withIdempotencyKey(ctx, key), callerOf(ctx), id);
  }

  @Mutation(() => String, { description: "The Google consent address to open; Google returns to /app/calendar with code and state" })
  async startGoogleCalendarConnect(@Ctx() ctx: GraphQLContext) {
    return this.google.startConnect(callerOf(ctx));
  }

  @Mutation(() => GoogleCalendarConnectionType, { description: "Finishes connecting with what Google returned" })
  async completeGoogleCalendarConnect(@Arg("code", () => String) code: string, @Arg("state", () => String) state: string, @Ctx() ctx: GraphQLContext) {
    const input = validate(oauthSchema, { code, state });
    const auth = callerOf(ctx);
    return connectionOf(await this.google.completeConnect(ctx, auth, input.code, input.state), auth);
  }

  @Mutation(() => GoogleCalendarConnectionType, { description: "Picks the Google calendar to sync with, and syncs" })
  async chooseGoogleCalendar(@Arg("calendarId", () => String) calendarId: string, @Ctx() ctx: GraphQLContext) {
    const auth = callerOf(ctx);
    return connectionOf(await this.google.chooseCalendar(ctx, auth, validate(calendarIdSchema, calendarId)), auth);
  }

  @Mutation(() => GoogleCalendarConnectionType, { description: "Syncs with Google now" })
  async syncGoogleCalendar(@Ctx() ctx: GraphQLContext) {
    const auth = callerOf(ctx);
    return connectionOf(await this.google.syncNow(ctx, auth), auth);
  }

  @Mutation(() => Boolean, { description: "Stops syncing with Google (Hearth keeps its events)" })
  async disconnectGoogleCalendar(@Ctx() ctx: GraphQLContext) {
    return this.google.disconnect(ctx, callerOf(ctx));
  }

  @Subscription(() => CalendarSyncChangeType, {
    description: "Changes to the household's imports, subscriptions and Google sync; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return selectStream(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), (m) => (TYPES.has(m.type) ? m : undefined));
    },
  })
  calendarSyncChanged(@Root() m: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): CalendarSyncChangeType {
    return { sequence: m.sequence, type: m.type, sourceClientId: m.clientId };
  }
}

/** `source` on events: set for imported (read-only) ones. */
@Resolver(() => CalendarEventType)
export class CalendarEventSourceResolver {
  constructor(private readonly syncIn: CalendarSyncIn) {}

  @FieldResolver(() => CalendarEventSourceType, { nullable: true, description: "Where an imported event comes from; null for Hearth's own" })
  source(@Root() event: CalendarEventType, @Ctx() ctx: GraphQLContext) {
    return sourceOf(this.syncIn, ctx, event.id);
  }
}

/** `source` on occurrences: set for imported (read-only) ones. */
@Resolver(() => CalendarOccurrenceType)
export class CalendarOccurrenceSourceResolver {
  constructor(private readonly syncIn: CalendarSyncIn) {}

  @FieldResolver(() => CalendarEventSourceType, { nullable: true, description: "Where an imported event comes from; null for Hearth's own" })
  source(@Root() occurrence: CalendarOccurrenceType, @Ctx() ctx: GraphQLContext) {
    return sourceOf(this.syncIn, ctx, occurrence.eventId);
  }
}
