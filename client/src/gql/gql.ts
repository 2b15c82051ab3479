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
    "\n  fragment ChoreFields on Chore {\n    id\n    title\n    notes\n    estimateMinutes\n    points\n    schedule {\n      frequency\n      interval\n      weekdays\n      timeZone\n      dueTime\n      startDate\n    }\n    assignment {\n      mode\n      memberIds\n    }\n    occurrenceAt\n    dueAt\n    assigneeId\n    open\n    undoableCompletionId\n    lastCompletion {\n      id\n      memberId\n      completedAt\n      points\n    }\n    revision\n  }\n": typeof types.ChoreFieldsFragmentDoc,
    "\n  query ChoresPage {\n    choresSyncPoint\n    chores {\n      ...ChoreFields\n    }\n    chorePoints {\n      memberId\n      earned\n      spent\n      pending\n      balance\n      completedThisWeek\n    }\n    choreRewards {\n      id\n      title\n      points\n    }\n    choreRedemptions {\n      id\n      rewardId\n      memberId\n      title\n      points\n      status\n      requestedAt\n      decidedAt\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n  }\n": typeof types.ChoresPageDocument,
    "\n  query ChoreOccurrences($from: DateTimeISO!, $to: DateTimeISO!) {\n    choreOccurrences(from: $from, to: $to) {\n      choreId\n      title\n      dueAt\n      assigneeId\n      current\n    }\n  }\n": typeof types.ChoreOccurrencesDocument,
    "\n  subscription ChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n      type\n      choreId\n      sourceClientId\n      chore {\n        ...ChoreFields\n      }\n    }\n  }\n": typeof types.ChoresChangedDocument,
    "\n  mutation CreateChore($input: ChoreInput!, $key: String) {\n    createChore(input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": typeof types.CreateChoreDocument,
    "\n  mutation UpdateChore($id: ID!, $input: ChoreInput!, $key: String) {\n    updateChore(id: $id, input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": typeof types.UpdateChoreDocument,
    "\n  mutation DeleteChore($id: ID!, $key: String) {\n    deleteChore(id: $id, idempotencyKey: $key)\n  }\n": typeof types.DeleteChoreDocument,
    "\n  mutation CompleteChore($id: ID!, $memberId: ID, $occurrenceAt: DateTimeISO, $completionId: ID, $key: String) {\n    completeChore(id: $id, memberId: $memberId, occurrenceAt: $occurrenceAt, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": typeof types.CompleteChoreDocument,
    "\n  mutation UndoChoreCompletion($id: ID!, $completionId: ID!, $key: String) {\n    undoChoreCompletion(id: $id, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": typeof types.UndoChoreCompletionDocument,
    "\n  mutation SkipChore($id: ID!, $occurrenceAt: DateTimeISO, $key: String) {\n    skipChore(id: $id, occurrenceAt: $occurrenceAt, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": typeof types.SkipChoreDocument,
    "\n  mutation SnoozeChore($id: ID!, $until: DateTimeISO!, $key: String) {\n    snoozeChore(id: $id, until: $until, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": typeof types.SnoozeChoreDocument,
    "\n  mutation DefineChoreReward($id: ID, $title: String!, $points: Int!, $key: String) {\n    defineChoreReward(id: $id, title: $title, points: $points, idempotencyKey: $key) {\n      id\n      title\n      points\n    }\n  }\n": typeof types.DefineChoreRewardDocument,
    "\n  mutation RetireChoreReward($id: ID!, $key: String) {\n    retireChoreReward(id: $id, idempotencyKey: $key)\n  }\n": typeof types.RetireChoreRewardDocument,
    "\n  mutation RequestChoreReward($rewardId: ID!, $memberId: ID, $id: ID, $key: String) {\n    requestChoreReward(rewardId: $rewardId, memberId: $memberId, id: $id, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n": typeof types.RequestChoreRewardDocument,
    "\n  mutation DecideChoreReward($id: ID!, $approve: Boolean!, $key: String) {\n    decideChoreReward(id: $id, approve: $approve, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n": typeof types.DecideChoreRewardDocument,
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
    "\n  fragment PantryItemFields on PantryItem {\n    id\n    productId\n    name\n    category\n    quantity\n    unit\n    location\n    purchasedOn\n    expiresOn\n    expiryKind\n    openedOn\n    pricePaid\n    store\n    notes\n    status\n    used\n    value\n    expiryState\n    daysLeft\n    sourceShoppingItemId\n    lastActionId\n    lastActionKind\n    revision\n    createdAt\n    updatedAt\n  }\n": typeof types.PantryItemFieldsFragmentDoc,
    "\n  fragment PantrySettingsFields on PantrySettings {\n    expiryWindowDays\n    defaultLocation\n    purchaseMode\n    expiryDigest\n    customLocations\n    locations\n  }\n": typeof types.PantrySettingsFieldsFragmentDoc,
    "\n  query Pantry {\n    pantrySyncPoint\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n    pantryItems {\n      ...PantryItemFields\n    }\n    pantryProposals {\n      id\n      shoppingItemId\n      name\n      quantity\n      unit\n      location\n      expiresOn\n      pricePaid\n      store\n    }\n  }\n": typeof types.PantryDocument,
    "\n  query PantryItem($id: ID!) {\n    pantryItem(id: $id) {\n      ...PantryItemFields\n    }\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n  }\n": typeof types.PantryItemDocument,
    "\n  query PantryExpiringCount {\n    pantryExpiringCount\n    pantrySettings {\n      expiryWindowDays\n    }\n  }\n": typeof types.PantryExpiringCountDocument,
    "\n  query PantryCostHistory($itemId: ID, $productId: ID) {\n    pantryCostHistory(itemId: $itemId, productId: $productId) {\n      productId\n      name\n      unit\n      points {\n        itemId\n        paidOn\n        store\n        quantity\n        unit\n        pricePaid\n        unitPrice\n      }\n      stores {\n        store\n        count\n        lowestUnitPrice\n        lastUnitPrice\n        lastPaidOn\n      }\n      lowest {\n        paidOn\n        store\n        unitPrice\n      }\n      last {\n        paidOn\n        store\n        unitPrice\n      }\n    }\n  }\n": typeof types.PantryCostHistoryDocument,
    "\n  subscription PantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n      sourceClientId\n      items {\n        ...PantryItemFields\n      }\n    }\n  }\n": typeof types.PantryChangedDocument,
    "\n  mutation AddPantryItem($input: AddPantryItemInput!, $idempotencyKey: String) {\n    addPantryItem(input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": typeof types.AddPantryItemDocument,
    "\n  mutation EditPantryItem($id: ID!, $input: EditPantryItemInput!, $idempotencyKey: String) {\n    editPantryItem(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": typeof types.EditPantryItemDocument,
    "\n  mutation ConsumePantryItem($id: ID!, $quantity: Float, $idempotencyKey: String) {\n    consumePantryItem(id: $id, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": typeof types.ConsumePantryItemDocument,
    "\n  mutation OpenPantryItem($id: ID!, $idempotencyKey: String) {\n    openPantryItem(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": typeof types.OpenPantryItemDocument,
    "\n  mutation MovePantryItem($id: ID!, $location: String!, $idempotencyKey: String) {\n    movePantryItem(id: $id, location: $location, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": typeof types.MovePantryItemDocument,
    "\n  mutation DiscardPantryItem($id: ID!, $reason: String!, $quantity: Float, $idempotencyKey: String) {\n    discardPantryItem(id: $id, reason: $reason, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": typeof types.DiscardPantryItemDocument,
    "\n  mutation UndoPantryAction($id: ID!, $actionId: String, $idempotencyKey: String) {\n    undoPantryAction(id: $id, actionId: $actionId, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": typeof types.UndoPantryActionDocument,
    "\n  mutation RemovePantryItem($id: ID!, $idempotencyKey: String) {\n    removePantryItem(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.RemovePantryItemDocument,
    "\n  mutation UpdatePantrySettings($input: PantrySettingsInput!) {\n    updatePantrySettings(input: $input) {\n      ...PantrySettingsFields\n    }\n  }\n": typeof types.UpdatePantrySettingsDocument,
    "\n  mutation AcceptPantryProposal($id: ID!, $idempotencyKey: String) {\n    acceptPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n      item {\n        ...PantryItemFields\n      }\n    }\n  }\n": typeof types.AcceptPantryProposalDocument,
    "\n  mutation DismissPantryProposal($id: ID!, $idempotencyKey: String) {\n    dismissPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n    }\n  }\n": typeof types.DismissPantryProposalDocument,
    "\n  query PantryNameSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n    }\n  }\n": typeof types.PantryNameSuggestionsDocument,
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
    "\n  query ExpiringPantryCount {\n    pantryExpiringCount\n  }\n": typeof types.ExpiringPantryCountDocument,
    "\n  subscription ExpiringPantryChanged {\n    pantryChanged {\n      sequence\n    }\n  }\n": typeof types.ExpiringPantryChangedDocument,
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
    "\n  fragment ChoreFields on Chore {\n    id\n    title\n    notes\n    estimateMinutes\n    points\n    schedule {\n      frequency\n      interval\n      weekdays\n      timeZone\n      dueTime\n      startDate\n    }\n    assignment {\n      mode\n      memberIds\n    }\n    occurrenceAt\n    dueAt\n    assigneeId\n    open\n    undoableCompletionId\n    lastCompletion {\n      id\n      memberId\n      completedAt\n      points\n    }\n    revision\n  }\n": types.ChoreFieldsFragmentDoc,
    "\n  query ChoresPage {\n    choresSyncPoint\n    chores {\n      ...ChoreFields\n    }\n    chorePoints {\n      memberId\n      earned\n      spent\n      pending\n      balance\n      completedThisWeek\n    }\n    choreRewards {\n      id\n      title\n      points\n    }\n    choreRedemptions {\n      id\n      rewardId\n      memberId\n      title\n      points\n      status\n      requestedAt\n      decidedAt\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n  }\n": types.ChoresPageDocument,
    "\n  query ChoreOccurrences($from: DateTimeISO!, $to: DateTimeISO!) {\n    choreOccurrences(from: $from, to: $to) {\n      choreId\n      title\n      dueAt\n      assigneeId\n      current\n    }\n  }\n": types.ChoreOccurrencesDocument,
    "\n  subscription ChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n      type\n      choreId\n      sourceClientId\n      chore {\n        ...ChoreFields\n      }\n    }\n  }\n": types.ChoresChangedDocument,
    "\n  mutation CreateChore($input: ChoreInput!, $key: String) {\n    createChore(input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": types.CreateChoreDocument,
    "\n  mutation UpdateChore($id: ID!, $input: ChoreInput!, $key: String) {\n    updateChore(id: $id, input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": types.UpdateChoreDocument,
    "\n  mutation DeleteChore($id: ID!, $key: String) {\n    deleteChore(id: $id, idempotencyKey: $key)\n  }\n": types.DeleteChoreDocument,
    "\n  mutation CompleteChore($id: ID!, $memberId: ID, $occurrenceAt: DateTimeISO, $completionId: ID, $key: String) {\n    completeChore(id: $id, memberId: $memberId, occurrenceAt: $occurrenceAt, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": types.CompleteChoreDocument,
    "\n  mutation UndoChoreCompletion($id: ID!, $completionId: ID!, $key: String) {\n    undoChoreCompletion(id: $id, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": types.UndoChoreCompletionDocument,
    "\n  mutation SkipChore($id: ID!, $occurrenceAt: DateTimeISO, $key: String) {\n    skipChore(id: $id, occurrenceAt: $occurrenceAt, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": types.SkipChoreDocument,
    "\n  mutation SnoozeChore($id: ID!, $until: DateTimeISO!, $key: String) {\n    snoozeChore(id: $id, until: $until, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n": types.SnoozeChoreDocument,
    "\n  mutation DefineChoreReward($id: ID, $title: String!, $points: Int!, $key: String) {\n    defineChoreReward(id: $id, title: $title, points: $points, idempotencyKey: $key) {\n      id\n      title\n      points\n    }\n  }\n": types.DefineChoreRewardDocument,
    "\n  mutation RetireChoreReward($id: ID!, $key: String) {\n    retireChoreReward(id: $id, idempotencyKey: $key)\n  }\n": types.RetireChoreRewardDocument,
    "\n  mutation RequestChoreReward($rewardId: ID!, $memberId: ID, $id: ID, $key: String) {\n    requestChoreReward(rewardId: $rewardId, memberId: $memberId, id: $id, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n": types.RequestChoreRewardDocument,
    "\n  mutation DecideChoreReward($id: ID!, $approve: Boolean!, $key: String) {\n    decideChoreReward(id: $id, approve: $approve, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n": types.DecideChoreRewardDocument,
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
    "\n  fragment PantryItemFields on PantryItem {\n    id\n    productId\n    name\n    category\n    quantity\n    unit\n    location\n    purchasedOn\n    expiresOn\n    expiryKind\n    openedOn\n    pricePaid\n    store\n    notes\n    status\n    used\n    value\n    expiryState\n    daysLeft\n    sourceShoppingItemId\n    lastActionId\n    lastActionKind\n    revision\n    createdAt\n    updatedAt\n  }\n": types.PantryItemFieldsFragmentDoc,
    "\n  fragment PantrySettingsFields on PantrySettings {\n    expiryWindowDays\n    defaultLocation\n    purchaseMode\n    expiryDigest\n    customLocations\n    locations\n  }\n": types.PantrySettingsFieldsFragmentDoc,
    "\n  query Pantry {\n    pantrySyncPoint\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n    pantryItems {\n      ...PantryItemFields\n    }\n    pantryProposals {\n      id\n      shoppingItemId\n      name\n      quantity\n      unit\n      location\n      expiresOn\n      pricePaid\n      store\n    }\n  }\n": types.PantryDocument,
    "\n  query PantryItem($id: ID!) {\n    pantryItem(id: $id) {\n      ...PantryItemFields\n    }\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n  }\n": types.PantryItemDocument,
    "\n  query PantryExpiringCount {\n    pantryExpiringCount\n    pantrySettings {\n      expiryWindowDays\n    }\n  }\n": types.PantryExpiringCountDocument,
    "\n  query PantryCostHistory($itemId: ID, $productId: ID) {\n    pantryCostHistory(itemId: $itemId, productId: $productId) {\n      productId\n      name\n      unit\n      points {\n        itemId\n        paidOn\n        store\n        quantity\n        unit\n        pricePaid\n        unitPrice\n      }\n      stores {\n        store\n        count\n        lowestUnitPrice\n        lastUnitPrice\n        lastPaidOn\n      }\n      lowest {\n        paidOn\n        store\n        unitPrice\n      }\n      last {\n        paidOn\n        store\n        unitPrice\n      }\n    }\n  }\n": types.PantryCostHistoryDocument,
    "\n  subscription PantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n      sourceClientId\n      items {\n        ...PantryItemFields\n      }\n    }\n  }\n": types.PantryChangedDocument,
    "\n  mutation AddPantryItem($input: AddPantryItemInput!, $idempotencyKey: String) {\n    addPantryItem(input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": types.AddPantryItemDocument,
    "\n  mutation EditPantryItem($id: ID!, $input: EditPantryItemInput!, $idempotencyKey: String) {\n    editPantryItem(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": types.EditPantryItemDocument,
    "\n  mutation ConsumePantryItem($id: ID!, $quantity: Float, $idempotencyKey: String) {\n    consumePantryItem(id: $id, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": types.ConsumePantryItemDocument,
    "\n  mutation OpenPantryItem($id: ID!, $idempotencyKey: String) {\n    openPantryItem(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": types.OpenPantryItemDocument,
    "\n  mutation MovePantryItem($id: ID!, $location: String!, $idempotencyKey: String) {\n    movePantryItem(id: $id, location: $location, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": types.MovePantryItemDocument,
    "\n  mutation DiscardPantryItem($id: ID!, $reason: String!, $quantity: Float, $idempotencyKey: String) {\n    discardPantryItem(id: $id, reason: $reason, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": types.DiscardPantryItemDocument,
    "\n  mutation UndoPantryAction($id: ID!, $actionId: String, $idempotencyKey: String) {\n    undoPantryAction(id: $id, actionId: $actionId, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n": types.UndoPantryActionDocument,
    "\n  mutation RemovePantryItem($id: ID!, $idempotencyKey: String) {\n    removePantryItem(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.RemovePantryItemDocument,
    "\n  mutation UpdatePantrySettings($input: PantrySettingsInput!) {\n    updatePantrySettings(input: $input) {\n      ...PantrySettingsFields\n    }\n  }\n": types.UpdatePantrySettingsDocument,
    "\n  mutation AcceptPantryProposal($id: ID!, $idempotencyKey: String) {\n    acceptPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n      item {\n        ...PantryItemFields\n      }\n    }\n  }\n": types.AcceptPantryProposalDocument,
    "\n  mutation DismissPantryProposal($id: ID!, $idempotencyKey: String) {\n    dismissPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n    }\n  }\n": types.DismissPantryProposalDocument,
    "\n  query PantryNameSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n    }\n  }\n": types.PantryNameSuggestionsDocument,
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
    "\n  query ExpiringPantryCount {\n    pantryExpiringCount\n  }\n": types.ExpiringPantryCountDocument,
    "\n  subscription ExpiringPantryChanged {\n    pantryChanged {\n      sequence\n    }\n  }\n": types.ExpiringPantryChangedDocument,
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
export function graphql(source: "\n  fragment ChoreFields on Chore {\n    id\n    title\n    notes\n    estimateMinutes\n    points\n    schedule {\n      frequency\n      interval\n      weekdays\n      timeZone\n      dueTime\n      startDate\n    }\n    assignment {\n      mode\n      memberIds\n    }\n    occurrenceAt\n    dueAt\n    assigneeId\n    open\n    undoableCompletionId\n    lastCompletion {\n      id\n      memberId\n      completedAt\n      points\n    }\n    revision\n  }\n"): (typeof documents)["\n  fragment ChoreFields on Chore {\n    id\n    title\n    notes\n    estimateMinutes\n    points\n    schedule {\n      frequency\n      interval\n      weekdays\n      timeZone\n      dueTime\n      startDate\n    }\n    assignment {\n      mode\n      memberIds\n    }\n    occurrenceAt\n    dueAt\n    assigneeId\n    open\n    undoableCompletionId\n    lastCompletion {\n      id\n      memberId\n      completedAt\n      points\n    }\n    revision\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChoresPage {\n    choresSyncPoint\n    chores {\n      ...ChoreFields\n    }\n    chorePoints {\n      memberId\n      earned\n      spent\n      pending\n      balance\n      completedThisWeek\n    }\n    choreRewards {\n      id\n      title\n      points\n    }\n    choreRedemptions {\n      id\n      rewardId\n      memberId\n      title\n      points\n      status\n      requestedAt\n      decidedAt\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n  }\n"): (typeof documents)["\n  query ChoresPage {\n    choresSyncPoint\n    chores {\n      ...ChoreFields\n    }\n    chorePoints {\n      memberId\n      earned\n      spent\n      pending\n      balance\n      completedThisWeek\n    }\n    choreRewards {\n      id\n      title\n      points\n    }\n    choreRedemptions {\n      id\n      rewardId\n      memberId\n      title\n      points\n      status\n      requestedAt\n      decidedAt\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChoreOccurrences($from: DateTimeISO!, $to: DateTimeISO!) {\n    choreOccurrences(from: $from, to: $to) {\n      choreId\n      title\n      dueAt\n      assigneeId\n      current\n    }\n  }\n"): (typeof documents)["\n  query ChoreOccurrences($from: DateTimeISO!, $to: DateTimeISO!) {\n    choreOccurrences(from: $from, to: $to) {\n      choreId\n      title\n      dueAt\n      assigneeId\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n      type\n      choreId\n      sourceClientId\n      chore {\n        ...ChoreFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n      type\n      choreId\n      sourceClientId\n      chore {\n        ...ChoreFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChore($input: ChoreInput!, $key: String) {\n    createChore(input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChore($input: ChoreInput!, $key: String) {\n    createChore(input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChore($id: ID!, $input: ChoreInput!, $key: String) {\n    updateChore(id: $id, input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChore($id: ID!, $input: ChoreInput!, $key: String) {\n    updateChore(id: $id, input: $input, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChore($id: ID!, $key: String) {\n    deleteChore(id: $id, idempotencyKey: $key)\n  }\n"): (typeof documents)["\n  mutation DeleteChore($id: ID!, $key: String) {\n    deleteChore(id: $id, idempotencyKey: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteChore($id: ID!, $memberId: ID, $occurrenceAt: DateTimeISO, $completionId: ID, $key: String) {\n    completeChore(id: $id, memberId: $memberId, occurrenceAt: $occurrenceAt, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteChore($id: ID!, $memberId: ID, $occurrenceAt: DateTimeISO, $completionId: ID, $key: String) {\n    completeChore(id: $id, memberId: $memberId, occurrenceAt: $occurrenceAt, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoChoreCompletion($id: ID!, $completionId: ID!, $key: String) {\n    undoChoreCompletion(id: $id, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"): (typeof documents)["\n  mutation UndoChoreCompletion($id: ID!, $completionId: ID!, $key: String) {\n    undoChoreCompletion(id: $id, completionId: $completionId, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipChore($id: ID!, $occurrenceAt: DateTimeISO, $key: String) {\n    skipChore(id: $id, occurrenceAt: $occurrenceAt, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"): (typeof documents)["\n  mutation SkipChore($id: ID!, $occurrenceAt: DateTimeISO, $key: String) {\n    skipChore(id: $id, occurrenceAt: $occurrenceAt, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SnoozeChore($id: ID!, $until: DateTimeISO!, $key: String) {\n    snoozeChore(id: $id, until: $until, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"): (typeof documents)["\n  mutation SnoozeChore($id: ID!, $until: DateTimeISO!, $key: String) {\n    snoozeChore(id: $id, until: $until, idempotencyKey: $key) {\n      ...ChoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DefineChoreReward($id: ID, $title: String!, $points: Int!, $key: String) {\n    defineChoreReward(id: $id, title: $title, points: $points, idempotencyKey: $key) {\n      id\n      title\n      points\n    }\n  }\n"): (typeof documents)["\n  mutation DefineChoreReward($id: ID, $title: String!, $points: Int!, $key: String) {\n    defineChoreReward(id: $id, title: $title, points: $points, idempotencyKey: $key) {\n      id\n      title\n      points\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireChoreReward($id: ID!, $key: String) {\n    retireChoreReward(id: $id, idempotencyKey: $key)\n  }\n"): (typeof documents)["\n  mutation RetireChoreReward($id: ID!, $key: String) {\n    retireChoreReward(id: $id, idempotencyKey: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestChoreReward($rewardId: ID!, $memberId: ID, $id: ID, $key: String) {\n    requestChoreReward(rewardId: $rewardId, memberId: $memberId, id: $id, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RequestChoreReward($rewardId: ID!, $memberId: ID, $id: ID, $key: String) {\n    requestChoreReward(rewardId: $rewardId, memberId: $memberId, id: $id, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideChoreReward($id: ID!, $approve: Boolean!, $key: String) {\n    decideChoreReward(id: $id, approve: $approve, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DecideChoreReward($id: ID!, $approve: Boolean!, $key: String) {\n    decideChoreReward(id: $id, approve: $approve, idempotencyKey: $key) {\n      id\n      status\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PantryItemFields on PantryItem {\n    id\n    productId\n    name\n    category\n    quantity\n    unit\n    location\n    purchasedOn\n    expiresOn\n    expiryKind\n    openedOn\n    pricePaid\n    store\n    notes\n    status\n    used\n    value\n    expiryState\n    daysLeft\n    sourceShoppingItemId\n    lastActionId\n    lastActionKind\n    revision\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PantryItemFields on PantryItem {\n    id\n    productId\n    name\n    category\n    quantity\n    unit\n    location\n    purchasedOn\n    expiresOn\n    expiryKind\n    openedOn\n    pricePaid\n    store\n    notes\n    status\n    used\n    value\n    expiryState\n    daysLeft\n    sourceShoppingItemId\n    lastActionId\n    lastActionKind\n    revision\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PantrySettingsFields on PantrySettings {\n    expiryWindowDays\n    defaultLocation\n    purchaseMode\n    expiryDigest\n    customLocations\n    locations\n  }\n"): (typeof documents)["\n  fragment PantrySettingsFields on PantrySettings {\n    expiryWindowDays\n    defaultLocation\n    purchaseMode\n    expiryDigest\n    customLocations\n    locations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pantry {\n    pantrySyncPoint\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n    pantryItems {\n      ...PantryItemFields\n    }\n    pantryProposals {\n      id\n      shoppingItemId\n      name\n      quantity\n      unit\n      location\n      expiresOn\n      pricePaid\n      store\n    }\n  }\n"): (typeof documents)["\n  query Pantry {\n    pantrySyncPoint\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n    pantryItems {\n      ...PantryItemFields\n    }\n    pantryProposals {\n      id\n      shoppingItemId\n      name\n      quantity\n      unit\n      location\n      expiresOn\n      pricePaid\n      store\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PantryItem($id: ID!) {\n    pantryItem(id: $id) {\n      ...PantryItemFields\n    }\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n  }\n"): (typeof documents)["\n  query PantryItem($id: ID!) {\n    pantryItem(id: $id) {\n      ...PantryItemFields\n    }\n    pantrySettings {\n      ...PantrySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PantryExpiringCount {\n    pantryExpiringCount\n    pantrySettings {\n      expiryWindowDays\n    }\n  }\n"): (typeof documents)["\n  query PantryExpiringCount {\n    pantryExpiringCount\n    pantrySettings {\n      expiryWindowDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PantryCostHistory($itemId: ID, $productId: ID) {\n    pantryCostHistory(itemId: $itemId, productId: $productId) {\n      productId\n      name\n      unit\n      points {\n        itemId\n        paidOn\n        store\n        quantity\n        unit\n        pricePaid\n        unitPrice\n      }\n      stores {\n        store\n        count\n        lowestUnitPrice\n        lastUnitPrice\n        lastPaidOn\n      }\n      lowest {\n        paidOn\n        store\n        unitPrice\n      }\n      last {\n        paidOn\n        store\n        unitPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query PantryCostHistory($itemId: ID, $productId: ID) {\n    pantryCostHistory(itemId: $itemId, productId: $productId) {\n      productId\n      name\n      unit\n      points {\n        itemId\n        paidOn\n        store\n        quantity\n        unit\n        pricePaid\n        unitPrice\n      }\n      stores {\n        store\n        count\n        lowestUnitPrice\n        lastUnitPrice\n        lastPaidOn\n      }\n      lowest {\n        paidOn\n        store\n        unitPrice\n      }\n      last {\n        paidOn\n        store\n        unitPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n      sourceClientId\n      items {\n        ...PantryItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n      sourceClientId\n      items {\n        ...PantryItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPantryItem($input: AddPantryItemInput!, $idempotencyKey: String) {\n    addPantryItem(input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddPantryItem($input: AddPantryItemInput!, $idempotencyKey: String) {\n    addPantryItem(input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPantryItem($id: ID!, $input: EditPantryItemInput!, $idempotencyKey: String) {\n    editPantryItem(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditPantryItem($id: ID!, $input: EditPantryItemInput!, $idempotencyKey: String) {\n    editPantryItem(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsumePantryItem($id: ID!, $quantity: Float, $idempotencyKey: String) {\n    consumePantryItem(id: $id, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsumePantryItem($id: ID!, $quantity: Float, $idempotencyKey: String) {\n    consumePantryItem(id: $id, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPantryItem($id: ID!, $idempotencyKey: String) {\n    openPantryItem(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPantryItem($id: ID!, $idempotencyKey: String) {\n    openPantryItem(id: $id, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MovePantryItem($id: ID!, $location: String!, $idempotencyKey: String) {\n    movePantryItem(id: $id, location: $location, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation MovePantryItem($id: ID!, $location: String!, $idempotencyKey: String) {\n    movePantryItem(id: $id, location: $location, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardPantryItem($id: ID!, $reason: String!, $quantity: Float, $idempotencyKey: String) {\n    discardPantryItem(id: $id, reason: $reason, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation DiscardPantryItem($id: ID!, $reason: String!, $quantity: Float, $idempotencyKey: String) {\n    discardPantryItem(id: $id, reason: $reason, quantity: $quantity, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoPantryAction($id: ID!, $actionId: String, $idempotencyKey: String) {\n    undoPantryAction(id: $id, actionId: $actionId, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation UndoPantryAction($id: ID!, $actionId: String, $idempotencyKey: String) {\n    undoPantryAction(id: $id, actionId: $actionId, idempotencyKey: $idempotencyKey) {\n      ...PantryItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePantryItem($id: ID!, $idempotencyKey: String) {\n    removePantryItem(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation RemovePantryItem($id: ID!, $idempotencyKey: String) {\n    removePantryItem(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePantrySettings($input: PantrySettingsInput!) {\n    updatePantrySettings(input: $input) {\n      ...PantrySettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePantrySettings($input: PantrySettingsInput!) {\n    updatePantrySettings(input: $input) {\n      ...PantrySettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptPantryProposal($id: ID!, $idempotencyKey: String) {\n    acceptPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n      item {\n        ...PantryItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptPantryProposal($id: ID!, $idempotencyKey: String) {\n    acceptPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n      item {\n        ...PantryItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissPantryProposal($id: ID!, $idempotencyKey: String) {\n    dismissPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n    }\n  }\n"): (typeof documents)["\n  mutation DismissPantryProposal($id: ID!, $idempotencyKey: String) {\n    dismissPantryProposal(id: $id, idempotencyKey: $idempotencyKey) {\n      proposalId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PantryNameSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n    }\n  }\n"): (typeof documents)["\n  query PantryNameSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExpiringPantryCount {\n    pantryExpiringCount\n  }\n"): (typeof documents)["\n  query ExpiringPantryCount {\n    pantryExpiringCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ExpiringPantryChanged {\n    pantryChanged {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription ExpiringPantryChanged {\n    pantryChanged {\n      sequence\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;