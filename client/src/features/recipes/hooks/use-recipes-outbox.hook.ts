import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { readStoredUser } from "../../../lib/session";
import type { RecipeChange } from "../recipe-pending";
import { cachedRecipe, courier, type RecipeAnswer } from "../recipes.courier";
import { CookableRecipesQuery, RecipeFieldsFragment as RecipeFieldsDoc, RecipesQuery } from "../recipes.graphql";

export { cachedRecipe };

const DONE: Record<RecipeChange["kind"], string> = {
  create: "Recipe added",
  update: "Recipe saved",
  duplicate: "Recipe duplicated",
  delete: "Recipe deleted",
  save: "Saved Recipes updated",
};

/**
 * The recipe screens' use of the shared outbox (feature `recipes`, key `hearth:offline:recipes-outbox:<user>`):
 * creating, editing, duplicating, deleting and saving a recipe are stored on the device at once and sent
 * when there is a connection, once each, with their own id as idempotency key.
 */
export function useRecipesOutbox() {
  const client = useApolloClient();
  const { toast } = useToast();
  const outbox = useOutbox<RecipeChange, RecipeAnswer>({
    feature: "recipes",
    userId: readStoredUser()?.id ?? null,
    isChange: courier.isChange,
    send: (pending) => courier.send(client, pending),
    onConfirmed: (pending, answer) => {
      if (answer.recipe) client.cache.writeFragment({ fragment: RecipeFieldsDoc, fragmentName: "RecipeFields", data: answer.recipe });
      else if (pending.change.kind === "delete") {
        client.cache.evict({ id: client.cache.identify({ __typename: "Recipe", id: pending.change.recipeId }) });
        client.cache.gc();
      }
      void client.refetchQueries({ include: [RecipesQuery, CookableRecipesQuery] });
      if (!pending.deferred && pending.change.kind !== "save") toast({ title: DONE[pending.change.kind], description: answer.recipe?.title });
    },
    onSynced: (count) => toast({ title: "Recipes synced", description: `${count} ${count === 1 ? "change" : "changes"} made offline reached your family.` }),
    onRefused: (pending, failure) => {
      toast({ ...courier.refusal(pending, failure, client), variant: "destructive" });
      void client.refetchQueries({ include: [RecipesQuery, CookableRecipesQuery] });
    },
  });
  const { pending, status, enqueue: queue } = outbox;
  const enqueue = useCallback((change: RecipeChange) => queue(change), [queue]);
  return { pending, status, enqueue };
}
