import { Field, ObjectType } from "type-graphql";
import { CalendarOccurrenceType } from "./calendar.types.js";

@ObjectType("CalendarOverlayLayer", { description: "A layer another module lays over the calendar, and whether the household has it on" })
export class CalendarOverlayLayerType {
  @Field({ description: "e.g. chores, pantry, subscription, meals" }) layer: string;
  @Field() on: boolean;
}

@ObjectType("CalendarMemberColour", { description: "An active family member's colour on the calendar" })
export class CalendarMemberColourType {
  @Field(() => String) memberId: string;
  @Field() name: string;
  @Field({ description: "#rrggbb" }) colour: string;
}

@ObjectType("CalendarSettings")
export class CalendarSettingsType {
  @Field(() => String, { nullable: true, description: "The zone the household's days are counted in; null until chosen" }) timeZone: string | null;
  @Field(() => [CalendarOverlayLayerType]) overlays: CalendarOverlayLayerType[];
  @Field(() => [CalendarMemberColourType]) members: CalendarMemberColourType[];
}

@ObjectType("CalendarOverlayItem", { description: "Something another module puts on a day (a chore due, an item expiring, …)" })
export class CalendarOverlayItemType {
  @Field() layer: string;
  @Field() id: string;
  @Field() title: string;
  @Field({ description: "YYYY-MM-DD in the household's zone" }) date: string;
  @Field(() => Date, { nullable: true, description: "When it has a time of day" }) start: string | null;
  @Field(() => [String]) memberIds: string[];
  @Field(() => String, { nullable: true, description: "Where the app shows it" }) href: string | null;
}

@ObjectType("CalendarViewOccurrence", { description: "An occurrence with the household's days it covers" })
export class CalendarViewOccurrenceType extends CalendarOccurrenceType {
  @Field({ description: "YYYY-MM-DD of its first day" }) startDate: string;
  @Field({ description: "YYYY-MM-DD of its last day" }) endDate: string;
}

@ObjectType("CalendarView", { description: "Days of the household's calendar: occurrences and the overlays switched on" })
export class CalendarViewType {
  @Field({ description: "The zone the days are counted in" }) timeZone: string;
  @Field() from: string;
  @Field() to: string;
  @Field(() => [CalendarViewOccurrenceType]) occurrences: CalendarViewOccurrenceType[];
  @Field(() => [CalendarOverlayItemType]) overlays: CalendarOverlayItemType[];
}
