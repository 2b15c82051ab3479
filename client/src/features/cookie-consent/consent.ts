/**
 * The visitor's cookie choice (spec: localStorage `cookie-consent` = {necessary, analytics, marketing,
 * timestamp}) and who is asked for it: visitors in European time zones or with a European language,
 * or anyone with the test flag, for as long as no choice is stored.
 */
import { readStorage, writeStorage } from "../../lib/storage";

export const CONSENT_KEY = "cookie-consent";
/** `?cookie-test=1` shows the banner outside Europe too; it is remembered for the tab. */
export const TEST_FLAG_PARAM = "cookie-test";
/** Set this localStorage key to "1" to show the banner outside Europe in every tab. */
export const TEST_FLAG_KEY = "cookie-consent-test";
const CHANGED_EVENT = "hearth:cookie-consent-changed";

export interface ConsentChoice {
  /** Always true: sign-in and the app's own settings cannot work without it. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made (ISO 8601). */
  timestamp: string;
}

export type ConsentFlags = Pick<ConsentChoice, "analytics" | "marketing">;

export const ACCEPT_ALL: ConsentFlags = { analytics: true, marketing: true };
export const NECESSARY_ONLY: ConsentFlags = { analytics: false, marketing: false };

/** A stored value as a choice, or null when absent or not a choice this app wrote. */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const v = value as Record<string, unknown>;
    if (typeof v.analytics !== "boolean" || typeof v.marketing !== "boolean") return null;
    return {
      necessary: true,
      analytics: v.analytics,
      marketing: v.marketing,
      timestamp: typeof v.timestamp === "string" ? v.timestamp : "",
    };
  } catch {
    return null;
  }
}

export function readConsent(): ConsentChoice | null {
  return parseConsent(readStorage(CONSENT_KEY));
}

export function saveConsent(flags: ConsentFlags, now: Date = new Date()): ConsentChoice {
  const choice: ConsentChoice = {
    necessary: true,
    analytics: flags.analytics,
    marketing: flags.marketing,
    timestamp: now.toISOString(),
  };
  writeStorage(CONSENT_KEY, JSON.stringify(choice));
  window.dispatchEvent(new Event(CHANGED_EVENT));
  return choice;
}

/** Calls `listener` when the choice changes in this tab or another. */
export function onConsentChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGED_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Time zones of the EU, EEA, UK and Switzerland outside the Europe/ area. */
const EUROPEAN_ZONES_ELSEWHERE = new Set([
  "Atlantic/Azores",
  "Atlantic/Canary",
  "Atlantic/Faroe",
  "Atlantic/Madeira",
  "Atlantic/Reykjavik",
  "Arctic/Longyearbyen",
  "WET",
  "CET",
  "MET",
  "EET",
]);

/** Languages spoken mainly in Europe (a bare `de`, `pl`, `sv` ... counts as European). */
const EUROPEAN_LANGUAGES = new Set(
  "bg ca cs cy da de el es et eu fi fo fr ga gd gl hr hu is it lb lt lv mt nb nl nn no pl pt rm ro sk sl sq sr sv".split(" "),
);

/** Regions of the EU, EEA, UK and Switzerland (the region part of a tag such as en-GB or es-ES). */
const EUROPEAN_REGIONS = new Set(
  "AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK".split(" "),
);

/** True for a European time zone. */
export function isEuropeanTimeZone(timeZone: string | undefined): boolean {
  if (!timeZone) return false;
  return timeZone.startsWith("Europe/") || EUROPEAN_ZONES_ELSEWHERE.has(timeZone);
}

/**
 * True for a European language tag: any tag with a European region (en-GB), or a European language
 * without a region (de). A European language with a region elsewhere (pt-BR, es-MX, fr-CA) is not.
 */
export function isEuropeanLanguage(tag: string): boolean {
  const [language, ...rest] = tag.trim().split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  if (region) return EUROPEAN_REGIONS.has(region);
  return EUROPEAN_LANGUAGES.has(language.toLowerCase());
}

export interface Visitor {
  timeZone: string | undefined;
  languages: readonly string[];
  /** The page's query string, for the test flag. */
  search: string;
  /** The flag remembered for this tab or set in localStorage. */
  testFlagStored: boolean;
}

export function hasTestFlag(visitor: Pick<Visitor, "search" | "testFlagStored">): boolean {
  if (visitor.testFlagStored) return true;
  const value = new URLSearchParams(visitor.search).get(TEST_FLAG_PARAM);
  return value !== null && value !== "0" && value !== "false";
}

/** Whether to ask for a choice: none stored yet, and a European visitor or the test flag. */
export function shouldAskForConsent(visitor: Visitor, stored: ConsentChoice | null): boolean {
  if (stored) return false;
  if (hasTestFlag(visitor)) return true;
  return isEuropeanTimeZone(visitor.timeZone) || visitor.languages.some(isEuropeanLanguage);
}

/** This browser as a Visitor; remembers a `?cookie-test=1` flag for the rest of the tab's life. */
export function currentVisitor(): Visitor {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const search = window.location.search;
  const flagInUrl = hasTestFlag({ search, testFlagStored: false });
  if (flagInUrl) writeStorage(TEST_FLAG_KEY, "1", "session");
  const testFlagStored = readStorage(TEST_FLAG_KEY) === "1" || readStorage(TEST_FLAG_KEY, "session") === "1";
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
  return { timeZone, languages, search, testFlagStored };
}
