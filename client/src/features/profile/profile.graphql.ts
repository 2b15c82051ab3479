import { graphql } from "../../gql";

export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on UserProfile {
    id
    email
    displayName
    username
    name
    firstName
    role
    accountType
    isFamilyMember
    preferences {
      defaultMealPlanView
      householdSize
      defaultPortionSize
    }
  }
`);

export const ProfileQuery = graphql(`
  query Profile {
    profile {
      ...ProfileFields
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!, $idempotencyKey: String) {
    updateProfile(input: $input, idempotencyKey: $idempotencyKey) {
      ...ProfileFields
    }
  }
`);

export const SetMealPlanViewMutation = graphql(`
  mutation SetMealPlanView($view: MealPlanView!, $idempotencyKey: String) {
    setMealPlanView(view: $view, idempotencyKey: $idempotencyKey) {
      ...ProfileFields
    }
  }
`);
