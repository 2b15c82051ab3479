import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { MealPlanEvent } from "../meal-plans.events.js";

/** Planned meals (a removed one is deleted) and each member's daily goals. */
export const mealPlansProjection: Projection = {
  name: "meal-plans",
  tables: ["meal_plan_entries", "meal_plan_goals"],
  handles: ["MealPlanEntryAdded", "MealPlanEntryChanged", "MealPlanEntryMoved", "MealPlanEntryRemoved", "NutritionGoalSet"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as MealPlanEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "MealPlanEntryAdded": {
        const d = event.data;
        await em.execute(
          `insert into meal_plan_entries (id, household_id, date, slot, kind, ref_id, title, quantity, unit, servings, member_ids, note, copied_from, revision, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)`,
          [d.entryId, stored.householdId, d.date, d.slot, d.kind, d.refId, d.title, d.quantity, d.unit, d.servings, JSON.stringify(d.memberIds), d.note, d.copiedFrom, stored.sequence, at, at],
        );
        return;
      }
      case "MealPlanEntryChanged":
        await em.execute(
          "update meal_plan_entries set servings = ?, member_ids = ?::jsonb, note = ?, revision = ?, updated_at = ? where id = ? and household_id = ?",
          [event.data.servings, JSON.stringify(event.data.memberIds), event.data.note, stored.sequence, at, event.data.entryId, stored.householdId],
        );
        return;
      case "MealPlanEntryMoved":
        await em.execute("update meal_plan_entries set date = ?, slot = ?, revision = ?, updated_at = ? where id = ? and household_id = ?", [
          event.data.date,
          event.data.slot,
          stored.sequence,
          at,
          event.data.entryId,
          stored.householdId,
        ]);
        return;
      case "MealPlanEntryRemoved":
        await em.execute("delete from meal_plan_entries where id = ? and household_id = ?", [event.data.entryId, stored.householdId]);
        return;
      case "NutritionGoalSet": {
        const d = event.data;
        await em.execute(
          `insert into meal_plan_goals (household_id, member_id, energy_kcal, protein_g, carbohydrate_g, fat_g, revision) values (?, ?, ?, ?, ?, ?, ?)
           on conflict (household_id, member_id) do update set energy_kcal = excluded.energy_kcal, protein_g = excluded.protein_g,
             carbohydrate_g = excluded.carbohydrate_g, fat_g = excluded.fat_g, revision = excluded.revision`,
          [stored.householdId, d.memberId, d.energyKcal, d.proteinG, d.carbohydrateG, d.fatG, stored.sequence],
        );
        return;
      }
      default:
        return;
    }
  },
};
