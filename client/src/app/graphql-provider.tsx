import { ApolloProvider } from "@apollo/client/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen/loading-screen";
import { getApolloClient } from "../lib/apollo";

/**
 * Layout route around everything that talks GraphQL (sign-in screen and /app). Loaded lazily, so
 * Apollo and graphql-ws stay out of the public pages' bundle.
 */
export function GraphqlProvider() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </ApolloProvider>
  );
}
