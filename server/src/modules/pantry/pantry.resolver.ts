import { Arg, Ctx, Float, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { SubscribeResolverData } from "type-graphql";
import type { BusMessage } from "../../core/bus.js";
import { callerOf, sinceArg, withIdempotencyKey, type GraphQLContext } from "../../core/graphql-context.js";
import { selectStream } from "../../core/live-feed.js";
import { validate } from "../../core/validation.js";
import { itemIdOf, PANTRY_EVENT_TYPES, type DiscardReason, type PantryItemFields } from "./pantry.events.js";
import type { PantryService } from "./pantry.service.js";
import {
  AddPantryItemInput,
  CommunityPriceType,
  CostHistoryType,
  EditPantryItemInput,
  PantryChangeType,
  PantryItemType,
  PantryProposalType,
  PantrySettingsInput,
  PantrySettingsType,
  ProposalResultType,
} from "./pantry.types.js";
import { addItemSchema, definedOnly, discardSchema, editItemSchema, settingsSchema } from "./pantry.validation.js";

const PANTRY_TYPES = new Set<string>(PANTRY_EVENT_TYPES);


@Resolver()
export class PantryResolver {
  constructor(private readonly pantry: PantryService) {}

  // ── queries ──────────────────────────────────────────────────────────────────────────────────
  @Query(() => [PantryItemType], { description: "The household's pantry, soonest date first (finished items only when asked)" })
  async pantryItems(
    @Arg("includeFinished", () => Boolean, { defaultValue: false }) includeFinished: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType[]> {
    return this.pantry.items(callerOf(ctx).householdId, { includeFinished });
  }

  @Query(() => PantryItemType, { description: "One item (NOT_FOUND for unknown or foreign ids)" })
  async pantryItem(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PantryItemType> {
    return this.pantry.item(callerOf(ctx).householdId, id);
  }

  @Query(() => Int, { description: "The household's latest event sequence: subscribe to pantryChanged with since = this" })
  async pantrySyncPoint(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.pantry.syncPoint(callerOf(ctx).householdId);
  }

  @Query(() => PantrySettingsType)
  async pantrySettings(@Ctx() ctx: GraphQLContext): Promise<PantrySettingsType> {
    return this.pantry.settings(callerOf(ctx).householdId);
  }

  @Query(() => Int, { description: "Items that expired or expire within the household's window (home screen and navigation)" })
  async pantryExpiringCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.pantry.expiringCount(callerOf(ctx).householdId);
  }

  @Query(() => [PantryProposalType], { description: "Purchases waiting to be added to the pantry" })
  async pantryProposals(@Ctx() ctx: GraphQLContext): Promise<PantryProposalType[]> {
    return this.pantry.proposals(callerOf(ctx).householdId);
  }

  @Query(() => CostHistoryType, { description: "What this household paid for the item's product (or a product) over time, per store" })
  async pantryCostHistory(
    @Arg("itemId", () => ID, { nullable: true }) itemId: string | null,
    @Arg("productId", () => ID, { nullable: true }) productId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CostHistoryType> {
    return this.pantry.costHistory(callerOf(ctx).householdId, { itemId: itemId ?? undefined, productId: productId ?? undefined });
  }

  @Query(() => CommunityPriceType, { description: "The price across households for a product this household can see, as an aggregate only" })
  async productCommunityPrice(@Arg("productId", () => ID) productId: string, @Ctx() ctx: GraphQLContext): Promise<CommunityPriceType> {
    return this.pantry.communityPrice(callerOf(ctx).householdId, productId);
  }

  // ── mutations ────────────────────────────────────────────────────────────────────────────────
  @Mutation(() => PantryItemType, { description: "Puts something in the pantry; the same id again records nothing" })
  async addPantryItem(
    @Arg("input", () => AddPantryItemInput) input: AddPantryItemInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType> {
    const v = validate(addItemSchema, { ...input });
    return this.pantry.add(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), {
      id: v.id ?? undefined,
      productId: v.productId ?? null,
      name: v.name,
      category: v.category ?? null,
      quantity: v.quantity,
      unit: v.unit ?? null,
      location: v.location ?? null,
      purchasedOn: v.purchasedOn ?? null,
      expiresOn: v.expiresOn ?? null,
      expiryKind: v.expiryKind ?? null,
      openedOn: v.openedOn ?? null,
      pricePaid: v.pricePaid ?? null,
      store: v.store ?? null,
      notes: v.notes ?? null,
    });
  }

  @Mutation(() => PantryItemType, { description: "Corrects fields of an item; only what differs is recorded" })
  async editPantryItem(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => EditPantryItemInput) input: EditPantryItemInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType> {
    const changes = definedOnly(validate(editItemSchema, { ...input })) as Partial<PantryItemFields>;
    return this.pantry.edit(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, changes);
  }

  @Mutation(() => PantryItemType, { description: "Uses some of an item, or all that is left without a quantity" })
  async consumePantryItem(
    @Arg("id", () => ID) id: string,
    @Arg("quantity", () => Float, { nullable: true }) quantity: number | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType> {
    const v = validate(discardSchema.pick({ quantity: true }), { quantity });
    return this.pantry.consume(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, v.quantity ?? null, idempotencyKey);
  }

  @Mutation(() => PantryItemType, { description: "Marks an item opened; its date moves closer when the product keeps less once opened" })
  async openPantryItem(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType> {
    return this.pantry.open(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => PantryItemType, { description: "Puts an item in another location" })
  async movePantryItem(
    @Arg("id", () => ID) id: string,
    @Arg("location") location: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType> {
    return this.pantry.move(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, location.trim(), idempotencyKey);
  }

  @Mutation(() => PantryItemType, { description: "Throws some or all of an item away (spoiled, expired, too_much, other): recorded as waste" })
  async discardPantryItem(
    @Arg("id", () => ID) id: string,
    @Arg("reason") reason: string,
    @Arg("quantity", () => Float, { nullable: true }) quantity: number | null,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType> {
    const v = validate(discardSchema, { quantity, reason, note: note ?? undefined });
    return this.pantry.discard(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, {
      quantity: v.quantity ?? null,
      reason: v.reason as DiscardReason,
      note: v.note ?? null,
      actionId: idempotencyKey,
    });
  }

  @Mutation(() => PantryItemType, { description: "Takes back the item's last consume, discard or move (only that one, when actionId is given)" })
  async undoPantryAction(
    @Arg("id", () => ID) id: string,
    @Arg("actionId", () => String, { nullable: true }) actionId: string | null,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantryItemType> {
    return this.pantry.undo(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id, actionId ?? null);
  }

  @Mutation(() => ID, { description: "Deletes an item entered by mistake; answers its id" })
  async removePantryItem(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return this.pantry.remove(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => PantrySettingsType, { description: "Changes the household's pantry settings (only the fields given)" })
  async updatePantrySettings(
    @Arg("input", () => PantrySettingsInput) input: PantrySettingsInput,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PantrySettingsType> {
    const changes = definedOnly(validate(settingsSchema, { ...input }));
    return this.pantry.changeSettings(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), changes);
  }

  @Mutation(() => ProposalResultType, { description: "Adds a proposed purchase to the pantry" })
  async acceptPantryProposal(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProposalResultType> {
    return this.pantry.acceptProposal(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  @Mutation(() => ProposalResultType, { description: "Leaves a proposed purchase out of the pantry" })
  async dismissPantryProposal(
    @Arg("id", () => ID) id: string,
    @Arg("idempotencyKey", () => String, { nullable: true }) idempotencyKey: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProposalResultType> {
    return this.pantry.dismissProposal(withIdempotencyKey(ctx, idempotencyKey), callerOf(ctx), id);
  }

  // ── live ─────────────────────────────────────────────────────────────────────────────────────
  @Subscription(() => PantryChangeType, {
    description: "Every change to the household's pantry (items, settings, suggestions, reminders), from any device; resume after `since`",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { since?: number | null }, GraphQLContext>) => {
      const caller = callerOf(context);
      const feed = await context.feeds.subscribe(caller.householdId, sinceArg(args.since));
      return selectStream(feed, (m: BusMessage) => (PANTRY_TYPES.has(m.type) ? m : undefined));
    },
  })
  async pantryChanged(
    @Root() message: BusMessage,
    @Arg("since", () => Int, { nullable: true }) _since: number | null,
  ): Promise<PantryChangeType> {
    const itemId = itemIdOf(message);
    const items = itemId ? await this.pantry.itemsById(message.householdId, [itemId]) : [];
    return {
      sequence: message.sequence,
      type: message.type,
      itemId,
      items,
      actorId: message.actorId,
      sourceClientId: message.clientId,
      changedAt: message.recordedAt,
    };
  }
}
