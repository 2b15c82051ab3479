import type { ModuleDefinition } from "../../core/module.js";
import { bugReportsProjection } from "./projections/support.projection.js";
import { BugReportEntity } from "./projections/support.read-model.js";
import { SupportResolver } from "./support.resolver.js";
import { bugReportSubmitRoutes, supportRoutes } from "./support.rest.js";
import { createSupportService } from "./support.service.js";

export { SUPPORT_HOUSEHOLD_ID } from "./support.events.js";

/** Support: bug and feedback reports with screenshots, and their triage by staff. */
export const supportModule: ModuleDefinition = {
  name: "support",
  entities: [BugReportEntity],
  projections: [bugReportsProjection],
  create(core) {
    const service = createSupportService(core);
    return {
      resolvers: [{ type: SupportResolver, instance: new SupportResolver(service) }],
      routes: supportRoutes(service),
      ownBodyRoutes: bugReportSubmitRoutes(service),
      exports: {},
    };
  },
};
