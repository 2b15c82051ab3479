import { BigIntType, EntitySchema } from "@mikro-orm/postgresql";

export interface FamilyMemberRow {
  id: string;
  householdId: string;
  name: string;
  isActive: boolean;
  ageGroup: string | null;
  defaultPortionMultiplier: number;
  /** Diet tags the member follows (products' vocabulary). */
  diets: string[];
  /** Allergen tags the member must avoid (products' vocabulary). */
  allergies: string[];
  /** Address the member was invited at (and signs in with once joined). */
  email: string | null;
  /** The member's own account, once they completed setup. */
  userId: string | null;
  invitedAt: Date | null;
  joinedAt: Date | null;
  /** Household sequence of the member's `FamilyMemberAdded`: the household's order of members. */
  position: number;
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
    diets: { type: "json" },
    allergies: { type: "json" },
    email: { type: "string", nullable: true },
    userId: { type: "uuid", nullable: true },
    invitedAt: { type: "Date", nullable: true },
    joinedAt: { type: "Date", nullable: true },
    position: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

/** Invitation links by token hash: which member and household a link sets up. */
export interface InvitationRow {
  tokenHash: string;
  memberId: string;
  householdId: string;
  email: string;
  invitedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** Set when a newer invitation or a deactivation voided this one. */
  revokedAt: Date | null;
}

export const InvitationEntity = new EntitySchema<InvitationRow>({
  name: "FamilyMemberInvitationRow",
  tableName: "family_member_invitations",
  properties: {
    tokenHash: { type: "string", primary: true },
    memberId: { type: "uuid" },
    householdId: { type: "uuid" },
    email: { type: "string" },
    invitedAt: { type: "Date" },
    expiresAt: { type: "Date" },
    usedAt: { type: "Date", nullable: true },
    revokedAt: { type: "Date", nullable: true },
  },
});
