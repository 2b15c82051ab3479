import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { badRequest } from "../../core/errors.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import { CALENDAR_SETTINGS_EVENT_TYPES } from "./calendar-settings.events.js";
import { CALENDAR_EVENT_TYPES } from "./calendar.events.js";
import type { CalendarService } from "./calendar.service.js";
import {
  CalendarChangeType,
  CalendarEventInput,
  CalendarEventType,
  CalendarFeedType,
  CalendarOccurrenceInput,
  CalendarOccurrenceType,
} from "./calendar.types.js";
import { eventFieldsSchema, overrideSchema } from "./calendar.validation.js";

// Settings changes (overlays, colours, zone) redraw the screen too.
const TYPES = new Set<string>([...CALENDAR_EVENT_TYPES, ...CALENDAR_SETTINGS_EVENT_TYPES]);
const plain = (input: object) => JSON.parse(JSON.stringify(input)) as Record<string, unknown>;


const iso = (d: Date | string) => new Date(d).toISOString();

@Resolver()
export class CalendarResolver {
  constructor(private readonly service: CalendarService) {}

  @Query(() => [CalendarEventType], { description: "Every event and series of the household" })
  async calendarEvents(@Ctx() ctx: GraphQLContext) {
    return this.service.events(callerOf(ctx).householdId);
  }

  @Query(() => [CalendarOccurrenceType], { description: "Occurrences within [from, to), optionally only those concerning one member" })
  async calendarOccurrences(
    @Arg("from", () => Date) from: Date,
    @Arg("to", () => Date) to: Date,
    @Arg("memberId", () => ID, { nullable: true }) memberId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const start = new Date(from);
    const end = new Date(to);
    if (!(start < end) || end.getTime() - start.getTime() > 400 * 86_400_000) throw badRequest("Ask for up to 400 days, from before to");
    return this.service.occurrences(callerOf(ctx).householdId, start, end, memberId);
  }

  @Query(() => Int) async calendarSyncPoint(@Ctx() ctx: GraphQLContext) {
    return this.service.syncPoint(callerOf(ctx).householdId);
  }

  @Query(() => [CalendarFeedType], { description: "Active feeds (their URLs are shown only when created)" })
  async calendarFeeds(@Ctx() ctx: GraphQLContext) {
    return this.service.feeds(callerOf(ctx).householdId);
  }

  @Mutation(() => CalendarEventType)
  async createCalendarEvent(
    @Arg("input", () => CalendarEventInput) input: CalendarEventInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const fields = validate(eventFieldsSchema, { ...plain(input), start: iso(input.start), end: iso(input.end) });
    const id = input.id && /^[0-9a-f-]{36}$/i.test(input.id) ? input.id.toLowerCase() : undefined;
    return this.service.createEvent(withIdempotencyKey(ctx, key), callerOf(ctx), { id, fields });
  }

  @Mutation(() => CalendarEventType, { description: "Edits the whole series (one-off changes are dropped)" })
  async updateCalendarEvent(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CalendarEventInput) input: CalendarEventInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const fields = validate(eventFieldsSchema, { ...plain(input), start: iso(input.start), end: iso(input.end) });
    return this.service.updateEvent(withIdempotencyKey(ctx, key), callerOf(ctx), id, fields);
  }

  @Mutation(() => CalendarEventType, { description: "Edits one occurrence of a series, named by its original start" })
  async changeCalendarOccurrence(
    @Arg("id", () => ID) id: string,
    @Arg("occurrenceStart", () => Date) occurrenceStart: Date,
    @Arg("input", () => CalendarOccurrenceInput) input: CalendarOccurrenceInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const override = validate(overrideSchema, { ...plain(input), start: iso(input.start), end: iso(input.end) });
    return this.service.changeOccurrence(withIdempotencyKey(ctx, key), callerOf(ctx), id, iso(occurrenceStart), override);
  }

  @Mutation(() => CalendarEventType, { description: "Cancels one occurrence of a series" })
  async cancelCalendarOccurrence(
    @Arg("id", () => ID) id: string,
    @Arg("occurrenceStart", () => Date) occurrenceStart: Date,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.cancelOccurrence(withIdempotencyKey(ctx, key), callerOf(ctx), id, iso(occurrenceStart));
  }

  @Mutation(() => ID) async deleteCalendarEvent(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.service.deleteEvent(withIdempotencyKey(ctx, key), callerOf(ctx), id);
  }

  @Mutation(() => CalendarFeedType, { description: "Account holder only: a new subscription URL of the household or of one member" })
  async createCalendarFeed(@Arg("memberId", () => ID, { nullable: true }) memberId: string | null, @Ctx() ctx: GraphQLContext) {
    return this.service.createFeed(ctx, callerOf(ctx), memberId ? memberId.toLowerCase() : null);
  }

  @Mutation(() => ID, { description: "Account holder only: the URL answers 404 from now on" })
  async revokeCalendarFeed(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return this.service.revokeFeed(ctx, callerOf(ctx), id);
  }

  @Subscription(() => CalendarChangeType, {
    description: "Every change to the household's calendar; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return selectStream(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), (m) => (TYPES.has(m.type) ? m : undefined));
    },
  })
  calendarChanged(@Root() m: BusMessage, @Arg("since", () => Int, { nullable: true }) _since: number | null): CalendarChangeType {
    const data = m.data as { eventId?: unknown };
    return { sequence: m.sequence, type: m.type, eventId: typeof data.eventId === "string" ? data.eventId : null, sourceClientId: m.clientId };
  }
}
