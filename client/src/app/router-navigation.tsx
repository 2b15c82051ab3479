import { useMemo, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { NavigationContext, pageNavigation, type AppLinkProps, type Navigation } from "../lib/navigation";

function RouterLink({ to, className, children }: AppLinkProps) {
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

function useRouterSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  return [params, (next) => setParams(next, { replace: true })];
}

/** Navigation for the screens the router runs: client-side moves, the router's query string. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({
      navigate: (to) => void navigate(to, { replace: true }),
      // The same reload as the standalone page's (it carries the toasts on screen to the next page).
      reload: pageNavigation.reload,
      useSearchParams: useRouterSearchParams,
      Link: RouterLink,
    }),
    [navigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
