import type { TenantEntry } from "./tenant.js";

const LIST = "id name status items { id name }";
const ITEM_RESULT = "item { id name } lists { id name }";
const rename = (f: { listId: string; unique(l: string): string }) => ({
  query: "mutation ($id: ID!, $name: String!) { renameShoppingList(id: $id, name: $name) { id } }",
  variables: { id: f.listId, name: f.unique("A renamed") },
});

export const entries: TenantEntry[] = [
  { operation: "Query.shoppingLists", access: "signedIn", call: () => ({ query: `{ shoppingLists { ${LIST} } }` }) },
  {
    operation: "Query.shoppingList",
    access: "household",
    call: (f) => ({ query: `query ($id: ID!) { shoppingList(id: $id) { ${LIST} } }`, variables: { id: f.listId } }),
  },
  { operation: "Query.shoppingSyncPoint", access: "signedIn", call: () => ({ query: "{ shoppingSyncPoint }" }), note: "answers the caller's own household's sequence, never A's" },
  { operation: "Query.productsEnhanced", access: "signedIn", call: () => ({ query: "{ productsEnhanced { name } }" }) },
  {
    operation: "Mutation.createShoppingList",
    access: "signedIn",
    note: "creates a list in the caller's own household",
    call: (f) => ({
      query: "mutation ($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id name } }",
      variables: { input: { name: f.unique("Own list") } },
    }),
  },
  { operation: "Mutation.renameShoppingList", access: "household", call: rename },
  {
    operation: "Mutation.archiveShoppingList",
    access: "household",
    call: async (f) => ({
      query: "mutation ($id: ID!) { archiveShoppingList(id: $id) { id status } }",
      variables: { id: (await f.freshList()).listId },
    }),
  },
  {
    operation: "Mutation.restoreShoppingList",
    access: "household",
    call: async (f) => {
      const { listId } = await f.freshList();
      await f.ownerGql("mutation ($id: ID!) { archiveShoppingList(id: $id) { id } }", { id: listId });
      return { query: "mutation ($id: ID!) { restoreShoppingList(id: $id) { id status } }", variables: { id: listId } };
    },
  },
  {
    operation: "Mutation.deleteShoppingList",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteShoppingList(id: $id) }", variables: { id: (await f.freshList()).listId } }),
  },
  {
    operation: "Mutation.reorderShoppingItems",
    access: "household",
    call: (f) => ({
      query: "mutation ($listId: ID!, $itemIds: [ID!]!) { reorderShoppingItems(listId: $listId, itemIds: $itemIds) { id items { id } } }",
      variables: { listId: f.listId, itemIds: [f.itemId] },
    }),
  },
  {
    operation: "Mutation.addShoppingItem",
    access: "household",
    call: (f) => ({
      query: `mutation ($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { ${ITEM_RESULT} } }`,
      variables: { listId: f.listId, input: { name: f.unique("Added") } },
    }),
  },
  {
    operation: "Mutation.updateShoppingItem",
    access: "household",
    call: (f) => ({
      query: `mutation ($itemId: ID!, $input: UpdateShoppingItemInput!) { updateShoppingItem(itemId: $itemId, input: $input) { ${ITEM_RESULT} } }`,
      variables: { itemId: f.itemId, input: { notes: f.unique("note") } },
    }),
  },
  {
    operation: "Mutation.toggleShoppingItem",
    access: "household",
    call: (f) => ({
      query: `mutation ($itemId: ID!) { toggleShoppingItem(itemId: $itemId) { ${ITEM_RESULT} } }`,
      variables: { itemId: f.itemId },
    }),
  },
  {
    operation: "Mutation.moveShoppingItem",
    access: "household",
    call: async (f) => ({
      query: `mutation ($itemId: ID!, $to: ID!) { moveShoppingItem(itemId: $itemId, destinationListId: $to) { ${ITEM_RESULT} } }`,
      variables: { itemId: (await f.freshList()).itemId, to: f.secondListId },
    }),
  },
  {
    operation: "Mutation.removeShoppingItem",
    access: "household",
    call: async (f) => ({
      query: `mutation ($itemId: ID!) { removeShoppingItem(itemId: $itemId) { ${ITEM_RESULT} } }`,
      variables: { itemId: (await f.freshList()).itemId },
    }),
  },
  {
    operation: "Subscription.shoppingListsChanged",
    access: "signedIn",
    call: () => ({
      query: "subscription ($since: Int) { shoppingListsChanged(since: $since) { sequence type listId actorId lists { id name } items { id name } removedItemIds } }",
      variables: { since: 0 },
    }),
    trigger: (f) => f.ownerGql(rename(f).query, rename(f).variables),
  },
  {
    operation: "Subscription.shoppingListChanged",
    access: "household",
    call: (f) => ({
      query: "subscription ($id: ID!, $since: Int) { shoppingListChanged(listId: $id, since: $since) { sequence type listId actorId lists { id name items { name } } items { id name } removedItemIds } }",
      variables: { id: f.listId, since: 0 },
    }),
    trigger: (f) => f.ownerGql(rename(f).query, rename(f).variables),
  },

  { route: "GET /shopping-lists", access: "signedIn", call: () => ({}) },
  { route: "POST /shopping-lists", access: "signedIn", call: (f) => ({ body: { name: f.unique("Own list") } }) },
  { route: "GET /shopping-lists/:listId", access: "household", call: (f) => ({ params: { listId: f.listId } }) },
  {
    route: "PATCH /shopping-lists/:listId",
    access: "household",
    call: (f) => ({ params: { listId: f.listId }, body: { name: f.unique("A renamed") } }),
  },
  { route: "DELETE /shopping-lists/:listId", access: "household", call: async (f) => ({ params: { listId: (await f.freshList()).listId } }) },
  { route: "POST /shopping-lists/:listId/archive", access: "household", call: async (f) => ({ params: { listId: (await f.freshList()).listId } }) },
  {
    route: "POST /shopping-lists/:listId/restore",
    access: "household",
    call: async (f) => {
      const { listId } = await f.freshList();
      await f.ownerGql("mutation ($id: ID!) { archiveShoppingList(id: $id) { id } }", { id: listId });
      return { params: { listId } };
    },
  },
  {
    route: "POST /shopping-lists/:listId/items",
    access: "household",
    call: (f) => ({ params: { listId: f.listId }, body: { name: f.unique("Added") } }),
  },
  {
    route: "POST /shopping-lists/:listId/items/reorder",
    access: "household",
    call: (f) => ({ params: { listId: f.listId }, body: { itemIds: [f.itemId] } }),
  },
  {
    route: "PATCH /shopping-lists/:listId/items/:itemId/toggle",
    access: "household",
    call: (f) => ({ params: { listId: f.listId, itemId: f.itemId } }),
  },
  ...(["store", "aisle", "department"] as const).map(
    (field): TenantEntry => ({
      route: `PATCH /shopping-lists/:listId/items/:itemId/${field}`,
      access: "household",
      call: (f) => ({ params: { listId: f.listId, itemId: f.itemId }, body: { [field]: f.unique(field) } }),
    }),
  ),
  {
    route: "PATCH /shopping-lists/:listId/items/:itemId",
    access: "household",
    call: (f) => ({ params: { listId: f.listId, itemId: f.itemId }, body: { notes: f.unique("note") } }),
  },
  {
    route: "DELETE /shopping-lists/:listId/items/:itemId",
    access: "household",
    call: async (f) => ({ params: await f.freshList() }),
  },
  {
    route: "POST /shopping-lists/:sourceListId/items/:itemId/move",
    access: "household",
    call: async (f) => {
      const { listId, itemId } = await f.freshList();
      return { params: { sourceListId: listId, itemId }, body: { destinationListId: f.secondListId } };
    },
  },
  { route: "GET /products-enhanced", access: "signedIn", call: () => ({}) },
];
