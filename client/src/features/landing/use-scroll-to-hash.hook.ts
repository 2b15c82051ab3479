import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Scrolls to the section named in the address (#pricing) once the page has rendered: the browser
 * cannot do it on its own when the section arrives with a lazily loaded page or a client-side link.
 */
export function useScrollToHash(rendered: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!rendered || !hash || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  }, [rendered, hash, key]);
}
