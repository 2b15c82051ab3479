import { useEffect, useLayoutEffect } from "react";
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

/** The history entry on screen (its `location.key`) while `ScrollRestoration` is mounted. */
let currentKey: string | null = null;

/** Where the entry on screen was left: its position now. */
function remember(): void {
  if (currentKey !== null) savedPositions()[currentKey] = window.scrollY;
}

// Back and forward: React renders the entry they lead to inside the router's own `popstate` listener
// (React 19 renders a popstate's update at once), and listeners on `window` run in the order they were
// added, capturing or not. Added when this module loads, before the router mounts and adds its own, so
// the page being left is measured while it is still shown: its last scroll event may not have come yet.
if (typeof window !== "undefined") window.addEventListener("popstate", remember);

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

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // A link's click is measured before the router sees it (capturing, on the document, above React's
    // root), for the same reason as back and forward above.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) remember();
    };
    const onPageHide = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = "auto";
    };
    // Where each entry was left: the last position seen while it was the current one.
    window.addEventListener("scroll", remember, { passive: true });
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("scroll", remember);
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("pagehide", onPageHide);
      window.history.scrollRestoration = "auto";
      currentKey = null;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
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
