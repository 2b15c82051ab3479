/**
 * A household's product writes as the screens make them: queued durably in the shared outbox (like the
 * pantry's), sent in order with their own id as idempotency key, so a product added or corrected
 * offline reaches the server once when the device is back online.
 */
import type { ApolloClient } from "@apollo/client";
import type { CreateProductInput, ProductFieldsFragment, UpdateProductInput } from "../../gql/graphql";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import type { PendingChange as OutboxPendingChange } from "../../lib/outbox/outbox.machine";
import { changeGuard } from "../../lib/outbox/outbox-store";
import { CreateProductMutation, ProductsQuery, UpdateProductMutation } from "./products.graphql";

export type ProductChange =
  | { kind: "create"; productId: string; input: Omit<CreateProductInput, "id"> }
  | { kind: "update"; productId: string; name: string; input: UpdateProductInput };

export type PendingProductChange = OutboxPendingChange<ProductChange>;

export const isProductChange = changeGuard<ProductChange>(["create", "update"], ["productId"]);

export interface ProductSendResult {
  product: ProductFieldsFragment | null;
}

/** The name a queued change is shown by. */
export const changeName = (change: ProductChange) => (change.kind === "create" ? change.input.name : (change.input.name ?? change.name));

/** Sends one queued change as its mutation; the answer lands in the normalised cache (the product pages read it). */
export async function sendProductChange(client: ApolloClient, pending: PendingProductChange): Promise<ProductSendResult> {
  const { change } = pending;
  try {
    if (change.kind === "create") {
      const { data } = await client.mutate({
        mutation: CreateProductMutation,
        variables: { input: { ...change.input, id: change.productId }, idempotencyKey: pending.id },
        refetchQueries: [ProductsQuery],
      });
      return { product: data?.createProduct ?? null };
    }
    const { data } = await client.mutate({ mutation: UpdateProductMutation, variables: { id: change.productId, input: change.input, idempotencyKey: pending.id } });
    return { product: data?.updateProduct ?? null };
  } catch (error) {
    throw classifyFailure(error);
  }
}
