/**
 * The keeping rule as the server applies it (USDA FSIS "Leftovers and Food Safety": 3 to 4 days in the
 * fridge, best within 2 to 6 months frozen; Hearth uses 3 days and 3 months), so a leftover added offline
 * shows its use-by day at once. The server's answer replaces it when it arrives.
 */
export function leftoverUseByRule(day: string, location: "fridge" | "freezer"): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (location === "fridge") date.setUTCDate(date.getUTCDate() + 3);
  else date.setUTCMonth(date.getUTCMonth() + 3);
  return date.toISOString().slice(0, 10);
}
