import { EntitySchema } from "@mikro-orm/postgresql";

export interface SubscriptionRow {
  householdId: string;
  status: string;
  plan: string | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
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
    updatedAt: { type: "Date" },
  },
});
