import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { useToast } from "../../components/toast/use-toast.hook";
import { reconnectDelayMs } from "../backoff";
import { isClaimed, onClaimsChanged } from "./outbox-claims";
import type { Courier } from "./outbox-courier";
import { waitingOutboxes } from "./outbox-keys";

/** Every localStorage key (none when storage is unavailable). */
function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/**
 * The app shell's courier (`outbox-courier.ts`): changes a screen queued and left behind are sent once
 * the device is online, whichever screen is open. Its code loads only when such a change waits and the
 * device is online: on the session's start, when the device comes back online and when a screen closes
 * with changes waiting.
 */
export function useOutboxCourier(userId: string | null): void {
  const client = useApolloClient();
  const { toast } = useToast();

  useEffect(() => {
    if (!userId) return;
    let courier: Courier | null = null;
    let closed = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Offline there is nothing to send, and the courier's code may not be on the device yet: the `online` event wakes it.
    const wake = () => {
      clearTimeout(retry);
      if (closed || !navigator.onLine) return;
      const waiting = waitingOutboxes(storedKeys(), userId).filter((key) => !isClaimed(key));
      if (waiting.length === 0) return;
      import("./outbox-courier")
        .then(({ createCourier }) => {
          if (closed) return;
          courier ??= createCourier({ client, userId, toast });
          return courier.wake();
        })
        .then(() => void (failures = 0))
        // Its code did not come (the connection is not quite back, or went again): tried again shortly.
        .catch(() => void (retry = setTimeout(wake, reconnectDelayMs(failures++))));
    };
    wake();
    const stopClaims = onClaimsChanged((_key, claimed) => {
      if (!claimed) wake();
    });
    window.addEventListener("online", wake);
    return () => {
      closed = true;
      clearTimeout(retry);
      stopClaims();
      window.removeEventListener("online", wake);
      courier?.stop();
    };
  }, [client, toast, userId]);
}
