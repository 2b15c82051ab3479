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
    "\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n": typeof types.BudgetChangedDocument,
    "\n  fragment BudgetCategoryFields on BudgetCategory {\n    category\n    limit\n    spent\n    purchases\n    expenses\n    refunds\n    remaining\n    progress\n    projected\n    status\n    ownCategory\n  }\n": typeof types.BudgetCategoryFieldsFragmentDoc,
    "\n  query BudgetMonth($month: String) {\n    budgetSyncPoint\n    budgetCategories\n    budgetMonth(month: $month) {\n      month\n      timeZone\n      daysElapsed\n      daysInMonth\n      total {\n        ...BudgetCategoryFields\n      }\n      categories {\n        ...BudgetCategoryFields\n      }\n      expenses {\n        id\n        kind\n        date\n        amount\n        category\n        store\n        note\n        paidByMemberId\n        paidByName\n      }\n      alerts {\n        month\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n      byPayer {\n        name\n        amount\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n    }\n  }\n": typeof types.BudgetMonthDocument,
    "\n  query BudgetHistory($fromMonth: String!, $toMonth: String!) {\n    budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) {\n      month\n      spent\n      limit\n      byCategory {\n        category\n        spent\n      }\n    }\n  }\n": typeof types.BudgetHistoryDocument,
    "\n  mutation SetBudgetLimit($input: BudgetLimitInput!, $idempotencyKey: String) {\n    setBudgetLimit(input: $input, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": typeof types.SetBudgetLimitDocument,
    "\n  mutation ClearBudgetLimit($category: String, $fromMonth: String!, $idempotencyKey: String) {\n    clearBudgetLimit(category: $category, fromMonth: $fromMonth, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": typeof types.ClearBudgetLimitDocument,
    "\n  mutation SetBudgetTimeZone($timeZone: String!, $idempotencyKey: String) {\n    setBudgetTimeZone(timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      month\n      timeZone\n    }\n  }\n": typeof types.SetBudgetTimeZoneDocument,
    "\n  mutation AddBudgetCategory($name: String!, $idempotencyKey: String) {\n    addBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.AddBudgetCategoryDocument,
    "\n  mutation RecordExpense($input: BudgetExpenseInput!, $idempotencyKey: String) {\n    recordExpense(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.RecordExpenseDocument,
    "\n  mutation DeleteExpense($id: ID!, $idempotencyKey: String) {\n    deleteExpense(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.DeleteExpenseDocument,
    "\n  mutation CorrectExpense($id: ID!, $input: BudgetExpenseInput!, $idempotencyKey: String) {\n    correctExpense(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.CorrectExpenseDocument,
    "\n  mutation RemoveBudgetCategory($name: String!, $idempotencyKey: String) {\n    removeBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.RemoveBudgetCategoryDocument,
    "\n  subscription CalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n      type\n      eventId\n      sourceClientId\n    }\n  }\n": typeof types.CalendarChangedDocument,
    "\n  fragment CalendarSettingsFields on CalendarSettings {\n    timeZone\n    overlays {\n      layer\n      on\n    }\n    members {\n      memberId\n      name\n      colour\n    }\n  }\n": typeof types.CalendarSettingsFieldsFragmentDoc,
    "\n  query CalendarPage($from: String!, $to: String!, $memberId: ID, $deviceTimeZone: String) {\n    calendarSyncPoint\n    calendarSettings {\n      ...CalendarSettingsFields\n    }\n    calendarView(from: $from, to: $to, memberId: $memberId, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      from\n      to\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        end\n        allDay\n        startDate\n        endDate\n        location\n        notes\n        memberIds\n        reminders\n        recurring\n        changed\n        source {\n          name\n          readOnly\n        }\n      }\n      overlays {\n        layer\n        id\n        title\n        date\n        start\n        memberIds\n        href\n      }\n    }\n  }\n": typeof types.CalendarPageDocument,
    "\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      title\n      allDay\n      start\n      end\n      timeZone\n      location\n      notes\n      memberIds\n      rrule\n      reminders\n      revision\n    }\n  }\n": typeof types.CalendarEventDocument,
    "\n  mutation CreateCalendarEvent($input: CalendarEventInput!, $key: String) {\n    createCalendarEvent(input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": typeof types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!, $key: String) {\n    updateCalendarEvent(id: $id, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": typeof types.UpdateCalendarEventDocument,
    "\n  mutation ChangeCalendarOccurrence($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!, $key: String) {\n    changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": typeof types.ChangeCalendarOccurrenceDocument,
    "\n  mutation CancelCalendarOccurrence($id: ID!, $at: DateTimeISO!, $key: String) {\n    cancelCalendarOccurrence(id: $id, occurrenceStart: $at, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": typeof types.CancelCalendarOccurrenceDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!, $key: String) {\n    deleteCalendarEvent(id: $id, idempotencyKey: $key)\n  }\n": typeof types.DeleteCalendarEventDocument,
    "\n  mutation SwitchCalendarOverlay($layer: String!, $on: Boolean!, $key: String) {\n    switchCalendarOverlay(layer: $layer, on: $on, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n": typeof types.SwitchCalendarOverlayDocument,
    "\n  mutation SetCalendarMemberColour($memberId: ID!, $colour: String!, $key: String) {\n    setCalendarMemberColour(memberId: $memberId, colour: $colour, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n": typeof types.SetCalendarMemberColourDocument,
    "\n  mutation SetCalendarTimeZone($timeZone: String!, $key: String) {\n    setCalendarTimeZone(timeZone: $timeZone, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n": typeof types.SetCalendarTimeZoneDocument,
    "\n  query CalendarReminders($from: String!, $to: String!, $deviceTimeZone: String) {\n    me {\n      id\n      familyMemberId\n    }\n    calendarSyncPoint\n    calendarView(from: $from, to: $to, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        allDay\n        startDate\n        location\n        memberIds\n        reminders\n      }\n    }\n  }\n": typeof types.CalendarRemindersDocument,
    "\n  query CalendarSyncPanel {\n    calendarSyncPoint\n    calendarSubscriptions {\n      id\n      url\n      name\n      createdAt\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n    googleCalendarConnection {\n      configured\n      connected\n      email\n      canManage\n      calendarId\n      calendarSummary\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n": typeof types.CalendarSyncPanelDocument,
    "\n  query GoogleCalendars {\n    googleCalendars {\n      id\n      summary\n      primary\n    }\n  }\n": typeof types.GoogleCalendarsDocument,
    "\n  subscription CalendarSyncChanged($since: Int) {\n    calendarSyncChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n    }\n  }\n": typeof types.CalendarSyncChangedDocument,
    "\n  mutation ImportCalendarFile($name: String!, $ics: String!, $timeZone: String, $idempotencyKey: String) {\n    importCalendarFile(name: $name, ics: $ics, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      added\n      updated\n      total\n      skipped\n    }\n  }\n": typeof types.ImportCalendarFileDocument,
    "\n  mutation AddCalendarSubscription($url: String!, $name: String, $timeZone: String, $idempotencyKey: String) {\n    addCalendarSubscription(url: $url, name: $name, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      eventCount\n    }\n  }\n": typeof types.AddCalendarSubscriptionDocument,
    "\n  mutation RefreshCalendarSubscription($id: ID!) {\n    refreshCalendarSubscription(id: $id) {\n      id\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n  }\n": typeof types.RefreshCalendarSubscriptionDocument,
    "\n  mutation RemoveCalendarSubscription($id: ID!, $idempotencyKey: String) {\n    removeCalendarSubscription(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.RemoveCalendarSubscriptionDocument,
    "\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect\n  }\n": typeof types.StartGoogleCalendarConnectDocument,
    "\n  mutation CompleteGoogleCalendarConnect($code: String!, $state: String!) {\n    completeGoogleCalendarConnect(code: $code, state: $state) {\n      connected\n      email\n    }\n  }\n": typeof types.CompleteGoogleCalendarConnectDocument,
    "\n  mutation ChooseGoogleCalendar($calendarId: String!) {\n    chooseGoogleCalendar(calendarId: $calendarId) {\n      calendarId\n      calendarSummary\n      lastOk\n      lastMessage\n    }\n  }\n": typeof types.ChooseGoogleCalendarDocument,
    "\n  mutation SyncGoogleCalendar {\n    syncGoogleCalendar {\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n": typeof types.SyncGoogleCalendarDocument,
    "\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar\n  }\n": typeof types.DisconnectGoogleCalendarDocument,
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
    "\n  fragment DietaryFlagFields on DietaryFlag {\n    id\n    name\n    conflicts {\n      kind\n      tag\n      via\n      detail\n      source\n    }\n  }\n": typeof types.DietaryFlagFieldsFragmentDoc,
    "\n  query PantryDietaryAnalysis($from: String, $to: String) {\n    dietarySyncPoint\n    pantryDietaryAnalysis(from: $from, to: $to) {\n      itemCount\n      knownCount\n      totals {\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      categories {\n        category\n        itemCount\n        knownCount\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      allergens {\n        tag\n        itemCount\n        items\n      }\n      dietTags {\n        tag\n        itemCount\n        items\n      }\n      members {\n        memberId\n        name\n        isActive\n        diets\n        allergies\n        pantry {\n          ...DietaryFlagFields\n        }\n        recipes {\n          ...DietaryFlagFields\n        }\n        plan {\n          ...DietaryFlagFields\n        }\n      }\n      planAvailable\n      planFrom\n      planTo\n    }\n  }\n": typeof types.PantryDietaryAnalysisDocument,
    "\n  subscription DietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": typeof types.DietaryChangedDocument,
    "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n    diets\n    allergies\n  }\n": typeof types.FamilyMemberFieldsFragmentDoc,
    "\n  query FamilyMembers {\n    familyMembersSyncPoint\n    familyMembers {\n      ...FamilyMemberFields\n    }\n    familyMemberDietaryVocabulary {\n      allergies\n      diets\n    }\n  }\n": typeof types.FamilyMembersDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!, $idempotencyKey: String) {\n    addFamilyMember(input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.AddFamilyMemberDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!, $idempotencyKey: String) {\n    updateFamilyMember(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.UpdateFamilyMemberDocument,
    "\n  mutation DeactivateFamilyMember($id: ID!, $idempotencyKey: String) {\n    deactivateFamilyMember(id: $id, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.DeactivateFamilyMemberDocument,
    "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": typeof types.InviteFamilyMemberDocument,
    "\n  mutation SetFamilyMemberDietary($id: ID!, $input: FamilyMemberDietaryInput!, $idempotencyKey: String) {\n    setFamilyMemberDietary(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": typeof types.SetFamilyMemberDietaryDocument,
    "\n  subscription FamilyMembersChanged($since: Int) {\n    familyMembersChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": typeof types.FamilyMembersChangedDocument,
    "\n  fragment WorkoutFields on Workout {\n    id\n    memberId\n    activityCode\n    activityName\n    performedOn\n    startTime\n    durationMinutes\n    distanceKm\n    sets {\n      exercise\n      reps\n      weightKg\n    }\n    effort\n    notes\n    met\n    weightKg\n    kcal\n    volumeKg\n    planId\n    planItemId\n    revision\n  }\n": typeof types.WorkoutFieldsFragmentDoc,
    "\n  fragment WorkoutPlanFields on WorkoutPlan {\n    id\n    memberId\n    name\n    weekStart\n    items {\n      id\n      weekday\n      activityCode\n      title\n      durationMinutes\n      sets\n      reps\n      weightKg\n    }\n    ticks {\n      itemId\n      workoutId\n    }\n    revision\n  }\n": typeof types.WorkoutPlanFieldsFragmentDoc,
    "\n  query FitnessBase {\n    fitnessSyncPoint\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n    fitnessActivities {\n      code\n      name\n      met\n      kind\n      distance\n      source\n    }\n  }\n": typeof types.FitnessBaseDocument,
    "\n  query FitnessSummary($memberId: ID!, $weekStart: String!) {\n    fitnessSummary(memberId: $memberId, weekStart: $weekStart) {\n      memberId\n      weekStart\n      caloriesEstimated\n      workouts {\n        ...WorkoutFields\n      }\n      weeks {\n        weekStart\n        minutes\n        kcal\n        workouts\n      }\n      volume {\n        exercise\n        weekStart\n        volumeKg\n      }\n      goals {\n        weeklyMinutes\n        targetWeightKg\n      }\n      weights {\n        id\n        recordedOn\n        weightKg\n      }\n      energy {\n        intakeAvailable\n        days {\n          date\n          burnedKcal\n          burnedComplete\n          eatenKcal\n          mealsKnown\n          mealsTotal\n          netKcal\n        }\n      }\n    }\n  }\n": typeof types.FitnessSummaryDocument,
    "\n  query Workout($id: ID!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.WorkoutDocument,
    "\n  query WorkoutPlans($memberId: ID!, $weekStart: String!) {\n    workoutPlans(memberId: $memberId, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n": typeof types.WorkoutPlansDocument,
    "\n  query WorkoutPlan($id: ID!, $weekStart: String!) {\n    workoutPlan(id: $id, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n": typeof types.WorkoutPlanDocument,
    "\n  mutation LogWorkout($input: WorkoutInput!, $key: String) {\n    logWorkout(input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.LogWorkoutDocument,
    "\n  mutation UpdateWorkout($id: ID!, $input: WorkoutInput!, $key: String) {\n    updateWorkout(id: $id, input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n": typeof types.UpdateWorkoutDocument,
    "\n  mutation DeleteWorkout($id: ID!, $key: String) {\n    deleteWorkout(id: $id, idempotencyKey: $key)\n  }\n": typeof types.DeleteWorkoutDocument,
    "\n  mutation RecordBodyWeight($id: ID, $memberId: ID!, $weightKg: Float!, $recordedOn: String!, $key: String) {\n    recordBodyWeight(id: $id, memberId: $memberId, weightKg: $weightKg, recordedOn: $recordedOn, idempotencyKey: $key) {\n      id\n      recordedOn\n      weightKg\n    }\n  }\n": typeof types.RecordBodyWeightDocument,
    "\n  mutation SetFitnessGoals($memberId: ID!, $weeklyMinutes: Int, $targetWeightKg: Float, $key: String) {\n    setFitnessGoals(memberId: $memberId, weeklyMinutes: $weeklyMinutes, targetWeightKg: $targetWeightKg, idempotencyKey: $key) {\n      weeklyMinutes\n      targetWeightKg\n    }\n  }\n": typeof types.SetFitnessGoalsDocument,
    "\n  mutation SaveWorkoutPlan($input: WorkoutPlanInput!, $weekStart: String!, $key: String) {\n    saveWorkoutPlan(input: $input, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n": typeof types.SaveWorkoutPlanDocument,
    "\n  mutation DeleteWorkoutPlan($id: ID!, $key: String) {\n    deleteWorkoutPlan(id: $id, idempotencyKey: $key)\n  }\n": typeof types.DeleteWorkoutPlanDocument,
    "\n  mutation TickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $log: Boolean!, $workoutId: ID, $key: String) {\n    tickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, log: $log, workoutId: $workoutId, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n": typeof types.TickWorkoutPlanItemDocument,
    "\n  mutation UntickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $key: String) {\n    untickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n": typeof types.UntickWorkoutPlanItemDocument,
    "\n  subscription FitnessChanged($since: Int) {\n    fitnessChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n    }\n  }\n": typeof types.FitnessChangedDocument,
    "\n  query HomeTodaysMeals($day: String!) {\n    mealPlan(from: $day, to: $day) {\n      syncPoint\n      entries {\n        id\n        slot\n        title\n        servings\n      }\n      days {\n        date\n        nutrition {\n          energyKcal\n          known\n          total\n        }\n      }\n    }\n  }\n": typeof types.HomeTodaysMealsDocument,
    "\n  subscription HomeMealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.HomeMealPlanChangedDocument,
    "\n  query HomePantry {\n    pantrySyncPoint\n    pantryItems {\n      id\n      name\n      expiresOn\n      expiryState\n      daysLeft\n    }\n  }\n": typeof types.HomePantryDocument,
    "\n  subscription HomePantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.HomePantryChangedDocument,
    "\n  query HomeShopping {\n    shoppingSyncPoint\n    shoppingLists(status: active) {\n      id\n      name\n      items {\n        id\n        purchased\n      }\n    }\n  }\n": typeof types.HomeShoppingDocument,
    "\n  subscription HomeShoppingChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.HomeShoppingChangedDocument,
    "\n  query HomeChores {\n    choresSyncPoint\n    chores {\n      id\n      title\n      dueAt\n      open\n      assigneeId\n    }\n    familyMembers {\n      id\n      name\n    }\n  }\n": typeof types.HomeChoresDocument,
    "\n  subscription HomeChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.HomeChoresChangedDocument,
    "\n  query HomeCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarSyncPoint\n    calendarOccurrences(from: $from, to: $to) {\n      eventId\n      occurrenceStart\n      title\n      start\n      end\n      allDay\n      location\n    }\n  }\n": typeof types.HomeCalendarDocument,
    "\n  subscription HomeCalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.HomeCalendarChangedDocument,
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
    "\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": typeof types.LeftoversChangedDocument,
    "\n  mutation PlanLeftoverMeal($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      slot\n      servings\n    }\n  }\n": typeof types.PlanLeftoverMealDocument,
    "\n  fragment MealPlanNutrition on ComputedNutrition {\n    energyKcal\n    proteinG\n    carbohydrateG\n    fatG\n    known\n    total\n  }\n": typeof types.MealPlanNutritionFragmentDoc,
    "\n  fragment MealPlanEntryFields on MealPlanEntry {\n    id\n    date\n    slot\n    kind\n    refId\n    title\n    quantity\n    unit\n    servings\n    memberIds\n    note\n    copiedFrom\n    revision\n    perServing {\n      ...MealPlanNutrition\n    }\n    meal {\n      ...MealPlanNutrition\n    }\n  }\n": typeof types.MealPlanEntryFieldsFragmentDoc,
    "\n  query MealPlan($from: String!, $to: String!) {\n    mealPlan(from: $from, to: $to) {\n      from\n      to\n      syncPoint\n      entries {\n        ...MealPlanEntryFields\n      }\n      days {\n        date\n        nutrition {\n          ...MealPlanNutrition\n        }\n        members {\n          memberId\n          name\n          portionMultiplier\n          nutrition {\n            ...MealPlanNutrition\n          }\n          goal {\n            memberId\n            energyKcal\n            proteinG\n            carbohydrateG\n            fatG\n          }\n        }\n      }\n    }\n  }\n": typeof types.MealPlanDocument,
    "\n  query MealPlannerSetup {\n    profile {\n      id\n      accountType\n      preferences {\n        defaultMealPlanView\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n    shoppingLists {\n      id\n      name\n    }\n  }\n": typeof types.MealPlannerSetupDocument,
    "\n  subscription MealPlannerViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n    }\n  }\n": typeof types.MealPlannerViewChangedDocument,
    "\n  subscription MealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      entryId\n    }\n  }\n": typeof types.MealPlanChangedDocument,
    "\n  mutation AddMealPlanEntry($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n": typeof types.AddMealPlanEntryDocument,
    "\n  mutation UpdateMealPlanEntry($id: ID!, $changes: MealPlanEntryChanges!, $idempotencyKey: String) {\n    updateMealPlanEntry(id: $id, changes: $changes, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n": typeof types.UpdateMealPlanEntryDocument,
    "\n  mutation MoveMealPlanEntry($id: ID!, $date: String!, $slot: String!, $idempotencyKey: String) {\n    moveMealPlanEntry(id: $id, date: $date, slot: $slot, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n": typeof types.MoveMealPlanEntryDocument,
    "\n  mutation RemoveMealPlanEntry($id: ID!, $idempotencyKey: String) {\n    removeMealPlanEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.RemoveMealPlanEntryDocument,
    "\n  mutation CopyMealPlanWeek($from: String!, $to: String!, $idempotencyKey: String) {\n    copyMealPlanWeek(from: $from, to: $to, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.CopyMealPlanWeekDocument,
    "\n  mutation RepeatMealPlanEntry($id: ID!, $everyDays: Int!, $times: Int!, $idempotencyKey: String) {\n    repeatMealPlanEntry(id: $id, everyDays: $everyDays, times: $times, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": typeof types.RepeatMealPlanEntryDocument,
    "\n  mutation SetNutritionGoal($memberId: ID!, $goal: NutritionGoalInput!, $idempotencyKey: String) {\n    setNutritionGoal(memberId: $memberId, goal: $goal, idempotencyKey: $idempotencyKey) {\n      memberId\n      energyKcal\n      proteinG\n      carbohydrateG\n      fatG\n    }\n  }\n": typeof types.SetNutritionGoalDocument,
    "\n  query MealPlanShoppingPreview($from: String!, $to: String!, $listId: ID) {\n    shoppingSyncPoint\n    mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) {\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        needed\n        inPantry\n        onList\n        estimatedCost\n        priceSource\n      }\n    }\n  }\n": typeof types.MealPlanShoppingPreviewDocument,
    "\n  subscription PlanShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.PlanShoppingListsChangedDocument,
    "\n  subscription PlanPantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.PlanPantryChangedDocument,
    "\n  mutation GenerateShoppingListFromPlan($input: GenerateShoppingFromPlanInput!, $idempotencyKey: String) {\n    generateShoppingListFromPlan(input: $input, idempotencyKey: $idempotencyKey) {\n      listId\n      listName\n      added\n      changed\n      removed\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        estimatedCost\n      }\n    }\n  }\n": typeof types.GenerateShoppingListFromPlanDocument,
    "\n  query RecipePicker($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      id\n      title\n      servings\n      totalMinutes\n      tags\n      photoUrl\n    }\n  }\n": typeof types.RecipePickerDocument,
    "\n  query PlanProductSearch($search: String) {\n    products(search: $search, limit: 20) {\n      items {\n        id\n        name\n        defaultUnit\n      }\n    }\n  }\n": typeof types.PlanProductSearchDocument,
    "\n  query PlanLeftovers {\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n    }\n  }\n": typeof types.PlanLeftoversDocument,
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
    "\n  fragment PantryProductFields on Product {\n    id\n    name\n    brand\n    category\n    defaultUnit\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n    }\n  }\n": typeof types.PantryProductFieldsFragmentDoc,
    "\n  query PantryProductSearch($search: String!, $limit: Int) {\n    products(search: $search, offset: 0, limit: $limit) {\n      total\n      items {\n        ...PantryProductFields\n      }\n    }\n  }\n": typeof types.PantryProductSearchDocument,
    "\n  query PantryProduct($id: ID!) {\n    product(id: $id) {\n      ...PantryProductFields\n    }\n  }\n": typeof types.PantryProductDocument,
    "\n  mutation PantryBarcodeLookup($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...PantryProductFields\n      }\n    }\n  }\n": typeof types.PantryBarcodeLookupDocument,
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
    "\n  query ProductCommunityPrice($productId: ID!) {\n    productCommunityPrice(productId: $productId) {\n      productId\n      minimumHouseholds\n      since\n      enough\n      households\n      unit\n      lowestUnitPrice\n      medianUnitPrice\n      highestUnitPrice\n    }\n  }\n": typeof types.ProductCommunityPriceDocument,
    "\n  subscription ProfileChanged($since: Int) {\n    profileChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      profile {\n        ...ProfileFields\n      }\n      user {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n": typeof types.ProfileChangedDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": typeof types.SetMealPlanViewDocument,
    "\n  query RecipeNutrition($id: ID!) {\n    recipe(id: $id) {\n      id\n      revision\n      nutritionPerServing {\n        energyKcal\n        proteinG\n        carbohydrateG\n        fatG\n        known\n        total\n      }\n    }\n  }\n": typeof types.RecipeNutritionDocument,
    "\n  query RecipeDietaryFlags($recipeId: ID!) {\n    dietarySyncPoint\n    recipeDietaryFlags(recipeId: $recipeId) {\n      memberId\n      name\n      conflicts {\n        kind\n        tag\n        via\n        detail\n        source\n      }\n    }\n  }\n": typeof types.RecipeDietaryFlagsDocument,
    "\n  subscription RecipeDietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n    }\n  }\n": typeof types.RecipeDietaryChangedDocument,
    "\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": typeof types.RecipeFieldsFragmentDoc,
    "\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    importNotes\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": typeof types.DraftFieldsFragmentDoc,
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
    "\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      yourRecipeId\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n": typeof types.SharedRecipeDocument,
    "\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": typeof types.ImportSharedRecipeDocument,
    "\n  fragment RecipeCookFields on RecipeCook {\n    id\n    recipeId\n    servings\n    portionsLeft\n    portionsEaten\n    leftoverId\n    pantryReturned\n    taken {\n      ingredientId\n      itemId\n      name\n      quantity\n      unit\n    }\n    missing {\n      ingredientId\n      name\n      quantity\n      unit\n      reason\n    }\n  }\n": typeof types.RecipeCookFieldsFragmentDoc,
    "\n  mutation FinishRecipeCook(\n    $id: ID!\n    $cookId: ID!\n    $servings: Float!\n    $portionsLeft: Float!\n    $portionsEaten: Float\n    $takeFromPantry: Boolean\n    $today: String\n    $idempotencyKey: String\n  ) {\n    finishRecipeCook(\n      id: $id\n      cookId: $cookId\n      servings: $servings\n      portionsLeft: $portionsLeft\n      portionsEaten: $portionsEaten\n      takeFromPantry: $takeFromPantry\n      today: $today\n      idempotencyKey: $idempotencyKey\n    ) {\n      ...RecipeCookFields\n    }\n  }\n": typeof types.FinishRecipeCookDocument,
    "\n  mutation ReturnRecipeCookToPantry($id: ID!, $cookId: ID!, $idempotencyKey: String) {\n    returnRecipeCookToPantry(id: $id, cookId: $cookId, idempotencyKey: $idempotencyKey) {\n      ...RecipeCookFields\n    }\n  }\n": typeof types.ReturnRecipeCookToPantryDocument,
    "\n  query RecipeCookPlan($id: ID!, $servings: Float) {\n    recipeCookPlan(id: $id, servings: $servings) {\n      servings\n      lines {\n        ingredientId\n        name\n        optional\n        need\n        unit\n        coverage\n        takes {\n          itemId\n          name\n          quantity\n          unit\n          expiresOn\n          expiringSoon\n        }\n        shortfall {\n          quantity\n          unit\n          reason\n        }\n      }\n    }\n  }\n": typeof types.RecipeCookPlanDocument,
    "\n  query CookableRecipes($filter: RecipeFilterInput, $minCoverage: Float) {\n    cookableRecipes(filter: $filter, minCoverage: $minCoverage) {\n      recipe {\n        ...RecipeFields\n      }\n      coverage\n      coveredCount\n      requiredCount\n      soonestExpiry\n      expiringCount\n      missing\n      expiringSoon\n    }\n  }\n": typeof types.CookableRecipesDocument,
    "\n  subscription PantryChangesForRecipes($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n    }\n  }\n": typeof types.PantryChangesForRecipesDocument,
    "\n  fragment ShoppingItemFields on ShoppingItem {\n    id\n    listId\n    name\n    category\n    quantity\n    estimatedPrice\n    actualPrice\n    orderPosition\n    store\n    aisle\n    department\n    notes\n    completedAt\n    purchased\n    revision\n    createdAt\n    updatedAt\n  }\n": typeof types.ShoppingItemFieldsFragmentDoc,
    "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    name\n    status\n    revision\n    createdAt\n    updatedAt\n    items {\n      ...ShoppingItemFields\n    }\n  }\n": typeof types.ShoppingListFieldsFragmentDoc,
    "\n  query ShoppingLists {\n    shoppingSyncPoint\n    shoppingLists(status: all) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.ShoppingListsDocument,
    "\n  query ProductSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n      useCount\n    }\n  }\n": typeof types.ProductSuggestionsDocument,
    "\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        id\n        name\n        status\n        revision\n        createdAt\n        updatedAt\n      }\n      deletedListIds\n      items {\n        ...ShoppingItemFields\n      }\n      removedItemIds\n    }\n  }\n": typeof types.ShoppingListsChangedDocument,
    "\n  mutation CreateShoppingList($input: CreateShoppingListInput!, $idempotencyKey: String) {\n    createShoppingList(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.CreateShoppingListDocument,
    "\n  mutation RenameShoppingList($id: ID!, $name: String!, $idempotencyKey: String) {\n    renameShoppingList(id: $id, name: $name, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.RenameShoppingListDocument,
    "\n  mutation ArchiveShoppingList($id: ID!, $idempotencyKey: String) {\n    archiveShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.ArchiveShoppingListDocument,
    "\n  mutation RestoreShoppingList($id: ID!, $idempotencyKey: String) {\n    restoreShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.RestoreShoppingListDocument,
    "\n  mutation DeleteShoppingList($id: ID!, $idempotencyKey: String) {\n    deleteShoppingList(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": typeof types.DeleteShoppingListDocument,
    "\n  mutation ReorderShoppingItems($listId: ID!, $itemIds: [ID!]!, $idempotencyKey: String) {\n    reorderShoppingItems(listId: $listId, itemIds: $itemIds, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": typeof types.ReorderShoppingItemsDocument,
    "\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": typeof types.AddShoppingItemDocument,
    "\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": typeof types.UpdateShoppingItemDocument,
    "\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": typeof types.ToggleShoppingItemDocument,
    "\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": typeof types.MoveShoppingItemDocument,
    "\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": typeof types.RemoveShoppingItemDocument,
    "\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n": typeof types.ShoppingBudgetDocument,
    "\n  fragment SubscriptionStatusFields on SubscriptionStatus {\n    subscriptionStatus\n    trialEndsAt\n    daysLeft\n    plan\n    currentPeriodEnd\n    provider\n  }\n": typeof types.SubscriptionStatusFieldsFragmentDoc,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      ...SubscriptionStatusFields\n    }\n    billingSyncPoint\n  }\n": typeof types.SubscriptionStatusDocument,
    "\n  subscription SubscriptionStatusChanged($since: Int) {\n    subscriptionStatusChanged(since: $since) {\n      sequence\n      type\n      status {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n": typeof types.SubscriptionStatusChangedDocument,
    "\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n": typeof types.SubscriptionOfferDocument,
    "\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n": typeof types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      ...SubscriptionStatusFields\n    }\n  }\n": typeof types.CompleteTestCheckoutDocument,
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
    "\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n": types.BudgetChangedDocument,
    "\n  fragment BudgetCategoryFields on BudgetCategory {\n    category\n    limit\n    spent\n    purchases\n    expenses\n    refunds\n    remaining\n    progress\n    projected\n    status\n    ownCategory\n  }\n": types.BudgetCategoryFieldsFragmentDoc,
    "\n  query BudgetMonth($month: String) {\n    budgetSyncPoint\n    budgetCategories\n    budgetMonth(month: $month) {\n      month\n      timeZone\n      daysElapsed\n      daysInMonth\n      total {\n        ...BudgetCategoryFields\n      }\n      categories {\n        ...BudgetCategoryFields\n      }\n      expenses {\n        id\n        kind\n        date\n        amount\n        category\n        store\n        note\n        paidByMemberId\n        paidByName\n      }\n      alerts {\n        month\n        category\n        threshold\n        spent\n        limit\n        sequence\n      }\n      byPayer {\n        name\n        amount\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n    }\n  }\n": types.BudgetMonthDocument,
    "\n  query BudgetHistory($fromMonth: String!, $toMonth: String!) {\n    budgetHistory(fromMonth: $fromMonth, toMonth: $toMonth) {\n      month\n      spent\n      limit\n      byCategory {\n        category\n        spent\n      }\n    }\n  }\n": types.BudgetHistoryDocument,
    "\n  mutation SetBudgetLimit($input: BudgetLimitInput!, $idempotencyKey: String) {\n    setBudgetLimit(input: $input, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": types.SetBudgetLimitDocument,
    "\n  mutation ClearBudgetLimit($category: String, $fromMonth: String!, $idempotencyKey: String) {\n    clearBudgetLimit(category: $category, fromMonth: $fromMonth, idempotencyKey: $idempotencyKey) {\n      month\n    }\n  }\n": types.ClearBudgetLimitDocument,
    "\n  mutation SetBudgetTimeZone($timeZone: String!, $idempotencyKey: String) {\n    setBudgetTimeZone(timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      month\n      timeZone\n    }\n  }\n": types.SetBudgetTimeZoneDocument,
    "\n  mutation AddBudgetCategory($name: String!, $idempotencyKey: String) {\n    addBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n": types.AddBudgetCategoryDocument,
    "\n  mutation RecordExpense($input: BudgetExpenseInput!, $idempotencyKey: String) {\n    recordExpense(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.RecordExpenseDocument,
    "\n  mutation DeleteExpense($id: ID!, $idempotencyKey: String) {\n    deleteExpense(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.DeleteExpenseDocument,
    "\n  mutation CorrectExpense($id: ID!, $input: BudgetExpenseInput!, $idempotencyKey: String) {\n    correctExpense(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.CorrectExpenseDocument,
    "\n  mutation RemoveBudgetCategory($name: String!, $idempotencyKey: String) {\n    removeBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n": types.RemoveBudgetCategoryDocument,
    "\n  subscription CalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n      type\n      eventId\n      sourceClientId\n    }\n  }\n": types.CalendarChangedDocument,
    "\n  fragment CalendarSettingsFields on CalendarSettings {\n    timeZone\n    overlays {\n      layer\n      on\n    }\n    members {\n      memberId\n      name\n      colour\n    }\n  }\n": types.CalendarSettingsFieldsFragmentDoc,
    "\n  query CalendarPage($from: String!, $to: String!, $memberId: ID, $deviceTimeZone: String) {\n    calendarSyncPoint\n    calendarSettings {\n      ...CalendarSettingsFields\n    }\n    calendarView(from: $from, to: $to, memberId: $memberId, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      from\n      to\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        end\n        allDay\n        startDate\n        endDate\n        location\n        notes\n        memberIds\n        reminders\n        recurring\n        changed\n        source {\n          name\n          readOnly\n        }\n      }\n      overlays {\n        layer\n        id\n        title\n        date\n        start\n        memberIds\n        href\n      }\n    }\n  }\n": types.CalendarPageDocument,
    "\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      title\n      allDay\n      start\n      end\n      timeZone\n      location\n      notes\n      memberIds\n      rrule\n      reminders\n      revision\n    }\n  }\n": types.CalendarEventDocument,
    "\n  mutation CreateCalendarEvent($input: CalendarEventInput!, $key: String) {\n    createCalendarEvent(input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": types.CreateCalendarEventDocument,
    "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!, $key: String) {\n    updateCalendarEvent(id: $id, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": types.UpdateCalendarEventDocument,
    "\n  mutation ChangeCalendarOccurrence($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!, $key: String) {\n    changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": types.ChangeCalendarOccurrenceDocument,
    "\n  mutation CancelCalendarOccurrence($id: ID!, $at: DateTimeISO!, $key: String) {\n    cancelCalendarOccurrence(id: $id, occurrenceStart: $at, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n": types.CancelCalendarOccurrenceDocument,
    "\n  mutation DeleteCalendarEvent($id: ID!, $key: String) {\n    deleteCalendarEvent(id: $id, idempotencyKey: $key)\n  }\n": types.DeleteCalendarEventDocument,
    "\n  mutation SwitchCalendarOverlay($layer: String!, $on: Boolean!, $key: String) {\n    switchCalendarOverlay(layer: $layer, on: $on, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n": types.SwitchCalendarOverlayDocument,
    "\n  mutation SetCalendarMemberColour($memberId: ID!, $colour: String!, $key: String) {\n    setCalendarMemberColour(memberId: $memberId, colour: $colour, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n": types.SetCalendarMemberColourDocument,
    "\n  mutation SetCalendarTimeZone($timeZone: String!, $key: String) {\n    setCalendarTimeZone(timeZone: $timeZone, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n": types.SetCalendarTimeZoneDocument,
    "\n  query CalendarReminders($from: String!, $to: String!, $deviceTimeZone: String) {\n    me {\n      id\n      familyMemberId\n    }\n    calendarSyncPoint\n    calendarView(from: $from, to: $to, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        allDay\n        startDate\n        location\n        memberIds\n        reminders\n      }\n    }\n  }\n": types.CalendarRemindersDocument,
    "\n  query CalendarSyncPanel {\n    calendarSyncPoint\n    calendarSubscriptions {\n      id\n      url\n      name\n      createdAt\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n    googleCalendarConnection {\n      configured\n      connected\n      email\n      canManage\n      calendarId\n      calendarSummary\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n": types.CalendarSyncPanelDocument,
    "\n  query GoogleCalendars {\n    googleCalendars {\n      id\n      summary\n      primary\n    }\n  }\n": types.GoogleCalendarsDocument,
    "\n  subscription CalendarSyncChanged($since: Int) {\n    calendarSyncChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n    }\n  }\n": types.CalendarSyncChangedDocument,
    "\n  mutation ImportCalendarFile($name: String!, $ics: String!, $timeZone: String, $idempotencyKey: String) {\n    importCalendarFile(name: $name, ics: $ics, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      added\n      updated\n      total\n      skipped\n    }\n  }\n": types.ImportCalendarFileDocument,
    "\n  mutation AddCalendarSubscription($url: String!, $name: String, $timeZone: String, $idempotencyKey: String) {\n    addCalendarSubscription(url: $url, name: $name, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      eventCount\n    }\n  }\n": types.AddCalendarSubscriptionDocument,
    "\n  mutation RefreshCalendarSubscription($id: ID!) {\n    refreshCalendarSubscription(id: $id) {\n      id\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n  }\n": types.RefreshCalendarSubscriptionDocument,
    "\n  mutation RemoveCalendarSubscription($id: ID!, $idempotencyKey: String) {\n    removeCalendarSubscription(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.RemoveCalendarSubscriptionDocument,
    "\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect\n  }\n": types.StartGoogleCalendarConnectDocument,
    "\n  mutation CompleteGoogleCalendarConnect($code: String!, $state: String!) {\n    completeGoogleCalendarConnect(code: $code, state: $state) {\n      connected\n      email\n    }\n  }\n": types.CompleteGoogleCalendarConnectDocument,
    "\n  mutation ChooseGoogleCalendar($calendarId: String!) {\n    chooseGoogleCalendar(calendarId: $calendarId) {\n      calendarId\n      calendarSummary\n      lastOk\n      lastMessage\n    }\n  }\n": types.ChooseGoogleCalendarDocument,
    "\n  mutation SyncGoogleCalendar {\n    syncGoogleCalendar {\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n": types.SyncGoogleCalendarDocument,
    "\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar\n  }\n": types.DisconnectGoogleCalendarDocument,
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
    "\n  fragment DietaryFlagFields on DietaryFlag {\n    id\n    name\n    conflicts {\n      kind\n      tag\n      via\n      detail\n      source\n    }\n  }\n": types.DietaryFlagFieldsFragmentDoc,
    "\n  query PantryDietaryAnalysis($from: String, $to: String) {\n    dietarySyncPoint\n    pantryDietaryAnalysis(from: $from, to: $to) {\n      itemCount\n      knownCount\n      totals {\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      categories {\n        category\n        itemCount\n        knownCount\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      allergens {\n        tag\n        itemCount\n        items\n      }\n      dietTags {\n        tag\n        itemCount\n        items\n      }\n      members {\n        memberId\n        name\n        isActive\n        diets\n        allergies\n        pantry {\n          ...DietaryFlagFields\n        }\n        recipes {\n          ...DietaryFlagFields\n        }\n        plan {\n          ...DietaryFlagFields\n        }\n      }\n      planAvailable\n      planFrom\n      planTo\n    }\n  }\n": types.PantryDietaryAnalysisDocument,
    "\n  subscription DietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": types.DietaryChangedDocument,
    "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n    diets\n    allergies\n  }\n": types.FamilyMemberFieldsFragmentDoc,
    "\n  query FamilyMembers {\n    familyMembersSyncPoint\n    familyMembers {\n      ...FamilyMemberFields\n    }\n    familyMemberDietaryVocabulary {\n      allergies\n      diets\n    }\n  }\n": types.FamilyMembersDocument,
    "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!, $idempotencyKey: String) {\n    addFamilyMember(input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": types.AddFamilyMemberDocument,
    "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!, $idempotencyKey: String) {\n    updateFamilyMember(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": types.UpdateFamilyMemberDocument,
    "\n  mutation DeactivateFamilyMember($id: ID!, $idempotencyKey: String) {\n    deactivateFamilyMember(id: $id, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": types.DeactivateFamilyMemberDocument,
    "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": types.InviteFamilyMemberDocument,
    "\n  mutation SetFamilyMemberDietary($id: ID!, $input: FamilyMemberDietaryInput!, $idempotencyKey: String) {\n    setFamilyMemberDietary(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n": types.SetFamilyMemberDietaryDocument,
    "\n  subscription FamilyMembersChanged($since: Int) {\n    familyMembersChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n": types.FamilyMembersChangedDocument,
    "\n  fragment WorkoutFields on Workout {\n    id\n    memberId\n    activityCode\n    activityName\n    performedOn\n    startTime\n    durationMinutes\n    distanceKm\n    sets {\n      exercise\n      reps\n      weightKg\n    }\n    effort\n    notes\n    met\n    weightKg\n    kcal\n    volumeKg\n    planId\n    planItemId\n    revision\n  }\n": types.WorkoutFieldsFragmentDoc,
    "\n  fragment WorkoutPlanFields on WorkoutPlan {\n    id\n    memberId\n    name\n    weekStart\n    items {\n      id\n      weekday\n      activityCode\n      title\n      durationMinutes\n      sets\n      reps\n      weightKg\n    }\n    ticks {\n      itemId\n      workoutId\n    }\n    revision\n  }\n": types.WorkoutPlanFieldsFragmentDoc,
    "\n  query FitnessBase {\n    fitnessSyncPoint\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n    fitnessActivities {\n      code\n      name\n      met\n      kind\n      distance\n      source\n    }\n  }\n": types.FitnessBaseDocument,
    "\n  query FitnessSummary($memberId: ID!, $weekStart: String!) {\n    fitnessSummary(memberId: $memberId, weekStart: $weekStart) {\n      memberId\n      weekStart\n      caloriesEstimated\n      workouts {\n        ...WorkoutFields\n      }\n      weeks {\n        weekStart\n        minutes\n        kcal\n        workouts\n      }\n      volume {\n        exercise\n        weekStart\n        volumeKg\n      }\n      goals {\n        weeklyMinutes\n        targetWeightKg\n      }\n      weights {\n        id\n        recordedOn\n        weightKg\n      }\n      energy {\n        intakeAvailable\n        days {\n          date\n          burnedKcal\n          burnedComplete\n          eatenKcal\n          mealsKnown\n          mealsTotal\n          netKcal\n        }\n      }\n    }\n  }\n": types.FitnessSummaryDocument,
    "\n  query Workout($id: ID!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n": types.WorkoutDocument,
    "\n  query WorkoutPlans($memberId: ID!, $weekStart: String!) {\n    workoutPlans(memberId: $memberId, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n": types.WorkoutPlansDocument,
    "\n  query WorkoutPlan($id: ID!, $weekStart: String!) {\n    workoutPlan(id: $id, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n": types.WorkoutPlanDocument,
    "\n  mutation LogWorkout($input: WorkoutInput!, $key: String) {\n    logWorkout(input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n": types.LogWorkoutDocument,
    "\n  mutation UpdateWorkout($id: ID!, $input: WorkoutInput!, $key: String) {\n    updateWorkout(id: $id, input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n": types.UpdateWorkoutDocument,
    "\n  mutation DeleteWorkout($id: ID!, $key: String) {\n    deleteWorkout(id: $id, idempotencyKey: $key)\n  }\n": types.DeleteWorkoutDocument,
    "\n  mutation RecordBodyWeight($id: ID, $memberId: ID!, $weightKg: Float!, $recordedOn: String!, $key: String) {\n    recordBodyWeight(id: $id, memberId: $memberId, weightKg: $weightKg, recordedOn: $recordedOn, idempotencyKey: $key) {\n      id\n      recordedOn\n      weightKg\n    }\n  }\n": types.RecordBodyWeightDocument,
    "\n  mutation SetFitnessGoals($memberId: ID!, $weeklyMinutes: Int, $targetWeightKg: Float, $key: String) {\n    setFitnessGoals(memberId: $memberId, weeklyMinutes: $weeklyMinutes, targetWeightKg: $targetWeightKg, idempotencyKey: $key) {\n      weeklyMinutes\n      targetWeightKg\n    }\n  }\n": types.SetFitnessGoalsDocument,
    "\n  mutation SaveWorkoutPlan($input: WorkoutPlanInput!, $weekStart: String!, $key: String) {\n    saveWorkoutPlan(input: $input, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n": types.SaveWorkoutPlanDocument,
    "\n  mutation DeleteWorkoutPlan($id: ID!, $key: String) {\n    deleteWorkoutPlan(id: $id, idempotencyKey: $key)\n  }\n": types.DeleteWorkoutPlanDocument,
    "\n  mutation TickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $log: Boolean!, $workoutId: ID, $key: String) {\n    tickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, log: $log, workoutId: $workoutId, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n": types.TickWorkoutPlanItemDocument,
    "\n  mutation UntickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $key: String) {\n    untickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n": types.UntickWorkoutPlanItemDocument,
    "\n  subscription FitnessChanged($since: Int) {\n    fitnessChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n    }\n  }\n": types.FitnessChangedDocument,
    "\n  query HomeTodaysMeals($day: String!) {\n    mealPlan(from: $day, to: $day) {\n      syncPoint\n      entries {\n        id\n        slot\n        title\n        servings\n      }\n      days {\n        date\n        nutrition {\n          energyKcal\n          known\n          total\n        }\n      }\n    }\n  }\n": types.HomeTodaysMealsDocument,
    "\n  subscription HomeMealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n    }\n  }\n": types.HomeMealPlanChangedDocument,
    "\n  query HomePantry {\n    pantrySyncPoint\n    pantryItems {\n      id\n      name\n      expiresOn\n      expiryState\n      daysLeft\n    }\n  }\n": types.HomePantryDocument,
    "\n  subscription HomePantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n": types.HomePantryChangedDocument,
    "\n  query HomeShopping {\n    shoppingSyncPoint\n    shoppingLists(status: active) {\n      id\n      name\n      items {\n        id\n        purchased\n      }\n    }\n  }\n": types.HomeShoppingDocument,
    "\n  subscription HomeShoppingChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n": types.HomeShoppingChangedDocument,
    "\n  query HomeChores {\n    choresSyncPoint\n    chores {\n      id\n      title\n      dueAt\n      open\n      assigneeId\n    }\n    familyMembers {\n      id\n      name\n    }\n  }\n": types.HomeChoresDocument,
    "\n  subscription HomeChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n    }\n  }\n": types.HomeChoresChangedDocument,
    "\n  query HomeCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarSyncPoint\n    calendarOccurrences(from: $from, to: $to) {\n      eventId\n      occurrenceStart\n      title\n      start\n      end\n      allDay\n      location\n    }\n  }\n": types.HomeCalendarDocument,
    "\n  subscription HomeCalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n    }\n  }\n": types.HomeCalendarChangedDocument,
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
    "\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n": types.LeftoversChangedDocument,
    "\n  mutation PlanLeftoverMeal($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      slot\n      servings\n    }\n  }\n": types.PlanLeftoverMealDocument,
    "\n  fragment MealPlanNutrition on ComputedNutrition {\n    energyKcal\n    proteinG\n    carbohydrateG\n    fatG\n    known\n    total\n  }\n": types.MealPlanNutritionFragmentDoc,
    "\n  fragment MealPlanEntryFields on MealPlanEntry {\n    id\n    date\n    slot\n    kind\n    refId\n    title\n    quantity\n    unit\n    servings\n    memberIds\n    note\n    copiedFrom\n    revision\n    perServing {\n      ...MealPlanNutrition\n    }\n    meal {\n      ...MealPlanNutrition\n    }\n  }\n": types.MealPlanEntryFieldsFragmentDoc,
    "\n  query MealPlan($from: String!, $to: String!) {\n    mealPlan(from: $from, to: $to) {\n      from\n      to\n      syncPoint\n      entries {\n        ...MealPlanEntryFields\n      }\n      days {\n        date\n        nutrition {\n          ...MealPlanNutrition\n        }\n        members {\n          memberId\n          name\n          portionMultiplier\n          nutrition {\n            ...MealPlanNutrition\n          }\n          goal {\n            memberId\n            energyKcal\n            proteinG\n            carbohydrateG\n            fatG\n          }\n        }\n      }\n    }\n  }\n": types.MealPlanDocument,
    "\n  query MealPlannerSetup {\n    profile {\n      id\n      accountType\n      preferences {\n        defaultMealPlanView\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n    shoppingLists {\n      id\n      name\n    }\n  }\n": types.MealPlannerSetupDocument,
    "\n  subscription MealPlannerViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n    }\n  }\n": types.MealPlannerViewChangedDocument,
    "\n  subscription MealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      entryId\n    }\n  }\n": types.MealPlanChangedDocument,
    "\n  mutation AddMealPlanEntry($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n": types.AddMealPlanEntryDocument,
    "\n  mutation UpdateMealPlanEntry($id: ID!, $changes: MealPlanEntryChanges!, $idempotencyKey: String) {\n    updateMealPlanEntry(id: $id, changes: $changes, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n": types.UpdateMealPlanEntryDocument,
    "\n  mutation MoveMealPlanEntry($id: ID!, $date: String!, $slot: String!, $idempotencyKey: String) {\n    moveMealPlanEntry(id: $id, date: $date, slot: $slot, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n": types.MoveMealPlanEntryDocument,
    "\n  mutation RemoveMealPlanEntry($id: ID!, $idempotencyKey: String) {\n    removeMealPlanEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.RemoveMealPlanEntryDocument,
    "\n  mutation CopyMealPlanWeek($from: String!, $to: String!, $idempotencyKey: String) {\n    copyMealPlanWeek(from: $from, to: $to, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.CopyMealPlanWeekDocument,
    "\n  mutation RepeatMealPlanEntry($id: ID!, $everyDays: Int!, $times: Int!, $idempotencyKey: String) {\n    repeatMealPlanEntry(id: $id, everyDays: $everyDays, times: $times, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n": types.RepeatMealPlanEntryDocument,
    "\n  mutation SetNutritionGoal($memberId: ID!, $goal: NutritionGoalInput!, $idempotencyKey: String) {\n    setNutritionGoal(memberId: $memberId, goal: $goal, idempotencyKey: $idempotencyKey) {\n      memberId\n      energyKcal\n      proteinG\n      carbohydrateG\n      fatG\n    }\n  }\n": types.SetNutritionGoalDocument,
    "\n  query MealPlanShoppingPreview($from: String!, $to: String!, $listId: ID) {\n    shoppingSyncPoint\n    mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) {\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        needed\n        inPantry\n        onList\n        estimatedCost\n        priceSource\n      }\n    }\n  }\n": types.MealPlanShoppingPreviewDocument,
    "\n  subscription PlanShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n": types.PlanShoppingListsChangedDocument,
    "\n  subscription PlanPantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n": types.PlanPantryChangedDocument,
    "\n  mutation GenerateShoppingListFromPlan($input: GenerateShoppingFromPlanInput!, $idempotencyKey: String) {\n    generateShoppingListFromPlan(input: $input, idempotencyKey: $idempotencyKey) {\n      listId\n      listName\n      added\n      changed\n      removed\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        estimatedCost\n      }\n    }\n  }\n": types.GenerateShoppingListFromPlanDocument,
    "\n  query RecipePicker($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      id\n      title\n      servings\n      totalMinutes\n      tags\n      photoUrl\n    }\n  }\n": types.RecipePickerDocument,
    "\n  query PlanProductSearch($search: String) {\n    products(search: $search, limit: 20) {\n      items {\n        id\n        name\n        defaultUnit\n      }\n    }\n  }\n": types.PlanProductSearchDocument,
    "\n  query PlanLeftovers {\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n    }\n  }\n": types.PlanLeftoversDocument,
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
    "\n  fragment PantryProductFields on Product {\n    id\n    name\n    brand\n    category\n    defaultUnit\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n    }\n  }\n": types.PantryProductFieldsFragmentDoc,
    "\n  query PantryProductSearch($search: String!, $limit: Int) {\n    products(search: $search, offset: 0, limit: $limit) {\n      total\n      items {\n        ...PantryProductFields\n      }\n    }\n  }\n": types.PantryProductSearchDocument,
    "\n  query PantryProduct($id: ID!) {\n    product(id: $id) {\n      ...PantryProductFields\n    }\n  }\n": types.PantryProductDocument,
    "\n  mutation PantryBarcodeLookup($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...PantryProductFields\n      }\n    }\n  }\n": types.PantryBarcodeLookupDocument,
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
    "\n  query ProductCommunityPrice($productId: ID!) {\n    productCommunityPrice(productId: $productId) {\n      productId\n      minimumHouseholds\n      since\n      enough\n      households\n      unit\n      lowestUnitPrice\n      medianUnitPrice\n      highestUnitPrice\n    }\n  }\n": types.ProductCommunityPriceDocument,
    "\n  subscription ProfileChanged($since: Int) {\n    profileChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      profile {\n        ...ProfileFields\n      }\n      user {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n": types.ProfileChangedDocument,
    "\n  fragment ProfileFields on UserProfile {\n    id\n    email\n    displayName\n    username\n    name\n    firstName\n    role\n    accountType\n    isFamilyMember\n    preferences {\n      defaultMealPlanView\n      householdSize\n      defaultPortionSize\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query Profile {\n    profile {\n      ...ProfileFields\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {\n    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {\n    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {\n      ...ProfileFields\n    }\n  }\n": types.SetMealPlanViewDocument,
    "\n  query RecipeNutrition($id: ID!) {\n    recipe(id: $id) {\n      id\n      revision\n      nutritionPerServing {\n        energyKcal\n        proteinG\n        carbohydrateG\n        fatG\n        known\n        total\n      }\n    }\n  }\n": types.RecipeNutritionDocument,
    "\n  query RecipeDietaryFlags($recipeId: ID!) {\n    dietarySyncPoint\n    recipeDietaryFlags(recipeId: $recipeId) {\n      memberId\n      name\n      conflicts {\n        kind\n        tag\n        via\n        detail\n        source\n      }\n    }\n  }\n": types.RecipeDietaryFlagsDocument,
    "\n  subscription RecipeDietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n    }\n  }\n": types.RecipeDietaryChangedDocument,
    "\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": types.RecipeFieldsFragmentDoc,
    "\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    importNotes\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n": types.DraftFieldsFragmentDoc,
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
    "\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      yourRecipeId\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n": types.SharedRecipeDocument,
    "\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n": types.ImportSharedRecipeDocument,
    "\n  fragment RecipeCookFields on RecipeCook {\n    id\n    recipeId\n    servings\n    portionsLeft\n    portionsEaten\n    leftoverId\n    pantryReturned\n    taken {\n      ingredientId\n      itemId\n      name\n      quantity\n      unit\n    }\n    missing {\n      ingredientId\n      name\n      quantity\n      unit\n      reason\n    }\n  }\n": types.RecipeCookFieldsFragmentDoc,
    "\n  mutation FinishRecipeCook(\n    $id: ID!\n    $cookId: ID!\n    $servings: Float!\n    $portionsLeft: Float!\n    $portionsEaten: Float\n    $takeFromPantry: Boolean\n    $today: String\n    $idempotencyKey: String\n  ) {\n    finishRecipeCook(\n      id: $id\n      cookId: $cookId\n      servings: $servings\n      portionsLeft: $portionsLeft\n      portionsEaten: $portionsEaten\n      takeFromPantry: $takeFromPantry\n      today: $today\n      idempotencyKey: $idempotencyKey\n    ) {\n      ...RecipeCookFields\n    }\n  }\n": types.FinishRecipeCookDocument,
    "\n  mutation ReturnRecipeCookToPantry($id: ID!, $cookId: ID!, $idempotencyKey: String) {\n    returnRecipeCookToPantry(id: $id, cookId: $cookId, idempotencyKey: $idempotencyKey) {\n      ...RecipeCookFields\n    }\n  }\n": types.ReturnRecipeCookToPantryDocument,
    "\n  query RecipeCookPlan($id: ID!, $servings: Float) {\n    recipeCookPlan(id: $id, servings: $servings) {\n      servings\n      lines {\n        ingredientId\n        name\n        optional\n        need\n        unit\n        coverage\n        takes {\n          itemId\n          name\n          quantity\n          unit\n          expiresOn\n          expiringSoon\n        }\n        shortfall {\n          quantity\n          unit\n          reason\n        }\n      }\n    }\n  }\n": types.RecipeCookPlanDocument,
    "\n  query CookableRecipes($filter: RecipeFilterInput, $minCoverage: Float) {\n    cookableRecipes(filter: $filter, minCoverage: $minCoverage) {\n      recipe {\n        ...RecipeFields\n      }\n      coverage\n      coveredCount\n      requiredCount\n      soonestExpiry\n      expiringCount\n      missing\n      expiringSoon\n    }\n  }\n": types.CookableRecipesDocument,
    "\n  subscription PantryChangesForRecipes($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n    }\n  }\n": types.PantryChangesForRecipesDocument,
    "\n  fragment ShoppingItemFields on ShoppingItem {\n    id\n    listId\n    name\n    category\n    quantity\n    estimatedPrice\n    actualPrice\n    orderPosition\n    store\n    aisle\n    department\n    notes\n    completedAt\n    purchased\n    revision\n    createdAt\n    updatedAt\n  }\n": types.ShoppingItemFieldsFragmentDoc,
    "\n  fragment ShoppingListFields on ShoppingList {\n    id\n    name\n    status\n    revision\n    createdAt\n    updatedAt\n    items {\n      ...ShoppingItemFields\n    }\n  }\n": types.ShoppingListFieldsFragmentDoc,
    "\n  query ShoppingLists {\n    shoppingSyncPoint\n    shoppingLists(status: all) {\n      ...ShoppingListFields\n    }\n  }\n": types.ShoppingListsDocument,
    "\n  query ProductSuggestions {\n    productsEnhanced {\n      id\n      name\n      category\n      useCount\n    }\n  }\n": types.ProductSuggestionsDocument,
    "\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        id\n        name\n        status\n        revision\n        createdAt\n        updatedAt\n      }\n      deletedListIds\n      items {\n        ...ShoppingItemFields\n      }\n      removedItemIds\n    }\n  }\n": types.ShoppingListsChangedDocument,
    "\n  mutation CreateShoppingList($input: CreateShoppingListInput!, $idempotencyKey: String) {\n    createShoppingList(input: $input, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.CreateShoppingListDocument,
    "\n  mutation RenameShoppingList($id: ID!, $name: String!, $idempotencyKey: String) {\n    renameShoppingList(id: $id, name: $name, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.RenameShoppingListDocument,
    "\n  mutation ArchiveShoppingList($id: ID!, $idempotencyKey: String) {\n    archiveShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.ArchiveShoppingListDocument,
    "\n  mutation RestoreShoppingList($id: ID!, $idempotencyKey: String) {\n    restoreShoppingList(id: $id, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.RestoreShoppingListDocument,
    "\n  mutation DeleteShoppingList($id: ID!, $idempotencyKey: String) {\n    deleteShoppingList(id: $id, idempotencyKey: $idempotencyKey)\n  }\n": types.DeleteShoppingListDocument,
    "\n  mutation ReorderShoppingItems($listId: ID!, $itemIds: [ID!]!, $idempotencyKey: String) {\n    reorderShoppingItems(listId: $listId, itemIds: $itemIds, idempotencyKey: $idempotencyKey) {\n      ...ShoppingListFields\n    }\n  }\n": types.ReorderShoppingItemsDocument,
    "\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": types.AddShoppingItemDocument,
    "\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": types.UpdateShoppingItemDocument,
    "\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": types.ToggleShoppingItemDocument,
    "\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": types.MoveShoppingItemDocument,
    "\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n": types.RemoveShoppingItemDocument,
    "\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n": types.ShoppingBudgetDocument,
    "\n  fragment SubscriptionStatusFields on SubscriptionStatus {\n    subscriptionStatus\n    trialEndsAt\n    daysLeft\n    plan\n    currentPeriodEnd\n    provider\n  }\n": types.SubscriptionStatusFieldsFragmentDoc,
    "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      ...SubscriptionStatusFields\n    }\n    billingSyncPoint\n  }\n": types.SubscriptionStatusDocument,
    "\n  subscription SubscriptionStatusChanged($since: Int) {\n    subscriptionStatusChanged(since: $since) {\n      sequence\n      type\n      status {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n": types.SubscriptionStatusChangedDocument,
    "\n  query SubscriptionOffer {\n    subscriptionOffer {\n      provider\n      plans {\n        id\n        name\n        amountCents\n        interval\n      }\n    }\n  }\n": types.SubscriptionOfferDocument,
    "\n  mutation StartCheckout($plan: SubscriptionPlanId!) {\n    startCheckout(plan: $plan) {\n      provider\n      checkoutId\n      url\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query TestCheckout($id: ID!) {\n    checkout(id: $id) {\n      id\n      plan\n      provider\n      status\n      createdAt\n      completedAt\n    }\n  }\n": types.TestCheckoutDocument,
    "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      ...SubscriptionStatusFields\n    }\n  }\n": types.CompleteTestCheckoutDocument,
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
export function graphql(source: "\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BudgetChanged($since: Int) {\n    budgetChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      alert {\n        month\n        category\n        threshold\n        spent\n        limit\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CorrectExpense($id: ID!, $input: BudgetExpenseInput!, $idempotencyKey: String) {\n    correctExpense(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectExpense($id: ID!, $input: BudgetExpenseInput!, $idempotencyKey: String) {\n    correctExpense(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBudgetCategory($name: String!, $idempotencyKey: String) {\n    removeBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation RemoveBudgetCategory($name: String!, $idempotencyKey: String) {\n    removeBudgetCategory(name: $name, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n      type\n      eventId\n      sourceClientId\n    }\n  }\n"): (typeof documents)["\n  subscription CalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n      type\n      eventId\n      sourceClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarSettingsFields on CalendarSettings {\n    timeZone\n    overlays {\n      layer\n      on\n    }\n    members {\n      memberId\n      name\n      colour\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarSettingsFields on CalendarSettings {\n    timeZone\n    overlays {\n      layer\n      on\n    }\n    members {\n      memberId\n      name\n      colour\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarPage($from: String!, $to: String!, $memberId: ID, $deviceTimeZone: String) {\n    calendarSyncPoint\n    calendarSettings {\n      ...CalendarSettingsFields\n    }\n    calendarView(from: $from, to: $to, memberId: $memberId, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      from\n      to\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        end\n        allDay\n        startDate\n        endDate\n        location\n        notes\n        memberIds\n        reminders\n        recurring\n        changed\n        source {\n          name\n          readOnly\n        }\n      }\n      overlays {\n        layer\n        id\n        title\n        date\n        start\n        memberIds\n        href\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarPage($from: String!, $to: String!, $memberId: ID, $deviceTimeZone: String) {\n    calendarSyncPoint\n    calendarSettings {\n      ...CalendarSettingsFields\n    }\n    calendarView(from: $from, to: $to, memberId: $memberId, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      from\n      to\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        end\n        allDay\n        startDate\n        endDate\n        location\n        notes\n        memberIds\n        reminders\n        recurring\n        changed\n        source {\n          name\n          readOnly\n        }\n      }\n      overlays {\n        layer\n        id\n        title\n        date\n        start\n        memberIds\n        href\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      title\n      allDay\n      start\n      end\n      timeZone\n      location\n      notes\n      memberIds\n      rrule\n      reminders\n      revision\n    }\n  }\n"): (typeof documents)["\n  query CalendarEvent($id: ID!) {\n    calendarEvent(id: $id) {\n      id\n      title\n      allDay\n      start\n      end\n      timeZone\n      location\n      notes\n      memberIds\n      rrule\n      reminders\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarEvent($input: CalendarEventInput!, $key: String) {\n    createCalendarEvent(input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarEvent($input: CalendarEventInput!, $key: String) {\n    createCalendarEvent(input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!, $key: String) {\n    updateCalendarEvent(id: $id, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!, $key: String) {\n    updateCalendarEvent(id: $id, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCalendarOccurrence($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!, $key: String) {\n    changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeCalendarOccurrence($id: ID!, $at: DateTimeISO!, $input: CalendarOccurrenceInput!, $key: String) {\n    changeCalendarOccurrence(id: $id, occurrenceStart: $at, input: $input, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCalendarOccurrence($id: ID!, $at: DateTimeISO!, $key: String) {\n    cancelCalendarOccurrence(id: $id, occurrenceStart: $at, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCalendarOccurrence($id: ID!, $at: DateTimeISO!, $key: String) {\n    cancelCalendarOccurrence(id: $id, occurrenceStart: $at, idempotencyKey: $key) {\n      id\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCalendarEvent($id: ID!, $key: String) {\n    deleteCalendarEvent(id: $id, idempotencyKey: $key)\n  }\n"): (typeof documents)["\n  mutation DeleteCalendarEvent($id: ID!, $key: String) {\n    deleteCalendarEvent(id: $id, idempotencyKey: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchCalendarOverlay($layer: String!, $on: Boolean!, $key: String) {\n    switchCalendarOverlay(layer: $layer, on: $on, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchCalendarOverlay($layer: String!, $on: Boolean!, $key: String) {\n    switchCalendarOverlay(layer: $layer, on: $on, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCalendarMemberColour($memberId: ID!, $colour: String!, $key: String) {\n    setCalendarMemberColour(memberId: $memberId, colour: $colour, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCalendarMemberColour($memberId: ID!, $colour: String!, $key: String) {\n    setCalendarMemberColour(memberId: $memberId, colour: $colour, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCalendarTimeZone($timeZone: String!, $key: String) {\n    setCalendarTimeZone(timeZone: $timeZone, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCalendarTimeZone($timeZone: String!, $key: String) {\n    setCalendarTimeZone(timeZone: $timeZone, idempotencyKey: $key) {\n      ...CalendarSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarReminders($from: String!, $to: String!, $deviceTimeZone: String) {\n    me {\n      id\n      familyMemberId\n    }\n    calendarSyncPoint\n    calendarView(from: $from, to: $to, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        allDay\n        startDate\n        location\n        memberIds\n        reminders\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarReminders($from: String!, $to: String!, $deviceTimeZone: String) {\n    me {\n      id\n      familyMemberId\n    }\n    calendarSyncPoint\n    calendarView(from: $from, to: $to, deviceTimeZone: $deviceTimeZone) {\n      timeZone\n      occurrences {\n        eventId\n        occurrenceStart\n        title\n        start\n        allDay\n        startDate\n        location\n        memberIds\n        reminders\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarSyncPanel {\n    calendarSyncPoint\n    calendarSubscriptions {\n      id\n      url\n      name\n      createdAt\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n    googleCalendarConnection {\n      configured\n      connected\n      email\n      canManage\n      calendarId\n      calendarSummary\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n"): (typeof documents)["\n  query CalendarSyncPanel {\n    calendarSyncPoint\n    calendarSubscriptions {\n      id\n      url\n      name\n      createdAt\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n    googleCalendarConnection {\n      configured\n      connected\n      email\n      canManage\n      calendarId\n      calendarSummary\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleCalendars {\n    googleCalendars {\n      id\n      summary\n      primary\n    }\n  }\n"): (typeof documents)["\n  query GoogleCalendars {\n    googleCalendars {\n      id\n      summary\n      primary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CalendarSyncChanged($since: Int) {\n    calendarSyncChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n    }\n  }\n"): (typeof documents)["\n  subscription CalendarSyncChanged($since: Int) {\n    calendarSyncChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportCalendarFile($name: String!, $ics: String!, $timeZone: String, $idempotencyKey: String) {\n    importCalendarFile(name: $name, ics: $ics, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      added\n      updated\n      total\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation ImportCalendarFile($name: String!, $ics: String!, $timeZone: String, $idempotencyKey: String) {\n    importCalendarFile(name: $name, ics: $ics, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      added\n      updated\n      total\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCalendarSubscription($url: String!, $name: String, $timeZone: String, $idempotencyKey: String) {\n    addCalendarSubscription(url: $url, name: $name, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      eventCount\n    }\n  }\n"): (typeof documents)["\n  mutation AddCalendarSubscription($url: String!, $name: String, $timeZone: String, $idempotencyKey: String) {\n    addCalendarSubscription(url: $url, name: $name, timeZone: $timeZone, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      eventCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshCalendarSubscription($id: ID!) {\n    refreshCalendarSubscription(id: $id) {\n      id\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshCalendarSubscription($id: ID!) {\n    refreshCalendarSubscription(id: $id) {\n      id\n      lastRefreshedAt\n      lastOk\n      lastMessage\n      eventCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCalendarSubscription($id: ID!, $idempotencyKey: String) {\n    removeCalendarSubscription(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation RemoveCalendarSubscription($id: ID!, $idempotencyKey: String) {\n    removeCalendarSubscription(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect\n  }\n"): (typeof documents)["\n  mutation StartGoogleCalendarConnect {\n    startGoogleCalendarConnect\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteGoogleCalendarConnect($code: String!, $state: String!) {\n    completeGoogleCalendarConnect(code: $code, state: $state) {\n      connected\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteGoogleCalendarConnect($code: String!, $state: String!) {\n    completeGoogleCalendarConnect(code: $code, state: $state) {\n      connected\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseGoogleCalendar($calendarId: String!) {\n    chooseGoogleCalendar(calendarId: $calendarId) {\n      calendarId\n      calendarSummary\n      lastOk\n      lastMessage\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseGoogleCalendar($calendarId: String!) {\n    chooseGoogleCalendar(calendarId: $calendarId) {\n      calendarId\n      calendarSummary\n      lastOk\n      lastMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncGoogleCalendar {\n    syncGoogleCalendar {\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n"): (typeof documents)["\n  mutation SyncGoogleCalendar {\n    syncGoogleCalendar {\n      lastSyncedAt\n      lastCheckedAt\n      lastOk\n      lastMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar\n  }\n"): (typeof documents)["\n  mutation DisconnectGoogleCalendar {\n    disconnectGoogleCalendar\n  }\n"];
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
export function graphql(source: "\n  fragment DietaryFlagFields on DietaryFlag {\n    id\n    name\n    conflicts {\n      kind\n      tag\n      via\n      detail\n      source\n    }\n  }\n"): (typeof documents)["\n  fragment DietaryFlagFields on DietaryFlag {\n    id\n    name\n    conflicts {\n      kind\n      tag\n      via\n      detail\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PantryDietaryAnalysis($from: String, $to: String) {\n    dietarySyncPoint\n    pantryDietaryAnalysis(from: $from, to: $to) {\n      itemCount\n      knownCount\n      totals {\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      categories {\n        category\n        itemCount\n        knownCount\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      allergens {\n        tag\n        itemCount\n        items\n      }\n      dietTags {\n        tag\n        itemCount\n        items\n      }\n      members {\n        memberId\n        name\n        isActive\n        diets\n        allergies\n        pantry {\n          ...DietaryFlagFields\n        }\n        recipes {\n          ...DietaryFlagFields\n        }\n        plan {\n          ...DietaryFlagFields\n        }\n      }\n      planAvailable\n      planFrom\n      planTo\n    }\n  }\n"): (typeof documents)["\n  query PantryDietaryAnalysis($from: String, $to: String) {\n    dietarySyncPoint\n    pantryDietaryAnalysis(from: $from, to: $to) {\n      itemCount\n      knownCount\n      totals {\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      categories {\n        category\n        itemCount\n        knownCount\n        energyKcal\n        proteinG\n        carbohydrateG\n        sugarsG\n        fatG\n        fibreG\n      }\n      allergens {\n        tag\n        itemCount\n        items\n      }\n      dietTags {\n        tag\n        itemCount\n        items\n      }\n      members {\n        memberId\n        name\n        isActive\n        diets\n        allergies\n        pantry {\n          ...DietaryFlagFields\n        }\n        recipes {\n          ...DietaryFlagFields\n        }\n        plan {\n          ...DietaryFlagFields\n        }\n      }\n      planAvailable\n      planFrom\n      planTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription DietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n    diets\n    allergies\n  }\n"): (typeof documents)["\n  fragment FamilyMemberFields on FamilyMember {\n    id\n    name\n    isActive\n    ageGroup\n    defaultPortionMultiplier\n    email\n    accountStatus\n    invitedAt\n    joinedAt\n    diets\n    allergies\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyMembers {\n    familyMembersSyncPoint\n    familyMembers {\n      ...FamilyMemberFields\n    }\n    familyMemberDietaryVocabulary {\n      allergies\n      diets\n    }\n  }\n"): (typeof documents)["\n  query FamilyMembers {\n    familyMembersSyncPoint\n    familyMembers {\n      ...FamilyMemberFields\n    }\n    familyMemberDietaryVocabulary {\n      allergies\n      diets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFamilyMember($input: AddFamilyMemberInput!, $idempotencyKey: String) {\n    addFamilyMember(input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddFamilyMember($input: AddFamilyMemberInput!, $idempotencyKey: String) {\n    addFamilyMember(input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!, $idempotencyKey: String) {\n    updateFamilyMember(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!, $idempotencyKey: String) {\n    updateFamilyMember(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateFamilyMember($id: ID!, $idempotencyKey: String) {\n    deactivateFamilyMember(id: $id, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateFamilyMember($id: ID!, $idempotencyKey: String) {\n    deactivateFamilyMember(id: $id, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteFamilyMember($id: ID!, $email: String!) {\n    inviteFamilyMember(id: $id, email: $email) {\n      success\n      message\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFamilyMemberDietary($id: ID!, $input: FamilyMemberDietaryInput!, $idempotencyKey: String) {\n    setFamilyMemberDietary(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetFamilyMemberDietary($id: ID!, $input: FamilyMemberDietaryInput!, $idempotencyKey: String) {\n    setFamilyMemberDietary(id: $id, input: $input, idempotencyKey: $idempotencyKey) {\n      ...FamilyMemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FamilyMembersChanged($since: Int) {\n    familyMembersChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription FamilyMembersChanged($since: Int) {\n    familyMembersChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n      member {\n        ...FamilyMemberFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkoutFields on Workout {\n    id\n    memberId\n    activityCode\n    activityName\n    performedOn\n    startTime\n    durationMinutes\n    distanceKm\n    sets {\n      exercise\n      reps\n      weightKg\n    }\n    effort\n    notes\n    met\n    weightKg\n    kcal\n    volumeKg\n    planId\n    planItemId\n    revision\n  }\n"): (typeof documents)["\n  fragment WorkoutFields on Workout {\n    id\n    memberId\n    activityCode\n    activityName\n    performedOn\n    startTime\n    durationMinutes\n    distanceKm\n    sets {\n      exercise\n      reps\n      weightKg\n    }\n    effort\n    notes\n    met\n    weightKg\n    kcal\n    volumeKg\n    planId\n    planItemId\n    revision\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkoutPlanFields on WorkoutPlan {\n    id\n    memberId\n    name\n    weekStart\n    items {\n      id\n      weekday\n      activityCode\n      title\n      durationMinutes\n      sets\n      reps\n      weightKg\n    }\n    ticks {\n      itemId\n      workoutId\n    }\n    revision\n  }\n"): (typeof documents)["\n  fragment WorkoutPlanFields on WorkoutPlan {\n    id\n    memberId\n    name\n    weekStart\n    items {\n      id\n      weekday\n      activityCode\n      title\n      durationMinutes\n      sets\n      reps\n      weightKg\n    }\n    ticks {\n      itemId\n      workoutId\n    }\n    revision\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FitnessBase {\n    fitnessSyncPoint\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n    fitnessActivities {\n      code\n      name\n      met\n      kind\n      distance\n      source\n    }\n  }\n"): (typeof documents)["\n  query FitnessBase {\n    fitnessSyncPoint\n    familyMembers {\n      id\n      name\n      isActive\n      ageGroup\n    }\n    fitnessActivities {\n      code\n      name\n      met\n      kind\n      distance\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FitnessSummary($memberId: ID!, $weekStart: String!) {\n    fitnessSummary(memberId: $memberId, weekStart: $weekStart) {\n      memberId\n      weekStart\n      caloriesEstimated\n      workouts {\n        ...WorkoutFields\n      }\n      weeks {\n        weekStart\n        minutes\n        kcal\n        workouts\n      }\n      volume {\n        exercise\n        weekStart\n        volumeKg\n      }\n      goals {\n        weeklyMinutes\n        targetWeightKg\n      }\n      weights {\n        id\n        recordedOn\n        weightKg\n      }\n      energy {\n        intakeAvailable\n        days {\n          date\n          burnedKcal\n          burnedComplete\n          eatenKcal\n          mealsKnown\n          mealsTotal\n          netKcal\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FitnessSummary($memberId: ID!, $weekStart: String!) {\n    fitnessSummary(memberId: $memberId, weekStart: $weekStart) {\n      memberId\n      weekStart\n      caloriesEstimated\n      workouts {\n        ...WorkoutFields\n      }\n      weeks {\n        weekStart\n        minutes\n        kcal\n        workouts\n      }\n      volume {\n        exercise\n        weekStart\n        volumeKg\n      }\n      goals {\n        weeklyMinutes\n        targetWeightKg\n      }\n      weights {\n        id\n        recordedOn\n        weightKg\n      }\n      energy {\n        intakeAvailable\n        days {\n          date\n          burnedKcal\n          burnedComplete\n          eatenKcal\n          mealsKnown\n          mealsTotal\n          netKcal\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Workout($id: ID!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  query Workout($id: ID!) {\n    workout(id: $id) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkoutPlans($memberId: ID!, $weekStart: String!) {\n    workoutPlans(memberId: $memberId, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n"): (typeof documents)["\n  query WorkoutPlans($memberId: ID!, $weekStart: String!) {\n    workoutPlans(memberId: $memberId, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkoutPlan($id: ID!, $weekStart: String!) {\n    workoutPlan(id: $id, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n"): (typeof documents)["\n  query WorkoutPlan($id: ID!, $weekStart: String!) {\n    workoutPlan(id: $id, weekStart: $weekStart) {\n      ...WorkoutPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogWorkout($input: WorkoutInput!, $key: String) {\n    logWorkout(input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation LogWorkout($input: WorkoutInput!, $key: String) {\n    logWorkout(input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkout($id: ID!, $input: WorkoutInput!, $key: String) {\n    updateWorkout(id: $id, input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkout($id: ID!, $input: WorkoutInput!, $key: String) {\n    updateWorkout(id: $id, input: $input, idempotencyKey: $key) {\n      ...WorkoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkout($id: ID!, $key: String) {\n    deleteWorkout(id: $id, idempotencyKey: $key)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkout($id: ID!, $key: String) {\n    deleteWorkout(id: $id, idempotencyKey: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordBodyWeight($id: ID, $memberId: ID!, $weightKg: Float!, $recordedOn: String!, $key: String) {\n    recordBodyWeight(id: $id, memberId: $memberId, weightKg: $weightKg, recordedOn: $recordedOn, idempotencyKey: $key) {\n      id\n      recordedOn\n      weightKg\n    }\n  }\n"): (typeof documents)["\n  mutation RecordBodyWeight($id: ID, $memberId: ID!, $weightKg: Float!, $recordedOn: String!, $key: String) {\n    recordBodyWeight(id: $id, memberId: $memberId, weightKg: $weightKg, recordedOn: $recordedOn, idempotencyKey: $key) {\n      id\n      recordedOn\n      weightKg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFitnessGoals($memberId: ID!, $weeklyMinutes: Int, $targetWeightKg: Float, $key: String) {\n    setFitnessGoals(memberId: $memberId, weeklyMinutes: $weeklyMinutes, targetWeightKg: $targetWeightKg, idempotencyKey: $key) {\n      weeklyMinutes\n      targetWeightKg\n    }\n  }\n"): (typeof documents)["\n  mutation SetFitnessGoals($memberId: ID!, $weeklyMinutes: Int, $targetWeightKg: Float, $key: String) {\n    setFitnessGoals(memberId: $memberId, weeklyMinutes: $weeklyMinutes, targetWeightKg: $targetWeightKg, idempotencyKey: $key) {\n      weeklyMinutes\n      targetWeightKg\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveWorkoutPlan($input: WorkoutPlanInput!, $weekStart: String!, $key: String) {\n    saveWorkoutPlan(input: $input, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveWorkoutPlan($input: WorkoutPlanInput!, $weekStart: String!, $key: String) {\n    saveWorkoutPlan(input: $input, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkoutPlan($id: ID!, $key: String) {\n    deleteWorkoutPlan(id: $id, idempotencyKey: $key)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkoutPlan($id: ID!, $key: String) {\n    deleteWorkoutPlan(id: $id, idempotencyKey: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $log: Boolean!, $workoutId: ID, $key: String) {\n    tickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, log: $log, workoutId: $workoutId, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation TickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $log: Boolean!, $workoutId: ID, $key: String) {\n    tickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, log: $log, workoutId: $workoutId, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UntickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $key: String) {\n    untickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation UntickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $key: String) {\n    untickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, idempotencyKey: $key) {\n      ...WorkoutPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FitnessChanged($since: Int) {\n    fitnessChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n    }\n  }\n"): (typeof documents)["\n  subscription FitnessChanged($since: Int) {\n    fitnessChanged(since: $since) {\n      sequence\n      type\n      memberId\n      sourceClientId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTodaysMeals($day: String!) {\n    mealPlan(from: $day, to: $day) {\n      syncPoint\n      entries {\n        id\n        slot\n        title\n        servings\n      }\n      days {\n        date\n        nutrition {\n          energyKcal\n          known\n          total\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeTodaysMeals($day: String!) {\n    mealPlan(from: $day, to: $day) {\n      syncPoint\n      entries {\n        id\n        slot\n        title\n        servings\n      }\n      days {\n        date\n        nutrition {\n          energyKcal\n          known\n          total\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomeMealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription HomeMealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePantry {\n    pantrySyncPoint\n    pantryItems {\n      id\n      name\n      expiresOn\n      expiryState\n      daysLeft\n    }\n  }\n"): (typeof documents)["\n  query HomePantry {\n    pantrySyncPoint\n    pantryItems {\n      id\n      name\n      expiresOn\n      expiryState\n      daysLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomePantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription HomePantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeShopping {\n    shoppingSyncPoint\n    shoppingLists(status: active) {\n      id\n      name\n      items {\n        id\n        purchased\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeShopping {\n    shoppingSyncPoint\n    shoppingLists(status: active) {\n      id\n      name\n      items {\n        id\n        purchased\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomeShoppingChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription HomeShoppingChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeChores {\n    choresSyncPoint\n    chores {\n      id\n      title\n      dueAt\n      open\n      assigneeId\n    }\n    familyMembers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query HomeChores {\n    choresSyncPoint\n    chores {\n      id\n      title\n      dueAt\n      open\n      assigneeId\n    }\n    familyMembers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomeChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription HomeChoresChanged($since: Int) {\n    choresChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarSyncPoint\n    calendarOccurrences(from: $from, to: $to) {\n      eventId\n      occurrenceStart\n      title\n      start\n      end\n      allDay\n      location\n    }\n  }\n"): (typeof documents)["\n  query HomeCalendar($from: DateTimeISO!, $to: DateTimeISO!) {\n    calendarSyncPoint\n    calendarOccurrences(from: $from, to: $to) {\n      eventId\n      occurrenceStart\n      title\n      start\n      end\n      allDay\n      location\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HomeCalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription HomeCalendarChanged($since: Int) {\n    calendarChanged(since: $since) {\n      sequence\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription LeftoversChanged($since: Int) {\n    leftoversChanged(since: $since) {\n      sequence\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanLeftoverMeal($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      slot\n      servings\n    }\n  }\n"): (typeof documents)["\n  mutation PlanLeftoverMeal($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      date\n      slot\n      servings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MealPlanNutrition on ComputedNutrition {\n    energyKcal\n    proteinG\n    carbohydrateG\n    fatG\n    known\n    total\n  }\n"): (typeof documents)["\n  fragment MealPlanNutrition on ComputedNutrition {\n    energyKcal\n    proteinG\n    carbohydrateG\n    fatG\n    known\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MealPlanEntryFields on MealPlanEntry {\n    id\n    date\n    slot\n    kind\n    refId\n    title\n    quantity\n    unit\n    servings\n    memberIds\n    note\n    copiedFrom\n    revision\n    perServing {\n      ...MealPlanNutrition\n    }\n    meal {\n      ...MealPlanNutrition\n    }\n  }\n"): (typeof documents)["\n  fragment MealPlanEntryFields on MealPlanEntry {\n    id\n    date\n    slot\n    kind\n    refId\n    title\n    quantity\n    unit\n    servings\n    memberIds\n    note\n    copiedFrom\n    revision\n    perServing {\n      ...MealPlanNutrition\n    }\n    meal {\n      ...MealPlanNutrition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealPlan($from: String!, $to: String!) {\n    mealPlan(from: $from, to: $to) {\n      from\n      to\n      syncPoint\n      entries {\n        ...MealPlanEntryFields\n      }\n      days {\n        date\n        nutrition {\n          ...MealPlanNutrition\n        }\n        members {\n          memberId\n          name\n          portionMultiplier\n          nutrition {\n            ...MealPlanNutrition\n          }\n          goal {\n            memberId\n            energyKcal\n            proteinG\n            carbohydrateG\n            fatG\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MealPlan($from: String!, $to: String!) {\n    mealPlan(from: $from, to: $to) {\n      from\n      to\n      syncPoint\n      entries {\n        ...MealPlanEntryFields\n      }\n      days {\n        date\n        nutrition {\n          ...MealPlanNutrition\n        }\n        members {\n          memberId\n          name\n          portionMultiplier\n          nutrition {\n            ...MealPlanNutrition\n          }\n          goal {\n            memberId\n            energyKcal\n            proteinG\n            carbohydrateG\n            fatG\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealPlannerSetup {\n    profile {\n      id\n      accountType\n      preferences {\n        defaultMealPlanView\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n    shoppingLists {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MealPlannerSetup {\n    profile {\n      id\n      accountType\n      preferences {\n        defaultMealPlanView\n      }\n    }\n    familyMembers {\n      id\n      name\n      isActive\n      defaultPortionMultiplier\n    }\n    shoppingLists {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MealPlannerViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n    }\n  }\n"): (typeof documents)["\n  subscription MealPlannerViewChanged($since: Int) {\n    mealPlanViewChanged(since: $since) {\n      sequence\n      view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      entryId\n    }\n  }\n"): (typeof documents)["\n  subscription MealPlanChanged($since: Int) {\n    mealPlanChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMealPlanEntry($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddMealPlanEntry($input: MealPlanEntryInput!, $idempotencyKey: String) {\n    addMealPlanEntry(input: $input, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMealPlanEntry($id: ID!, $changes: MealPlanEntryChanges!, $idempotencyKey: String) {\n    updateMealPlanEntry(id: $id, changes: $changes, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMealPlanEntry($id: ID!, $changes: MealPlanEntryChanges!, $idempotencyKey: String) {\n    updateMealPlanEntry(id: $id, changes: $changes, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveMealPlanEntry($id: ID!, $date: String!, $slot: String!, $idempotencyKey: String) {\n    moveMealPlanEntry(id: $id, date: $date, slot: $slot, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveMealPlanEntry($id: ID!, $date: String!, $slot: String!, $idempotencyKey: String) {\n    moveMealPlanEntry(id: $id, date: $date, slot: $slot, idempotencyKey: $idempotencyKey) {\n      ...MealPlanEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMealPlanEntry($id: ID!, $idempotencyKey: String) {\n    removeMealPlanEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"): (typeof documents)["\n  mutation RemoveMealPlanEntry($id: ID!, $idempotencyKey: String) {\n    removeMealPlanEntry(id: $id, idempotencyKey: $idempotencyKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyMealPlanWeek($from: String!, $to: String!, $idempotencyKey: String) {\n    copyMealPlanWeek(from: $from, to: $to, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CopyMealPlanWeek($from: String!, $to: String!, $idempotencyKey: String) {\n    copyMealPlanWeek(from: $from, to: $to, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RepeatMealPlanEntry($id: ID!, $everyDays: Int!, $times: Int!, $idempotencyKey: String) {\n    repeatMealPlanEntry(id: $id, everyDays: $everyDays, times: $times, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RepeatMealPlanEntry($id: ID!, $everyDays: Int!, $times: Int!, $idempotencyKey: String) {\n    repeatMealPlanEntry(id: $id, everyDays: $everyDays, times: $times, idempotencyKey: $idempotencyKey) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNutritionGoal($memberId: ID!, $goal: NutritionGoalInput!, $idempotencyKey: String) {\n    setNutritionGoal(memberId: $memberId, goal: $goal, idempotencyKey: $idempotencyKey) {\n      memberId\n      energyKcal\n      proteinG\n      carbohydrateG\n      fatG\n    }\n  }\n"): (typeof documents)["\n  mutation SetNutritionGoal($memberId: ID!, $goal: NutritionGoalInput!, $idempotencyKey: String) {\n    setNutritionGoal(memberId: $memberId, goal: $goal, idempotencyKey: $idempotencyKey) {\n      memberId\n      energyKcal\n      proteinG\n      carbohydrateG\n      fatG\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MealPlanShoppingPreview($from: String!, $to: String!, $listId: ID) {\n    shoppingSyncPoint\n    mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) {\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        needed\n        inPantry\n        onList\n        estimatedCost\n        priceSource\n      }\n    }\n  }\n"): (typeof documents)["\n  query MealPlanShoppingPreview($from: String!, $to: String!, $listId: ID) {\n    shoppingSyncPoint\n    mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) {\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        needed\n        inPantry\n        onList\n        estimatedCost\n        priceSource\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlanShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription PlanShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlanPantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription PlanPantryChanged($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateShoppingListFromPlan($input: GenerateShoppingFromPlanInput!, $idempotencyKey: String) {\n    generateShoppingListFromPlan(input: $input, idempotencyKey: $idempotencyKey) {\n      listId\n      listName\n      added\n      changed\n      removed\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        estimatedCost\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateShoppingListFromPlan($input: GenerateShoppingFromPlanInput!, $idempotencyKey: String) {\n    generateShoppingListFromPlan(input: $input, idempotencyKey: $idempotencyKey) {\n      listId\n      listName\n      added\n      changed\n      removed\n      estimatedTotal\n      lines {\n        key\n        name\n        quantity\n        unit\n        estimatedCost\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipePicker($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      id\n      title\n      servings\n      totalMinutes\n      tags\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  query RecipePicker($filter: RecipeFilterInput) {\n    recipes(filter: $filter) {\n      id\n      title\n      servings\n      totalMinutes\n      tags\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanProductSearch($search: String) {\n    products(search: $search, limit: 20) {\n      items {\n        id\n        name\n        defaultUnit\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanProductSearch($search: String) {\n    products(search: $search, limit: 20) {\n      items {\n        id\n        name\n        defaultUnit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanLeftovers {\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n    }\n  }\n"): (typeof documents)["\n  query PlanLeftovers {\n    leftovers(status: \"active\") {\n      id\n      dish\n      portions\n      useBy\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PantryProductFields on Product {\n    id\n    name\n    brand\n    category\n    defaultUnit\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n    }\n  }\n"): (typeof documents)["\n  fragment PantryProductFields on Product {\n    id\n    name\n    brand\n    category\n    defaultUnit\n    shelfLifeDays {\n      pantry\n      fridge\n      freezer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PantryProductSearch($search: String!, $limit: Int) {\n    products(search: $search, offset: 0, limit: $limit) {\n      total\n      items {\n        ...PantryProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PantryProductSearch($search: String!, $limit: Int) {\n    products(search: $search, offset: 0, limit: $limit) {\n      total\n      items {\n        ...PantryProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PantryProduct($id: ID!) {\n    product(id: $id) {\n      ...PantryProductFields\n    }\n  }\n"): (typeof documents)["\n  query PantryProduct($id: ID!) {\n    product(id: $id) {\n      ...PantryProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PantryBarcodeLookup($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...PantryProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PantryBarcodeLookup($barcode: String!, $idempotencyKey: String) {\n    lookupBarcode(barcode: $barcode, idempotencyKey: $idempotencyKey) {\n      barcode\n      source\n      product {\n        ...PantryProductFields\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ProductCommunityPrice($productId: ID!) {\n    productCommunityPrice(productId: $productId) {\n      productId\n      minimumHouseholds\n      since\n      enough\n      households\n      unit\n      lowestUnitPrice\n      medianUnitPrice\n      highestUnitPrice\n    }\n  }\n"): (typeof documents)["\n  query ProductCommunityPrice($productId: ID!) {\n    productCommunityPrice(productId: $productId) {\n      productId\n      minimumHouseholds\n      since\n      enough\n      households\n      unit\n      lowestUnitPrice\n      medianUnitPrice\n      highestUnitPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProfileChanged($since: Int) {\n    profileChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      profile {\n        ...ProfileFields\n      }\n      user {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ProfileChanged($since: Int) {\n    profileChanged(since: $since) {\n      sequence\n      type\n      sourceClientId\n      profile {\n        ...ProfileFields\n      }\n      user {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query RecipeNutrition($id: ID!) {\n    recipe(id: $id) {\n      id\n      revision\n      nutritionPerServing {\n        energyKcal\n        proteinG\n        carbohydrateG\n        fatG\n        known\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeNutrition($id: ID!) {\n    recipe(id: $id) {\n      id\n      revision\n      nutritionPerServing {\n        energyKcal\n        proteinG\n        carbohydrateG\n        fatG\n        known\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeDietaryFlags($recipeId: ID!) {\n    dietarySyncPoint\n    recipeDietaryFlags(recipeId: $recipeId) {\n      memberId\n      name\n      conflicts {\n        kind\n        tag\n        via\n        detail\n        source\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeDietaryFlags($recipeId: ID!) {\n    dietarySyncPoint\n    recipeDietaryFlags(recipeId: $recipeId) {\n      memberId\n      name\n      conflicts {\n        kind\n        tag\n        via\n        detail\n        source\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RecipeDietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n    }\n  }\n"): (typeof documents)["\n  subscription RecipeDietaryChanged($since: Int) {\n    dietaryChanged(since: $since) {\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeFields on Recipe {\n    id\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    totalMinutes\n    tags\n    sourceUrl\n    saved\n    savedAt\n    revision\n    origin {\n      kind\n      url\n      recipeId\n    }\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n      metric {\n        quantity\n        unit\n      }\n      us {\n        quantity\n        unit\n      }\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    importNotes\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"): (typeof documents)["\n  fragment DraftFields on RecipeDraft {\n    title\n    description\n    photoUrl\n    servings\n    prepMinutes\n    cookMinutes\n    tags\n    sourceUrl\n    importNotes\n    ingredients {\n      id\n      quantity\n      unit\n      productId\n      name\n      note\n      optional\n      group\n    }\n    steps {\n      id\n      text\n      timerSeconds\n      ingredientIds\n    }\n  }\n"];
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
export function graphql(source: "\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      yourRecipeId\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedRecipe($token: String!) {\n    sharedRecipe(token: $token) {\n      yourRecipeId\n      title\n      description\n      photoUrl\n      servings\n      prepMinutes\n      cookMinutes\n      tags\n      expiresAt\n      ingredients {\n        id\n        quantity\n        unit\n        name\n        note\n        optional\n        group\n      }\n      steps {\n        id\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {\n    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {\n      ...RecipeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeCookFields on RecipeCook {\n    id\n    recipeId\n    servings\n    portionsLeft\n    portionsEaten\n    leftoverId\n    pantryReturned\n    taken {\n      ingredientId\n      itemId\n      name\n      quantity\n      unit\n    }\n    missing {\n      ingredientId\n      name\n      quantity\n      unit\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment RecipeCookFields on RecipeCook {\n    id\n    recipeId\n    servings\n    portionsLeft\n    portionsEaten\n    leftoverId\n    pantryReturned\n    taken {\n      ingredientId\n      itemId\n      name\n      quantity\n      unit\n    }\n    missing {\n      ingredientId\n      name\n      quantity\n      unit\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishRecipeCook(\n    $id: ID!\n    $cookId: ID!\n    $servings: Float!\n    $portionsLeft: Float!\n    $portionsEaten: Float\n    $takeFromPantry: Boolean\n    $today: String\n    $idempotencyKey: String\n  ) {\n    finishRecipeCook(\n      id: $id\n      cookId: $cookId\n      servings: $servings\n      portionsLeft: $portionsLeft\n      portionsEaten: $portionsEaten\n      takeFromPantry: $takeFromPantry\n      today: $today\n      idempotencyKey: $idempotencyKey\n    ) {\n      ...RecipeCookFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinishRecipeCook(\n    $id: ID!\n    $cookId: ID!\n    $servings: Float!\n    $portionsLeft: Float!\n    $portionsEaten: Float\n    $takeFromPantry: Boolean\n    $today: String\n    $idempotencyKey: String\n  ) {\n    finishRecipeCook(\n      id: $id\n      cookId: $cookId\n      servings: $servings\n      portionsLeft: $portionsLeft\n      portionsEaten: $portionsEaten\n      takeFromPantry: $takeFromPantry\n      today: $today\n      idempotencyKey: $idempotencyKey\n    ) {\n      ...RecipeCookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnRecipeCookToPantry($id: ID!, $cookId: ID!, $idempotencyKey: String) {\n    returnRecipeCookToPantry(id: $id, cookId: $cookId, idempotencyKey: $idempotencyKey) {\n      ...RecipeCookFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnRecipeCookToPantry($id: ID!, $cookId: ID!, $idempotencyKey: String) {\n    returnRecipeCookToPantry(id: $id, cookId: $cookId, idempotencyKey: $idempotencyKey) {\n      ...RecipeCookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeCookPlan($id: ID!, $servings: Float) {\n    recipeCookPlan(id: $id, servings: $servings) {\n      servings\n      lines {\n        ingredientId\n        name\n        optional\n        need\n        unit\n        coverage\n        takes {\n          itemId\n          name\n          quantity\n          unit\n          expiresOn\n          expiringSoon\n        }\n        shortfall {\n          quantity\n          unit\n          reason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecipeCookPlan($id: ID!, $servings: Float) {\n    recipeCookPlan(id: $id, servings: $servings) {\n      servings\n      lines {\n        ingredientId\n        name\n        optional\n        need\n        unit\n        coverage\n        takes {\n          itemId\n          name\n          quantity\n          unit\n          expiresOn\n          expiringSoon\n        }\n        shortfall {\n          quantity\n          unit\n          reason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CookableRecipes($filter: RecipeFilterInput, $minCoverage: Float) {\n    cookableRecipes(filter: $filter, minCoverage: $minCoverage) {\n      recipe {\n        ...RecipeFields\n      }\n      coverage\n      coveredCount\n      requiredCount\n      soonestExpiry\n      expiringCount\n      missing\n      expiringSoon\n    }\n  }\n"): (typeof documents)["\n  query CookableRecipes($filter: RecipeFilterInput, $minCoverage: Float) {\n    cookableRecipes(filter: $filter, minCoverage: $minCoverage) {\n      recipe {\n        ...RecipeFields\n      }\n      coverage\n      coveredCount\n      requiredCount\n      soonestExpiry\n      expiringCount\n      missing\n      expiringSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PantryChangesForRecipes($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n    }\n  }\n"): (typeof documents)["\n  subscription PantryChangesForRecipes($since: Int) {\n    pantryChanged(since: $since) {\n      sequence\n      type\n      itemId\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        id\n        name\n        status\n        revision\n        createdAt\n        updatedAt\n      }\n      deletedListIds\n      items {\n        ...ShoppingItemFields\n      }\n      removedItemIds\n    }\n  }\n"): (typeof documents)["\n  subscription ShoppingListsChanged($since: Int) {\n    shoppingListsChanged(since: $since) {\n      sequence\n      type\n      listId\n      itemId\n      sourceClientId\n      lists {\n        id\n        name\n        status\n        revision\n        createdAt\n        updatedAt\n      }\n      deletedListIds\n      items {\n        ...ShoppingItemFields\n      }\n      removedItemIds\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddShoppingItem($listId: ID!, $input: AddShoppingItemInput!, $idempotencyKey: String) {\n    addShoppingItem(listId: $listId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShoppingItem($itemId: ID!, $input: UpdateShoppingItemInput!, $idempotencyKey: String) {\n    updateShoppingItem(itemId: $itemId, input: $input, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleShoppingItem($itemId: ID!, $purchased: Boolean, $idempotencyKey: String) {\n    toggleShoppingItem(itemId: $itemId, purchased: $purchased, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveShoppingItem($itemId: ID!, $destinationListId: ID!, $idempotencyKey: String) {\n    moveShoppingItem(itemId: $itemId, destinationListId: $destinationListId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveShoppingItem($itemId: ID!, $idempotencyKey: String) {\n    removeShoppingItem(itemId: $itemId, idempotencyKey: $idempotencyKey) {\n      item {\n        ...ShoppingItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShoppingBudget {\n    budgetMonth {\n      month\n      total {\n        limit\n        spent\n        remaining\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionStatusFields on SubscriptionStatus {\n    subscriptionStatus\n    trialEndsAt\n    daysLeft\n    plan\n    currentPeriodEnd\n    provider\n  }\n"): (typeof documents)["\n  fragment SubscriptionStatusFields on SubscriptionStatus {\n    subscriptionStatus\n    trialEndsAt\n    daysLeft\n    plan\n    currentPeriodEnd\n    provider\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionStatus {\n    subscriptionStatus {\n      ...SubscriptionStatusFields\n    }\n    billingSyncPoint\n  }\n"): (typeof documents)["\n  query SubscriptionStatus {\n    subscriptionStatus {\n      ...SubscriptionStatusFields\n    }\n    billingSyncPoint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SubscriptionStatusChanged($since: Int) {\n    subscriptionStatusChanged(since: $since) {\n      sequence\n      type\n      status {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SubscriptionStatusChanged($since: Int) {\n    subscriptionStatusChanged(since: $since) {\n      sequence\n      type\n      status {\n        ...SubscriptionStatusFields\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      ...SubscriptionStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTestCheckout($checkoutId: ID!) {\n    completeTestCheckout(checkoutId: $checkoutId) {\n      ...SubscriptionStatusFields\n    }\n  }\n"];
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