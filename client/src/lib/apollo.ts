/**
 * The Apollo Client of the signed-in app: queries and mutations over HTTP, subscriptions over
 * graphql-ws, both carrying the bearer token and this tab's client id.
 */
import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient, type Client } from "graphql-ws";
import { from, mergeMap, throwError } from "rxjs";
import { AUTH_REDIRECT_KEY, isAuthPath, shouldRememberRedirect, SIGN_IN_PATH } from "./auth-redirect";
import { createAuthLink } from "./auth-link";
import { decodeTokenPayload } from "./auth-token";
import { reconnectDelayMs } from "./backoff";
import { getClientId } from "./client-id";
import { env, graphqlWsUrl } from "./env";
import { describeFailure, isUnauthenticated } from "./graphql-errors";
import { cacheKeyFor, PersistedCache } from "./outbox/persisted-cache";
import { resumingSubscriptions } from "./resuming-ws-link";
import { clearSession, onTokenChange, readStoredUser, readToken } from "./session";
import { reportUnauthorized, tokenRenewed } from "./session-events";
import { writeStorage } from "./storage";

export const CLIENT_ID_HEADER = "X-Hearth-Client";

/** Operations whose UNAUTHENTICATED answer means "wrong credentials", not "session expired". */
const CREDENTIAL_OPERATIONS = new Set(["Login", "Register", "GoogleSignIn", "ChangePassword"]);

/** Waits `ms` before the next reconnection attempt, or less: coming back online reconnects at once. */
function waitToReconnect(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}

function createWsClient(): Client {
  return createClient({
    url: () => graphqlWsUrl(),
    lazy: true,
    // Every close but graphql-ws's fatal ones (4400, 4401, 4500, protocol errors) is retried, 1013
    // included: the server sends it to a socket that fell too far behind (see
    // docs/security.md). On reconnect each subscription is sent again with its `since`, which the
    // link keeps at the last change it delivered (resuming-ws-link.ts), so the server replays
    // exactly what was missed.
    retryAttempts: Infinity,
    retryWait: (retries) => waitToReconnect(reconnectDelayMs(retries)),
    // Read on every (re)connection, so a restart after sign-in or logout sends the current token.
    connectionParams: () => {
      const token = readToken();
      return token ? { authorization: `Bearer ${token}`, clientId: getClientId() } : { clientId: getClientId() };
    },
  });
}

let redirecting = false;

/** Without a session machine listening: forget the session and start over at the sign-in screen. */
function endExpiredSession(): void {
  if (redirecting) return;
  redirecting = true;
  console.warn("Session expired - Please log in again to continue.");
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (shouldRememberRedirect(here)) writeStorage(AUTH_REDIRECT_KEY, here);
  clearSession();
  window.location.assign(SIGN_IN_PATH);
}

function createLink(wsClient: Client): ApolloLink {
  // Any 401 takes the session's expiry path (spec section 8): the session machine clears the session and
  // goes to sign in, or, when the trial or subscription ended, trades the token and opens the subscription page.
  const errorLink = new ErrorLink(({ error, operation, forward }) => {
    const failure = describeFailure(error);
    if (!isUnauthenticated(failure)) return;
    if (CREDENTIAL_OPERATIONS.has(operation.operationName ?? "")) return;
    // A request that went out with a token the session has since traded for a new one is sent again
    // once, with the new token, instead of ending the session.
    const context = operation.getContext() as { headers?: Record<string, string>; retriedWithNewToken?: boolean };
    const sent = context.headers?.Authorization?.replace(/^Bearer /, "") ?? null;
    if (!context.retriedWithNewToken) {
      return from(tokenRenewed()).pipe(
        mergeMap(() => {
          const current = readToken();
          if (current && current !== sent) {
            operation.setContext({ retriedWithNewToken: true });
            return forward(operation);
          }
          expire(failure.reason ?? null);
          return throwError(() => error);
        }),
      );
    }
    expire(failure.reason ?? null);
  });

  function expire(reason: string | null): void {
    if (readToken() === null || isAuthPath(window.location.pathname)) return;
    if (!reportUnauthorized(reason)) endExpiredSession();
  }

  // Waits while the session trades its token, so no request goes out with one that stops working.
  const authLink = createAuthLink(() => {
    const token = readToken();
    return { [CLIENT_ID_HEADER]: getClientId(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  });

  const httpLink = new HttpLink({ uri: env.graphqlPath, credentials: "same-origin" });
  const wsLink = new GraphQLWsLink(resumingSubscriptions(wsClient));

  return ApolloLink.from([
    errorLink,
    authLink,
    ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink),
  ]);
}

/** The cache, kept in localStorage per signed-in user so screens can show what they last knew while offline. */
function createCache(): PersistedCache {
  return new PersistedCache({
    typePolicies: {
      // Preferences have no id of their own: they belong to the profile and merge field by field.
      UserPreferences: { merge: true },
    },
  }, () => (readToken() ? cacheKeyFor(readStoredUser()?.id) : null));
}

/** Whose token it is (the `userId` claim), without trusting it for anything else. */
function userOf(token: string | null): string | null {
  const payload = token ? decodeTokenPayload(token) : null;
  return payload?.userId ?? payload?.id ?? null;
}

export function createApolloClient(): ApolloClient {
  const wsClient = createWsClient();
  const client = new ApolloClient({ link: createLink(wsClient), cache: createCache() });

  let signedInUser = userOf(readToken());
  onTokenChange(() => {
    // Reconnect with the new token (active subscriptions resubscribe on the new socket). Data that
    // belonged to someone else (or to nobody) is dropped; a refreshed token of the same user keeps it.
    wsClient.terminate();
    const user = userOf(readToken());
    if (user === null || user !== signedInUser) void client.clearStore();
    signedInUser = user;
  });

  // A socket does not notice a lost network by itself: drop it, and reconnect (resubscribing from
  // the last sequence seen) as soon as the browser is back online.
  window.addEventListener("offline", () => wsClient.terminate());

  return client;
}

let instance: ApolloClient | null = null;

/** The one client of this page, created on first use (public pages never load this module). */
export function getApolloClient(): ApolloClient {
  instance ??= createApolloClient();
  return instance;
}
