/** Hearth shows US units (spec section 9); the server keeps kilograms and kilometres. */
const LB_PER_KG = 2.20462262;
const KM_PER_MILE = 1.609344;

export const kgToLb = (kg: number) => kg * LB_PER_KG;
export const lbToKg = (lb: number) => Math.round((lb / LB_PER_KG) * 1000) / 1000;
export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const milesToKm = (mi: number) => Math.round(mi * KM_PER_MILE * 1000) / 1000;

export const formatLb = (kg: number) => `${kgToLb(kg).toLocaleString("en-US", { maximumFractionDigits: 1 })} lb`;
export const formatMiles = (km: number) => `${kmToMiles(km).toLocaleString("en-US", { maximumFractionDigits: 2 })} mi`;
export const formatKcal = (kcal: number) => `${kcal.toLocaleString("en-US")} kcal`;

/** A local day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** "Mon, Nov 16" */
export function formatDay(day: string, weekday: "short" | "long" = "short"): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { weekday, month: "short", day: "numeric", timeZone: "UTC" });
}

/** "Nov 16" */
export const shortDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 16 – 22, 2026" */
export function formatWeek(weekStart: string): string {
  const end = addDays(weekStart, 6);
  const year = end.slice(0, 4);
  return `${shortDate(weekStart)} – ${shortDate(end)}, ${year}`;
}

export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
