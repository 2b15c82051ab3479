/** The family members screen's offline changes (diets and allergies), queued in the shared outbox. */
import type { ApolloClient } from "@apollo/client";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { changeGuard } from "../../lib/outbox/outbox-store";
import { SetFamilyMemberDietaryMutation } from "./family-members.graphql";

/** Replaces a member's diets and allergies (the whole sets, so sending it twice changes nothing). */
export type FamilyMemberChange = { kind: "setDietary"; memberId: string; name: string; diets: string[]; allergies: string[] };

const isChangeShape = changeGuard<FamilyMemberChange>(["setDietary"], ["memberId", "name"]);
const isTagList = (value: unknown): value is string[] => Array.isArray(value) && value.every((tag) => typeof tag === "string");

export function isFamilyMemberChange(change: unknown): change is FamilyMemberChange {
  if (!isChangeShape(change)) return false;
  return isTagList(change.diets) && isTagList(change.allergies);
}

export interface FamilyMemberSendResult {
  memberId: string;
}

/** Sends one queued change with its own id as idempotency key; a failure is thrown as the outbox's SendFailure. */
export async function sendFamilyMemberChange(
  client: ApolloClient,
  pending: { id: string; change: FamilyMemberChange },
): Promise<FamilyMemberSendResult> {
  const { memberId, diets, allergies } = pending.change;
  try {
    // The answer is normalised by id into the cache: the card shows the saved sets at once.
    await client.mutate({ mutation: SetFamilyMemberDietaryMutation, variables: { id: memberId, input: { diets, allergies }, idempotencyKey: pending.id } });
    return { memberId };
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** Each member's latest diets and allergies still waiting to be sent (later changes win). */
export function pendingDietary(pending: readonly PendingChange<FamilyMemberChange>[]): Map<string, { diets: string[]; allergies: string[] }> {
  const latest = new Map<string, { diets: string[]; allergies: string[] }>();
  for (const { change } of pending) latest.set(change.memberId, { diets: change.diets, allergies: change.allergies });
  return latest;
}
