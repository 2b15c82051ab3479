/**
 * A random id per browser tab, sent as `X-Hearth-Client` and in the WebSocket connection params.
 * The server echoes it as `sourceClientId` on live events so a tab can tell its own changes apart.
 */
import { createRandomId } from "./random-id";

export const CLIENT_ID_KEY = "hearth_client_id";
const CHANNEL_NAME = "hearth-client-id";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

export function isValidClientId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

/** Reuses a valid stored id, otherwise stores a new one; works (unsaved) when storage is unavailable. */
export function loadOrCreateClientId(store: KeyValueStore | null, generate: () => string = createRandomId): string {
  let stored: string | null = null;
  try {
    stored = store?.getItem(CLIENT_ID_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isValidClientId(stored)) return stored;
  const id = generate();
  try {
    store?.setItem(CLIENT_ID_KEY, id);
  } catch {
    // Kept in memory only.
  }
  return id;
}

let current: string | null = null;

function sessionStore(): KeyValueStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** This tab's id (created on first use). */
export function getClientId(): string {
  current ??= loadOrCreateClientId(sessionStore());
  return current;
}

type ChannelMessage = { type: "claim" | "taken"; id: string };

/**
 * "Duplicate tab" copies sessionStorage, so two tabs could start with the same id. The newcomer
 * announces its id; a tab already using it answers and the newcomer takes a fresh one.
 */
export function startClientIdGuard(): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
    const message = event.data;
    if (!message || message.id !== getClientId()) return;
    if (message.type === "claim") {
      channel.postMessage({ type: "taken", id: message.id } satisfies ChannelMessage);
    } else {
      current = createRandomId();
      try {
        sessionStore()?.setItem(CLIENT_ID_KEY, current);
      } catch {
        // Kept in memory only.
      }
    }
  };
  channel.postMessage({ type: "claim", id: getClientId() } satisfies ChannelMessage);
  return () => channel.close();
}
