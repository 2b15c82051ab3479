/** Spec section 2 "Loading screen": the message is chosen by a fragment of the path, first match wins. */
const MESSAGES: ReadonlyArray<readonly [fragment: string, message: string]> = [
  ["/pantry", "Loading your pantry..."],
  ["/shopping", "Loading shopping lists..."],
  ["/recipes", "Loading recipes..."],
  ["/meal-planner", "Loading meal planner..."],
  ["/budget", "Loading budget tracker..."],
  ["/products", "Loading products..."],
  ["/profile", "Loading profile..."],
  ["/waste", "Loading waste analytics..."],
  ["/admin", "Loading admin dashboard..."],
];

export const DEFAULT_LOADING_MESSAGE = "Loading...";

export function loadingMessageFor(pathname: string): string {
  return MESSAGES.find(([fragment]) => pathname.includes(fragment))?.[1] ?? DEFAULT_LOADING_MESSAGE;
}
