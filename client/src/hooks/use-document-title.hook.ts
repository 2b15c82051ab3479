import { useEffect } from "react";

const APP_NAME = "Hearth";

/** "<title> · Hearth" while the calling screen is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
