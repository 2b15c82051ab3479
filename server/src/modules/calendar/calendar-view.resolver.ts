import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { callerOf, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import type { CalendarViewService } from "./calendar-view.service.js";
import { CalendarSettingsType, CalendarViewType } from "./calendar-view.types.js";
import type { CalendarService } from "./calendar.service.js";
import { CalendarEventType } from "./calendar.types.js";

/** The calendar screen's reads (days in the household's zone, overlays) and the household's calendar settings. */
@Resolver()
export class CalendarViewResolver {
  constructor(
    private readonly view: CalendarViewService,
    private readonly calendar: CalendarService,
  ) {}

  @Query(() => CalendarViewType, { description: "Days from..to (YYYY-MM-DD, both included, up to 62) in the household's zone" })
  async calendarView(
    @Arg("from", () => String) from: string,
    @Arg("to", () => String) to: string,
    @Arg("memberId", () => ID, { nullable: true }) memberId: string | null,
    @Arg("deviceTimeZone", () => String, { nullable: true, description: "Used until the household chooses its zone" }) deviceTimeZone: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const result = await this.view.view(callerOf(ctx).householdId, from, to, { memberId, deviceTimeZone });
    return { ...result, overlays: result.overlays.map((o) => ({ ...o, start: o.start ?? null, memberIds: o.memberIds ?? [], href: o.href ?? null })) };
  }

  @Query(() => CalendarEventType, { description: "One event or series, for editing" })
  async calendarEvent(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return this.calendar.event(callerOf(ctx).householdId, id);
  }

  @Query(() => CalendarSettingsType)
  async calendarSettings(@Ctx() ctx: GraphQLContext) {
    return this.view.settings(callerOf(ctx).householdId);
  }

  @Mutation(() => CalendarSettingsType, { description: "Account holder only: the zone the household's days are counted in" })
  async setCalendarTimeZone(
    @Arg("timeZone", () => String) timeZone: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.view.setTimeZone(withIdempotencyKey(ctx, key), callerOf(ctx), timeZone);
  }

  @Mutation(() => CalendarSettingsType, { description: "Account holder only: switches an overlay layer on or off for the household" })
  async switchCalendarOverlay(
    @Arg("layer", () => String) layer: string,
    @Arg("on", () => Boolean) on: boolean,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.view.switchOverlay(withIdempotencyKey(ctx, key), callerOf(ctx), layer, on);
  }

  @Mutation(() => CalendarSettingsType, { description: "Account holder only: a family member's colour on the calendar" })
  async setCalendarMemberColour(
    @Arg("memberId", () => ID) memberId: string,
    @Arg("colour", () => String) colour: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) key: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return this.view.setMemberColour(withIdempotencyKey(ctx, key), callerOf(ctx), memberId, colour);
  }
}
