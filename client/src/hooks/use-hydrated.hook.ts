import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while React hydrates markup that was rendered before the page's script ran (the sign-in page's
 * prerendered form, client/prerender-plugin.ts), true once its handlers are attached, and true from the
 * first render on a page rendered in the browser. Controls that would lose what is typed or clicked before
 * hydration stay disabled until then: React keeps a value typed into a prerendered input in the DOM but
 * not in state, so the next render would wipe it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
