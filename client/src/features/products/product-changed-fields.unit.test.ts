import { describe, expect, it } from "vitest";
import type { ProductFieldsFragment } from "../../gql/graphql";
import { changedProductFields } from "./product-changed-fields";
import { productFormFields, productFormValues, type ProductFormFields } from "./product-form-values";

const product: ProductFieldsFragment = {
  id: "0b6f5a52-7c1e-4f53-9d55-3c7e3f9f1a01",
  name: "Kestrel Rye Loaf",
  brand: "Kestrel",
  category: "Bakery",
  subcategory: null,
  barcodes: ["5012345678900", "4006381333931"],
  defaultUnit: "loaf",
  packageSize: { quantity: 800, unit: "g" },
  shelfLifeDays: { pantry: 5, fridge: null, freezer: 90, opened: 3 },
  // Nothing recorded but the basis: the form sends no nutrition for it.
  nutritionPer100: {
    basis: "ml",
    energyKcal: null,
    proteinG: null,
    carbohydrateG: null,
    sugarsG: null,
    fatG: null,
    saturatedFatG: null,
    fibreG: null,
    saltG: null,
    sodiumMg: null,
  },
  allergens: ["gluten", "sesame"],
  dietTags: ["vegan"],
  densityGPerMl: 0.4,
  status: "pending",
  verified: false,
  mine: true,
  editable: true,
  rejectionReason: null,
  mergedInto: null,
  source: { kind: "household", ref: null },
  thumbnailUrl: null,
  imageUrl: null,
  revision: 3,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-06T10:00:00.000Z",
  verifiedAt: null,
};

/** What the editor compares: the form as `product` loads it, and the form after `edit`. */
function edit(change: (fields: ProductFormFields) => Partial<ProductFormFields>) {
  const loaded = productFormFields(product);
  return changedProductFields(productFormValues(loaded), productFormValues({ ...loaded, ...change(loaded) }));
}

describe("the fields an edit of a product sends", () => {
  it("is nothing for a form saved as it was loaded, whatever the form makes of the product's figures", () => {
    expect(edit(() => ({}))).toEqual({});
    // Typed again in another spelling of the same value: still unchanged.
    expect(edit((f) => ({ brand: " Kestrel ", barcodes: "5012345678900 4006381333931", shelf: { ...f.shelf, pantry: "5.0" } }))).toEqual({});
  });

  it("is only the field changed, with its new value", () => {
    expect(edit(() => ({ brand: "Kestrel Bakery" }))).toEqual({ brand: "Kestrel Bakery" });
    expect(edit(() => ({ subcategory: "Sourdough", name: "Kestrel Dark Rye" }))).toEqual({ subcategory: "Sourdough", name: "Kestrel Dark Rye" });
    // A field emptied is sent as cleared.
    expect(edit(() => ({ brand: "  " }))).toEqual({ brand: null });
  });

  it("sends a changed group of figures whole (the server takes shelf life, nutrition and package size as one field each)", () => {
    expect(edit((f) => ({ shelf: { ...f.shelf, fridge: "7" } }))).toEqual({ shelfLifeDays: { pantry: 5, fridge: 7, freezer: 90, opened: 3 } });
    expect(edit(() => ({ packageQuantity: "" }))).toEqual({ packageSize: null });
    expect(edit((f) => ({ nutrition: { ...f.nutrition, energyKcal: "250" } }))).toEqual({
      nutritionPer100: expect.objectContaining({ basis: "ml", energyKcal: 250, proteinG: null }),
    });
  });

  it("tells tags by which are ticked, not their order, and barcodes by their order", () => {
    expect(edit(() => ({ allergens: ["sesame", "gluten"] }))).toEqual({});
    expect(edit(() => ({ allergens: ["sesame"] }))).toEqual({ allergens: ["sesame"] });
    expect(edit(() => ({ dietTags: ["vegan", "vegetarian"] }))).toEqual({ dietTags: ["vegan", "vegetarian"] });
    expect(edit(() => ({ barcodes: "4006381333931, 5012345678900" }))).toEqual({ barcodes: ["4006381333931", "5012345678900"] });
  });
});
