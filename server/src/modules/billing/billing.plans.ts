/** The plans a household can pay for (spec sections 1 and 9): Monthly $9.99, Yearly $79, in USD. */
export const PLAN_IDS = ["monthly", "yearly"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per billing period in US cents. */
  amountCents: number;
  interval: "month" | "year";
}

export const PLANS: Record<PlanId, Plan> = {
  monthly: { id: "monthly", name: "Monthly", amountCents: 999, interval: "month" },
  yearly: { id: "yearly", name: "Yearly", amountCents: 7900, interval: "year" },
};

export const CURRENCY = "usd";

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * The end of one billing period that starts at `from`: the same day and time one month or one year
 * later (UTC), clamped to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29).
 */
export function periodEndAfter(plan: PlanId, from: Date): Date {
  const months = PLANS[plan].interval === "year" ? 12 : 1;
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
