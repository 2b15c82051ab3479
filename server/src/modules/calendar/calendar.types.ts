import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@InputType("CalendarEventInput", { description: "A family event; rrule makes it a series" })
export class CalendarEventInput {
  @Field(() => ID, { nullable: true, description: "A client-made UUID; ignored on update" }) id?: string | null;
  @Field() title: string;
  @Field() allDay: boolean;
  @Field(() => Date) start: string;
  @Field(() => Date) end: string;
  @Field({ description: "IANA time zone, e.g. America/Chicago" }) timeZone: string;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => [ID], { defaultValue: [] }) memberIds: string[];
  @Field(() => String, { nullable: true, description: "RFC 5545 RRULE value, e.g. FREQ=WEEKLY;BYDAY=MO" }) rrule?: string | null;
  @Field(() => [Int], { defaultValue: [], description: "Minutes before the start" }) reminders: number[];
}

@InputType("CalendarOccurrenceInput", { description: "What one occurrence of a series becomes" })
export class CalendarOccurrenceInput {
  @Field() title: string;
  @Field(() => Date) start: string;
  @Field(() => Date) end: string;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@ObjectType("CalendarOccurrenceOverride")
export class CalendarOccurrenceOverrideType {
  @Field() title: string;
  @Field(() => Date) start: string;
  @Field(() => Date) end: string;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
}

@ObjectType("CalendarException", { description: "A one-off change to one occurrence of a series" })
export class CalendarExceptionType {
  @Field(() => Date, { description: "The occurrence's original start" }) occurrenceStart: string;
  @Field() cancelled: boolean;
  @Field(() => CalendarOccurrenceOverrideType, { nullable: true }) override: CalendarOccurrenceOverrideType | null;
}

@ObjectType("CalendarEvent")
export class CalendarEventType {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field() allDay: boolean;
  @Field(() => Date) start: string;
  @Field(() => Date) end: string;
  @Field() timeZone: string;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => [ID]) memberIds: string[];
  @Field(() => String, { nullable: true }) rrule: string | null;
  @Field(() => [Int]) reminders: number[];
  @Field(() => [CalendarExceptionType]) exceptions: CalendarExceptionType[];
  @Field(() => Int) revision: number;
}

@ObjectType("CalendarOccurrence", { description: "One occurrence on the calendar (series expanded, changes applied)" })
export class CalendarOccurrenceType {
  @Field(() => ID) eventId: string;
  @Field(() => Date) occurrenceStart: string;
  @Field() title: string;
  @Field(() => Date) start: string;
  @Field(() => Date) end: string;
  @Field() allDay: boolean;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => [ID]) memberIds: string[];
  @Field(() => [Int], { description: "Reminders, minutes before the start" }) reminders: number[];
  @Field() recurring: boolean;
  @Field({ description: "This occurrence was changed on its own" }) changed: boolean;
}

@ObjectType("CalendarFeed", { description: "An iCalendar subscription URL of the household or one member" })
export class CalendarFeedType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true }) memberId: string | null;
  @Field(() => Date) createdAt: string;
  @Field(() => String, { nullable: true, description: "Only when just created: copy it now, it is not shown again" }) url: string | null;
}

@ObjectType("CalendarChange")
export class CalendarChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => ID, { nullable: true }) eventId: string | null;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
}
