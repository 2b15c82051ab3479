import { graphql } from "../../gql";

export const ProductFieldsFragment = graphql(`
  fragment ProductFields on Product {
    id
    name
    brand
    category
    subcategory
    barcodes
    defaultUnit
    packageSize {
      quantity
      unit
    }
    shelfLifeDays {
      pantry
      fridge
      freezer
      opened
    }
    nutritionPer100 {
      basis
      energyKcal
      proteinG
      carbohydrateG
      sugarsG
      fatG
      saturatedFatG
      fibreG
      saltG
      sodiumMg
    }
    allergens
    dietTags
    densityGPerMl
    status
    verified
    mine
    editable
    rejectionReason
    mergedInto
    source {
      kind
      ref
    }
    thumbnailUrl
    imageUrl
    revision
    createdAt
    updatedAt
    verifiedAt
  }
`);

export const ProductsQuery = graphql(`
  query Products(
    $search: String
    $category: String
    $dietTags: [String!]
    $withoutAllergens: [String!]
    $mine: Boolean
    $offset: Int
    $limit: Int
  ) {
    products(
      search: $search
      category: $category
      dietTags: $dietTags
      withoutAllergens: $withoutAllergens
      mine: $mine
      offset: $offset
      limit: $limit
    ) {
      total
      offset
      items {
        ...ProductFields
      }
    }
    productCategories {
      name
      count
    }
    productsSyncPoint
  }
`);

export const ProductQuery = graphql(`
  query Product($id: ID!) {
    product(id: $id) {
      ...ProductFields
    }
  }
`);

export const ProductModerationQueueQuery = graphql(`
  query ProductModerationQueue {
    productModerationQueue {
      ...ProductFields
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: CreateProductInput!, $idempotencyKey: String) {
    createProduct(input: $input, idempotencyKey: $idempotencyKey) {
      ...ProductFields
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $idempotencyKey: String) {
    updateProduct(id: $id, input: $input, idempotencyKey: $idempotencyKey) {
      ...ProductFields
    }
  }
`);

export const VerifyProductMutation = graphql(`
  mutation VerifyProduct($id: ID!, $idempotencyKey: String) {
    verifyProduct(id: $id, idempotencyKey: $idempotencyKey) {
      ...ProductFields
    }
  }
`);

export const RejectProductMutation = graphql(`
  mutation RejectProduct($id: ID!, $reason: String!, $idempotencyKey: String) {
    rejectProduct(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {
      ...ProductFields
    }
  }
`);

export const MergeProductsMutation = graphql(`
  mutation MergeProducts($duplicateId: ID!, $intoId: ID!, $idempotencyKey: String) {
    mergeProducts(duplicateId: $duplicateId, intoId: $intoId, idempotencyKey: $idempotencyKey) {
      ...ProductFields
    }
  }
`);

export const LookupBarcodeMutation = graphql(`
  mutation LookupBarcode($barcode: String!, $idempotencyKey: String) {
    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {
      barcode
      source
      product {
        ...ProductFields
      }
    }
  }
`);

export const ProductsChangedSubscription = graphql(`
  subscription ProductsChanged($since: Int) {
    productsChanged(since: $since) {
      sequence
      type
      productId
      mergedInto
      sourceClientId
      product {
        ...ProductFields
      }
    }
  }
`);

export const ProductsSyncPointQuery = graphql(`
  query ProductsSyncPoint {
    productsSyncPoint
  }
`);

export const ProductCommunityPriceQuery = graphql(`
  query ProductCommunityPrice($productId: ID!) {
    productCommunityPrice(productId: $productId) {
      productId
      minimumHouseholds
      since
      enough
      households
      unit
      lowestUnitPrice
      medianUnitPrice
      highestUnitPrice
    }
  }
`);
