import { graphql } from "../../gql";

export const LeftoverFields = graphql(`
  fragment LeftoverFields on Leftover {
    id
    dish
    portions
    initialPortions
    cookedOn
    location
    useBy
    status
    plannedDate
    plannedSlot
    plannedPortions
    revision
  }
`);

export const LeftoversQuery = graphql(`
  query Leftovers($status: String!) {
    leftoversSyncPoint
    leftovers(status: $status) {
      ...LeftoverFields
    }
  }
`);

export const AddLeftoverMutation = graphql(`
  mutation AddLeftover($input: AddLeftoverInput!, $today: String, $idempotencyKey: String) {
    addLeftover(input: $input, today: $today, idempotencyKey: $idempotencyKey) {
      ...LeftoverFields
    }
  }
`);

export const EatLeftoverMutation = graphql(`
  mutation EatLeftover($id: ID!, $portions: Float!, $today: String, $idempotencyKey: String) {
    eatLeftover(id: $id, portions: $portions, today: $today, idempotencyKey: $idempotencyKey) {
      ...LeftoverFields
    }
  }
`);

export const FreezeLeftoverMutation = graphql(`
  mutation FreezeLeftover($id: ID!, $today: String, $idempotencyKey: String) {
    freezeLeftover(id: $id, today: $today, idempotencyKey: $idempotencyKey) {
      ...LeftoverFields
    }
  }
`);

export const ThrowAwayLeftoverMutation = graphql(`
  mutation ThrowAwayLeftover($id: ID!, $portions: Float!, $reason: String!, $today: String, $idempotencyKey: String) {
    throwAwayLeftover(id: $id, portions: $portions, reason: $reason, today: $today, idempotencyKey: $idempotencyKey) {
      ...LeftoverFields
    }
  }
`);

export const LeftoversChangedSubscription = graphql(`
  subscription LeftoversChanged($since: Int) {
    leftoversChanged(since: $since) {
      sequence
      type
    }
  }
`);

/**
 * Planning a leftover puts it on the meal plan as an entry (the meal planner's own mutation: it records the
 * entry and LeftoverPlanned in one transaction), so it shows on /app/meal-planner too.
 */
export const PlanLeftoverMealMutation = graphql(`
  mutation PlanLeftoverMeal($input: MealPlanEntryInput!, $idempotencyKey: String) {
    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {
      id
      date
      slot
      servings
    }
  }
`);
