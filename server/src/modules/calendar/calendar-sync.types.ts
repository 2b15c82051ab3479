import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("CalendarSubscription", { description: "An .ics address the household subscribes to; refreshed every hour" })
export class CalendarSubscriptionType {
  @Field(() => ID) id: string;
  @Field() url: string;
  @Field() name: string;
  @Field(() => Date) createdAt: string;
  @Field(() => Date, { nullable: true }) lastRefreshedAt: string | null;
  @Field(() => Boolean, { nullable: true, description: "Whether the last refresh could read the calendar" }) lastOk: boolean | null;
  @Field(() => String, { nullable: true, description: "Why the last refresh failed" }) lastMessage: string | null;
  @Field(() => Int) eventCount: number;
}

@ObjectType("CalendarImportResult")
export class CalendarImportResultType {
  @Field(() => Int) added: number;
  @Field(() => Int, { description: "Events of an earlier import of the same UIDs, brought up to date" }) updated: number;
  @Field(() => Int) total: number;
  @Field(() => Int, { description: "Entries Hearth could not read (no start, no UID, cancelled)" }) skipped: number;
}

@ObjectType("CalendarEventSource", { description: "Where an imported, read-only event comes from" })
export class CalendarEventSourceType {
  @Field({ description: "file or url" }) kind: string;
  @Field() name: string;
  @Field(() => ID, { nullable: true }) subscriptionId: string | null;
  @Field() readOnly: boolean;
}

@ObjectType("GoogleCalendarConnection", { description: "The household's two-way sync with a Google calendar (tokens stay on the server)" })
export class GoogleCalendarConnectionType {
  @Field({ description: "Google sync is set up on this server" }) configured: boolean;
  @Field() connected: boolean;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field({ description: "The caller connected it, or is the account holder: may change or disconnect it" }) canManage: boolean;
  @Field(() => String, { nullable: true }) calendarId: string | null;
  @Field(() => String, { nullable: true }) calendarSummary: string | null;
  @Field(() => Date, { nullable: true, description: "Last sync that changed something or reported a problem" }) lastSyncedAt: string | null;
  @Field(() => Date, { nullable: true, description: "Last time Hearth checked with Google" }) lastCheckedAt: string | null;
  @Field(() => Boolean, { nullable: true }) lastOk: boolean | null;
  @Field(() => String, { nullable: true }) lastMessage: string | null;
}

@ObjectType("GoogleCalendarChoice")
export class GoogleCalendarChoiceType {
  @Field(() => ID) id: string;
  @Field() summary: string;
  @Field() primary: boolean;
}

@ObjectType("CalendarSyncChange")
export class CalendarSyncChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
}
