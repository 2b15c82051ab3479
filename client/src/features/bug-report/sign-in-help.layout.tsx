import { Outlet } from "react-router-dom";
import { ReportBugButton } from "./report-bug-button";

/**
 * Around the sign-in screen: the one place inside the app an anonymous visitor reaches, so someone
 * who cannot sign in can still report the problem (with a screenshot of it).
 */
export function SignInHelpLayout() {
  return (
    <>
      <Outlet />
      {/* A named region, not a second <footer>: the sign-in screen has its own page footer landmark. */}
      <section className="sign-in-help" aria-label="Report a problem">
        <p>Trouble signing in or something not working?</p>
        <ReportBugButton />
      </section>
    </>
  );
}
