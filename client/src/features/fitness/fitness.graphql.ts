import { graphql } from "../../gql";

export const WorkoutFieldsFragment = graphql(`
  fragment WorkoutFields on Workout {
    id
    memberId
    activityCode
    activityName
    performedOn
    startTime
    durationMinutes
    distanceKm
    sets {
      exercise
      reps
      weightKg
    }
    effort
    notes
    met
    weightKg
    kcal
    volumeKg
    planId
    planItemId
    revision
  }
`);

export const WorkoutPlanFieldsFragment = graphql(`
  fragment WorkoutPlanFields on WorkoutPlan {
    id
    memberId
    name
    weekStart
    items {
      id
      weekday
      activityCode
      title
      durationMinutes
      sets
      reps
      weightKg
    }
    ticks {
      itemId
      workoutId
    }
    revision
  }
`);

/** The members and the activity table, with the sync point to follow live changes from. */
export const FitnessBaseQuery = graphql(`
  query FitnessBase {
    fitnessSyncPoint
    familyMembers {
      id
      name
      isActive
      ageGroup
    }
    fitnessActivities {
      code
      name
      met
      kind
      distance
      source
    }
  }
`);

export const FitnessSummaryQuery = graphql(`
  query FitnessSummary($memberId: ID!, $weekStart: String!) {
    fitnessSummary(memberId: $memberId, weekStart: $weekStart) {
      memberId
      weekStart
      caloriesEstimated
      workouts {
        ...WorkoutFields
      }
      weeks {
        weekStart
        minutes
        kcal
        workouts
      }
      volume {
        exercise
        weekStart
        volumeKg
      }
      goals {
        weeklyMinutes
        targetWeightKg
      }
      weights {
        id
        recordedOn
        weightKg
      }
      energy {
        intakeAvailable
        days {
          date
          burnedKcal
          burnedComplete
          eatenKcal
          mealsKnown
          mealsTotal
          netKcal
        }
      }
    }
  }
`);

export const WorkoutQuery = graphql(`
  query Workout($id: ID!) {
    workout(id: $id) {
      ...WorkoutFields
    }
  }
`);

export const WorkoutPlansQuery = graphql(`
  query WorkoutPlans($memberId: ID!, $weekStart: String!) {
    workoutPlans(memberId: $memberId, weekStart: $weekStart) {
      ...WorkoutPlanFields
    }
  }
`);

export const WorkoutPlanQuery = graphql(`
  query WorkoutPlan($id: ID!, $weekStart: String!) {
    workoutPlan(id: $id, weekStart: $weekStart) {
      ...WorkoutPlanFields
    }
  }
`);

export const LogWorkoutMutation = graphql(`
  mutation LogWorkout($input: WorkoutInput!, $key: String) {
    logWorkout(input: $input, idempotencyKey: $key) {
      ...WorkoutFields
    }
  }
`);

export const UpdateWorkoutMutation = graphql(`
  mutation UpdateWorkout($id: ID!, $input: WorkoutInput!, $key: String) {
    updateWorkout(id: $id, input: $input, idempotencyKey: $key) {
      ...WorkoutFields
    }
  }
`);

export const DeleteWorkoutMutation = graphql(`
  mutation DeleteWorkout($id: ID!, $key: String) {
    deleteWorkout(id: $id, idempotencyKey: $key)
  }
`);

export const RecordBodyWeightMutation = graphql(`
  mutation RecordBodyWeight($id: ID, $memberId: ID!, $weightKg: Float!, $recordedOn: String!, $key: String) {
    recordBodyWeight(id: $id, memberId: $memberId, weightKg: $weightKg, recordedOn: $recordedOn, idempotencyKey: $key) {
      id
      recordedOn
      weightKg
    }
  }
`);

export const SetFitnessGoalsMutation = graphql(`
  mutation SetFitnessGoals($memberId: ID!, $weeklyMinutes: Int, $targetWeightKg: Float, $key: String) {
    setFitnessGoals(memberId: $memberId, weeklyMinutes: $weeklyMinutes, targetWeightKg: $targetWeightKg, idempotencyKey: $key) {
      weeklyMinutes
      targetWeightKg
    }
  }
`);

export const SaveWorkoutPlanMutation = graphql(`
  mutation SaveWorkoutPlan($input: WorkoutPlanInput!, $weekStart: String!, $key: String) {
    saveWorkoutPlan(input: $input, weekStart: $weekStart, idempotencyKey: $key) {
      ...WorkoutPlanFields
    }
  }
`);

export const DeleteWorkoutPlanMutation = graphql(`
  mutation DeleteWorkoutPlan($id: ID!, $key: String) {
    deleteWorkoutPlan(id: $id, idempotencyKey: $key)
  }
`);

export const TickWorkoutPlanItemMutation = graphql(`
  mutation TickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $log: Boolean!, $workoutId: ID, $key: String) {
    tickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, log: $log, workoutId: $workoutId, idempotencyKey: $key) {
      ...WorkoutPlanFields
    }
  }
`);

export const UntickWorkoutPlanItemMutation = graphql(`
  mutation UntickWorkoutPlanItem($planId: ID!, $itemId: String!, $weekStart: String!, $key: String) {
    untickWorkoutPlanItem(planId: $planId, itemId: $itemId, weekStart: $weekStart, idempotencyKey: $key) {
      ...WorkoutPlanFields
    }
  }
`);

export const FitnessChangedSubscription = graphql(`
  subscription FitnessChanged($since: Int) {
    fitnessChanged(since: $since) {
      sequence
      type
      memberId
      sourceClientId
    }
  }
`);
