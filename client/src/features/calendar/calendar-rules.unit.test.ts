import { describe, expect, it } from "vitest";
import { describeRule, repeatOf, ruleOf } from "./calendar-rules";

describe("repeat rules of the event form", () => {
  it("writes RRULE values for the form's choices", () => {
    expect(ruleOf({ repeat: "none", weekdays: [], until: "", customRule: "" })).toBeNull();
    expect(ruleOf({ repeat: "weekly", weekdays: ["MO", "WE"], until: "", customRule: "" })).toBe("FREQ=WEEKLY;BYDAY=MO,WE");
    expect(ruleOf({ repeat: "biweekly", weekdays: ["SA"], until: "2027-06-30", customRule: "" })).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20270630T235959Z");
    expect(ruleOf({ repeat: "monthly", weekdays: [], until: "", customRule: "" })).toBe("FREQ=MONTHLY");
  });

  it("reads back what it wrote, and keeps any other rule as a custom one", () => {
    expect(repeatOf("FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;UNTIL=20270630T235959Z", "MO")).toEqual({ repeat: "biweekly", weekdays: ["SA"], until: "2027-06-30", customRule: "" });
    expect(repeatOf("FREQ=DAILY", "MO")).toMatchObject({ repeat: "daily", weekdays: ["MO"] });
    expect(repeatOf("FREQ=MONTHLY;BYMONTHDAY=-1", "MO")).toMatchObject({ repeat: "custom", customRule: "FREQ=MONTHLY;BYMONTHDAY=-1" });
    expect(repeatOf("FREQ=WEEKLY;COUNT=6", "MO").repeat).toBe("custom");
  });

  it("describes a rule for people", () => {
    expect(describeRule("FREQ=WEEKLY;BYDAY=MO,WE")).toBe("Weekly on Mon, Wed");
    expect(describeRule(null)).toBe("Does not repeat");
  });
});
