import { useActorRef } from "@xstate/react";
import { useEffect, useMemo, type ReactNode } from "react";
import { fromPromise } from "xstate";
import { useToast } from "../../components/toast/use-toast.hook";
import * as authApi from "../../lib/auth-api";
import { AUTH_REDIRECT_KEY, shouldRememberRedirect } from "../../lib/auth-redirect";
import { decodeTokenPayload, isTokenExpired } from "../../lib/auth-token";
import { evaluateOfflineRecord } from "../../lib/offline-auth";
import {
  announceTokenChange,
  clearSession,
  clearTokens,
  discardBadStoredTokens,
  onTokenChange,
  readOfflineRecord,
  readToken,
  recordValidation,
  removeOfflineRecord,
  saveSession,
  storeOfflineRecord,
  storeToken,
  storeUser,
} from "../../lib/session";
import { REFRESH_THRESHOLD_MS } from "../../lib/session-constants";
import { useNavigation } from "../../lib/navigation";
import { SessionContext, type SessionActor } from "../../lib/session-context";
import { SignInSessionContext, signInSessionOf, type SignInSession } from "../../lib/sign-in-session";
import { beginTokenRenewal, endTokenRenewal, onUnauthorized } from "../../lib/session-events";
import { sessionMachine } from "../../lib/session.machine";
import { removeStorage, writeStorage } from "../../lib/storage";

/** A stored token another tab refreshed meanwhile, if it is still good for a while. */
function freshTokenFromAnotherTab(used: string | null): string | null {
  const stored = readToken();
  if (!stored || stored === used) return null;
  const payload = decodeTokenPayload(stored);
  if (!payload || isTokenExpired(payload, Date.now())) return null;
  return typeof payload.exp === "number" && payload.exp * 1000 - Date.now() > REFRESH_THRESHOLD_MS ? stored : null;
}

/**
 * Refreshes at most once across the tabs of this browser: a refresh retires the old token on the
 * server, so a second tab refreshing with it would fail and sign everyone out. The second tab takes
 * the token the first one stored instead.
 */
async function refreshOnce(token: string | null): Promise<string> {
  const run = async () => {
    const already = freshTokenFromAnotherTab(token);
    if (already) return already;
    try {
      return await authApi.refreshToken(token);
    } catch (error) {
      const meanwhile = freshTokenFromAnotherTab(token);
      if (meanwhile) return meanwhile;
      throw error;
    }
  };
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request("hearth-session-refresh", run) : run();
}

/**
 * Runs the session machine for the sign-in screen and the app: the browser's storage, the REST calls
 * of spec section 7, navigation and toasts are its side effects.
 */
function useSessionMachine(): SessionActor {
  const navigation = useNavigation();
  const { toast } = useToast();

  const actor = useActorRef(
    sessionMachine.provide({
      actors: {
        checkSession: fromPromise(async ({ input }) => {
          const { user } = await authApi.checkAuth(input.token);
          return { user };
        }),
        refreshSession: fromPromise(({ input }) => refreshOnce(input.token)),
        endSession: fromPromise(({ input }) => authApi.logout(input.token)),
        login: fromPromise(({ input }) => authApi.login(input)),
        register: fromPromise(({ input }) => authApi.register(input)),
        googleSignIn: fromPromise(({ input }) => authApi.googleSignIn(input)),
      },
      actions: {
        persistSession: (_, { token, user }) => saveSession(token, user ?? {}),
        persistToken: (_, { token }) => {
          storeToken(token);
          announceTokenChange();
        },
        persistUser: (_, { user }) => storeUser(user),
        recordValidation: (_, { now }) => recordValidation(now),
        storeOfflineRecord: (_, { token, now }) => storeOfflineRecord({ token, authenticated: true, timestamp: now }),
        clearSession: () => clearSession(),
        clearTokens: () => {
          clearTokens();
          announceTokenChange();
        },
        rememberLocation: () => {
          const here = window.location.pathname + window.location.search + window.location.hash;
          if (shouldRememberRedirect(here)) writeStorage(AUTH_REDIRECT_KEY, here);
        },
        forgetSavedRedirect: () => removeStorage(AUTH_REDIRECT_KEY),
        warnExpired: () => console.warn("Session expired - Please log in again to continue."),
      },
    }),
  );

  // While the session trades its token, requests wait for the new one (the old one stops working).
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches({ signedIn: "refreshing" }) || snapshot.matches({ signedIn: "limiting" })) beginTokenRenewal();
      else endTokenRenewal();
    });
    return () => {
      subscription.unsubscribe();
      endTokenRenewal();
    };
  }, [actor]);

  // Toasts, navigation and reloads the session asks for.
  useEffect(() => {
    const subscriptions = [
      actor.on("notify", ({ notice }) => toast(notice)),
      actor.on("navigate", ({ to }) => navigation.navigate(to)),
      actor.on("reload", () => navigation.reload()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, navigation, toast]);

  useEffect(() => {
    // Start-up cleanup of corrupted tokens, then the stored state goes to the machine.
    discardBadStoredTokens();
    const now = Date.now();
    const offlineRecord = readOfflineRecord();
    if (offlineRecord && evaluateOfflineRecord(offlineRecord, now) === "stale") removeOfflineRecord();
    actor.send({ type: "START", token: readToken(), now, offlineRecord: offlineRecord });
    // A token stored elsewhere (another tab, or a screen of this tab such as a password change or a
    // renewed subscription) replaces the session's; its own writes store the token it already holds.
    const stopTokenChanges = onTokenChange(() =>
      // After the current transition has settled, so the session's own writes compare equal.
      queueMicrotask(() => {
        const token = readToken();
        if (token !== actor.getSnapshot().context.token) actor.send({ type: "TOKEN_REPLACED", token, now: Date.now() });
      }),
    );
    const stopUnauthorized = onUnauthorized((reason) => actor.send({ type: "EXPIRED", reason }));
    return () => {
      stopTokenChanges();
      stopUnauthorized();
    };
  }, [actor]);

  return actor;
}

/** The session for everything below: its actor, and the sign-in forms' view of it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useSessionMachine();
  const signIn = useMemo(() => signInSessionOf(actor), [actor]);
  return (
    <SessionContext.Provider value={actor}>
      <SignInSessionContext.Provider value={signIn}>{children}</SignInSessionContext.Provider>
    </SessionContext.Provider>
  );
}

/**
 * The same session without children, for the standalone sign-in page, which loads it after first paint
 * (`app/deferred-session-provider.tsx`): it hands its sign-in view over once the machine has started.
 */
export function SessionRunner({ onReady }: { onReady: (session: SignInSession) => void }) {
  const actor = useSessionMachine();
  const signIn = useMemo(() => signInSessionOf(actor), [actor]);
  // After the machine's own effects above, so START has been sent.
  useEffect(() => onReady(signIn), [signIn, onReady]);
  return null;
}
