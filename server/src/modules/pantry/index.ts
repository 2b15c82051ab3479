import type { ModuleDefinition } from "../../core/module.js";
import type { CalendarOverlaySource } from "../calendar/index.js";
import { pantryCalendarOverlay } from "./pantry.calendar.js";
import type { PantryCatalog } from "./pantry.catalog.js";
import { createExpiryJob, type ExpiryJob } from "./pantry.expiry-job.js";
import { PantryResolver } from "./pantry.resolver.js";
import { createPantryService, type PantryService } from "./pantry.service.js";
import { PantryReadModelsMigration } from "./migrations/20261123-150-pantry-read-models.js";
import { pantryProjection } from "./projections/pantry.projection.js";
import {
  PantryItemEntity,
  PantryPriceEntity,
  PantryProposalEntity,
  PantrySettingsEntity,
} from "./projections/pantry.read-model.js";

export type { PantryService, PurchasedShoppingItem } from "./pantry.service.js";
export type { PantryCatalog, PantryCatalogProduct } from "./pantry.catalog.js";
export type { ExpiryJob } from "./pantry.expiry-job.js";
/** The waste read model (thrown-away food) for the waste screens. */

export interface PantryDependencies {
  /** The products catalogue (shelf life, units, names); null until the products module is there. */
  catalog: PantryCatalog | null;
  /** Addresses for the household's expiry digest. */
  householdEmails(householdId: string): Promise<string[]>;
}

/**
 * Pantry: what a household keeps, where, until when and what it paid; fed by purchases on the
 * shopping list (through `pantry.syncPurchase`), with daily expiry reminders.
 */
export const pantryModule: ModuleDefinition<PantryDependencies, { pantry: PantryService; expiryJob: ExpiryJob; calendarOverlay: CalendarOverlaySource }> = {
  name: "pantry",
  entities: [PantryItemEntity, PantryPriceEntity, PantrySettingsEntity, PantryProposalEntity],
  projections: [pantryProjection],
  migrations: [{ name: "20261123-150-pantry-read-models", class: PantryReadModelsMigration }],
  create(core, deps) {
    const pantry = createPantryService(core, deps);
    const expiryJob = createExpiryJob(core, pantry);
    return {
      resolvers: [{ type: PantryResolver, instance: new PantryResolver(pantry) }],
      exports: { pantry, expiryJob, calendarOverlay: pantryCalendarOverlay(pantry) },
      async start() {
        // Tests run the job themselves with their own clock.
        if (core.config.nodeEnv !== "test") expiryJob.schedule();
      },
    };
  },
};
