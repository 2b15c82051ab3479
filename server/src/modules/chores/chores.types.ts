import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

// Dates are ISO 8601 strings in the service's views; the DateTimeISO scalar serialises them as they are.

@ObjectType("ChoreSchedule", { description: "How a chore repeats, in a time zone" })
@InputType("ChoreScheduleInput")
export class ChoreScheduleType {
  @Field({ description: "daily, weekly, monthly, or afterCompletion (every `interval` days after the last completion)" })
  frequency: "daily" | "weekly" | "monthly" | "afterCompletion";
  @Field(() => Int, { description: "Every N days / weeks / months" }) interval: number;
  @Field(() => [Int], { description: "Weekly: 0 = Monday … 6 = Sunday" }) weekdays: number[];
  @Field({ description: "IANA time zone, e.g. America/New_York" }) timeZone: string;
  @Field({ description: "Local due time, HH:MM" }) dueTime: string;
  @Field({ description: "Local first day, YYYY-MM-DD" }) startDate: string;
}

@ObjectType("ChoreAssignment", { description: "Who a chore falls to" })
@InputType("ChoreAssignmentInput")
export class ChoreAssignmentType {
  @Field({ description: "member, rotation, leastDone (whoever did it least), or anyone" })
  mode: "member" | "rotation" | "leastDone" | "anyone";
  @Field(() => [ID], { description: "The member, or the members in rotation order; empty for anyone" }) memberIds: string[];
}

@InputType("ChoreInput", { description: "What the account holder sets on a chore or task" })
export class ChoreInput {
  @Field(() => ID, { nullable: true, description: "A client-made UUID (for creating offline); ignored on update" }) id?: string | null;
  @Field() title: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, { nullable: true, description: "Minutes it usually takes" }) estimateMinutes?: number | null;
  @Field(() => Int) points: number;
  @Field(() => ChoreScheduleType, { nullable: true, description: "Absent for a one-off task" }) schedule?: ChoreScheduleType | null;
  @Field(() => Date, { nullable: true, description: "A one-off task's due time" }) dueAt?: string | null;
  @Field(() => ChoreAssignmentType) assignment: ChoreAssignmentType;
}

@ObjectType("ChoreCompletion")
export class ChoreCompletionType {
  @Field(() => ID) id: string;
  @Field(() => ID) choreId: string;
  @Field(() => ID, { nullable: true, description: "Who did it; null for the account holder" }) memberId: string | null;
  @Field(() => Date) completedAt: string;
  @Field(() => Int) points: number;
}

@ObjectType("Chore", { description: "A recurring chore or a one-off task, with the occurrence up next" })
export class ChoreType {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => Int, { nullable: true }) estimateMinutes: number | null;
  @Field(() => Int) points: number;
  @Field(() => ChoreScheduleType, { nullable: true }) schedule: ChoreScheduleType | null;
  @Field(() => ChoreAssignmentType) assignment: ChoreAssignmentType;
  @Field(() => Date, { nullable: true, description: "The rule's time of the occurrence up next" }) occurrenceAt: string | null;
  @Field(() => Date, { nullable: true, description: "When the occurrence up next is due (later when snoozed)" }) dueAt: string | null;
  @Field(() => ID, { nullable: true, description: "Who the occurrence up next falls to; null: anyone" }) assigneeId: string | null;
  @Field({ description: "false once a one-off task is done" }) open: boolean;
  @Field(() => ID, { nullable: true, description: "The completion that can still be undone" }) undoableCompletionId: string | null;
  @Field(() => ChoreCompletionType, { nullable: true }) lastCompletion: ChoreCompletionType | null;
  @Field(() => Int, { description: "Household sequence of the chore's last change" }) revision: number;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType("ChoreOccurrence", { description: "One due date of a chore within a time window" })
export class ChoreOccurrenceType {
  @Field(() => ID) choreId: string;
  @Field() title: string;
  @Field(() => Date) dueAt: string;
  @Field(() => ID, { nullable: true }) assigneeId: string | null;
  @Field({ description: "The occurrence that is up now; later ones are projected from the rule" }) current: boolean;
}

@ObjectType("ChoreReward", { description: "A reward the account holder defined, bought with chore points" })
export class ChoreRewardType {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field(() => Int) points: number;
}

@ObjectType("ChoreRedemption", { description: "A member's request to spend points on a reward" })
export class ChoreRedemptionType {
  @Field(() => ID) id: string;
  @Field(() => ID) rewardId: string;
  @Field(() => ID) memberId: string;
  @Field() title: string;
  @Field(() => Int) points: number;
  @Field({ description: "requested, approved or declined" }) status: string;
  @Field(() => Date) requestedAt: string;
  @Field(() => Date, { nullable: true }) decidedAt: string | null;
}

@ObjectType("MemberPoints", { description: "A member's chore points" })
export class MemberPointsType {
  @Field(() => ID) memberId: string;
  @Field(() => Int) earned: number;
  @Field(() => Int, { description: "Spent on approved rewards" }) spent: number;
  @Field(() => Int, { description: "Set aside for rewards awaiting approval" }) pending: number;
  @Field(() => Int) balance: number;
  @Field(() => Int, { description: "Chores completed in the last 7 days" }) completedThisWeek: number;
}

@ObjectType("ChoresChange", { description: "A change to the household's chores, rewards or points" })
export class ChoresChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => ID, { nullable: true }) choreId: string | null;
  @Field(() => ChoreType, { nullable: true, description: "The chore as it is now; null when deleted or not a chore change" })
  chore: ChoreType | null;
  @Field(() => String, { nullable: true, description: "The device that made the change" }) sourceClientId: string | null;
}
