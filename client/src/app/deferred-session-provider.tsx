import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { AuthFailure } from "../lib/auth-api";
import { onTokenChange, readToken } from "../lib/session";
import { SignInSessionContext, type SignInEvent, type SignInSession, type SignInState } from "../lib/sign-in-session";

type Runner = ComponentType<{ onReady: (session: SignInSession) => void }>;

/** What the browser does first when someone starts using the page: the machine loads then. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

const UNREACHABLE: AuthFailure = {
  kind: "network",
  status: null,
  serverMessage: null,
  accessStatus: null,
  message: "Connection to server unavailable. Check your network.",
};

const BUSY: Record<SignInEvent["type"], SignInState["busy"]> = { LOGIN: "login", REGISTER: "register", GOOGLE: "google" };

/**
 * The session until its machine runs: it keeps the first sign-in sent meanwhile (the form shows it
 * as under way and takes no second one) and hands it to the machine once that has started.
 */
class DeferredSignInSession implements SignInSession {
  private readonly listeners = new Set<() => void>();
  private state: SignInState;
  private queued: SignInEvent | null = null;
  private target: SignInSession | null = null;
  private stopForwarding: (() => void) | null = null;
  /** Asks for the machine (set by the provider). */
  private need: () => void = () => {};

  constructor(starting: boolean) {
    this.state = { busy: null, googleIntent: null, failure: null, starting, registered: false };
  }

  /** What to call when a sign-in is sent before the machine has been asked for. */
  whenNeeded(load: () => void): void {
    this.need = load;
  }

  send = (event: SignInEvent): void => {
    if (this.target) return this.target.send(event);
    if (this.queued || this.state.starting) return;
    this.queued = event;
    this.set({ busy: BUSY[event.type], googleIntent: event.type === "GOOGLE" ? event.intent : null, failure: null });
    this.need();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SignInState => (this.target ? this.target.getState() : this.state);

  /** The machine has started: it takes over, beginning with the sign-in queued meanwhile. */
  attach = (session: SignInSession): void => {
    if (this.target === session) return;
    this.stopForwarding?.();
    this.target = session;
    this.stopForwarding = session.subscribe(() => this.notify());
    const queued = this.queued;
    this.queued = null;
    if (queued) session.send(queued);
    this.notify();
  };

  /**
   * The machine's code could not be loaded (offline): a queued sign-in fails as a network failure
   * would, and a start-up check that cannot run no longer holds the form; the next sign-in tries again.
   */
  failed = (): void => {
    if (this.target) return;
    const queued = this.queued;
    this.queued = null;
    this.set({ starting: false, ...(queued ? { busy: null, googleIntent: null, failure: UNREACHABLE } : {}) });
  };

  private set(change: Partial<SignInState>): void {
    this.state = { ...this.state, ...change };
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * The standalone sign-in page's session (src/sign-in.tsx). The form paints and works at once; the
 * session machine and XState (about 18 KB gzipped) load when they are needed: at once when a token is
 * stored (its start-up check), else on the visitor's first interaction with the page, on a sign-in
 * sent before that, or when another tab stores a token. A first visit thus downloads neither until the
 * visitor starts typing. The page's children keep their state when the machine arrives: it runs in
 * a sibling (SessionRunner), not around them.
 */
export function DeferredSessionProvider({ children }: { children: ReactNode }) {
  const [session] = useState(() => new DeferredSignInSession(readToken() !== null));
  const [Runner, setRunner] = useState<Runner | null>(null);
  const onReady = useCallback((ready: SignInSession) => session.attach(ready), [session]);

  useEffect(() => {
    let active = true;
    let loading = false;
    const stop: (() => void)[] = [];
    const load = () => {
      if (loading || !active) return;
      loading = true;
      stop.forEach((s) => s());
      import("./shell/session-provider").then(
        (module) => {
          if (active) setRunner(() => module.SessionRunner);
        },
        (error: unknown) => {
          console.error("The session could not be loaded", error);
          loading = false;
          session.failed();
        },
      );
    };
    session.whenNeeded(load);
    if (readToken() !== null) {
      load();
    } else {
      for (const type of INTERACTIONS) {
        document.addEventListener(type, load, { capture: true, passive: true });
        stop.push(() => document.removeEventListener(type, load, { capture: true }));
      }
      stop.push(onTokenChange(load));
    }
    return () => {
      active = false;
      stop.forEach((s) => s());
    };
  }, [session]);

  return (
    <>
      {Runner ? <Runner onReady={onReady} /> : null}
      <SignInSessionContext.Provider value={session}>{children}</SignInSessionContext.Provider>
    </>
  );
}
