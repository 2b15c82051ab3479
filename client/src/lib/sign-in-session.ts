/**
 * What the sign-in forms need from the session: its state as they show it, and a way to send it a
 * sign-in. Inside the app the session machine's actor backs it (`signInSessionOf`, given by the
 * SessionProvider); the standalone sign-in page starts with a stand-in that queues the first sign-in
 * until the machine, loaded after first paint, runs it (`app/deferred-session-provider.tsx`). Nothing
 * here imports XState at run time, so the standalone page's first download stays without it.
 */
import { createContext, useContext } from "react";
import type { AuthFailure } from "./auth-api";
import type { SessionActor, SessionSnapshot } from "./session-context";
import type { SessionEvent } from "./session.machine";

export type SignInEvent = Extract<SessionEvent, { type: "LOGIN" | "REGISTER" | "GOOGLE" }>;

export interface SignInState {
  /** Which attempt is under way (or just succeeded and is about to move on), if any. */
  busy: "login" | "register" | "google" | null;
  googleIntent: "login" | "register" | null;
  /** Why the last attempt failed (the shared login path's message), shown under the form. */
  failure: AuthFailure | null;
  /** The session is still starting up (reading and checking a stored token). */
  starting: boolean;
  /** A registration just succeeded (the form is cleared). */
  registered: boolean;
}

export interface SignInSession {
  send(event: SignInEvent): void;
  /** Calls `listener` whenever the state may have changed. */
  subscribe(listener: () => void): () => void;
  /** The same object as long as nothing the forms show changed. */
  getState(): SignInState;
}

export const SignInSessionContext = createContext<SignInSession | null>(null);

export function useSignInSession(): SignInSession {
  const session = useContext(SignInSessionContext);
  if (!session) throw new Error("useSignInSession must be used below a session provider");
  return session;
}

/** The sign-in screen's view of a session machine snapshot. */
export function signInStateOf(s: SessionSnapshot): SignInState {
  const google = s.context.googleIntent !== null;
  let busy: SignInState["busy"] = null;
  if (s.matches({ signingIn: "login" })) busy = "login";
  else if (s.matches({ signingIn: "register" }) || s.matches("registered")) busy = "register";
  else if (s.matches({ signingIn: "google" })) busy = "google";
  else if (s.matches("welcoming") || s.matches("trialExpired") || s.matches("reloading")) busy = google ? "google" : "login";
  return {
    busy,
    googleIntent: s.context.googleIntent,
    failure: s.matches("signedOut") ? s.context.failure : null,
    starting: s.matches("starting") || s.matches("checking"),
    registered: s.matches("registered"),
  };
}

function sameState(a: SignInState, b: SignInState): boolean {
  return (
    a.busy === b.busy &&
    a.googleIntent === b.googleIntent &&
    a.failure === b.failure &&
    a.starting === b.starting &&
    a.registered === b.registered
  );
}

/** The session machine's actor seen as a SignInSession. */
export function signInSessionOf(actor: SessionActor): SignInSession {
  let state = signInStateOf(actor.getSnapshot());
  return {
    send: (event) => actor.send(event),
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    getState() {
      const next = signInStateOf(actor.getSnapshot());
      if (!sameState(state, next)) state = next;
      return state;
    },
  };
}
