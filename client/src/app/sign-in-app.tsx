import { StrictMode } from "react";
import { readCarriedToasts } from "../components/toast/carried-toasts";
import { ToastProvider } from "../components/toast/toast-provider";
import { AuthPage, authTabOf } from "../features/auth/auth.page";
import { SignInHelp } from "../features/bug-report/sign-in-help";
import { readToken } from "../lib/session";
import { DeferredSessionProvider } from "./deferred-session-provider";

/**
 * The standalone sign-in page (client/sign-in.html): the form and the Report Bug help, without the
 * router or the GraphQL client; the session machine and the bug report's flow load when first needed
 * (DeferredSessionProvider, LazyReportBugButton). Navigation is whole-page (lib/navigation.tsx).
 */
export function SignInApp() {
  return (
    <ToastProvider>
      <DeferredSessionProvider>
        <SignInHelp>
          <AuthPage />
        </SignInHelp>
      </DeferredSessionProvider>
    </ToastProvider>
  );
}

/** The page's whole tree, as src/sign-in.tsx renders it and the build prerenders it (src/sign-in.prerender.tsx). */
export function signInElement() {
  return (
    <StrictMode>
      <SignInApp />
    </StrictMode>
  );
}

/**
 * Whether this visit's first render is the one the build prerendered into sign-in.html: the login tab
 * (no `?mode=register`), no stored token (whose start-up check holds the form) and no toasts carried
 * from the last page. Then the page hydrates that markup; otherwise it renders afresh over it.
 */
export function firstRenderIsPrerendered(): boolean {
  return (
    authTabOf(new URLSearchParams(window.location.search)) === "login" &&
    readToken() === null &&
    readCarriedToasts().length === 0
  );
}
