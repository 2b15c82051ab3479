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
  }
`);

export const FamilyMembersQuery = graphql(`
  query FamilyMembers {
    familyMembers {
      ...FamilyMemberFields
    }
  }
`);

export const AddFamilyMemberMutation = graphql(`
  mutation AddFamilyMember($input: AddFamilyMemberInput!) {
    addFamilyMember(input: $input) {
      ...FamilyMemberFields
    }
  }
`);

export const UpdateFamilyMemberMutation = graphql(`
  mutation UpdateFamilyMember($id: ID!, $input: UpdateFamilyMemberInput!) {
    updateFamilyMember(id: $id, input: $input) {
      ...FamilyMemberFields
    }
  }
`);

export const DeactivateFamilyMemberMutation = graphql(`
  mutation DeactivateFamilyMember($id: ID!) {
    deactivateFamilyMember(id: $id) {
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
