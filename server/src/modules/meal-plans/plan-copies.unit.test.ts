import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { derivedId, repeatCopies, sha256Hex, weekCopies } from "./plan-copies.js";

describe("copies of planned meals", () => {
  it("hashes exactly as Node does, for short, long and non-ASCII texts", () => {
    for (const text of ["", "abc", "h1:copy:e1:2026-11-30", "x".repeat(55), "y".repeat(56), "z".repeat(64), "crème brûlée 🍮".repeat(20)]) {
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
    }
    expect(derivedId("h1:repeat:e1:2026-12-07")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("copies a week to the same weekdays of the target week, leftovers left out, under ids that do not change", () => {
    const sources = [
      { id: "e1", date: "2026-11-23", kind: "recipe" },
      { id: "e2", date: "2026-11-29", kind: "leftover" },
    ];
    const copies = weekCopies("h1", sources, "2026-11-23", "2026-11-30");
    expect(copies.map((c) => [c.source.id, c.date])).toEqual([["e1", "2026-11-30"]]);
    expect(copies[0]!.id).toBe(derivedId("h1:copy:e1:2026-11-30"));
    expect(weekCopies("h1", sources, "2026-11-23", "2026-11-30")[0]!.id).toBe(copies[0]!.id);
    expect(weekCopies("h2", sources, "2026-11-23", "2026-11-30")[0]!.id).not.toBe(copies[0]!.id);
  });

  it("repeats a meal every week the number of times asked", () => {
    const copies = repeatCopies("h1", { id: "e1", date: "2026-11-28" }, 7, 3);
    expect(copies.map((c) => c.date)).toEqual(["2026-12-05", "2026-12-12", "2026-12-19"]);
    expect(new Set(copies.map((c) => c.id)).size).toBe(3);
  });
});
