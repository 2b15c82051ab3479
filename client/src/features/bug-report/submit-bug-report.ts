/** POST /api/bug-reports (spec sections 3 and 7), for anonymous and signed-in people alike. */
import { decodeTokenPayload } from "../../lib/auth-token";
import { getClientId } from "../../lib/client-id";
import { readToken } from "../../lib/session";
import type { SubmitInput } from "./bug-report.machine";

export const BUG_REPORTS_PATH = "/api/bug-reports";

/** What the page knows about where the report comes from. */
export interface PageInfo {
  userAgent: string;
  url: string;
  viewport: { width: number; height: number };
  now: Date;
  userId: string | null;
}

/** The spec's bug report payload. */
export function bugReportPayload(input: SubmitInput, page: PageInfo) {
  const { form } = input;
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    stepsToReproduce: form.stepsToReproduce,
    expectedBehavior: form.expectedBehavior,
    actualBehavior: form.actualBehavior,
    severity: form.severity,
    email: form.email.trim(),
    category: form.category,
    screenshot: input.screenshot,
    userAgent: page.userAgent,
    url: page.url,
    timestamp: page.now.toISOString(),
    viewport: page.viewport,
    userId: page.userId,
  };
}

/** The session's headers when there is one (bearer token), plus the spec's JSON, no-cache and X-Requested-With. */
export function bugReportHeaders(token: string | null, clientId: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
    "X-Requested-With": "XMLHttpRequest",
    "X-Hearth-Client": clientId,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

export async function submitBugReport(input: SubmitInput): Promise<void> {
  const token = readToken();
  const claims = token ? decodeTokenPayload(token) : null;
  const payload = bugReportPayload(input, {
    userAgent: navigator.userAgent,
    url: window.location.href,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    now: new Date(),
    userId: claims?.userId ?? claims?.id ?? null,
  });
  const response = await fetch(BUG_REPORTS_PATH, {
    method: "POST",
    credentials: "include",
    headers: bugReportHeaders(token, getClientId()),
    body: JSON.stringify(payload),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `HTTP ${response.status}: ${response.statusText}`);
  }
}
