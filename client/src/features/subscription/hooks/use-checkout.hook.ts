import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import type { SubscriptionPlanId } from "../../../gql/graphql";
import { describeFailure } from "../../../lib/graphql-errors";
import { StartCheckoutMutation } from "../subscription.graphql";

/** Opens a checkout for a plan and sends the browser to it: Stripe's payment page, or the test checkout here. */
export function useCheckout() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [startCheckout] = useMutation(StartCheckoutMutation);
  const [pendingPlan, setPendingPlan] = useState<SubscriptionPlanId | null>(null);

  async function choose(plan: SubscriptionPlanId) {
    setPendingPlan(plan);
    try {
      const { data } = await startCheckout({ variables: { plan } });
      const session = data?.startCheckout;
      if (!session) throw new Error("No checkout was opened");
      if (/^https?:\/\//.test(session.url)) {
        window.location.assign(session.url);
        return; // the page is leaving; keep the button busy
      }
      void navigate(session.url);
    } catch (error) {
      toast({
        title: "Checkout Failed",
        description: describeFailure(error).message ?? "Could not start the checkout. Please try again.",
        variant: "destructive",
      });
    }
    setPendingPlan(null);
  }

  return { choose, pendingPlan };
}
