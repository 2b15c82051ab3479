/**
 * The profile form's changes (display name, household size, default portion size), queued in the shared
 * outbox (feature `profile`) so they can be made offline. `withPendingProfile` lays the waiting ones over
 * the server's profile (pure, unit-tested); the app's header shows the waiting name through an optimistic
 * layer of the Apollo cache (`hooks/use-profile-outbox.hook.ts`).
 */
import type { ApolloClient } from "@apollo/client";
import type { ProfileFieldsFragment } from "../../gql/graphql";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { changeGuard } from "../../lib/outbox/outbox-store";
import { profileSaveFailedNotice, type Notice, type ProfileUpdate } from "./profile-messages";
import { UpdateProfileMutation } from "./profile.graphql";

/** What the form saved; an empty number field (null) leaves that preference as it is. */
export type ProfileChange = { kind: "update" } & ProfileUpdate;

const isChangeShape = changeGuard<ProfileChange>(["update"], ["displayName"]);
const isNumberOrNull = (value: unknown) => value === null || (typeof value === "number" && Number.isFinite(value));

export function isProfileChange(change: unknown): change is ProfileChange {
  return isChangeShape(change) && isNumberOrNull(change.householdSize) && isNumberOrNull(change.defaultPortionSize);
}

/** The mutation's input for a change: preferences left empty in the form are not sent. */
export function profileInput({ displayName, householdSize, defaultPortionSize }: ProfileChange) {
  return {
    displayName,
    preferences: {
      ...(householdSize !== null ? { householdSize } : {}),
      ...(defaultPortionSize !== null ? { defaultPortionSize } : {}),
    },
  };
}

export interface ProfileSendResult {
  profile: ProfileFieldsFragment | null;
}

/** Sends one queued change with its own id as idempotency key; a failure is thrown as the outbox's SendFailure. */
export async function sendProfileChange(client: ApolloClient, pending: { id: string; change: ProfileChange }): Promise<ProfileSendResult> {
  try {
    const { data } = await client.mutate({
      mutation: UpdateProfileMutation,
      variables: { input: profileInput(pending.change), idempotencyKey: pending.id },
      // `me` (the header's user) is another type in the cache; keep its name in step with the answer.
      update(cache, { data: answered }) {
        const saved = answered?.updateProfile;
        if (!saved) return;
        cache.modify({ id: cache.identify({ __typename: "User", id: saved.id }), fields: { displayName: () => saved.displayName } });
      },
    });
    return { profile: data?.updateProfile ?? null };
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** The profile fields the form edits (the profile query's answer, or the form's own props). */
interface ProfileValues {
  displayName: string;
  preferences: { householdSize?: number | null; defaultPortionSize?: number | null };
}

/** The profile as one change leaves it. */
export function applyProfileChange<P extends ProfileValues>(profile: P, change: ProfileChange): P {
  return {
    ...profile,
    displayName: change.displayName,
    preferences: {
      ...profile.preferences,
      ...(change.householdSize !== null ? { householdSize: change.householdSize } : {}),
      ...(change.defaultPortionSize !== null ? { defaultPortionSize: change.defaultPortionSize } : {}),
    },
  };
}

/** The profile with the waiting changes laid over it, in queue order (later changes win), and whether any wait. */
export function withPendingProfile<P extends ProfileValues>(profile: P, pending: readonly PendingChange<ProfileChange>[]): { profile: P; waiting: boolean } {
  return { profile: pending.reduce((shown, { change }) => applyProfileChange(shown, change), profile), waiting: pending.length > 0 };
}

/** The display name the header should show while changes wait (the last one queued), or null when none wait. */
export function waitingDisplayName(pending: readonly PendingChange<ProfileChange>[]): string | null {
  return pending.at(-1)?.change.displayName ?? null;
}

/** Which change the server refused and why, in plain words (the change is dropped). */
export function profileRefusedNotice(change: ProfileChange, reason: string | null | undefined): Notice {
  const { title, description } = profileSaveFailedNotice(reason?.trim() || null);
  return { title, description: `Your profile change (display name "${change.displayName}") was not saved: ${description}` };
}

export function profileSyncedTitle(count: number): string {
  return `${count} profile ${count === 1 ? "change" : "changes"} synced`;
}
