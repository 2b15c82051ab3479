import { randomUUID } from "node:crypto";
import type { EntityManager } from "../../core/database.js";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { SpendingService } from "../budget/index.js";
import { decide, DESTINATION_NOT_FOUND, ITEM_NOT_FOUND, LIST_NOT_FOUND, type ShoppingCommand } from "./shopping.decider.js";
import {
  evolveShopping,
  initialShoppingState,
  itemStream,
  listStream,
  streamOf,
  type ItemFields,
  type ShoppingEvent,
  type ShoppingState,
} from "./shopping.events.js";
import {
  ShoppingItemEntity,
  ShoppingListEntity,
  ShoppingProductEntity,
  type ShoppingItemRow,
  type ShoppingListRow,
} from "./projections/shopping.read-model.js";
import { isUuid, type ItemChanges, type ListStatusFilter } from "./shopping.validation.js";

/** A list item as both doors answer it (spec section 3 "List item", plus its list and revision). */
export interface ShoppingItemView {
  id: string;
  listId: string;
  name: string;
  category: string | null;
  quantity: number;
  estimatedPrice: number | null;
  actualPrice: number | null;
  orderPosition: number | null;
  store: string | null;
  aisle: string | null;
  department: string | null;
  notes: string | null;
  /** Set when purchased (ISO 8601). */
  completedAt: string | null;
  purchased: boolean;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface ShoppingListView {
  id: string;
  name: string;
  status: string;
  items: ShoppingItemView[];
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** An item command's answer: the item (null once removed) and every list the change touched, as they are now. */
export interface ShoppingItemResult {
  item: ShoppingItemView | null;
  lists: ShoppingListView[];
}

export interface EnhancedProductView {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  subcategory: string | null;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  lastUsed: string;
  useCount: number;
}

/** Spec: a missing orderPosition sorts as 999. */
export const DEFAULT_ORDER_POSITION = 999;

function itemView(row: ShoppingItemRow): ShoppingItemView {
  return {
    id: row.id,
    listId: row.listId,
    name: row.name,
    category: row.category,
    quantity: row.quantity,
    estimatedPrice: row.estimatedPrice,
    actualPrice: row.actualPrice,
    orderPosition: row.orderPosition,
    store: row.store,
    aisle: row.aisle,
    department: row.department,
    notes: row.notes,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    purchased: row.completedAt !== null,
    revision: Number(row.revision),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function byPosition(a: ShoppingItemRow, b: ShoppingItemRow): number {
  const pa = a.orderPosition ?? DEFAULT_ORDER_POSITION;
  const pb = b.orderPosition ?? DEFAULT_ORDER_POSITION;
  return pa - pb || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
}

/** Lists (with their items) of a household from the read model, oldest list first. */
async function readLists(em: EntityManager, householdId: string, where: Record<string, unknown>): Promise<ShoppingListView[]> {
  const lists: ShoppingListRow[] = await em.find(
    ShoppingListEntity,
    { householdId, ...where },
    { orderBy: { createdAt: "asc", id: "asc" }, disableIdentityMap: true },
  );
  if (lists.length === 0) return [];
  const items: ShoppingItemRow[] = await em.find(
    ShoppingItemEntity,
    { householdId, listId: { $in: lists.map((l) => l.id) } },
    { disableIdentityMap: true },
  );
  items.sort(byPosition);
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    status: list.status,
    items: items.filter((item) => item.listId === list.id).map(itemView),
    revision: Number(list.revision),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  }));
}

/** What a command loads: the item streams first, then the lists (named ones and the items' own). */
interface Plan {
  lists?: string[];
  items?: string[];
  /** Streams the command may create with an id the client chose: refused if another household has it. */
  fresh?: string[];
}

/** Shopping commands and queries: the one implementation behind REST and GraphQL. */
export function createShoppingService(core: CoreServices, spending: SpendingService) {
  /**
   * Loads the streams of `plan`, decides, appends each event to its stream at the version it was decided
   * on, keeps purchases and spending in step, and answers `answer` from the read model, all in the
   * command's transaction (so a retry with the same idempotency key answers exactly the same).
   */
  async function run<R>(
    ctx: RequestContext,
    auth: TokenClaims,
    plan: Plan,
    command: ShoppingCommand,
    answer: (tx: EventTransaction, state: ShoppingState, events: ShoppingEvent[]) => Promise<R>,
  ): Promise<R> {
    return core.store.execute(
      {
        householdId: auth.householdId,
        actorId: auth.userId,
        now: core.now(),
        clientId: ctx.clientId,
        correlationId: ctx.requestId,
        idempotencyKey: ctx.idempotencyKey,
      },
      async (tx) => {
        for (const stream of plan.fresh ?? []) {
          const [foreign] = await tx.em.execute<{ found: number }[]>(
            "select 1 as found from events where stream_id = ? and household_id <> ? limit 1",
            [stream, auth.householdId],
          );
          if (foreign) throw conflict("This id is already in use; choose another");
        }
        let state = initialShoppingState;
        const versions = new Map<string, number>();
        const load = async (stream: string) => {
          if (versions.has(stream)) return;
          const loaded = await tx.load(stream, evolveShopping, state);
          state = loaded.state;
          versions.set(stream, loaded.version);
        };
        for (const itemId of plan.items ?? []) await load(itemStream(itemId));
        const listIds = new Set(plan.lists ?? []);
        for (const item of Object.values(state.items)) listIds.add(item.listId);
        for (const listId of listIds) await load(listStream(listId));

        const events = decide(state, command);
        const byStream = new Map<string, ShoppingEvent[]>();
        for (const event of events) {
          const stream = streamOf(event);
          byStream.set(stream, [...(byStream.get(stream) ?? []), event]);
        }
        for (const [stream, streamEvents] of byStream) {
          await tx.append(stream, versions.get(stream) ?? 0, streamEvents);
        }
        state = events.reduce(evolveShopping, state);
        await syncSpending(tx, state, events);
        return answer(tx, state, events);
      },
    );
  }

  /** Purchases count as spending: toggles, and price, quantity or category changes of a purchased item. */
  async function syncSpending(tx: EventTransaction, state: ShoppingState, events: ShoppingEvent[]): Promise<void> {
    const itemIds = new Set<string>();
    for (const event of events) {
      if (event.type === "ShoppingItemToggled") itemIds.add(event.data.itemId);
      if (event.type === "ShoppingItemFieldChanged" && state.items[event.data.itemId]?.completedAt) {
        itemIds.add(event.data.itemId);
      }
    }
    for (const itemId of itemIds) {
      const item = state.items[itemId];
      await spending.syncItemPurchase(tx, {
        itemId,
        listId: item.listId,
        name: item.fields.name,
        category: item.fields.category,
        quantity: item.fields.quantity,
        estimatedPrice: item.fields.estimatedPrice,
        actualPrice: item.fields.actualPrice,
        purchased: item.completedAt !== null,
      });
    }
  }

  async function listAnswer(tx: EventTransaction, listId: string): Promise<ShoppingListView> {
    const [list] = await readLists(tx.em, tx.householdId, { id: listId });
    if (!list) throw notFound(LIST_NOT_FOUND);
    return list;
  }

  /** The item is read with its list (which is always among `listIds`); once removed it is null. */
  async function itemAnswer(tx: EventTransaction, itemId: string, listIds: string[]): Promise<ShoppingItemResult> {
    const lists = await readLists(tx.em, tx.householdId, { id: { $in: [...new Set(listIds)] } });
    return { item: lists.flatMap((list) => list.items).find((item) => item.id === itemId) ?? null, lists };
  }

  const requireListId = (listId: string, message = LIST_NOT_FOUND) => {
    if (!isUuid(listId)) throw notFound(message);
    return listId.toLowerCase();
  };
  const requireItemId = (itemId: string) => {
    if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND);
    return itemId.toLowerCase();
  };
  const expectedList = (listId: string | undefined) => (listId === undefined ? undefined : requireListId(listId, ITEM_NOT_FOUND));

  /** An item command that answers the item and the lists it touched (its list before and after). */
  function itemCommand(
    ctx: RequestContext,
    auth: TokenClaims,
    itemId: string,
    command: ShoppingCommand,
    extraLists: string[] = [],
  ): Promise<ShoppingItemResult> {
    return run(ctx, auth, { items: [itemId], lists: extraLists }, command, (tx, state) => {
      const item = state.items[itemId];
      return itemAnswer(tx, itemId, [item.listId, ...Object.keys(state.lists).filter((id) => !state.lists[id].deleted)]);
    });
  }

  return {
    // ── queries ────────────────────────────────────────────────────────────────────────────────
    /** The household's lists with their items; `status` filters (spec default: active). */
    async lists(householdId: string, status: ListStatusFilter = "active"): Promise<ShoppingListView[]> {
      return readLists(core.db.em(), householdId, status === "all" ? {} : { status });
    },

    /** One list of the household, or a 404 for unknown and foreign ids. */
    async list(householdId: string, listId: string): Promise<ShoppingListView> {
      const [list] = await readLists(core.db.em(), householdId, { id: requireListId(listId) });
      if (!list) throw notFound(LIST_NOT_FOUND);
      return list;
    },

    /** Lists by id as they are now (deleted ones are simply absent): what a live change carries. */
    async listsById(householdId: string, listIds: string[]): Promise<ShoppingListView[]> {
      const ids = listIds.filter(isUuid);
      return ids.length ? readLists(core.db.em(), householdId, { id: { $in: ids } }) : [];
    },

    /** The household's last event sequence: subscribe with since = this to miss nothing after a read. */
    async syncPoint(householdId: string): Promise<number> {
      return core.store.headOf(householdId);
    },

    /** Products from the household's shopping history, most used first (spec: entries without an id or name dropped). */
    async products(householdId: string): Promise<EnhancedProductView[]> {
      const rows = await core.db
        .em()
        .find(ShoppingProductEntity, { householdId }, { orderBy: { useCount: "desc", lastUsed: "desc", name: "asc" } });
      return rows
        .filter((row) => row.id && row.name.trim())
        .map((row) => ({
          id: row.id,
          name: row.name,
          brand: row.brand,
          category: row.category || "General",
          subcategory: row.subcategory,
          thumbnailUrl: row.thumbnailUrl,
          imageUrl: row.imageUrl,
          lastUsed: row.lastUsed.toISOString(),
          useCount: row.useCount ?? 0,
        }));
    },

    // ── list commands ──────────────────────────────────────────────────────────────────────────
    async createList(ctx: RequestContext, auth: TokenClaims, input: { id?: string; name: string }): Promise<ShoppingListView> {
      const listId = input.id ?? randomUUID();
      return run(
        ctx,
        auth,
        { lists: [listId], fresh: [listStream(listId)] },
        { type: "CreateShoppingList", listId, name: input.name },
        (tx) => listAnswer(tx, listId),
      );
    },

    async renameList(ctx: RequestContext, auth: TokenClaims, listId: string, name: string): Promise<ShoppingListView> {
      const id = requireListId(listId);
      return run(ctx, auth, { lists: [id] }, { type: "RenameShoppingList", listId: id, name }, (tx) => listAnswer(tx, id));
    },

    async archiveList(ctx: RequestContext, auth: TokenClaims, listId: string): Promise<ShoppingListView> {
      const id = requireListId(listId);
      return run(ctx, auth, { lists: [id] }, { type: "ArchiveShoppingList", listId: id }, (tx) => listAnswer(tx, id));
    },

    async restoreList(ctx: RequestContext, auth: TokenClaims, listId: string): Promise<ShoppingListView> {
      const id = requireListId(listId);
      return run(ctx, auth, { lists: [id] }, { type: "RestoreShoppingList", listId: id }, (tx) => listAnswer(tx, id));
    },

    async deleteList(ctx: RequestContext, auth: TokenClaims, listId: string): Promise<{ id: string }> {
      const id = requireListId(listId);
      return run(ctx, auth, { lists: [id] }, { type: "DeleteShoppingList", listId: id }, async () => ({ id }));
    },

    /** Positions 1, 2, ... for the given items of the list, in that order; answers the list. */
    async reorderItems(ctx: RequestContext, auth: TokenClaims, listId: string, itemIds: string[]): Promise<ShoppingListView> {
      const id = requireListId(listId);
      const ids = itemIds.filter(isUuid).map((i) => i.toLowerCase());
      return run(ctx, auth, { lists: [id], items: ids }, { type: "ReorderShoppingItems", listId: id, itemIds: ids }, (tx) =>
        listAnswer(tx, id),
      );
    },

    // ── item commands ──────────────────────────────────────────────────────────────────────────
    async addItem(
      ctx: RequestContext,
      auth: TokenClaims,
      listId: string,
      input: { id?: string; fields: ItemFields; orderPosition: number | null },
    ): Promise<ShoppingItemResult> {
      const list = requireListId(listId);
      const itemId = input.id ?? randomUUID();
      return run(
        ctx,
        auth,
        { items: [itemId], lists: [list], fresh: [itemStream(itemId)] },
        { type: "AddShoppingItem", itemId, listId: list, fields: input.fields, orderPosition: input.orderPosition },
        (tx) => itemAnswer(tx, itemId, [list]),
      );
    },

    async changeItem(
      ctx: RequestContext,
      auth: TokenClaims,
      itemId: string,
      changes: ItemChanges,
      listId?: string,
    ): Promise<ShoppingItemResult> {
      if (Object.keys(changes).length === 0) throw badRequest("Nothing to change");
      const id = requireItemId(itemId);
      return itemCommand(ctx, auth, id, { type: "ChangeShoppingItem", itemId: id, listId: expectedList(listId), changes });
    },

    /** Sets the purchased state (`purchased` given) or flips it (the legacy toggle). */
    async toggleItem(
      ctx: RequestContext,
      auth: TokenClaims,
      itemId: string,
      purchased?: boolean,
      listId?: string,
    ): Promise<ShoppingItemResult> {
      const id = requireItemId(itemId);
      return itemCommand(ctx, auth, id, {
        type: "ToggleShoppingItem",
        itemId: id,
        listId: expectedList(listId),
        purchased,
        at: core.now().toISOString(),
      });
    },

    async moveItem(
      ctx: RequestContext,
      auth: TokenClaims,
      itemId: string,
      destinationListId: string,
      listId?: string,
    ): Promise<ShoppingItemResult> {
      const id = requireItemId(itemId);
      // An id that is not a UUID cannot name a list; it never reaches SQL.
      if (!isUuid(destinationListId)) throw notFound(DESTINATION_NOT_FOUND);
      const destination = destinationListId.toLowerCase();
      return itemCommand(
        ctx,
        auth,
        id,
        { type: "MoveShoppingItem", itemId: id, listId: expectedList(listId), destinationListId: destination },
        [destination],
      );
    },

    async removeItem(ctx: RequestContext, auth: TokenClaims, itemId: string, listId?: string): Promise<ShoppingItemResult> {
      const id = requireItemId(itemId);
      return itemCommand(ctx, auth, id, { type: "RemoveShoppingItem", itemId: id, listId: expectedList(listId) });
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
