import { WasteChangedSubscription } from "../waste.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** Reads again whenever food is thrown away (or taken back) on any device of the household. */
export function useWasteLive(syncPoint: number | undefined, reload: () => void): void {
  useLiveSubscription(WasteChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: syncPoint === undefined,
    fetchPolicy: "no-cache",
    onData: reload,
  });
}
