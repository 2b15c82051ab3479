import { useQuery } from "@apollo/client/react";
import { graphql } from "../gql";
import { useLiveSubscription } from "../lib/live-reads";

const ExpiringPantryCountQuery = graphql(`
  query ExpiringPantryCount {
    pantryExpiringCount
  }
`);

const ExpiringPantryChangedSubscription = graphql(`
  subscription ExpiringPantryChanged {
    pantryChanged {
      sequence
    }
  }
`);

/**
 * How many pantry items expired or expire within the household's window (home screen and navigation),
 * read again whenever the pantry changes on any device of the family. null while unknown.
 */
export function useExpiringCount(enabled = true): number | null {
  const { data, refetch } = useQuery(ExpiringPantryCountQuery, { skip: !enabled, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  useLiveSubscription(ExpiringPantryChangedSubscription, {
    skip: !enabled,
    fetchPolicy: "no-cache",
    onData: () => {
      refetch().catch(() => undefined);
    },
  });
  return data?.pantryExpiringCount ?? null;
}
