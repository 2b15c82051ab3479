import { randomUUID } from "node:crypto";
import { isoTimestampSql, rawQuery, type EntityManager } from "../../core/database.js";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { CommandReads, EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import type { SpendingService } from "../budget/index.js";
import type { PantryService } from "../pantry/index.js";
import type { ProductCatalog } from "../products/index.js";
import { decide, DESTINATION_NOT_FOUND, ITEM_NOT_FOUND, LIST_NOT_FOUND, type ShoppingCommand } from "./shopping.decider.js";
import {
  evolveShopping,
  initialShoppingState,
  itemStream,
  SHOPPING_EVENT_TYPES,
  listStream,
  streamOf,
  type ItemFields,
  type ShoppingEvent,
  type ShoppingState,
} from "./shopping.events.js";
import { ShoppingProductEntity } from "./projections/shopping.read-model.js";
import { CommittedLists } from "./committed-lists.js";
import { isUuid, type ItemChanges, type ListStatusFilter } from "./shopping.validation.js";

/** Fields of a bought item that the pantry item it became follows. */
const PANTRY_FIELDS = new Set<string>(["actualPrice", "estimatedPrice", "quantity", "store"]);

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
  /** The catalogue product, when the item was added as one. */
  productId: string | null;
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
  /**
   * An answer read for "item" (see `ItemAnswer`): the touched lists' own fields (`items` empty),
   * which `lists` then leaves out. Kept with a stored answer, so a retry that selects the lists reads
   * them (`withLists`).
   */
  heads?: ShoppingListView[];
}

/**
 * What an item command's caller reads of its answer: the lists it touched, every item of them
 * ("lists", GraphQL's default), or the item alone ("item": REST's item routes, the app's outbox, and
 * any GraphQL mutation that does not select `lists`), read with the touched lists' own fields. Reading
 * a list costs Postgres about 10 µs per item, so on a list of a few hundred items the lists were most
 * of an add's time. An idempotent command stores the answer its first delivery read; a retry that
 * selects the lists after a first delivery that did not gets them as they are now (`withLists`).
 */
export type ItemAnswer = "lists" | "item";

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

/** Which lists `readLists` answers: by id(s), by status, or all. */
type ListFilter = { id?: string | string[]; status?: string };

interface ListJsonRow {
  id: string;
  name: string;
  status: string;
  revision: string | number;
  created_at: Date;
  updated_at: Date;
  /** The items as views already (JSON text, or parsed by the driver). */
  items: string | ShoppingItemView[];
}

/**
 * An item row as its view (ShoppingItemView, keys in its order), built by the database: the answer of
 * every shopping change carries its lists with all their items, so no row is mapped in JavaScript.
 */
const ITEM_VIEW_JSON = `json_build_object(
  'id', i.id, 'listId', i.list_id, 'name', i.name, 'category', i.category, 'quantity', i.quantity,
  'estimatedPrice', i.estimated_price, 'actualPrice', i.actual_price, 'orderPosition', i.order_position,
  'store', i.store, 'aisle', i.aisle, 'department', i.department, 'notes', i.notes, 'productId', i.product_id,
  'completedAt', ${isoTimestampSql("i.completed_at")}, 'purchased', i.completed_at is not null, 'revision', i.revision,
  'createdAt', ${isoTimestampSql("i.created_at")}, 'updatedAt', ${isoTimestampSql("i.updated_at")})`;

/** Items in list order: by position (a missing one as DEFAULT_ORDER_POSITION), then oldest first. */
const ITEM_ORDER = `coalesce(i.order_position, ${DEFAULT_ORDER_POSITION}), i.created_at, i.id`;

/**
 * Lists (with their items) of a household from the read model, oldest list first: one statement, the
 * items of each list aggregated beside it (no ORM hydration on the path every command answers through).
 */
async function readLists(em: EntityManager, householdId: string, where: ListFilter, withItems = true): Promise<ShoppingListView[]> {
  const statement = listsStatement(householdId, where, withItems);
  return statement ? listViews(await rawQuery<ListJsonRow>(em, statement.sql, statement.params)) : [];
}

/**
 * The statement `readLists` sends (null: no list can match); without `withItems`, the lists' own
 * fields with `items` empty.
 */
function listsStatement(householdId: string, where: ListFilter, withItems = true): { sql: string; params: unknown[] } | null {
  const conditions = ["l.household_id = ?"];
  const params: unknown[] = [householdId];
  if (where.id !== undefined) {
    const ids = Array.isArray(where.id) ? where.id : [where.id];
    if (ids.length === 0) return null;
    conditions.push(`l.id in (${ids.map(() => "?").join(", ")})`);
    params.push(...ids);
  }
  if (where.status !== undefined) {
    conditions.push("l.status = ?");
    params.push(where.status);
  }
  return {
    sql: `select l.id, l.name, l.status, l.revision, l.created_at, l.updated_at,
       ${withItems ? `coalesce((select json_agg(${ITEM_VIEW_JSON} order by ${ITEM_ORDER}) from shopping_items i
                 where i.household_id = l.household_id and i.list_id = l.id), '[]'::json)` : "'[]'::json"} as items
     from shopping_lists l where ${conditions.join(" and ")} order by l.created_at asc, l.id asc`,
    params,
  };
}

function listViews(lists: ListJsonRow[]): ShoppingListView[] {
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    status: list.status,
    items: typeof list.items === "string" ? (JSON.parse(list.items) as ShoppingItemView[]) : list.items,
    revision: Number(list.revision),
    createdAt: new Date(list.created_at).toISOString(),
    updatedAt: new Date(list.updated_at).toISOString(),
  }));
}

/** The list streams an item stream's events put it on (for `tx.prefetch`). */
const ITEM_LISTS = {
  select: "'shopping-list-' || coalesce(e.data->>'toListId', e.data->>'listId')",
  types: ["ShoppingItemAdded", "ShoppingItemMoved"],
} as const;

/** What a command loads: the item streams first, then the lists (named ones and the items' own). */
interface Plan {
  lists?: string[];
  items?: string[];
  /** Streams the command may create with an id the client chose: refused if another household has it. */
  fresh?: string[];
  /** Catalogue products of the items, read before the transaction (for the pantry). */
  products?: Map<string, Awaited<ReturnType<PantryService["productFor"]>>>;
  /** Streams the spending and pantry steps of this command will load: read ahead with the command's own. */
  alsoRead?: string[];
}

const SHOPPING_TYPES = new Set<string>(SHOPPING_EVENT_TYPES);

/** Every stream a plan loads, with the lists its items are on: read together, ahead of the loads. */
function readsOf(plan: Plan): CommandReads | undefined {
  const streams = [...(plan.items ?? []).map(itemStream), ...(plan.lists ?? []).map(listStream), ...(plan.fresh ?? []), ...(plan.alsoRead ?? [])];
  if (streams.length === 0) return undefined;
  return plan.items?.length ? { streams, related: ITEM_LISTS } : { streams };
}

/**
 * The lists in a command's answer: one list (list commands), an item's `lists` (whole), or an item
 * answer's heads with the item on its list (not whole: `complete` false).
 */
function answeredLists(result: unknown): { lists: ShoppingListView[]; complete: boolean } | null {
  const r = result as Partial<ShoppingListView & ShoppingItemResult> | null;
  if (!r || typeof r !== "object") return null;
  if (Array.isArray(r.heads) && r.heads.length > 0) {
    const item = r.item ?? null;
    return { lists: r.heads.map((head) => ({ ...head, items: item && item.listId === head.id ? [item] : [] })), complete: false };
  }
  if (Array.isArray(r.lists)) return r.lists.length > 0 ? { lists: r.lists, complete: true } : null;
  if (typeof r.id === "string" && Array.isArray(r.items) && typeof r.revision === "number") return { lists: [r as ShoppingListView], complete: true };
  return null;
}

/** Shopping commands and queries: the one implementation behind REST and GraphQL. */
export function createShoppingService(core: CoreServices, spending: SpendingService, catalog?: ProductCatalog, pantry: PantryService | null = null) {
  const committedLists = new CommittedLists();
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
        const { state, events } = await applyIn(tx, plan, command);
        await syncSpending(tx, state, events, plan.products);
        const result = await answer(tx, state, events);
        // The lists answered are those of the command's last event: its live payload can reuse them.
        const answered = answeredLists(result);
        if (answered) {
          tx.afterCommit((committed) =>
            committedLists.remember(
              auth.householdId,
              committed.filter((e) => SHOPPING_TYPES.has(e.type)).map((e) => e.sequence),
              answered.lists,
              answered.complete,
            ),
          );
        }
        return result;
      },
      // Read in the round trip that takes the household's lock.
      readsOf(plan),
    );
  }

  /** Loads the command's streams in `tx`, decides and appends: the part another module's transaction can reuse. */
  async function applyIn(tx: EventTransaction, plan: Plan, command: ShoppingCommand): Promise<{ state: ShoppingState; events: ShoppingEvent[] }> {
    let state = initialShoppingState;
    const versions = new Map<string, number>();
    const load = async (stream: string) => {
      if (versions.has(stream)) return;
      const loaded = await tx.load(stream, evolveShopping, state);
      state = loaded.state;
      versions.set(stream, loaded.version);
    };
    // The item streams, the named lists and the lists the items are on, in one statement (already
    // read when this command's own transaction opened; another module's transaction reads them here).
    const reads = readsOf(plan);
    if (reads) await tx.prefetch(reads.streams, reads.related);
    for (const itemId of plan.items ?? []) await load(itemStream(itemId));
    const listIds = new Set(plan.lists ?? []);
    for (const item of Object.values(state.items)) listIds.add(item.listId);
    for (const listId of listIds) await load(listStream(listId));
    // A stream the client chose an id for must not be another household's: the load just read every
    // row of it, whoever owns it, so no query of its own is needed (checked before deciding).
    for (const stream of plan.fresh ?? []) {
      await load(stream);
      if (tx.isForeign(stream)) throw conflict("This id is already in use; choose another");
    }

    const events = decide(state, command);
    const byStream = new Map<string, ShoppingEvent[]>();
    for (const event of events) {
      const stream = streamOf(event);
      byStream.set(stream, [...(byStream.get(stream) ?? []), event]);
    }
    for (const [stream, streamEvents] of byStream) {
      await tx.append(stream, versions.get(stream) ?? 0, streamEvents);
    }
    return { state: events.reduce(evolveShopping, state), events };
  }

  /** Purchases count as spending: toggles, and price, quantity or category changes of a purchased item. */
  async function syncSpending(
    tx: EventTransaction,
    state: ShoppingState,
    events: ShoppingEvent[],
    products?: Map<string, Awaited<ReturnType<PantryService["productFor"]>>>,
  ): Promise<void> {
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
    // Buying puts it in the pantry (or proposes that); un-marking takes an untouched one back out; a
    // price or store corrected on a bought item reaches the pantry item it became.
    if (!pantry) return;
    const toggled = new Set(events.flatMap((e) => (e.type === "ShoppingItemToggled" ? [e.data.itemId] : [])));
    const corrected = new Set(
      events.flatMap((e) =>
        e.type === "ShoppingItemFieldChanged" && PANTRY_FIELDS.has(e.data.field) && !toggled.has(e.data.itemId) && state.items[e.data.itemId]?.completedAt
          ? [e.data.itemId]
          : [],
      ),
    );
    for (const [itemId, edited] of [...[...toggled].map((id) => [id, false] as const), ...[...corrected].map((id) => [id, true] as const)]) {
      const item = state.items[itemId];
      if (!item) continue;
      await pantry.syncPurchase(tx, {
        edited,
        shoppingItemId: itemId,
        productId: item.fields.productId ?? null,
        name: item.fields.name,
        category: item.fields.category,
        quantity: item.fields.quantity,
        actualPrice: item.fields.actualPrice,
        estimatedPrice: item.fields.estimatedPrice,
        store: item.fields.store,
        purchased: item.completedAt !== null,
        completedAt: item.completedAt,
        product: products?.get(itemId) ?? null,
      });
    }
  }

  async function listAnswer(tx: EventTransaction, listId: string): Promise<ShoppingListView> {
    const [list] = await readLists(tx.em, tx.householdId, { id: listId });
    if (!list) throw notFound(LIST_NOT_FOUND);
    return list;
  }

  /**
   * The item is read with its list (which is always among `listIds`), or alone (see `ItemAnswer`,
   * `lists` is then empty); once removed it is null. The command's last statement: without an
   * idempotency key it goes out with the COMMIT (`answerRows`).
   */
  async function itemAnswer(tx: EventTransaction, itemId: string, listIds: string[], answer: ItemAnswer): Promise<ShoppingItemResult> {
    if (answer === "item") {
      // The lists' own fields, each row with the item beside it (the item's list is always among them).
      const heads = listsStatement(tx.householdId, { id: [...new Set(listIds)] }, false)!;
      const rows = await tx.answerRows<ListJsonRow & { item: ShoppingItemView | string | null }>(
        `select h.*, (select ${ITEM_VIEW_JSON} from shopping_items i where i.household_id = ? and i.id = ?) as item
           from (${heads.sql}) h order by h.created_at asc, h.id asc`,
        [tx.householdId, itemId, ...heads.params],
      );
      const item = rows[0]?.item ?? null;
      return { item: typeof item === "string" ? (JSON.parse(item) as ShoppingItemView) : item, lists: [], heads: listViews(rows) };
    }
    const statement = listsStatement(tx.householdId, { id: [...new Set(listIds)] })!;
    const lists = listViews(await tx.answerRows<ListJsonRow>(statement.sql, statement.params));
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

  /**
   * An item answer for a caller that reads the lists: a stored answer of a first delivery that read the
   * item alone (see `ItemAnswer`) gets the lists it touched as they are now.
   */
  async function withLists(householdId: string, answer: ItemAnswer, result: Promise<ShoppingItemResult>): Promise<ShoppingItemResult> {
    const answered = await result;
    if (answer !== "lists" || answered.lists.length > 0 || !answered.heads?.length) return answered;
    return { ...answered, lists: await service.listsById(householdId, answered.heads.map((head) => head.id)) };
  }

  /** An item command that answers the item and the lists it touched (its list before and after). */
  function itemCommand(
    ctx: RequestContext,
    auth: TokenClaims,
    itemId: string,
    command: ShoppingCommand,
    answer: ItemAnswer,
    reads: Pick<Plan, "lists" | "products" | "alsoRead"> = {},
  ): Promise<ShoppingItemResult> {
    return withLists(
      auth.householdId,
      answer,
      run(ctx, auth, { items: [itemId], ...reads }, command, (tx, state) => {
        const item = state.items[itemId];
        return itemAnswer(tx, itemId, [item.listId, ...Object.keys(state.lists).filter((id) => !state.lists[id].deleted)], answer);
      }),
    );
  }

  /**
   * For other modules (the meal plan's generated lines): the same command handlers, run inside the
   * caller's transaction, so what they add is recorded as ordinary shopping events every device hears.
   * Only adds, changes of quantity/price/notes and removals: nothing here buys or moves an item.
   */
  const generated: ShoppingGeneratedItems = {
    async createList(tx, input) {
      const listId = requireListId(input.id);
      await applyIn(tx, { lists: [listId], fresh: [listStream(listId)] }, { type: "CreateShoppingList", listId, name: input.name });
    },
    async addItem(tx, input) {
      const listId = requireListId(input.listId);
      await applyIn(tx, { items: [input.itemId], lists: [listId] }, { type: "AddShoppingItem", itemId: input.itemId, listId, fields: input.fields, orderPosition: null });
    },
    async changeItem(tx, itemId, changes) {
      await applyIn(tx, { items: [requireItemId(itemId)] }, { type: "ChangeShoppingItem", itemId: itemId.toLowerCase(), changes });
    },
    async removeItem(tx, itemId) {
      await applyIn(tx, { items: [requireItemId(itemId)] }, { type: "RemoveShoppingItem", itemId: itemId.toLowerCase() });
    },
    async itemStates(tx, itemIds) {
      let state = initialShoppingState;
      for (const itemId of itemIds) state = (await tx.load(itemStream(itemId), evolveShopping, state)).state;
      const answer: Record<string, { live: boolean; purchased: boolean; listId: string | null }> = {};
      for (const itemId of itemIds) {
        const item = state.items[itemId];
        answer[itemId] = { live: Boolean(item && !item.removed), purchased: Boolean(item?.completedAt), listId: item?.listId ?? null };
      }
      return answer;
    },
    list: (householdId, listId) => service.list(householdId, listId),
  };

  const service = {
    generated,
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
      return ids.length ? readLists(core.db.em(), householdId, { id: ids }) : [];
    },

    /**
     * The lists a live change of event `sequence` carries: as its command answered them when this
     * instance ran it (see CommittedLists), otherwise read as they are now.
     */
    async changedLists(householdId: string, sequence: number, listIds: string[]): Promise<ShoppingListView[]> {
      return committedLists.lists(householdId, sequence, listIds.filter(isUuid)) ?? service.listsById(householdId, listIds);
    },

    /**
     * The own fields of the lists a live change of event `sequence` touched (`items` left empty): from
     * its command's answer when this instance ran it, otherwise read without their items.
     */
    async changedListHeads(householdId: string, sequence: number, listIds: string[]): Promise<ShoppingListView[]> {
      const ids = listIds.filter(isUuid);
      const answered = committedLists.lists(householdId, sequence, ids, "heads");
      if (answered) return answered.map((list) => ({ ...list, items: [] }));
      return readLists(core.db.em(), householdId, { id: ids }, false);
    },

    /**
     * Items a live change of event `sequence` touched, as they are now (removed ones are absent): from
     * its command's answer when this instance ran it (it holds `listIds`, the lists the event touched),
     * otherwise read by id.
     */
    async changedItems(householdId: string, sequence: number, itemIds: string[], listIds: string[]): Promise<ShoppingItemView[]> {
      const ids = itemIds.filter(isUuid).map((id) => id.toLowerCase());
      // The answer holds every list the event touched, and so the item wherever it is (or it is gone).
      const answered = committedLists.lists(householdId, sequence, listIds.filter(isUuid), "heads");
      if (answered) return answered.flatMap((list) => list.items.filter((item) => ids.includes(item.id)));
      if (ids.length === 0) return [];
      const rows = await rawQuery<{ item: string | ShoppingItemView }>(
        core.db.em(),
        `select ${ITEM_VIEW_JSON} as item from shopping_items i where i.household_id = ? and i.id in (${ids.map(() => "?").join(", ")})`,
        [householdId, ...ids],
      );
      return rows.map((row) => (typeof row.item === "string" ? (JSON.parse(row.item) as ShoppingItemView) : row.item));
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
      // The household's use joined with the catalogue: a name the catalogue knows answers as that product.
      const known = catalog ? await catalog.findByNames(householdId, rows.map((row) => row.name)) : new Map();
      return rows
        .filter((row) => row.id && row.name.trim())
        .map((row) => {
          const product = known.get(row.nameKey);
          const category = row.category && row.category !== "General" ? row.category : (product?.category ?? "General");
          return {
            id: product?.id ?? row.id,
            name: row.name,
            brand: product?.brand ?? row.brand,
            category: category || "General",
            subcategory: product?.subcategory ?? row.subcategory,
            thumbnailUrl: product?.thumbnailUrl ?? row.thumbnailUrl,
            imageUrl: product?.imageUrl ?? row.imageUrl,
            lastUsed: row.lastUsed.toISOString(),
            useCount: row.useCount ?? 0,
          };
        });
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
      answer: ItemAnswer = "lists",
    ): Promise<ShoppingItemResult> {
      const list = requireListId(listId);
      const itemId = input.id ?? randomUUID();
      return withLists(
        auth.householdId,
        answer,
        run(
          ctx,
          auth,
          { items: [itemId], lists: [list], fresh: [itemStream(itemId)] },
          { type: "AddShoppingItem", itemId, listId: list, fields: input.fields, orderPosition: input.orderPosition },
          (tx) => itemAnswer(tx, itemId, [list], answer),
        ),
      );
    },

    async changeItem(
      ctx: RequestContext,
      auth: TokenClaims,
      itemId: string,
      changes: ItemChanges,
      listId?: string,
      answer: ItemAnswer = "lists",
    ): Promise<ShoppingItemResult> {
      if (Object.keys(changes).length === 0) throw badRequest("Nothing to change");
      const id = requireItemId(itemId);
      return itemCommand(ctx, auth, id, { type: "ChangeShoppingItem", itemId: id, listId: expectedList(listId), changes }, answer);
    },

    /** Sets the purchased state (`purchased` given) or flips it (the legacy toggle). */
    async toggleItem(
      ctx: RequestContext,
      auth: TokenClaims,
      itemId: string,
      purchased?: boolean,
      listId?: string,
      answer: ItemAnswer = "lists",
    ): Promise<ShoppingItemResult> {
      const id = requireItemId(itemId);
      // The pantry needs the item's catalogue product; read it before the transaction opens.
      const products: Plan["products"] = new Map();
      if (pantry) {
        const [row] = await rawQuery<{ product_id: string | null }>(core.db.em(), "select product_id from shopping_items where id = ? and household_id = ?", [
          id,
          auth.householdId,
        ]);
        if (row?.product_id) products.set(id, await pantry.productFor(auth.householdId, row.product_id));
      }
      return itemCommand(
        ctx,
        auth,
        id,
        { type: "ToggleShoppingItem", itemId: id, listId: expectedList(listId), purchased, at: core.now().toISOString() },
        answer,
        { products, alsoRead: [...spending.purchaseStreams(id), ...(pantry?.purchaseStreams(auth.householdId, id) ?? [])] },
      );
    },

    async moveItem(
      ctx: RequestContext,
      auth: TokenClaims,
      itemId: string,
      destinationListId: string,
      listId?: string,
      answer: ItemAnswer = "lists",
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
        answer,
        { lists: [destination] },
      );
    },

    async removeItem(ctx: RequestContext, auth: TokenClaims, itemId: string, listId?: string, answer: ItemAnswer = "lists"): Promise<ShoppingItemResult> {
      const id = requireItemId(itemId);
      return itemCommand(ctx, auth, id, { type: "RemoveShoppingItem", itemId: id, listId: expectedList(listId) }, answer);
    },
  };
  return service;
}

/** What other modules may do to shopping lists inside their own transaction (see `generated` above). */
export interface ShoppingGeneratedItems {
  createList(tx: EventTransaction, input: { id: string; name: string }): Promise<void>;
  addItem(tx: EventTransaction, input: { listId: string; itemId: string; fields: ItemFields }): Promise<void>;
  changeItem(tx: EventTransaction, itemId: string, changes: ItemChanges): Promise<void>;
  removeItem(tx: EventTransaction, itemId: string): Promise<void>;
  /** Where items stand now (loaded in the transaction): still on a list, bought. */
  itemStates(tx: EventTransaction, itemIds: string[]): Promise<Record<string, { live: boolean; purchased: boolean; listId: string | null }>>;
  /** A list of the household as it is now (read outside any transaction). */
  list(householdId: string, listId: string): Promise<ShoppingListView>;
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
