import { shallowEqual } from "@xstate/react";
import type { AuthFailure } from "../../lib/auth-api";
import { useSession, type SessionSnapshot } from "../../lib/session-context";

export interface SignInState {
  /** Which attempt is under way (or just succeeded and is about to move on), if any. */
  busy: "login" | "register" | "google" | null;
  googleIntent: "login" | "register" | null;
  /** Why the last attempt failed (the shared login path's message), shown under the form. */
  failure: AuthFailure | null;
  /** The session is still starting up (reading and checking a stored token). */
  starting: boolean;
}

function select(s: SessionSnapshot): SignInState {
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
  };
}

/** The sign-in screen's view of the session: form flags and the last failure. */
export function useSignInState(): SignInState {
  return useSession(select, shallowEqual);
}
