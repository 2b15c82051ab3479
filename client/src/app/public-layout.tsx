import { Suspense } from "react";
import { Link, Outlet } from "react-router-dom";
import { FlameIcon } from "../components/icons/icons";
import { LoadingScreen } from "../components/loading-screen/loading-screen";
import "./public-layout.css";

/** Header and footer of the public pages (landing, legal, setup); no app code is loaded here. */
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
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="public-footer">
        <p>© {new Date().getFullYear()} Hearth</p>
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
      </footer>
    </>
  );
}
