import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { useDocumentTitle } from "../hooks/use-document-title.hook";

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle("Something went wrong");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page page--narrow">
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <div className="card">
        <p>
          {notFound
            ? "There is no page at this address."
            : "This screen could not be shown. Reloading the page usually fixes it."}
        </p>
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
