/** How the subscription page presents the plans the server offers (spec sections 1 and 9). */

export interface OfferedPlan {
  id: "monthly" | "yearly";
  name: string;
  amountCents: number;
  interval: string;
}

export const TRIAL_DAYS = 14;
export const MONEY_BACK_DAYS = 14;

/** The yearly plan's badge; two months of twelve is also where the advertised 'about 17%' comes from. */
export const YEARLY_BADGE = "2 Months Free";
const FREE_MONTHS = 2;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** USD, en-US: $9.99, and $79 for whole dollars. */
export function formatUsd(cents: number): string {
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

export interface YearlyDeal {
  /** The yearly price spread over twelve months: $6.58. */
  perMonthCents: number;
  /** Twelve monthly payments minus one yearly payment: $40.88. */
  savingCents: number;
  /**
   * Spec section 9 advertises 'about 17%' (two free months of twelve, the badge). Measured against
   * twelve monthly payments the $40.88 is 34%; the copy keeps the spec's figure, as the landing pages do.
   */
  savingPercent: number;
}

export function yearlyDeal(monthly: OfferedPlan, yearly: OfferedPlan): YearlyDeal {
  return {
    perMonthCents: Math.round(yearly.amountCents / 12),
    savingCents: monthly.amountCents * 12 - yearly.amountCents,
    savingPercent: Math.round((FREE_MONTHS / 12) * 100),
  };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
