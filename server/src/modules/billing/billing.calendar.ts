import type { CoreServices } from "../../core/module.js";
import { toWall, wallDate } from "../../core/zoned-time.js";
import type { CalendarOverlaySource } from "../calendar/index.js";
import { SubscriptionEntity } from "./projections/billing.read-model.js";

/** The calendar's "subscription" layer: the day the free trial ends, or the paid period renews or ends. */
export function subscriptionCalendarOverlay(core: CoreServices): CalendarOverlaySource {
  return {
    layer: "subscription",
    async list(householdId, from, to, timeZone = "UTC") {
      const row = await core.db.em().findOne(SubscriptionEntity, { householdId }, { disableIdentityMap: true });
      if (!row) return [];
      const item = (() => {
        if (row.status === "trialing" && row.trialEndsAt) return { at: row.trialEndsAt, title: "Free trial ends" };
        if ((row.status === "active" || row.status === "past_due") && row.currentPeriodEnd) return { at: row.currentPeriodEnd, title: "Subscription renews" };
        if (row.status === "canceled" && row.currentPeriodEnd) return { at: row.currentPeriodEnd, title: "Subscription ends" };
        return null;
      })();
      if (!item) return [];
      const date = wallDate(toWall(item.at, timeZone));
      if (date < from || date > to) return [];
      return [{ layer: "subscription", id: `${row.status}@${item.at.toISOString()}`, title: item.title, date, start: item.at.toISOString(), href: "/app/subscription" }];
    },
  };
}
