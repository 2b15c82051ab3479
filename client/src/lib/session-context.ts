/** The one session actor of the page, for components below the session provider. */
import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { SessionMachine } from "./session.machine";

export type SessionActor = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

export const SessionContext = createContext<SessionActor | null>(null);

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error("useSessionActor must be used below the session provider");
  return actor;
}

export function useSession<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useSessionActor(), selector, compare);
}
