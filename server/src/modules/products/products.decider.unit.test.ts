import { describe, expect, it } from "vitest";
import { decide, type ProductActor, type ProductCommand } from "./products.decider.js";
import {
  evolveProduct,
  initialProductState,
  type ProductDetails,
  type ProductEvent,
  type ProductImageRef,
} from "./products.events.js";

const productId = "7a1b2c4d-0000-4000-8000-000000000001";
const otherId = "7a1b2c4d-0000-4000-8000-000000000002";
const home: ProductActor = { userId: "user-1", householdId: "household-1", staff: false };
const neighbour: ProductActor = { userId: "user-2", householdId: "household-2", staff: false };
const moderator: ProductActor = { userId: "mod-1", householdId: "household-9", staff: true };

const details: ProductDetails = {
  name: "Rolled oats",
  brand: "Hearth Mills",
  category: "Grains",
  subcategory: "Breakfast cereals",
  barcodes: ["4006381333931"],
  defaultUnit: "g",
  packageSize: { quantity: 500, unit: "g" },
  shelfLifeDays: { pantry: 365, fridge: null, freezer: null, opened: 90 },
  nutritionPer100: null,
  allergens: ["gluten"],
  dietTags: ["vegan"],
  densityGPerMl: null,
};
const source = { kind: "household" as const, ref: null };
const image: ProductImageRef = { displaySha256: "d1", thumbnailSha256: "t1", contentType: "image/webp", width: 800, height: 600 };

function given(...events: ProductEvent[]) {
  const state = events.reduce(evolveProduct, initialProductState);
  return { when: (command: ProductCommand) => () => decide(state, command) };
}

const owned = { productId, ownerHouseholdId: "household-1" };
const created: ProductEvent = { type: "ProductCreated", data: { ...owned, createdByUserId: "user-1", details, source } };
const seeded: ProductEvent = {
  type: "ProductSeeded",
  data: { productId, ownerHouseholdId: null, details, source: { kind: "usda-fdc", ref: "173904" } },
};
const verified: ProductEvent = { type: "ProductVerified", data: { ...owned, verifiedBy: "mod-1" } };
const rejected: ProductEvent = { type: "ProductRejected", data: { ...owned, rejectedBy: "mod-1", reason: "Duplicate of Oats" } };
const merged: ProductEvent = { type: "ProductMerged", data: { ...owned, from: productId, into: otherId, mergedBy: "mod-1" } };
const targetState = (...events: ProductEvent[]) => events.reduce(evolveProduct, initialProductState);
const otherCreated: ProductEvent = {
  type: "ProductCreated",
  data: { productId: otherId, ownerHouseholdId: "household-2", createdByUserId: "user-2", details, source },
};

describe("products decider", () => {
  describe("CreateProduct", () => {
    const command: ProductCommand = { type: "CreateProduct", productId, actor: home, details, source };
    it("records a pending product owned by the creating household", () => {
      expect(given().when(command)()).toEqual([created]);
    });
    it("refuses an id that exists and a blank name", () => {
      expect(given(created).when(command)).toThrow("already exists");
      expect(given().when({ ...command, details: { ...details, name: "  " } })).toThrow("needs a name");
    });
  });

  describe("SeedProduct", () => {
    const command: ProductCommand = { type: "SeedProduct", productId, details, source: { kind: "usda-fdc", ref: "173904" } };
    it("records a verified starter product once", () => {
      expect(given().when(command)()).toEqual([seeded]);
      expect(given(seeded).when(command)()).toEqual([]);
    });
  });

  describe("UpdateProduct", () => {
    const rename: ProductCommand = { type: "UpdateProduct", productId, actor: home, changes: { name: "Jumbo oats", brand: "Hearth Mills" } };
    it("lets the household change its own pending product, recording only what changed", () => {
      expect(given(created).when(rename)()).toEqual([
        { type: "ProductUpdated", data: { ...owned, changes: { name: "Jumbo oats" }, updatedBy: "user-1", resubmitted: false } },
      ]);
    });
    it("records nothing when nothing changed", () => {
      expect(given(created).when({ ...rename, changes: { brand: "Hearth Mills" } })()).toEqual([]);
    });
    it("sends a rejected product back to the queue when its household fixes it", () => {
      expect(given(created, rejected).when(rename)()).toEqual([
        { type: "ProductUpdated", data: { ...owned, changes: { name: "Jumbo oats" }, updatedBy: "user-1", resubmitted: true } },
      ]);
    });
    it("keeps another household out: not found while pending, forbidden once verified", () => {
      expect(given(created).when({ ...rename, actor: neighbour })).toThrow("Product not found");
      expect(given(created, verified).when({ ...rename, actor: neighbour })).toThrow("Only moderators");
    });
    it("leaves verified products to staff", () => {
      expect(given(created, verified).when(rename)).toThrow("only moderators can change it now");
      expect(given(created, verified).when({ ...rename, actor: moderator })()).toEqual([
        { type: "ProductUpdated", data: { ...owned, changes: { name: "Jumbo oats" }, updatedBy: "mod-1", resubmitted: false } },
      ]);
    });
    it("refuses a blank name, an unknown product and a merged one", () => {
      expect(given(created).when({ ...rename, changes: { name: "" } })).toThrow("needs a name");
      expect(given().when(rename)).toThrow("Product not found");
      expect(given(created, verified, merged).when({ ...rename, actor: moderator })).toThrow("merged into another");
    });
  });

  describe("VerifyProduct", () => {
    const command: ProductCommand = { type: "VerifyProduct", productId, actor: moderator };
    it("verifies a pending or rejected product once", () => {
      expect(given(created).when(command)()).toEqual([verified]);
      expect(given(created, rejected).when(command)()).toEqual([verified]);
      expect(given(created, verified).when(command)()).toEqual([]);
    });
    it("is for staff only, and needs a product", () => {
      expect(given(created).when({ ...command, actor: home })).toThrow("Only moderators and admins");
      expect(given().when(command)).toThrow("Product not found");
    });
  });

  describe("RejectProduct", () => {
    const command: ProductCommand = { type: "RejectProduct", productId, actor: moderator, reason: " Duplicate of Oats " };
    it("rejects a pending product with its reason, once", () => {
      expect(given(created).when(command)()).toEqual([rejected]);
      expect(given(created, rejected).when(command)()).toEqual([]);
    });
    it("needs a reason, staff, and a product that is not verified", () => {
      expect(given(created).when({ ...command, reason: " " })).toThrow("Give a reason");
      expect(given(created).when({ ...command, actor: home })).toThrow("Only moderators and admins");
      expect(given(created, verified).when(command)).toThrow("cannot be rejected");
    });
  });

  describe("SetProductImage", () => {
    const command: ProductCommand = { type: "SetProductImage", productId, actor: home, image };
    it("sets the household's own product image, once per image", () => {
      const set: ProductEvent = { type: "ProductImageSet", data: { ...owned, image, setBy: "user-1" } };
      expect(given(created).when(command)()).toEqual([set]);
      expect(given(created, set).when(command)()).toEqual([]);
    });
    it("follows the edit rules", () => {
      expect(given(created).when({ ...command, actor: neighbour })).toThrow("Product not found");
      expect(given(seeded).when(command)).toThrow("Only moderators");
    });
  });

  describe("MergeProduct", () => {
    const command: ProductCommand = { type: "MergeProduct", productId, into: otherId, target: targetState(otherCreated), actor: moderator };
    it("records the duplicate merged into the survivor, once", () => {
      expect(given(created).when(command)()).toEqual([merged]);
      expect(given(created, merged).when(command)()).toEqual([]);
    });
    it("refuses a merge into itself, into nothing, into a merged or rejected product", () => {
      expect(given(created).when({ ...command, into: productId })).toThrow("into itself");
      expect(given(created).when({ ...command, target: initialProductState })).toThrow("merge into was not found");
      const targetMerged = targetState(otherCreated, {
        type: "ProductMerged",
        data: { productId: otherId, ownerHouseholdId: "household-2", from: otherId, into: "x", mergedBy: "mod-1" },
      });
      expect(given(created).when({ ...command, target: targetMerged })).toThrow("itself merged");
      const targetRejected = targetState(otherCreated, {
        type: "ProductRejected",
        data: { productId: otherId, ownerHouseholdId: "household-2", rejectedBy: "mod-1", reason: "no" },
      });
      expect(given(created).when({ ...command, target: targetRejected })).toThrow("rejected product");
    });
    it("is for staff only, and refuses a second merge elsewhere", () => {
      expect(given(created).when({ ...command, actor: home })).toThrow("Only moderators and admins");
      expect(given(created, merged).when({ ...command, into: "7a1b2c4d-0000-4000-8000-000000000003" })).toThrow("already merged");
    });
  });
});
