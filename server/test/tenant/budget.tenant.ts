import type { Fixture, TenantEntry } from "./tenant.js";

const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => today().slice(0, 7);

const MONTH = "month timeZone total { spent limit } categories { category limit spent } expenses { id note category paidByName } alerts { category threshold } byPayer { name amount }";
const EXPENSE = "id kind date amount category store note paidByMemberId paidByName";
const RECORD = `mutation ($input: BudgetExpenseInput!) { recordExpense(input: $input) { ${EXPENSE} } }`;

interface BudgetOfA {
  category: string;
  expenseId: string;
}

/** Household A's budget: an own category with a small limit, and an expense past it (so an alert too). */
const budgets = new Map<string, Promise<BudgetOfA>>();
function budgetOf(f: Fixture): Promise<BudgetOfA> {
  let found = budgets.get(f.householdId);
  if (!found) {
    found = (async () => {
      const category = f.remember(`Cat ${f.mark}`);
      await f.ownerGql("mutation ($name: String!) { addBudgetCategory(name: $name) }", { name: category });
      await f.ownerGql("mutation ($input: BudgetLimitInput!) { setBudgetLimit(input: $input) { month } }", {
        input: { category, amount: 1, fromMonth: thisMonth() },
      });
      const expenseId = await freshExpense(f, category);
      return { category, expenseId };
    })();
    budgets.set(f.householdId, found);
  }
  return found;
}

/** A new expense of A's account holder (its note and payer name carry A's mark). */
async function freshExpense(f: Fixture, category = "Household"): Promise<string> {
  const data = (await f.ownerGql(RECORD, {
    input: { kind: "expense", date: today(), amount: 5, category, store: `Shop ${f.mark}`, note: `Paid ${f.mark} ${f.unique("expense")}` },
  })) as { recordExpense: { id: string } };
  return f.remember(data.recordExpense.id);
}

const ownHousehold = "acts on the caller's own household's budget, never A's";

export const entries: TenantEntry[] = [
  {
    operation: "Query.spending",
    access: "signedIn",
    note: "the caller's own household's spending, never A's",
    call: () => ({ query: "{ spending { total count } }" }),
  },
  {
    operation: "Query.budgetMonth",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await budgetOf(f);
      return { query: `query ($month: String) { budgetMonth(month: $month) { ${MONTH} } }`, variables: { month: thisMonth() } };
    },
  },
  {
    operation: "Query.budgetHistory",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await budgetOf(f);
      return {
        query: "query ($from: String!, $to: String!) { budgetHistory(fromMonth: $from, toMonth: $to) { month spent limit byCategory { category spent } } }",
        variables: { from: thisMonth(), to: thisMonth() },
      };
    },
  },
  {
    operation: "Query.budgetCategories",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await budgetOf(f);
      return { query: "{ budgetCategories }" };
    },
  },
  {
    operation: "Query.budgetAlerts",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await budgetOf(f);
      return { query: "{ budgetAlerts(limit: 10) { month category threshold spent limit sequence } }" };
    },
  },
  { operation: "Query.budgetSyncPoint", access: "signedIn", note: "answers the caller's own household's sequence, never A's", call: () => ({ query: "{ budgetSyncPoint }" }) },
  {
    operation: "Mutation.setBudgetLimit",
    access: "signedIn",
    note: ownHousehold,
    call: (f) => ({
      query: `mutation ($input: BudgetLimitInput!) { setBudgetLimit(input: $input) { ${MONTH} } }`,
      variables: { input: { category: f.unique("Limit"), amount: 100, fromMonth: thisMonth() } },
    }),
  },
  {
    operation: "Mutation.clearBudgetLimit",
    access: "signedIn",
    note: ownHousehold,
    call: () => ({
      query: `mutation ($month: String!) { clearBudgetLimit(category: "Limited", fromMonth: $month) { ${MONTH} } }`,
      variables: { month: thisMonth() },
    }),
  },
  {
    operation: "Mutation.addBudgetCategory",
    access: "signedIn",
    note: ownHousehold,
    call: (f) => ({ query: "mutation ($name: String!) { addBudgetCategory(name: $name) }", variables: { name: f.unique("Category") } }),
  },
  {
    operation: "Mutation.removeBudgetCategory",
    access: "signedIn",
    note: ownHousehold,
    call: async (f) => {
      await budgetOf(f);
      return { query: "mutation ($name: String!) { removeBudgetCategory(name: $name) }", variables: { name: f.unique("Unused category") } };
    },
  },
  {
    operation: "Mutation.setBudgetTimeZone",
    access: "signedIn",
    note: ownHousehold,
    call: () => ({ query: `mutation { setBudgetTimeZone(timeZone: "UTC") { ${MONTH} } }` }),
  },
  {
    operation: "Mutation.recordExpense",
    access: "signedIn",
    note: "records in the caller's own household",
    call: () => ({
      query: RECORD,
      variables: { input: { kind: "expense", date: today(), amount: 2, category: "Household", store: null, note: "Own expense" } },
    }),
  },
  {
    operation: "Mutation.correctExpense",
    access: "household",
    call: async (f) => {
      const { expenseId, category } = await budgetOf(f);
      return {
        query: `mutation ($id: ID!, $input: BudgetExpenseInput!) { correctExpense(id: $id, input: $input) { ${EXPENSE} } }`,
        variables: { id: expenseId, input: { kind: "expense", date: today(), amount: 5, category, store: null, note: f.unique("Corrected") } },
      };
    },
  },
  {
    operation: "Mutation.deleteExpense",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteExpense(id: $id) }", variables: { id: await freshExpense(f) } }),
  },
  {
    operation: "Subscription.budgetChanged",
    access: "signedIn",
    note: "the caller's own household's budget changes",
    call: () => ({
      query: "subscription ($since: Int) { budgetChanged(since: $since) { sequence type actorId changedAt alert { month category threshold } } }",
      variables: { since: 0 },
    }),
    trigger: (f) => freshExpense(f),
  },

  {
    route: "GET /budget/export.csv",
    access: "signedIn",
    note: "the caller's own household's ledger",
    call: async (f) => {
      await budgetOf(f);
      return { query: { from: `${thisMonth()}-01`, to: today() } };
    },
  },
];
