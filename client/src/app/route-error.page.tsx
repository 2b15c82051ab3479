import { Link } from "react-router-dom";
import { useDocumentTitle } from "../hooks/use-document-title.hook";

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  useDocumentTitle("Something went wrong");
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
