import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_SEVERITIES,
  BUG_REPORT_STATUSES,
  type BugReportCategory,
  type BugReportSeverity,
  type BugReportStatus,
} from "./support.events.js";

const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const BugReportStatusEnum = asEnum(BUG_REPORT_STATUSES);
registerEnumType(BugReportStatusEnum, { name: "BugReportStatus", description: "open or resolved" });
export const BugReportSeverityEnum = asEnum(BUG_REPORT_SEVERITIES);
registerEnumType(BugReportSeverityEnum, { name: "BugReportSeverity", description: "low, medium, high or critical" });
export const BugReportCategoryEnum = asEnum(BUG_REPORT_CATEGORIES);
registerEnumType(BugReportCategoryEnum, { name: "BugReportCategory", description: "bug, feature, performance, ui or other" });

@ObjectType("BugReport", { description: "A bug or feedback report, as staff see it" })
export class BugReportType {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field() description: string;
  @Field() stepsToReproduce: string;
  @Field() expectedBehavior: string;
  @Field() actualBehavior: string;
  @Field(() => BugReportSeverityEnum) severity: BugReportSeverity;
  @Field(() => BugReportCategoryEnum) category: BugReportCategory;
  @Field(() => BugReportStatusEnum) status: BugReportStatus;
  @Field({ description: "For follow-up" }) email: string;
  @Field(() => ID, { nullable: true, description: "Null for an anonymous visitor" }) reporterUserId: string | null;
  @Field(() => String, { nullable: true }) userAgent: string | null;
  @Field(() => String, { nullable: true, description: "The page it was sent from" }) url: string | null;
  @Field(() => Int, { nullable: true }) viewportWidth: number | null;
  @Field(() => Int, { nullable: true }) viewportHeight: number | null;
  @Field(() => Date, { nullable: true, description: "The reporter's clock when sent" }) clientTimestamp: Date | null;
  @Field(() => Date) submittedAt: Date;
  @Field(() => Date, { nullable: true }) resolvedAt: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "GET this path with the staff bearer token for the screenshot image; null without one",
  })
  screenshotUrl: string | null;
  @Field(() => String, { nullable: true }) screenshotContentType: string | null;
}
