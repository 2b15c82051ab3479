import type { Fixture, TenantEntry } from "./tenant.js";

const NUTRITION = "energyKcal proteinG carbohydrateG fatG known total";
const ENTRY = `id date slot kind refId title servings memberIds note copiedFrom revision perServing { ${NUTRITION} } meal { ${NUTRITION} }`;
const ADD = `mutation ($input: MealPlanEntryInput!) { addMealPlanEntry(input: $input) { ${ENTRY} } }`;
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new planned meal of household A (a note carrying A's mark), for calls that change or remove it. */
async function freshEntry(f: Fixture): Promise<string> {
  const data = (await f.ownerGql(ADD, {
    input: { date: day(), slot: "dinner", kind: "note", note: `Supper ${f.mark} ${f.unique("meal")}`, memberIds: [f.familyMemberId] },
  })) as { addMealPlanEntry: { id: string; title: string } };
  return f.remember(data.addMealPlanEntry.id, data.addMealPlanEntry.title);
}

export const entries: TenantEntry[] = [
  {
    operation: "Query.mealPlan",
    access: "signedIn",
    note: "the caller's own household's plan and members, never A's",
    call: async (f) => {
      await freshEntry(f);
      return { query: `query ($from: String!, $to: String!) { mealPlan(from: $from, to: $to) { from to syncPoint entries { ${ENTRY} } days { date members { memberId name } } } }`, variables: { from: day(-1), to: day(1) } };
    },
  },
  { operation: "Query.nutritionGoals", access: "signedIn", note: "the caller's own household's goals", call: () => ({ query: "{ nutritionGoals { memberId energyKcal } }" }) },
  {
    operation: "Query.mealPlanShoppingPreview",
    access: "household",
    call: (f) => ({
      query: "query ($from: String!, $to: String!, $listId: ID) { mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) { estimatedTotal lines { key name } } }",
      variables: { from: day(), to: day(6), listId: f.listId },
    }),
  },
  {
    operation: "Mutation.addMealPlanEntry",
    access: "household",
    note: "plans into the caller's household, but only A's people may name A's family members",
    call: (f) => ({ query: ADD, variables: { input: { date: day(), slot: "lunch", kind: "note", note: f.unique("Picnic"), memberIds: [f.familyMemberId] } } }),
  },
  {
    operation: "Mutation.updateMealPlanEntry",
    access: "household",
    call: async (f) => ({ query: `mutation ($id: ID!) { updateMealPlanEntry(id: $id, changes: { servings: 3 }) { ${ENTRY} } }`, variables: { id: await freshEntry(f) } }),
  },
  {
    operation: "Mutation.moveMealPlanEntry",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!, $date: String!) { moveMealPlanEntry(id: $id, date: $date, slot: "lunch") { ${ENTRY} } }`,
      variables: { id: await freshEntry(f), date: day(1) },
    }),
  },
  {
    operation: "Mutation.removeMealPlanEntry",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { removeMealPlanEntry(id: $id) }", variables: { id: await freshEntry(f) } }),
  },
  {
    operation: "Mutation.repeatMealPlanEntry",
    access: "household",
    call: async (f) => ({ query: `mutation ($id: ID!) { repeatMealPlanEntry(id: $id, times: 1) { ${ENTRY} } }`, variables: { id: await freshEntry(f) } }),
  },
  {
    operation: "Mutation.copyMealPlanWeek",
    access: "signedIn",
    note: "copies within the caller's own household",
    call: async (f) => {
      await freshEntry(f);
      return { query: `mutation ($from: String!, $to: String!) { copyMealPlanWeek(from: $from, to: $to) { ${ENTRY} } }`, variables: { from: day(), to: day(7) } };
    },
  },
  {
    operation: "Mutation.setNutritionGoal",
    access: "owner",
    call: (f) => ({
      query: "mutation ($m: ID!) { setNutritionGoal(memberId: $m, goal: { energyKcal: 1800 }) { memberId energyKcal } }",
      variables: { m: f.familyMemberId },
    }),
  },
  {
    operation: "Mutation.generateShoppingListFromPlan",
    access: "household",
    call: async (f) => ({
      query: "mutation ($input: GenerateShoppingFromPlanInput!) { generateShoppingListFromPlan(input: $input) { listId listName added estimatedTotal lines { key name } } }",
      variables: { input: { from: day(), to: day(6), listId: (await f.freshList()).listId } },
    }),
  },
  {
    operation: "Subscription.mealPlanChanged",
    access: "signedIn",
    note: "the caller's own household's plan",
    call: () => ({ query: `subscription ($since: Int) { mealPlanChanged(since: $since) { sequence type sourceClientId entryId entry { ${ENTRY} } } }`, variables: { since: 0 } }),
    trigger: (f) => freshEntry(f),
  },
];
