import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../core/graphql-context.js";
import { requireRole } from "../../core/request.js";
import type { BugReportSeverity, BugReportStatus } from "./support.events.js";
import type { SupportService } from "./support.service.js";
import { BugReportSeverityEnum, BugReportStatusEnum, BugReportType } from "./support.types.js";
import { STAFF_ROLES, toBugReportView, validReportId } from "./support.view.js";

@Resolver()
export class SupportResolver {
  constructor(private readonly support: SupportService) {}

  @Query(() => [BugReportType], { description: "Bug reports, newest first (admins and moderators)" })
  async bugReports(
    @Ctx() ctx: GraphQLContext,
    @Arg("status", () => BugReportStatusEnum, { nullable: true }) status: BugReportStatus | null,
    @Arg("severity", () => BugReportSeverityEnum, { nullable: true }) severity: BugReportSeverity | null,
    @Arg("limit", () => Int, { nullable: true, description: "At most 500; default 100" }) limit: number | null,
  ): Promise<BugReportType[]> {
    requireRole(ctx, STAFF_ROLES);
    const rows = await this.support.list({ status, severity, limit: limit ?? undefined });
    return rows.map(toBugReportView);
  }

  @Mutation(() => BugReportType, { description: "Marks a bug report resolved (admins and moderators)" })
  async resolveBugReport(@Ctx() ctx: GraphQLContext, @Arg("id", () => ID) id: string): Promise<BugReportType> {
    const staff = requireRole(ctx, STAFF_ROLES);
    return toBugReportView(await this.support.resolve(ctx, staff, validReportId(id)));
  }
}
