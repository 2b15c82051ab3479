import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import { GraphiQL } from "graphiql";
import { useMemo } from "react";

const DEFAULT_QUERY = `# Your household's shopping lists. Press the run button (or Ctrl+Enter).
query Lists {
  shoppingLists(status: all) {
    id
    name
    items {
      name
      quantity
      purchased
    }
  }
}
`;

/** GraphiQL against this server's /graphql, as the signed-in user (a lazy chunk of the developer page). */
export function GraphqlExplorer({ token }: { token: string }) {
  const fetcher = useMemo(
    () => async (params: unknown) => {
      const res = await fetch("/graphql", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/graphql-response+json, application/json",
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(params),
      });
      return res.json();
    },
    [token],
  );
  return (
    <div className="developers__explorer" data-testid="graphql-explorer">
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </div>
  );
}
