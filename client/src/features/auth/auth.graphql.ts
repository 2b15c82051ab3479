import { graphql } from "../../gql";

export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    email
    username
    name
    displayName
    role
    accountType
    familyMemberId
    userId
    householdId
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      status
      message
      redirectTo
      user {
        ...SessionUser
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      status
      message
      user {
        ...SessionUser
      }
    }
  }
`);
