import { useEffect, useState } from "react";

let pending: Promise<string | null> | null = null;

/** GET /api/auth/config once per page: the Google client id when the server offers Google sign-in. */
function loadGoogleClientId(): Promise<string | null> {
  pending ??= fetch("/api/auth/config", { headers: { accept: "application/json" } })
    .then((res) => (res.ok ? (res.json() as Promise<{ googleClientId: string | null }>) : { googleClientId: null }))
    .then((body) => body.googleClientId ?? null)
    .catch(() => {
      // Offline or failing: no Google button this time; the next sign-in screen asks again.
      pending = null;
      return null;
    });
  return pending;
}

/** Whether (and with which client id) the sign-in screen shows the Google button. */
export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadGoogleClientId().then((id) => {
      if (live) setClientId(id);
    });
    return () => {
      live = false;
    };
  }, []);
  return clientId;
}
