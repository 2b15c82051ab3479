import { describe, expect, it } from "vitest";
import {
  applyProfileChange,
  isProfileChange,
  profileInput,
  profileRefusedNotice,
  profileSyncedTitle,
  waitingDisplayName,
  withPendingProfile,
  type ProfileChange,
} from "./profile-sync";

const profile = {
  id: "u1",
  email: "sam@example.com",
  displayName: "Sam",
  preferences: { defaultMealPlanView: "weekly", householdSize: 4, defaultPortionSize: 1 },
};

const change = (displayName: string, householdSize: number | null = null, defaultPortionSize: number | null = null): ProfileChange => ({
  kind: "update",
  displayName,
  householdSize,
  defaultPortionSize,
});

const queued = (...changes: ProfileChange[]) => changes.map((c, i) => ({ id: `k${i}`, change: c, queuedAt: "2026-11-26T10:00:00Z", deferred: true }));

describe("profile changes through the outbox", () => {
  it("keeps only changes this version can send", () => {
    expect(isProfileChange(change("Sam", 3, 1.5))).toBe(true);
    expect(isProfileChange(change("Sam"))).toBe(true);
    expect(isProfileChange({ kind: "update", displayName: "Sam", householdSize: "3", defaultPortionSize: null })).toBe(false);
    expect(isProfileChange({ kind: "update", displayName: "Sam", defaultPortionSize: null })).toBe(false);
    expect(isProfileChange({ kind: "rename", displayName: "Sam", householdSize: null, defaultPortionSize: null })).toBe(false);
    expect(isProfileChange(null)).toBe(false);
  });

  it("sends only the preferences the form filled in", () => {
    expect(profileInput(change("Sam", 3, null))).toEqual({ displayName: "Sam", preferences: { householdSize: 3 } });
    expect(profileInput(change("Sam"))).toEqual({ displayName: "Sam", preferences: {} });
  });

  it("lays the waiting changes over the server's profile, later ones winning, empty numbers keeping their value", () => {
    expect(withPendingProfile(profile, [])).toEqual({ profile, waiting: false });
    const shown = withPendingProfile(profile, queued(change("Sammy", 5), change("Samira", null, 0.5)));
    expect(shown.waiting).toBe(true);
    expect(shown.profile).toEqual({
      ...profile,
      displayName: "Samira",
      preferences: { defaultMealPlanView: "weekly", householdSize: 5, defaultPortionSize: 0.5 },
    });
    expect(applyProfileChange(profile, change("Sam", null, null))).toEqual(profile);
  });

  it("names the waiting display name for the header, and which change was refused", () => {
    expect(waitingDisplayName([])).toBeNull();
    expect(waitingDisplayName(queued(change("Sammy"), change("Samira")))).toBe("Samira");
    expect(profileRefusedNotice(change("Samira"), "Display name must be at most 50 characters")).toEqual({
      title: "Update Failed",
      description: 'Your profile change (display name "Samira") was not saved: Display name must be at most 50 characters',
    });
    expect(profileRefusedNotice(change("Samira"), null).description).toBe('Your profile change (display name "Samira") was not saved: Failed to update profile');
    expect(profileSyncedTitle(1)).toBe("1 profile change synced");
    expect(profileSyncedTitle(2)).toBe("2 profile changes synced");
  });
});
