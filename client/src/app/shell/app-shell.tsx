import { useQuery } from "@apollo/client/react";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useOnlineStatus } from "../../hooks/use-online-status.hook";
import { registerOfflineShell } from "../../lib/offline-shell";
import { useOutboxCourier } from "../../lib/outbox/use-outbox-courier.hook";
import { hasFullAccess, readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { TrialBanner } from "../../features/subscription/trial-banner";
import { useBudgetAlerts } from "../../features/budget/hooks/use-budget-alerts.hook";
import { useCalendarReminders } from "../../features/calendar/reminders/use-calendar-reminders.hook";
import { useProfileSync } from "../../features/profile/hooks/use-profile-sync.hook";
import { useSubscriptionStatusSync } from "../../features/subscription/hooks/use-subscription-status-sync.hook";
import { AppFooter } from "./app-footer";
import { OfflineBanner } from "./offline-banner";
import { RequireAuth } from "./require-auth";
import { ShellViewerQuery } from "./shell.graphql";
import { SiteHeader } from "./site-header";
import "./shell.css";

/** Paths where the offline banner stays hidden (the offline demo explains offline mode itself). */
const NO_OFFLINE_BANNER = new Set(["/app/offline-demo"]);
/** Screens shown without the navigation bar and the trial banner (spec: /app/recipe-selection has only the footer). */
const NO_HEADER = new Set(["/app/recipe-selection"]);

/** Frame of every /app screen: guard, navigation, offline banner, footer. */
export function AppShell() {
  return (
    <RequireAuth>
      <ShellFrame />
    </RequireAuth>
  );
}

function ShellFrame() {
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  const { data } = useQuery(ShellViewerQuery);
  const sessionUser = useSession((snapshot) => snapshot.context.user);
  // The server's answer first (a role granted since sign-in shows at once), then the session's.
  const user = data?.me ?? sessionUser ?? readStoredUser();
  // Budget alerts caused on this device, wherever it is in the app (not while only the subscription page is open to it).
  useBudgetAlerts(Boolean(user) && hasFullAccess());
  // Calendar reminders reach this device wherever it is in the app.
  useCalendarReminders(Boolean(user) && hasFullAccess());
  // The user's own name, role and preferences follow their other sessions wherever this device is in the app.
  useProfileSync(user && hasFullAccess() ? user.id : null);
  // A payment on another device, or a trial that ends, reaches this device wherever it is (a limited session too).
  useSubscriptionStatusSync(Boolean(user));
  // Every screen of the app reloads offline once opened (lib/offline-shell.ts): its outbox's changes stay in reach.
  const fullAccess = Boolean(user) && hasFullAccess();
  useEffect(() => {
    if (fullAccess) void registerOfflineShell();
  }, [fullAccess]);
  // Changes made offline go out once the device is back online, whichever screen is open then.
  useOutboxCourier(fullAccess && user ? user.id : null);
  // The route matches with a trailing slash too: there, no navigation bar and no trial banner, only the footer.
  const bare = NO_HEADER.has(pathname.replace(/(.)\/+$/, "$1").toLowerCase());

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {bare ? null : <SiteHeader user={user ? { displayName: user.displayName, role: user.role } : null} />}
      {bare ? null : <TrialBanner />}
      {!online && !NO_OFFLINE_BANNER.has(pathname) ? <OfflineBanner /> : null}
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
