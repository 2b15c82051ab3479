import { useApolloClient, useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { describeFailure } from "../../../lib/graphql-errors";
import { pendingRecipes, type ShownRecipe } from "../recipe-pending";
import { RecipeQuery } from "../recipes.graphql";
import { cachedRecipe, useRecipesOutbox } from "./use-recipes-outbox.hook";

/**
 * One recipe as this device shows it: the server's answer, else the copy the device holds from a list it
 * read (so a recipe seen in the list opens offline without waiting for a read it never made), with the
 * device's waiting changes laid over it. `recipe` is null when it was deleted here; `waiting` when the
 * device knows nothing of it yet and is still asking.
 */
export function useShownRecipe(id: string | undefined) {
  const client = useApolloClient();
  const outbox = useRecipesOutbox();
  const { pending } = outbox;
  // A recipe made on this device and not yet sent is not asked for: the server would say it is not there,
  // and that answer would outlive the creation. Once sent, its answer is in the cache and the read follows.
  const madeHere = pending.some(({ change }) => (change.kind === "create" || change.kind === "duplicate") && change.recipeId === id);
  const { data, error, loading } = useQuery(RecipeQuery, { variables: { id: id ?? "" }, skip: !id || madeHere, fetchPolicy: "cache-and-network" });
  // The server said it is not there (deleted on another device): the device's older copy is not shown.
  const refused = Boolean(error) && describeFailure(error).kind === "graphql";
  const recipe = useMemo<ShownRecipe | null | undefined>(() => {
    if (!id) return undefined;
    const known = (rid: string) => (rid === id ? (data?.recipe ?? (refused ? undefined : cachedRecipe(client, rid))) : cachedRecipe(client, rid));
    const touched = pendingRecipes(pending, known);
    return touched.has(id) ? touched.get(id) : known(id);
  }, [id, data, refused, pending, client]);
  return { recipe, error, waiting: recipe === undefined && loading && !error, outbox };
}
