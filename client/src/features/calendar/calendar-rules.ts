/** The repeat choices the event form offers, to and from an RFC 5545 RRULE value. */

export type Repeat = "none" | "daily" | "weekly" | "biweekly" | "monthly" | "yearly" | "custom";
export const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

export interface RepeatValues {
  repeat: Repeat;
  /** For weekly and every-two-weeks. */
  weekdays: WeekdayCode[];
  /** Last day (YYYY-MM-DD, included), or "" for no end. */
  until: string;
  /** The rule as it was, for rules the form cannot show (kept as they are). */
  customRule: string;
}

export function ruleOf(v: RepeatValues): string | null {
  const until = v.until ? `;UNTIL=${v.until.replace(/-/g, "")}T235959Z` : "";
  const days = v.weekdays.length ? `;BYDAY=${v.weekdays.join(",")}` : "";
  switch (v.repeat) {
    case "none":
      return null;
    case "daily":
      return `FREQ=DAILY${until}`;
    case "weekly":
      return `FREQ=WEEKLY${days}${until}`;
    case "biweekly":
      return `FREQ=WEEKLY;INTERVAL=2${days}${until}`;
    case "monthly":
      return `FREQ=MONTHLY${until}`;
    case "yearly":
      return `FREQ=YEARLY${until}`;
    case "custom":
      return v.customRule.trim() || null;
  }
}

/** The form's choices for a stored rule; anything it cannot show stays a custom rule. */
export function repeatOf(rule: string | null, startWeekday: WeekdayCode): RepeatValues {
  const base: RepeatValues = { repeat: "none", weekdays: [startWeekday], until: "", customRule: "" };
  if (!rule) return base;
  const parts = new Map(rule.split(";").map((p) => p.split("=") as [string, string]));
  const custom = { ...base, repeat: "custom" as const, customRule: rule };
  const known = new Set(["FREQ", "INTERVAL", "BYDAY", "UNTIL"]);
  if ([...parts.keys()].some((k) => !known.has(k))) return custom;
  const untilValue = parts.get("UNTIL");
  const untilMatch = untilValue ? /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(untilValue) : null;
  if (untilValue && !untilMatch) return custom;
  const until = untilMatch ? `${untilMatch[1]}-${untilMatch[2]}-${untilMatch[3]}` : "";
  const interval = parts.get("INTERVAL") ?? "1";
  const byDay = parts.get("BYDAY");
  const weekdays = byDay ? (byDay.split(",") as WeekdayCode[]) : [startWeekday];
  if (byDay && weekdays.some((d) => !WEEKDAY_CODES.includes(d))) return custom;
  const freq = parts.get("FREQ");
  if (freq === "WEEKLY" && (interval === "1" || interval === "2")) return { ...base, repeat: interval === "1" ? "weekly" : "biweekly", weekdays, until };
  if (byDay || interval !== "1") return custom;
  if (freq === "DAILY") return { ...base, repeat: "daily", until };
  if (freq === "MONTHLY") return { ...base, repeat: "monthly", until };
  if (freq === "YEARLY") return { ...base, repeat: "yearly", until };
  return custom;
}

const NAMES: Record<WeekdayCode, string> = { SU: "Sun", MO: "Mon", TU: "Tue", WE: "Wed", TH: "Thu", FR: "Fri", SA: "Sat" };
export const weekdayName = (code: WeekdayCode) => NAMES[code];

/** "Weekly on Mon, Wed", "Every day", … for the event's details. */
export function describeRule(rule: string | null): string {
  if (!rule) return "Does not repeat";
  const v = repeatOf(rule, "SU");
  const until = v.until ? ` until ${v.until}` : "";
  switch (v.repeat) {
    case "daily":
      return `Every day${until}`;
    case "weekly":
      return `Weekly on ${v.weekdays.map(weekdayName).join(", ")}${until}`;
    case "biweekly":
      return `Every two weeks on ${v.weekdays.map(weekdayName).join(", ")}${until}`;
    case "monthly":
      return `Monthly${until}`;
    case "yearly":
      return `Yearly${until}`;
    default:
      return `Repeats (${rule})`;
  }
}
