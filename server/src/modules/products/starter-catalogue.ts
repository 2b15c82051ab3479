/**
 * Hearth's starter catalogue: common groceries every household sees from the first start.
 *
 * Nutrition (`n`, per 100 g of the food as sold, or per 100 ml where `basis` is "ml"): U.S. Department
 * of Agriculture, Agricultural Research Service, FoodData Central (https://fdc.nal.usda.gov/), public
 * domain. `fdcId` is the FoodData Central entry each row's figures come from (SR Legacy entries,
 * 17xxxx; a few Foundation entries). Order: energy kcal, protein g, carbohydrate g, sugars g, fat g,
 * saturated fat g, fibre g, sodium mg; null where the entry gives no figure. Salt is derived from sodium.
 *
 * Shelf life (`shelf`, days: pantry, fridge, freezer, once opened): USDA Food Safety and Inspection
 * Service, FoodKeeper (https://www.foodsafety.gov/keep-safe/foodkeeper-app), taking the shorter end of
 * each range it gives; null where FoodKeeper does not recommend that storage.
 */
export interface StarterItem {
  /** Fixed forever: the product's id derives from it. */
  key: string;
  name: string;
  category: string;
  sub?: string;
  unit: string;
  fdcId: number;
  basis?: "g" | "ml";
  n: [number, number, number, number | null, number, number | null, number | null, number | null];
  shelf: [number | null, number | null, number | null, number | null];
  allergens?: string[];
  diet?: string[];
  density?: number;
}

const V = ["vegan", "vegetarian", "gluten-free"];
const VG = ["vegetarian", "gluten-free"];

export const STARTER_CATALOGUE: StarterItem[] = [
  { key: "apple", name: "Apples", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 171688, n: [52, 0.26, 13.81, 10.39, 0.17, 0.028, 2.4, 1], shelf: [21, 28, 240, null], diet: V },
  { key: "banana", name: "Bananas", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 173944, n: [89, 1.09, 22.84, 12.23, 0.33, 0.112, 2.6, 1], shelf: [5, 7, 60, null], diet: V },
  { key: "egg", name: "Eggs", category: "Dairy & Eggs", sub: "Eggs", unit: "piece", fdcId: 171287, n: [143, 12.56, 0.72, 0.37, 9.51, 3.126, 0, 142], shelf: [null, 21, null, null], allergens: ["eggs"], diet: VG },
];
