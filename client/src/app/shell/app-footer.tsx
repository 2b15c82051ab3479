import { env } from "../../lib/env";

export function AppFooter() {
  const helpHref = `mailto:${env.supportEmail}?subject=${encodeURIComponent("Help Request")}`;
  return (
    <footer className="app-footer">
      <p>© {new Date().getFullYear()} Hearth</p>
      <a href={helpHref}>Get Help</a>
    </footer>
  );
}
