import { useApolloClient } from "@apollo/client/react";
import { CookableRecipesQuery, RecipeFieldsFragment, RecipesChangedSubscription, RecipesQuery } from "../recipes.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/**
 * Follows the household's recipe changes from `since` (the sync point the list was read at): a changed
 * recipe is written into the cache, a deleted one evicted, and open lists read again. A reconnect
 * resumes after the last change the subscription delivered (lib/resuming-ws-link.ts).
 */
export function useRecipesLive(since: number | undefined): void {
  const client = useApolloClient();
  useLiveSubscription(RecipesChangedSubscription, {
    variables: { since: since ?? null },
    skip: since === undefined,
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const change = data.data?.recipesChanged;
      if (!change) return;
      if (change.recipe) {
        client.cache.writeFragment({ fragment: RecipeFieldsFragment, fragmentName: "RecipeFields", data: change.recipe });
      } else {
        client.cache.evict({ id: client.cache.identify({ __typename: "Recipe", id: change.recipeId }) });
        client.cache.gc();
      }
      void client.refetchQueries({ include: [RecipesQuery, CookableRecipesQuery] });
    },
  });
}
