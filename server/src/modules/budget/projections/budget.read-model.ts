import { EntitySchema } from "@mikro-orm/postgresql";

/** One purchase counted as household spending; a reversed entry keeps its row with reversedAt set. */
export interface SpendingEntryRow {
  id: string;
  householdId: string;
  itemId: string;
  listId: string;
  description: string;
  category: string | null;
  quantity: number;
  unitPrice: number;
  amount: number;
  priceSource: string;
  spentAt: Date;
  reversedAt: Date | null;
  /** The user who marked it purchased. */
  paidBy: string | null;
}

export const SpendingEntryEntity = new EntitySchema<SpendingEntryRow>({
  name: "SpendingEntryRow",
  tableName: "spending_entries",
  properties: {
    id: { type: "uuid", primary: true },
    householdId: { type: "uuid" },
    itemId: { type: "uuid" },
    listId: { type: "uuid" },
    description: { type: "string" },
    category: { type: "string", nullable: true },
    quantity: { type: "double" },
    unitPrice: { type: "double" },
    amount: { type: "double" },
    priceSource: { type: "string" },
    spentAt: { type: "Date" },
    reversedAt: { type: "Date", nullable: true },
    paidBy: { type: "uuid", nullable: true },
  },
});
