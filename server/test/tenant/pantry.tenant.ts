import type { Fixture, TenantEntry } from "./tenant.js";

const ITEM = "id name quantity location status notes store";

/** A new pantry item of A (5 of it, with a price and a store), marked as A's. */
async function freshItem(f: Fixture): Promise<string> {
  const name = `Pantry ${f.mark} ${f.unique("item")}`;
  const data = (await f.ownerGql(
    "mutation ($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }",
    { input: { name, quantity: 5, unit: "pcs", pricePaid: 4.5, store: `Store ${f.mark}` } },
  )) as { addPantryItem: { id: string } };
  return f.remember(data.addPantryItem.id, name);
}

/** A's pending product (only A's people may see it), one per run. */
const pendingProducts = new Map<string, Promise<string>>();
const pendingProductOf = (f: Fixture) => {
  let made = pendingProducts.get(f.householdId);
  if (!made) {
    made = (async () => {
      const name = `Pantry product ${f.mark} ${f.unique("p")}`;
      const data = (await f.ownerGql("mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }", { input: { name } })) as {
        createProduct: { id: string };
      };
      return f.remember(data.createProduct.id, name);
    })();
    pendingProducts.set(f.householdId, made);
  }
  return made;
};

/** One item of A per run, for calls that leave it usable. */
const items = new Map<string, Promise<string>>();
const itemOf = (f: Fixture) => {
  let item = items.get(f.householdId);
  if (!item) items.set(f.householdId, (item = freshItem(f)));
  return item;
};

/**
 * A new purchase waiting to be added to A's pantry: A's holder switches the pantry to proposing,
 * buys an item of a new shopping list, and switches back to adding (so other entries' purchases
 * still add). The proposal's id is the shopping item's.
 */
async function freshProposal(f: Fixture): Promise<string> {
  const setMode = (mode: string) =>
    f.ownerGql("mutation ($mode: String!) { updatePantrySettings(input: { purchaseMode: $mode }) { purchaseMode } }", { mode });
  const list = (await f.ownerGql("mutation ($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }", {
    input: { name: `Proposals ${f.mark} ${f.unique("list")}` },
  })) as { createShoppingList: { id: string } };
  const name = `Bought ${f.mark} ${f.unique("buy")}`;
  const added = (await f.ownerGql(
    "mutation ($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id } } }",
    { listId: list.createShoppingList.id, input: { name } },
  )) as { addShoppingItem: { item: { id: string } } };
  const itemId = added.addShoppingItem.item.id;
  f.remember(list.createShoppingList.id, itemId, name);
  await setMode("propose");
  try {
    await f.ownerGql("mutation ($id: ID!) { toggleShoppingItem(itemId: $id) { item { id } } }", { id: itemId });
  } finally {
    await setMode("automatic");
  }
  const proposals = (await f.ownerGql("{ pantryProposals { id shoppingItemId } }")) as { pantryProposals: { id: string; shoppingItemId: string }[] };
  const proposal = proposals.pantryProposals.find((p) => p.shoppingItemId === itemId);
  if (!proposal) throw new Error("no pantry proposal for A's purchase");
  return f.remember(proposal.id);
}

/** One waiting proposal of A per run, for the read of proposals. */
const proposals = new Map<string, Promise<string>>();
function proposalOnce(f: Fixture): Promise<string> {
  let proposal = proposals.get(f.householdId);
  if (!proposal) proposals.set(f.householdId, (proposal = freshProposal(f)));
  return proposal;
}

const editNotes = async (f: Fixture) => ({
  query: `mutation ($id: ID!, $input: EditPantryItemInput!) { editPantryItem(id: $id, input: $input) { ${ITEM} } }`,
  variables: { id: await itemOf(f), input: { notes: f.unique("note") } },
});

export const entries: TenantEntry[] = [
  { operation: "Query.pantryItems", access: "signedIn", call: () => ({ query: `{ pantryItems(includeFinished: true) { ${ITEM} } }` }) },
  {
    operation: "Query.pantryItem",
    access: "household",
    call: async (f) => ({ query: `query ($id: ID!) { pantryItem(id: $id) { ${ITEM} } }`, variables: { id: await itemOf(f) } }),
  },
  { operation: "Query.pantrySyncPoint", access: "signedIn", call: () => ({ query: "{ pantrySyncPoint }" }), note: "the caller's own household's sequence" },
  {
    operation: "Query.pantrySettings",
    access: "signedIn",
    call: () => ({ query: "{ pantrySettings { expiryWindowDays defaultLocation purchaseMode customLocations locations } }" }),
  },
  { operation: "Query.pantryExpiringCount", access: "signedIn", call: () => ({ query: "{ pantryExpiringCount }" }) },
  {
    operation: "Query.pantryProposals",
    access: "signedIn",
    note: "the caller's own household's proposals; A has one waiting, which nobody else may see",
    call: async (f) => {
      await proposalOnce(f);
      return { query: "{ pantryProposals { id shoppingItemId name store } }" };
    },
  },
  {
    operation: "Query.pantryCostHistory",
    access: "household",
    call: async (f) => ({
      query: "query ($id: ID) { pantryCostHistory(itemId: $id) { productId name points { itemId store pricePaid } stores { store } } }",
      variables: { id: await itemOf(f) },
    }),
  },
  {
    operation: "Query.productCommunityPrice",
    access: "household",
    note: "on A's pending product; a verified product's aggregate is everyone's by design and names no household",
    call: async (f) => ({
      query: "query ($id: ID!) { productCommunityPrice(productId: $id) { productId enough households unit medianUnitPrice } }",
      variables: { id: await pendingProductOf(f) },
    }),
  },

  {
    operation: "Mutation.addPantryItem",
    access: "signedIn",
    note: "adds to the caller's own pantry; given A's item id, only A's people get A's item back",
    call: async (f) => ({
      query: `mutation ($input: AddPantryItemInput!) { addPantryItem(input: $input) { ${ITEM} } }`,
      variables: { input: { id: await itemOf(f), name: f.unique("Own item"), quantity: 1 } },
    }),
  },
  { operation: "Mutation.editPantryItem", access: "household", call: editNotes },
  {
    operation: "Mutation.consumePantryItem",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { consumePantryItem(id: $id, quantity: 1) { ${ITEM} } }`,
      variables: { id: await freshItem(f) },
    }),
  },
  {
    operation: "Mutation.openPantryItem",
    access: "household",
    call: async (f) => ({ query: `mutation ($id: ID!) { openPantryItem(id: $id) { ${ITEM} openedOn } }`, variables: { id: await freshItem(f) } }),
  },
  {
    operation: "Mutation.movePantryItem",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { movePantryItem(id: $id, location: "fridge") { ${ITEM} } }`,
      variables: { id: await freshItem(f) },
    }),
  },
  {
    operation: "Mutation.discardPantryItem",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { discardPantryItem(id: $id, reason: "spoiled", quantity: 2) { ${ITEM} } }`,
      variables: { id: await freshItem(f) },
    }),
  },
  {
    operation: "Mutation.undoPantryAction",
    access: "household",
    call: async (f) => {
      const id = await freshItem(f);
      await f.ownerGql("mutation ($id: ID!) { consumePantryItem(id: $id, quantity: 1) { id } }", { id });
      return { query: `mutation ($id: ID!) { undoPantryAction(id: $id) { ${ITEM} } }`, variables: { id } };
    },
  },
  {
    operation: "Mutation.removePantryItem",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { removePantryItem(id: $id) }", variables: { id: await freshItem(f) } }),
  },
  {
    operation: "Mutation.updatePantrySettings",
    access: "signedIn",
    note: "changes the caller's own household's settings",
    call: () => ({
      query: "mutation { updatePantrySettings(input: { expiryWindowDays: 4 }) { expiryWindowDays purchaseMode customLocations } }",
    }),
  },
  {
    operation: "Mutation.acceptPantryProposal",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { acceptPantryProposal(id: $id) { proposalId item { ${ITEM} } } }`,
      variables: { id: await freshProposal(f) },
    }),
  },
  {
    operation: "Mutation.dismissPantryProposal",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { dismissPantryProposal(id: $id) { proposalId item { id } } }`,
      variables: { id: await freshProposal(f) },
    }),
  },

  {
    operation: "Subscription.pantryChanged",
    access: "signedIn",
    note: "the caller's own household's pantry feed; A's changes reach A's people only",
    call: () => ({
      query: "subscription ($since: Int) { pantryChanged(since: $since) { sequence type itemId actorId items { id name notes } } }",
      variables: { since: 0 },
    }),
    trigger: async (f) => {
      const { query, variables } = await editNotes(f);
      return f.ownerGql(query, variables);
    },
  },
];
