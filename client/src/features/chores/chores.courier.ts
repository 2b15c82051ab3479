import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { isChoreChange, sendChoreChange, type ChoreChange, type ChoreSendResult } from "./chores-sync";

/** The chores' outbox, for their screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<ChoreChange, ChoreSendResult> = {
  isChange: isChoreChange,
  send: sendChoreChange,
  refusal: (_pending, failure) => ({ title: failure.message ?? "That change could not be saved" }),
};
