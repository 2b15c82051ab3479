import type { StoredEvent } from "../../../core/event-store.js";
import { rowChangeProjection, type RowChange, type Table } from "../../../core/row-changes.js";
import type { LeftoverEvent } from "../leftovers.events.js";

const LEFTOVERS: Table = { name: "leftovers", key: ["id"] };

/** The leftovers screen: what is kept, where, until when; status active, eaten or thrown away. */
export function leftoverChanges(stored: StoredEvent): RowChange[] {
  const event = stored as unknown as LeftoverEvent;
  const at = stored.recordedAt;
  const revision = stored.sequence;
  const update = (set: Record<string, unknown>): RowChange => ({
    op: "update",
    table: LEFTOVERS,
    where: { id: event.data.leftoverId, household_id: stored.householdId },
    set: { ...set, revision, updated_at: at },
  });
  switch (event.type) {
    case "LeftoverAdded": {
      const d = event.data;
      return [
        {
          op: "insert",
          table: LEFTOVERS,
          row: {
            id: d.leftoverId,
            household_id: stored.householdId,
            dish: d.dish,
            portions: d.portions,
            initial_portions: d.portions,
            cooked_on: d.cookedOn,
            location: d.location,
            use_by: d.useBy,
            status: "active",
            source_kind: d.source.kind,
            recipe_id: d.source.kind === "cook" ? d.source.recipeId : null,
            revision,
            created_at: at,
            updated_at: at,
          },
        },
      ];
    }
    case "LeftoverEaten":
    case "LeftoverDiscarded": {
      const status = event.data.remaining > 0 ? "active" : event.type === "LeftoverEaten" ? "eaten" : "thrown_away";
      return [update({ portions: event.data.remaining, status })];
    }
    case "LeftoverFrozen":
      return [update({ location: "freezer", use_by: event.data.useBy })];
    case "LeftoverPlanned":
      return [update({ planned_date: event.data.date, planned_slot: event.data.slot, planned_portions: event.data.portions })];
    default:
      return [];
  }
}

export const leftoversProjection = rowChangeProjection({
  name: "leftovers",
  tables: [LEFTOVERS],
  handles: ["LeftoverAdded", "LeftoverEaten", "LeftoverFrozen", "LeftoverDiscarded", "LeftoverPlanned"],
  changes: leftoverChanges,
});
