import { describe, expect, it } from "vitest";
import { formatDate, formatUsd, yearlyDeal, type OfferedPlan } from "./plans";
import { showTrialBanner, trialBannerHeadline } from "./trial-banner.rules";

const monthly: OfferedPlan = { id: "monthly", name: "Monthly", amountCents: 999, interval: "month" };
const yearly: OfferedPlan = { id: "yearly", name: "Yearly", amountCents: 7900, interval: "year" };

describe("plans", () => {
  it("formats USD the en-US way", () => {
    expect(formatUsd(999)).toBe("$9.99");
    expect(formatUsd(7900)).toBe("$79");
    expect(formatUsd(4088)).toBe("$40.88");
  });

  it("works out the yearly deal: $6.58 a month, saving $40.88, about 17%", () => {
    const deal = yearlyDeal(monthly, yearly);
    expect(formatUsd(deal.perMonthCents)).toBe("$6.58");
    expect(formatUsd(deal.savingCents)).toBe("$40.88");
    expect(deal.savingPercent).toBe(17);
  });

  it("formats dates, and nothing for none", () => {
    expect(formatDate("2026-12-05T09:00:00.000Z")).toBe("December 5, 2026");
    expect(formatDate(null)).toBeNull();
  });
});

describe("trial banner", () => {
  it("shows while trialing with days left, until dismissed", () => {
    expect(showTrialBanner({ subscriptionStatus: "trialing", daysLeft: 14 }, false)).toBe(true);
    expect(showTrialBanner({ subscriptionStatus: "trialing", daysLeft: 1 }, true)).toBe(false);
  });

  it("hides once the trial has ended, and for other statuses", () => {
    expect(showTrialBanner({ subscriptionStatus: "trialing", daysLeft: 0 }, false)).toBe(false);
    for (const status of ["active", "past_due", "canceled", "expired", "none"]) {
      expect(showTrialBanner({ subscriptionStatus: status, daysLeft: 3 }, false)).toBe(false);
    }
    expect(showTrialBanner(null, false)).toBe(false);
  });

  it("says 'ends tomorrow' on the last day, and the days left before", () => {
    expect(trialBannerHeadline(1)).toBe("Your free trial ends tomorrow!");
    expect(trialBannerHeadline(14)).toBe("Your free trial ends in 14 days!");
  });
});
