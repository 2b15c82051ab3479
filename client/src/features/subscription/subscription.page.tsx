import { useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { env } from "../../lib/env";
import { PlanCard } from "./components/plan-card";
import { StatusCard } from "./components/status-card";
import { TestCheckoutPanel } from "./components/test-checkout-panel";
import { useActivateSession } from "./hooks/use-activate-session.hook";
import { useCheckout } from "./hooks/use-checkout.hook";
import { MONEY_BACK_DAYS, TRIAL_DAYS, yearlyDeal, type OfferedPlan } from "./plans";
import { SubscriptionStatusQuery } from "./subscription-status.graphql";
import { SubscriptionOfferQuery } from "./subscription.graphql";
import "./subscription.css";

export const SUBSCRIPTION_STATUS_FAILED = "Failed to fetch subscription status";

/** While Stripe's confirmation (a webhook) is on its way after a successful payment. */
const CONFIRMATION_POLL_MS = 2000;

/** /app/subscription: also the one page a household whose trial or subscription has ended can reach. */
export function SubscriptionPage() {
  useDocumentTitle("Subscription");
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const testCheckoutId = params.get("test_checkout");
  const returnedFromStripe = params.get("checkout");

  const statusQuery = useQuery(SubscriptionStatusQuery, { fetchPolicy: "cache-and-network" });
  const offerQuery = useQuery(SubscriptionOfferQuery);
  const { choose, pendingPlan } = useCheckout();
  const activateSession = useActivateSession();

  const status = statusQuery.data?.subscriptionStatus;
  const offer = offerQuery.data?.subscriptionOffer;
  const plans = (offer?.plans ?? []) as OfferedPlan[];
  const monthly = plans.find((p) => p.id === "monthly");
  const yearly = plans.find((p) => p.id === "yearly");
  const deal = monthly && yearly ? yearlyDeal(monthly, yearly) : null;

  // Back from Stripe: the payment is confirmed by a webhook, which may land a moment after the browser.
  const awaitingConfirmation = returnedFromStripe === "success" && status?.subscriptionStatus !== "active";
  const { startPolling, stopPolling } = statusQuery;
  useEffect(() => {
    if (!awaitingConfirmation) return;
    startPolling(CONFIRMATION_POLL_MS);
    return () => stopPolling();
  }, [awaitingConfirmation, startPolling, stopPolling]);

  const confirmed = useRef(false);
  useEffect(() => {
    if (returnedFromStripe !== "success" || status?.subscriptionStatus !== "active" || confirmed.current) return;
    confirmed.current = true;
    void activateSession().then(() => {
      toast({ title: "Subscription Active", description: "Thank you! Your payment went through and your plan is active." });
      setParams({}, { replace: true });
    });
  }, [returnedFromStripe, status?.subscriptionStatus, activateSession, toast, setParams]);

  if (statusQuery.loading && !status && offerQuery.loading) return <LoadingScreen message="Loading subscription..." />;

  const unavailable =
    offer?.provider === "none"
      ? "Online payments are not set up on this server yet."
      : status?.subscriptionStatus === "active"
        ? "Your subscription is already active."
        : status?.subscriptionStatus === "past_due"
          ? "Please sort out the overdue payment first."
          : null;

  return (
    <div className="page stack subscription-page">
      <header>
        <h1>Subscription</h1>
        <p className="page__lead">
          One subscription covers your whole household: pantry, meals, shopping, budget, chores and the family calendar,
          on every device you use.
        </p>
      </header>

      {returnedFromStripe === "success" && awaitingConfirmation ? (
        <p className="subscription-notice" role="status">
          Thank you! Your payment went through; we're confirming it with Stripe. This page updates by itself.
        </p>
      ) : null}
      {returnedFromStripe === "canceled" ? (
        <p className="subscription-notice" role="status">
          Checkout canceled. You haven't been charged; choose a plan whenever you're ready.
        </p>
      ) : null}

      {statusQuery.error && !status ? (
        <div className="form-error subscription-error" role="alert">
          <p>{SUBSCRIPTION_STATUS_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={() => void statusQuery.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {status ? <StatusCard status={status} /> : null}

      {testCheckoutId && offer?.provider === "test" ? <TestCheckoutPanel checkoutId={testCheckoutId} plans={plans} /> : null}

      <section aria-labelledby="plans-heading" className="stack">
        <h2 id="plans-heading">Choose your plan</h2>
        {offerQuery.error && !offer ? (
          <div className="form-error" role="alert">
            <p>The plans could not be loaded.</p>
            <button type="button" className="button button--secondary" onClick={() => void offerQuery.refetch()}>
              Try again
            </button>
          </div>
        ) : null}
        <div className="plan-grid">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              deal={plan.id === "yearly" ? deal : null}
              current={status?.subscriptionStatus === "active" && status.plan === plan.id}
              unavailable={unavailable}
              pending={pendingPlan === plan.id}
              busy={pendingPlan !== null}
              onChoose={(id) => void choose(id)}
            />
          ))}
        </div>
        {offer ? <ProviderNote provider={offer.provider} /> : null}
      </section>

      <section className="card money-back" aria-labelledby="money-back-heading">
        <h2 id="money-back-heading">{MONEY_BACK_DAYS}-day money-back guarantee</h2>
        <p>
          If Hearth isn't right for your family, write to{" "}
          <a href={`mailto:${env.supportEmail}?subject=${encodeURIComponent("Refund request")}`}>{env.supportEmail}</a> within{" "}
          {MONEY_BACK_DAYS} days of paying and we'll refund the full amount. Every new household also starts with a{" "}
          {TRIAL_DAYS}-day free trial, no card required.
        </p>
      </section>
    </div>
  );
}

function ProviderNote({ provider }: { provider: string }) {
  if (provider === "stripe") {
    return <p className="subscription-provider">Payments are handled by Stripe; Hearth never sees your card details.</p>;
  }
  if (provider === "test") {
    return (
      <p className="subscription-provider">
        This server uses Hearth's <strong>built-in test checkout</strong>: no card is needed and no money moves.
      </p>
    );
  }
  return (
    <p className="subscription-provider">
      Online payment is not set up on this Hearth server yet. Please contact the person who runs it.
    </p>
  );
}
