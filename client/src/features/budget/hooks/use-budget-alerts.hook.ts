import { useToast } from "../../../components/toast/use-toast.hook";
import { getClientId } from "../../../lib/client-id";
import { BudgetChangedSubscription } from "../budget-changed.graphql";
import { alertNotice } from "../budget-view";
import { useLiveSubscription } from "../../../lib/live-reads";

/**
 * Mounted by the app shell on every signed-in page: when a change made on THIS device (a purchase on
 * the shopping list, an expense) takes a category past 80% or 100% of its budget, says so at once.
 * Other devices see the alert on the home screen and the budget screen instead of a toast.
 */
export function useBudgetAlerts(enabled: boolean): void {
  const { toast } = useToast();
  useLiveSubscription(BudgetChangedSubscription, {
    variables: { since: null },
    skip: !enabled,
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const change = data.data?.budgetChanged;
      if (!change?.alert || change.sourceClientId !== getClientId()) return;
      const notice = alertNotice(change.alert);
      toast({ ...notice, variant: change.alert.threshold >= 100 ? "destructive" : "default" });
    },
  });
}
