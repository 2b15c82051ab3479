import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { useToast } from "../../components/toast/use-toast.hook";
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
    // Offline there is nothing to send, and the courier's code may not be on the device yet: the `online` event wakes it.
    const wake = () => {
      if (!navigator.onLine) return;
      const waiting = waitingOutboxes(storedKeys(), userId).filter((key) => !isClaimed(key));
      if (waiting.length === 0) return;
      import("./outbox-courier")
        .then(({ createCourier }) => {
          if (closed) return;
          courier ??= createCourier({ client, userId, toast });
          courier.wake();
        })
        .catch(() => undefined); // the connection went again while loading; the next `online` tries again
    };
    wake();
    const stopClaims = onClaimsChanged((_key, claimed) => {
      if (!claimed) wake();
    });
    window.addEventListener("online", wake);
    return () => {
      closed = true;
      stopClaims();
      window.removeEventListener("online", wake);
      courier?.stop();
    };
  }, [client, toast, userId]);
}
