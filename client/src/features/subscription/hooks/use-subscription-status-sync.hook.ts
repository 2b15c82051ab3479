import { useApolloClient, useQuery } from "@apollo/client/react";
import { hasFullAccess } from "../../../lib/session";
import { useSessionActor } from "../../../lib/session-context";
import { useLiveSubscription } from "../../../lib/live-reads";
import { SubscriptionStatusChangedSubscription, SubscriptionStatusQuery } from "../subscription-status.graphql";
import { useActivateSession } from "./use-activate-session.hook";

/** The last change this page acted on: a replay after a reconnect is not acted on twice. */
let lastSeen: number | null = null;

/** Statuses under which the household may have its full access back (the server decides, on the trade). */
const MAY_HAVE_ACCESS: ReadonlySet<string> = new Set(["trialing", "active", "past_due"]);

/**
 * Follows the household's billing on every screen (`subscriptionStatusChanged`), for any signed-in
 * session, a limited one too:
 * - the status goes into the cache, so the trial banner and the subscription page show a payment made
 *   on another device, or a trial that ended, at once;
 * - a session limited to the subscription page trades its token for a full one once the household may
 *   have its access back (paid on another device), and every screen reads again;
 * - a full session asks the session to check itself, which moves it to the subscription page when the
 *   trial or subscription has just ended (spec section 4).
 */
export function useSubscriptionStatusSync(signedIn: boolean): void {
  const client = useApolloClient();
  const session = useSessionActor();
  const activateSession = useActivateSession();
  // The status as the trial banner and the subscription page read it, with the point to follow it from
  // (a change made while the subscription starts is not missed); a reconnect resumes after the last change delivered.
  const { data: read } = useQuery(SubscriptionStatusQuery, { skip: !signedIn });
  const since = read?.billingSyncPoint;

  useLiveSubscription(SubscriptionStatusChangedSubscription, {
    variables: { since: since ?? null },
    skip: !signedIn || since === undefined,
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const change = data.data?.subscriptionStatusChanged;
      if (!change || (lastSeen !== null && change.sequence <= lastSeen)) return;
      lastSeen = change.sequence;
      client.cache.writeQuery({ query: SubscriptionStatusQuery, data: { subscriptionStatus: change.status, billingSyncPoint: change.sequence } });
      if (!hasFullAccess()) {
        if (MAY_HAVE_ACCESS.has(change.status.subscriptionStatus)) void activateSession().catch(() => undefined);
      } else {
        session.send({ type: "VALIDATE", now: Date.now() });
      }
    },
  });
}
