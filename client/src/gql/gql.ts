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
    "\n  fragment BudgetCategoryFields on BudgetCategory {\n    category\n    limit\n    spent\n    purchases\n    expenses\n    refunds\n    remaining\n    progress\n    projected\n    status\n    ownCategory\n  }\n": typeof types.BudgetCategoryFieldsFragmentDoc,
    "\n  query BudgetMonth($month: String) {\n    budgetSyncPoint\n    budgetCategories\n    budgetMonth(month: $month) {\n      month\n      timeZone\n      daysElapsed\n      daysInMonth\n      total {\n        ...BudgetCategoryFields\n      }\n      categories {\n        ...BudgetCategoryFields\n      }\n      expenses {\n        id\n        kind\n        date\n        amount\n        category\n        store\n        note\n        paidByMemberId\n        paidByName\n      }\n      alerts {\n        month\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n      byPayer {\n        name\n        amount\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n    }\n  }\n": typeof types.BudgetMonthDocument,
    "\n  query BudgetHistory($fromMonth: String!, $toMonth: String!) {\n    budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) {\n      month\n      spent\n      limit\n      byCategory {\n        category\n        spent\n      }\n    }\n  }\n": typeof types.BudgetHistoryDocument,
    "\n  mutation SetBudgetLimit($input: BudgetLimitInput!, $idempotencyKey: String) {\n    setBudgetLimit(input: $input, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": typeof types.SetBudgetLimitDocument,
    "\n  mutation ClearBudgetLimit($category: String, $fromMonth: String!, $idempotencyKey: String) {\n    clearBudgetLimit(category: $category, fromMonth: $fromMonth, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": typeof types.ClearBudgetLimitDocument,
    "\n  mutation SetBudgetTimeZone($timeZone: String!, $idempotencyKey: String) {\n    setBudgetTimeZone(timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      month\n      timeZone\n    }\n  }\n": typeof types.SetBudgetTimeZoneDocument,
    "\n  mutation AddBudgetCategory($name: String!, $idempotencyKey: String) {\n    addBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.AddBudgetCategoryDocument,
    "\n  mutation RecordExpense($input: BudgetExpenseInput!, $idempotencyKey: String) {\n    recordExpense(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.RecordExpenseDocument,
    "\n  mutation DeleteExpense($id: ID!, $idempotencyKey: String) {\n    deleteExpense(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.DeleteExpenseDocument,
    "\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n": typeof types.BudgetChangedDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n  }\n": typeof types.FamilyMemberFieldsFragmentDoc,
    "\n  query FamilyMembers {\n    familyMembers {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.FamilyMembersDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.AddFamilyMemberDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.UpdateFamilyMemberDocument,
    "\n  mutation DeactivateFamilyMember($id: ID!) {\n    deactivateFamilyMember(id: $id) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.DeactivateFamilyMemberDocument,
    "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": typeof types.InviteFamilyMemberDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n": typeof types.HomeViewerDocument,
    "\n  query HomeBudget {\n    budgetSyncPoint\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n        status\n      }\n      alerts {\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n    }\n  }\n": typeof types.HomeBudgetDocument,
    "\n  subscription HomeBudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.HomeBudgetChangedDocument,
    "\n  query HomeLeftovers {\n    leftoversSyncPoint\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n      location\n    }\n  }\n": typeof types.HomeLeftoversDocument,
    "\n  subscription HomeLeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.HomeLeftoversChangedDocument,
    "\n  fragment LeftoverFields on Leftover {\n    id\n    dish\n    portions\n    initialPortions\n    cookedOn\n    location\n    useBy\n    status\n    plannedDate\n    plannedSlot\n    plannedPortions\n    revision\n  }\n": typeof types.LeftoverFieldsFragmentDoc,
    "\n  query Leftovers($status: String!) {\n    leftoversSyncPoint\n    leftovers(status: $status) {\n      ...LeftoverFields\n    }\n  }\n": typeof types.LeftoversDocument,
    "\n  mutation AddLeftover($input: AddLeftoverInput!, $today: String, $idempotencyKey: String) {\n    addLeftover(input: $input, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": typeof types.AddLeftoverDocument,
    "\n  mutation EatLeftover($id: ID!, $portions: Float!, $today: String, $idempotencyKey: String) {\n    eatLeftover(id: $id, portions: $portions, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": typeof types.EatLeftoverDocument,
    "\n  mutation FreezeLeftover($id: ID!, $today: String, $idempotencyKey: String) {\n    freezeLeftover(id: $id, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": typeof types.FreezeLeftoverDocument,
    "\n  mutation ThrowAwayLeftover($id: ID!, $portions: Float!, $reason: String!, $today: String, $idempotencyKey: String) {\n    throwAwayLeftover(id: $id, portions: $portions, reason: $reason, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": typeof types.ThrowAwayLeftoverDocument,
    "\n  mutation PlanLeftover($id: ID!, $date: String!, $slot: String!, $portions: Float!, $idempotencyKey: String) {\n    planLeftover(id: $id, date: $date, slot: $slot, portions: $portions, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": typeof types.PlanLeftoverDocument,
    "\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": typeof types.LeftoversChangedDocument,
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
    "\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n": typeof types.ShoppingBudgetDocument,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": typeof types.SubscriptionStatusDocument,
    "\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n": typeof types.SubscriptionOfferDocument,
    "\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n": typeof types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": typeof types.CompleteTestCheckoutDocument,
    "\n  query WasteEntries {\n    wasteSyncPoint\n    wasteEntries(limit: 100) {\n      id\n      source\n      name\n      category\n      quantity\n      unit\n      reason\n      value\n      day\n    }\n  }\n": typeof types.WasteEntriesDocument,
    "\n  query WasteAnalytics($fromMonth: String!, $toMonth: String!) {\n    wasteSyncPoint\n    wasteAnalytics(fromMonth: $fromMonth, toMonth: $toMonth) {\n      totalValue\n      entries\n      entriesWithoutValue\n      purchases\n      shareOfPurchasesWasted\n      byMonth {\n        key\n        value\n        entries\n      }\n      byCategory {\n        key\n        value\n        entries\n      }\n      byReason {\n        key\n        value\n        entries\n      }\n      topProducts {\n        key\n        value\n        entries\n      }\n      trend {\n        baselineMonths\n        baselineMonthly\n        recentMonths\n        recentMonthly\n        change\n      }\n    }\n  }\n": typeof types.WasteAnalyticsDocument,
    "\n  mutation RecordWaste($input: RecordWasteInput!, $idempotencyKey: String) {\n    recordWaste(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.RecordWasteDocument,
    "\n  mutation DeleteWasteEntry($id: ID!, $idempotencyKey: String) {\n    deleteWasteEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.DeleteWasteEntryDocument,
    "\n  subscription WasteChanged($since: Int) {\n    wasteChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": typeof types.WasteChangedDocument,
};
const documents: Documents = {
    "\n  query ShellViewer {\n    me {\n      id\n      email\n      displayName\n      role\n    }\n  }\n": types.ShellViewerDocument,
    "\n  fragment BugReportFields on BugReport {\n    id\n    title\n    description\n    stepsToReproduce\n    expectedBehavior\n    actualBehavior\n    severity\n    category\n    status\n    email\n    reporterUserId\n    userAgent\n    url\n    viewportWidth\n    viewportHeight\n    clientTimestamp\n    submittedAt\n    resolvedAt\n    screenshotUrl\n    screenshotContentType\n  }\n": types.BugReportFieldsFragmentDoc,
    "\n  query BugReports($status: BugReportStatus, $severity: BugReportSeverity) {\n    bugReports(status: $status, severity: $severity) {\n      ...BugReportFields\n    }\n  }\n": types.BugReportsDocument,
    "\n  mutation ResolveBugReport($id: ID!) {\n    resolveBugReport(id: $id) {\n      ...BugReportFields\n    }\n  }\n": types.ResolveBugReportDocument,
    "\n  query AppConfig {\n    appConfig {\n      googleClientId\n    }\n  }\n": types.AppConfigDocument,
    "\n  fragment BudgetCategoryFields on BudgetCategory {\n    category\n    limit\n    spent\n    purchases\n    expenses\n    refunds\n    remaining\n    progress\n    projected\n    status\n    ownCategory\n  }\n": types.BudgetCategoryFieldsFragmentDoc,
    "\n  query BudgetMonth($month: String) {\n    budgetSyncPoint\n    budgetCategories\n    budgetMonth(month: $month) {\n      month\n      timeZone\n      daysElapsed\n      daysInMonth\n      total {\n        ...BudgetCategoryFields\n      }\n      categories {\n        ...BudgetCategoryFields\n      }\n      expenses {\n        id\n        kind\n        date\n        amount\n        category\n        store\n        note\n        paidByMemberId\n        paidByName\n      }\n      alerts {\n        month\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n      byPayer {\n        name\n        amount\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n    }\n  }\n": types.BudgetMonthDocument,
    "\n  query BudgetHistory($fromMonth: String!, $toMonth: String!) {\n    budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) {\n      month\n      spent\n      limit\n      byCategory {\n        category\n        spent\n      }\n    }\n  }\n": types.BudgetHistoryDocument,
    "\n  mutation SetBudgetLimit($input: BudgetLimitInput!, $idempotencyKey: String) {\n    setBudgetLimit(input: $input, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": types.SetBudgetLimitDocument,
    "\n  mutation ClearBudgetLimit($category: String, $fromMonth: String!, $idempotencyKey: String) {\n    clearBudgetLimit(category: $category, fromMonth: $fromMonth, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": types.ClearBudgetLimitDocument,
    "\n  mutation SetBudgetTimeZone($timeZone: String!, $idempotencyKey: String) {\n    setBudgetTimeZone(timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      month\n      timeZone\n    }\n  }\n": types.SetBudgetTimeZoneDocument,
    "\n  mutation AddBudgetCategory($name: String!, $idempotencyKey: String) {\n    addBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n": types.AddBudgetCategoryDocument,
    "\n  mutation RecordExpense($input: BudgetExpenseInput!, $idempotencyKey: String) {\n    recordExpense(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.RecordExpenseDocument,
    "\n  mutation DeleteExpense($id: ID!, $idempotencyKey: String) {\n    deleteExpense(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.DeleteExpenseDocument,
    "\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n": types.BudgetChangedDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n  }\n": types.FamilyMemberFieldsFragmentDoc,
    "\n  query FamilyMembers {\n    familyMembers {\n      ...FamilyMemberFields\n    }\n  }\n": types.FamilyMembersDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!) {\n    addFamilyMember(input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": types.AddFamilyMemberDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {\n    updateFamilyMember(id: $id, input: $input) {\n      ...FamilyMemberFields\n    }\n  }\n": types.UpdateFamilyMemberDocument,
    "\n  mutation DeactivateFamilyMember($id: ID!) {\n    deactivateFamilyMember(id: $id) {\n      ...FamilyMemberFields\n    }\n  }\n": types.DeactivateFamilyMemberDocument,
    "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": types.InviteFamilyMemberDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      displayName\n    }\n  }\n": types.HomeViewerDocument,
    "\n  query HomeBudget {\n    budgetSyncPoint\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n        status\n      }\n      alerts {\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n    }\n  }\n": types.HomeBudgetDocument,
    "\n  subscription HomeBudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n    }\n  }\n": types.HomeBudgetChangedDocument,
    "\n  query HomeLeftovers {\n    leftoversSyncPoint\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n      location\n    }\n  }\n": types.HomeLeftoversDocument,
    "\n  subscription HomeLeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n    }\n  }\n": types.HomeLeftoversChangedDocument,
    "\n  fragment LeftoverFields on Leftover {\n    id\n    dish\n    portions\n    initialPortions\n    cookedOn\n    location\n    useBy\n    status\n    plannedDate\n    plannedSlot\n    plannedPortions\n    revision\n  }\n": types.LeftoverFieldsFragmentDoc,
    "\n  query Leftovers($status: String!) {\n    leftoversSyncPoint\n    leftovers(status: $status) {\n      ...LeftoverFields\n    }\n  }\n": types.LeftoversDocument,
    "\n  mutation AddLeftover($input: AddLeftoverInput!, $today: String, $idempotencyKey: String) {\n    addLeftover(input: $input, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": types.AddLeftoverDocument,
    "\n  mutation EatLeftover($id: ID!, $portions: Float!, $today: String, $idempotencyKey: String) {\n    eatLeftover(id: $id, portions: $portions, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": types.EatLeftoverDocument,
    "\n  mutation FreezeLeftover($id: ID!, $today: String, $idempotencyKey: String) {\n    freezeLeftover(id: $id, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": types.FreezeLeftoverDocument,
    "\n  mutation ThrowAwayLeftover($id: ID!, $portions: Float!, $reason: String!, $today: String, $idempotencyKey: String) {\n    throwAwayLeftover(id: $id, portions: $portions, reason: $reason, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": types.ThrowAwayLeftoverDocument,
    "\n  mutation PlanLeftover($id: ID!, $date: String!, $slot: String!, $portions: Float!, $idempotencyKey: String) {\n    planLeftover(id: $id, date: $date, slot: $slot, portions: $portions, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n": types.PlanLeftoverDocument,
    "\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": types.LeftoversChangedDocument,
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
    "\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n": types.ShoppingBudgetDocument,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": types.SubscriptionStatusDocument,
    "\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n": types.SubscriptionOfferDocument,
    "\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n": types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      subscriptionStatus\n      trialEndsAt\n      daysLeft\n      plan\n      currentPeriodEnd\n      provider\n    }\n  }\n": types.CompleteTestCheckoutDocument,
    "\n  query WasteEntries {\n    wasteSyncPoint\n    wasteEntries(limit: 100) {\n      id\n      source\n      name\n      category\n      quantity\n      unit\n      reason\n      value\n      day\n    }\n  }\n": types.WasteEntriesDocument,
    "\n  query WasteAnalytics($fromMonth: String!, $toMonth: String!) {\n    wasteSyncPoint\n    wasteAnalytics(fromMonth: $fromMonth, toMonth: $toMonth) {\n      totalValue\n      entries\n      entriesWithoutValue\n      purchases\n      shareOfPurchasesWasted\n      byMonth {\n        key\n        value\n        entries\n      }\n      byCategory {\n        key\n        value\n        entries\n      }\n      byReason {\n        key\n        value\n        entries\n      }\n      topProducts {\n        key\n        value\n        entries\n      }\n      trend {\n        baselineMonths\n        baselineMonthly\n        recentMonths\n        recentMonthly\n        change\n      }\n    }\n  }\n": types.WasteAnalyticsDocument,
    "\n  mutation RecordWaste($input: RecordWasteInput!, $idempotencyKey: String) {\n    recordWaste(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.RecordWasteDocument,
    "\n  mutation DeleteWasteEntry($id: ID!, $idempotencyKey: String) {\n    deleteWasteEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.DeleteWasteEntryDocument,
    "\n  subscription WasteChanged($since: Int) {\n    wasteChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": types.WasteChangedDocument,
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
export function graphql(source: "\n  fragment BudgetCategoryFields on BudgetCategory {\n    category\n    limit\n    spent\n    purchases\n    expenses\n    refunds\n    remaining\n    progress\n    projected\n    status\n    ownCategory\n  }\n"): (typeof documents)["\n  fragment BudgetCategoryFields on BudgetCategory {\n    category\n    limit\n    spent\n    purchases\n    expenses\n    refunds\n    remaining\n    progress\n    projected\n    status\n    ownCategory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetMonth($month: String) {\n    budgetSyncPoint\n    budgetCategories\n    budgetMonth(month: $month) {\n      month\n      timeZone\n      daysElapsed\n      daysInMonth\n      total {\n        ...BudgetCategoryFields\n      }\n      categories {\n        ...BudgetCategoryFields\n      }\n      expenses {\n        id\n        kind\n        date\n        amount\n        category\n        store\n        note\n        paidByMemberId\n        paidByName\n      }\n      alerts {\n        month\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n      byPayer {\n        name\n        amount\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query BudgetMonth($month: String) {\n    budgetSyncPoint\n    budgetCategories\n    budgetMonth(month: $month) {\n      month\n      timeZone\n      daysElapsed\n      daysInMonth\n      total {\n        ...BudgetCategoryFields\n      }\n      categories {\n        ...BudgetCategoryFields\n      }\n      expenses {\n        id\n        kind\n        date\n        amount\n        category\n        store\n        note\n        paidByMemberId\n        paidByName\n      }\n      alerts {\n        month\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n      byPayer {\n        name\n        amount\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetHistory($fromMonth: String!, $toMonth: String!) {\n    budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) {\n      month\n      spent\n      limit\n      byCategory {\n        category\n        spent\n      }\n    }\n  }\n"): (typeof documents)["\n  query BudgetHistory($fromMonth: String!, $toMonth: String!) {\n    budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) {\n      month\n      spent\n      limit\n      byCategory {\n        category\n        spent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBudgetLimit($input: BudgetLimitInput!, $idempotencyKey: String) {\n    setBudgetLimit(input: $input, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n"): (typeof documents)["\n  mutation SetBudgetLimit($input: BudgetLimitInput!, $idempotencyKey: String) {\n    setBudgetLimit(input: $input, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearBudgetLimit($category: String, $fromMonth: String!, $idempotencyKey: String) {\n    clearBudgetLimit(category: $category, fromMonth: $fromMonth, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n"): (typeof documents)["\n  mutation ClearBudgetLimit($category: String, $fromMonth: String!, $idempotencyKey: String) {\n    clearBudgetLimit(category: $category, fromMonth: $fromMonth, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBudgetTimeZone($timeZone: String!, $idempotencyKey: String) {\n    setBudgetTimeZone(timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      month\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  mutation SetBudgetTimeZone($timeZone: String!, $idempotencyKey: String) {\n    setBudgetTimeZone(timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      month\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBudgetCategory($name: String!, $idempotencyKey: String) {\n    addBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation AddBudgetCategory($name: String!, $idempotencyKey: String) {\n    addBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordExpense($input: BudgetExpenseInput!, $idempotencyKey: String) {\n    recordExpense(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordExpense($input: BudgetExpenseInput!, $idempotencyKey: String) {\n    recordExpense(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteExpense($id: ID!, $idempotencyKey: String) {\n    deleteExpense(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation DeleteExpense($id: ID!, $idempotencyKey: String) {\n    deleteExpense(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query HomeBudget {\n    budgetSyncPoint\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n        status\n      }\n      alerts {\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeBudget {\n    budgetSyncPoint\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n        status\n      }\n      alerts {\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomeBudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription HomeBudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLeftovers {\n    leftoversSyncPoint\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n      location\n    }\n  }\n"): (typeof documents)["\n  query HomeLeftovers {\n    leftoversSyncPoint\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomeLeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription HomeLeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeftoverFields on Leftover {\n    id\n    dish\n    portions\n    initialPortions\n    cookedOn\n    location\n    useBy\n    status\n    plannedDate\n    plannedSlot\n    plannedPortions\n    revision\n  }\n"): (typeof documents)["\n  fragment LeftoverFields on Leftover {\n    id\n    dish\n    portions\n    initialPortions\n    cookedOn\n    location\n    useBy\n    status\n    plannedDate\n    plannedSlot\n    plannedPortions\n    revision\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Leftovers($status: String!) {\n    leftoversSyncPoint\n    leftovers(status: $status) {\n      ...LeftoverFields\n    }\n  }\n"): (typeof documents)["\n  query Leftovers($status: String!) {\n    leftoversSyncPoint\n    leftovers(status: $status) {\n      ...LeftoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLeftover($input: AddLeftoverInput!, $today: String, $idempotencyKey: String) {\n    addLeftover(input: $input, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddLeftover($input: AddLeftoverInput!, $today: String, $idempotencyKey: String) {\n    addLeftover(input: $input, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EatLeftover($id: ID!, $portions: Float!, $today: String, $idempotencyKey: String) {\n    eatLeftover(id: $id, portions: $portions, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation EatLeftover($id: ID!, $portions: Float!, $today: String, $idempotencyKey: String) {\n    eatLeftover(id: $id, portions: $portions, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FreezeLeftover($id: ID!, $today: String, $idempotencyKey: String) {\n    freezeLeftover(id: $id, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation FreezeLeftover($id: ID!, $today: String, $idempotencyKey: String) {\n    freezeLeftover(id: $id, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ThrowAwayLeftover($id: ID!, $portions: Float!, $reason: String!, $today: String, $idempotencyKey: String) {\n    throwAwayLeftover(id: $id, portions: $portions, reason: $reason, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation ThrowAwayLeftover($id: ID!, $portions: Float!, $reason: String!, $today: String, $idempotencyKey: String) {\n    throwAwayLeftover(id: $id, portions: $portions, reason: $reason, today: $today, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanLeftover($id: ID!, $date: String!, $slot: String!, $portions: Float!, $idempotencyKey: String) {\n    planLeftover(id: $id, date: $date, slot: $slot, portions: $portions, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"): (typeof documents)["\n  mutation PlanLeftover($id: ID!, $date: String!, $slot: String!, $portions: Float!, $idempotencyKey: String) {\n    planLeftover(id: $id, date: $date, slot: $slot, portions: $portions, idempotencyKey: $idempotencyKey) {\n      ...LeftoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"];
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
export function graphql(source: "\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WasteEntries {\n    wasteSyncPoint\n    wasteEntries(limit: 100) {\n      id\n      source\n      name\n      category\n      quantity\n      unit\n      reason\n      value\n      day\n    }\n  }\n"): (typeof documents)["\n  query WasteEntries {\n    wasteSyncPoint\n    wasteEntries(limit: 100) {\n      id\n      source\n      name\n      category\n      quantity\n      unit\n      reason\n      value\n      day\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WasteAnalytics($fromMonth: String!, $toMonth: String!) {\n    wasteSyncPoint\n    wasteAnalytics(fromMonth: $fromMonth, toMonth: $toMonth) {\n      totalValue\n      entries\n      entriesWithoutValue\n      purchases\n      shareOfPurchasesWasted\n      byMonth {\n        key\n        value\n        entries\n      }\n      byCategory {\n        key\n        value\n        entries\n      }\n      byReason {\n        key\n        value\n        entries\n      }\n      topProducts {\n        key\n        value\n        entries\n      }\n      trend {\n        baselineMonths\n        baselineMonthly\n        recentMonths\n        recentMonthly\n        change\n      }\n    }\n  }\n"): (typeof documents)["\n  query WasteAnalytics($fromMonth: String!, $toMonth: String!) {\n    wasteSyncPoint\n    wasteAnalytics(fromMonth: $fromMonth, toMonth: $toMonth) {\n      totalValue\n      entries\n      entriesWithoutValue\n      purchases\n      shareOfPurchasesWasted\n      byMonth {\n        key\n        value\n        entries\n      }\n      byCategory {\n        key\n        value\n        entries\n      }\n      byReason {\n        key\n        value\n        entries\n      }\n      topProducts {\n        key\n        value\n        entries\n      }\n      trend {\n        baselineMonths\n        baselineMonthly\n        recentMonths\n        recentMonthly\n        change\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordWaste($input: RecordWasteInput!, $idempotencyKey: String) {\n    recordWaste(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordWaste($input: RecordWasteInput!, $idempotencyKey: String) {\n    recordWaste(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWasteEntry($id: ID!, $idempotencyKey: String) {\n    deleteWasteEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation DeleteWasteEntry($id: ID!, $idempotencyKey: String) {\n    deleteWasteEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WasteChanged($since: Int) {\n    wasteChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription WasteChanged($since: Int) {\n    wasteChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;