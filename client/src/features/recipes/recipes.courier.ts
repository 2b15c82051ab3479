import type { ApolloClient } from "@apollo/client";
import type { RecipeFieldsFragment } from "../../gql/graphql";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import type { PendingChange } from "../../lib/outbox/outbox.machine";
import { isRecipeChange, type RecipeChange } from "./recipe-pending";
import {
  CreateRecipeMutation,
  DeleteRecipeMutation,
  DuplicateRecipeMutation,
  RecipeFieldsFragment as RecipeFieldsDoc,
  SaveRecipeMutation,
  UpdateRecipeMutation,
} from "./recipes.graphql";

/** What the server answered: the recipe as it is now, or none (a deletion). */
export interface RecipeAnswer {
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

/** The recipes' outbox, for their screens and for the courier that sends what the screens left waiting. */
export const courier: OutboxCourier<RecipeChange, RecipeAnswer> = {
  isChange: isRecipeChange,
  send,
  refusal: (pending, failure, client) => ({
    title: FAILED[pending.change.kind],
    description: [titleOf(client, pending.change), failure.message].filter(Boolean).join(": "),
  }),
};
