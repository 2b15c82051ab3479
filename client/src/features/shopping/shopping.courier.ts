import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { changeGuard } from "../../lib/outbox/outbox-store";
import type { ShoppingChange } from "./shopping-changes";
import { failureNotice } from "./shopping-messages";
import { sendChange, type SendResult } from "./shopping-sync";

/** Stored changes the shopping list can still send (key `hearth:offline:shopping-outbox:<user>`, unchanged). */
export const isShoppingChange = changeGuard<ShoppingChange>(
  ["createList", "renameList", "archiveList", "restoreList", "deleteList", "addItem", "updateItem", "toggleItem", "moveItem", "reorderItems", "removeItem"],
  ["listId"],
);

/** The shopping list's outbox, for its screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<ShoppingChange, SendResult> = {
  isChange: isShoppingChange,
  send: sendChange,
  refusal: (pending, failure) => failureNotice(pending.change, failure.code, failure.message),
};
