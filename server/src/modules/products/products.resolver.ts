import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import type { LiveFeeds } from "../../core/live-feed.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { requireRole } from "../../core/request.js";
import type { TokenClaims } from "../../core/tokens.js";
import { validate } from "../../core/validation.js";
import { CATALOGUE_HOUSEHOLD_ID, PRODUCT_EVENT_TYPES } from "./products.events.js";
import { isStaff, STAFF_ROLES, type ProductsService } from "./products.service.js";
import {
  BarcodeLookupType,
  CreateProductInput,
  ProductCategoryType,
  ProductChangeType,
  ProductPageType,
  ProductType,
  UpdateProductInput,
} from "./products.types.js";
import { productChangesSchema, productInputSchema, rejectSchema, toChanges, toDetails } from "./products.validation.js";
import { toProductView } from "./products.view.js";

const PRODUCT_TYPES = new Set<string>(PRODUCT_EVENT_TYPES);


/** The product a catalogue event is about (a merge is about the duplicate). */
const productIdOf = (m: BusMessage) => String((m.data as { productId?: string }).productId ?? "");

/** Keeps the messages `keep` allows (it may read the database); closing the result closes the source. */
function filterAsync<T>(source: AsyncIterableIterator<T>, keep: (message: T) => Promise<boolean>): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const item = await source.next();
        if (item.done) return { value: undefined, done: true };
        if (await keep(item.value)) return item;
      }
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * The service of each running instance, by its live feeds: a subscription's `subscribe` runs without
 * the resolver instance, and its visibility filter needs to read the catalogue.
 */
const servicesByFeeds = new WeakMap<LiveFeeds, ProductsService>();

@Resolver()
export class ProductsResolver {
  constructor(private readonly service: ProductsService) {}

  /** Registers this instance's service for its subscriptions' visibility filter (called at start). */
  listenOn(feeds: LiveFeeds): void {
    servicesByFeeds.set(feeds, this.service);
  }

  // ── queries ──────────────────────────────────────────────────────────────────────────────────
  @Query(() => ProductPageType, { description: "Products the household may see (verified, and its own), by name" })
  async products(
    @Ctx() ctx: GraphQLContext,
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("category", () => String, { nullable: true }) category: string | null,
    @Arg("dietTags", () => [String], { nullable: true, description: "Every one of these" }) dietTags: string[] | null,
    @Arg("withoutAllergens", () => [String], { nullable: true, description: "None of these" }) withoutAllergens: string[] | null,
    @Arg("mine", () => Boolean, { nullable: true, description: "Only the household's own products" }) mine: boolean | null,
    @Arg("offset", () => Int, { nullable: true }) offset: number | null,
    @Arg("limit", () => Int, { nullable: true, description: "At most 200; default 50" }) limit: number | null,
  ): Promise<ProductPageType> {
    const caller = callerOf(ctx);
    const page = await this.service.list(caller, { text: search, category, dietTags, withoutAllergens, mine, offset, limit });
    return { ...page, items: page.items.map((row) => toProductView(row, caller)) };
  }

  @Query(() => ProductType, { description: "One product (NOT_FOUND for unknown ids and other households' unverified products)" })
  async product(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ProductType> {
    const caller = callerOf(ctx);
    return toProductView(await this.service.readFor(caller, id), caller);
  }

  @Query(() => [ProductCategoryType], { description: "Categories of verified products with their counts" })
  async productCategories(@Ctx() ctx: GraphQLContext): Promise<ProductCategoryType[]> {
    callerOf(ctx);
    return this.service.categories();
  }

  @Query(() => [ProductType], { description: "The moderators' queue: products waiting for a decision, oldest first (staff)" })
  async productModerationQueue(@Ctx() ctx: GraphQLContext): Promise<ProductType[]> {
    const staff = requireRole(ctx, STAFF_ROLES);
    return (await this.service.queue()).map((row) => toProductView(row, staff));
  }

  @Query(() => Int, { description: "The catalogue's latest sequence: read it with the products, then subscribe with since = this value" })
  async productsSyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    callerOf(ctx);
    return this.service.syncPoint();
  }

  // ── mutations ────────────────────────────────────────────────────────────────────────────────
  @Mutation(() => ProductType, { description: "Adds a product for the household: visible to it at once, to everyone once verified" })
  async createProduct(
    @Arg("input", () => CreateProductInput) input: CreateProductInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductType> {
    const caller = callerOf(ctx);
    const parsed = validate(productInputSchema, plain(input));
    return toProductView(await this.service.create(withIdempotencyKey(ctx, idempotencyKey), caller, toDetails(parsed), parsed.id), caller);
  }

  @Mutation(() => ProductType, { description: "Changes a product: the household's own unverified one, or any for staff" })
  async updateProduct(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateProductInput) input: UpdateProductInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductType> {
    const caller = callerOf(ctx);
    const changes = toChanges(validate(productChangesSchema, plain(input)));
    return toProductView(await this.service.update(withIdempotencyKey(ctx, idempotencyKey), caller, id, changes), caller);
  }

  @Mutation(() => ProductType, { description: "Verifies a product: every household can see it from now on (staff)" })
  async verifyProduct(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductType> {
    const staff = requireRole(ctx, STAFF_ROLES);
    return toProductView(await this.service.verify(withIdempotencyKey(ctx, idempotencyKey), staff, id), staff);
  }

  @Mutation(() => ProductType, { description: "Rejects a pending product with a reason its household sees (staff)" })
  async rejectProduct(
    @Arg("id", () => ID) id: string,
    @Arg("reason") reason: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductType> {
    const staff = requireRole(ctx, STAFF_ROLES);
    const parsed = validate(rejectSchema, { reason });
    return toProductView(await this.service.reject(withIdempotencyKey(ctx, idempotencyKey), staff, id, parsed.reason), staff);
  }

  @Mutation(() => ProductType, { description: "Merges a duplicate into the product that stays; answers the survivor (staff)" })
  async mergeProducts(
    @Arg("duplicateId", () => ID) duplicateId: string,
    @Arg("intoId", () => ID) intoId: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductType> {
    const staff = requireRole(ctx, STAFF_ROLES);
    return toProductView(await this.service.merge(withIdempotencyKey(ctx, idempotencyKey), staff, duplicateId, intoId), staff);
  }

  @Mutation(() => BarcodeLookupType, {
    description: "Finds a product by barcode; when unknown and Open Food Facts is on, fills a new product for the household from there",
  })
  async lookupBarcode(
    @Arg("barcode") barcode: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BarcodeLookupType> {
    const caller = callerOf(ctx);
    const result = await this.service.lookupBarcode(withIdempotencyKey(ctx, idempotencyKey), caller, barcode);
    return { ...result, product: result.product ? toProductView(result.product, caller) : null };
  }

  // ── live ─────────────────────────────────────────────────────────────────────────────────────
  @Subscription(() => ProductChangeType, {
    description:
      "Catalogue changes the caller may see (its household's products, verified ones, and all for staff), from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const service = servicesByFeeds.get(context.feeds);
      const source = await context.feeds.subscribe(CATALOGUE_HOUSEHOLD_ID, sinceArg(args.since));
      return filterAsync(source, (m) => ProductsResolver.visibleChange(service, caller, m));
    },
  })
  async productsChanged(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProductChangeType> {
    const caller = callerOf(ctx);
    const productId = productIdOf(message);
    let product: ProductType | null = null;
    try {
      product = toProductView(await this.service.readFor(caller, productId), caller);
    } catch {
      product = null;
    }
    const data = message.data as { into?: string };
    return {
      sequence: message.sequence,
      type: message.type,
      productId,
      product,
      mergedInto: message.type === "ProductMerged" ? (data.into ?? null) : null,
      sourceClientId: message.clientId,
      changedAt: message.recordedAt,
    };
  }

  /** Whether a catalogue event concerns a product this caller may see. */
  static async visibleChange(service: ProductsService | undefined, caller: TokenClaims, m: BusMessage): Promise<boolean> {
    if (!PRODUCT_TYPES.has(m.type)) return false;
    if (isStaff(caller)) return true;
    if ((m.data as { ownerHouseholdId?: string | null }).ownerHouseholdId === caller.householdId) return true;
    if (!service) return false;
    try {
      await service.readFor(caller, productIdOf(m));
      return true;
    } catch {
      return false;
    }
  }
}

/** type-graphql input instances to plain objects for zod (undefined fields stay absent). */
function plain(input: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
}
