/** Plans and the marketing constants of spec section 9, in one place for both landing pages. */
export const TRIAL_DAYS = 14;
export const MONEY_BACK_DAYS = 14;

export const MONTHLY_PRICE = 9.99;
export const YEARLY_PRICE = 79;
/** $6.58: the yearly price spread over twelve months. */
export const YEARLY_PER_MONTH = Math.round((YEARLY_PRICE / 12) * 100) / 100;
/** $40.88: twelve monthly payments minus one yearly payment. */
export const YEARLY_SAVING = Math.round((MONTHLY_PRICE * 12 - YEARLY_PRICE) * 100) / 100;
/**
 * Spec section 9 advertises the saving as 'about 17%' (two months of twelve, the '2 Months Free' badge).
 * Measured against twelve monthly payments, $40.88 is 34%; the copy keeps the spec's figure.
 */
export const YEARLY_SAVING_PERCENT = 17;
export const YEARLY_BADGE = "2 Months Free";

export const TIME_SAVED_HOURS = 3;
export const TIME_SAVED_HOURS_BUSY = 5;
export const LESS_FOOD_WASTE_PERCENT = 40;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** USD, en-US: $9.99, and $79 for whole amounts. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usdWhole.format(amount) : usd.format(amount);
}
