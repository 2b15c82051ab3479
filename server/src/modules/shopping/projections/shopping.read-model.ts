import { BigIntType, EntitySchema } from "@mikro-orm/postgresql";

/**
 * Read models of the shopping screens (query side only; the GraphQL and REST shapes are separate).
 * `revision` is the household sequence of the last event that changed the row (for a list: the list
 * or any of its items), so a client can keep the newer of two copies.
 */
export interface ShoppingListRow {
  id: string;
  householdId: string;
  name: string;
  status: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ShoppingItemRow {
  id: string;
  householdId: string;
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
  productId: string | null;
  completedAt: Date | null;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A product the household has put on a list before (the enhanced product list's source). */
export interface ShoppingProductRow {
  id: string;
  householdId: string;
  nameKey: string;
  name: string;
  brand: string | null;
  category: string;
  subcategory: string | null;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  lastUsed: Date;
  useCount: number;
}

export const ShoppingListEntity = new EntitySchema<ShoppingListRow>({
  name: "ShoppingListRow",
  tableName: "shopping_lists",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    name: { type: "string" },
    status: { type: "string" },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

export const ShoppingItemEntity = new EntitySchema<ShoppingItemRow>({
  name: "ShoppingItemRow",
  tableName: "shopping_items",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    listId: { type: "uuid" },
    name: { type: "string" },
    category: { type: "string", nullable: true },
    quantity: { type: "double" },
    estimatedPrice: { type: "double", nullable: true },
    actualPrice: { type: "double", nullable: true },
    orderPosition: { type: "integer", nullable: true },
    store: { type: "string", nullable: true },
    aisle: { type: "string", nullable: true },
    department: { type: "string", nullable: true },
    notes: { type: "string", nullable: true },
    productId: { type: "uuid", nullable: true },
    completedAt: { type: "Date", nullable: true },
    revision: { type: new BigIntType("number") },
    createdAt: { type: "Date" },
    updatedAt: { type: "Date" },
  },
});

export const ShoppingProductEntity = new EntitySchema<ShoppingProductRow>({
  name: "ShoppingProductRow",
  tableName: "shopping_products",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    nameKey: { type: "string" },
    name: { type: "string" },
    brand: { type: "string", nullable: true },
    category: { type: "string" },
    subcategory: { type: "string", nullable: true },
    thumbnailUrl: { type: "string", nullable: true },
    imageUrl: { type: "string", nullable: true },
    lastUsed: { type: "Date" },
    useCount: { type: "integer" },
  },
});
