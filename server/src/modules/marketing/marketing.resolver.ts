import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../core/graphql-context.js";
import { validate } from "../../core/validation.js";
import type { MarketingService } from "./marketing.service.js";
import { NewsletterSubscriptionInput, NewsletterSubscriptionType, PublicConfigType } from "./marketing.types.js";
import { newsletterSchema } from "./marketing.validation.js";

@Resolver()
export class MarketingResolver {
  constructor(private readonly marketing: MarketingService) {}

  @Mutation(() => NewsletterSubscriptionType, {
    description: "Same as POST /api/newsletter: adds an address to 'Stay Updated'; the same address twice is stored once",
  })
  async subscribeToNewsletter(
    @Arg("input", () => NewsletterSubscriptionInput) input: NewsletterSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NewsletterSubscriptionType> {
    return this.marketing.subscribe(ctx, validate(newsletterSchema, input));
  }

  @Query(() => PublicConfigType, { description: "Same answer as GET /api/public-config" })
  publicConfig(): PublicConfigType {
    return this.marketing.publicConfig();
  }
}
