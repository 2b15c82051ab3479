import { EntitySchema } from "@mikro-orm/postgresql";

export interface SubscriptionRow {
  householdId: string;
  status: string;
  plan: string | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  /** 'stripe' or 'test' once paid. */
  provider: string | null;
  /** The provider's customer and subscription ids (Stripe `cus_…`, `sub_…`). */
  customerRef: string | null;
  subscriptionRef: string | null;
  updatedAt: Date;
}

export const SubscriptionEntity = new EntitySchema<SubscriptionRow>({
  name: "SubscriptionRow",
  tableName: "subscriptions",
  properties: {
    householdId: { type: "uuid", primary: true },
    status: { type: "string" },
    plan: { type: "string", nullable: true },
    trialEndsAt: { type: "Date", nullable: true },
    currentPeriodEnd: { type: "Date", nullable: true },
    provider: { type: "string", nullable: true },
    customerRef: { type: "string", nullable: true },
    subscriptionRef: { type: "string", nullable: true },
    updatedAt: { type: "Date" },
  },
});

/** A checkout opened with a payment provider, pending until paid. */
export interface CheckoutRow {
  id: string;
  householdId: string;
  plan: string;
  provider: string;
  status: "pending" | "completed";
  createdAt: Date;
  completedAt: Date | null;
}

export const CheckoutEntity = new EntitySchema<CheckoutRow>({
  name: "CheckoutRow",
  tableName: "billing_checkouts",
  properties: {
    id: { type: "string", primary: true },
    householdId: { type: "uuid" },
    plan: { type: "string" },
    provider: { type: "string" },
    status: { type: "string" },
    createdAt: { type: "Date" },
    completedAt: { type: "Date", nullable: true },
  },
});
