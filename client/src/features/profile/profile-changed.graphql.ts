import { graphql } from "../../gql";

/**
 * The signed-in user's profile or role changing on any of their sessions (or by an admin), with the
 * profile and the header's user as they now are: the cache takes both, so the header, the profile and
 * the meal planner show the change. In a module of its own: the app shell follows it on every screen,
 * and a module's documents all come with whoever imports it.
 */
export const ProfileChangedSubscription = graphql(`
  subscription ProfileChanged($since: Int) {
    profileChanged(since: $since) {
      sequence
      type
      sourceClientId
      profile {
        ...ProfileFields
      }
      user {
        id
        email
        displayName
        role
      }
    }
  }
`);
