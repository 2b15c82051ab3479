import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "./backoff";

describe("reconnectDelayMs", () => {
  it("doubles from one second", () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelayMs(n, () => 0))).toEqual([1000, 2000, 4000, 8000]);
  });

  it("is capped at 30 seconds plus jitter", () => {
    expect(reconnectDelayMs(10, () => 0)).toBe(30_000);
    expect(reconnectDelayMs(50, () => 0.999)).toBe(30_999);
  });
});
