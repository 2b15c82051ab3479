/** The offline auth record (spec sections 3 and 4): what counts as signed in while the network is gone. */
import { decodeTokenPayload, isTokenExpired } from "./auth-token";
import { OFFLINE_RECORD_TTL_MS } from "./session-constants";

export interface OfflineAuthRecord {
  token: string;
  authenticated: boolean;
  /** When a server check last succeeded (ms). */
  timestamp: number;
}

export function parseOfflineRecord(raw: string | null): OfflineAuthRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OfflineAuthRecord>;
    if (typeof value.token !== "string" || typeof value.timestamp !== "number" || typeof value.authenticated !== "boolean") {
      return null;
    }
    return { token: value.token, authenticated: value.authenticated, timestamp: value.timestamp };
  } catch {
    return null;
  }
}

/**
 * A record under 24 h old counts as signed in if its token is unexpired, else per its authenticated
 * flag; an older (or unreadable) one is 'stale' and must be deleted.
 */
export function evaluateOfflineRecord(record: OfflineAuthRecord | null, nowMs: number): "signed-in" | "signed-out" | "stale" {
  if (!record) return "signed-out";
  if (nowMs - record.timestamp >= OFFLINE_RECORD_TTL_MS) return "stale";
  const payload = decodeTokenPayload(record.token);
  if (payload && !isTokenExpired(payload, nowMs)) return "signed-in";
  return record.authenticated ? "signed-in" : "signed-out";
}
