import { describe, expect, it } from "vitest";
import { ACTIVITIES, COMPENDIUM_SOURCE, activityByCode, compendiumSource } from "./fitness.activities.js";

// Figures checked against the 2011 Compendium of Physical Activities (Ainsworth et al. 2011), by code.
describe("fitness activities: the Compendium table", () => {
  it("keeps one row per Compendium code, each a five-digit code with its edition and a positive MET", () => {
    const codes = ACTIVITIES.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const a of ACTIVITIES) {
      expect(a.code).toMatch(/^\d{5}$/);
      expect(a.edition).toBe("2011");
      expect(a.met).toBeGreaterThan(1);
    }
  });

  it("cites the 2011 edition for its figures", () => {
    expect(COMPENDIUM_SOURCE).toContain("2011 Compendium of Physical Activities");
    expect(compendiumSource("2011")).toBe(COMPENDIUM_SOURCE);
  });

  it.each([
    ["01015", "Cycling, general", 7.5],
    ["01030", "Cycling, 12–13.9 mph, moderate effort", 8.0],
    ["01040", "Cycling, 14–15.9 mph, vigorous effort", 10.0],
    ["01050", "Cycling, 16–19 mph, very fast", 12.0],
    ["02010", "Stationary bike, general", 7.0],
    ["02022", "Calisthenics, moderate (push-ups, sit-ups, lunges)", 3.8],
    ["02054", "Weight training, multiple exercises, 8–15 reps", 3.5],
    ["03020", "Aerobics, low impact", 5.0],
    ["03021", "Aerobics, high impact", 7.3],
    ["12150", "Running, general", 8.0],
    ["15610", "Soccer, casual", 7.0],
    ["17200", "Walking, 3.5 mph, brisk", 4.3],
  ])("code %s is %s at %d METs", (code, name, met) => {
    expect(activityByCode(code)).toMatchObject({ code, name, met, edition: "2011" });
  });

  it("no longer lists codes that the 2011 Compendium gives to other activities", () => {
    // 03016/03017 are step aerobics (7.5/9.5), 15605 is competitive soccer (10.0), 02030 is light calisthenics (3.5).
    for (const code of ["03016", "03017", "15605", "02030"]) expect(activityByCode(code)).toBeUndefined();
  });
});
