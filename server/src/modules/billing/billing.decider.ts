import { conflict } from "../../core/errors.js";
import { TRIAL_DAYS, type BillingEvent, type SubscriptionState } from "./billing.events.js";

/** Starts the household's free trial (no card needed). */
export interface StartTrial {
  type: "StartTrial";
  householdId: string;
  now: Date;
}

export type BillingCommand = StartTrial;

function startTrial(state: SubscriptionState, command: StartTrial): BillingEvent[] {
  if (state.started) throw conflict("This household already has a subscription");
  const trialEndsAt = new Date(command.now.getTime() + TRIAL_DAYS * 86_400_000).toISOString();
  return [{ type: "TrialStarted", data: { householdId: command.householdId, trialEndsAt } }];
}

export function decide(state: SubscriptionState, command: BillingCommand): BillingEvent[] {
  switch (command.type) {
    case "StartTrial":
      return startTrial(state, command);
    default: {
      const exhaustive: never = command.type;
      throw new Error(`unknown command ${exhaustive}`);
    }
  }
}
