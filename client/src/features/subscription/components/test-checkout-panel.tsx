import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { useActivateSession } from "../hooks/use-activate-session.hook";
import { formatUsd, type OfferedPlan } from "../plans";
import { SubscriptionStatusQuery } from "../subscription-status.graphql";
import { CompleteTestCheckoutMutation, TestCheckoutQuery } from "../subscription.graphql";

interface TestCheckoutPanelProps {
  checkoutId: string;
  plans: OfferedPlan[];
}

/**
 * The built-in test checkout: what a server without a payment provider shows instead of a payment
 * page. Confirming records the payment for the household; no card is asked for and no money moves.
 */
export function TestCheckoutPanel({ checkoutId, plans }: TestCheckoutPanelProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const activateSession = useActivateSession();
  const { data, loading, error } = useQuery(TestCheckoutQuery, { variables: { id: checkoutId }, fetchPolicy: "network-only" });
  const [complete] = useMutation(CompleteTestCheckoutMutation, {
    update(cache, result) {
      const status = result.data?.completeTestCheckout;
      if (status) cache.updateQuery({ query: SubscriptionStatusQuery }, (read) => (read ? { ...read, subscriptionStatus: status } : read));
    },
  });
  const [confirming, setConfirming] = useState(false);
  const backToPlans = () => void navigate("/app/subscription", { replace: true });

  const checkout = data?.checkout;
  const plan = plans.find((p) => p.id === checkout?.plan);

  async function confirm() {
    if (!plan) return;
    setConfirming(true);
    try {
      await complete({ variables: { checkoutId } });
      await activateSession();
      toast({ title: "Subscription Active", description: `Thank you! Your ${plan.name} plan is active.` });
      backToPlans();
    } catch (failure) {
      setConfirming(false);
      toast({
        title: "Payment Failed",
        description: describeFailure(failure).message ?? "The test payment could not be recorded. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <section className="card test-checkout" aria-labelledby="test-checkout-heading">
      <p className="test-checkout__label">Built-in test checkout · no real payment</p>
      <h2 id="test-checkout-heading">Confirm your {plan ? plan.name : ""} plan</h2>
      {loading && !checkout ? <p>Loading the checkout...</p> : null}
      {error && !checkout ? (
        <div className="form-error" role="alert">
          <p>This checkout could not be found. Choose a plan again to start a new one.</p>
        </div>
      ) : null}
      {checkout && plan ? (
        checkout.status === "completed" ? (
          <p>This checkout has already been paid.</p>
        ) : (
          <>
            <p>
              This Hearth server has no payment provider set up, so its built-in test checkout stands in for one.
              Confirming records a payment of <strong>{formatUsd(plan.amountCents)}</strong> for one {plan.interval} of the{" "}
              {plan.name} plan for your household. No card is needed and nobody is charged.
            </p>
            <div className="test-checkout__actions">
              <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={confirming}>
                {confirming ? "Recording payment..." : "Confirm test payment"}
              </button>
              <button type="button" className="button button--secondary" onClick={backToPlans} disabled={confirming}>
                Cancel
              </button>
            </div>
          </>
        )
      ) : null}
      {(checkout?.status === "completed" || (error && !checkout)) && (
        <button type="button" className="button button--secondary" onClick={backToPlans}>
          Back to plans
        </button>
      )}
    </section>
  );
}
