import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { AUTH_REDIRECT_KEY, shouldRememberRedirect, SIGN_IN_PATH } from "../../lib/auth-redirect";
import { decideAppAccess, SUBSCRIPTION_PATH } from "../../lib/auth-token";
import { onOtherTabTokenChange, readToken } from "../../lib/session";
import { writeStorage } from "../../lib/storage";

/**
 * Client-side guard of the /app routes: without a valid stored token the visitor signs in first and
 * comes back here afterwards. Re-evaluated on navigation and when another tab signs in or out.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSyncExternalStore(onOtherTabTokenChange, readToken, () => null);
  const access = decideAppAccess(token, location.pathname);

  if (access === "sign-in") return <RedirectToSignIn from={location.pathname + location.search + location.hash} />;
  if (access === "subscription") return <Navigate to={SUBSCRIPTION_PATH} replace />;
  return children;
}

function RedirectToSignIn({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (shouldRememberRedirect(from)) writeStorage(AUTH_REDIRECT_KEY, from);
    void navigate(SIGN_IN_PATH, { replace: true });
  }, [from, navigate]);
  return <LoadingScreen message="Redirecting to sign in..." />;
}
