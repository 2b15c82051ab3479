import { describe, expect, it } from "vitest";
import { acknowledge, pauseTimer, remainingMs, resetTimer, ringing, startTimer } from "./cook-timers";

describe("cooking timers", () => {
  it("runs by deadline, pauses and resumes with what was left", () => {
    let timers = startTimer({}, "s1", "Simmer", 60_000, 1_000);
    expect(remainingMs(timers.s1!, 31_000)).toBe(30_000);
    timers = pauseTimer(timers, "s1", 31_000);
    expect(remainingMs(timers.s1!, 99_000)).toBe(30_000);
    timers = startTimer(timers, "s1", "Simmer", 60_000, 100_000);
    expect(remainingMs(timers.s1!, 110_000)).toBe(20_000);
    expect(startTimer(timers, "s1", "Simmer", 60_000, 120_000)).toBe(timers);
  });

  it("rings once due until acknowledged, several at once", () => {
    let timers = startTimer({}, "a", "Pasta", 10_000, 0);
    timers = startTimer(timers, "b", "Sauce", 20_000, 0);
    expect(ringing(timers, 9_999)).toEqual([]);
    expect(ringing(timers, 20_000).map((t) => t.id)).toEqual(["a", "b"]);
    timers = acknowledge(timers, "a");
    expect(ringing(timers, 25_000).map((t) => t.id)).toEqual(["b"]);
    expect(resetTimer(timers, "b").b).toBeUndefined();
  });
});
