/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n": typeof types.ShellViewerDocument,
    "\n  fragment BugReportFields on BugReport {\n    id\n    title\n    description\n    stepsToReproduce\n    expectedBehavior\n    actualBehavior\n    severity\n    category\n    status\n    email\n    reporterUserId\n    userAgent\n    url\n    viewportWidth\n    viewportHeight\n    clientTimestamp\n    submittedAt\n    resolvedAt\n    screenshotUrl\n    screenshotContentType\n  }\n": typeof types.BugReportFieldsFragmentDoc,
    "\n  query BugReports($status: BugReportStatus, $severity: BugReportSeverity) {\n    bugReports(status: $status, severity: $severity) {\n      ...BugReportFields\n    }\n  }\n": typeof types.BugReportsDocument,
    "\n  mutation ResolveBugReport($id: ID!) {\n    resolveBugReport(id: $id) {\n      ...BugReportFields\n    }\n  }\n": typeof types.ResolveBugReportDocument,
    "\n  query AppConfig {\n    appConfig {\n      googleClientId\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n  }\n": typeof types.FamilyMemberFieldsFragmentDoc,
    "\n  query FamilyMembers {\n    familyMembers {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.FamilyMembersDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.AddFamilyMemberDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.UpdateFamilyMemberDocument,
    "\n  mutation DeactivateFamilyMember($id: ID!) {\n    deactivateFamilyMember(id: $id) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.DeactivateFamilyMemberDocument,
    "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": typeof types.InviteFamilyMemberDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n": typeof types.HomeViewerDocument,
    "\n  fragment ProductFields on Product {\n    id\n    name\n    brand\n    category\n    subcategory\n    barcodes\n    defaultUnit\n    packageSize {\n      quantity\n      unit\n    }\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n      opened\n    }\n    nutritionPer100 {\n      basis\n      energyKcal\n      proteinG\n      carbohydrateG\n      sugarsG\n      fatG\n      saturatedFatG\n      fibreG\n      saltG\n      sodiumMg\n    }\n    allergens\n    dietTags\n    densityGPerMl\n    status\n    verified\n    mine\n    editable\n    rejectionReason\n    mergedInto\n    source {\n      kind\n      ref\n    }\n    thumbnailUrl\n    imageUrl\n    revision\n    createdAt\n    updatedAt\n    verifiedAt\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  query Products(\n    $search: String\n    $category: String\n    $dietTags: [String!]\n    $withoutAllergens: [String!]\n    $mine: Boolean\n    $offset: Int\n    $limit: Int\n  ) {\n    products(\n      search: $search\n      category: $category\n      dietTags: $dietTags\n      withoutAllergens: $withoutAllergens\n      mine: $mine\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      items {\n        ...ProductFields\n      }\n    }\n    productCategories {\n      name\n      count\n    }\n    productsSyncPoint\n  }\n": typeof types.ProductsDocument,
    "\n  query Product($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductDocument,
    "\n  query ProductModerationQueue {\n    productModerationQueue {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductModerationQueueDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!, $idempotencyKey: String) {\n    createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $idempotencyKey: String) {\n    updateProduct(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation VerifyProduct($id: ID!, $idempotencyKey: String) {\n    verifyProduct(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": typeof types.VerifyProductDocument,
    "\n  mutation RejectProduct($id: ID!, $reason: String!, $idempotencyKey: String) {\n    rejectProduct(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": typeof types.RejectProductDocument,
    "\n  mutation MergeProducts($duplicateId: ID!, $intoId: ID!, $idempotencyKey: String) {\n    mergeProducts(duplicateId: $duplicateId, intoId: $intoId, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": typeof types.MergeProductsDocument,
    "\n  mutation LookupBarcode($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.LookupBarcodeDocument,
    "\n  subscription ProductsChanged($since: Int) {\n    productsChanged(since: $since) {\n      sequence\n      type\n      productId\n      mergedInto\n      sourceClientId\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.ProductsChangedDocument,
    "\n  query ProductsSyncPoint {\n    productsSyncPoint\n  }\n": typeof types.ProductsSyncPointDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.SetMealPlanViewDocument,
    "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n": typeof types.MealPlanViewChangedDocument,
    "\n  fragment ShoppingItemFields on ShoppingItem {\n    id\n    listId\n    name\n    category\n    quantity\n    estimatedPrice\n    actualPrice\n    orderPosition\n    store\n    aisle\n    department\n    notes\n    completedAt\n    purchased\n    revision\n    createdAt\n    updatedAt\n  }\n": typeof types.ShoppingItemFieldsFragmentDoc,
    "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    name\n    status\n    revision\n    createdAt\n    updatedAt\n    items {\n      ...ShoppingItemFields\n    }\n  }\n": typeof types.ShoppingListFieldsFragmentDoc,
    "\n  query ShoppingLists {\n    shoppingSyncPoint\n    shoppingLists(status: all) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.ShoppingListsDocument,
    "\n  query ProductSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n      useCount\n    }\n  }\n": typeof types.ProductSuggestionsDocument,
    "\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        ...ShoppingListFields\n      }\n      deletedListIds\n    }\n  }\n": typeof types.ShoppingListsChangedDocument,
    "\n  mutation CreateShoppingList($input: CreateShoppingListInput!, $idempotencyKey: String) {\n    createShoppingList(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.CreateShoppingListDocument,
    "\n  mutation RenameShoppingList($id: ID!, $name: String!, $idempotencyKey: String) {\n    renameShoppingList(id: $id, name: $name, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.RenameShoppingListDocument,
    "\n  mutation ArchiveShoppingList($id: ID!, $idempotencyKey: String) {\n    archiveShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.ArchiveShoppingListDocument,
    "\n  mutation RestoreShoppingList($id: ID!, $idempotencyKey: String) {\n    restoreShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.RestoreShoppingListDocument,
    "\n  mutation DeleteShoppingList($id: ID!, $idempotencyKey: String) {\n    deleteShoppingList(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.DeleteShoppingListDocument,
    "\n  mutation ReorderShoppingItems($listId: ID!, $itemIds: [ID!]!, $idempotencyKey: String) {\n    reorderShoppingItems(listId: $listId, itemIds: $itemIds, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.ReorderShoppingItemsDocument,
    "\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": typeof types.AddShoppingItemDocument,
    "\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": typeof types.UpdateShoppingItemDocument,
    "\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": typeof types.ToggleShoppingItemDocument,
    "\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": typeof types.MoveShoppingItemDocument,
    "\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": typeof types.RemoveShoppingItemDocument,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": typeof types.SubscriptionStatusDocument,
    "\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n": typeof types.SubscriptionOfferDocument,
    "\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n": typeof types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": typeof types.CompleteTestCheckoutDocument,
};
const documents: Documents = {
    "\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n": types.ShellViewerDocument,
    "\n  fragment BugReportFields on BugReport {\n    id\n    title\n    description\n    stepsToReproduce\n    expectedBehavior\n    actualBehavior\n    severity\n    category\n    status\n    email\n    reporterUserId\n    userAgent\n    url\n    viewportWidth\n    viewportHeight\n    clientTimestamp\n    submittedAt\n    resolvedAt\n    screenshotUrl\n    screenshotContentType\n  }\n": types.BugReportFieldsFragmentDoc,
    "\n  query BugReports($status: BugReportStatus, $severity: BugReportSeverity) {\n    bugReports(status: $status, severity: $severity) {\n      ...BugReportFields\n    }\n  }\n": types.BugReportsDocument,
    "\n  mutation ResolveBugReport($id: ID!) {\n    resolveBugReport(id: $id) {\n      ...BugReportFields\n    }\n  }\n": types.ResolveBugReportDocument,
    "\n  query AppConfig {\n    appConfig {\n      googleClientId\n    }\n  }\n": types.AppConfigDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n  }\n": types.FamilyMemberFieldsFragmentDoc,
    "\n  query FamilyMembers {\n    familyMembers {\n      ...FamilyMemberFields\n    }\n  }\n": types.FamilyMembersDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": types.AddFamilyMemberDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": types.UpdateFamilyMemberDocument,
    "\n  mutation DeactivateFamilyMember($id: ID!) {\n    deactivateFamilyMember(id: $id) {\n      ...FamilyMemberFields\n    }\n  }\n": types.DeactivateFamilyMemberDocument,
    "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": types.InviteFamilyMemberDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n": types.HomeViewerDocument,
    "\n  fragment ProductFields on Product {\n    id\n    name\n    brand\n    category\n    subcategory\n    barcodes\n    defaultUnit\n    packageSize {\n      quantity\n      unit\n    }\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n      opened\n    }\n    nutritionPer100 {\n      basis\n      energyKcal\n      proteinG\n      carbohydrateG\n      sugarsG\n      fatG\n      saturatedFatG\n      fibreG\n      saltG\n      sodiumMg\n    }\n    allergens\n    dietTags\n    densityGPerMl\n    status\n    verified\n    mine\n    editable\n    rejectionReason\n    mergedInto\n    source {\n      kind\n      ref\n    }\n    thumbnailUrl\n    imageUrl\n    revision\n    createdAt\n    updatedAt\n    verifiedAt\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  query Products(\n    $search: String\n    $category: String\n    $dietTags: [String!]\n    $withoutAllergens: [String!]\n    $mine: Boolean\n    $offset: Int\n    $limit: Int\n  ) {\n    products(\n      search: $search\n      category: $category\n      dietTags: $dietTags\n      withoutAllergens: $withoutAllergens\n      mine: $mine\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      items {\n        ...ProductFields\n      }\n    }\n    productCategories {\n      name\n      count\n    }\n    productsSyncPoint\n  }\n": types.ProductsDocument,
    "\n  query Product($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": types.ProductDocument,
    "\n  query ProductModerationQueue {\n    productModerationQueue {\n      ...ProductFields\n    }\n  }\n": types.ProductModerationQueueDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!, $idempotencyKey: String) {\n    createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $idempotencyKey: String) {\n    updateProduct(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation VerifyProduct($id: ID!, $idempotencyKey: String) {\n    verifyProduct(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": types.VerifyProductDocument,
    "\n  mutation RejectProduct($id: ID!, $reason: String!, $idempotencyKey: String) {\n    rejectProduct(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": types.RejectProductDocument,
    "\n  mutation MergeProducts($duplicateId: ID!, $intoId: ID!, $idempotencyKey: String) {\n    mergeProducts(duplicateId: $duplicateId, intoId: $intoId, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n": types.MergeProductsDocument,
    "\n  mutation LookupBarcode($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": types.LookupBarcodeDocument,
    "\n  subscription ProductsChanged($since: Int) {\n    productsChanged(since: $since) {\n      sequence\n      type\n      productId\n      mergedInto\n      sourceClientId\n      product {\n        ...ProductFields\n      }\n    }\n  }\n": types.ProductsChangedDocument,
    "\n  query ProductsSyncPoint {\n    productsSyncPoint\n  }\n": types.ProductsSyncPointDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.SetMealPlanViewDocument,
    "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n": types.MealPlanViewChangedDocument,
    "\n  fragment ShoppingItemFields on ShoppingItem {\n    id\n    listId\n    name\n    category\n    quantity\n    estimatedPrice\n    actualPrice\n    orderPosition\n    store\n    aisle\n    department\n    notes\n    completedAt\n    purchased\n    revision\n    createdAt\n    updatedAt\n  }\n": types.ShoppingItemFieldsFragmentDoc,
    "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    name\n    status\n    revision\n    createdAt\n    updatedAt\n    items {\n      ...ShoppingItemFields\n    }\n  }\n": types.ShoppingListFieldsFragmentDoc,
    "\n  query ShoppingLists {\n    shoppingSyncPoint\n    shoppingLists(status: all) {\n      ...ShoppingListFields\n    }\n  }\n": types.ShoppingListsDocument,
    "\n  query ProductSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n      useCount\n    }\n  }\n": types.ProductSuggestionsDocument,
    "\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        ...ShoppingListFields\n      }\n      deletedListIds\n    }\n  }\n": types.ShoppingListsChangedDocument,
    "\n  mutation CreateShoppingList($input: CreateShoppingListInput!, $idempotencyKey: String) {\n    createShoppingList(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.CreateShoppingListDocument,
    "\n  mutation RenameShoppingList($id: ID!, $name: String!, $idempotencyKey: String) {\n    renameShoppingList(id: $id, name: $name, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.RenameShoppingListDocument,
    "\n  mutation ArchiveShoppingList($id: ID!, $idempotencyKey: String) {\n    archiveShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.ArchiveShoppingListDocument,
    "\n  mutation RestoreShoppingList($id: ID!, $idempotencyKey: String) {\n    restoreShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.RestoreShoppingListDocument,
    "\n  mutation DeleteShoppingList($id: ID!, $idempotencyKey: String) {\n    deleteShoppingList(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.DeleteShoppingListDocument,
    "\n  mutation ReorderShoppingItems($listId: ID!, $itemIds: [ID!]!, $idempotencyKey: String) {\n    reorderShoppingItems(listId: $listId, itemIds: $itemIds, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.ReorderShoppingItemsDocument,
    "\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": types.AddShoppingItemDocument,
    "\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": types.UpdateShoppingItemDocument,
    "\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": types.ToggleShoppingItemDocument,
    "\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": types.MoveShoppingItemDocument,
    "\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n": types.RemoveShoppingItemDocument,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": types.SubscriptionStatusDocument,
    "\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n": types.SubscriptionOfferDocument,
    "\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n": types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": types.CompleteTestCheckoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n"): (typeof documents)["\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BugReportFields on BugReport {\n    id\n    title\n    description\n    stepsToReproduce\n    expectedBehavior\n    actualBehavior\n    severity\n    category\n    status\n    email\n    reporterUserId\n    userAgent\n    url\n    viewportWidth\n    viewportHeight\n    clientTimestamp\n    submittedAt\n    resolvedAt\n    screenshotUrl\n    screenshotContentType\n  }\n"): (typeof documents)["\n  fragment BugReportFields on BugReport {\n    id\n    title\n    description\n    stepsToReproduce\n    expectedBehavior\n    actualBehavior\n    severity\n    category\n    status\n    email\n    reporterUserId\n    userAgent\n    url\n    viewportWidth\n    viewportHeight\n    clientTimestamp\n    submittedAt\n    resolvedAt\n    screenshotUrl\n    screenshotContentType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BugReports($status: BugReportStatus, $severity: BugReportSeverity) {\n    bugReports(status: $status, severity: $severity) {\n      ...BugReportFields\n    }\n  }\n"): (typeof documents)["\n  query BugReports($status: BugReportStatus, $severity: BugReportSeverity) {\n    bugReports(status: $status, severity: $severity) {\n      ...BugReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveBugReport($id: ID!) {\n    resolveBugReport(id: $id) {\n      ...BugReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveBugReport($id: ID!) {\n    resolveBugReport(id: $id) {\n      ...BugReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      googleClientId\n    }\n  }\n"): (typeof documents)["\n  query AppConfig {\n    appConfig {\n      googleClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n  }\n"): (typeof documents)["\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyMembers {\n    familyMembers {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  query FamilyMembers {\n    familyMembers {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateFamilyMember($id: ID!) {\n    deactivateFamilyMember(id: $id) {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateFamilyMember($id: ID!) {\n    deactivateFamilyMember(id: $id) {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    name\n    brand\n    category\n    subcategory\n    barcodes\n    defaultUnit\n    packageSize {\n      quantity\n      unit\n    }\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n      opened\n    }\n    nutritionPer100 {\n      basis\n      energyKcal\n      proteinG\n      carbohydrateG\n      sugarsG\n      fatG\n      saturatedFatG\n      fibreG\n      saltG\n      sodiumMg\n    }\n    allergens\n    dietTags\n    densityGPerMl\n    status\n    verified\n    mine\n    editable\n    rejectionReason\n    mergedInto\n    source {\n      kind\n      ref\n    }\n    thumbnailUrl\n    imageUrl\n    revision\n    createdAt\n    updatedAt\n    verifiedAt\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    id\n    name\n    brand\n    category\n    subcategory\n    barcodes\n    defaultUnit\n    packageSize {\n      quantity\n      unit\n    }\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n      opened\n    }\n    nutritionPer100 {\n      basis\n      energyKcal\n      proteinG\n      carbohydrateG\n      sugarsG\n      fatG\n      saturatedFatG\n      fibreG\n      saltG\n      sodiumMg\n    }\n    allergens\n    dietTags\n    densityGPerMl\n    status\n    verified\n    mine\n    editable\n    rejectionReason\n    mergedInto\n    source {\n      kind\n      ref\n    }\n    thumbnailUrl\n    imageUrl\n    revision\n    createdAt\n    updatedAt\n    verifiedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products(\n    $search: String\n    $category: String\n    $dietTags: [String!]\n    $withoutAllergens: [String!]\n    $mine: Boolean\n    $offset: Int\n    $limit: Int\n  ) {\n    products(\n      search: $search\n      category: $category\n      dietTags: $dietTags\n      withoutAllergens: $withoutAllergens\n      mine: $mine\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      items {\n        ...ProductFields\n      }\n    }\n    productCategories {\n      name\n      count\n    }\n    productsSyncPoint\n  }\n"): (typeof documents)["\n  query Products(\n    $search: String\n    $category: String\n    $dietTags: [String!]\n    $withoutAllergens: [String!]\n    $mine: Boolean\n    $offset: Int\n    $limit: Int\n  ) {\n    products(\n      search: $search\n      category: $category\n      dietTags: $dietTags\n      withoutAllergens: $withoutAllergens\n      mine: $mine\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      offset\n      items {\n        ...ProductFields\n      }\n    }\n    productCategories {\n      name\n      count\n    }\n    productsSyncPoint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  query Product($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductModerationQueue {\n    productModerationQueue {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  query ProductModerationQueue {\n    productModerationQueue {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!, $idempotencyKey: String) {\n    createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!, $idempotencyKey: String) {\n    createProduct(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $idempotencyKey: String) {\n    updateProduct(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: UpdateProductInput!, $idempotencyKey: String) {\n    updateProduct(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyProduct($id: ID!, $idempotencyKey: String) {\n    verifyProduct(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyProduct($id: ID!, $idempotencyKey: String) {\n    verifyProduct(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectProduct($id: ID!, $reason: String!, $idempotencyKey: String) {\n    rejectProduct(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectProduct($id: ID!, $reason: String!, $idempotencyKey: String) {\n    rejectProduct(id: $id, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeProducts($duplicateId: ID!, $intoId: ID!, $idempotencyKey: String) {\n    mergeProducts(duplicateId: $duplicateId, intoId: $intoId, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation MergeProducts($duplicateId: ID!, $intoId: ID!, $idempotencyKey: String) {\n    mergeProducts(duplicateId: $duplicateId, intoId: $intoId, idempotencyKey: $idempotencyKey) {\n      ...ProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LookupBarcode($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LookupBarcode($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProductsChanged($since: Int) {\n    productsChanged(since: $since) {\n      sequence\n      type\n      productId\n      mergedInto\n      sourceClientId\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ProductsChanged($since: Int) {\n    productsChanged(since: $since) {\n      sequence\n      type\n      productId\n      mergedInto\n      sourceClientId\n      product {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsSyncPoint {\n    productsSyncPoint\n  }\n"): (typeof documents)["\n  query ProductsSyncPoint {\n    productsSyncPoint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShoppingItemFields on ShoppingItem {\n    id\n    listId\n    name\n    category\n    quantity\n    estimatedPrice\n    actualPrice\n    orderPosition\n    store\n    aisle\n    department\n    notes\n    completedAt\n    purchased\n    revision\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ShoppingItemFields on ShoppingItem {\n    id\n    listId\n    name\n    category\n    quantity\n    estimatedPrice\n    actualPrice\n    orderPosition\n    store\n    aisle\n    department\n    notes\n    completedAt\n    purchased\n    revision\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    name\n    status\n    revision\n    createdAt\n    updatedAt\n    items {\n      ...ShoppingItemFields\n    }\n  }\n"): (typeof documents)["\n  fragment ShoppingListFields on ShoppingList {\n    id\n    name\n    status\n    revision\n    createdAt\n    updatedAt\n    items {\n      ...ShoppingItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoppingLists {\n    shoppingSyncPoint\n    shoppingLists(status: all) {\n      ...ShoppingListFields\n    }\n  }\n"): (typeof documents)["\n  query ShoppingLists {\n    shoppingSyncPoint\n    shoppingLists(status: all) {\n      ...ShoppingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n      useCount\n    }\n  }\n"): (typeof documents)["\n  query ProductSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n      useCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        ...ShoppingListFields\n      }\n      deletedListIds\n    }\n  }\n"): (typeof documents)["\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        ...ShoppingListFields\n      }\n      deletedListIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShoppingList($input: CreateShoppingListInput!, $idempotencyKey: String) {\n    createShoppingList(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShoppingList($input: CreateShoppingListInput!, $idempotencyKey: String) {\n    createShoppingList(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameShoppingList($id: ID!, $name: String!, $idempotencyKey: String) {\n    renameShoppingList(id: $id, name: $name, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameShoppingList($id: ID!, $name: String!, $idempotencyKey: String) {\n    renameShoppingList(id: $id, name: $name, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveShoppingList($id: ID!, $idempotencyKey: String) {\n    archiveShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveShoppingList($id: ID!, $idempotencyKey: String) {\n    archiveShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreShoppingList($id: ID!, $idempotencyKey: String) {\n    restoreShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreShoppingList($id: ID!, $idempotencyKey: String) {\n    restoreShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShoppingList($id: ID!, $idempotencyKey: String) {\n    deleteShoppingList(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation DeleteShoppingList($id: ID!, $idempotencyKey: String) {\n    deleteShoppingList(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderShoppingItems($listId: ID!, $itemIds: [ID!]!, $idempotencyKey: String) {\n    reorderShoppingItems(listId: $listId, itemIds: $itemIds, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderShoppingItems($listId: ID!, $itemIds: [ID!]!, $idempotencyKey: String) {\n    reorderShoppingItems(listId: $listId, itemIds: $itemIds, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      lists {\n        ...ShoppingListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionStatus {\n    subscriptionStatus {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;