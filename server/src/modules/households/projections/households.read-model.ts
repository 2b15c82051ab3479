import { EntitySchema } from "@mikro-orm/postgresql";

export interface FamilyMemberRow {
  id: string;
  householdId: string;
  name: string;
  isActive: boolean;
  ageGroup: string | null;
  defaultPortionMultiplier: number;
  createdAt: Date;
  updatedAt: Date;
}

export const FamilyMemberEntity = new EntitySchema<FamilyMemberRow>({
  name: "FamilyMemberRow",
  tableName: "family_members",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    name: { type: "string" },
    isActive: { type: "boolean" },
    ageGroup: { type: "string", nullable: true },
    defaultPortionMultiplier: { type: "double" },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});
