import { useApolloClient } from "@apollo/client/react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { BudgetHistoryQuery, BudgetMonthQuery } from "../budget.graphql";
import { budgetSuccessMessage, type BudgetChange, type BudgetSendResult } from "../budget-sync";
import { courier } from "../budget.courier";

/**
 * Every change the budget screen makes goes through the shared outbox (`hearth:offline:budget-outbox:<user>`):
 * queued per user, sent in order with its own id as idempotency key, kept while offline, dropped with a
 * plain explanation when the server refuses it.
 */
export function useBudgetOutbox(userId: string | null) {
  const client = useApolloClient();
  const { toast } = useToast();
  return useOutbox<BudgetChange, BudgetSendResult>({
    feature: "budget",
    userId,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: (pending) => {
      if (!pending.deferred) toast(budgetSuccessMessage(pending.change));
    },
    onSynced: (count) => toast({ title: `${count} budget ${count === 1 ? "change" : "changes"} synced` }),
    onRefused: (pending, failure) => {
      toast({ ...courier.refusal(pending, failure, client), variant: "destructive" });
      void client.refetchQueries({ include: [BudgetMonthQuery, BudgetHistoryQuery] });
    },
  });
}
