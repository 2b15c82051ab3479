import { createApiReference } from "@scalar/api-reference";
import "@scalar/api-reference/style.css";
import { useEffect, useRef } from "react";

/** Scalar's reference for GET /api/openapi.json (a lazy chunk: only the developer page loads it). */
export function ApiReference() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const reference = createApiReference(host.current, {
      url: "/api/openapi.json",
      hideClientButton: true,
      hideDarkModeToggle: true,
      withDefaultFonts: false,
      layout: "modern",
      // Scalar's AI assistant talks to Scalar's own servers; Hearth's reference stays on this server.
      agent: { disabled: true },
    });
    return () => reference.destroy();
  }, []);
  return <div ref={host} className="developers__reference" data-testid="api-reference" />;
}
