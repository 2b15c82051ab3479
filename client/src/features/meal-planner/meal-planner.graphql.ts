import { graphql } from "../../gql";

export const MealPlanNutritionFragment = graphql(`
  fragment MealPlanNutrition on ComputedNutrition {
    energyKcal
    proteinG
    carbohydrateG
    fatG
    known
    total
  }
`);

export const MealPlanEntryFieldsFragment = graphql(`
  fragment MealPlanEntryFields on MealPlanEntry {
    id
    date
    slot
    kind
    refId
    title
    quantity
    unit
    servings
    memberIds
    note
    copiedFrom
    revision
    perServing {
      ...MealPlanNutrition
    }
    meal {
      ...MealPlanNutrition
    }
  }
`);

export const MealPlanQuery = graphql(`
  query MealPlan($from: String!, $to: String!) {
    mealPlan(from: $from, to: $to) {
      from
      to
      syncPoint
      entries {
        ...MealPlanEntryFields
      }
      days {
        date
        nutrition {
          ...MealPlanNutrition
        }
        members {
          memberId
          name
          portionMultiplier
          nutrition {
            ...MealPlanNutrition
          }
          goal {
            memberId
            energyKcal
            proteinG
            carbohydrateG
            fatG
          }
        }
      }
    }
  }
`);

export const MealPlannerSetupQuery = graphql(`
  query MealPlannerSetup {
    profile {
      id
      accountType
      preferences {
        defaultMealPlanView
      }
    }
    familyMembers {
      id
      name
      isActive
      defaultPortionMultiplier
    }
    shoppingLists {
      id
      name
    }
  }
`);

export const MealPlannerViewChangedSubscription = graphql(`
  subscription MealPlannerViewChanged($since: Int) {
    mealPlanViewChanged(since: $since) {
      sequence
      view
    }
  }
`);

export const MealPlanChangedSubscription = graphql(`
  subscription MealPlanChanged($since: Int) {
    mealPlanChanged(since: $since) {
      sequence
      type
      sourceClientId
      entryId
    }
  }
`);

export const AddMealPlanEntryMutation = graphql(`
  mutation AddMealPlanEntry($input: MealPlanEntryInput!, $idempotencyKey: String) {
    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {
      ...MealPlanEntryFields
    }
  }
`);

export const UpdateMealPlanEntryMutation = graphql(`
  mutation UpdateMealPlanEntry($id: ID!, $changes: MealPlanEntryChanges!, $idempotencyKey: String) {
    updateMealPlanEntry(id: $id, changes: $changes, idempotencyKey: $idempotencyKey) {
      ...MealPlanEntryFields
    }
  }
`);

export const MoveMealPlanEntryMutation = graphql(`
  mutation MoveMealPlanEntry($id: ID!, $date: String!, $slot: String!, $idempotencyKey: String) {
    moveMealPlanEntry(id: $id, date: $date, slot: $slot, idempotencyKey: $idempotencyKey) {
      ...MealPlanEntryFields
    }
  }
`);

export const RemoveMealPlanEntryMutation = graphql(`
  mutation RemoveMealPlanEntry($id: ID!, $idempotencyKey: String) {
    removeMealPlanEntry(id: $id, idempotencyKey: $idempotencyKey)
  }
`);

export const CopyMealPlanWeekMutation = graphql(`
  mutation CopyMealPlanWeek($from: String!, $to: String!, $idempotencyKey: String) {
    copyMealPlanWeek(from: $from, to: $to, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const RepeatMealPlanEntryMutation = graphql(`
  mutation RepeatMealPlanEntry($id: ID!, $everyDays: Int!, $times: Int!, $idempotencyKey: String) {
    repeatMealPlanEntry(id: $id, everyDays: $everyDays, times: $times, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const SetNutritionGoalMutation = graphql(`
  mutation SetNutritionGoal($memberId: ID!, $goal: NutritionGoalInput!, $idempotencyKey: String) {
    setNutritionGoal(memberId: $memberId, goal: $goal, idempotencyKey: $idempotencyKey) {
      memberId
      energyKcal
      proteinG
      carbohydrateG
      fatG
    }
  }
`);

export const MealPlanShoppingPreviewQuery = graphql(`
  query MealPlanShoppingPreview($from: String!, $to: String!, $listId: ID) {
    shoppingSyncPoint
    mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) {
      estimatedTotal
      lines {
        key
        name
        quantity
        unit
        needed
        inPantry
        onList
        estimatedCost
        priceSource
      }
    }
  }
`);

/** The preview's inputs changing on any device: the lists (items added, bought, removed) and the pantry. */
export const PlanShoppingListsChangedSubscription = graphql(`
  subscription PlanShoppingListsChanged($since: Int) {
    shoppingListsChanged(since: $since) {
      sequence
    }
  }
`);

export const PlanPantryChangedSubscription = graphql(`
  subscription PlanPantryChanged($since: Int) {
    pantryChanged(since: $since) {
      sequence
    }
  }
`);

export const GenerateShoppingListFromPlanMutation = graphql(`
  mutation GenerateShoppingListFromPlan($input: GenerateShoppingFromPlanInput!, $idempotencyKey: String) {
    generateShoppingListFromPlan(input: $input, idempotencyKey: $idempotencyKey) {
      listId
      listName
      added
      changed
      removed
      estimatedTotal
      lines {
        key
        name
        quantity
        unit
        estimatedCost
      }
    }
  }
`);

export const RecipePickerQuery = graphql(`
  query RecipePicker($filter: RecipeFilterInput) {
    recipes(filter: $filter) {
      id
      title
      servings
      totalMinutes
      tags
      photoUrl
    }
  }
`);

export const PlanProductSearchQuery = graphql(`
  query PlanProductSearch($search: String) {
    products(search: $search, limit: 20) {
      items {
        id
        name
        defaultUnit
      }
    }
  }
`);

export const PlanLeftoversQuery = graphql(`
  query PlanLeftovers {
    leftovers(status: "active") {
      id
      dish
      portions
      useBy
    }
  }
`);
