import { graphql } from "../../gql";

export const FamilyMemberFieldsFragment = graphql(`
  fragment FamilyMemberFields on FamilyMember {
    id
    name
    isActive
    ageGroup
    defaultPortionMultiplier
    email
    accountStatus
    invitedAt
    joinedAt
    diets
    allergies
  }
`);

export const FamilyMembersQuery = graphql(`
  query FamilyMembers {
    familyMembersSyncPoint
    familyMembers {
      ...FamilyMemberFields
    }
    familyMemberDietaryVocabulary {
      allergies
      diets
    }
  }
`);

export const AddFamilyMemberMutation = graphql(`
  mutation AddFamilyMember($input: AddFamilyMemberInput!, $idempotencyKey: String) {
    addFamilyMember(input: $input, idempotencyKey: $idempotencyKey) {
      ...FamilyMemberFields
    }
  }
`);

export const UpdateFamilyMemberMutation = graphql(`
  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!, $idempotencyKey: String) {
    updateFamilyMember(id: $id, input: $input, idempotencyKey: $idempotencyKey) {
      ...FamilyMemberFields
    }
  }
`);

export const DeactivateFamilyMemberMutation = graphql(`
  mutation DeactivateFamilyMember($id: ID!, $idempotencyKey: String) {
    deactivateFamilyMember(id: $id, idempotencyKey: $idempotencyKey) {
      ...FamilyMemberFields
    }
  }
`);

export const InviteFamilyMemberMutation = graphql(`
  mutation InviteFamilyMember($id: ID!, $email: String!) {
    inviteFamilyMember(id: $id, email: $email) {
      success
      message
      member {
        ...FamilyMemberFields
      }
    }
  }
`);

export const SetFamilyMemberDietaryMutation = graphql(`
  mutation SetFamilyMemberDietary($id: ID!, $input: FamilyMemberDietaryInput!, $idempotencyKey: String) {
    setFamilyMemberDietary(id: $id, input: $input, idempotencyKey: $idempotencyKey) {
      ...FamilyMemberFields
    }
  }
`);

/** Changes from any device after the sync point the list was read with. */
export const FamilyMembersChangedSubscription = graphql(`
  subscription FamilyMembersChanged($since: Int) {
    familyMembersChanged(since: $since) {
      sequence
      type
      memberId
      sourceClientId
      member {
        ...FamilyMemberFields
      }
    }
  }
`);
