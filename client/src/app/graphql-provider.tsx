import { ApolloProvider } from "@apollo/client/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen/loading-screen";
import { getApolloClient } from "../lib/apollo";
import { RouterNavigation } from "./router-navigation";
import { SessionProvider } from "./shell/session-provider";

/**
 * Layout route around everything that talks GraphQL (sign-in screen and /app), with the session
 * machine. Loaded lazily, so Apollo, graphql-ws and XState stay out of the public pages' bundle.
 */
export function GraphqlProvider() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <RouterNavigation>
        <SessionProvider>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </SessionProvider>
      </RouterNavigation>
    </ApolloProvider>
  );
}
