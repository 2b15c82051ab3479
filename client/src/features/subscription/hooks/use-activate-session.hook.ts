import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { refreshToken } from "../../../lib/auth-api";
import { decodeTokenPayload } from "../../../lib/auth-token";
import { useSessionActor } from "../../../lib/session-context";
import { announceTokenChange, readToken, storeToken } from "../../../lib/session";

/**
 * After a payment: a session limited to the subscription page ('subscription_only') is traded for one
 * with full access, handed to the session (which checks it and keeps the user), and every screen's
 * data is fetched again.
 */
export function useActivateSession() {
  const client = useApolloClient();
  const session = useSessionActor();
  return useCallback(async () => {
    const token = readToken();
    if (token && decodeTokenPayload(token)?.access === "subscription_only") {
      // One trade at a time: the payment's own answer and the live status change may both ask for it.
      trading ??= trade(token).finally(() => {
        trading = null;
      });
      await trading;
    }
    await client.refetchQueries({ include: "active" });

    async function trade(limited: string) {
      const renewed = await refreshToken(limited);
      storeToken(renewed);
      // The live connection reconnects with the new token; data of the limited session is dropped.
      announceTokenChange();
      session.send({ type: "TOKEN_REPLACED", token: renewed, now: Date.now() });
      await client.clearStore();
    }
  }, [client, session]);
}

let trading: Promise<void> | null = null;
