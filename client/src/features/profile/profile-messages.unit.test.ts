import { describe, expect, it } from "vitest";
import { parseProfileForm } from "./profile-messages";

describe("parseProfileForm", () => {
  it("parses names and numbers, treating empty numbers as not set", () => {
    expect(parseProfileForm({ displayName: "  Sam ", householdSize: "4", defaultPortionSize: "1.5" })).toEqual({
      update: { displayName: "Sam", householdSize: 4, defaultPortionSize: 1.5 },
    });
    expect(parseProfileForm({ displayName: "Sam", householdSize: "", defaultPortionSize: " " })).toEqual({
      update: { displayName: "Sam", householdSize: null, defaultPortionSize: null },
    });
  });

  it("reports every invalid field", () => {
    const result = parseProfileForm({ displayName: " ", householdSize: "2.5", defaultPortionSize: "0" });
    expect(result).toEqual({
      errors: {
        displayName: "Display name is required",
        householdSize: "Household size must be a whole number of at least 1",
        defaultPortionSize: "Default portion size must be a number above 0",
      },
    });
  });
});
