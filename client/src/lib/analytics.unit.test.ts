import { describe, expect, it } from "vitest";
import { isMeasurementId, startAnalytics, trackPageView, updateAnalyticsConsent } from "./analytics";

/** A page with just what gtag's loader touches: window.dataLayer and <head>. */
const scripts: { src: string; async: boolean }[] = [];
const fakeDocument = {
  createElement: () => ({ src: "", async: false }),
  head: { appendChild: (el: { src: string; async: boolean }) => scripts.push(el) },
} as unknown as Document;
(globalThis as unknown as { window: Window }).window = {} as Window;
const dataLayer = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const view = { path: "/", location: "https://hearth.example/", title: "Hearth" };

describe("analytics", () => {
  it("accepts only GA4 measurement ids", () => {
    expect(isMeasurementId("G-ABC123")).toBe(true);
    expect(isMeasurementId("UA-1234-1")).toBe(false);
    expect(isMeasurementId("G-abc")).toBe(false);
    expect(isMeasurementId(undefined)).toBe(false);
  });

  it("sends nothing before it is started", () => {
    expect(trackPageView(view)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(startAnalytics("not-an-id", { analytics: true, marketing: false }, fakeDocument)).toBe(false);
    expect(scripts).toEqual([]);
  });

  it("starts once, without an automatic page view, and sends one page_view per call", () => {
    expect(startAnalytics("G-HEARTH1", { analytics: true, marketing: false }, fakeDocument)).toBe(true);
    expect(startAnalytics("G-HEARTH1", { analytics: true, marketing: false }, fakeDocument)).toBe(false);
    expect(scripts).toEqual([{ src: "https://www.googletagmanager.com/gtag/js?id=G-HEARTH1", async: true }]);
    expect(dataLayer()).toContainEqual(["config", "G-HEARTH1", { send_page_view: false }]);
    expect(dataLayer().filter((e) => e[0] === "event")).toEqual([]);

    expect(trackPageView(view)).toBe(true);
    expect(dataLayer().filter((e) => e[0] === "event")).toEqual([
      ["event", "page_view", { page_path: "/", page_location: "https://hearth.example/", page_title: "Hearth", send_to: "G-HEARTH1" }],
    ]);
  });

  it("stops page views when consent is withdrawn, and says so to gtag", () => {
    updateAnalyticsConsent({ analytics: false, marketing: false });
    expect(dataLayer().at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(trackPageView(view)).toBe(false);
    expect(dataLayer().filter((e) => e[0] === "event")).toHaveLength(1);
  });
});
