import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import type { RecipeFieldsFragment } from "../../../gql/graphql";
import { classifyFailure } from "../../../lib/outbox/classify-failure";
import type { PendingChange } from "../../../lib/outbox/outbox.machine";
import { useOutbox } from "../../../lib/outbox/use-outbox.hook";
import { readStoredUser } from "../../../lib/session";
import { isRecipeChange, type RecipeChange } from "../recipe-pending";
import {
  CookableRecipesQuery,
  CreateRecipeMutation,
  DeleteRecipeMutation,
  DuplicateRecipeMutation,
  RecipeFieldsFragment as RecipeFieldsDoc,
  RecipesQuery,
  SaveRecipeMutation,
  UpdateRecipeMutation,
} from "../recipes.graphql";

/** What the server answered: the recipe as it is now, or none (a deletion). */
interface RecipeAnswer {
  recipe: RecipeFieldsFragment | null;
}

async function send(client: ApolloClient, pending: PendingChange<RecipeChange>): Promise<RecipeAnswer> {
  const c = pending.change;
  const idempotencyKey = pending.id;
  try {
    switch (c.kind) {
      case "create":
        return { recipe: (await client.mutate({ mutation: CreateRecipeMutation, variables: { id: c.recipeId, input: c.input, idempotencyKey } })).data?.createRecipe ?? null };
      case "update":
        return { recipe: (await client.mutate({ mutation: UpdateRecipeMutation, variables: { id: c.recipeId, input: c.input, idempotencyKey } })).data?.updateRecipe ?? null };
      case "duplicate":
        return {
          recipe: (await client.mutate({ mutation: DuplicateRecipeMutation, variables: { id: c.sourceId, newId: c.recipeId, idempotencyKey } })).data?.duplicateRecipe ?? null,
        };
      case "save":
        return { recipe: (await client.mutate({ mutation: SaveRecipeMutation, variables: { id: c.recipeId, saved: c.saved, idempotencyKey } })).data?.saveRecipe ?? null };
      case "delete":
        await client.mutate({ mutation: DeleteRecipeMutation, variables: { id: c.recipeId, idempotencyKey } });
        return { recipe: null };
    }
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** A recipe the device holds in its cache (read in a list or opened), in full. */
export function cachedRecipe(client: ApolloClient, id: string): RecipeFieldsFragment | undefined {
  const ref = client.cache.identify({ __typename: "Recipe", id });
  if (!ref) return undefined;
  return (client.cache.readFragment({ id: ref, fragment: RecipeFieldsDoc, fragmentName: "RecipeFields" }) as RecipeFieldsFragment | null) ?? undefined;
}

const DONE: Record<RecipeChange["kind"], string> = {
  create: "Recipe added",
  update: "Recipe saved",
  duplicate: "Recipe duplicated",
  delete: "Recipe deleted",
  save: "Saved Recipes updated",
};

const FAILED: Record<RecipeChange["kind"], string> = {
  create: "Could not add the recipe",
  update: "Could not save the recipe",
  duplicate: "Could not duplicate the recipe",
  delete: "Could not delete the recipe",
  save: "Could not change Saved Recipes",
};

/** The recipe a change is about, in words ("Lentil soup"), for what the person is told. */
function titleOf(client: ApolloClient, change: RecipeChange): string | null {
  if (change.kind === "create" || change.kind === "update") return change.input.title;
  return cachedRecipe(client, change.kind === "duplicate" ? change.sourceId : change.recipeId)?.title ?? null;
}

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
    isChange: isRecipeChange,
    send: (pending) => send(client, pending),
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
      toast({ title: FAILED[pending.change.kind], description: [titleOf(client, pending.change), failure.message].filter(Boolean).join(": "), variant: "destructive" });
      void client.refetchQueries({ include: [RecipesQuery, CookableRecipesQuery] });
    },
  });
  const { pending, status, enqueue: queue } = outbox;
  const enqueue = useCallback((change: RecipeChange) => queue(change), [queue]);
  return { pending, status, enqueue };
}
