import type { Fixture, TenantEntry } from "./tenant.js";

const LEFTOVER = "id dish portions initialPortions cookedOn location useBy status fromRecipeId plannedDate plannedSlot plannedPortions revision";
const ADD = `mutation ($input: AddLeftoverInput!) { addLeftover(input: $input) { ${LEFTOVER} } }`;
const today = () => new Date().toISOString().slice(0, 10);

/** A new leftover of household A (its dish carries A's mark). */
async function freshLeftover(f: Fixture, portions = 4): Promise<string> {
  const data = (await f.ownerGql(ADD, { input: { dish: `Stew ${f.mark} ${f.unique("dish")}`, portions, location: "fridge" } })) as {
    addLeftover: { id: string; dish: string };
  };
  return f.remember(data.addLeftover.id, data.addLeftover.dish);
}

/** One leftover of A for calls that do not use it up (listing, planning). */
const kept = new Map<string, Promise<string>>();
function leftoverOf(f: Fixture): Promise<string> {
  let found = kept.get(f.householdId);
  if (!found) {
    found = freshLeftover(f, 10);
    kept.set(f.householdId, found);
  }
  return found;
}

export const entries: TenantEntry[] = [
  {
    operation: "Query.leftovers",
    access: "signedIn",
    note: "the caller's own household's leftovers, never A's",
    call: async (f) => {
      await leftoverOf(f);
      return { query: `{ leftovers(status: "all") { ${LEFTOVER} } }` };
    },
  },
  { operation: "Query.leftoversSyncPoint", access: "signedIn", note: "answers the caller's own household's sequence, never A's", call: () => ({ query: "{ leftoversSyncPoint }" }) },
  {
    operation: "Mutation.addLeftover",
    access: "signedIn",
    note: "adds to the caller's own household",
    call: (f) => ({ query: ADD, variables: { input: { dish: f.unique("Soup"), portions: 2, location: "fridge" } } }),
  },
  {
    operation: "Mutation.eatLeftover",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { eatLeftover(id: $id, portions: 1) { ${LEFTOVER} } }`,
      variables: { id: await freshLeftover(f) },
    }),
  },
  {
    operation: "Mutation.freezeLeftover",
    access: "household",
    call: async (f) => ({ query: `mutation ($id: ID!) { freezeLeftover(id: $id) { ${LEFTOVER} } }`, variables: { id: await freshLeftover(f) } }),
  },
  {
    operation: "Mutation.throwAwayLeftover",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { throwAwayLeftover(id: $id, portions: 1, reason: "spoiled") { ${LEFTOVER} } }`,
      variables: { id: await freshLeftover(f) },
    }),
  },
  {
    operation: "Mutation.planLeftover",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!, $date: String!) { planLeftover(id: $id, date: $date, slot: "dinner", portions: 1) { ${LEFTOVER} } }`,
      variables: { id: await leftoverOf(f), date: today() },
    }),
  },
  {
    operation: "Subscription.leftoversChanged",
    access: "signedIn",
    note: "the caller's own household's leftovers",
    call: () => ({
      query: `subscription ($since: Int) { leftoversChanged(since: $since) { sequence type sourceClientId leftover { ${LEFTOVER} } } }`,
      variables: { since: 0 },
    }),
    trigger: (f) => freshLeftover(f),
  },
];
