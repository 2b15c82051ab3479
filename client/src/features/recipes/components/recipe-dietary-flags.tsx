import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { conflictLabel, conflictReason } from "../../../lib/dietary-labels";
import { RecipeDietaryChangedSubscription, RecipeDietaryFlagsQuery } from "../recipe-dietary.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** Family members this recipe does not suit (an allergy or a diet), and why; live. Shows nothing when it suits everyone. */
export function RecipeDietaryFlags({ recipeId }: { recipeId: string }) {
  const { data, refetch } = useQuery(RecipeDietaryFlagsQuery, { variables: { recipeId }, fetchPolicy: "cache-and-network" });
  useLiveSubscription(RecipeDietaryChangedSubscription, {
    variables: { since: data?.dietarySyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const flags = data?.recipeDietaryFlags ?? [];
  if (flags.length === 0) return null;

  return (
    <section className="recipe-dietary" role="note" aria-labelledby="recipe-dietary-heading" data-testid="recipe-dietary-flags">
      <h2 id="recipe-dietary-heading">Not for everyone at your table</h2>
      <ul>
        {flags.map((flag) => (
          <li key={flag.memberId}>
            <strong>{flag.name}</strong>:{" "}
            {flag.conflicts.map((c, i) => (
              <span key={i}>
                {i > 0 ? "; " : null}
                {conflictLabel(c)} ({conflictReason(c)})
              </span>
            ))}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/app/pantry-dietary-analysis">See the dietary analysis</Link>
      </p>
    </section>
  );
}
