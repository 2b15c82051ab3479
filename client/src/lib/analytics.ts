/**
 * Google Analytics 4 (gtag.js), started at most once and only when the caller has both a measurement id
 * and the visitor's analytics consent. It never sends a page view by itself (`send_page_view: false`):
 * the app reports one per path change with `trackPageView`.
 */

/** Where gtag.js is loaded from (spec section 7: a tag-manager host). */
export const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";

/** A GA4 measurement id such as G-ABC123XYZ. */
export function isMeasurementId(value: unknown): value is string {
  return typeof value === "string" && /^G-[A-Z0-9]{4,20}$/.test(value);
}

export interface PageView {
  /** Path and query, e.g. /preview-home?ref=mail */
  path: string;
  /** The full address, e.g. https://hearth.example/preview-home?ref=mail */
  location: string;
  title: string;
}

export interface ConsentFlags {
  analytics: boolean;
  marketing: boolean;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let started: string | null = null;
let granted = false;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

function consentState(flags: ConsentFlags) {
  const ads = flags.marketing ? "granted" : "denied";
  return {
    analytics_storage: flags.analytics ? "granted" : "denied",
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** The measurement id analytics runs with, or null before it started. */
export function analyticsMeasurementId(): string | null {
  return started;
}

/**
 * Loads gtag.js for `measurementId` with the visitor's consent; later calls only update the consent.
 * Answers whether this call started it.
 */
export function startAnalytics(measurementId: string, flags: ConsentFlags, doc: Document = document): boolean {
  if (!isMeasurementId(measurementId)) return false;
  if (started) {
    updateAnalyticsConsent(flags);
    return false;
  }
  started = measurementId;
  granted = flags.analytics;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is Google's own snippet.
  window.gtag = function gtagShim() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
    window.dataLayer!.push(arguments);
  };
  gtag("consent", "default", consentState(flags));
  gtag("js", new Date());
  gtag("config", measurementId, { send_page_view: false });
  const script = doc.createElement("script");
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  doc.head.appendChild(script);
  return true;
}

/** Passes a changed choice on to gtag; page views stop while analytics consent is withdrawn. */
export function updateAnalyticsConsent(flags: ConsentFlags): void {
  if (!started) return;
  granted = flags.analytics;
  gtag("consent", "update", consentState(flags));
}

/** One page_view event, only while analytics runs with consent. Answers whether it was sent. */
export function trackPageView(view: PageView): boolean {
  if (!started || !granted) return false;
  gtag("event", "page_view", {
    page_path: view.path,
    page_location: view.location,
    page_title: view.title,
    send_to: started,
  });
  return true;
}
