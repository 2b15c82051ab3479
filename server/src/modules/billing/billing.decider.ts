import { badRequest, conflict, notFound } from "../../core/errors.js";
import {
  RENEWAL_GRACE_MS,
  TRIAL_DAYS,
  type BillingEvent,
  type PaymentProviderId,
  type SubscriptionState,
  type SubscriptionStatusValue,
} from "./billing.events.js";
import { PLANS, periodEndAfter, type PlanId } from "./billing.plans.js";

/** Starts the household's free trial (no card needed). */
export interface StartTrial {
  type: "StartTrial";
  householdId: string;
  now: Date;
}

/** Records that the trial has ended, once its end has passed. */
export interface ExpireTrial {
  type: "ExpireTrial";
  householdId: string;
  now: Date;
}

/** Records a checkout the payment provider has opened for a plan. */
export interface StartCheckout {
  type: "StartCheckout";
  householdId: string;
  checkoutId: string;
  plan: PlanId;
  provider: PaymentProviderId;
  actorId: string | null;
  now: Date;
}

/** A checkout was paid: the subscription becomes active. */
export interface CompleteCheckout {
  type: "CompleteCheckout";
  householdId: string;
  checkoutId: string;
  provider: PaymentProviderId;
  /** The plan as the provider reports it; used when the checkout was not started through Hearth. */
  plan?: PlanId;
  currentPeriodEnd?: string | null;
  customerRef?: string | null;
  subscriptionRef?: string | null;
  providerEventAt?: number | null;
  now: Date;
}

/** The payment provider reports a subscription's current status (Stripe `customer.subscription.*`). */
export interface SyncProviderSubscription {
  type: "SyncProviderSubscription";
  householdId: string;
  provider: PaymentProviderId;
  status: "active" | "past_due" | "canceled";
  plan: PlanId;
  currentPeriodEnd: string | null;
  subscriptionRef: string;
  customerRef: string | null;
  /** When the provider produced the update (seconds); older updates than the last applied are ignored. */
  providerEventAt: number;
  now: Date;
}

/** Records that a paid period (plus grace) ran out without a renewal. */
export interface ExpireSubscription {
  type: "ExpireSubscription";
  householdId: string;
  now: Date;
}

export type BillingCommand =
  | StartTrial
  | ExpireTrial
  | StartCheckout
  | CompleteCheckout
  | SyncProviderSubscription
  | ExpireSubscription;

/**
 * The status as of `now`: a recorded status, unless a trial or a paid period has run out since,
 * which reads as 'expired' even before the expiry event is recorded.
 */
export function statusAt(
  state: Pick<SubscriptionState, "status" | "trialEndsAt" | "currentPeriodEnd">,
  now: Date,
): SubscriptionStatusValue | null {
  if (state.status === "trialing" && state.trialEndsAt && Date.parse(state.trialEndsAt) <= now.getTime()) {
    return "expired";
  }
  if (
    (state.status === "active" || state.status === "past_due") &&
    state.currentPeriodEnd &&
    Date.parse(state.currentPeriodEnd) + RENEWAL_GRACE_MS <= now.getTime()
  ) {
    return "expired";
  }
  return state.status;
}

/**
 * When `statusAt` next changes by time alone (ms since the epoch): the end of a trial, or of a paid
 * period and its renewal grace; null when only a recorded event can change it.
 */
export function statusChangesAt(state: { status: string | null; trialEndsAt: string | null; currentPeriodEnd: string | null }): number | null {
  if (state.status === "trialing" && state.trialEndsAt) return Date.parse(state.trialEndsAt);
  if ((state.status === "active" || state.status === "past_due") && state.currentPeriodEnd) {
    return Date.parse(state.currentPeriodEnd) + RENEWAL_GRACE_MS;
  }
  return null;
}

function startTrial(state: SubscriptionState, command: StartTrial): BillingEvent[] {
  if (state.started) throw conflict("This household already has a subscription");
  const trialEndsAt = new Date(command.now.getTime() + TRIAL_DAYS * 86_400_000).toISOString();
  return [{ type: "TrialStarted", data: { householdId: command.householdId, trialEndsAt } }];
}

function expireTrial(state: SubscriptionState, command: ExpireTrial): BillingEvent[] {
  if (state.status !== "trialing" || statusAt(state, command.now) !== "expired") return [];
  return [{ type: "TrialExpired", data: { householdId: command.householdId, trialEndedAt: state.trialEndsAt! } }];
}

function startCheckout(state: SubscriptionState, command: StartCheckout): BillingEvent[] {
  const status = statusAt(state, command.now);
  if (status === "active") throw conflict("Your subscription is already active");
  if (status === "past_due") {
    throw conflict("Your last payment did not go through. Please update your payment method instead of subscribing again.");
  }
  return [
    {
      type: "CheckoutStarted",
      data: {
        householdId: command.householdId,
        checkoutId: command.checkoutId,
        plan: command.plan,
        provider: command.provider,
        startedBy: command.actorId,
      },
    },
  ];
}

function completeCheckout(state: SubscriptionState, command: CompleteCheckout): BillingEvent[] {
  if (state.completedCheckouts.includes(command.checkoutId)) return [];
  const pending = state.pendingCheckouts[command.checkoutId];
  if (!pending && command.provider === "test") throw notFound("Checkout not found");
  if (pending && pending.provider !== command.provider) throw badRequest("This checkout belongs to another payment provider");
  const plan = pending?.plan ?? command.plan;
  if (!plan) throw badRequest("The checkout does not name a plan");
  // The provider's own subscription updates already made this subscription active: they are the authority.
  if (command.subscriptionRef && command.subscriptionRef === state.subscriptionRef) return [];
  return [
    {
      type: "SubscriptionActivated",
      data: {
        householdId: command.householdId,
        plan,
        provider: command.provider,
        checkoutId: command.checkoutId,
        amountCents: PLANS[plan].amountCents,
        currentPeriodEnd: command.currentPeriodEnd ?? periodEndAfter(plan, command.now).toISOString(),
        customerRef: command.customerRef ?? null,
        subscriptionRef: command.subscriptionRef ?? null,
        providerEventAt: command.providerEventAt ?? null,
      },
    },
  ];
}

function syncProviderSubscription(state: SubscriptionState, command: SyncProviderSubscription): BillingEvent[] {
  if (state.lastProviderEventAt !== null && command.providerEventAt < state.lastProviderEventAt) return [];
  const live = state.status === "active" || state.status === "past_due";
  const sameSubscription = state.subscriptionRef === command.subscriptionRef;
  // While one subscription is live, news about another one (an old, replaced subscription) changes nothing.
  if (live && state.subscriptionRef && !sameSubscription) return [];
  const { householdId, providerEventAt } = command;
  const currentPeriodEnd = command.currentPeriodEnd ?? periodEndAfter(command.plan, command.now).toISOString();
  switch (command.status) {
    case "active":
      if (live && sameSubscription) {
        const changed =
          state.status === "past_due" || state.currentPeriodEnd !== currentPeriodEnd || state.plan !== command.plan;
        return changed
          ? [{ type: "SubscriptionRenewed", data: { householdId, plan: command.plan, currentPeriodEnd, providerEventAt } }]
          : [];
      }
      return [
        {
          type: "SubscriptionActivated",
          data: {
            householdId,
            plan: command.plan,
            provider: command.provider,
            checkoutId: null,
            amountCents: PLANS[command.plan].amountCents,
            currentPeriodEnd,
            customerRef: command.customerRef,
            subscriptionRef: command.subscriptionRef,
            providerEventAt,
          },
        },
      ];
    case "past_due":
      if (!sameSubscription || state.status !== "active") return [];
      return [{ type: "SubscriptionPastDue", data: { householdId, providerEventAt } }];
    case "canceled":
      if (!sameSubscription || !live) return [];
      return [
        {
          type: "SubscriptionCanceled",
          data: { householdId, canceledAt: new Date(providerEventAt * 1000).toISOString(), providerEventAt },
        },
      ];
    default: {
      const exhaustive: never = command.status;
      throw new Error(`unknown provider status ${exhaustive}`);
    }
  }
}

function expireSubscription(state: SubscriptionState, command: ExpireSubscription): BillingEvent[] {
  if (state.status !== "active" && state.status !== "past_due") return [];
  if (statusAt(state, command.now) !== "expired") return [];
  return [
    { type: "SubscriptionExpired", data: { householdId: command.householdId, periodEndedAt: state.currentPeriodEnd! } },
  ];
}

export function decide(state: SubscriptionState, command: BillingCommand): BillingEvent[] {
  switch (command.type) {
    case "StartTrial":
      return startTrial(state, command);
    case "ExpireTrial":
      return expireTrial(state, command);
    case "StartCheckout":
      return startCheckout(state, command);
    case "CompleteCheckout":
      return completeCheckout(state, command);
    case "SyncProviderSubscription":
      return syncProviderSubscription(state, command);
    case "ExpireSubscription":
      return expireSubscription(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
