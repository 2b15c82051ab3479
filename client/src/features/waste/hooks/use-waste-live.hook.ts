import { useSubscription } from "@apollo/client/react";
import { useEffect } from "react";
import { WasteChangedSubscription } from "../waste.graphql";

const RETRY_AFTER_ERROR_MS = 5000;

/** Reads again whenever food is thrown away (or taken back) on any device of the household. */
export function useWasteLive(syncPoint: number | undefined, reload: () => void): void {
  const { error, restart } = useSubscription(WasteChangedSubscription, {
    variables: { since: syncPoint ?? null },
    skip: syncPoint === undefined,
    fetchPolicy: "no-cache",
    onData: reload,
  });
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(restart, RETRY_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error, restart]);
}
