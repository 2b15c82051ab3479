import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { BudgetChangedSubscription } from "../budget-changed.graphql";
import { BudgetHistoryQuery, BudgetMonthQuery } from "../budget.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

const REFRESH_DELAY_MS = 150;

/**
 * Follows every change to the household's budget and spending from the sync point the screen was read
 * at, and reads the month and history again (once per burst of changes: buying ten items is one read).
 * When graphql-ws reconnects, the subscription resumes after the last change seen.
 */
export function useBudgetLive(syncPoint: number | undefined): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLiveSubscription(BudgetChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: syncPoint === undefined,
    fetchPolicy: "no-cache",
    onData: () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void client.refetchQueries({ include: [BudgetMonthQuery, BudgetHistoryQuery] });
      }, REFRESH_DELAY_MS);
    },
  });

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
}
