import type { ModuleDefinition } from "../../core/module.js";
import { MarketingResolver } from "./marketing.resolver.js";
import { marketingRoutes } from "./marketing.rest.js";
import { createMarketingService } from "./marketing.service.js";
import { marketingProjection } from "./projections/marketing.projection.js";
import { NewsletterSubscriptionEntity } from "./projections/marketing.read-model.js";

/** Marketing: the public site's newsletter sign-ups and run-time settings (analytics id). */
export const marketingModule: ModuleDefinition = {
  name: "marketing",
  entities: [NewsletterSubscriptionEntity],
  projections: [marketingProjection],
  create(core) {
    const service = createMarketingService(core);
    return {
      resolvers: [{ type: MarketingResolver, instance: new MarketingResolver(service) }],
      routes: marketingRoutes(service),
      exports: {},
    };
  },
};
