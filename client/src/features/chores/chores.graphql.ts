import { graphql } from "../../gql";

export const ChoreFieldsFragment = graphql(`
  fragment ChoreFields on Chore {
    id
    title
    notes
    estimateMinutes
    points
    schedule {
      frequency
      interval
      weekdays
      timeZone
      dueTime
      startDate
    }
    assignment {
      mode
      memberIds
    }
    occurrenceAt
    dueAt
    assigneeId
    open
    undoableCompletionId
    lastCompletion {
      id
      memberId
      completedAt
      points
    }
    revision
  }
`);

/** Everything the chores screen shows, with the sync point to follow live changes from. */
export const ChoresPageQuery = graphql(`
  query ChoresPage {
    choresSyncPoint
    chores {
      ...ChoreFields
    }
    chorePoints {
      memberId
      earned
      spent
      pending
      balance
      completedThisWeek
    }
    choreRewards {
      id
      title
      points
    }
    choreRedemptions {
      id
      rewardId
      memberId
      title
      points
      status
      requestedAt
      decidedAt
    }
    familyMembers {
      id
      name
      isActive
      ageGroup
    }
  }
`);

export const ChoreOccurrencesQuery = graphql(`
  query ChoreOccurrences($from: DateTimeISO!, $to: DateTimeISO!) {
    choreOccurrences(from: $from, to: $to) {
      choreId
      title
      dueAt
      assigneeId
      current
    }
  }
`);

export const ChoresChangedSubscription = graphql(`
  subscription ChoresChanged($since: Int) {
    choresChanged(since: $since) {
      sequence
      type
      choreId
      sourceClientId
      chore {
        ...ChoreFields
      }
    }
  }
`);

export const CreateChoreMutation = graphql(`
  mutation CreateChore($input: ChoreInput!, $key: String) {
    createChore(input: $input, idempotencyKey: $key) {
      ...ChoreFields
    }
  }
`);

export const UpdateChoreMutation = graphql(`
  mutation UpdateChore($id: ID!, $input: ChoreInput!, $key: String) {
    updateChore(id: $id, input: $input, idempotencyKey: $key) {
      ...ChoreFields
    }
  }
`);

export const DeleteChoreMutation = graphql(`
  mutation DeleteChore($id: ID!, $key: String) {
    deleteChore(id: $id, idempotencyKey: $key)
  }
`);

export const CompleteChoreMutation = graphql(`
  mutation CompleteChore($id: ID!, $memberId: ID, $occurrenceAt: DateTimeISO, $completionId: ID, $key: String) {
    completeChore(id: $id, memberId: $memberId, occurrenceAt: $occurrenceAt, completionId: $completionId, idempotencyKey: $key) {
      ...ChoreFields
    }
  }
`);

export const UndoChoreCompletionMutation = graphql(`
  mutation UndoChoreCompletion($id: ID!, $completionId: ID!, $key: String) {
    undoChoreCompletion(id: $id, completionId: $completionId, idempotencyKey: $key) {
      ...ChoreFields
    }
  }
`);

export const SkipChoreMutation = graphql(`
  mutation SkipChore($id: ID!, $occurrenceAt: DateTimeISO, $key: String) {
    skipChore(id: $id, occurrenceAt: $occurrenceAt, idempotencyKey: $key) {
      ...ChoreFields
    }
  }
`);

export const SnoozeChoreMutation = graphql(`
  mutation SnoozeChore($id: ID!, $until: DateTimeISO!, $key: String) {
    snoozeChore(id: $id, until: $until, idempotencyKey: $key) {
      ...ChoreFields
    }
  }
`);

export const DefineRewardMutation = graphql(`
  mutation DefineChoreReward($id: ID, $title: String!, $points: Int!, $key: String) {
    defineChoreReward(id: $id, title: $title, points: $points, idempotencyKey: $key) {
      id
      title
      points
    }
  }
`);

export const RetireRewardMutation = graphql(`
  mutation RetireChoreReward($id: ID!, $key: String) {
    retireChoreReward(id: $id, idempotencyKey: $key)
  }
`);

export const RequestRewardMutation = graphql(`
  mutation RequestChoreReward($rewardId: ID!, $memberId: ID, $id: ID, $key: String) {
    requestChoreReward(rewardId: $rewardId, memberId: $memberId, id: $id, idempotencyKey: $key) {
      id
      status
    }
  }
`);

export const DecideRewardMutation = graphql(`
  mutation DecideChoreReward($id: ID!, $approve: Boolean!, $key: String) {
    decideChoreReward(id: $id, approve: $approve, idempotencyKey: $key) {
      id
      status
    }
  }
`);
