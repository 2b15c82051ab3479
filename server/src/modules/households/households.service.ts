import type { CoreServices } from "../../core/module.js";
import { FamilyMemberEntity } from "./projections/households.read-model.js";

export interface FamilyMemberView {
  id: string;
  name: string;
  isActive: boolean;
  ageGroup: string | null;
  defaultPortionMultiplier: number;
}

export function createHouseholdsService(core: CoreServices) {
  return {
    /** The household's family members, oldest first (spec section 3 fields). */
    async familyMembers(householdId: string): Promise<FamilyMemberView[]> {
      const rows = await core.db
        .em()
        .find(FamilyMemberEntity, { householdId }, { orderBy: { createdAt: "asc", id: "asc" } });
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        isActive: r.isActive,
        ageGroup: r.ageGroup,
        defaultPortionMultiplier: r.defaultPortionMultiplier,
      }));
    },
  };
}

export type HouseholdsService = ReturnType<typeof createHouseholdsService>;
