import { describe, expect, it } from "vitest";
import { decide, type FamilyMemberCommand } from "./households.decider.js";
import { evolveFamilyMember, initialFamilyMemberState, type FamilyMemberEvent } from "./households.events.js";

const memberId = "fa111000-0000-4000-8000-000000000001";
const userId = "fa111000-0000-4000-8000-0000000000u1";
const now = new Date("2026-11-21T09:00:00.000Z");

const added: FamilyMemberEvent = {
  type: "FamilyMemberAdded",
  data: { memberId, name: "Ada", ageGroup: "child", defaultPortionMultiplier: 0.5 },
};
const invited: FamilyMemberEvent = {
  type: "FamilyMemberInvited",
  data: { memberId, email: "ada@example.com", tokenHash: "hash-1", expiresAt: "2026-11-28T09:00:00.000Z" },
};

/** given events, when command, then events (or an error). */
function given(...events: FamilyMemberEvent[]) {
  const state = events.reduce(evolveFamilyMember, initialFamilyMemberState);
  return {
    when: (command: FamilyMemberCommand) => ({
      then: (expected: FamilyMemberEvent[]) => expect(decide(state, command)).toEqual(expected),
      thenFails: (message: string) => expect(() => decide(state, command)).toThrow(message),
    }),
  };
}

describe("family members decider", () => {
  it("adds a member", () => {
    given()
      .when({ type: "AddFamilyMember", memberId, details: { name: "Ada", ageGroup: "child", defaultPortionMultiplier: 0.5 } })
      .then([added]);
  });

  it("records only changed details", () => {
    given(added)
      .when({ type: "UpdateFamilyMember", memberId, changes: { name: "Ada", defaultPortionMultiplier: 0.75 } })
      .then([{ type: "FamilyMemberUpdated", data: { memberId, changes: { defaultPortionMultiplier: 0.75 } } }]);
    given(added).when({ type: "UpdateFamilyMember", memberId, changes: { name: "Ada" } }).then([]);
  });

  it("refuses changes to a member that does not exist", () => {
    given().when({ type: "UpdateFamilyMember", memberId, changes: { name: "Bo" } }).thenFails("Family member not found");
  });

  it("deactivates and reactivates, once each", () => {
    given(added).when({ type: "DeactivateFamilyMember", memberId }).then([{ type: "FamilyMemberDeactivated", data: { memberId } }]);
    const inactive = [added, { type: "FamilyMemberDeactivated", data: { memberId } } as FamilyMemberEvent];
    given(...inactive).when({ type: "DeactivateFamilyMember", memberId }).then([]);
    given(...inactive).when({ type: "ReactivateFamilyMember", memberId }).then([{ type: "FamilyMemberReactivated", data: { memberId } }]);
    given(added).when({ type: "ReactivateFamilyMember", memberId }).then([]);
  });

  it("invites an active member with a link valid for 7 days", () => {
    given(added)
      .when({ type: "InviteFamilyMember", memberId, email: "ada@example.com", tokenHash: "hash-1", now })
      .then([invited]);
  });

  it("refuses to invite an inactive member or one who already joined", () => {
    given(added, { type: "FamilyMemberDeactivated", data: { memberId } })
      .when({ type: "InviteFamilyMember", memberId, email: "ada@example.com", tokenHash: "hash-2", now })
      .thenFails("Reactivate");
    given(added, invited, { type: "FamilyMemberJoined", data: { memberId, userId, email: "ada@example.com", tokenHash: "hash-1" } })
      .when({ type: "InviteFamilyMember", memberId, email: "ada@example.com", tokenHash: "hash-2", now })
      .thenFails("already has their own sign-in");
  });

  it("completes setup with the current link", () => {
    given(added, invited)
      .when({ type: "CompleteFamilyMemberSetup", memberId, tokenHash: "hash-1", userId, now })
      .then([{ type: "FamilyMemberJoined", data: { memberId, userId, email: "ada@example.com", tokenHash: "hash-1" } }]);
  });

  it("refuses setup with a replaced, expired, used or voided link", () => {
    const reinvited: FamilyMemberEvent = { ...invited, data: { ...invited.data, tokenHash: "hash-2" } } as FamilyMemberEvent;
    given(added, invited, reinvited)
      .when({ type: "CompleteFamilyMemberSetup", memberId, tokenHash: "hash-1", userId, now })
      .thenFails("invalid or has expired");
    given(added, invited)
      .when({ type: "CompleteFamilyMemberSetup", memberId, tokenHash: "hash-1", userId, now: new Date("2026-11-28T09:00:00.000Z") })
      .thenFails("invalid or has expired");
    given(added, invited, { type: "FamilyMemberJoined", data: { memberId, userId, email: "ada@example.com", tokenHash: "hash-1" } })
      .when({ type: "CompleteFamilyMemberSetup", memberId, tokenHash: "hash-1", userId, now })
      .thenFails("invalid or has expired");
    given(added, invited, { type: "FamilyMemberDeactivated", data: { memberId } })
      .when({ type: "CompleteFamilyMemberSetup", memberId, tokenHash: "hash-1", userId, now })
      .thenFails("invalid or has expired");
  });

  it("records a member's diets and allergies, sorted and without repeats", () => {
    given(added)
      .when({ type: "SetFamilyMemberDietary", memberId, dietary: { diets: ["vegetarian"], allergies: ["nuts", "eggs", "nuts"] } })
      .then([{ type: "FamilyMemberDietarySet", data: { memberId, diets: ["vegetarian"], allergies: ["eggs", "nuts"] } }]);
  });

  it("records nothing when the diets and allergies are the same set again", () => {
    const set: FamilyMemberEvent = { type: "FamilyMemberDietarySet", data: { memberId, diets: [], allergies: ["eggs", "nuts"] } };
    given(added, set).when({ type: "SetFamilyMemberDietary", memberId, dietary: { diets: [], allergies: ["nuts", "eggs"] } }).then([]);
  });

  it("clears allergies by setting an empty set", () => {
    const set: FamilyMemberEvent = { type: "FamilyMemberDietarySet", data: { memberId, diets: ["vegan"], allergies: ["nuts"] } };
    given(added, set)
      .when({ type: "SetFamilyMemberDietary", memberId, dietary: { diets: ["vegan"], allergies: [] } })
      .then([{ type: "FamilyMemberDietarySet", data: { memberId, diets: ["vegan"], allergies: [] } }]);
  });

  it("refuses diets for a member that does not exist", () => {
    given().when({ type: "SetFamilyMemberDietary", memberId, dietary: { diets: [], allergies: ["nuts"] } }).thenFails("Family member not found");
  });
});
