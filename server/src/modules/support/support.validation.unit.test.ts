import { describe, expect, it } from "vitest";
import { AppError } from "../../core/errors.js";
import { decodeScreenshot, SCREENSHOT_MAX_BYTES } from "./screenshot-store.js";
import { parseBugReport } from "./support.validation.js";

const valid = { title: "Crash", description: "It crashed", email: "a@example.com" };

function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("parseBugReport", () => {
  it("checks title, then description, then email (trimmed), the first failure wins", () => {
    const all = errorOf(() => parseBugReport({ title: " ", description: "", email: "" }));
    expect([all.status, all.message, all.extra]).toEqual([
      400,
      "Missing Title",
      { message: "Please provide a brief title for the issue", field: "title" },
    ]);
    const noDescription = errorOf(() => parseBugReport({ title: "Crash", description: "  ", email: "" }));
    expect([noDescription.message, noDescription.extra.message]).toEqual([
      "Missing Description",
      "Please describe the issue you encountered",
    ]);
    const noEmail = errorOf(() => parseBugReport({ title: "Crash", description: "It crashed", email: "\t" }));
    expect([noEmail.message, noEmail.extra.message]).toEqual(["Missing Email", "Please provide your email for follow-up"]);
  });

  it("fills the defaults: category bug, severity medium, empty optional texts, no screenshot", () => {
    expect(parseBugReport(valid)).toMatchObject({
      title: "Crash",
      category: "bug",
      severity: "medium",
      stepsToReproduce: "",
      expectedBehavior: "",
      actualBehavior: "",
      screenshot: null,
      viewport: null,
      timestamp: null,
    });
  });

  it("refuses an unknown severity or category and a malformed email", () => {
    expect(errorOf(() => parseBugReport({ ...valid, severity: "urgent" })).message).toMatch(/^severity must be one of/);
    expect(errorOf(() => parseBugReport({ ...valid, category: "rant" })).message).toMatch(/^category must be one of/);
    expect(errorOf(() => parseBugReport({ ...valid, email: "not-an-email" })).message).toBe(
      "Please provide a valid email for follow-up",
    );
  });

  it("has no length limit on the texts, the page address and the browser included", () => {
    const long = "x".repeat(200_000);
    expect(parseBugReport({ ...valid, description: long }).description).toHaveLength(200_000);
    // The client fills these in itself: a long address (a search with many filters) must not cost the report.
    const report = parseBugReport({ ...valid, url: `https://hearth.example/app/recipes?q=${long}`, userAgent: long });
    expect([report.url?.length, report.userAgent?.length]).toEqual([200_037, 200_000]);
  });
});

describe("decodeScreenshot", () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

  it("decodes an image data URL whose bytes match its type", () => {
    const shot = decodeScreenshot(`data:image/jpeg;base64,${jpeg.toString("base64")}`);
    expect(shot.contentType).toBe("image/jpeg");
    expect(shot.bytes.equals(jpeg)).toBe(true);
  });

  it("refuses other data, and bytes that are not the image they claim to be", () => {
    expect(errorOf(() => decodeScreenshot("data:text/html;base64,PGgxPg==")).status).toBe(400);
    expect(errorOf(() => decodeScreenshot(`data:image/png;base64,${jpeg.toString("base64")}`)).message).toBe(
      "screenshot is not a valid PNG image",
    );
  });

  it("answers 413 for an image over the limit", () => {
    const big = Buffer.alloc(SCREENSHOT_MAX_BYTES + 10, 1);
    big.set([0xff, 0xd8, 0xff]);
    const error = errorOf(() => decodeScreenshot(`data:image/jpeg;base64,${big.toString("base64")}`));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/^Screenshot is too large: at most 8 MB/);
  });
});
