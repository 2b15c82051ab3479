import { randomUUID } from "node:crypto";
import { rawQuery } from "../../core/database.js";
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

/** How many households must have paid for a product before any figure of the community price is shown. */
export const COMMUNITY_MINIMUM_HOUSEHOLDS = 3;

/** The price across households: figures only when `enough` (see `communityPrice`). */
export interface CommunityPriceView {
  productId: string;
  minimumHouseholds: number;
  /** The first day counted (a year back). */
  since: string;
  enough: boolean;
  households: number | null;
  unit: string | null;
  lowestUnitPrice: number | null;
  medianUnitPrice: number | null;
  highestUnitPrice: number | null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
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
  /**
   * True when a bought item's price, quantity or store was corrected (not toggled): the pantry items it
   * became take the new price paid and store; nothing is added.
   */
  edited?: boolean;
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
  /**
   * Its catalogue product, looked up before the transaction (`productFor`): nothing may read through
   * another connection while the household's transaction is open (the embedded database serves one).
   */
  product?: PantryCatalogProduct | null;
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
  async function onItem(
    tx: EventTransaction,
    itemId: string,
    command: (state: PantryItemState) => PantryItemCommand | null | Promise<PantryItemCommand | null>,
  ): Promise<void> {
    const stream = itemStream(itemId);
    // `load` reads every row of the stream, whoever owns it: an id of another household is known from it.
    const { state, version } = await tx.load(stream, evolveItem, initialItemState);
    if (tx.isForeign(stream)) throw notFound(ITEM_NOT_FOUND);
    const next = await command(state);
    if (next) await tx.append(stream, version, decideItem(state, next));
  }

  /** The item as the command left it; `settings` when the command already read them in this transaction (they cannot change within it). */
  async function answerItem(tx: EventTransaction, itemId: string, settings?: PantrySettings): Promise<PantryItemView> {
    const row = await tx.em.findOne(PantryItemEntity, { id: itemId, householdId: tx.householdId }, { disableIdentityMap: true });
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return itemView(row, settings ?? (await readSettings(tx.householdId, tx.em)));
  }

  function itemCommand(ctx: RequestContext, auth: TokenClaims, itemId: string, build: (state: PantryItemState, settings: PantrySettings) => PantryItemCommand | Promise<PantryItemCommand>) {
    if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND);
    const id = itemId.toLowerCase();
    return core.store.execute(
      meta(ctx, auth),
      async (tx) => {
        const settings = await readSettings(tx.householdId, tx.em);
        // One load of the item's stream serves the decision and the append (`build` only reads).
        await onItem(tx, id, (state) => {
          if (!state.exists) throw notFound(ITEM_NOT_FOUND);
          return build(state, settings);
        });
        return answerItem(tx, id, settings);
      },
      // The item's stream comes in the round trip that opens the transaction.
      { streams: [itemStream(id)] },
    );
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

    /**
     * Prices to estimate a purchase with (the meal plan's shopping lines): per key (a catalogue product id,
     * or `name:<lower-case name>`), the household's last unit price paid, and for catalogue products the
     * average unit price paid across Hearth (in the unit most paid in, and only once at least
     * COMMUNITY_MINIMUM_HOUSEHOLDS households paid it, as for the product page: no one household's price shows through).
     */
    async priceGuide(householdId: string, keys: string[]): Promise<Map<string, { last: { unitPrice: number; unit: string } | null; average: { unitPrice: number; unit: string } | null }>> {
      const answer = new Map<string, { last: { unitPrice: number; unit: string } | null; average: { unitPrice: number; unit: string } | null }>();
      if (keys.length === 0) return answer;
      for (const key of keys) answer.set(key, { last: null, average: null });
      const em = core.db.em();
      const last = await em.execute<{ product_key: string; unit: string; unit_price: number }[]>(
        `select distinct on (product_key) product_key, unit, price_paid / nullif(quantity, 0) as unit_price from pantry_price_history
          where household_id = ? and product_key in (${keys.map(() => "?").join(", ")})
          order by product_key, paid_on desc, recorded_at desc`,
        [householdId, ...keys],
      );
      // Unrounded (price paid ÷ quantity): a price per gram is well below a cent.
      for (const row of last) if (row.unit_price !== null) answer.get(row.product_key)!.last = { unitPrice: Number(row.unit_price), unit: row.unit };
      const productKeys = keys.filter(isUuid);
      if (productKeys.length) {
        const average = await em.execute<{ product_key: string; unit: string; unit_price: number; n: number }[]>(
          `select product_key, unit, avg(price_paid / nullif(quantity, 0)) as unit_price, count(*) as n from pantry_price_history
            where product_key in (${productKeys.map(() => "?").join(", ")}) group by product_key, unit
            having count(distinct household_id) >= ? order by n desc`,
          [...productKeys, COMMUNITY_MINIMUM_HOUSEHOLDS],
        );
        for (const row of average) {
          const entry = answer.get(row.product_key)!;
          if (!entry.average && row.unit_price !== null) entry.average = { unitPrice: Number(row.unit_price), unit: row.unit };
        }
      }
      return answer;
    },

    /**
     * What households paid for a product over the last year, as an aggregate only: each household
     * counts once (its median price per unit), and no figure is given until at least
     * COMMUNITY_MINIMUM_HOUSEHOLDS households paid for it in the same unit, so no household can be
     * picked out. The product must be one the asking household may see.
     */
    async communityPrice(householdId: string, productId: string): Promise<CommunityPriceView> {
      if (!isUuid(productId)) throw notFound("Product not found");
      const id = productId.toLowerCase();
      if (!(await product(householdId, id))) throw notFound("Product not found");
      const since = addDays(today(), -365);
      const rows = await core.db
        .em()
        .find(PantryPriceEntity, { productId: id, paidOn: { $gte: since }, unitPrice: { $gt: 0 } }, { fields: ["householdId", "unit", "unitPrice"], disableIdentityMap: true });
      const byUnit = new Map<string, Map<string, number[]>>();
      for (const row of rows) {
        const unit = row.unit.trim().toLowerCase();
        const households = byUnit.get(unit) ?? new Map<string, number[]>();
        households.set(row.householdId, [...(households.get(row.householdId) ?? []), row.unitPrice]);
        byUnit.set(unit, households);
      }
      const [unit, households] = [...byUnit.entries()].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0] ?? [null, new Map()];
      const empty = { productId: id, minimumHouseholds: COMMUNITY_MINIMUM_HOUSEHOLDS, since, enough: false, households: null, unit: null, lowestUnitPrice: null, medianUnitPrice: null, highestUnitPrice: null };
      if (households.size < COMMUNITY_MINIMUM_HOUSEHOLDS) return empty;
      const typical = [...households.values()].map(median).sort((a, b) => a - b);
      return {
        ...empty,
        enough: true,
        households: typical.length,
        unit,
        lowestUnitPrice: cents(typical[0]),
        medianUnitPrice: cents(median(typical)),
        highestUnitPrice: cents(typical[typical.length - 1]),
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
        return answerItem(tx, itemId, current);
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
      // The product is read before the transaction (see PurchasedShoppingItem.product).
      const row = isUuid(itemId)
        ? await core.db.em().findOne(PantryItemEntity, { id: itemId.toLowerCase(), householdId: auth.householdId }, { disableIdentityMap: true })
        : null;
      const found = await product(auth.householdId, row?.productId ?? null);
      const opened = found?.shelfLifeDays?.opened;
      return itemCommand(ctx, auth, itemId, () => ({
        type: "OpenPantryItem",
        itemId: itemId.toLowerCase(),
        on: today(),
        openedShelfLifeDays: typeof opened === "number" ? opened : null,
      }));
    },

    /** The catalogue product for a purchase, read before the shopping transaction opens. */
    productFor: (householdId: string, productId: string | null) => product(householdId, productId),

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
      const fromThisPurchase = await rawQuery<{ id: string; status: string; pricePaid: number | null; store: string | null }>(
        tx.em,
        `select id, status, price_paid as "pricePaid", store from pantry_items
          where household_id = ? and source_shopping_item_id = ? and status <> 'removed'`,
        [tx.householdId, purchase.shoppingItemId],
      );
      const proposal = proposalStream(purchase.shoppingItemId);
      if (!purchase.purchased) {
        for (const row of fromThisPurchase) await onItem(tx, row.id, () => ({ type: "ReturnPurchase", itemId: row.id }));
        const { state, version } = await tx.load(proposal, evolveProposal, initialProposalState);
        await tx.append(proposal, version, decideProposal(state, { type: "WithdrawProposal", proposalId: purchase.shoppingItemId }));
        return;
      }
      const unitPrice = purchase.actualPrice !== null && purchase.actualPrice > 0 ? purchase.actualPrice : purchase.estimatedPrice;
      const quantity = purchase.quantity > 0 ? purchase.quantity : 1;
      if (purchase.edited) {
        // What was paid follows the shopping list: the price of what was bought and where.
        const pricePaid = unitPrice !== null && unitPrice > 0 ? cents(unitPrice * quantity) : null;
        for (const row of fromThisPurchase) {
          if (row.status !== "active") continue;
          const changes: { pricePaid?: number | null; store?: string | null } = {};
          if (row.pricePaid !== pricePaid) changes.pricePaid = pricePaid;
          if (purchase.store !== row.store) changes.store = purchase.store;
          if (Object.keys(changes).length > 0) await onItem(tx, row.id, () => ({ type: "EditPantryItem", itemId: row.id, changes }));
        }
        return;
      }
      if (settings.purchaseMode === "off" || fromThisPurchase.length > 0) return;
      const found = purchase.productId ? (purchase.product ?? null) : null;
      const location = bestLocation(found, settings.defaultLocation);
      const purchasedOn = dayOf(purchase.completedAt ? new Date(purchase.completedAt) : core.now());
      const life = shelfLifeAt(found, location);
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
      // A new item under an id made here: nothing to read before appending its first event.
      const itemId = randomUUID();
      const stream = itemStream(itemId);
      tx.newStream(stream);
      await tx.append(
        stream,
        0,
        decideItem(initialItemState, {
          type: "AddPantryItem",
          itemId,
          fields,
          source: { kind: "shopping", shoppingItemId: purchase.shoppingItemId },
          locations: settingsView(settings).locations,
        }),
      );
    },

    /** The streams `syncPurchase` may load for a shopping item, for a caller that reads its own ahead (`tx.prefetch`). */
    purchaseStreams: (householdId: string, shoppingItemId: string): string[] => [settingsStream(householdId), proposalStream(shoppingItemId)],

    // ── cooking (called by recipes inside its own transaction) ──────────────────────────────────────
    /** Inside another module's transaction: the household's items with something left, soonest date first. */
    async activeItemsWithin(tx: EventTransaction): Promise<PantryItemView[]> {
      const settings = await readSettings(tx.householdId, tx.em);
      const rows = await tx.em.find(PantryItemEntity, { householdId: tx.householdId, status: "active" }, { disableIdentityMap: true });
      const day = today();
      return rows
        .map((row) => itemView(row, settings, day))
        .sort((a, b) => (a.expiresOn ?? "9999").localeCompare(b.expiresOn ?? "9999") || a.id.localeCompare(b.id));
    },

    /** Inside another module's transaction: uses `quantity` of an item (a cook), undoable by `actionId`. */
    async consumeWithin(tx: EventTransaction, itemId: string, quantity: number, actionId: string): Promise<void> {
      await onItem(tx, itemId, (state) => {
        if (!state.exists) throw notFound(ITEM_NOT_FOUND);
        return { type: "ConsumePantryItem", itemId, actionId, quantity };
      });
    },

    /**
     * Inside another module's transaction: takes back the consume `actionId` (it must still be the item's
     * last change); one already undone (say, from the pantry screen) is left as it is.
     */
    async undoWithin(tx: EventTransaction, itemId: string, actionId: string): Promise<void> {
      await onItem(tx, itemId, (state) => (state.undo.some((a) => a.actionId === actionId) ? { type: "UndoPantryAction", itemId, actionId } : null));
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
