/**
 * The family members screen's offline changes, queued in the shared outbox: adding a member (under an id
 * chosen on the device, so later changes to them can wait too), editing their details, deactivating or
 * reactivating them, and their diets and allergies. `withPendingChanges` lays the waiting ones over the
 * server's list (pure, unit-tested).
 */
import type { ApolloClient } from "@apollo/client";
import type { FamilyMemberFieldsFragment } from "../../gql/graphql";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { changeGuard } from "../../lib/outbox/outbox-store";
import {
  AddFamilyMemberMutation,
  DeactivateFamilyMemberMutation,
  FamilyMembersQuery,
  SetFamilyMemberDietaryMutation,
  UpdateFamilyMemberMutation,
} from "./family-members.graphql";

/** Name, age group and portion: what adding and editing a member set (the whole set, so sending it twice changes nothing). */
export interface MemberDetails {
  name: string;
  ageGroup: string | null;
  defaultPortionMultiplier: number;
}

export type FamilyMemberChange =
  /** A new member, under the id the device chose. */
  | ({ kind: "add"; memberId: string } & MemberDetails)
  /** New details for a member (`name` is the new name). */
  | ({ kind: "update"; memberId: string } & MemberDetails)
  /** Deactivates (false) or reactivates (true) a member. */
  | { kind: "setActive"; memberId: string; name: string; isActive: boolean }
  /** Replaces a member's diets and allergies (the whole sets). */
  | { kind: "setDietary"; memberId: string; name: string; diets: string[]; allergies: string[] };

const isChangeShape = changeGuard<FamilyMemberChange>(["add", "update", "setActive", "setDietary"], ["memberId", "name"]);
const isTagList = (value: unknown): value is string[] => Array.isArray(value) && value.every((tag) => typeof tag === "string");

export function isFamilyMemberChange(change: unknown): change is FamilyMemberChange {
  if (!isChangeShape(change)) return false;
  switch (change.kind) {
    case "add":
    case "update":
      return (change.ageGroup === null || typeof change.ageGroup === "string") && typeof change.defaultPortionMultiplier === "number";
    case "setActive":
      return typeof change.isActive === "boolean";
    case "setDietary":
      return isTagList(change.diets) && isTagList(change.allergies);
  }
}

export interface FamilyMemberSendResult {
  memberId: string;
  /** The member as the server answered (absent only if the answer had none). */
  member: FamilyMemberFieldsFragment | null;
}

/** The answered member into the cached list, at its end when the list does not hold it yet (a member just added). */
export function withMember<M extends { id: string }>(members: readonly M[], member: M): M[] {
  return members.some((m) => m.id === member.id) ? [...members] : [...members, member];
}

async function answerOf(client: ApolloClient, change: FamilyMemberChange, idempotencyKey: string): Promise<FamilyMemberFieldsFragment | null> {
  const { memberId: id } = change;
  switch (change.kind) {
    case "add": {
      const { name, ageGroup, defaultPortionMultiplier } = change;
      const { data } = await client.mutate({
        mutation: AddFamilyMemberMutation,
        variables: { input: { id, name, ageGroup, defaultPortionMultiplier }, idempotencyKey },
      });
      return data?.addFamilyMember ?? null;
    }
    case "update": {
      const { name, ageGroup, defaultPortionMultiplier } = change;
      const { data } = await client.mutate({
        mutation: UpdateFamilyMemberMutation,
        variables: { id, input: { name, ageGroup, defaultPortionMultiplier }, idempotencyKey },
      });
      return data?.updateFamilyMember ?? null;
    }
    case "setActive": {
      if (change.isActive) {
        const { data } = await client.mutate({ mutation: UpdateFamilyMemberMutation, variables: { id, input: { isActive: true }, idempotencyKey } });
        return data?.updateFamilyMember ?? null;
      }
      const { data } = await client.mutate({ mutation: DeactivateFamilyMemberMutation, variables: { id, idempotencyKey } });
      return data?.deactivateFamilyMember ?? null;
    }
    case "setDietary": {
      const { diets, allergies } = change;
      const { data } = await client.mutate({ mutation: SetFamilyMemberDietaryMutation, variables: { id, input: { diets, allergies }, idempotencyKey } });
      return data?.setFamilyMemberDietary ?? null;
    }
  }
}

/** Sends one queued change with its own id as idempotency key; a failure is thrown as the outbox's SendFailure. */
export async function sendFamilyMemberChange(
  client: ApolloClient,
  pending: { id: string; change: FamilyMemberChange },
): Promise<FamilyMemberSendResult> {
  let member: FamilyMemberFieldsFragment | null;
  try {
    // The answer is normalised by id into the cache: the card shows the saved member at once.
    member = await answerOf(client, pending.change, pending.id);
  } catch (error) {
    throw classifyFailure(error);
  }
  // A new member joins the cached list now, so it stays on screen once it leaves the outbox.
  if (member) {
    const answered = member;
    client.cache.updateQuery({ query: FamilyMembersQuery }, (data) => (data ? { ...data, familyMembers: withMember(data.familyMembers, answered) } : data));
  }
  return { memberId: pending.change.memberId, member };
}

/** A member as the screen shows them: the server's copy with this device's waiting changes laid over it. */
export interface ShownMember {
  member: FamilyMemberFieldsFragment;
  /** Added on this device and not yet known to the server: nothing that needs a connection can be done with them. */
  isNew: boolean;
  /** Details, or being active, waiting to be sent. */
  detailsWaiting: boolean;
  /** Diets and allergies waiting to be sent. */
  dietaryWaiting: boolean;
}

function newMember(change: Extract<FamilyMemberChange, { kind: "add" }>): FamilyMemberFieldsFragment {
  return {
    id: change.memberId,
    name: change.name,
    isActive: true,
    ageGroup: change.ageGroup,
    defaultPortionMultiplier: change.defaultPortionMultiplier,
    email: null,
    accountStatus: "none",
    invitedAt: null,
    joinedAt: null,
    diets: [],
    allergies: [],
  };
}

/**
 * The server's members with the outbox's changes laid over them, in queue order (later changes win):
 * members added on this device come after the server's, as the server lists newer members last.
 * A change to a member the list no longer holds is left out.
 */
export function withPendingChanges(
  members: readonly FamilyMemberFieldsFragment[],
  pending: readonly PendingChange<FamilyMemberChange>[],
): ShownMember[] {
  const shown = new Map<string, ShownMember>(
    members.map((member) => [member.id, { member, isNew: false, detailsWaiting: false, dietaryWaiting: false }]),
  );
  for (const { change } of pending) {
    const current = shown.get(change.memberId);
    if (change.kind === "add") {
      // Already on the server (its answer is on the way): the server's copy stands, still waiting.
      if (current) shown.set(change.memberId, { ...current, detailsWaiting: true });
      else shown.set(change.memberId, { member: newMember(change), isNew: true, detailsWaiting: true, dietaryWaiting: false });
      continue;
    }
    if (!current) continue;
    switch (change.kind) {
      case "update": {
        const { name, ageGroup, defaultPortionMultiplier } = change;
        shown.set(change.memberId, { ...current, member: { ...current.member, name, ageGroup, defaultPortionMultiplier }, detailsWaiting: true });
        break;
      }
      case "setActive":
        shown.set(change.memberId, { ...current, member: { ...current.member, isActive: change.isActive }, detailsWaiting: true });
        break;
      case "setDietary":
        shown.set(change.memberId, {
          ...current,
          member: { ...current.member, diets: change.diets, allergies: change.allergies },
          dietaryWaiting: true,
        });
        break;
    }
  }
  return [...shown.values()];
}

export interface Notice {
  title: string;
  description: string;
}

/** What the person is told once a change they made online is saved (`joined`: the member had their own sign-in). */
export function savedNotice(change: FamilyMemberChange, joined: boolean): Notice {
  switch (change.kind) {
    case "add":
      return { title: "Family Member Added", description: `${change.name} is now part of your household.` };
    case "update":
      return { title: "Family Member Updated", description: `${change.name}'s details are saved.` };
    case "setActive":
      return change.isActive
        ? { title: "Family Member Reactivated", description: `${change.name} counts in portions again.` }
        : {
            title: "Family Member Deactivated",
            description: `${change.name} is left out of portions and household size${joined ? ", and can no longer sign in" : ""}.`,
          };
    case "setDietary":
      return { title: "Diets and Allergies Saved", description: `Recipes and pantry items that don't suit ${change.name} are now flagged.` };
  }
}

/** Which change the server refused and why, in plain words (the change is dropped). */
export function refusedNotice(change: FamilyMemberChange, reason: string | null | undefined): Notice {
  const why = reason?.trim() || "Hearth could not accept this change.";
  switch (change.kind) {
    case "add":
      return { title: "Could Not Add Family Member", description: `${change.name} was not added: ${why}` };
    case "update":
      return { title: "Update Failed", description: `The changes to ${change.name} were not saved: ${why}` };
    case "setActive":
      return { title: "Update Failed", description: `${change.name} was not ${change.isActive ? "reactivated" : "deactivated"}: ${why}` };
    case "setDietary":
      return { title: "Update Failed", description: `${change.name}'s diets and allergies were not saved: ${why}` };
  }
}

/** The toast once changes made offline have all gone through. */
export function syncedTitle(kinds: readonly FamilyMemberChange["kind"][]): string {
  const count = kinds.length;
  const what = kinds.every((kind) => kind === "setDietary") ? "dietary" : "family member";
  return `${count} ${what} ${count === 1 ? "change" : "changes"} synced`;
}
