import { useDocumentTitle } from "../../hooks/use-document-title.hook";

/** An honest placeholder for a screen that is planned but not built yet. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <div className="card">
        <p>This screen is not available yet. It is coming in a later release of Hearth.</p>
      </div>
    </div>
  );
}
