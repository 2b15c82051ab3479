import { ToastProvider } from "../components/toast/toast-provider";
import { AuthPage } from "../features/auth/auth.page";
import { SignInHelp } from "../features/bug-report/sign-in-help";
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
