import { Link, useLocation } from "react-router-dom";
import { useDocumentTitle } from "../hooks/use-document-title.hook";
import { useOnlineStatus } from "../hooks/use-online-status.hook";

/**
 * Shown when a screen fails to render or its code cannot be loaded (e.g. after a deploy). Offline, the
 * likely cause is a screen not opened since the app was loaded, whose code this device does not have
 * yet (no service worker keeps it): that is said, and a reload, which cannot help then, waits for the
 * connection.
 */
export function RouteErrorPage() {
  const online = useOnlineStatus();
  const inApp = useLocation().pathname.startsWith("/app");
  useDocumentTitle(online ? "Something went wrong" : "Not available offline");
  if (!online) {
    return (
      <main id="main" className="page page--narrow">
        <h1>Not available offline</h1>
        <div className="card">
          <p>This screen has not been opened on this device since Hearth was loaded, so it cannot be shown without a connection.</p>
          {inApp ? <p>The screens you have already used keep working offline, and your changes are kept until you are back online.</p> : null}
          <p>{inApp ? <Link to="/app">Go to the home screen</Link> : <Link to="/">Go to the start page</Link>}</p>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="page page--narrow">
      <h1>Something went wrong</h1>
      <div className="card">
        <p>This screen could not be shown. Reloading the page usually fixes it.</p>
        <p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload
          </button>{" "}
          <Link to="/">Go to the start page</Link>
        </p>
      </div>
    </main>
  );
}
