import type { CoreServices } from "../../core/module.js";
import { AppError, conflict, notFound } from "../../core/errors.js";
import type { CommandMeta, EventTransaction } from "../../core/event-store.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { decide, statusAt, statusChangesAt, type BillingCommand } from "./billing.decider.js";
import {
  evolveSubscription,
  initialSubscriptionState,
  subscriptionStream,
  type PaymentProviderId,
  type SubscriptionState,
  type SubscriptionStatusValue,
} from "./billing.events.js";
import { PLANS, PLAN_IDS, type Plan, type PlanId } from "./billing.plans.js";
import { choosePaymentProvider } from "./payments/payment-provider.js";
import { translateStripeEvent } from "./payments/stripe-events.js";
import { StripePaymentProvider } from "./payments/stripe.provider.js";
import { TestPaymentProvider } from "./payments/test.provider.js";
import { CheckoutEntity, SubscriptionEntity, type CheckoutRow } from "./projections/billing.read-model.js";

export interface SubscriptionStatusView {
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  daysLeft: number;
  plan: string | null;
  currentPeriodEnd: Date | null;
  provider: string | null;
}

/** Why a signed-in household may only reach the subscription page, or null when it has full access. */
export type AccessLimit = "trial_expired" | "subscription_expired" | null;

/** What the subscription page offers: the plans, and who takes the payment ('none': payments are off). */
export interface SubscriptionOffer {
  provider: PaymentProviderId | "none";
  plans: Plan[];
}

export interface OpenedCheckoutView {
  provider: PaymentProviderId;
  checkoutId: string;
  url: string;
}

export interface StripeWebhookResult {
  received: true;
  applied: boolean;
}

const DAY_MS = 86_400_000;

/** Scope of Stripe event ids used as idempotency keys: a redelivered event is applied once. */
const STRIPE_WEBHOOK_SCOPE = "stripe-webhook";

/** Why a household may not open a new checkout now (null: it may). */
export function checkoutRefusal(status: string | null): string | null {
  if (status === "active") return "Your subscription is already active";
  if (status === "past_due") {
    return "Your last payment did not go through. Please update your payment method instead of subscribing again.";
  }
  return null;
}

export function createBillingService(core: CoreServices) {
  // Chosen on first use: module creation must not touch the core (schema printing runs without one).
  let provider: StripePaymentProvider | TestPaymentProvider | null | undefined;
  const paymentProvider = () => {
    if (provider === undefined) provider = choosePaymentProvider(core.config);
    return provider;
  };

  /** Runs one billing command on a household's subscription stream. */
  async function run(meta: CommandMeta, command: (state: SubscriptionState) => BillingCommand | null) {
    return core.store.execute(meta, async (tx) => {
      const stream = subscriptionStream(meta.householdId);
      const { state, version } = await tx.load(stream, evolveSubscription, initialSubscriptionState);
      const next = command(state);
      const events = next ? decide(state, next) : [];
      await tx.append(stream, version, events);
      return { applied: events.length > 0 };
    });
  }

  function commandMeta(ctx: RequestContext | null, householdId: string, actorId: string | null, now: Date): CommandMeta {
    return {
      householdId,
      actorId,
      now,
      clientId: ctx?.clientId ?? null,
      correlationId: ctx?.requestId,
      idempotencyKey: ctx?.idempotencyKey ?? null,
    };
  }

  /** An ended trial or paid period becomes a recorded fact the first time anyone looks. */
  async function recordExpiry(householdId: string, now: Date): Promise<void> {
    await run({ householdId, actorId: null, now }, (state) =>
      state.status === "trialing"
        ? { type: "ExpireTrial", householdId, now }
        : { type: "ExpireSubscription", householdId, now },
    );
  }

  const service = {
    /** Starts the trial inside a caller's transaction (registration). */
    async startTrial(tx: EventTransaction, householdId: string, now: Date) {
      const stream = subscriptionStream(householdId);
      const { state, version } = await tx.load(stream, evolveSubscription, initialSubscriptionState);
      await tx.append(stream, version, decide(state, { type: "StartTrial", householdId, now }));
    },

    /** The household's last sequence: a reader of the status follows its changes from here. */
    syncPoint(householdId: string): Promise<number> {
      return core.store.headOf(householdId);
    },

    async status(householdId: string, now = core.now()): Promise<SubscriptionStatusView> {
      let row = await core.db.em().findOne(SubscriptionEntity, { householdId });
      if (!row) {
        return { subscriptionStatus: "none", trialEndsAt: null, daysLeft: 0, plan: null, currentPeriodEnd: null, provider: null };
      }
      const current = statusAt(
        {
          status: row.status as SubscriptionStatusValue,
          trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        },
        now,
      );
      if (current === "expired" && row.status !== "expired") {
        await recordExpiry(householdId, now);
        row = (await core.db.em().findOne(SubscriptionEntity, { householdId })) ?? row;
      }
      const msLeft = row.trialEndsAt ? row.trialEndsAt.getTime() - now.getTime() : 0;
      return {
        subscriptionStatus: current ?? row.status,
        trialEndsAt: row.trialEndsAt,
        daysLeft: current === "trialing" ? Math.max(0, Math.ceil(msLeft / DAY_MS)) : 0,
        plan: row.plan,
        currentPeriodEnd: row.currentPeriodEnd,
        provider: row.provider,
      };
    },

    /**
     * The spec's trial_expired / subscription_expired, decided from the read model, and when it
     * changes by time alone (ms since the epoch; null: only an event can change it): a trial's or a
     * paid period's end, so a cached answer never outlives it.
     */
    async access(householdId: string, now = core.now()): Promise<{ limit: AccessLimit; changesAt: number | null }> {
      const status = await service.status(householdId, now);
      const limit: AccessLimit =
        status.subscriptionStatus === "expired"
          ? status.plan
            ? "subscription_expired"
            : "trial_expired"
          : status.subscriptionStatus === "canceled"
            ? "subscription_expired"
            : null;
      const changesAt = statusChangesAt({
        status: status.subscriptionStatus,
        trialEndsAt: status.trialEndsAt?.toISOString() ?? null,
        currentPeriodEnd: status.currentPeriodEnd?.toISOString() ?? null,
      });
      return { limit, changesAt };
    },

    offer(): SubscriptionOffer {
      return { provider: paymentProvider()?.id ?? "none", plans: PLAN_IDS.map((id) => PLANS[id]) };
    },

    /** Opens a checkout with the configured provider and records it; the browser continues at `url`. */
    async startCheckout(
      ctx: RequestContext,
      caller: TokenClaims,
      plan: PlanId,
    ): Promise<OpenedCheckoutView> {
      const payments = paymentProvider();
      if (!payments) {
        throw conflict("Online payments are not set up on this server yet. Please contact the person who runs it.");
      }
      const now = core.now();
      // Refused before the provider is asked, so no stray checkout is opened.
      const refusal = checkoutRefusal((await service.status(caller.householdId, now)).subscriptionStatus);
      if (refusal) throw conflict(refusal);
      const opened = await payments.openCheckout({
        householdId: caller.householdId,
        plan: PLANS[plan],
        customerEmail: caller.email ?? null,
        appOrigin: core.appUrl(),
      });
      await run(commandMeta({ ...ctx, idempotencyKey: null }, caller.householdId, caller.userId, now), () => ({
        type: "StartCheckout",
        householdId: caller.householdId,
        checkoutId: opened.checkoutId,
        plan,
        provider: payments.id,
        actorId: caller.userId,
        now,
      }));
      return { provider: payments.id, checkoutId: opened.checkoutId, url: opened.url };
    },

    /** One of the household's checkouts (404 for another household's). */
    async checkout(caller: TokenClaims, checkoutId: string): Promise<CheckoutRow> {
      const row = await core.db.em().findOne(CheckoutEntity, { id: checkoutId, householdId: caller.householdId });
      if (!row) throw notFound("Checkout not found");
      return row;
    },

    /** The built-in test checkout's "pay" button: records the payment and activates the subscription. */
    async completeTestCheckout(ctx: RequestContext, caller: TokenClaims, checkoutId: string): Promise<SubscriptionStatusView> {
      if (!(paymentProvider() instanceof TestPaymentProvider)) {
        throw notFound("The built-in test checkout is not available on this server");
      }
      await service.checkout(caller, checkoutId);
      const now = core.now();
      await run(commandMeta(ctx, caller.householdId, caller.userId, now), () => ({
        type: "CompleteCheckout",
        householdId: caller.householdId,
        checkoutId,
        provider: "test",
        now,
      }));
      return service.status(caller.householdId, now);
    },

    /**
     * A Stripe webhook: verified by signature, translated, and applied once per Stripe event id even when
     * Stripe delivers it again. Events Hearth cannot use are acknowledged so Stripe stops retrying them.
     */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<StripeWebhookResult> {
      const stripe = paymentProvider();
      if (!(stripe instanceof StripePaymentProvider)) throw notFound("Stripe is not configured on this server");
      const event = stripe.verifyWebhook(rawBody, signature);
      const action = translateStripeEvent(event, (priceId) => stripe.planOfPrice(priceId));
      const log = core.logger.child({ stripeEvent: event.id, type: event.type });
      if (action.kind === "ignore") {
        log.debug({ reason: action.reason }, "stripe event ignored");
        return { received: true, applied: false };
      }
      const em = core.db.em();
      let householdId = action.householdId;
      if (!householdId && action.subscriptionRef) {
        householdId = (await em.findOne(SubscriptionEntity, { subscriptionRef: action.subscriptionRef }))?.householdId ?? null;
      }
      if (!householdId || !(await em.findOne(SubscriptionEntity, { householdId }))) {
        log.warn({ householdId }, "stripe event names no known household; acknowledged without change");
        return { received: true, applied: false };
      }
      const now = core.now();
      const target = householdId;
      try {
        const result = await run(
          {
            householdId: target,
            actorId: null,
            now,
            correlationId: event.id,
            idempotencyKey: event.id,
            idempotencyScope: STRIPE_WEBHOOK_SCOPE,
          },
          (state): BillingCommand | null => {
            if (action.kind === "complete-checkout") {
              return {
                type: "CompleteCheckout",
                householdId: target,
                checkoutId: action.checkoutId,
                provider: "stripe",
                plan: action.plan ?? undefined,
                subscriptionRef: action.subscriptionRef,
                customerRef: action.customerRef,
                providerEventAt: action.providerEventAt,
                now,
              };
            }
            const plan = action.plan ?? state.plan;
            if (!plan) return null;
            return {
              type: "SyncProviderSubscription",
              householdId: target,
              provider: "stripe",
              status: action.status,
              plan,
              currentPeriodEnd: action.currentPeriodEnd,
              subscriptionRef: action.subscriptionRef,
              customerRef: action.customerRef,
              providerEventAt: action.providerEventAt,
              now,
            };
          },
        );
        return { received: true, applied: result.applied };
      } catch (error) {
        // A refusal will not change on redelivery: acknowledge it (logged) instead of making Stripe retry for days.
        if (error instanceof AppError && error.status !== 409) {
          log.warn({ err: error }, "stripe event refused by billing; acknowledged without change");
          return { received: true, applied: false };
        }
        throw error;
      }
    },
  };
  return service;
}

export type BillingService = ReturnType<typeof createBillingService>;
