import { graphql } from "../../gql";

export const RecipeDietaryFlagsQuery = graphql(`
  query RecipeDietaryFlags($recipeId: ID!) {
    dietarySyncPoint
    recipeDietaryFlags(recipeId: $recipeId) {
      memberId
      name
      conflicts {
        kind
        tag
        via
        detail
        source
      }
    }
  }
`);

export const RecipeDietaryChangedSubscription = graphql(`
  subscription RecipeDietaryChanged($since: Int) {
    dietaryChanged(since: $since) {
      sequence
    }
  }
`);
