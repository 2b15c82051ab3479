import type { GraphQLResolveInfo } from "graphql";
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { callerOf, selectsField, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import { SHOPPING_EVENT_TYPES, touchedListIds } from "./shopping.events.js";
import type { ItemAnswer, ShoppingItemView, ShoppingListView, ShoppingService } from "./shopping.service.js";
import {
  AddShoppingItemInput,
  CreateShoppingListInput,
  EnhancedProductType,
  ShoppingChangeType,
  ShoppingItemResultType,
  ShoppingListStatusFilterEnum,
  ShoppingListType,
  UpdateShoppingItemInput,
} from "./shopping.types.js";
import {
  addItemSchema,
  createListSchema,
  renameListSchema,
  reorderSchema,
  toItemChanges,
  toNewItem,
  updateItemSchema,
  type ListStatusFilter,
} from "./shopping.validation.js";

const SHOPPING_TYPES = new Set<string>(SHOPPING_EVENT_TYPES);

/**
 * What the subscriptions of one feed message read, read once for all of them: a household's feed
 * hands all its subscriptions (every device of the family, each list subscription) the same message
 * object, so the first one to compute a part of its payload reads it and the others share that read.
 * Messages replayed from Postgres are separate objects and read for themselves. A failed read is not
 * kept.
 */
interface MessageReads {
  /** The touched lists with all their items. */
  lists?: Promise<ShoppingListView[]>;
  /** The touched lists' own fields (no items). */
  heads?: Promise<ShoppingListView[]>;
  /** The touched item, when it still exists. */
  items?: Promise<ShoppingItemView[]>;
}
const readsOfMessage = new WeakMap<BusMessage, MessageReads>();

function sharedRead<K extends keyof MessageReads>(message: BusMessage, part: K, read: () => NonNullable<MessageReads[K]>): NonNullable<MessageReads[K]> {
  let reads = readsOfMessage.get(message);
  if (!reads) readsOfMessage.set(message, (reads = {}));
  let pending = reads[part];
  if (!pending) {
    pending = read();
    reads[part] = pending;
    pending.catch(() => {
      if (reads![part] === pending) delete reads![part];
    });
  }
  return pending as NonNullable<MessageReads[K]>;
}

/** The household feed's shopping events, optionally only those touching one list. */
function shoppingMessages(source: AsyncIterableIterator<BusMessage>, listId?: string) {
  return selectStream(source, (m) =>
    SHOPPING_TYPES.has(m.type) && (!listId || touchedListIds(m).includes(listId)) ? m : undefined,
  );
}

/** An item mutation reads its lists only for an operation that selects them (see `ItemAnswer`). */
const answerOf = (info: GraphQLResolveInfo): ItemAnswer => (selectsField(info, "lists") ? "lists" : "item");

@Resolver()
export class ShoppingResolver {
  constructor(private readonly shopping: ShoppingService) {}

  // ── queries ──────────────────────────────────────────────────────────────────────────────────
  @Query(() => [ShoppingListType], { description: "Same lists as GET /api/shopping-lists?status=" })
  async shoppingLists(
    @Arg("status", () => ShoppingListStatusFilterEnum, { defaultValue: "active" }) status: ListStatusFilter,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShoppingListType[]> {
    return this.shopping.lists(callerOf(ctx).householdId, status);
  }

  @Query(() => ShoppingListType, { description: "One list of the household (NOT_FOUND for unknown or foreign ids)" })
  async shoppingList(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ShoppingListType> {
    return this.shopping.list(callerOf(ctx).householdId, id);
  }

  @Query(() => Int, {
    description:
      "The household's latest event sequence: read it with the lists, then subscribe with since = this value to miss nothing",
  })
  async shoppingSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.shopping.syncPoint(callerOf(ctx).householdId);
  }

  @Query(() => [EnhancedProductType], { description: "Same answer as GET /api/products-enhanced" })
  async productsEnhanced(@Ctx() ctx: GraphQLContext): Promise<EnhancedProductType[]> {
    return this.shopping.products(callerOf(ctx).householdId);
  }

  // ── list mutations ───────────────────────────────────────────────────────────────────────────
  @Mutation(() => ShoppingListType, { description: "Starts a list (POST /api/shopping-lists)" })
  async createShoppingList(
    @Arg("input", () => CreateShoppingListInput) input: CreateShoppingListInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShoppingListType> {
    const { id, name } = validate(createListSchema, { ...input });
    return this.shopping.createList(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), { id, name });
  }

  @Mutation(() => ShoppingListType)
  async renameShoppingList(
    @Arg("id", () => ID) id: string,
    @Arg("name") name: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShoppingListType> {
    const input = validate(renameListSchema, { name });
    return this.shopping.renameList(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, input.name);
  }

  @Mutation(() => ShoppingListType, { description: "Moves the list to the archived ones (its items stay)" })
  async archiveShoppingList(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShoppingListType> {
    return this.shopping.archiveList(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => ShoppingListType, { description: "Brings an archived list back to the active ones" })
  async restoreShoppingList(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShoppingListType> {
    return this.shopping.restoreList(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => ID, { description: "Deletes the list and its items; answers the list's id" })
  async deleteShoppingList(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await this.shopping.deleteList(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id)).id;
  }

  @Mutation(() => ShoppingListType, {
    description: "Puts the given items of a list in this order; ids no longer on the list are skipped",
  })
  async reorderShoppingItems(
    @Arg("listId", () => ID) listId: string,
    @Arg("itemIds", () => [ID]) itemIds: string[],
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShoppingListType> {
    const input = validate(reorderSchema, { itemIds });
    return this.shopping.reorderItems(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), listId, input.itemIds);
  }

  // ── item mutations ───────────────────────────────────────────────────────────────────────────
  @Mutation(() => ShoppingItemResultType, { description: "Adds an item (POST /api/shopping-lists/{listId}/items)" })
  async addShoppingItem(
    @Arg("listId", () => ID) listId: string,
    @Arg("input", () => AddShoppingItemInput) input: AddShoppingItemInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ShoppingItemResultType> {
    const item = toNewItem(validate(addItemSchema, { ...input }));
    return this.shopping.addItem(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), listId, item, answerOf(info));
  }

  @Mutation(() => ShoppingItemResultType, { description: "Changes fields of an item; each changed field is recorded" })
  async updateShoppingItem(
    @Arg("itemId", () => ID) itemId: string,
    @Arg("input", () => UpdateShoppingItemInput) input: UpdateShoppingItemInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ShoppingItemResultType> {
    const changes = toItemChanges(validate(updateItemSchema, { ...input }), "Give at least one field to change");
    return this.shopping.changeItem(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), itemId, changes, undefined, answerOf(info));
  }

  @Mutation(() => ShoppingItemResultType, {
    description: "Marks an item purchased (records spending) or not; without `purchased` it flips the current state",
  })
  async toggleShoppingItem(
    @Arg("itemId", () => ID) itemId: string,
    @Arg("purchased", () => Boolean, { nullable: true }) purchased: boolean | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ShoppingItemResultType> {
    return this.shopping.toggleItem(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), itemId, purchased ?? undefined, undefined, answerOf(info));
  }

  @Mutation(() => ShoppingItemResultType, { description: "Moves an item to another list of the household" })
  async moveShoppingItem(
    @Arg("itemId", () => ID) itemId: string,
    @Arg("destinationListId", () => ID) destinationListId: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ShoppingItemResultType> {
    return this.shopping.moveItem(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), itemId, destinationListId, undefined, answerOf(info));
  }

  @Mutation(() => ShoppingItemResultType, { description: "Takes an item off its list" })
  async removeShoppingItem(
    @Arg("itemId", () => ID) itemId: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ShoppingItemResultType> {
    return this.shopping.removeItem(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), itemId, undefined, answerOf(info));
  }

  // ── live ─────────────────────────────────────────────────────────────────────────────────────
  @Subscription(() => ShoppingChangeType, {
    description: "Every change to the household's shopping lists, from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      return shoppingMessages(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)));
    },
  })
  async shoppingListsChanged(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ShoppingChangeType> {
    return this.change(message, info);
  }

  @Subscription(() => ShoppingChangeType, {
    description: "Changes to one list of the household (items moved in or out included); resume after `since`",
    subscribe: async ({
      args,
      context,
    }: SubscribeResolverData<unknown, { listId: string; since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      // The feed is the caller's household only: another household's list id simply never matches.
      return shoppingMessages(await context.feeds.subscribe(caller.householdId, sinceArg(args.since)), args.listId.toLowerCase());
    },
  })
  async shoppingListChanged(
    @Root() message: BusMessage,
    @Arg("listId", () => ID) _listId: string,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ShoppingChangeType> {
    return this.change(message, info);
  }

  /**
   * A feed message as the screens want it: the touched lists as they are now, with all their items
   * only when the operation selects them (a list of hundreds of items read and sent for each change
   * otherwise), and the touched item itself when `items` or `removedItemIds` is selected.
   */
  private async change(message: BusMessage, info: GraphQLResolveInfo): Promise<ShoppingChangeType> {
    const data = message.data as Record<string, unknown>;
    const touched = touchedListIds(message);
    const str = (value: unknown) => (typeof value === "string" ? value : null);
    const itemId = str(data.itemId);
    const { householdId, sequence } = message;
    const [lists, items] = await Promise.all([
      selectsField(info, "lists", "items")
        ? sharedRead(message, "lists", () => this.shopping.changedLists(householdId, sequence, touched))
        : selectsField(info, "lists") || selectsField(info, "deletedListIds")
          ? sharedRead(message, "heads", () => this.shopping.changedListHeads(householdId, sequence, touched))
          : Promise.resolve(null),
      itemId && (selectsField(info, "items") || selectsField(info, "removedItemIds"))
        ? sharedRead(message, "items", () => this.shopping.changedItems(householdId, sequence, [itemId], touched))
        : Promise.resolve([]),
    ]);
    return {
      sequence,
      type: message.type,
      listId: str(data.listId) ?? str(data.fromListId) ?? "",
      itemId,
      destinationListId: str(data.toListId),
      actorId: message.actorId,
      sourceClientId: message.clientId,
      changedAt: message.recordedAt,
      lists: lists ?? [],
      deletedListIds: lists ? touched.filter((id) => !lists.some((list) => list.id === id)) : [],
      items,
      removedItemIds: itemId && !items.some((item) => item.id === itemId) ? [itemId] : [],
    };
  }
}
