import type { ModuleDefinition } from "../../core/module.js";
import type { HouseholdsService } from "../households/index.js";
import type { CalendarOverlaySource } from "../calendar/index.js";
import { choresCalendarOverlay } from "./chores.calendar.js";
import { ChoresResolver } from "./chores.resolver.js";
import { createChoresService, type ChoresService } from "./chores.service.js";
import { ChoresReadModelsMigration } from "./migrations/20261123-300-chores-read-models.js";
import { choresProjection } from "./projections/chores.projection.js";
import { ChoreCompletionEntity, ChoreEntity, ChoreRedemptionEntity, ChoreRewardEntity } from "./projections/chores.read-model.js";

export type { ChoresService, ChoreOccurrenceView } from "./chores.service.js";

/** Chores and tasks: recurring chores with rotation, points and rewards, live across the family's devices. */
export const choresModule: ModuleDefinition<{ households: HouseholdsService }, { chores: ChoresService; calendarOverlay: CalendarOverlaySource }> = {
  name: "chores",
  entities: [ChoreEntity, ChoreCompletionEntity, ChoreRewardEntity, ChoreRedemptionEntity],
  projections: [choresProjection],
  migrations: [{ name: "20261123-300-chores-read-models", class: ChoresReadModelsMigration }],
  create(core, { households }) {
    const service = createChoresService(core, households);
    return {
      resolvers: [{ type: ChoresResolver, instance: new ChoresResolver(service) }],
      exports: { chores: service, calendarOverlay: choresCalendarOverlay(service) },
    };
  },
};
