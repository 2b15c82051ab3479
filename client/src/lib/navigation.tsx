import { carryToastsToNextPage } from "../components/toast/carried-toasts";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

/**
 * How a screen moves the browser, without knowing whether a router runs it. Inside the app the router
 * provides it (`app/router-navigation.tsx`); the standalone sign-in page (`src/sign-in.tsx`, which
 * loads no router so its first download stays small) uses the browser's own navigation below.
 */
export interface Navigation {
  /** Goes to `to`, replacing the current history entry. */
  navigate(to: string): void;
  /** Reloads the page (after sign-in, the spec's one reload). */
  reload(): void;
  /** The current query string, and a way to change it in place (replacing the history entry). */
  useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void];
  /** An in-app link. */
  Link(props: AppLinkProps): ReactNode;
}

export interface AppLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** A sign-in path: the standalone page stays on it without loading anything. */
const SIGN_IN_PATHS = /^\/(app\/auth|app\/login|login|auth)\/?$/i;

let leaving = false;

/** Whole-page navigation: a new path is a new page load, which is also the reload after sign-in. */
export const pageNavigation: Navigation = {
  navigate(to) {
    const target = new URL(to, window.location.href);
    if (SIGN_IN_PATHS.test(target.pathname)) {
      window.history.replaceState(null, "", target.pathname + target.search + target.hash);
      return;
    }
    leaving = true;
    carryToastsToNextPage();
    window.location.replace(target.href);
  },
  reload() {
    // Already on the way to a fresh page load: reloading now would load this page again instead.
    if (leaving) return;
    carryToastsToNextPage();
    window.location.reload();
  },
  useSearchParams() {
    // No `window` when the build prerenders the sign-in page (src/sign-in.prerender.tsx): no query then.
    const [params, setParams] = useState(() => new URLSearchParams(globalThis.location?.search ?? ""));
    const update = useCallback((next: URLSearchParams) => {
      const query = next.toString();
      window.history.replaceState(null, "", window.location.pathname + (query ? `?${query}` : "") + window.location.hash);
      setParams(new URLSearchParams(next));
    }, []);
    return [params, update];
  },
  Link({ to, className, children }) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  },
};

export const NavigationContext = createContext<Navigation>(pageNavigation);

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

/** A link to a page of the site, through the router when one runs the page. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}
