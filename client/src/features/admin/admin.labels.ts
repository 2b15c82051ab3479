/** How the admin dashboard names bug-report values (the dialog's own labels, spec section 3). */
const SEVERITY_LABELS: Record<string, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };
const CATEGORY_LABELS: Record<string, string> = {
  bug: "Bug",
  feature: "Feature Request",
  performance: "Performance Issue",
  ui: "UI/UX Problem",
  other: "Other",
};

export const severityLabel = (value: string) => SEVERITY_LABELS[value] ?? value;
export const categoryLabel = (value: string) => CATEGORY_LABELS[value] ?? value;

export const STATUS_FILTERS = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "all", label: "All" },
] as const;

export const SEVERITY_FILTERS = [
  { value: "all", label: "All severities" },
  { value: "critical", label: "Critical" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number]["value"];
export type SeverityFilter = (typeof SEVERITY_FILTERS)[number]["value"];

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTime.format(date);
}

/** Admins and moderators see the dashboard (the server checks the same on every call). */
export function isStaffRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "moderator";
}
