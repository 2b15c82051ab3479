import { describe, expect, it } from "vitest";
import { decide, type SupportCommand } from "./support.decider.js";
import { evolveBugReport, initialBugReportState, type BugReportDetails, type SupportEvent } from "./support.events.js";

const reportId = "3f1b2c4d-0000-4000-8000-000000000001";
const details: BugReportDetails = {
  title: "Pantry page is blank",
  description: "After adding an item the list disappears.",
  stepsToReproduce: "1. Add milk",
  expectedBehavior: "Milk is listed",
  actualBehavior: "Empty page",
  severity: "high",
  category: "bug",
  email: "robin@example.com",
  userAgent: "Chromium",
  url: "https://hearth.example/app/pantry",
  clientTimestamp: "2026-11-21T09:00:00.000Z",
  viewport: { width: 1280, height: 800 },
};
const screenshot = { id: "9c1b2c4d-0000-4000-8000-000000000001", contentType: "image/webp", sizeBytes: 1234, sha256: "ab" };

function given(...events: SupportEvent[]) {
  const state = events.reduce(evolveBugReport, initialBugReportState);
  return { when: (command: SupportCommand) => () => decide(state, command) };
}

const submitted: SupportEvent = {
  type: "BugReportSubmitted",
  data: { reportId, reporterUserId: null, reporterHouseholdId: null, ...details, screenshot },
};
const submit: SupportCommand = {
  type: "SubmitBugReport",
  reportId,
  reporterUserId: null,
  reporterHouseholdId: null,
  details,
  screenshot,
};
const resolve: SupportCommand = { type: "ResolveBugReport", reportId, resolvedBy: "admin-1" };

describe("support decider", () => {
  it("files an anonymous report with its screenshot reference", () => {
    expect(given().when(submit)()).toEqual([submitted]);
  });

  it("files a signed-in user's report with who sent it", () => {
    const signedIn = { ...submit, reporterUserId: "user-1", reporterHouseholdId: "household-1", screenshot: null };
    expect(given().when(signedIn)()).toEqual([
      {
        type: "BugReportSubmitted",
        data: { reportId, reporterUserId: "user-1", reporterHouseholdId: "household-1", ...details, screenshot: null },
      },
    ]);
  });

  it("never files the same report twice", () => {
    expect(given(submitted).when(submit)).toThrow("already submitted");
  });

  it("resolves an open report", () => {
    expect(given(submitted).when(resolve)()).toEqual([{ type: "BugReportResolved", data: { reportId, resolvedBy: "admin-1" } }]);
  });

  it("resolving a resolved report changes nothing", () => {
    expect(given(submitted, { type: "BugReportResolved", data: { reportId, resolvedBy: "admin-1" } }).when(resolve)()).toEqual([]);
  });

  it("cannot resolve a report that does not exist", () => {
    expect(given().when(resolve)).toThrow("Bug report not found");
  });
});
