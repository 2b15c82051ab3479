import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** React Router's own key, so positions saved before this component replaced its `ScrollRestoration` still count. */
const STORAGE_KEY = "react-router-scroll-positions";

let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    positions = stored && typeof stored === "object" ? (stored as Record<string, number>) : {};
  } catch {
    positions = {};
  }
  return positions;
}

function decodedId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * What React Router's `<ScrollRestoration>` does for its data routers, for the declarative router the
 * app uses (`app/router.tsx`; the data router alone is about 17 KB more gzipped): a new page opens at
 * its top, or at the element its `#hash` names; back, forward and a reload return to where that history
 * entry was left. Positions are kept per history entry (`location.key`) and in sessionStorage when the
 * page is hidden, so they outlive a reload.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // Where each entry was left: the last position seen while it was the current one.
    const onScroll = () => {
      savedPositions()[current.current] = window.scrollY;
    };
    const onPageHide = () => {
      savedPositions()[current.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = savedPositions()[location.key];
    if (typeof saved === "number") {
      window.scrollTo(0, saved);
      return;
    }
    const id = location.hash ? decodedId(location.hash) : null;
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash]);

  return null;
}
