import { describe, expect, it } from "vitest";
import {
  isEuropeanLanguage,
  isEuropeanTimeZone,
  parseConsent,
  shouldAskForConsent,
  type ConsentChoice,
  type Visitor,
} from "./consent";

const american: Visitor = { timeZone: "America/Chicago", languages: ["en-US"], search: "", testFlagStored: false };
const stored: ConsentChoice = { necessary: true, analytics: false, marketing: false, timestamp: "2026-11-21T10:00:00.000Z" };

describe("who is asked for cookie consent", () => {
  it.each(["Europe/Berlin", "Europe/London", "Atlantic/Canary", "Europe/Dublin", "Arctic/Longyearbyen"])(
    "asks a visitor in %s",
    (timeZone) => {
      expect(isEuropeanTimeZone(timeZone)).toBe(true);
      expect(shouldAskForConsent({ ...american, timeZone }, null)).toBe(true);
    },
  );

  it.each(["America/New_York", "Asia/Tokyo", "Etc/UTC", "Africa/Casablanca", undefined])("does not ask by zone %s", (zone) => {
    expect(isEuropeanTimeZone(zone)).toBe(false);
  });

  it.each([
    ["de", true],
    ["pl-PL", true],
    ["en-GB", true],
    ["en-IE", true],
    ["es-ES", true],
    ["fr", true],
    ["en", false],
    ["en-US", false],
    ["pt-BR", false],
    ["es-MX", false],
    ["fr-CA", false],
    ["zh-Hans-CN", false],
  ])("treats the language %s as European: %s", (tag, expected) => {
    expect(isEuropeanLanguage(tag)).toBe(expected);
  });

  it("asks a visitor outside Europe who prefers a European language", () => {
    expect(shouldAskForConsent({ ...american, languages: ["en-US", "de-DE"] }, null)).toBe(true);
  });

  it("asks anyone with the test flag, in the address or stored", () => {
    expect(shouldAskForConsent(american, null)).toBe(false);
    expect(shouldAskForConsent({ ...american, search: "?cookie-test=1" }, null)).toBe(true);
    expect(shouldAskForConsent({ ...american, search: "?cookie-test=0" }, null)).toBe(false);
    expect(shouldAskForConsent({ ...american, testFlagStored: true }, null)).toBe(true);
  });

  it("never asks again once a choice is stored", () => {
    expect(shouldAskForConsent({ ...american, timeZone: "Europe/Paris", search: "?cookie-test=1" }, stored)).toBe(false);
  });
});

describe("the stored choice", () => {
  it("reads what the app wrote", () => {
    expect(parseConsent(JSON.stringify(stored))).toEqual(stored);
    expect(parseConsent(JSON.stringify({ ...stored, necessary: false }))?.necessary).toBe(true);
  });

  it.each([null, "", "yes", "null", "[]", '{"analytics":"yes","marketing":false}'])("ignores %j", (raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});
