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
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.SetMealPlanViewDocument,
    "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n": typeof types.MealPlanViewChangedDocument,
    "\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": typeof types.RecipeFieldsFragmentDoc,
    "\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": typeof types.DraftFieldsFragmentDoc,
    "\n  query Recipes($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      ...RecipeFields\n    }\n    recipeTags {\n      tag\n      count\n    }\n    recipesSyncPoint\n  }\n": typeof types.RecipesDocument,
    "\n  query Recipe($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeFields\n    }\n  }\n": typeof types.RecipeDocument,
    "\n  query RecipePortionData {\n    profile {\n      id\n      displayName\n      preferences {\n        householdSize\n        defaultPortionSize\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n  }\n": typeof types.RecipePortionDataDocument,
    "\n  subscription RecipesChanged($since: Int) {\n    recipesChanged(since: $since) {\n      sequence\n      type\n      recipeId\n      sourceClientId\n      recipe {\n        ...RecipeFields\n      }\n    }\n  }\n": typeof types.RecipesChangedDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!, $id: ID, $idempotencyKey: String) {\n    createRecipe(input: $input, id: $id, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": typeof types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $idempotencyKey: String) {\n    updateRecipe(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": typeof types.UpdateRecipeDocument,
    "\n  mutation DuplicateRecipe($id: ID!, $newId: ID, $idempotencyKey: String) {\n    duplicateRecipe(id: $id, newId: $newId, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": typeof types.DuplicateRecipeDocument,
    "\n  mutation DeleteRecipe($id: ID!, $idempotencyKey: String) {\n    deleteRecipe(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.DeleteRecipeDocument,
    "\n  mutation SaveRecipe($id: ID!, $saved: Boolean!, $idempotencyKey: String) {\n    saveRecipe(id: $id, saved: $saved, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": typeof types.SaveRecipeDocument,
    "\n  mutation DraftRecipeFromUrl($url: String!) {\n    draftRecipeFromUrl(url: $url) {\n      ...DraftFields\n    }\n  }\n": typeof types.DraftRecipeFromUrlDocument,
    "\n  mutation DraftRecipeFromText($text: String!) {\n    draftRecipeFromText(text: $text) {\n      ...DraftFields\n    }\n  }\n": typeof types.DraftRecipeFromTextDocument,
    "\n  query RecipeShareLinks($recipeId: ID!) {\n    recipeShareLinks(recipeId: $recipeId) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": typeof types.RecipeShareLinksDocument,
    "\n  mutation CreateRecipeShareLink($recipeId: ID!, $expiresInDays: Int, $idempotencyKey: String) {\n    createRecipeShareLink(recipeId: $recipeId, expiresInDays: $expiresInDays, idempotencyKey: $idempotencyKey) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": typeof types.CreateRecipeShareLinkDocument,
    "\n  mutation RevokeRecipeShareLink($recipeId: ID!, $shareId: ID!, $idempotencyKey: String) {\n    revokeRecipeShareLink(recipeId: $recipeId, shareId: $shareId, idempotencyKey: $idempotencyKey) {\n      id\n      active\n      revokedAt\n    }\n  }\n": typeof types.RevokeRecipeShareLinkDocument,
    "\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n": typeof types.SharedRecipeDocument,
    "\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": typeof types.ImportSharedRecipeDocument,
    "\n  mutation RecordRecipeCooked($id: ID!, $cookId: ID!, $servings: Float!, $portionsLeft: Float!, $idempotencyKey: String) {\n    recordRecipeCooked(id: $id, cookId: $cookId, servings: $servings, portionsLeft: $portionsLeft, idempotencyKey: $idempotencyKey) {\n      id\n      revision\n    }\n  }\n": typeof types.RecordRecipeCookedDocument,
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
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.SetMealPlanViewDocument,
    "\n  subscription MealPlanViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n      userId\n      sourceClientId\n      changedAt\n    }\n  }\n": types.MealPlanViewChangedDocument,
    "\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": types.RecipeFieldsFragmentDoc,
    "\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": types.DraftFieldsFragmentDoc,
    "\n  query Recipes($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      ...RecipeFields\n    }\n    recipeTags {\n      tag\n      count\n    }\n    recipesSyncPoint\n  }\n": types.RecipesDocument,
    "\n  query Recipe($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeFields\n    }\n  }\n": types.RecipeDocument,
    "\n  query RecipePortionData {\n    profile {\n      id\n      displayName\n      preferences {\n        householdSize\n        defaultPortionSize\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n  }\n": types.RecipePortionDataDocument,
    "\n  subscription RecipesChanged($since: Int) {\n    recipesChanged(since: $since) {\n      sequence\n      type\n      recipeId\n      sourceClientId\n      recipe {\n        ...RecipeFields\n      }\n    }\n  }\n": types.RecipesChangedDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!, $id: ID, $idempotencyKey: String) {\n    createRecipe(input: $input, id: $id, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $idempotencyKey: String) {\n    updateRecipe(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": types.UpdateRecipeDocument,
    "\n  mutation DuplicateRecipe($id: ID!, $newId: ID, $idempotencyKey: String) {\n    duplicateRecipe(id: $id, newId: $newId, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": types.DuplicateRecipeDocument,
    "\n  mutation DeleteRecipe($id: ID!, $idempotencyKey: String) {\n    deleteRecipe(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.DeleteRecipeDocument,
    "\n  mutation SaveRecipe($id: ID!, $saved: Boolean!, $idempotencyKey: String) {\n    saveRecipe(id: $id, saved: $saved, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": types.SaveRecipeDocument,
    "\n  mutation DraftRecipeFromUrl($url: String!) {\n    draftRecipeFromUrl(url: $url) {\n      ...DraftFields\n    }\n  }\n": types.DraftRecipeFromUrlDocument,
    "\n  mutation DraftRecipeFromText($text: String!) {\n    draftRecipeFromText(text: $text) {\n      ...DraftFields\n    }\n  }\n": types.DraftRecipeFromTextDocument,
    "\n  query RecipeShareLinks($recipeId: ID!) {\n    recipeShareLinks(recipeId: $recipeId) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": types.RecipeShareLinksDocument,
    "\n  mutation CreateRecipeShareLink($recipeId: ID!, $expiresInDays: Int, $idempotencyKey: String) {\n    createRecipeShareLink(recipeId: $recipeId, expiresInDays: $expiresInDays, idempotencyKey: $idempotencyKey) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n": types.CreateRecipeShareLinkDocument,
    "\n  mutation RevokeRecipeShareLink($recipeId: ID!, $shareId: ID!, $idempotencyKey: String) {\n    revokeRecipeShareLink(recipeId: $recipeId, shareId: $shareId, idempotencyKey: $idempotencyKey) {\n      id\n      active\n      revokedAt\n    }\n  }\n": types.RevokeRecipeShareLinkDocument,
    "\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n": types.SharedRecipeDocument,
    "\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": types.ImportSharedRecipeDocument,
    "\n  mutation RecordRecipeCooked($id: ID!, $cookId: ID!, $servings: Float!, $portionsLeft: Float!, $idempotencyKey: String) {\n    recordRecipeCooked(id: $id, cookId: $cookId, servings: $servings, portionsLeft: $portionsLeft, idempotencyKey: $idempotencyKey) {\n      id\n      revision\n    }\n  }\n": types.RecordRecipeCookedDocument,
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
export function graphql(source: "\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"): (typeof documents)["\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recipes($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      ...RecipeFields\n    }\n    recipeTags {\n      tag\n      count\n    }\n    recipesSyncPoint\n  }\n"): (typeof documents)["\n  query Recipes($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      ...RecipeFields\n    }\n    recipeTags {\n      tag\n      count\n    }\n    recipesSyncPoint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recipe($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeFields\n    }\n  }\n"): (typeof documents)["\n  query Recipe($id: ID!) {\n    recipe(id: $id) {\n      ...RecipeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePortionData {\n    profile {\n      id\n      displayName\n      preferences {\n        householdSize\n        defaultPortionSize\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n  }\n"): (typeof documents)["\n  query RecipePortionData {\n    profile {\n      id\n      displayName\n      preferences {\n        householdSize\n        defaultPortionSize\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RecipesChanged($since: Int) {\n    recipesChanged(since: $since) {\n      sequence\n      type\n      recipeId\n      sourceClientId\n      recipe {\n        ...RecipeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription RecipesChanged($since: Int) {\n    recipesChanged(since: $since) {\n      sequence\n      type\n      recipeId\n      sourceClientId\n      recipe {\n        ...RecipeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipe($input: RecipeInput!, $id: ID, $idempotencyKey: String) {\n    createRecipe(input: $input, id: $id, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecipe($input: RecipeInput!, $id: ID, $idempotencyKey: String) {\n    createRecipe(input: $input, id: $id, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $idempotencyKey: String) {\n    updateRecipe(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $idempotencyKey: String) {\n    updateRecipe(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateRecipe($id: ID!, $newId: ID, $idempotencyKey: String) {\n    duplicateRecipe(id: $id, newId: $newId, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateRecipe($id: ID!, $newId: ID, $idempotencyKey: String) {\n    duplicateRecipe(id: $id, newId: $newId, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecipe($id: ID!, $idempotencyKey: String) {\n    deleteRecipe(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation DeleteRecipe($id: ID!, $idempotencyKey: String) {\n    deleteRecipe(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRecipe($id: ID!, $saved: Boolean!, $idempotencyKey: String) {\n    saveRecipe(id: $id, saved: $saved, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRecipe($id: ID!, $saved: Boolean!, $idempotencyKey: String) {\n    saveRecipe(id: $id, saved: $saved, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftRecipeFromUrl($url: String!) {\n    draftRecipeFromUrl(url: $url) {\n      ...DraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation DraftRecipeFromUrl($url: String!) {\n    draftRecipeFromUrl(url: $url) {\n      ...DraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftRecipeFromText($text: String!) {\n    draftRecipeFromText(text: $text) {\n      ...DraftFields\n    }\n  }\n"): (typeof documents)["\n  mutation DraftRecipeFromText($text: String!) {\n    draftRecipeFromText(text: $text) {\n      ...DraftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeShareLinks($recipeId: ID!) {\n    recipeShareLinks(recipeId: $recipeId) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"): (typeof documents)["\n  query RecipeShareLinks($recipeId: ID!) {\n    recipeShareLinks(recipeId: $recipeId) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipeShareLink($recipeId: ID!, $expiresInDays: Int, $idempotencyKey: String) {\n    createRecipeShareLink(recipeId: $recipeId, expiresInDays: $expiresInDays, idempotencyKey: $idempotencyKey) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecipeShareLink($recipeId: ID!, $expiresInDays: Int, $idempotencyKey: String) {\n    createRecipeShareLink(recipeId: $recipeId, expiresInDays: $expiresInDays, idempotencyKey: $idempotencyKey) {\n      id\n      token\n      path\n      expiresAt\n      revokedAt\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeRecipeShareLink($recipeId: ID!, $shareId: ID!, $idempotencyKey: String) {\n    revokeRecipeShareLink(recipeId: $recipeId, shareId: $shareId, idempotencyKey: $idempotencyKey) {\n      id\n      active\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeRecipeShareLink($recipeId: ID!, $shareId: ID!, $idempotencyKey: String) {\n    revokeRecipeShareLink(recipeId: $recipeId, shareId: $shareId, idempotencyKey: $idempotencyKey) {\n      id\n      active\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRecipeCooked($id: ID!, $cookId: ID!, $servings: Float!, $portionsLeft: Float!, $idempotencyKey: String) {\n    recordRecipeCooked(id: $id, cookId: $cookId, servings: $servings, portionsLeft: $portionsLeft, idempotencyKey: $idempotencyKey) {\n      id\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation RecordRecipeCooked($id: ID!, $cookId: ID!, $servings: Float!, $portionsLeft: Float!, $idempotencyKey: String) {\n    recordRecipeCooked(id: $id, cookId: $cookId, servings: $servings, portionsLeft: $portionsLeft, idempotencyKey: $idempotencyKey) {\n      id\n      revision\n    }\n  }\n"];
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