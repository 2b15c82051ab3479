import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { AccountEvent } from "../accounts.events.js";
import { HouseholdEntity, UserEntity } from "./accounts.read-model.js";

const columnOf = {
  displayName: "displayName",
  firstName: "firstName",
  name: "name",
  householdSize: "householdSize",
  defaultPortionSize: "defaultPortionSize",
} as const;

/** Users and households as the screens read them. Timestamps come from the events, so a rebuild matches. */
export const accountsProjection: Projection = {
  name: "accounts",
  tables: ["users", "households"],
  handles: ["UserRegistered", "HouseholdCreated", "ProfileUpdated", "MealPlanViewChanged"],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as AccountEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "UserRegistered":
        await em.insert(UserEntity, {
          id: event.data.userId,
          householdId: event.data.householdId,
          email: event.data.email,
          username: event.data.username,
          name: null,
          firstName: null,
          displayName: null,
          passwordHash: event.data.passwordHash,
          role: event.data.role,
          accountType: event.data.accountType,
          familyMemberId: null,
          defaultMealPlanView: "daily",
          householdSize: null,
          defaultPortionSize: null,
          createdAt: at,
          updatedAt: at,
        });
        return;
      case "HouseholdCreated":
        await em.insert(HouseholdEntity, {
          id: event.data.householdId,
          name: event.data.name,
          ownerUserId: event.data.ownerUserId,
          createdAt: at,
        });
        return;
      case "ProfileUpdated": {
        const update: Record<string, unknown> = { updatedAt: at };
        for (const [key, value] of Object.entries(event.data.changes)) {
          const column = columnOf[key as keyof typeof columnOf];
          if (column) update[column] = value;
        }
        await em.nativeUpdate(UserEntity, { id: event.data.userId }, update);
        return;
      }
      case "MealPlanViewChanged":
        await em.nativeUpdate(
          UserEntity,
          { id: event.data.userId },
          { defaultMealPlanView: event.data.view, updatedAt: at },
        );
        return;
    }
  },
};
