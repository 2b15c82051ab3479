import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { LeftoverEvent } from "../leftovers.events.js";

/** The leftovers screen: what is kept, where, until when; status active, eaten or thrown away. */
export const leftoversProjection: Projection = {
  name: "leftovers",
  tables: ["leftovers"],
  handles: ["LeftoverAdded", "LeftoverEaten", "LeftoverFrozen", "LeftoverDiscarded", "LeftoverPlanned"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as LeftoverEvent;
    const at = new Date(stored.recordedAt);
    const where = [event.data.leftoverId, stored.householdId];
    switch (event.type) {
      case "LeftoverAdded": {
        const d = event.data;
        await em.execute(
          `insert into leftovers (id, household_id, dish, portions, initial_portions, cooked_on, location, use_by, status, source_kind, recipe_id, revision, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?)`,
          [d.leftoverId, stored.householdId, d.dish, d.portions, d.portions, d.cookedOn, d.location, d.useBy, d.source.kind, d.source.kind === "cook" ? d.source.recipeId : null, stored.sequence, at, at],
        );
        return;
      }
      case "LeftoverEaten":
      case "LeftoverDiscarded": {
        const status = event.data.remaining > 0 ? "active" : event.type === "LeftoverEaten" ? "eaten" : "thrown_away";
        await em.execute(
          "update leftovers set portions = ?, status = ?, revision = ?, updated_at = ? where id = ? and household_id = ?",
          [event.data.remaining, status, stored.sequence, at, ...where],
        );
        return;
      }
      case "LeftoverFrozen":
        await em.execute(
          "update leftovers set location = 'freezer', use_by = ?, revision = ?, updated_at = ? where id = ? and household_id = ?",
          [event.data.useBy, stored.sequence, at, ...where],
        );
        return;
      case "LeftoverPlanned":
        await em.execute(
          "update leftovers set planned_date = ?, planned_slot = ?, planned_portions = ?, revision = ?, updated_at = ? where id = ? and household_id = ?",
          [event.data.date, event.data.slot, event.data.portions, stored.sequence, at, ...where],
        );
        return;
    }
  },
};
