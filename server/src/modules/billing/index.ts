import type { ModuleDefinition } from "../../core/module.js";
import type { CalendarOverlaySource } from "../calendar/index.js";
import { subscriptionCalendarOverlay } from "./billing.calendar.js";
import { BillingResolver } from "./billing.resolver.js";
import { billingRoutes, stripeWebhookRoutes } from "./billing.rest.js";
import { createBillingService, type BillingService } from "./billing.service.js";
import { billingProjection } from "./projections/billing.projection.js";
import { CheckoutEntity, SubscriptionEntity } from "./projections/billing.read-model.js";

export type { AccessLimit, BillingService } from "./billing.service.js";

/** Billing: the free trial, checkouts with the payment provider, and the subscription's lifecycle. */
export const billingModule: ModuleDefinition<Record<string, never>, { billing: BillingService; calendarOverlay: CalendarOverlaySource }> = {
  name: "billing",
  entities: [SubscriptionEntity, CheckoutEntity],
  projections: [billingProjection],
  create(core) {
    const service = createBillingService(core);
    return {
      exports: { billing: service, calendarOverlay: subscriptionCalendarOverlay(core) },
      resolvers: [{ type: BillingResolver, instance: new BillingResolver(service) }],
      routes: billingRoutes(service),
      ownBodyRoutes: stripeWebhookRoutes(service),
    };
  },
};
