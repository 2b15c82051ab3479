import { badRequest, conflict, notFound } from "../../core/errors.js";
import {
  INVITATION_TTL_MS,
  type FamilyMemberDetails,
  type FamilyMemberDietary,
  type FamilyMemberEvent,
  type FamilyMemberState,
} from "./households.events.js";

export const INVITATION_INVALID = "This invitation link is invalid or has expired. Ask your household's account holder for a new one.";

/** Adds someone to the household (portions and household size count them while active). */
export interface AddFamilyMember {
  type: "AddFamilyMember";
  memberId: string;
  details: FamilyMemberDetails;
}

/** Changes name, age group or portion multiplier; only what differs is recorded. */
export interface UpdateFamilyMember {
  type: "UpdateFamilyMember";
  memberId: string;
  changes: Partial<FamilyMemberDetails>;
}

/** Leaves the member out of portions and household size, and stops their sign-in. */
export interface DeactivateFamilyMember {
  type: "DeactivateFamilyMember";
  memberId: string;
}

export interface ReactivateFamilyMember {
  type: "ReactivateFamilyMember";
  memberId: string;
}

/** Sends the member a link to set up their own sign-in (only the token's hash is recorded). */
export interface InviteFamilyMember {
  type: "InviteFamilyMember";
  memberId: string;
  email: string;
  tokenHash: string;
  now: Date;
}

/** The invited member chose a password through their link: their account now exists. */
export interface CompleteFamilyMemberSetup {
  type: "CompleteFamilyMemberSetup";
  memberId: string;
  tokenHash: string;
  userId: string;
  now: Date;
}

/** Records the member's diets and allergies (the whole set each time); the same set again records nothing. */
export interface SetFamilyMemberDietary {
  type: "SetFamilyMemberDietary";
  memberId: string;
  dietary: FamilyMemberDietary;
}

export type FamilyMemberCommand =
  | AddFamilyMember
  | UpdateFamilyMember
  | DeactivateFamilyMember
  | ReactivateFamilyMember
  | InviteFamilyMember
  | CompleteFamilyMemberSetup
  | SetFamilyMemberDietary;

function requireMember(state: FamilyMemberState): void {
  if (!state.exists) throw notFound("Family member not found");
}

function add(state: FamilyMemberState, command: AddFamilyMember): FamilyMemberEvent[] {
  if (state.exists) throw conflict("This family member already exists");
  return [{ type: "FamilyMemberAdded", data: { memberId: command.memberId, ...command.details } }];
}

function update(state: FamilyMemberState, command: UpdateFamilyMember): FamilyMemberEvent[] {
  requireMember(state);
  const changes: Partial<FamilyMemberDetails> = {};
  for (const [key, value] of Object.entries(command.changes) as [keyof FamilyMemberDetails, unknown][]) {
    if (value !== undefined && state.details[key] !== value) (changes as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: "FamilyMemberUpdated", data: { memberId: command.memberId, changes } }];
}

function deactivate(state: FamilyMemberState, command: DeactivateFamilyMember): FamilyMemberEvent[] {
  requireMember(state);
  if (!state.active) return [];
  return [{ type: "FamilyMemberDeactivated", data: { memberId: command.memberId } }];
}

function reactivate(state: FamilyMemberState, command: ReactivateFamilyMember): FamilyMemberEvent[] {
  requireMember(state);
  if (state.active) return [];
  return [{ type: "FamilyMemberReactivated", data: { memberId: command.memberId } }];
}

function invite(state: FamilyMemberState, command: InviteFamilyMember): FamilyMemberEvent[] {
  requireMember(state);
  if (!state.active) throw badRequest("Reactivate this family member before inviting them");
  if (state.userId) throw conflict("This family member already has their own sign-in");
  const expiresAt = new Date(command.now.getTime() + INVITATION_TTL_MS).toISOString();
  return [
    {
      type: "FamilyMemberInvited",
      data: { memberId: command.memberId, email: command.email, tokenHash: command.tokenHash, expiresAt },
    },
  ];
}

function completeSetup(state: FamilyMemberState, command: CompleteFamilyMemberSetup): FamilyMemberEvent[] {
  const invitation = state.invitation;
  if (!state.exists || !state.active || state.userId || !invitation) throw badRequest(INVITATION_INVALID);
  if (invitation.tokenHash !== command.tokenHash) throw badRequest(INVITATION_INVALID);
  if (new Date(invitation.expiresAt).getTime() <= command.now.getTime()) throw badRequest(INVITATION_INVALID);
  return [
    {
      type: "FamilyMemberJoined",
      data: { memberId: command.memberId, userId: command.userId, email: invitation.email, tokenHash: command.tokenHash },
    },
  ];
}

const tidy = (values: string[]) => [...new Set(values)].sort();
const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function setDietary(state: FamilyMemberState, command: SetFamilyMemberDietary): FamilyMemberEvent[] {
  requireMember(state);
  const diets = tidy(command.dietary.diets);
  const allergies = tidy(command.dietary.allergies);
  if (same(diets, state.dietary.diets) && same(allergies, state.dietary.allergies)) return [];
  return [{ type: "FamilyMemberDietarySet", data: { memberId: command.memberId, diets, allergies } }];
}

export function decide(state: FamilyMemberState, command: FamilyMemberCommand): FamilyMemberEvent[] {
  switch (command.type) {
    case "AddFamilyMember":
      return add(state, command);
    case "UpdateFamilyMember":
      return update(state, command);
    case "DeactivateFamilyMember":
      return deactivate(state, command);
    case "ReactivateFamilyMember":
      return reactivate(state, command);
    case "InviteFamilyMember":
      return invite(state, command);
    case "CompleteFamilyMemberSetup":
      return completeSetup(state, command);
    case "SetFamilyMemberDietary":
      return setDietary(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
