import { describe, expect, it } from "vitest";
import { PLANS, isPlanId, periodEndAfter } from "./billing.plans.js";

describe("billing plans", () => {
  it("prices Monthly at $9.99 and Yearly at $79", () => {
    expect(PLANS.monthly).toMatchObject({ name: "Monthly", amountCents: 999, interval: "month" });
    expect(PLANS.yearly).toMatchObject({ name: "Yearly", amountCents: 7900, interval: "year" });
  });

  it("knows its plan ids", () => {
    expect(isPlanId("monthly")).toBe(true);
    expect(isPlanId("weekly")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it.each([
    ["monthly", "2026-11-21T09:00:00.000Z", "2026-12-21T09:00:00.000Z"],
    ["monthly", "2027-01-31T10:00:00.000Z", "2027-02-28T10:00:00.000Z"],
    ["monthly", "2028-01-31T10:00:00.000Z", "2028-02-29T10:00:00.000Z"],
    ["monthly", "2026-12-15T00:00:00.000Z", "2027-01-15T00:00:00.000Z"],
    ["yearly", "2028-02-29T12:00:00.000Z", "2029-02-28T12:00:00.000Z"],
    ["yearly", "2026-11-21T09:00:00.000Z", "2027-11-21T09:00:00.000Z"],
  ] as const)("a %s period from %s ends %s", (plan, from, to) => {
    expect(periodEndAfter(plan, new Date(from)).toISOString()).toBe(to);
  });
});
