import type { ReactNode } from "react";
import { LazyReportBugButton } from "./lazy-report-bug-button";
import "./bug-report.css";

/**
 * Around the sign-in screen: the one place inside the app an anonymous visitor reaches, so someone
 * who cannot sign in can still report the problem (with a screenshot of it). The report's flow loads
 * on first use (LazyReportBugButton).
 */
export function SignInHelp({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {/* A named region, not a second <footer>: the sign-in screen has its own page footer landmark. */}
      <section className="sign-in-help" aria-label="Report a problem">
        <p>Trouble signing in or something not working?</p>
        <LazyReportBugButton />
      </section>
    </>
  );
}
