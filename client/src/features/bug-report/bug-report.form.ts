/** The bug-report dialog's fields and rules (spec sections 2, 3, 5 and 8), free of React and I/O. */

export const BUG_CATEGORIES = [
  { value: "bug", label: "Bug" },
  { value: "feature", label: "Feature Request" },
  { value: "performance", label: "Performance Issue" },
  { value: "ui", label: "UI/UX Problem" },
  { value: "other", label: "Other" },
] as const;

export const BUG_SEVERITIES = [
  { value: "low", label: "Low - Minor issue" },
  { value: "medium", label: "Medium - Some impact" },
  { value: "high", label: "High - Major impact" },
  { value: "critical", label: "Critical - App unusable" },
] as const;

export type BugCategory = (typeof BUG_CATEGORIES)[number]["value"];
export type BugSeverity = (typeof BUG_SEVERITIES)[number]["value"];

export interface BugReportForm {
  title: string;
  description: string;
  stepsToReproduce: string;
  expectedBehavior: string;
  actualBehavior: string;
  severity: BugSeverity;
  category: BugCategory;
  email: string;
}

export type BugReportField = keyof BugReportForm;

/** The defaults: category bug, severity medium, the email of the current user when known. */
export function emptyBugReportForm(email = ""): BugReportForm {
  return {
    title: "",
    description: "",
    stepsToReproduce: "",
    expectedBehavior: "",
    actualBehavior: "",
    severity: "medium",
    category: "bug",
    email,
  };
}

export interface ValidationProblem {
  field: "title" | "description" | "email";
  title: string;
  description: string;
}

const RULES: ValidationProblem[] = [
  { field: "title", title: "Missing Title", description: "Please provide a brief title for the issue" },
  { field: "description", title: "Missing Description", description: "Please describe the issue you encountered" },
  { field: "email", title: "Missing Email", description: "Please provide your email for follow-up" },
];

/** Title, then description, then email: the first blank one (trimmed) wins; null when all are there. */
export function firstValidationProblem(form: Pick<BugReportForm, "title" | "description" | "email">): ValidationProblem | null {
  return RULES.find((rule) => form[rule.field].trim() === "") ?? null;
}

export const SUBMITTED_TOAST = {
  title: "Bug Report Submitted",
  description: "Thank you for your feedback! We'll look into this issue.",
} as const;

export const SUBMIT_FAILED_TOAST = {
  title: "Submission Failed",
  description: "Could not submit your bug report. Please try again.",
} as const;

export const SCREENSHOT_FAILED_TOAST = {
  title: "Screenshot Failed",
  description: "Could not capture screenshot, but you can still report the bug.",
} as const;
