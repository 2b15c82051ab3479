import { describe, expect, it } from "vitest";
import type { FamilyMemberFieldsFragment } from "../../gql/graphql";
import {
  isFamilyMemberChange,
  refusedNotice,
  savedNotice,
  syncedTitle,
  withMember,
  withPendingChanges,
  type FamilyMemberChange,
} from "./family-members-sync";

const dietary = (memberId: string, allergies: string[], diets: string[] = []): FamilyMemberChange => ({
  kind: "setDietary",
  memberId,
  name: "Amara",
  diets,
  allergies,
});

const queued = (...changes: FamilyMemberChange[]) =>
  changes.map((change, i) => ({ id: `k${i}`, change, queuedAt: "2026-11-26T10:00:00Z", deferred: true }));

const member = (id: string, name: string, extra: Partial<FamilyMemberFieldsFragment> = {}): FamilyMemberFieldsFragment => ({
  id,
  name,
  isActive: true,
  ageGroup: "child",
  defaultPortionMultiplier: 0.75,
  email: null,
  accountStatus: "none",
  invitedAt: null,
  joinedAt: null,
  diets: [],
  allergies: [],
  ...extra,
});

describe("family members' offline changes", () => {
  it("keeps only changes this version can send", () => {
    expect(isFamilyMemberChange(dietary("m1", ["nuts"]))).toBe(true);
    expect(isFamilyMemberChange({ kind: "add", memberId: "m1", name: "Ada", ageGroup: null, defaultPortionMultiplier: 1 })).toBe(true);
    expect(isFamilyMemberChange({ kind: "update", memberId: "m1", name: "Ada", ageGroup: "teen", defaultPortionMultiplier: 1 })).toBe(true);
    expect(isFamilyMemberChange({ kind: "setActive", memberId: "m1", name: "Ada", isActive: false })).toBe(true);
    expect(isFamilyMemberChange({ kind: "add", memberId: "m1", name: "Ada", ageGroup: null, defaultPortionMultiplier: "1" })).toBe(false);
    expect(isFamilyMemberChange({ kind: "update", memberId: "m1", name: "Ada", ageGroup: 3, defaultPortionMultiplier: 1 })).toBe(false);
    expect(isFamilyMemberChange({ kind: "setActive", memberId: "m1", name: "Ada" })).toBe(false);
    expect(isFamilyMemberChange({ kind: "setDietary", memberId: "m1", name: "A", diets: [], allergies: [3] })).toBe(false);
    expect(isFamilyMemberChange({ kind: "setDietary", memberId: "m1", name: "A", diets: [] })).toBe(false);
    expect(isFamilyMemberChange({ kind: "rename", memberId: "m1", name: "A", diets: [], allergies: [] })).toBe(false);
    expect(isFamilyMemberChange(null)).toBe(false);
  });

  it("lays each member's latest waiting diets and allergies over the server's", () => {
    const shown = withPendingChanges(
      [member("m1", "Amara", { allergies: ["milk"] }), member("m2", "Ben"), member("m3", "Cy")],
      queued(dietary("m1", ["nuts"]), dietary("m2", [], ["vegan"]), dietary("m1", ["milk", "nuts"])),
    );
    expect(shown.map((s) => [s.member.id, s.member.allergies, s.member.diets, s.dietaryWaiting, s.detailsWaiting])).toEqual([
      ["m1", ["milk", "nuts"], [], true, false],
      ["m2", [], ["vegan"], true, false],
      ["m3", [], [], false, false],
    ]);
  });

  it("shows a member added on this device after the server's, with later changes to them laid over", () => {
    const shown = withPendingChanges(
      [member("m1", "Amara")],
      queued(
        { kind: "add", memberId: "new", name: "Noor", ageGroup: "toddler", defaultPortionMultiplier: 0.5 },
        { kind: "update", memberId: "new", name: "Noor Amal", ageGroup: "toddler", defaultPortionMultiplier: 0.6 },
        { kind: "update", memberId: "m1", name: "Amara Jo", ageGroup: "teen", defaultPortionMultiplier: 1 },
      ),
    );
    expect(shown).toEqual([
      { member: member("m1", "Amara Jo", { ageGroup: "teen", defaultPortionMultiplier: 1 }), isNew: false, detailsWaiting: true, dietaryWaiting: false },
      {
        member: member("new", "Noor Amal", { ageGroup: "toddler", defaultPortionMultiplier: 0.6 }),
        isNew: true,
        detailsWaiting: true,
        dietaryWaiting: false,
      },
    ]);
  });

  it("keeps the server's copy of a member whose addition it already holds, still waiting, and never lists it twice", () => {
    const onServer = member("new", "Noor", { accountStatus: "none", diets: ["vegetarian"] });
    const shown = withPendingChanges([onServer], queued({ kind: "add", memberId: "new", name: "Noor", ageGroup: "child", defaultPortionMultiplier: 0.75 }));
    expect(shown).toEqual([{ member: onServer, isNew: false, detailsWaiting: true, dietaryWaiting: false }]);
  });

  it("shows deactivation and reactivation at once, and leaves out changes to members the list no longer holds", () => {
    const shown = withPendingChanges(
      [member("m1", "Amara"), member("m2", "Ben", { isActive: false })],
      queued(
        { kind: "setActive", memberId: "m1", name: "Amara", isActive: false },
        { kind: "setActive", memberId: "m2", name: "Ben", isActive: true },
        { kind: "setActive", memberId: "gone", name: "Gone", isActive: false },
      ),
    );
    expect(shown.map((s) => [s.member.id, s.member.isActive, s.detailsWaiting])).toEqual([
      ["m1", false, true],
      ["m2", true, true],
    ]);
  });

  it("adds an answered member to the cached list once", () => {
    const list = [member("m1", "Amara")];
    expect(withMember(list, member("m2", "Ben")).map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(withMember(list, member("m1", "Amara Jo")).map((m) => m.name)).toEqual(["Amara"]);
  });

  it("says which change was saved, refused and why, or synced", () => {
    const deactivate: FamilyMemberChange = { kind: "setActive", memberId: "m1", name: "Mia", isActive: false };
    expect(savedNotice(deactivate, true).description).toBe("Mia is left out of portions and household size, and can no longer sign in.");
    expect(savedNotice(deactivate, false).description).toBe("Mia is left out of portions and household size.");
    expect(refusedNotice({ kind: "update", memberId: "m1", name: "Mia", ageGroup: null, defaultPortionMultiplier: 1 }, "Family member not found")).toEqual({
      title: "Update Failed",
      description: "The changes to Mia were not saved: Family member not found",
    });
    expect(refusedNotice({ kind: "add", memberId: "m1", name: "Mia", ageGroup: null, defaultPortionMultiplier: 1 }, null).description).toBe(
      "Mia was not added: Hearth could not accept this change.",
    );
    expect(syncedTitle(["setDietary"])).toBe("1 dietary change synced");
    expect(syncedTitle(["add", "update", "setDietary"])).toBe("3 family member changes synced");
  });
});
