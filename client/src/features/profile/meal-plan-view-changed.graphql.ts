import { graphql } from "../../gql";

/**
 * The signed-in user's meal-plan view changing on any of their sessions. In a module of its own: the
 * app shell follows it on every screen, and a module's documents all come with whoever imports it.
 */
export const MealPlanViewChangedSubscription = graphql(`
  subscription MealPlanViewChanged($since: Int) {
    mealPlanViewChanged(since: $since) {
      sequence
      view
      userId
      sourceClientId
      changedAt
    }
  }
`);
