import { useEffect, useRef, useState } from "react";
import { readToken } from "../../../lib/session";

type Load = { state: "waiting" } | { state: "loading" } | { state: "loaded"; url: string } | { state: "failed" };

/**
 * A report's screenshot. Served only to staff, so it is fetched with the bearer token (an <img src>
 * cannot send one) when it scrolls near the screen, and shown from a blob URL.
 */
export function ScreenshotImage({ src, alt }: { src: string; alt: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<Load>({ state: "waiting" });

  useEffect(() => {
    if (load.state !== "waiting") return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setLoad({ state: "loading" });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad({ state: "loading" });
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load.state]);

  useEffect(() => {
    if (load.state !== "loading") return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = readToken();
    fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: "include" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setLoad({ state: "loaded", url: objectUrl });
      })
      .catch(() => {
        if (!cancelled) setLoad({ state: "failed" });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [load.state, src]);

  return (
    <div ref={box} className="report-shot">
      {load.state === "loaded" ? (
        <a href={load.url} target="_blank" rel="noreferrer" title="Open the full screenshot">
          <img src={load.url} alt={alt} />
        </a>
      ) : load.state === "failed" ? (
        <p className="report-shot__message">The screenshot could not be loaded.</p>
      ) : (
        <p className="report-shot__message">Loading screenshot...</p>
      )}
    </div>
  );
}
