import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import { CHORES_EVENT_TYPES, type ChoresEvent, type Occurrence } from "../chores.events.js";
import { ChoreCompletionEntity, ChoreEntity, ChoreRedemptionEntity, ChoreRewardEntity } from "./chores.read-model.js";

const date = (iso: string | null) => (iso ? new Date(iso) : null);
const occurrenceColumns = (o: Occurrence) => ({ occurrenceAt: date(o.occurrenceAt), dueAt: date(o.dueAt), assigneeId: o.assigneeId });

/** Chores, completions, rewards and reward requests; every value comes from the event. */
export const choresProjection: Projection = {
  name: "chores",
  tables: ["chores", "chore_completions", "chore_rewards", "chore_redemptions"],
  handles: CHORES_EVENT_TYPES,
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as ChoresEvent;
    const householdId = stored.householdId;
    const at = new Date(stored.recordedAt);
    const revision = stored.sequence;
    const chore = (choreId: string, changes: Record<string, unknown>) =>
      em.nativeUpdate(ChoreEntity, { id: choreId, householdId }, { ...changes, revision, updatedAt: at });

    switch (event.type) {
      case "ChoreCreated": {
        const { choreId, fields, ...current } = event.data;
        await em.insert(ChoreEntity, {
          id: choreId,
          householdId,
          title: fields.title,
          fields,
          ...occurrenceColumns(current),
          open: true,
          undoableCompletionId: null,
          revision,
          createdAt: at,
          updatedAt: at,
        });
        return;
      }
      case "ChoreUpdated": {
        const { choreId, fields, ...current } = event.data;
        await chore(choreId, { title: fields.title, fields, ...occurrenceColumns(current), undoableCompletionId: null });
        return;
      }
      case "ChoreCompleted": {
        const d = event.data;
        await em.insert(ChoreCompletionEntity, {
          id: d.completionId,
          householdId,
          choreId: d.choreId,
          memberId: d.memberId,
          completedAt: new Date(d.completedAt),
          occurrenceAt: date(d.done.occurrenceAt),
          points: d.points,
          undone: false,
        });
        await chore(d.choreId, { ...occurrenceColumns(d.next ?? d.done), open: d.next !== null, undoableCompletionId: d.completionId });
        return;
      }
      case "ChoreCompletionUndone":
        await em.nativeUpdate(ChoreCompletionEntity, { id: event.data.completionId, householdId }, { undone: true });
        await chore(event.data.choreId, { ...occurrenceColumns(event.data.restored), open: true, undoableCompletionId: null });
        return;
      case "ChoreSkipped":
        await chore(event.data.choreId, {
          ...occurrenceColumns(event.data.next ?? event.data.skipped),
          open: event.data.next !== null,
          undoableCompletionId: null,
        });
        return;
      case "ChoreSnoozed":
        await chore(event.data.choreId, { dueAt: new Date(event.data.dueAt) });
        return;
      case "ChoreDeleted":
        // Completions stay: the points were earned.
        await em.nativeDelete(ChoreEntity, { id: event.data.choreId, householdId });
        return;
      case "RewardDefined":
        await em.insert(ChoreRewardEntity, {
          id: event.data.rewardId,
          householdId,
          title: event.data.title,
          points: event.data.points,
          retired: false,
          createdAt: at,
        });
        return;
      case "RewardUpdated":
        await em.nativeUpdate(ChoreRewardEntity, { id: event.data.rewardId, householdId }, { title: event.data.title, points: event.data.points });
        return;
      case "RewardRetired":
        await em.nativeUpdate(ChoreRewardEntity, { id: event.data.rewardId, householdId }, { retired: true });
        return;
      case "RewardRedemptionRequested":
        await em.insert(ChoreRedemptionEntity, {
          id: event.data.redemptionId,
          householdId,
          rewardId: event.data.rewardId,
          memberId: event.data.memberId,
          title: event.data.title,
          points: event.data.points,
          status: "requested",
          requestedAt: new Date(event.data.requestedAt),
          decidedAt: null,
        });
        return;
      case "RewardRedemptionApproved":
      case "RewardRedemptionDeclined":
        await em.nativeUpdate(
          ChoreRedemptionEntity,
          { id: event.data.redemptionId, householdId },
          { status: event.type === "RewardRedemptionApproved" ? "approved" : "declined", decidedAt: new Date(event.data.decidedAt) },
        );
        return;
    }
  },
};
