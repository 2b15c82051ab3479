import { BigIntType, EntitySchema } from "@mikro-orm/postgresql";

/** A pantry item as the screens read it (a used-up, thrown-away or removed item keeps its row with its status). */
export interface PantryItemRow {
  id: string;
  householdId: string;
  productId: string | null;
  name: string;
  category: string | null;
  quantity: number;
  unit: string;
  location: string;
  purchasedOn: string | null;
  expiresOn: string | null;
  expiryKind: string;
  openedOn: string | null;
  pricePaid: number | null;
  store: string | null;
  notes: string | null;
  /** Quantity used or thrown away so far. */
  used: number;
  /** active (some left), finished (used up or thrown away), removed (deleted or taken back). */
  status: string;
  sourceShoppingItemId: string | null;
  /** The last change undo would take back: { actionId, kind } or null. */
  lastActionId: string | null;
  lastActionKind: string | null;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export const PantryItemEntity = new EntitySchema<PantryItemRow>({
  name: "PantryItemRow",
  tableName: "pantry_items",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    productId: { type: "uuid", nullable: true },
    name: { type: "string" },
    category: { type: "string", nullable: true },
    quantity: { type: "double" },
    unit: { type: "string" },
    location: { type: "string" },
    purchasedOn: { type: "string", nullable: true },
    expiresOn: { type: "string", nullable: true },
    expiryKind: { type: "string" },
    openedOn: { type: "string", nullable: true },
    pricePaid: { type: "double", nullable: true },
    store: { type: "string", nullable: true },
    notes: { type: "string", nullable: true },
    used: { type: "double" },
    status: { type: "string" },
    sourceShoppingItemId: { type: "uuid", nullable: true },
    lastActionId: { type: "string", nullable: true },
    lastActionKind: { type: "string", nullable: true },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

/** One price the household paid: one row per pantry item with a price (removed with the item). */
export interface PantryPriceRow {
  id: string;
  householdId: string;
  itemId: string;
  productId: string | null;
  /** productId, or `name:<lower-case name>` for free-text items: what a history is grouped by. */
  productKey: string;
  name: string;
  store: string | null;
  quantity: number;
  unit: string;
  pricePaid: number;
  unitPrice: number;
  paidOn: string;
  recordedAt: Date;
}

export const PantryPriceEntity = new EntitySchema<PantryPriceRow>({
  name: "PantryPriceRow",
  tableName: "pantry_price_history",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    itemId: { type: "uuid" },
    productId: { type: "uuid", nullable: true },
    productKey: { type: "string" },
    name: { type: "string" },
    store: { type: "string", nullable: true },
    quantity: { type: "double" },
    unit: { type: "string" },
    pricePaid: { type: "double" },
    unitPrice: { type: "double" },
    paidOn: { type: "string" },
    recordedAt: { type: "Date" },
  },
});

export interface PantrySettingsRow {
  householdId: string;
  expiryWindowDays: number;
  defaultLocation: string;
  purchaseMode: string;
  expiryDigest: boolean;
  customLocations: string[];
  revision: number;
}

export const PantrySettingsEntity = new EntitySchema<PantrySettingsRow>({
  name: "PantrySettingsRow",
  tableName: "pantry_settings",
  properties: {
    householdId: { type: "uuid", primary: true },
    expiryWindowDays: { type: "integer" },
    defaultLocation: { type: "string" },
    purchaseMode: { type: "string" },
    expiryDigest: { type: "boolean" },
    customLocations: { type: "json" },
    revision: { type: new BigIntType("number") },
  },
});

/** A purchase waiting to be accepted into the pantry (purchase mode `propose`). */
export interface PantryProposalRow {
  id: string;
  householdId: string;
  shoppingItemId: string;
  fields: Record<string, unknown>;
  status: string;
  itemId: string | null;
  revision: number;
  createdAt: Date;
}

export const PantryProposalEntity = new EntitySchema<PantryProposalRow>({
  name: "PantryProposalRow",
  tableName: "pantry_proposals",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    shoppingItemId: { type: "uuid" },
    fields: { type: "json" },
    status: { type: "string" },
    itemId: { type: "uuid", nullable: true },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
  },
});
