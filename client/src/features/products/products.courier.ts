import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { changeName, isProductChange, sendProductChange, type ProductChange, type ProductSendResult } from "./product-changes";

/** Household products' outbox, for their screens and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<ProductChange, ProductSendResult> = {
  isChange: isProductChange,
  send: sendProductChange,
  refusal: (pending, failure) => ({
    title: pending.change.kind === "create" ? "Failed to add product" : "Failed to update product",
    description: [changeName(pending.change), failure.message].filter(Boolean).join(": "),
  }),
};
