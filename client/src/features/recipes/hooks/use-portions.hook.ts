import { useQuery } from "@apollo/client/react";
import { useMemo, useState } from "react";
import {
  DEFAULT_SCALING_METHOD,
  defaultServings,
  householdSize,
  portionLines,
  totalPortions,
  type ScalingMethod,
} from "../../../lib/portions";
import { readStorage, writeStorage } from "../../../lib/storage";
import { PortionDataQuery } from "../recipes.graphql";

const METHOD_KEY = "recipeScalingMethod";
const HOUSEHOLD_SIZE_KEY = "householdSize";

/** The family's portions and the servings a recipe opens at (spec sections 4 and 5). */
export function usePortions() {
  // Family members are refetched every time (spec section 9: stale 0), the profile from cache first.
  const { data } = useQuery(PortionDataQuery, { fetchPolicy: "cache-and-network" });
  const [method, setMethodState] = useState<ScalingMethod>(() =>
    readStorage(METHOD_KEY) === "household" ? "household" : DEFAULT_SCALING_METHOD,
  );
  const setMethod = (next: ScalingMethod) => {
    setMethodState(next);
    writeStorage(METHOD_KEY, next);
  };
  return useMemo(() => {
    const members = data?.familyMembers ?? [];
    const preferences = data?.profile?.preferences ?? null;
    const lines = portionLines(members, preferences, "You");
    const size = householdSize(preferences, readStorage(HOUSEHOLD_SIZE_KEY), members);
    return {
      loaded: Boolean(data),
      method,
      setMethod,
      lines,
      householdSize: size,
      totalPortions: totalPortions(lines),
      servings: defaultServings(method, lines, size),
    };
  }, [data, method]);
}
