import type { CalendarOverlaySource } from "../calendar/index.js";
import type { PantryService } from "./pantry.service.js";

/** The calendar's "pantry" layer: the day each item still in the pantry reaches its date. */
export function pantryCalendarOverlay(pantry: PantryService): CalendarOverlaySource {
  return {
    layer: "pantry",
    async list(householdId, from, to) {
      // Dates are already the household's days (the pantry records dates, not instants).
      return (await pantry.items(householdId))
        .filter((item) => item.expiresOn && item.expiresOn >= from && item.expiresOn <= to)
        .map((item) => ({
          layer: "pantry",
          id: item.id,
          title: `${item.expiryKind === "use_by" ? "Use by" : "Best before"}: ${item.name}`,
          date: item.expiresOn!,
          href: `/app/pantry/${item.id}/edit`,
        }));
    },
  };
}
