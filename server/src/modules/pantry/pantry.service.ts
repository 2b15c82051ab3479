import { randomUUID } from "node:crypto";
import { badRequest, notFound } from "../../core/errors.js";
import type { EventTransaction } from "../../core/event-store.js";
import type { CoreServices } from "../../core/module.js";
import type { RequestContext } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { addDays, bestLocation, shelfLifeAt, type PantryCatalog, type PantryCatalogProduct } from "./pantry.catalog.js";
import {
  BUILT_IN,
  decideItem,
  decideProposal,
  decideSettings,
  ITEM_NOT_FOUND,
  PROPOSAL_NOT_FOUND,
  type PantryItemCommand,
  type PantryProposalCommand,
} from "./pantry.decider.js";
import {
  DEFAULT_SETTINGS,
  evolveItem,
  evolveProposal,
  evolveSettings,
  initialItemState,
  initialProposalState,
  itemStream,
  proposalStream,
  settingsStream,
  type DiscardReason,
  type ExpiryKind,
  type PantryItemFields,
  type PantryItemState,
  type PantrySettings,
  type PurchaseMode,
} from "./pantry.events.js";
import { productKeyOf } from "./projections/pantry.projection.js";
import {
  PantryItemEntity,
  PantryPriceEntity,
  PantryProposalEntity,
  PantrySettingsEntity,
  type PantryItemRow,
  type PantryPriceRow,
  type PantryProposalRow,
} from "./projections/pantry.read-model.js";

export type ExpiryState = "expired" | "soon" | "fine" | "none";

export interface PantryItemView extends PantryItemFields {
  id: string;
  status: string;
  used: number;
  /** What is left is worth this share of the price paid (USD), when a price was recorded. */
  value: number | null;
  expiryState: ExpiryState;
  /** Days until the date (negative once past), null without a date. */
  daysLeft: number | null;
  sourceShoppingItemId: string | null;
  /** The change undo would take back, if any. */
  lastActionId: string | null;
  lastActionKind: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface PantrySettingsView extends PantrySettings {
  locations: string[];
}

export interface PricePointView {
  itemId: string;
  paidOn: string;
  store: string | null;
  quantity: number;
  unit: string;
  pricePaid: number;
  unitPrice: number;
}

export interface StorePriceView {
  store: string;
  count: number;
  lowestUnitPrice: number;
  lastUnitPrice: number;
  lastPaidOn: string;
}

export interface CostHistoryView {
  productId: string | null;
  name: string;
  unit: string | null;
  points: PricePointView[];
  stores: StorePriceView[];
  lowest: PricePointView | null;
  last: PricePointView | null;
}

export interface PantryProposalView extends PantryItemFields {
  id: string;
  shoppingItemId: string;
  revision: number;
  createdAt: string;
}

/** A shopping item as the pantry sees it after the change that may have made it bought or not. */
export interface PurchasedShoppingItem {
  shoppingItemId: string;
  productId: string | null;
  name: string;
  category: string | null;
  quantity: number;
  /** USD per unit actually paid, when above 0; else the estimate. */
  actualPrice: number | null;
  estimatedPrice: number | null;
  store: string | null;
  purchased: boolean;
  /** When it was marked purchased (ISO 8601). */
  completedAt: string | null;
}

export interface PantryDeps {
  catalog: PantryCatalog | null;
  householdEmails(householdId: string): Promise<string[]>;
}

export type NewPantryItem = Omit<PantryItemFields, "location" | "unit" | "expiryKind" | "category"> & {
  id?: string;
  location: string | null;
  unit: string | null;
  expiryKind: ExpiryKind | null;
  category: string | null;
};

const DAY_MS = 86_400_000;
const cents = (value: number) => Math.round(value * 100) / 100;
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** expired (date passed), soon (within the window, today included), fine, or none (no date). */
export function expiryStateOf(expiresOn: string | null, today: string, windowDays: number): { state: ExpiryState; daysLeft: number | null } {
  if (!expiresOn) return { state: "none", daysLeft: null };
  const daysLeft = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return { state: daysLeft < 0 ? "expired" : daysLeft <= windowDays ? "soon" : "fine", daysLeft };
}

function settingsView(settings: PantrySettings): PantrySettingsView {
  return { ...settings, locations: [...BUILT_IN, ...settings.customLocations] };
}

function pointView(row: PantryPriceRow): PricePointView {
  return { itemId: row.itemId, paidOn: row.paidOn, store: row.store, quantity: row.quantity, unit: row.unit, pricePaid: row.pricePaid, unitPrice: row.unitPrice };
}

/** Pantry commands and queries: the one implementation behind GraphQL (and the shopping loop). */
export function createPantryService(core: CoreServices, deps: PantryDeps) {
  const today = () => dayOf(core.now());

  function itemView(row: PantryItemRow, settings: PantrySettings, day = today()): PantryItemView {
    const bought = row.quantity + row.used;
    const { state, daysLeft } = expiryStateOf(row.expiresOn, day, settings.expiryWindowDays);
    return {
      id: row.id,
      productId: row.productId,
      name: row.name,
      category: row.category,
      quantity: row.quantity,
      unit: row.unit,
      location: row.location,
      purchasedOn: row.purchasedOn,
      expiresOn: row.expiresOn,
      expiryKind: row.expiryKind as ExpiryKind,
      openedOn: row.openedOn,
      pricePaid: row.pricePaid,
      store: row.store,
      notes: row.notes,
      status: row.status,
      used: row.used,
      value: row.pricePaid === null || bought <= 0 ? null : cents((row.pricePaid * row.quantity) / bought),
      expiryState: state,
      daysLeft,
      sourceShoppingItemId: row.sourceShoppingItemId,
      lastActionId: row.lastActionId,
      lastActionKind: row.lastActionKind,
      revision: Number(row.revision),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function readSettings(householdId: string, em = core.db.em()): Promise<PantrySettings> {
    const row = await em.findOne(PantrySettingsEntity, { householdId }, { disableIdentityMap: true });
    if (!row) return DEFAULT_SETTINGS;
    return {
      expiryWindowDays: row.expiryWindowDays,
      defaultLocation: row.defaultLocation,
      purchaseMode: row.purchaseMode as PurchaseMode,
      expiryDigest: row.expiryDigest,
      customLocations: row.customLocations,
    };
  }

  async function product(householdId: string, productId: string | null): Promise<PantryCatalogProduct | null> {
    if (!productId || !deps.catalog) return null;
    return deps.catalog.get(householdId, productId);
  }

  function meta(ctx: RequestContext, auth: TokenClaims) {
    return {
      householdId: auth.householdId,
      actorId: auth.userId,
      now: core.now(),
      clientId: ctx.clientId,
      correlationId: ctx.requestId,
      idempotencyKey: ctx.idempotencyKey,
    };
  }

  /** Decides an item command on its stream inside `tx` (refusing ids another household uses). */
  async function onItem(tx: EventTransaction, itemId: string, command: (state: PantryItemState) => PantryItemCommand | null): Promise<void> {
    const stream = itemStream(itemId);
    const [foreign] = await tx.em.execute<{ found: number }[]>(
      "select 1 as found from events where stream_id = ? and household_id <> ? limit 1",
      [stream, tx.householdId],
    );
    if (foreign) throw notFound(ITEM_NOT_FOUND);
    const { state, version } = await tx.load(stream, evolveItem, initialItemState);
    const next = command(state);
    if (next) await tx.append(stream, version, decideItem(state, next));
  }

  async function answerItem(tx: EventTransaction, itemId: string): Promise<PantryItemView> {
    const row = await tx.em.findOne(PantryItemEntity, { id: itemId, householdId: tx.householdId }, { disableIdentityMap: true });
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return itemView(row, await readSettings(tx.householdId, tx.em));
  }

  function itemCommand(ctx: RequestContext, auth: TokenClaims, itemId: string, build: (state: PantryItemState, settings: PantrySettings) => PantryItemCommand | Promise<PantryItemCommand>) {
    if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND);
    const id = itemId.toLowerCase();
    return core.store.execute(meta(ctx, auth), async (tx) => {
      const settings = await readSettings(tx.householdId, tx.em);
      const stream = itemStream(id);
      const { state } = await tx.load(stream, evolveItem, initialItemState);
      if (!state.exists) throw notFound(ITEM_NOT_FOUND);
      const command = await build(state, settings);
      await onItem(tx, id, () => command);
      return answerItem(tx, id);
    });
  }

  async function fieldsFor(householdId: string, input: NewPantryItem, settings: PantrySettings): Promise<PantryItemFields> {
    const found = await product(householdId, input.productId);
    if (input.productId && deps.catalog && !found) throw badRequest("Unknown product: choose one from the catalogue or type a name");
    const location = input.location ?? bestLocation(found, settings.defaultLocation);
    const purchasedOn = input.purchasedOn ?? today();
    const life = shelfLifeAt(found, location);
    return {
      productId: input.productId,
      name: input.name.trim() || found?.name || "",
      category: input.category ?? found?.category ?? null,
      quantity: input.quantity,
      unit: input.unit?.trim() || found?.defaultUnit || "pcs",
      location,
      purchasedOn,
      expiresOn: input.expiresOn ?? (life === null ? null : addDays(purchasedOn, life)),
      expiryKind: input.expiryKind ?? "best_before",
      openedOn: input.openedOn,
      pricePaid: input.pricePaid,
      store: input.store?.trim() || null,
      notes: input.notes?.trim() || null,
    };
  }

  async function proposalCommand(ctx: RequestContext, auth: TokenClaims, proposalId: string, accept: boolean) {
    if (!isUuid(proposalId)) throw notFound(PROPOSAL_NOT_FOUND);
    const id = proposalId.toLowerCase();
    return core.store.execute(meta(ctx, auth), async (tx) => {
      const stream = proposalStream(id);
      const { state, version } = await tx.load(stream, evolveProposal, initialProposalState);
      if (!state.exists) throw notFound(PROPOSAL_NOT_FOUND);
      const itemId = state.itemId ?? randomUUID();
      const command: PantryProposalCommand = accept ? { type: "AcceptProposal", proposalId: id, itemId } : { type: "DismissProposal", proposalId: id };
      const events = decideProposal(state, command);
      await tx.append(stream, version, events);
      if (accept && events.length > 0 && state.fields) {
        const { shoppingItemId, ...fields } = state.fields;
        const settings = await readSettings(tx.householdId, tx.em);
        await onItem(tx, itemId, () => ({
          type: "AddPantryItem",
          itemId,
          fields,
          source: { kind: "shopping", shoppingItemId },
          locations: settingsView(settings).locations,
        }));
      }
      return { proposalId: id, item: accept ? await answerItem(tx, itemId) : null };
    });
  }

  return {
    // ── queries ────────────────────────────────────────────────────────────────────────────────
    /** The household's items with something left (or all of them, finished ones too), soonest date first. */
    async items(householdId: string, options: { includeFinished?: boolean } = {}): Promise<PantryItemView[]> {
      const settings = await readSettings(householdId);
      const where: Record<string, unknown> = { householdId, status: options.includeFinished ? { $ne: "removed" } : "active" };
      const rows = await core.db.em().find(PantryItemEntity, where, { disableIdentityMap: true });
      const day = today();
      return rows
        .map((row) => itemView(row, settings, day))
        .sort((a, b) => (a.expiresOn ?? "9999") .localeCompare(b.expiresOn ?? "9999") || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    async item(householdId: string, itemId: string): Promise<PantryItemView> {
      if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND);
      const row = await core.db.em().findOne(PantryItemEntity, { id: itemId.toLowerCase(), householdId, status: { $ne: "removed" } }, { disableIdentityMap: true });
      if (!row) throw notFound(ITEM_NOT_FOUND);
      return itemView(row, await readSettings(householdId));
    },

    /** Items by id as they are now (removed ones included, with their status): what a live change carries. */
    async itemsById(householdId: string, itemIds: string[]): Promise<PantryItemView[]> {
      const ids = itemIds.filter(isUuid);
      if (ids.length === 0) return [];
      const settings = await readSettings(householdId);
      const rows = await core.db.em().find(PantryItemEntity, { householdId, id: { $in: ids } }, { disableIdentityMap: true });
      return rows.map((row) => itemView(row, settings));
    },

    async settings(householdId: string): Promise<PantrySettingsView> {
      return settingsView(await readSettings(householdId));
    },

    async syncPoint(householdId: string): Promise<number> {
      return core.store.headOf(householdId);
    },

    /** Items with something left that expired or expire within the household's window. */
    async expiringCount(householdId: string): Promise<number> {
      const settings = await readSettings(householdId);
      const limit = addDays(today(), settings.expiryWindowDays);
      return core.db.em().count(PantryItemEntity, { householdId, status: "active", expiresOn: { $ne: null, $lte: limit } });
    },

    /** Purchases waiting to be accepted into the pantry. */
    async proposals(householdId: string): Promise<PantryProposalView[]> {
      const rows: PantryProposalRow[] = await core.db
        .em()
        .find(PantryProposalEntity, { householdId, status: "pending" }, { orderBy: { createdAt: "asc", id: "asc" }, disableIdentityMap: true });
      return rows.map((row) => ({
        ...(row.fields as unknown as PantryItemFields),
        id: row.id,
        shoppingItemId: row.shoppingItemId,
        revision: Number(row.revision),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Every price the household paid for a product (by catalogue id, or by the item's name for free-text
     * items), oldest first, with the lowest and last price overall and per store.
     */
    async costHistory(householdId: string, by: { itemId?: string; productId?: string }): Promise<CostHistoryView> {
      let key: string;
      let name: string;
      let productId: string | null = null;
      if (by.itemId) {
        if (!isUuid(by.itemId)) throw notFound(ITEM_NOT_FOUND);
        const item = await core.db.em().findOne(PantryItemEntity, { id: by.itemId.toLowerCase(), householdId, status: { $ne: "removed" } }, { disableIdentityMap: true });
        if (!item) throw notFound(ITEM_NOT_FOUND);
        key = productKeyOf(item.productId, item.name);
        name = item.name;
        productId = item.productId;
      } else if (by.productId) {
        if (!isUuid(by.productId)) throw notFound("Product not found");
        productId = by.productId.toLowerCase();
        key = productId;
        const found = await product(householdId, productId);
        name = found?.name ?? "";
      } else {
        throw badRequest("Give an itemId or a productId");
      }
      const rows = await core.db
        .em()
        .find(PantryPriceEntity, { householdId, productKey: key }, { orderBy: { paidOn: "asc", recordedAt: "asc", id: "asc" }, disableIdentityMap: true });
      if (!name && rows.length === 0 && productId) throw notFound("Product not found");
      const points = rows.map(pointView);
      const stores = new Map<string, StorePriceView>();
      for (const point of points) {
        const storeName = point.store ?? "Unknown store";
        const current = stores.get(storeName);
        stores.set(storeName, {
          store: storeName,
          count: (current?.count ?? 0) + 1,
          lowestUnitPrice: Math.min(current?.lowestUnitPrice ?? Infinity, point.unitPrice),
          lastUnitPrice: point.unitPrice,
          lastPaidOn: point.paidOn,
        });
      }
      const lowest = points.reduce<PricePointView | null>((low, p) => (low === null || p.unitPrice < low.unitPrice ? p : low), null);
      return {
        productId,
        name: name || rows.at(-1)?.name || "",
        unit: rows.at(-1)?.unit ?? null,
        points,
        stores: [...stores.values()].sort((a, b) => a.lowestUnitPrice - b.lowestUnitPrice || a.store.localeCompare(b.store)),
        lowest,
        last: points.at(-1) ?? null,
      };
    },

    // ── commands ───────────────────────────────────────────────────────────────────────────────
    async add(ctx: RequestContext, auth: TokenClaims, input: NewPantryItem): Promise<PantryItemView> {
      const itemId = (input.id ?? randomUUID()).toLowerCase();
      const settings = await readSettings(auth.householdId);
      const fields = await fieldsFor(auth.householdId, input, settings);
      return core.store.execute(meta(ctx, auth), async (tx) => {
        const current = await readSettings(tx.householdId, tx.em);
        await onItem(tx, itemId, () => ({
          type: "AddPantryItem",
          itemId,
          fields,
          source: { kind: "manual" },
          locations: settingsView(current).locations,
        }));
        return answerItem(tx, itemId);
      });
    },

    async edit(ctx: RequestContext, auth: TokenClaims, itemId: string, changes: Partial<PantryItemFields>): Promise<PantryItemView> {
      if (Object.keys(changes).length === 0) throw badRequest("Give at least one field to change");
      return itemCommand(ctx, auth, itemId, () => ({ type: "EditPantryItem", itemId: itemId.toLowerCase(), changes }));
    },

    async consume(ctx: RequestContext, auth: TokenClaims, itemId: string, quantity: number | null, actionId?: string | null): Promise<PantryItemView> {
      return itemCommand(ctx, auth, itemId, () => ({ type: "ConsumePantryItem", itemId: itemId.toLowerCase(), actionId: actionId ?? randomUUID(), quantity }));
    },

    async open(ctx: RequestContext, auth: TokenClaims, itemId: string): Promise<PantryItemView> {
      return itemCommand(ctx, auth, itemId, async (state) => {
        const found = await product(auth.householdId, state.fields.productId);
        const opened = found?.shelfLifeDays?.opened;
        return { type: "OpenPantryItem", itemId: itemId.toLowerCase(), on: today(), openedShelfLifeDays: typeof opened === "number" ? opened : null };
      });
    },

    async move(ctx: RequestContext, auth: TokenClaims, itemId: string, to: string, actionId?: string | null): Promise<PantryItemView> {
      return itemCommand(ctx, auth, itemId, (_state, settings) => ({
        type: "MovePantryItem",
        itemId: itemId.toLowerCase(),
        actionId: actionId ?? randomUUID(),
        to,
        locations: settingsView(settings).locations,
      }));
    },

    async discard(
      ctx: RequestContext,
      auth: TokenClaims,
      itemId: string,
      input: { quantity: number | null; reason: DiscardReason; note: string | null; actionId?: string | null },
    ): Promise<PantryItemView> {
      return itemCommand(ctx, auth, itemId, () => ({
        type: "DiscardPantryItem",
        itemId: itemId.toLowerCase(),
        actionId: input.actionId ?? randomUUID(),
        quantity: input.quantity,
        reason: input.reason,
        note: input.note,
      }));
    },

    async undo(ctx: RequestContext, auth: TokenClaims, itemId: string, actionId: string | null): Promise<PantryItemView> {
      return itemCommand(ctx, auth, itemId, () => ({ type: "UndoPantryAction", itemId: itemId.toLowerCase(), actionId }));
    },

    async remove(ctx: RequestContext, auth: TokenClaims, itemId: string): Promise<string> {
      if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND);
      const id = itemId.toLowerCase();
      return core.store.execute(meta(ctx, auth), async (tx) => {
        await onItem(tx, id, () => ({ type: "RemovePantryItem", itemId: id }));
        return id;
      });
    },

    async changeSettings(ctx: RequestContext, auth: TokenClaims, changes: Partial<PantrySettings>): Promise<PantrySettingsView> {
      return core.store.execute(meta(ctx, auth), async (tx) => {
        const stream = settingsStream(tx.householdId);
        const { state, version } = await tx.load(stream, evolveSettings, DEFAULT_SETTINGS);
        const next: PantrySettings = { ...state, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
        await tx.append(stream, version, decideSettings(state, { type: "ChangePantrySettings", settings: next }));
        return settingsView(await readSettings(tx.householdId, tx.em));
      });
    },

    acceptProposal: (ctx: RequestContext, auth: TokenClaims, proposalId: string) => proposalCommand(ctx, auth, proposalId, true),
    dismissProposal: (ctx: RequestContext, auth: TokenClaims, proposalId: string) => proposalCommand(ctx, auth, proposalId, false),

    // ── the purchase loop (called by shopping inside its own transaction) ─────────────────────────
    /**
     * Keeps the pantry in step with a shopping item's purchased state, inside the caller's transaction:
     * buying it adds it to the pantry (or proposes that, by the household's setting) with its quantity,
     * price paid, store and a date from the product's shelf life; un-marking takes it back out if nobody
     * has used, opened or moved it yet, and withdraws a suggestion still waiting.
     */
    async syncPurchase(tx: EventTransaction, purchase: PurchasedShoppingItem): Promise<void> {
      const settings = (await tx.load(settingsStream(tx.householdId), evolveSettings, DEFAULT_SETTINGS)).state;
      const fromThisPurchase: PantryItemRow[] = await tx.em.find(
        PantryItemEntity,
        { householdId: tx.householdId, sourceShoppingItemId: purchase.shoppingItemId, status: { $ne: "removed" } },
        { disableIdentityMap: true },
      );
      const proposal = proposalStream(purchase.shoppingItemId);
      if (!purchase.purchased) {
        for (const row of fromThisPurchase) await onItem(tx, row.id, () => ({ type: "ReturnPurchase", itemId: row.id }));
        const { state, version } = await tx.load(proposal, evolveProposal, initialProposalState);
        await tx.append(proposal, version, decideProposal(state, { type: "WithdrawProposal", proposalId: purchase.shoppingItemId }));
        return;
      }
      if (settings.purchaseMode === "off" || fromThisPurchase.length > 0) return;
      const found = await product(tx.householdId, purchase.productId);
      const location = bestLocation(found, settings.defaultLocation);
      const purchasedOn = dayOf(purchase.completedAt ? new Date(purchase.completedAt) : core.now());
      const life = shelfLifeAt(found, location);
      const unitPrice = purchase.actualPrice !== null && purchase.actualPrice > 0 ? purchase.actualPrice : purchase.estimatedPrice;
      const quantity = purchase.quantity > 0 ? purchase.quantity : 1;
      const fields: PantryItemFields = {
        productId: found ? purchase.productId : null,
        name: purchase.name,
        category: purchase.category ?? found?.category ?? null,
        quantity,
        unit: found?.defaultUnit || "pcs",
        location,
        purchasedOn,
        expiresOn: life === null ? null : addDays(purchasedOn, life),
        expiryKind: "best_before",
        openedOn: null,
        pricePaid: unitPrice !== null && unitPrice > 0 ? cents(unitPrice * quantity) : null,
        store: purchase.store,
        notes: null,
      };
      if (settings.purchaseMode === "propose") {
        const { state, version } = await tx.load(proposal, evolveProposal, initialProposalState);
        await tx.append(
          proposal,
          version,
          decideProposal(state, { type: "ProposeAddition", proposalId: purchase.shoppingItemId, fields: { ...fields, shoppingItemId: purchase.shoppingItemId } }),
        );
        return;
      }
      const itemId = randomUUID();
      await onItem(tx, itemId, () => ({
        type: "AddPantryItem",
        itemId,
        fields,
        source: { kind: "shopping", shoppingItemId: purchase.shoppingItemId },
        locations: settingsView(settings).locations,
      }));
    },

    /** For the expiry job: the household's items that expired or expire within its window, and its settings. */
    async expiring(householdId: string, day: string): Promise<{ settings: PantrySettings; items: PantryItemView[] }> {
      const settings = await readSettings(householdId);
      const limit = addDays(day, settings.expiryWindowDays);
      const rows = await core.db
        .em()
        .find(PantryItemEntity, { householdId, status: "active", expiresOn: { $ne: null, $lte: limit } }, { orderBy: { expiresOn: "asc", name: "asc" }, disableIdentityMap: true });
      return { settings, items: rows.map((row) => itemView(row, settings, day)) };
    },

    householdEmails: (householdId: string) => deps.householdEmails(householdId),
  };
}

export type PantryService = ReturnType<typeof createPantryService>;
