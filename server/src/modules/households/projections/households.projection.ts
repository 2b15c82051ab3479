import type { EntityManager } from "../../../core/database.js";
import type { Projection, StoredEvent } from "../../../core/event-store.js";
import type { FamilyMemberEvent } from "../households.events.js";
import { FamilyMemberEntity, InvitationEntity } from "./households.read-model.js";

/** Family members and their invitation links. Timestamps come from the events, so a rebuild matches. */
export const familyMembersProjection: Projection = {
  name: "family-members",
  tables: ["family_members", "family_member_invitations"],
  handles: [
    "FamilyMemberAdded",
    "FamilyMemberUpdated",
    "FamilyMemberDeactivated",
    "FamilyMemberReactivated",
    "FamilyMemberInvited",
    "FamilyMemberJoined",
    "FamilyMemberDietarySet",
  ],
  async apply(stored: StoredEvent, em: EntityManager) {
    const event = stored as unknown as FamilyMemberEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case "FamilyMemberAdded":
        await em.insert(FamilyMemberEntity, {
          id: event.data.memberId,
          householdId: stored.householdId,
          name: event.data.name,
          isActive: true,
          ageGroup: event.data.ageGroup,
          defaultPortionMultiplier: event.data.defaultPortionMultiplier,
          diets: [],
          allergies: [],
          email: null,
          userId: null,
          invitedAt: null,
          joinedAt: null,
          position: stored.sequence,
          createdAt: at,
          updatedAt: at,
        });
        return;
      case "FamilyMemberUpdated":
        await em.nativeUpdate(FamilyMemberEntity, { id: event.data.memberId }, { ...event.data.changes, updatedAt: at });
        return;
      case "FamilyMemberDeactivated":
        await em.nativeUpdate(FamilyMemberEntity, { id: event.data.memberId }, { isActive: false, updatedAt: at });
        await revokeOutstanding(em, event.data.memberId, at);
        return;
      case "FamilyMemberReactivated":
        await em.nativeUpdate(FamilyMemberEntity, { id: event.data.memberId }, { isActive: true, updatedAt: at });
        return;
      case "FamilyMemberInvited":
        await revokeOutstanding(em, event.data.memberId, at);
        await em.insert(InvitationEntity, {
          tokenHash: event.data.tokenHash,
          memberId: event.data.memberId,
          householdId: stored.householdId,
          email: event.data.email,
          invitedAt: at,
          expiresAt: new Date(event.data.expiresAt),
          usedAt: null,
          revokedAt: null,
        });
        await em.nativeUpdate(
          FamilyMemberEntity,
          { id: event.data.memberId },
          { email: event.data.email, invitedAt: at, updatedAt: at },
        );
        return;
      case "FamilyMemberDietarySet":
        await em.nativeUpdate(
          FamilyMemberEntity,
          { id: event.data.memberId },
          { diets: event.data.diets, allergies: event.data.allergies, updatedAt: at },
        );
        return;
      case "FamilyMemberJoined":
        await em.nativeUpdate(InvitationEntity, { tokenHash: event.data.tokenHash }, { usedAt: at });
        await em.nativeUpdate(
          FamilyMemberEntity,
          { id: event.data.memberId },
          { userId: event.data.userId, email: event.data.email, joinedAt: at, updatedAt: at },
        );
        return;
    }
  },
};

async function revokeOutstanding(em: EntityManager, memberId: string, at: Date): Promise<void> {
  await em.nativeUpdate(InvitationEntity, { memberId, usedAt: null, revokedAt: null }, { revokedAt: at });
}
