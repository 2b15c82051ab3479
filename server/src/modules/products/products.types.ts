import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("PackageSize", { description: "How much one package holds" })
export class PackageSizeType {
  @Field(() => Float) quantity: number;
  @Field() unit: string;
}

@ObjectType("ShelfLife", { description: "Typical keeping time in days (USDA FoodKeeper for the starter catalogue); null where not advised" })
export class ShelfLifeType {
  @Field(() => Int, { nullable: true }) pantry: number | null;
  @Field(() => Int, { nullable: true }) fridge: number | null;
  @Field(() => Int, { nullable: true }) freezer: number | null;
  @Field(() => Int, { nullable: true, description: "Once opened" }) opened: number | null;
}

@ObjectType("Nutrition", { description: "Per 100 g (basis g) or per 100 ml (basis ml)" })
export class NutritionType {
  @Field() basis: string;
  @Field(() => Float, { nullable: true }) energyKcal: number | null;
  @Field(() => Float, { nullable: true }) proteinG: number | null;
  @Field(() => Float, { nullable: true }) carbohydrateG: number | null;
  @Field(() => Float, { nullable: true }) sugarsG: number | null;
  @Field(() => Float, { nullable: true }) fatG: number | null;
  @Field(() => Float, { nullable: true }) saturatedFatG: number | null;
  @Field(() => Float, { nullable: true }) fibreG: number | null;
  @Field(() => Float, { nullable: true }) saltG: number | null;
  @Field(() => Float, { nullable: true }) sodiumMg: number | null;
}

@ObjectType("ProductSource", { description: "Where the product's figures come from" })
export class ProductSourceType {
  @Field({ description: "household, usda-fdc or open-food-facts" }) kind: string;
  @Field(() => String, { nullable: true, description: "FoodData Central id, or the Open Food Facts barcode" }) ref: string | null;
}

@ObjectType("Product", { description: "A product of the shared catalogue" })
export class ProductType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) brand: string | null;
  @Field({ description: "Defaults to General" }) category: string;
  @Field(() => String, { nullable: true }) subcategory: string | null;
  @Field(() => [String]) barcodes: string[];
  @Field() defaultUnit: string;
  @Field(() => PackageSizeType, { nullable: true }) packageSize: PackageSizeType | null;
  @Field(() => ShelfLifeType) shelfLifeDays: ShelfLifeType;
  @Field(() => NutritionType, { nullable: true }) nutritionPer100: NutritionType | null;
  @Field(() => [String]) allergens: string[];
  @Field(() => [String]) dietTags: string[];
  @Field(() => Float, { nullable: true }) densityGPerMl: number | null;
  @Field({ description: "pending, verified, rejected or merged" }) status: string;
  @Field() verified: boolean;
  @Field({ description: "Created by the caller's household" }) mine: boolean;
  @Field({ description: "The caller may change it (its own unverified product, or any for staff)" }) editable: boolean;
  @Field(() => String, { nullable: true, description: "Why it was rejected (shown to its household and staff)" })
  rejectionReason: string | null;
  @Field(() => ID, { nullable: true, description: "The product it was merged into" }) mergedInto: string | null;
  @Field(() => ProductSourceType) source: ProductSourceType;
  @Field(() => String, { nullable: true, description: "160 px WebP; the URL changes with the image" }) thumbnailUrl: string | null;
  @Field(() => String, { nullable: true, description: "800 px WebP; the URL changes with the image" }) imageUrl: string | null;
  @Field(() => Int, { description: "Catalogue sequence of the last change: the higher copy is the newer" }) revision: number;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  @Field(() => Date, { nullable: true }) verifiedAt: Date | null;
}

@ObjectType("ProductPage", { description: "One page of products" })
export class ProductPageType {
  @Field(() => [ProductType]) items: ProductType[];
  @Field(() => Int, { description: "How many match in all" }) total: number;
  @Field(() => Int) offset: number;
}

@ObjectType("ProductCategory", { description: "A category of verified products" })
export class ProductCategoryType {
  @Field() name: string;
  @Field(() => Int) count: number;
}

@ObjectType("BarcodeLookup", { description: "What a scanned or typed barcode found" })
export class BarcodeLookupType {
  @Field() barcode: string;
  @Field(() => ProductType, { nullable: true }) product: ProductType | null;
  @Field({
    description:
      "catalogue (known), open-food-facts (a new product of the household filled from there), none (unknown), unavailable (the lookup failed)",
  })
  source: string;
}

@ObjectType("ProductChange", { description: "A catalogue change the caller may see, from any device" })
export class ProductChangeType {
  @Field(() => Int, { description: "Catalogue sequence; pass it as `since` to resume after it" }) sequence: number;
  @Field({ description: "The event, e.g. ProductVerified" }) type: string;
  @Field(() => ID) productId: string;
  @Field(() => ProductType, { nullable: true, description: "The product as it is now" }) product: ProductType | null;
  @Field(() => ID, { nullable: true, description: "For a merge: the surviving product" }) mergedInto: string | null;
  @Field(() => String, { nullable: true }) sourceClientId: string | null;
  @Field(() => Date) changedAt: string;
}

@InputType("PackageSizeInput")
export class PackageSizeInput {
  @Field(() => Float) quantity: number;
  @Field() unit: string;
}

@InputType("ShelfLifeInput")
export class ShelfLifeInput {
  @Field(() => Int, { nullable: true }) pantry?: number | null;
  @Field(() => Int, { nullable: true }) fridge?: number | null;
  @Field(() => Int, { nullable: true }) freezer?: number | null;
  @Field(() => Int, { nullable: true }) opened?: number | null;
}

@InputType("NutritionInput")
export class NutritionInput {
  @Field({ defaultValue: "g", description: "g or ml" }) basis: string;
  @Field(() => Float, { nullable: true }) energyKcal?: number | null;
  @Field(() => Float, { nullable: true }) proteinG?: number | null;
  @Field(() => Float, { nullable: true }) carbohydrateG?: number | null;
  @Field(() => Float, { nullable: true }) sugarsG?: number | null;
  @Field(() => Float, { nullable: true }) fatG?: number | null;
  @Field(() => Float, { nullable: true }) saturatedFatG?: number | null;
  @Field(() => Float, { nullable: true }) fibreG?: number | null;
  @Field(() => Float, { nullable: true }) saltG?: number | null;
  @Field(() => Float, { nullable: true }) sodiumMg?: number | null;
}

@InputType("CreateProductInput")
export class CreateProductInput {
  @Field(() => ID, { nullable: true, description: "A UUID made on the device (so it can be created offline)" }) id?: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) brand?: string | null;
  @Field(() => String, { nullable: true, description: "Defaults to General" }) category?: string | null;
  @Field(() => String, { nullable: true }) subcategory?: string | null;
  @Field(() => [String], { nullable: true }) barcodes?: string[] | null;
  @Field(() => String, { nullable: true, description: "Defaults to piece" }) defaultUnit?: string | null;
  @Field(() => PackageSizeInput, { nullable: true }) packageSize?: PackageSizeInput | null;
  @Field(() => ShelfLifeInput, { nullable: true }) shelfLifeDays?: ShelfLifeInput | null;
  @Field(() => NutritionInput, { nullable: true }) nutritionPer100?: NutritionInput | null;
  @Field(() => [String], { nullable: true }) allergens?: string[] | null;
  @Field(() => [String], { nullable: true }) dietTags?: string[] | null;
  @Field(() => Float, { nullable: true }) densityGPerMl?: number | null;
}

@InputType("UpdateProductInput", { description: "Only the fields given change; null clears an optional one" })
export class UpdateProductInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) brand?: string | null;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) subcategory?: string | null;
  @Field(() => [String], { nullable: true }) barcodes?: string[] | null;
  @Field(() => String, { nullable: true }) defaultUnit?: string;
  @Field(() => PackageSizeInput, { nullable: true }) packageSize?: PackageSizeInput | null;
  @Field(() => ShelfLifeInput, { nullable: true }) shelfLifeDays?: ShelfLifeInput | null;
  @Field(() => NutritionInput, { nullable: true }) nutritionPer100?: NutritionInput | null;
  @Field(() => [String], { nullable: true }) allergens?: string[] | null;
  @Field(() => [String], { nullable: true }) dietTags?: string[] | null;
  @Field(() => Float, { nullable: true }) densityGPerMl?: number | null;
}
