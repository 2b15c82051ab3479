import { graphql } from "../../gql";

export const ShoppingItemFieldsFragment = graphql(`
  fragment ShoppingItemFields on ShoppingItem {
    id
    listId
    name
    category
    quantity
    estimatedPrice
    actualPrice
    orderPosition
    store
    aisle
    department
    notes
    completedAt
    purchased
    revision
    createdAt
    updatedAt
  }
`);

export const ShoppingListFieldsFragment = graphql(`
  fragment ShoppingListFields on ShoppingList {
    id
    name
    status
    revision
    createdAt
    updatedAt
    items {
      ...ShoppingItemFields
    }
  }
`);

/** Every list of the household (the screen filters by status itself, so offline filtering works too). */
export const ShoppingListsQuery = graphql(`
  query ShoppingLists {
    shoppingSyncPoint
    shoppingLists(status: all) {
      ...ShoppingListFields
    }
  }
`);

export const ProductSuggestionsQuery = graphql(`
  query ProductSuggestions {
    productsEnhanced {
      id
      name
      category
      useCount
    }
  }
`);

/**
 * Every change to the household's lists, as a change to what the cache holds: the touched lists' own
 * fields and the touched item (or that it is gone), never whole lists, so a change costs the same on
 * a list of five items and one of five hundred (see `applyLiveChange`).
 */
export const ShoppingListsChangedSubscription = graphql(`
  subscription ShoppingListsChanged($since: Int) {
    shoppingListsChanged(since: $since) {
      sequence
      type
      listId
      itemId
      sourceClientId
      lists {
        id
        name
        status
        revision
        createdAt
        updatedAt
      }
      deletedListIds
      items {
        ...ShoppingItemFields
      }
      removedItemIds
    }
  }
`);

export const CreateShoppingListMutation = graphql(`
  mutation CreateShoppingList($input: CreateShoppingListInput!, $idempotencyKey: String) {
    createShoppingList(input: $input, idempotencyKey: $idempotencyKey) {
      ...ShoppingListFields
    }
  }
`);

export const RenameShoppingListMutation = graphql(`
  mutation RenameShoppingList($id: ID!, $name: String!, $idempotencyKey: String) {
    renameShoppingList(id: $id, name: $name, idempotencyKey: $idempotencyKey) {
      ...ShoppingListFields
    }
  }
`);

export const ArchiveShoppingListMutation = graphql(`
  mutation ArchiveShoppingList($id: ID!, $idempotencyKey: String) {
    archiveShoppingList(id: $id, idempotencyKey: $idempotencyKey) {
      ...ShoppingListFields
    }
  }
`);

export const RestoreShoppingListMutation = graphql(`
  mutation RestoreShoppingList($id: ID!, $idempotencyKey: String) {
    restoreShoppingList(id: $id, idempotencyKey: $idempotencyKey) {
      ...ShoppingListFields
    }
  }
`);

export const DeleteShoppingListMutation = graphql(`
  mutation DeleteShoppingList($id: ID!, $idempotencyKey: String) {
    deleteShoppingList(id: $id, idempotencyKey: $idempotencyKey)
  }
`);

export const ReorderShoppingItemsMutation = graphql(`
  mutation ReorderShoppingItems($listId: ID!, $itemIds: [ID!]!, $idempotencyKey: String) {
    reorderShoppingItems(listId: $listId, itemIds: $itemIds, idempotencyKey: $idempotencyKey) {
      ...ShoppingListFields
    }
  }
`);

/**
 * The item commands answer the item alone (null once removed), whatever the length of its list: the
 * outbox puts it into the cached lists (`writeAnsweredItem`), and the lists themselves change only
 * with the live feed, in household order.
 */
export const AddShoppingItemMutation = graphql(`
  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {
    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {
      item {
        ...ShoppingItemFields
      }
    }
  }
`);

export const UpdateShoppingItemMutation = graphql(`
  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {
    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {
      item {
        ...ShoppingItemFields
      }
    }
  }
`);

export const ToggleShoppingItemMutation = graphql(`
  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {
    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {
      item {
        ...ShoppingItemFields
      }
    }
  }
`);

export const MoveShoppingItemMutation = graphql(`
  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {
    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {
      item {
        ...ShoppingItemFields
      }
    }
  }
`);

export const RemoveShoppingItemMutation = graphql(`
  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {
    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {
      item {
        ...ShoppingItemFields
      }
    }
  }
`);

export const ShoppingBudgetQuery = graphql(`
  query ShoppingBudget {
    budgetMonth {
      month
      total {
        limit
        spent
        remaining
      }
    }
  }
`);
