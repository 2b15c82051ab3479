import { useSyncExternalStore } from "react";
import { useSignInSession, type SignInState } from "../../lib/sign-in-session";

export type { SignInState } from "../../lib/sign-in-session";

/** The sign-in screen's view of the session: form flags and the last failure. */
export function useSignInState(): SignInState {
  const session = useSignInSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
