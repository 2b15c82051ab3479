import { Link, Outlet } from "react-router-dom";
import { FlameIcon } from "../components/icons/icons";
import "./public-layout.css";

/** The copyright year of spec section 9. */
const COPYRIGHT_YEAR = 2025;

/**
 * Header and footer of the public pages other than the two landing pages (legal, cookies, setup,
 * product picker); no app code is loaded here. The page suspends the whole layout while its chunk loads
 * (route changes are transitions, so the previous page stays until then): the footer never jumps.
 */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="public-header">
        <Link to="/" className="brand">
          <FlameIcon className="brand__icon" />
          Hearth
        </Link>
        <nav aria-label="Account">
          <ul className="public-header__actions">
            <li>
              <Link className="button button--ghost" to="/app/auth">
                Sign In
              </Link>
            </li>
            <li>
              <Link className="button button--primary" to="/app/auth?mode=register">
                Free Trial
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <p>© {COPYRIGHT_YEAR} Hearth. All rights reserved.</p>
        <nav aria-label="Legal">
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/cookies">Cookie preferences</Link>
            </li>
          </ul>
        </nav>
      </footer>
    </>
  );
}
