import { describe, expect, it } from "vitest";
import { daysUntil, deviceDay, portionsText, useByState } from "./leftover-view";

describe("leftover view", () => {
  it("says how soon to eat a leftover", () => {
    expect(useByState("2026-11-22", "2026-11-23")).toEqual({ label: "Past its use-by day (yesterday)", tone: "expired" });
    expect(useByState("2026-11-20", "2026-11-23").label).toBe("Past its use-by day (3 days ago)");
    expect(useByState("2026-11-23", "2026-11-23")).toEqual({ label: "Eat today", tone: "today" });
    expect(useByState("2026-11-24", "2026-11-23")).toEqual({ label: "Eat by tomorrow", tone: "soon" });
    expect(useByState("2026-11-26", "2026-11-23")).toEqual({ label: "Eat within 3 days", tone: "soon" });
    expect(useByState("2027-02-23", "2026-11-23")).toEqual({ label: "Keeps until Feb 23", tone: "fine" });
  });
  it("counts days across month ends and words portions", () => {
    expect(daysUntil("2026-12-02", "2026-11-29")).toBe(3);
    expect(portionsText(1)).toBe("1 portion");
    expect(portionsText(1.5)).toBe("1.5 portions");
    expect(deviceDay(new Date(2026, 10, 30), 1)).toBe("2026-12-01");
  });
});
