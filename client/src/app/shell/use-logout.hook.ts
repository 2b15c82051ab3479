import { useCallback } from "react";
import { useSessionActor } from "../../lib/session-context";

/**
 * Logout through the session: the server ends the session, token, user and cached data are cleared,
 * 'Logged out successfully' shows and the browser goes to /app/auth.
 */
export function useLogout(): () => void {
  const session = useSessionActor();
  return useCallback(() => session.send({ type: "LOGOUT" }), [session]);
}
