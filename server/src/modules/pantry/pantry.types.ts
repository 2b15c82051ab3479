import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("PantryItem", { description: "Something the household keeps: a catalogue product or free text" })
export class PantryItemType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true, description: "The catalogue product; null for a free-text item" }) productId: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) category: string | null;
  @Field(() => Float, { description: "What is left" }) quantity: number;
  @Field() unit: string;
  @Field({ description: "pantry, fridge, freezer or one of the household's own locations" }) location: string;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" }) purchasedOn: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" }) expiresOn: string | null;
  @Field({ description: "best_before or use_by" }) expiryKind: string;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD" }) openedOn: string | null;
  @Field(() => Float, { nullable: true, description: "USD paid for the whole item as bought" }) pricePaid: number | null;
  @Field(() => String, { nullable: true }) store: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field({ description: "active (some left), finished (used up or thrown away), removed" }) status: string;
  @Field(() => Float, { description: "Used or thrown away so far" }) used: number;
  @Field(() => Float, { nullable: true, description: "USD the part left is worth (its share of the price paid)" }) value: number | null;
  @Field({ description: "expired, soon (within the household's window), fine, or none (no date)" }) expiryState: string;
  @Field(() => Int, { nullable: true, description: "Days until the date; negative once past" }) daysLeft: number | null;
  @Field(() => ID, { nullable: true, description: "The shopping item it was bought as" }) sourceShoppingItemId: string | null;
  @Field(() => String, { nullable: true, description: "The change undo takes back" }) lastActionId: string | null;
  @Field(() => String, { nullable: true, description: "consume, discard or move" }) lastActionKind: string | null;
  @Field(() => Int, { description: "Household sequence of its last change: the higher copy is the newer" }) revision: number;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType("PantrySettings")
export class PantrySettingsType {
  @Field(() => Int, { description: "Items within this many days count as expiring soon and get a reminder" }) expiryWindowDays: number;
  @Field() defaultLocation: string;
  @Field({ description: "What buying on a shopping list does: automatic (adds), propose (suggests) or off" }) purchaseMode: string;
  @Field({ description: "Mail a daily digest of expiring items" }) expiryDigest: boolean;
  @Field(() => [String]) customLocations: string[];
  @Field(() => [String], { description: "pantry, fridge, freezer and the household's own" }) locations: string[];
}

@ObjectType("PantryPricePoint")
export class PricePointType {
  @Field(() => ID) itemId: string;
  @Field() paidOn: string;
  @Field(() => String, { nullable: true }) store: string | null;
  @Field(() => Float) quantity: number;
  @Field() unit: string;
  @Field(() => Float) pricePaid: number;
  @Field(() => Float, { description: "USD per unit" }) unitPrice: number;
}

@ObjectType("PantryStorePrice")
export class StorePriceType {
  @Field() store: string;
  @Field(() => Int) count: number;
  @Field(() => Float) lowestUnitPrice: number;
  @Field(() => Float) lastUnitPrice: number;
  @Field() lastPaidOn: string;
}

@ObjectType("PantryCostHistory", { description: "Every price this household paid for a product, oldest first" })
export class CostHistoryType {
  @Field(() => ID, { nullable: true }) productId: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => [PricePointType]) points: PricePointType[];
  @Field(() => [StorePriceType], { description: "Per store, cheapest first" }) stores: StorePriceType[];
  @Field(() => PricePointType, { nullable: true }) lowest: PricePointType | null;
  @Field(() => PricePointType, { nullable: true }) last: PricePointType | null;
}

@ObjectType("ProductCommunityPrice", {
  description: "What households paid for a product over the last year, as an aggregate only: no figure until enough households paid for it",
})
export class CommunityPriceType {
  @Field(() => ID) productId: string;
  @Field(() => Int, { description: "Households that must have paid for it before any figure is shown" }) minimumHouseholds: number;
  @Field({ description: "The first day counted (YYYY-MM-DD)" }) since: string;
  @Field({ description: "True when enough households paid for it in one unit; else every figure is null" }) enough: boolean;
  @Field(() => Int, { nullable: true }) households: number | null;
  @Field(() => String, { nullable: true }) unit: string | null;
  @Field(() => Float, { nullable: true, description: "USD per unit: the lowest household's typical price" }) lowestUnitPrice: number | null;
  @Field(() => Float, { nullable: true, description: "USD per unit: the median of the households' typical prices" }) medianUnitPrice: number | null;
  @Field(() => Float, { nullable: true, description: "USD per unit: the highest household's typical price" }) highestUnitPrice: number | null;
}

@ObjectType("PantryProposal", { description: "A purchase waiting to be added to the pantry (purchase mode propose)" })
export class PantryProposalType {
  @Field(() => ID) id: string;
  @Field(() => ID) shoppingItemId: string;
  @Field(() => ID, { nullable: true }) productId: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) category: string | null;
  @Field(() => Float) quantity: number;
  @Field() unit: string;
  @Field() location: string;
  @Field(() => String, { nullable: true }) purchasedOn: string | null;
  @Field(() => String, { nullable: true }) expiresOn: string | null;
  @Field(() => Float, { nullable: true }) pricePaid: number | null;
  @Field(() => String, { nullable: true }) store: string | null;
  @Field(() => Int) revision: number;
  @Field(() => Date) createdAt: string;
}

@ObjectType("PantryProposalResult")
export class ProposalResultType {
  @Field(() => ID) proposalId: string;
  @Field(() => PantryItemType, { nullable: true, description: "The item added (accept); null when dismissed" }) item: PantryItemType | null;
}

@ObjectType("PantryChange", { description: "A change to the household's pantry, from any device" })
export class PantryChangeType {
  @Field(() => Int) sequence: number;
  @Field() type: string;
  @Field(() => ID, { nullable: true }) itemId: string | null;
  @Field(() => [PantryItemType], { description: "The touched items as they are now (removed ones with status removed)" }) items: PantryItemType[];
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
  @Field(() => Date) changedAt: string;
}

@InputType()
export class AddPantryItemInput {
  @Field(() => ID, { nullable: true, description: "A UUID chosen by the device (items added offline)" }) id?: string | null;
  @Field(() => ID, { nullable: true }) productId?: string | null;
  @Field({ defaultValue: "", description: "Required unless a product is chosen" }) name: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => Float) quantity: number;
  @Field(() => String, { nullable: true, description: "Defaults to the product's unit, else pcs" }) unit?: string | null;
  @Field(() => String, { nullable: true, description: "Defaults to where the product keeps, else the household's default" }) location?: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; defaults to today" }) purchasedOn?: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; defaults from the product's shelf life" }) expiresOn?: string | null;
  @Field(() => String, { nullable: true, description: "best_before (default) or use_by" }) expiryKind?: string | null;
  @Field(() => String, { nullable: true }) openedOn?: string | null;
  @Field(() => Float, { nullable: true }) pricePaid?: number | null;
  @Field(() => String, { nullable: true }) store?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class EditPantryItemInput {
  @Field(() => ID, { nullable: true }) productId?: string | null;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => Float, { nullable: true }) quantity?: number;
  @Field(() => String, { nullable: true }) unit?: string;
  @Field(() => String, { nullable: true }) purchasedOn?: string | null;
  @Field(() => String, { nullable: true }) expiresOn?: string | null;
  @Field(() => String, { nullable: true }) expiryKind?: string;
  @Field(() => Float, { nullable: true }) pricePaid?: number | null;
  @Field(() => String, { nullable: true }) store?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class PantrySettingsInput {
  @Field(() => Int, { nullable: true }) expiryWindowDays?: number;
  @Field(() => String, { nullable: true }) defaultLocation?: string;
  @Field(() => String, { nullable: true }) purchaseMode?: string;
  @Field(() => Boolean, { nullable: true }) expiryDigest?: boolean;
  @Field(() => [String], { nullable: true }) customLocations?: string[];
}
