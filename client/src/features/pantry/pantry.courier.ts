import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { isPantryChange, type PantryChange } from "./pantry-changes";
import { failureTitle } from "./pantry-messages";
import { sendPantryChange, type PantrySendResult } from "./pantry-sync";

/** The pantry's outbox, for its screens and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<PantryChange, PantrySendResult> = {
  isChange: isPantryChange,
  send: sendPantryChange,
  refusal: (pending, failure) => ({ title: failureTitle(pending.change), description: failure.message ?? undefined }),
};
