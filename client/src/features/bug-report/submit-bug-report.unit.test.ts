import { describe, expect, it } from "vitest";
import { emptyBugReportForm, firstValidationProblem } from "./bug-report.form";
import { bugReportHeaders, bugReportPayload } from "./submit-bug-report";

describe("bugReportPayload", () => {
  it("is the spec's payload: the form, the screenshot and where it came from", () => {
    const form = { ...emptyBugReportForm("sam@example.com"), title: " Timer ", description: "Stops at 0 ", severity: "low" as const };
    expect(
      bugReportPayload(
        { form, screenshot: "data:image/webp;base64,AAAA" },
        {
          userAgent: "Chromium",
          url: "http://localhost/app/pantry",
          viewport: { width: 1280, height: 720 },
          now: new Date("2026-11-21T10:00:00.000Z"),
          userId: "user-1",
        },
      ),
    ).toEqual({
      title: "Timer",
      description: "Stops at 0",
      stepsToReproduce: "",
      expectedBehavior: "",
      actualBehavior: "",
      severity: "low",
      email: "sam@example.com",
      category: "bug",
      screenshot: "data:image/webp;base64,AAAA",
      userAgent: "Chromium",
      url: "http://localhost/app/pantry",
      timestamp: "2026-11-21T10:00:00.000Z",
      viewport: { width: 1280, height: 720 },
      userId: "user-1",
    });
  });
});

describe("bugReportHeaders", () => {
  it("sends the session's bearer token when there is one", () => {
    expect(bugReportHeaders("header.payload.signature", "tab-1")).toEqual({
      "Content-Type": "application/json",
      "Cache-Control": "no-cache",
      Pragma: "no-cache",
      "X-Requested-With": "XMLHttpRequest",
      "X-Hearth-Client": "tab-1",
      Authorization: "Bearer header.payload.signature",
    });
  });

  it("omits it for an anonymous visitor", () => {
    expect(bugReportHeaders(null, "tab-1")).not.toHaveProperty("Authorization");
  });
});

describe("firstValidationProblem", () => {
  it("checks title, description, email in that order, trimmed", () => {
    expect(firstValidationProblem({ title: " ", description: "", email: "" })?.title).toBe("Missing Title");
    expect(firstValidationProblem({ title: "a", description: " ", email: "" })?.title).toBe("Missing Description");
    expect(firstValidationProblem({ title: "a", description: "b", email: "\n" })?.title).toBe("Missing Email");
    expect(firstValidationProblem({ title: "a", description: "b", email: "c@d.e" })).toBeNull();
  });
});
