import { graphql } from "../../gql";

export const PantryItemFieldsFragment = graphql(`
  fragment PantryItemFields on PantryItem {
    id
    productId
    name
    category
    quantity
    unit
    location
    purchasedOn
    expiresOn
    expiryKind
    openedOn
    pricePaid
    store
    notes
    status
    used
    value
    expiryState
    daysLeft
    sourceShoppingItemId
    lastActionId
    lastActionKind
    revision
    createdAt
    updatedAt
  }
`);

export const PantrySettingsFieldsFragment = graphql(`
  fragment PantrySettingsFields on PantrySettings {
    expiryWindowDays
    defaultLocation
    purchaseMode
    expiryDigest
    customLocations
    locations
  }
`);

/** The household's pantry with its settings and the sync point the live feed resumes from. */
export const PantryQuery = graphql(`
  query Pantry {
    pantrySyncPoint
    pantrySettings {
      ...PantrySettingsFields
    }
    pantryItems {
      ...PantryItemFields
    }
    pantryProposals {
      id
      shoppingItemId
      name
      quantity
      unit
      location
      expiresOn
      pricePaid
      store
    }
  }
`);

export const PantryItemQuery = graphql(`
  query PantryItem($id: ID!) {
    pantryItem(id: $id) {
      ...PantryItemFields
    }
    pantrySettings {
      ...PantrySettingsFields
    }
  }
`);

export const PantryExpiringCountQuery = graphql(`
  query PantryExpiringCount {
    pantryExpiringCount
    pantrySettings {
      expiryWindowDays
    }
  }
`);

export const PantryCostHistoryQuery = graphql(`
  query PantryCostHistory($itemId: ID, $productId: ID) {
    pantryCostHistory(itemId: $itemId, productId: $productId) {
      productId
      name
      unit
      points {
        itemId
        paidOn
        store
        quantity
        unit
        pricePaid
        unitPrice
      }
      stores {
        store
        count
        lowestUnitPrice
        lastUnitPrice
        lastPaidOn
      }
      lowest {
        paidOn
        store
        unitPrice
      }
      last {
        paidOn
        store
        unitPrice
      }
    }
  }
`);

export const PantryChangedSubscription = graphql(`
  subscription PantryChanged($since: Int) {
    pantryChanged(since: $since) {
      sequence
      type
      itemId
      sourceClientId
      items {
        ...PantryItemFields
      }
    }
  }
`);

export const AddPantryItemMutation = graphql(`
  mutation AddPantryItem($input: AddPantryItemInput!, $idempotencyKey: String) {
    addPantryItem(input: $input, idempotencyKey: $idempotencyKey) {
      ...PantryItemFields
    }
  }
`);

export const EditPantryItemMutation = graphql(`
  mutation EditPantryItem($id: ID!, $input: EditPantryItemInput!, $idempotencyKey: String) {
    editPantryItem(id: $id, input: $input, idempotencyKey: $idempotencyKey) {
      ...PantryItemFields
    }
  }
`);

export const ConsumePantryItemMutation = graphql(`
  mutation ConsumePantryItem($id: ID!, $quantity: Float, $idempotencyKey: String) {
    consumePantryItem(id: $id, quantity: $quantity, idempotencyKey: $idempotencyKey) {
      ...PantryItemFields
    }
  }
`);

export const OpenPantryItemMutation = graphql(`
  mutation OpenPantryItem($id: ID!, $idempotencyKey: String) {
    openPantryItem(id: $id, idempotencyKey: $idempotencyKey) {
      ...PantryItemFields
    }
  }
`);

export const MovePantryItemMutation = graphql(`
  mutation MovePantryItem($id: ID!, $location: String!, $idempotencyKey: String) {
    movePantryItem(id: $id, location: $location, idempotencyKey: $idempotencyKey) {
      ...PantryItemFields
    }
  }
`);

export const DiscardPantryItemMutation = graphql(`
  mutation DiscardPantryItem($id: ID!, $reason: String!, $quantity: Float, $idempotencyKey: String) {
    discardPantryItem(id: $id, reason: $reason, quantity: $quantity, idempotencyKey: $idempotencyKey) {
      ...PantryItemFields
    }
  }
`);

export const UndoPantryActionMutation = graphql(`
  mutation UndoPantryAction($id: ID!, $actionId: String, $idempotencyKey: String) {
    undoPantryAction(id: $id, actionId: $actionId, idempotencyKey: $idempotencyKey) {
      ...PantryItemFields
    }
  }
`);

export const RemovePantryItemMutation = graphql(`
  mutation RemovePantryItem($id: ID!, $idempotencyKey: String) {
    removePantryItem(id: $id, idempotencyKey: $idempotencyKey)
  }
`);

export const UpdatePantrySettingsMutation = graphql(`
  mutation UpdatePantrySettings($input: PantrySettingsInput!) {
    updatePantrySettings(input: $input) {
      ...PantrySettingsFields
    }
  }
`);

export const AcceptPantryProposalMutation = graphql(`
  mutation AcceptPantryProposal($id: ID!, $idempotencyKey: String) {
    acceptPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {
      proposalId
      item {
        ...PantryItemFields
      }
    }
  }
`);

export const DismissPantryProposalMutation = graphql(`
  mutation DismissPantryProposal($id: ID!, $idempotencyKey: String) {
    dismissPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {
      proposalId
    }
  }
`);

/** Names the household bought or kept before, suggested as you type (spec: entries without an id or name are dropped). */
export const PantryNameSuggestionsQuery = graphql(`
  query PantryNameSuggestions {
    productsEnhanced {
      id
      name
      category
    }
  }
`);

/** What the add-item screen needs of a catalogue product: its unit and how long it keeps where. */
export const PantryProductFieldsFragment = graphql(`
  fragment PantryProductFields on Product {
    id
    name
    brand
    category
    defaultUnit
    shelfLifeDays {
      pantry
      fridge
      freezer
    }
  }
`);

export const PantryProductSearchQuery = graphql(`
  query PantryProductSearch($search: String!, $limit: Int) {
    products(search: $search, offset: 0, limit: $limit) {
      total
      items {
        ...PantryProductFields
      }
    }
  }
`);

export const PantryProductQuery = graphql(`
  query PantryProduct($id: ID!) {
    product(id: $id) {
      ...PantryProductFields
    }
  }
`);

export const PantryBarcodeLookupMutation = graphql(`
  mutation PantryBarcodeLookup($barcode: String!, $idempotencyKey: String) {
    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {
      barcode
      source
      product {
        ...PantryProductFields
      }
    }
  }
`);
