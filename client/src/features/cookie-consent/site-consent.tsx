import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import {
  isMeasurementId,
  startAnalytics,
  trackPageView,
  updateAnalyticsConsent,
} from "../../lib/analytics";
import { env } from "../../lib/env";
import { currentVisitor, onConsentChange, readConsent, shouldAskForConsent, type ConsentChoice } from "./consent";

const CookieBanner = lazy(async () => ({ default: (await import("./cookie-banner")).CookieBanner }));

let measurementId: Promise<string | null> | null = null;

/**
 * The build's measurement id, else the server's (GET /api/public-config): asked once per page load,
 * and again later only if the server could not be reached.
 */
function resolveMeasurementId(): Promise<string | null> {
  measurementId ??= (async () => {
    if (isMeasurementId(env.gaMeasurementId)) return env.gaMeasurementId;
    try {
      const res = await fetch("/api/public-config", { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { gaMeasurementId?: unknown };
      return isMeasurementId(body.gaMeasurementId) ? body.gaMeasurementId : null;
    } catch {
      measurementId = null;
      return null;
    }
  })();
  return measurementId;
}

/**
 * Mounted once at the root, after the routed page (so the page has set its title when a page view is
 * sent): the cookie banner while a choice is owed, and analytics page views once the visitor agreed.
 */
export function SiteConsent() {
  const location = useLocation();
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const [ask, setAsk] = useState(() => shouldAskForConsent(currentVisitor(), readConsent()));
  const [analyticsReady, setAnalyticsReady] = useState(false);

  useEffect(() => {
    return onConsentChange(() => {
      const next = readConsent();
      setChoice(next);
      if (next) setAsk(false);
    });
  }, []);

  useEffect(() => {
    if (!choice?.analytics) {
      if (choice) updateAnalyticsConsent(choice);
      return;
    }
    let cancelled = false;
    void resolveMeasurementId().then((id) => {
      if (cancelled || !id) return;
      startAnalytics(id, choice);
      updateAnalyticsConsent(choice);
      setAnalyticsReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [choice]);

  const analyticsOn = analyticsReady && choice?.analytics === true;
  const path = location.pathname + location.search;
  useEffect(() => {
    if (!analyticsOn) return;
    trackPageView({ path, location: window.location.href, title: document.title });
  }, [analyticsOn, path]);

  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
