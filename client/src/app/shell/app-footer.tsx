import { Link } from "react-router-dom";
import { LazyReportBugButton } from "../../features/bug-report/lazy-report-bug-button";
import { env } from "../../lib/env";

/**
 * Footer of every app page: year and name, Get Help by mail, Report Bug (spec section 2). The Report Bug
 * flow (its machine, dialog and styles) loads on first use, as on the sign-in screen.
 */
export function AppFooter() {
  const helpHref = `mailto:${env.supportEmail}?subject=${encodeURIComponent("Help Request")}`;
  return (
    <footer className="app-footer">
      <p>© {new Date().getFullYear()} Hearth</p>
      <div className="app-footer__tools">
        <a href={helpHref}>Get Help</a>
        <Link to="/app/developers">Developers</Link>
        <LazyReportBugButton />
      </div>
      <p className="app-footer__hint">Need help or found a bug? Use the tools above to contact us.</p>
    </footer>
  );
}
