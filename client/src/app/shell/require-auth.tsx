import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { fromPromise, waitFor } from "xstate";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { checkAuth } from "../../lib/auth-api";
import { authGuardMachine, authSnapshot, validationDue, type AuthSnapshot } from "../../lib/auth-guard.machine";
import { AUTH_REDIRECT_KEY, shouldRememberRedirect } from "../../lib/auth-redirect";
import { readLastValidation, readOfflineRecord, readToken, recordValidation } from "../../lib/session";
import { useSessionActor, type SessionActor } from "../../lib/session-context";
import { writeStorage } from "../../lib/storage";

/** What the guard knows of the stored session right now. */
function currentAuth(): AuthSnapshot {
  return authSnapshot({
    token: readToken(),
    online: navigator.onLine,
    offlineRecord: readOfflineRecord(),
    lastValidation: readLastValidation(),
    now: Date.now(),
  });
}

const settled = (snapshot: ReturnType<SessionActor["getSnapshot"]>) => snapshot.hasTag("settled");

/** Step 4 through the session: verify or refresh, and answer the stored session afterwards. */
async function validateThroughSession(session: SessionActor): Promise<AuthSnapshot> {
  let snapshot = await waitFor(session, settled, { timeout: 30_000 });
  if (snapshot.matches("signedOut")) throw new Error("signed out");
  // The start-up check may just have validated the session.
  if (validationDue(currentAuth())) {
    session.send({ type: "VALIDATE", now: Date.now() });
    snapshot = await waitFor(session, settled, { timeout: 30_000 });
    if (snapshot.matches("signedOut")) throw new Error("signed out");
  }
  return currentAuth();
}

/**
 * The auth guard of every /app route (spec section 4): a loading screen while checking, the page
 * when allowed, a redirect otherwise. It checks on every navigation, on the browser's back and
 * forward buttons, and when the tab becomes visible again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionActor();

  const guard = useActorRef(
    authGuardMachine.provide({
      actors: {
        validateSession: fromPromise(() => validateThroughSession(session)),
        checkAuth: fromPromise<unknown, { auth: AuthSnapshot | null }>(() => checkAuth(readToken())),
      },
      actions: {
        recordValidation: (_, { now }) => recordValidation(now),
      },
    }),
  );
  const state = useSelector(guard, (s) => (s.hasTag("allowed") ? "allowed" : s.hasTag("redirected") ? "redirected" : "checking"));
  // Once a page was shown, a re-check in the background keeps showing it instead of a loading screen.
  const shownBefore = useSelector(guard, (s) => s.context.everAllowed);

  useEffect(() => {
    const subscription = guard.on("redirect", ({ to, rememberPath }) => {
      const here = window.location.pathname + window.location.search + window.location.hash;
      if (rememberPath && shouldRememberRedirect(here)) writeStorage(AUTH_REDIRECT_KEY, here);
      void navigate(to, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [guard, navigate]);

  const path = location.pathname;
  useEffect(() => {
    guard.send({ type: "CHECK", path, auth: currentAuth() });
  }, [guard, path, location.search]);

  useEffect(() => {
    const recheck = () => guard.send({ type: "CHECK", path: window.location.pathname, auth: currentAuth() });
    const onVisible = () => {
      if (document.visibilityState === "visible") recheck();
    };
    window.addEventListener("popstate", recheck);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("popstate", recheck);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [guard]);

  if (state === "allowed" || (state === "checking" && shownBefore)) return children;
  if (state === "redirected") return <LoadingScreen message="Redirecting..." />;
  return <LoadingScreen />;
}
