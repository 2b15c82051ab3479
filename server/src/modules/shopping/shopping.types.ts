import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { LIST_STATUS_FILTERS, type ListStatusFilter } from "./shopping.validation.js";

export const ShoppingListStatusFilterEnum = Object.fromEntries(LIST_STATUS_FILTERS.map((s) => [s, s])) as {
  [K in ListStatusFilter]: K;
};
registerEnumType(ShoppingListStatusFilterEnum, {
  name: "ShoppingListStatusFilter",
  description: "Which lists to read: active (the default), archived, or all",
});

// Dates below are ISO 8601 strings in the service's views; the DateTimeISO scalar serialises them as they are.

@ObjectType("ShoppingItem", { description: "An item on a shopping list" })
export class ShoppingItemType {
  @Field(() => ID) id: string;
  @Field(() => ID) listId: string;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: "Shown under Other when empty" }) category: string | null;
  @Field(() => Float, { description: "Defaults to 1" }) quantity: number;
  @Field(() => Float, { nullable: true, description: "USD" }) estimatedPrice: number | null;
  @Field(() => Float, { nullable: true, description: "USD" }) actualPrice: number | null;
  @Field(() => Int, { nullable: true, description: "Sort key within the category; missing sorts as 999" })
  orderPosition: number | null;
  @Field(() => String, { nullable: true }) store: string | null;
  @Field(() => String, { nullable: true }) aisle: string | null;
  @Field(() => String, { nullable: true }) department: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => ID, { nullable: true, description: "The catalogue product (links the purchase to the pantry)" }) productId: string | null;
  @Field(() => Date, { nullable: true, description: "When it was marked purchased; null while not purchased" })
  completedAt: string | null;
  @Field() purchased: boolean;
  @Field(() => Int, { description: "Household sequence of the item's last change: the higher copy is the newer" })
  revision: number;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType("ShoppingList", { description: "A shopping list of the household, with its items" })
export class ShoppingListType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: "active or archived" }) status: string;
  @Field(() => [ShoppingItemType], { description: "By orderPosition (missing as 999), then oldest first" })
  items: ShoppingItemType[];
  @Field(() => Int, {
    description: "Household sequence of the last change to the list or any of its items: the higher copy is the newer",
  })
  revision: number;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType("ShoppingItemResult", { description: "An item change: the item as it is now, and the lists it touched" })
export class ShoppingItemResultType {
  @Field(() => ShoppingItemType, { nullable: true, description: "null once the item is removed" })
  item: ShoppingItemType | null;
  @Field(() => [ShoppingListType], { description: "Every list the change touched (both ends of a move), as they are now" })
  lists: ShoppingListType[];
}

@ObjectType("ShoppingChange", { description: "A change to the household's shopping lists, from any device" })
export class ShoppingChangeType {
  @Field(() => Int, { description: "Household sequence; pass it as `since` to resume after it" }) sequence: number;
  @Field({ description: "The event, e.g. ShoppingItemToggled" }) type: string;
  @Field(() => ID) listId: string;
  @Field(() => ID, { nullable: true }) itemId: string | null;
  @Field(() => ID, { nullable: true, description: "For a move: the list the item went to" })
  destinationListId: string | null;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field(() => String, { nullable: true, description: "X-Hearth-Client of the session that made the change" })
  sourceClientId: string | null;
  @Field(() => Date) changedAt: string;
  @Field(() => [ShoppingListType], {
    description:
      "The lists the change touched, as they are now (deleted ones are left out). Their `items` are read only when selected: " +
      "a client that keeps the lists itself can take the lists' own fields and `items`/`removedItemIds` instead, whatever the lists' length",
  })
  lists: ShoppingListType[];
  @Field(() => [ID], { description: "Lists that no longer exist" }) deletedListIds: string[];
  @Field(() => [ShoppingItemType], {
    description: "The item the change touched (added, changed, bought, moved or reordered), as it is now; empty for a list's own changes and once it is gone",
  })
  items: ShoppingItemType[];
  @Field(() => [ID], { description: "The item the change touched when it no longer exists (removed)" })
  removedItemIds: string[];
}

@ObjectType("EnhancedProduct", { description: "A product the household has shopped for (GET /api/products-enhanced)" })
export class EnhancedProductType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) brand: string | null;
  @Field({ description: "Defaults to General" }) category: string;
  @Field(() => String, { nullable: true }) subcategory: string | null;
  @Field(() => String, { nullable: true }) thumbnailUrl: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field(() => Date, { description: "When it was last put on a list" }) lastUsed: string;
  @Field(() => Int, { description: "How often it was put on a list" }) useCount: number;
}

@InputType({ description: "A new list; an offline client may choose its id (a UUID)" })
export class CreateShoppingListInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field() name: string;
}

@InputType({ description: "A new item; an offline client may choose its id (a UUID)" })
export class AddShoppingItemInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => ID, { nullable: true, description: "The catalogue product, when added as one" }) productId?: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => Float, { nullable: true, description: "Defaults to 1" }) quantity?: number | null;
  @Field(() => Float, { nullable: true }) estimatedPrice?: number | null;
  @Field(() => Float, { nullable: true }) actualPrice?: number | null;
  @Field(() => String, { nullable: true }) store?: string | null;
  @Field(() => String, { nullable: true }) aisle?: string | null;
  @Field(() => String, { nullable: true }) department?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, { nullable: true }) orderPosition?: number | null;
}

@InputType({ description: "Fields to change; absent ones stay, null clears (except name and quantity)" })
export class UpdateShoppingItemInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => Float, { nullable: true }) quantity?: number | null;
  @Field(() => Float, { nullable: true }) estimatedPrice?: number | null;
  @Field(() => Float, { nullable: true }) actualPrice?: number | null;
  @Field(() => String, { nullable: true }) store?: string | null;
  @Field(() => String, { nullable: true }) aisle?: string | null;
  @Field(() => String, { nullable: true }) department?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}
