import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import {
  PRODUCT_FIELDS,
  type ProductChanges,
  type ProductDetails,
  type ProductEvent,
  type ProductImageRef,
  type ProductSource,
  type ProductState,
} from "./products.events.js";

export const PRODUCT_NOT_FOUND = "Product not found";

/** Who asks: their household, and whether they are staff (admin or moderator). */
export interface ProductActor {
  userId: string;
  householdId: string;
  staff: boolean;
}

export interface CreateProduct {
  type: "CreateProduct";
  productId: string;
  actor: ProductActor;
  details: ProductDetails;
  source: ProductSource;
}

/** The starter catalogue: verified from the start, owned by no household; seeding twice records nothing. */
export interface SeedProduct {
  type: "SeedProduct";
  productId: string;
  details: ProductDetails;
  source: ProductSource;
}

export interface UpdateProduct {
  type: "UpdateProduct";
  productId: string;
  actor: ProductActor;
  changes: ProductChanges;
}

export interface VerifyProduct {
  type: "VerifyProduct";
  productId: string;
  actor: ProductActor;
}

export interface RejectProduct {
  type: "RejectProduct";
  productId: string;
  actor: ProductActor;
  reason: string;
}

export interface SetProductImage {
  type: "SetProductImage";
  productId: string;
  actor: ProductActor;
  image: ProductImageRef;
}

/** Decided on the duplicate's stream; `target` is the surviving product's state. */
export interface MergeProduct {
  type: "MergeProduct";
  productId: string;
  into: string;
  target: ProductState;
  actor: ProductActor;
}

export type ProductCommand =
  | CreateProduct
  | SeedProduct
  | UpdateProduct
  | VerifyProduct
  | RejectProduct
  | SetProductImage
  | MergeProduct;

/** Verified products are everyone's; a pending or rejected one only its household's (and staff's). */
export function visibleTo(state: ProductState, actor: ProductActor): boolean {
  if (!state.exists) return false;
  if (actor.staff) return true;
  return state.status === "verified" || state.status === "merged" || state.ownerHouseholdId === actor.householdId;
}

function requireStaff(actor: ProductActor): void {
  if (!actor.staff) throw forbidden("Only moderators and admins can do this");
}

function requireVisible(state: ProductState, actor: ProductActor): void {
  if (!visibleTo(state, actor)) throw notFound(PRODUCT_NOT_FOUND);
}

function requireNotMerged(state: ProductState): void {
  if (state.status === "merged") throw conflict("This product was merged into another; change that one instead", { mergedInto: state.mergedInto });
}

/** Staff change any product; a household only its own product that is not verified yet. */
function requireEditable(state: ProductState, actor: ProductActor): void {
  requireVisible(state, actor);
  requireNotMerged(state);
  if (actor.staff) return;
  if (state.ownerHouseholdId !== actor.householdId) throw forbidden("Only moderators can change this product");
  if (state.status === "verified") throw forbidden("This product is verified: only moderators can change it now");
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function owned(command: { productId: string }, state: ProductState) {
  return { productId: command.productId, ownerHouseholdId: state.ownerHouseholdId };
}

function create(state: ProductState, command: CreateProduct): ProductEvent[] {
  if (state.exists) throw conflict("This product already exists");
  if (!command.details.name.trim()) throw badRequest("A product needs a name");
  return [
    {
      type: "ProductCreated",
      data: {
        productId: command.productId,
        ownerHouseholdId: command.actor.householdId,
        createdByUserId: command.actor.userId,
        details: command.details,
        source: command.source,
      },
    },
  ];
}

function seed(state: ProductState, command: SeedProduct): ProductEvent[] {
  if (state.exists) return [];
  return [{ type: "ProductSeeded", data: { productId: command.productId, ownerHouseholdId: null, details: command.details, source: command.source } }];
}

function update(state: ProductState, command: UpdateProduct): ProductEvent[] {
  requireEditable(state, command.actor);
  if (command.changes.name !== undefined && !command.changes.name.trim()) throw badRequest("A product needs a name");
  const changes: ProductChanges = {};
  for (const field of PRODUCT_FIELDS) {
    const value = command.changes[field];
    if (value !== undefined && !same(value, state.details?.[field])) (changes as Record<string, unknown>)[field] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: "ProductUpdated",
      data: {
        ...owned(command, state),
        changes,
        updatedBy: command.actor.userId,
        resubmitted: !command.actor.staff && state.status === "rejected",
      },
    },
  ];
}

function verify(state: ProductState, command: VerifyProduct): ProductEvent[] {
  requireStaff(command.actor);
  requireVisible(state, command.actor);
  requireNotMerged(state);
  if (state.status === "verified") return [];
  return [{ type: "ProductVerified", data: { ...owned(command, state), verifiedBy: command.actor.userId } }];
}

function reject(state: ProductState, command: RejectProduct): ProductEvent[] {
  requireStaff(command.actor);
  requireVisible(state, command.actor);
  requireNotMerged(state);
  const reason = command.reason.trim();
  if (!reason) throw badRequest("Give a reason so the household knows what to fix");
  if (state.status === "verified") {
    throw conflict("A verified product cannot be rejected: merge it into the product it duplicates instead");
  }
  if (state.status === "rejected") return [];
  return [{ type: "ProductRejected", data: { ...owned(command, state), rejectedBy: command.actor.userId, reason } }];
}

function setImage(state: ProductState, command: SetProductImage): ProductEvent[] {
  requireEditable(state, command.actor);
  if (state.image?.displaySha256 === command.image.displaySha256) return [];
  return [{ type: "ProductImageSet", data: { ...owned(command, state), image: command.image, setBy: command.actor.userId } }];
}

function merge(state: ProductState, command: MergeProduct): ProductEvent[] {
  requireStaff(command.actor);
  if (!state.exists) throw notFound(PRODUCT_NOT_FOUND);
  if (command.productId === command.into) throw badRequest("A product cannot be merged into itself");
  if (!command.target.exists) throw notFound("The product to merge into was not found");
  if (state.status === "merged") {
    if (state.mergedInto === command.into) return [];
    throw conflict("This product was already merged into another", { mergedInto: state.mergedInto });
  }
  if (command.target.status === "merged") {
    throw conflict("The product to merge into was itself merged: merge into the product it became", {
      mergedInto: command.target.mergedInto,
    });
  }
  if (command.target.status === "rejected") throw conflict("A rejected product cannot take in another");
  return [
    {
      type: "ProductMerged",
      data: { ...owned(command, state), from: command.productId, into: command.into, mergedBy: command.actor.userId },
    },
  ];
}

export function decide(state: ProductState, command: ProductCommand): ProductEvent[] {
  switch (command.type) {
    case "CreateProduct":
      return create(state, command);
    case "SeedProduct":
      return seed(state, command);
    case "UpdateProduct":
      return update(state, command);
    case "VerifyProduct":
      return verify(state, command);
    case "RejectProduct":
      return reject(state, command);
    case "SetProductImage":
      return setImage(state, command);
    case "MergeProduct":
      return merge(state, command);
    default: {
      const exhaustive: never = command;
      throw new Error(`unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
