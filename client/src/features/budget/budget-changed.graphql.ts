import { graphql } from "../../gql";

/**
 * On its own, not in `budget.graphql.ts`: the app shell's budget alerts follow it on every signed-in page,
 * and a module shared with the shell brings every document beside it into the first download.
 */
export const BudgetChangedSubscription = graphql(`
  subscription BudgetChanged($since: Int) {
    budgetChanged(since: $since) {
      sequence
      type
      sourceClientId
      alert {
        month
        category
        threshold
        spent
        limit
      }
    }
  }
`);
