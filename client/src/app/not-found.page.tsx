import { Link } from "react-router-dom";
import { useDocumentTitle } from "../hooks/use-document-title.hook";

export function NotFoundPage({ home = "/" }: { home?: string }) {
  useDocumentTitle("Page not found");
  return (
    <div className="page page--narrow">
      <h1>Page not found</h1>
      <div className="card">
        <p>There is no page at this address.</p>
        <Link to={home}>{home === "/" ? "Go to the start page" : "Go to your home page"}</Link>
      </div>
    </div>
  );
}
