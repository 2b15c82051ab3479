import { Link } from "react-router-dom";
import { ReportBugButton } from "../../features/bug-report/report-bug-button";
import { env } from "../../lib/env";

/** Footer of every app page: year and name, Get Help by mail, Report Bug (spec section 2). */
export function AppFooter() {
  const helpHref = `mailto:${env.supportEmail}?subject=${encodeURIComponent("Help Request")}`;
  return (
    <footer className="app-footer">
      <p>© {new Date().getFullYear()} Hearth</p>
      <div className="app-footer__tools">
        <a href={helpHref}>Get Help</a>
        <Link to="/app/developers">Developers</Link>
        <ReportBugButton />
      </div>
      <p className="app-footer__hint">Need help or found a bug? Use the tools above to contact us.</p>
    </footer>
  );
}
