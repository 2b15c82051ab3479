import { describe, expect, it } from "vitest";
import { googleReturnParams, importSummary, lastRefreshText, rememberViewBeforeGoogle, viewAfterGoogle } from "./calendar-sync.view";

describe("calendar sync panel copy", () => {
  it("summarises an import", () => {
    expect(importSummary({ added: 3, updated: 0, total: 3, skipped: 0 })).toBe("Imported 3 new events");
    expect(importSummary({ added: 1, updated: 2, total: 5, skipped: 1 })).toBe("Imported 1 new event, 2 updated, 2 already up to date, 1 skipped");
  });
  it("shows a subscription's last refresh", () => {
    expect(lastRefreshText({ lastRefreshedAt: null, lastOk: null, eventCount: 0 })).toBe("Not refreshed yet");
    expect(lastRefreshText({ lastRefreshedAt: "2026-11-23T16:05:00.000Z", lastOk: true, eventCount: 1 })).toMatch(/^Updated Nov 23, \d{1,2}:05 (AM|PM) · 1 event$/);
    expect(lastRefreshText({ lastRefreshedAt: "2026-11-23T16:05:00.000Z", lastOk: false, lastMessage: "The address answered with status 404", eventCount: 4 })).toMatch(
      /^Refresh failed Nov 23, .*: The address answered with status 404$/,
    );
  });
  it("reads Google's return to the calendar page", () => {
    expect(googleReturnParams("?code=4%2F0Ab&state=xyz&scope=email")).toEqual({ code: "4/0Ab", state: "xyz" });
    expect(googleReturnParams("?error=access_denied&state=xyz")).toEqual({ error: "access_denied" });
    expect(googleReturnParams("?view=month")).toBeNull();
  });
});

describe("the calendar view across Google's consent screen", () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      setItem: (key: string, value: string) => void items.set(key, value),
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it("comes back to the view, date and member the family was on, once", () => {
    const storage = memoryStorage();
    rememberViewBeforeGoogle("?view=week&date=2026-11-23&member=abc&code=old", storage);
    expect(viewAfterGoogle(storage).toString()).toBe("view=week&date=2026-11-23&member=abc");
    expect(viewAfterGoogle(storage).toString()).toBe("");
  });

  it("comes back to the default view when nothing was remembered", () => {
    expect(viewAfterGoogle(memoryStorage()).toString()).toBe("");
  });
});
