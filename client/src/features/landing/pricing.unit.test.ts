import { describe, expect, it } from "vitest";
import { formatUsd, MONTHLY_PRICE, YEARLY_PER_MONTH, YEARLY_PRICE, YEARLY_SAVING } from "./pricing";

describe("landing pricing", () => {
  it("shows the spec's prices in USD, en-US", () => {
    expect(formatUsd(MONTHLY_PRICE)).toBe("$9.99");
    expect(formatUsd(YEARLY_PRICE)).toBe("$79");
    expect(formatUsd(YEARLY_PER_MONTH)).toBe("$6.58");
    expect(formatUsd(YEARLY_SAVING)).toBe("$40.88");
  });
});
