import type { StoredEvent } from "../../core/event-store.js";
import { ALLERGENS, DIET_TAGS } from "../products/index.js";

/** Age groups a family member can be in (they suggest a portion multiplier on the client). */
export const AGE_GROUPS = ["baby", "toddler", "child", "teen", "adult", "senior"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** How long an invitation link to set up a family member's sign-in works. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/** Allergies a member can have: the products' allergen tags, so a member is matched against them as they are. */
export const MEMBER_ALLERGIES = ALLERGENS;
/** Diets a member can follow: the products' diet tags ("organic" is a shopping preference, not a diet). */
export const MEMBER_DIETS = [
  "vegan",
  "vegetarian",
  "gluten-free",
  "dairy-free",
  "nut-free",
  "halal",
  "kosher",
  "low-sugar",
] as const satisfies readonly (typeof DIET_TAGS)[number][];

/** What a member eats and must avoid; both kept sorted and without repeats. */
export type FamilyMemberDietary = { diets: string[]; allergies: string[] };

export type FamilyMemberDetails = {
  name: string;
  ageGroup: AgeGroup | null;
  defaultPortionMultiplier: number;
};

export type FamilyMemberEvent =
  | { type: "FamilyMemberAdded"; data: { memberId: string } & FamilyMemberDetails }
  | { type: "FamilyMemberUpdated"; data: { memberId: string; changes: Partial<FamilyMemberDetails> } }
  | { type: "FamilyMemberDeactivated"; data: { memberId: string } }
  | { type: "FamilyMemberReactivated"; data: { memberId: string } }
  | { type: "FamilyMemberInvited"; data: { memberId: string; email: string; tokenHash: string; expiresAt: string } }
  | { type: "FamilyMemberJoined"; data: { memberId: string; userId: string; email: string; tokenHash: string } }
  | { type: "FamilyMemberDietarySet"; data: { memberId: string } & FamilyMemberDietary };

export interface FamilyMemberState {
  exists: boolean;
  details: FamilyMemberDetails;
  dietary: FamilyMemberDietary;
  active: boolean;
  /** The outstanding invitation, if any (a new one replaces it). */
  invitation: { email: string; tokenHash: string; expiresAt: string } | null;
  /** The member's own sign-in, once they completed setup. */
  userId: string | null;
}

export const initialFamilyMemberState: FamilyMemberState = {
  exists: false,
  details: { name: "", ageGroup: null, defaultPortionMultiplier: 1 },
  dietary: { diets: [], allergies: [] },
  active: false,
  invitation: null,
  userId: null,
};

export function evolveFamilyMember(state: FamilyMemberState, event: StoredEvent | FamilyMemberEvent): FamilyMemberState {
  const e = event as FamilyMemberEvent;
  switch (e.type) {
    case "FamilyMemberAdded": {
      const { memberId: _memberId, ...details } = e.data;
      return { ...state, exists: true, active: true, details };
    }
    case "FamilyMemberUpdated":
      return { ...state, details: { ...state.details, ...e.data.changes } };
    case "FamilyMemberDeactivated":
      return { ...state, active: false, invitation: null };
    case "FamilyMemberReactivated":
      return { ...state, active: true };
    case "FamilyMemberInvited":
      return { ...state, invitation: { email: e.data.email, tokenHash: e.data.tokenHash, expiresAt: e.data.expiresAt } };
    case "FamilyMemberJoined":
      return { ...state, userId: e.data.userId, invitation: null };
    case "FamilyMemberDietarySet":
      return { ...state, dietary: { diets: e.data.diets, allergies: e.data.allergies } };
    default:
      return state;
  }
}

/** Every family member event type: what familyMembersChanged delivers. */
export const FAMILY_MEMBER_EVENT_TYPES = [
  "FamilyMemberAdded",
  "FamilyMemberUpdated",
  "FamilyMemberDeactivated",
  "FamilyMemberReactivated",
  "FamilyMemberInvited",
  "FamilyMemberJoined",
  "FamilyMemberDietarySet",
] as const satisfies readonly FamilyMemberEvent["type"][];

export const familyMemberStream = (memberId: string) => `family-member-${memberId}`;
