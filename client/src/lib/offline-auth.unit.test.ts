import { describe, expect, it } from "vitest";
import { evaluateOfflineRecord, parseOfflineRecord } from "./offline-auth";
import { OFFLINE_RECORD_TTL_MS } from "./session-constants";
import { tokenExpiringIn } from "./testing/tokens";

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

describe("the offline auth record (spec section 4)", () => {
  it("counts as signed in while under 24 h old with an unexpired token", () => {
    const record = { token: tokenExpiringIn(NOW, 60), authenticated: false, timestamp: NOW - 3_600_000 };
    expect(evaluateOfflineRecord(record, NOW)).toBe("signed-in");
  });

  it("with an expired token, follows its authenticated flag", () => {
    const token = tokenExpiringIn(NOW, -60);
    expect(evaluateOfflineRecord({ token, authenticated: true, timestamp: NOW - 60_000 }, NOW)).toBe("signed-in");
    expect(evaluateOfflineRecord({ token, authenticated: false, timestamp: NOW - 60_000 }, NOW)).toBe("signed-out");
  });

  it(`is stale (to be deleted) at ${OFFLINE_RECORD_TTL_MS / 3_600_000} h`, () => {
    const record = { token: tokenExpiringIn(NOW, 60), authenticated: true, timestamp: NOW - OFFLINE_RECORD_TTL_MS };
    expect(evaluateOfflineRecord(record, NOW)).toBe("stale");
    expect(evaluateOfflineRecord({ ...record, timestamp: NOW - OFFLINE_RECORD_TTL_MS + 1 }, NOW)).toBe("signed-in");
  });

  it("reads only well-formed records", () => {
    expect(parseOfflineRecord(JSON.stringify({ token: "a.b.c", authenticated: true, timestamp: 1 }))).toEqual({
      token: "a.b.c",
      authenticated: true,
      timestamp: 1,
    });
    expect(parseOfflineRecord("{bad")).toBeNull();
    expect(parseOfflineRecord(JSON.stringify({ token: 1 }))).toBeNull();
    expect(evaluateOfflineRecord(null, NOW)).toBe("signed-out");
  });
});
