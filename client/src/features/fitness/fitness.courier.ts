import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { isFitnessChange, sendFitnessChange, type FitnessChange, type FitnessSendResult } from "./fitness-sync";

/** Fitness's outbox, for its screens and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<FitnessChange, FitnessSendResult> = {
  isChange: isFitnessChange,
  send: sendFitnessChange,
  refusal: (_pending, failure) => ({ title: failure.message ?? "That change could not be saved" }),
};
