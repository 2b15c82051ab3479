/**
 * The Apollo Client of the signed-in app: queries and mutations over HTTP, subscriptions over
 * graphql-ws, both carrying the bearer token and this tab's client id.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient, type Client } from "graphql-ws";
import { AUTH_REDIRECT_KEY, isAuthPath, shouldRememberRedirect, SIGN_IN_PATH } from "./auth-redirect";
import { reconnectDelayMs } from "./backoff";
import { getClientId } from "./client-id";
import { env, graphqlWsUrl } from "./env";
import { describeFailure, isUnauthenticated } from "./graphql-errors";
import { clearSession, onTokenChange, readToken } from "./session";
import { writeStorage } from "./storage";

export const CLIENT_ID_HEADER = "X-Hearth-Client";

/** Operations whose UNAUTHENTICATED answer means "wrong credentials", not "session expired". */
const CREDENTIAL_OPERATIONS = new Set(["Login", "Register"]);

function createWsClient(): Client {
  return createClient({
    url: () => graphqlWsUrl(),
    lazy: true,
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    // Read on every (re)connection, so a restart after sign-in or logout sends the current token.
    connectionParams: () => {
      const token = readToken();
      return token ? { authorization: `Bearer ${token}`, clientId: getClientId() } : { clientId: getClientId() };
    },
  });
}

let redirecting = false;

/** The session is no longer accepted: forget it and start over at the sign-in screen. */
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
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (!isUnauthenticated(describeFailure(error))) return;
    if (CREDENTIAL_OPERATIONS.has(operation.operationName ?? "")) return;
    if (readToken() === null || isAuthPath(window.location.pathname)) return;
    endExpiredSession();
  });

  const authLink = new SetContextLink((prevContext) => {
    const token = readToken();
    return {
      headers: {
        ...prevContext.headers,
        [CLIENT_ID_HEADER]: getClientId(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    };
  });

  const httpLink = new HttpLink({ uri: env.graphqlPath, credentials: "same-origin" });
  const wsLink = new GraphQLWsLink(wsClient);

  return ApolloLink.from([
    errorLink,
    authLink,
    ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink),
  ]);
}

function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Preferences have no id of their own: they belong to the profile and merge field by field.
      UserPreferences: { merge: true },
    },
  });
}

export function createApolloClient(): ApolloClient {
  const wsClient = createWsClient();
  const client = new ApolloClient({ link: createLink(wsClient), cache: createCache() });

  onTokenChange(() => {
    // Reconnect with the new token (active subscriptions resubscribe on the new socket) and drop
    // data that belonged to the previous session.
    wsClient.terminate();
    void client.clearStore();
  });

  return client;
}

let instance: ApolloClient | null = null;

/** The one client of this page, created on first use (public pages never load this module). */
export function getApolloClient(): ApolloClient {
  instance ??= createApolloClient();
  return instance;
}
