import { graphql } from "../../gql";

export const BudgetCategoryFields = graphql(`
  fragment BudgetCategoryFields on BudgetCategory {
    category
    limit
    spent
    purchases
    expenses
    refunds
    remaining
    progress
    projected
    status
    ownCategory
  }
`);

export const BudgetMonthQuery = graphql(`
  query BudgetMonth($month: String) {
    budgetSyncPoint
    budgetCategories
    budgetMonth(month: $month) {
      month
      timeZone
      daysElapsed
      daysInMonth
      total {
        ...BudgetCategoryFields
      }
      categories {
        ...BudgetCategoryFields
      }
      expenses {
        id
        kind
        date
        amount
        category
        store
        note
        paidByMemberId
        paidByName
      }
      alerts {
        month
        category
        threshold
        spent
        limit
        sequence
      }
      byPayer {
        name
        amount
      }
    }
    familyMembers {
      id
      name
      isActive
    }
  }
`);

export const BudgetHistoryQuery = graphql(`
  query BudgetHistory($fromMonth: String!, $toMonth: String!) {
    budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) {
      month
      spent
      limit
      byCategory {
        category
        spent
      }
    }
  }
`);

export const SetBudgetLimitMutation = graphql(`
  mutation SetBudgetLimit($input: BudgetLimitInput!, $idempotencyKey: String) {
    setBudgetLimit(input: $input, idempotencyKey: $idempotencyKey) {
      month
    }
  }
`);

export const ClearBudgetLimitMutation = graphql(`
  mutation ClearBudgetLimit($category: String, $fromMonth: String!, $idempotencyKey: String) {
    clearBudgetLimit(category: $category, fromMonth: $fromMonth, idempotencyKey: $idempotencyKey) {
      month
    }
  }
`);

export const SetBudgetTimeZoneMutation = graphql(`
  mutation SetBudgetTimeZone($timeZone: String!, $idempotencyKey: String) {
    setBudgetTimeZone(timeZone: $timeZone, idempotencyKey: $idempotencyKey) {
      month
      timeZone
    }
  }
`);

export const AddBudgetCategoryMutation = graphql(`
  mutation AddBudgetCategory($name: String!, $idempotencyKey: String) {
    addBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)
  }
`);

export const RecordExpenseMutation = graphql(`
  mutation RecordExpense($input: BudgetExpenseInput!, $idempotencyKey: String) {
    recordExpense(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const DeleteExpenseMutation = graphql(`
  mutation DeleteExpense($id: ID!, $idempotencyKey: String) {
    deleteExpense(id: $id, idempotencyKey: $idempotencyKey)
  }
`);

export const CorrectExpenseMutation = graphql(`
  mutation CorrectExpense($id: ID!, $input: BudgetExpenseInput!, $idempotencyKey: String) {
    correctExpense(id: $id, input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const RemoveBudgetCategoryMutation = graphql(`
  mutation RemoveBudgetCategory($name: String!, $idempotencyKey: String) {
    removeBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)
  }
`);
