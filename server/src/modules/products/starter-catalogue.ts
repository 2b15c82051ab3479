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
 * Service, FoodKeeper (https://www.foodsafety.gov/keep-safe/foodkeeper-app), public domain, taking the shorter
 * end of each range it gives; null where FoodKeeper gives no figure or does not recommend that storage. Most
 * rows use one of the named `STORAGE_PROFILES` below, each of which names the FoodKeeper product(s) (name and
 * FoodKeeper product id) its days were read from.
 *
 * Where the figures were read: each row's FDC id, description and figures were taken together from
 * public files that quote SR Legacy records per 100 g (see docs/architecture.md, "Products"), and kept
 * only where they pass the checks in starter-catalogue.unit.test.ts (energy near the Atwater factors, parts
 * no larger than their whole) and where no second file gave the same FDC id other figures. The comment
 * above each row is the SR Legacy description of its FDC entry. A figure no file gave is null.
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

type Shelf = StarterItem["shelf"];

/** A named way of keeping, with the FoodKeeper product(s) its days come from. */
export interface StorageProfile {
  shelf: Shelf;
  foodKeeper: { id: number; name: string }[];
}

const V = ["vegan", "vegetarian", "gluten-free"];
const VN = ["vegan", "vegetarian"];
const VG = ["vegetarian", "gluten-free"];
const GF = ["gluten-free"];

// Storage profiles (days: pantry, fridge, freezer, once opened): the shorter end of each range the USDA FSIS
// FoodKeeper data gives for the product(s) named, by FoodKeeper product id (null where it gives no figure or
// does not recommend that storage). Months are counted as 30 days and years as 365, as in the FoodKeeper
// export the figures were read from (docs/architecture.md, "Where the figures come from").
export const STORAGE_PROFILES = {
  // Lettuce, leaf, spinach [291]; Arugula [678]: refrigerator 3-7 days; no freezer figure.
  LEAFY: { shelf: [null, 3, null, null], foodKeeper: [{ id: 291, name: "Lettuce, leaf, spinach" }, { id: 678, name: "Arugula" }] },
  // Lettuce, iceberg, romaine [290]: refrigerator 7-14 days.
  CRISP_LETTUCE: { shelf: [null, 7, null, null], foodKeeper: [{ id: 290, name: "Lettuce, iceberg, romaine" }] },
  // Greens [287]: refrigerator 1-4 days, freezer 10-12 months.
  GREENS: { shelf: [null, 1, 300, null], foodKeeper: [{ id: 287, name: "Greens" }] },
  // Broccoli and broccoli raab (rapini) [276]; Brussels sprouts [277]; Cauliflower [280]: refrigerator 3-5 days, freezer 10-12 months.
  BRASSICA: { shelf: [null, 3, 300, null], foodKeeper: [{ id: 276, name: "Broccoli and broccoli raab (rapini)" }, { id: 277, name: "Brussels sprouts" }, { id: 280, name: "Cauliflower" }] },
  // Cabbage [278]: refrigerator 1-2 weeks, freezer 10-12 months.
  CABBAGE: { shelf: [null, 7, 300, null], foodKeeper: [{ id: 278, name: "Cabbage" }] },
  // Bok choy [275]: refrigerator 2-3 days, freezer 10-12 months.
  BOK_CHOY: { shelf: [null, 2, 300, null], foodKeeper: [{ id: 275, name: "Bok choy" }] },
  // Kale [423]: refrigerator 3-5 days, freezer 8-12 months.
  KALE: { shelf: [null, 3, 240, null], foodKeeper: [{ id: 423, name: "Kale" }] },
  // Swiss chard [550]: refrigerator 1-2 weeks.
  CHARD: { shelf: [null, 7, null, null], foodKeeper: [{ id: 550, name: "Swiss chard" }] },
  // Radicchio [674]: refrigerator 2-3 weeks.
  RADICCHIO: { shelf: [null, 14, null, null], foodKeeper: [{ id: 674, name: "Radicchio" }] },
  // Cucumbers [283]: refrigerator 4-6 days.
  CUCUMBER: { shelf: [null, 4, null, null], foodKeeper: [{ id: 283, name: "Cucumbers" }] },
  // Eggplant [284]: pantry 1 day, refrigerator 4-7 days, freezer 6-8 months.
  EGGPLANT: { shelf: [1, 4, 180, null], foodKeeper: [{ id: 284, name: "Eggplant" }] },
  // Squash, summer and zucchini [302]: pantry 1-5 days, refrigerator 4-5 days, freezer 10-12 months.
  SUMMER_SQUASH: { shelf: [1, 4, 300, null], foodKeeper: [{ id: 302, name: "Squash, summer and zucchini" }] },
  // Squash, winter [303]: pantry 2-6 weeks, refrigerator 1-3 months, freezer 10-12 months.
  WINTER_SQUASH: { shelf: [14, 30, 300, null], foodKeeper: [{ id: 303, name: "Squash, winter" }] },
  // Beans and peas (green, fava, lima, soybean, wax, snow, sugar snap) [273]: refrigerator 3-5 days, freezer 8 months.
  FRESH_BEANS: { shelf: [null, 3, 240, null], foodKeeper: [{ id: 273, name: "Beans and peas (green, fava, lima, soybean, wax, snow, sugar snap)" }] },
  // Peppers [296]: refrigerator 4-14 days, freezer 6-8 months.
  PEPPERS: { shelf: [null, 4, 180, null], foodKeeper: [{ id: 296, name: "Peppers" }] },
  // Hot peppers [548]: refrigerator 1 week, freezer 9 months.
  HOT_PEPPERS: { shelf: [null, 7, 270, null], foodKeeper: [{ id: 548, name: "Hot peppers" }] },
  // Carrots, parsnips [279]: refrigerator 2-3 weeks, freezer 10-12 months.
  ROOT: { shelf: [null, 14, 300, null], foodKeeper: [{ id: 279, name: "Carrots, parsnips" }] },
  // Beets [274]: pantry 1 day, refrigerator 7-14 days, freezer 6-8 months.
  BEETS: { shelf: [1, 7, 180, null], foodKeeper: [{ id: 274, name: "Beets" }] },
  // Radishes [299]: refrigerator 10-14 days.
  RADISH: { shelf: [null, 10, null, null], foodKeeper: [{ id: 299, name: "Radishes" }] },
  // Turnips [307]: refrigerator 2 weeks, freezer 8-10 months.
  TURNIP: { shelf: [null, 14, 240, null], foodKeeper: [{ id: 307, name: "Turnips" }] },
  // Kohlrabi [494]: refrigerator 1 week, freezer 8-12 months.
  KOHLRABI: { shelf: [null, 7, 240, null], foodKeeper: [{ id: 494, name: "Kohlrabi" }] },
  // Celery root [661]: refrigerator 1 week.
  CELERIAC: { shelf: [null, 7, null, null], foodKeeper: [{ id: 661, name: "Celery root" }] },
  // Leeks [289]: refrigerator 1-2 weeks, freezer 10-12 months.
  LEEKS: { shelf: [null, 7, 300, null], foodKeeper: [{ id: 289, name: "Leeks" }] },
  // Onions, yellow, white, red, etc. [294]: pantry 1 month, refrigerator 2 months, freezer 10-12 months.
  KEEPING_VEG: { shelf: [30, 60, 300, null], foodKeeper: [{ id: 294, name: "Onions, yellow, white, red, etc." }] },
  // Onions, spring or green [295]: pantry 1 month, refrigerator 1 week, freezer 10-12 months.
  GREEN_ONIONS: { shelf: [30, 7, 300, null], foodKeeper: [{ id: 295, name: "Onions, spring or green" }] },
  // Potatoes [297]: pantry 1-2 months, refrigerator 1-2 weeks (its freezer figure is for cooked, mashed potatoes).
  POTATO: { shelf: [30, 7, null, null], foodKeeper: [{ id: 297, name: "Potatoes" }] },
  // Tomatoes [306]: in the pantry until ripe, then 7 days (refrigeration not recommended), freezer 2 months.
  TOMATO: { shelf: [7, null, 60, null], foodKeeper: [{ id: 306, name: "Tomatoes" }] },
  // Basil, fresh [509]: pantry (stems in water) 5 days, refrigerator 10 days.
  BASIL: { shelf: [5, 10, null, null], foodKeeper: [{ id: 509, name: "Basil, fresh" }] },
  // Chives [512]: pantry 1-2 weeks, refrigerator 2-3 weeks.
  CHIVES: { shelf: [7, 14, null, null], foodKeeper: [{ id: 512, name: "Chives" }] },
  // Parsley, fresh [611]: refrigerator 2-3 days, freezer 3-4 months.
  PARSLEY: { shelf: [null, 2, 90, null], foodKeeper: [{ id: 611, name: "Parsley, fresh" }] },
  // Papaya, mango, feijoa, passionfruit, casaba melon [265]: pantry 3-5 days, refrigerator 1 week, freezer 6-8 months.
  SOFT_FRUIT: { shelf: [3, 7, 180, null], foodKeeper: [{ id: 265, name: "Papaya, mango, feijoa, passionfruit, casaba melon" }] },
  // Guava [262]: refrigerator 2-4 days once ripe.
  GUAVA: { shelf: [null, 2, null, null], foodKeeper: [{ id: 262, name: "Guava" }] },
  // Pineapple [267]: refrigerator 5-7 days once ripe, freezer 10-12 months.
  PINEAPPLE: { shelf: [null, 5, 300, null], foodKeeper: [{ id: 267, name: "Pineapple" }] },
  // Cherimoya [255]: refrigerator 4 days once ripe, freezer 10-12 months.
  CHERIMOYA: { shelf: [null, 4, 300, null], foodKeeper: [{ id: 255, name: "Cherimoya" }] },
  // Avocados [250]: refrigerator 3-4 days once ripe.
  AVOCADO: { shelf: [null, 3, null, null], foodKeeper: [{ id: 250, name: "Avocados" }] },
  // Peaches, nectarines, plums, pears, sapote [266]: refrigerator 3-5 days once ripe, freezer 2 months.
  STONE_FRUIT: { shelf: [null, 3, 60, null], foodKeeper: [{ id: 266, name: "Peaches, nectarines, plums, pears, sapote" }] },
  // Berries: blackberries, boysenberries, currant [253]: refrigerator 3-6 days, freezer 12 months.
  BRAMBLE: { shelf: [null, 3, 360, null], foodKeeper: [{ id: 253, name: "Berries: blackberries, boysenberries, currant" }] },
  // Cranberries [259]: refrigerator 2 months, freezer 12 months.
  CRANBERRIES: { shelf: [null, 60, 360, null], foodKeeper: [{ id: 259, name: "Cranberries" }] },
  // Citrus fruit: lemon, lime, orange, grapefruit, tangerines, clementines [256]: pantry 10 days, refrigerator 10-21 days.
  CITRUS: { shelf: [10, 10, null, null], foodKeeper: [{ id: 256, name: "Citrus fruit: lemon, lime, orange, grapefruit, tangerines, clementines" }] },
  // Fruits, dried: raisins, apricots, mangoes, cranberries, etc. [379]: pantry 6 months; once opened 1 month in the pantry, 6 months refrigerated.
  DRIED_FRUIT: { shelf: [180, null, null, 30], foodKeeper: [{ id: 379, name: "Fruits, dried: raisins, apricots, mangoes, cranberries, etc." }] },
  // Dates [260]: pantry 2 months, refrigerator 12 months, freezer 1-2 years.
  DATES: { shelf: [60, 360, 365, null], foodKeeper: [{ id: 260, name: "Dates" }] },
  // Cereal, cook before eating (oatmeal, etc.) [375]: pantry 12 months, 6-12 months once opened.
  OATMEAL: { shelf: [360, null, null, 180], foodKeeper: [{ id: 375, name: "Cereal, cook before eating (oatmeal, etc.)" }] },
  // Buckwheat, whole grain [579]; Millet, whole grain [583]: pantry 2 months, freezer 4 months.
  WHOLE_GRAIN_2M: { shelf: [60, null, 120, null], foodKeeper: [{ id: 579, name: "Buckwheat, whole grain" }, { id: 583, name: "Millet, whole grain" }] },
  // Amaranth, whole grain [575]; Sorghum, whole grain [589]: pantry 4 months, freezer 8 months.
  WHOLE_GRAIN_4M: { shelf: [120, null, 240, null], foodKeeper: [{ id: 575, name: "Amaranth, whole grain" }, { id: 589, name: "Sorghum, whole grain" }] },
  // Barley, whole grain [577]: pantry 6 months, freezer 12 months.
  BARLEY: { shelf: [180, null, 360, null], foodKeeper: [{ id: 577, name: "Barley, whole grain" }] },
  // Quinoa, uncooked [425]: pantry 2-3 years.
  QUINOA: { shelf: [730, null, null, null], foodKeeper: [{ id: 425, name: "Quinoa, uncooked" }] },
  // Bulgur [637]: pantry 6-12 months.
  BULGUR: { shelf: [180, null, null, null], foodKeeper: [{ id: 637, name: "Bulgur" }] },
  // Pasta, dry, without eggs [335]: pantry 2 years, 1 year once opened.
  DRY_PASTA: { shelf: [730, null, null, 365], foodKeeper: [{ id: 335, name: "Pasta, dry, without eggs" }] },
  // Rice, white or wild [338]: pantry 2 years; once opened 1 year in the pantry, 6 months refrigerated.
  WILD_RICE: { shelf: [730, null, null, 180], foodKeeper: [{ id: 338, name: "Rice, white or wild" }] },
  // Flour, white [222]: pantry 6-12 months; once opened 6-8 months in the pantry, 1 year refrigerated.
  FLOUR: { shelf: [180, null, null, 180], foodKeeper: [{ id: 222, name: "Flour, white" }] },
  // Flour, whole wheat [223]: pantry 3-6 months; refrigerated once opened 6-8 months.
  WHOLE_FLOUR: { shelf: [90, null, null, 180], foodKeeper: [{ id: 223, name: "Flour, whole wheat" }] },
  // Buckwheat, flour, meal [580]; Millet, flour, meal [584]: pantry 1 month, freezer 2 months.
  GRAIN_FLOUR_1M: { shelf: [30, null, 60, null], foodKeeper: [{ id: 580, name: "Buckwheat, flour, meal" }, { id: 584, name: "Millet, flour, meal" }] },
  // Sorghum, flour, meal [590]: pantry 2 months, freezer 4 months.
  SORGHUM_FLOUR: { shelf: [60, null, 120, null], foodKeeper: [{ id: 590, name: "Sorghum, flour, meal" }] },
  // Cornmeal, regular, degerminated [218]: pantry 6-12 months; once opened 1 year refrigerated, 2 years in the pantry.
  CORNMEAL: { shelf: [180, null, null, 365], foodKeeper: [{ id: 218, name: "Cornmeal, regular, degerminated" }] },
  // Beans, dried [333]; Lentils, dried [334]; Peas, dried split [337]: pantry 1-2 years, 1 year once opened.
  DRY_LEGUME: { shelf: [365, null, null, 365], foodKeeper: [{ id: 333, name: "Beans, dried" }, { id: 334, name: "Lentils, dried" }, { id: 337, name: "Peas, dried split" }] },
  // Nuts, jars or cans [386]: pantry 12 months; once opened 2-9 months in the pantry, 4-6 months refrigerated; freezer 6-12 months.
  NUTS: { shelf: [365, null, 180, 60], foodKeeper: [{ id: 386, name: "Nuts, jars or cans" }] },
  // Almonds, no shell [438]: pantry 4 months, refrigerator 8 months, freezer 10 months.
  ALMONDS: { shelf: [120, 240, 300, null], foodKeeper: [{ id: 438, name: "Almonds, no shell" }] },
  // Walnuts, shell or no shell [446]: pantry 2-4 weeks, refrigerator 9-12 months, freezer 24 months.
  WALNUTS: { shelf: [14, 270, 720, null], foodKeeper: [{ id: 446, name: "Walnuts, shell or no shell" }] },
  // Cashews, no shell [439]: pantry 2-4 weeks, refrigerator 6 months, freezer 12 months.
  CASHEWS: { shelf: [14, 180, 360, null], foodKeeper: [{ id: 439, name: "Cashews, no shell" }] },
  // Pistachios, shell or no shell [445]: pantry 3 weeks, refrigerator 12 months, freezer 24 months.
  PISTACHIOS: { shelf: [21, 360, 720, null], foodKeeper: [{ id: 445, name: "Pistachios, shell or no shell" }] },
  // Peanuts, no shell [442]: pantry 4 weeks, refrigerator 12 months, freezer 24 months.
  PEANUTS_RAW: { shelf: [28, 360, 720, null], foodKeeper: [{ id: 442, name: "Peanuts, no shell" }] },
  // Macadamias, no shell [440]: pantry 2-4 weeks, refrigerator 12 months, freezer 24 months.
  MACADAMIAS: { shelf: [14, 360, 720, null], foodKeeper: [{ id: 440, name: "Macadamias, no shell" }] },
  // Sesame seeds [613]: pantry 5 years.
  SESAME: { shelf: [1825, null, null, null], foodKeeper: [{ id: 613, name: "Sesame seeds" }] },
  // Flaxseed, whole seed [503]: pantry 2 years.
  FLAXSEED: { shelf: [730, null, null, null], foodKeeper: [{ id: 503, name: "Flaxseed, whole seed" }] },
  // Chia seeds [573]: pantry 18 months.
  CHIA: { shelf: [540, null, null, null], foodKeeper: [{ id: 573, name: "Chia seeds" }] },
  // Pumpkin seeds, raw, no shell [604]: pantry 6 months, refrigerator 6 months.
  PUMPKIN_SEEDS: { shelf: [180, 180, null, null], foodKeeper: [{ id: 604, name: "Pumpkin seeds, raw, no shell" }] },
  // Sunflower seeds, raw, unsalted, no shell [608]: pantry 12 months.
  SUNFLOWER_RAW: { shelf: [360, null, null, null], foodKeeper: [{ id: 608, name: "Sunflower seeds, raw, unsalted, no shell" }] },
  // Sunflower seeds, roasted, no shell [609]: pantry 12 months; once opened 3-4 months in the pantry, 7-8 months refrigerated.
  SUNFLOWER_ROASTED: { shelf: [360, null, null, 90], foodKeeper: [{ id: 609, name: "Sunflower seeds, roasted, no shell" }] },
  // Tahini [416]: pantry 12 months; refrigerated once opened 3 weeks.
  TAHINI: { shelf: [365, null, null, 21], foodKeeper: [{ id: 416, name: "Tahini" }] },
  // Oils, olive or vegetable [227]: pantry 6-12 months; once opened 3-5 months in the pantry, 4 months refrigerated.
  OIL: { shelf: [180, null, null, 90], foodKeeper: [{ id: 227, name: "Oils, olive or vegetable" }] },
  // Sesame oil [612]: pantry 2 years, 6 months once opened.
  SESAME_OIL: { shelf: [730, null, null, 180], foodKeeper: [{ id: 612, name: "Sesame oil" }] },
  // Coconut oil [454]: pantry 3 years (refrigerating or freezing not recommended).
  COCONUT_OIL: { shelf: [1095, null, null, null], foodKeeper: [{ id: 454, name: "Coconut oil" }] },
  // Spice/spices, ground [238]: pantry 2-3 years, the same once opened.
  SPICE: { shelf: [730, null, null, 730], foodKeeper: [{ id: 238, name: "Spice/spices, ground" }] },
  // Soy sauce or teriyaki sauce [360]: pantry 3 years; refrigerated once opened 1 month.
  SOY_SAUCE: { shelf: [1095, null, null, 30], foodKeeper: [{ id: 360, name: "Soy sauce or teriyaki sauce" }] },
  // Jams, jellies, and preserves [347]: pantry 6-18 months; refrigerated once opened 6-12 months.
  JAM: { shelf: [180, null, null, 180], foodKeeper: [{ id: 347, name: "Jams, jellies, and preserves" }] },
  // Milk, plain or flavored [27]; Milk, lactose-free [543]: no refrigerator days for unopened milk (its date is the pack's), freezer 3 months; 7 days once opened.
  MILK: { shelf: [null, null, 90, 7], foodKeeper: [{ id: 27, name: "Milk, plain or flavored" }, { id: 543, name: "Milk, lactose-free" }] },
  // Yogurt [33]: refrigerator 1-2 weeks, freezer 1-2 months.
  YOGURT: { shelf: [null, 7, 30, null], foodKeeper: [{ id: 33, name: "Yogurt" }] },
  // Cheese, hard such as cheddar, swiss, block parmesan [3]: refrigerator 6 months, 3-4 weeks once opened, freezer 6 months.
  HARD_CHEESE: { shelf: [null, 180, 180, 21], foodKeeper: [{ id: 3, name: "Cheese, hard such as cheddar, swiss, block parmesan" }] },
  // Commercial bread products (pan breads, flat breads, rolls, and buns) [195]: pantry 14-18 days, refrigerated 2-3 weeks, freezer 3-5 months.
  BREAD: { shelf: [14, null, 90, 14], foodKeeper: [{ id: 195, name: "Commercial bread products (pan breads, flat breads, rolls, and buns)" }] },
  // Whole wheat bread, commercially baked & pre-sliced [461]: pantry 3-5 days (refrigeration not recommended), freezer 3 months.
  WHOLE_WHEAT_BREAD: { shelf: [3, null, 90, null], foodKeeper: [{ id: 461, name: "Whole wheat bread, commercially baked & pre-sliced" }] },
  // Crackers [377]: pantry 8 months, 1 month once opened (3-4 months refrigerated), freezer 3-4 months.
  CRACKERS: { shelf: [240, null, 90, 30], foodKeeper: [{ id: 377, name: "Crackers" }] },
  // Canned goods, low acid (meat, poultry, fish, gravy, stew, soups, beans, carrots, corn, pasta, peas, potatoes, spinach) [372]: pantry 2-5 years; refrigerated once opened 3-4 days.
  CANNED: { shelf: [730, null, null, 3], foodKeeper: [{ id: 372, name: "Canned goods, low acid (meat, poultry, fish, gravy, stew, soups, beans, carrots, corn, pasta, peas, potatoes, spinach)" }] },
  // Canned goods, high acid (juices, fruit, pickles, sauerkraut, tomato soup, foods in vinegar-based sauce) [373]: pantry 12-18 months; refrigerated once opened 5-7 days.
  CANNED_ACID: { shelf: [360, null, null, 5], foodKeeper: [{ id: 373, name: "Canned goods, high acid (juices, fruit, pickles, sauerkraut, tomato soup, foods in vinegar-based sauce)" }] },
  // Tofu [168]: refrigerator 1 week, freezer 5 months.
  TOFU: { shelf: [null, 7, 150, null], foodKeeper: [{ id: 168, name: "Tofu" }] },
  // Chicken parts, legs or thighs [118]; Turkey parts, legs or thighs [121]; Turkey parts, breast halves, bone-in [119]: refrigerator 1-2 days, freezer 9 months.
  POULTRY_PARTS: { shelf: [null, 1, 270, null], foodKeeper: [{ id: 118, name: "Chicken parts, legs or thighs" }, { id: 121, name: "Turkey parts, legs or thighs" }, { id: 119, name: "Turkey parts, breast halves, bone-in" }] },
  // Duckling, domestic or wild, whole [123]: refrigerator 1-2 days, freezer 6 months.
  DUCK: { shelf: [null, 1, 180, null], foodKeeper: [{ id: 123, name: "Duckling, domestic or wild, whole" }] },
  // Beef, round or rump roast [36]; Pork, loin roast, boneless [61]; Lamb, leg; boneless, rolled [46]; Veal, leg rump or round roast, boneless [57]: refrigerator 3-5 days, freezer 4-12 months.
  ROAST: { shelf: [null, 3, 120, null], foodKeeper: [{ id: 36, name: "Beef, round or rump roast" }, { id: 61, name: "Pork, loin roast, boneless" }, { id: 46, name: "Lamb, leg; boneless, rolled" }, { id: 57, name: "Veal, leg rump or round roast, boneless" }] },
  // Sausage, raw bulk type or patties [102]: refrigerator 1-2 days, freezer 1-2 months.
  FRESH_SAUSAGE: { shelf: [null, 1, 30, null], foodKeeper: [{ id: 102, name: "Sausage, raw bulk type or patties" }] },
  // Ham, pre-packaged, luncheon/deli meat [515]: refrigerator 2 weeks, 3-5 days once opened, freezer 1-2 months.
  DELI_MEAT: { shelf: [null, 14, 30, 3], foodKeeper: [{ id: 515, name: "Ham, pre-packaged, luncheon/deli meat" }] },
  // Lean fish: cod, flounder, haddock, halibut, sole, etc. [144]: refrigerator 1-2 days, freezer 6-8 months.
  LEAN_FISH: { shelf: [null, 1, 180, null], foodKeeper: [{ id: 144, name: "Lean fish: cod, flounder, haddock, halibut, sole, etc." }] },
  // Live clams, mussels, crab, and oysters [157]: refrigerator 1-2 days, freezer 2-3 months.
  LIVE_SHELLFISH: { shelf: [null, 1, 60, null], foodKeeper: [{ id: 157, name: "Live clams, mussels, crab, and oysters" }] },
  // Rotisserie chicken [141]; Cooked poultry dishes [135]: refrigerator 3-4 days, freezer 4 months.
  COOKED_MEAT: { shelf: [null, 3, 120, null], foodKeeper: [{ id: 141, name: "Rotisserie chicken" }, { id: 135, name: "Cooked poultry dishes" }] },
  // Orange juice, commercially packaged carton [455]: refrigerated once opened 7-10 days (good 1 week past the pack's date), freezer 8-12 months.
  JUICE: { shelf: [null, null, 240, 7], foodKeeper: [{ id: 455, name: "Orange juice, commercially packaged carton" }] },
  // Vegetables, purchased frozen [331]; Fruits such as berries, melons, purchased frozen [315]: freezer 10-18 months.
  FROZEN: { shelf: [null, null, 300, null], foodKeeper: [{ id: 331, name: "Vegetables, purchased frozen" }, { id: 315, name: "Fruits such as berries, melons, purchased frozen" }] },
  // Eggs, hard boiled cooked [23]: refrigerator 1 week.
  HARD_BOILED_EGG: { shelf: [null, 7, null, null], foodKeeper: [{ id: 23, name: "Eggs, hard boiled cooked" }] },
} satisfies Record<string, StorageProfile>;

const {
  LEAFY, CRISP_LETTUCE, GREENS, BRASSICA, CABBAGE, BOK_CHOY, KALE, CHARD, RADICCHIO, CUCUMBER, EGGPLANT,
  SUMMER_SQUASH, WINTER_SQUASH, FRESH_BEANS, PEPPERS, HOT_PEPPERS, ROOT, BEETS, RADISH, TURNIP, KOHLRABI,
  CELERIAC, LEEKS, KEEPING_VEG, GREEN_ONIONS, POTATO, TOMATO, BASIL, CHIVES, PARSLEY, SOFT_FRUIT, GUAVA,
  PINEAPPLE, CHERIMOYA, AVOCADO, STONE_FRUIT, BRAMBLE, CRANBERRIES, CITRUS, DRIED_FRUIT, DATES, OATMEAL,
  WHOLE_GRAIN_2M, WHOLE_GRAIN_4M, BARLEY, QUINOA, BULGUR, DRY_PASTA, WILD_RICE, FLOUR, WHOLE_FLOUR,
  GRAIN_FLOUR_1M, SORGHUM_FLOUR, CORNMEAL, DRY_LEGUME, NUTS, ALMONDS, WALNUTS, CASHEWS, PISTACHIOS,
  PEANUTS_RAW, MACADAMIAS, SESAME, FLAXSEED, CHIA, PUMPKIN_SEEDS, SUNFLOWER_RAW, SUNFLOWER_ROASTED, TAHINI,
  OIL, SESAME_OIL, COCONUT_OIL, SPICE, SOY_SAUCE, JAM, MILK, YOGURT, HARD_CHEESE, BREAD, WHOLE_WHEAT_BREAD,
  CRACKERS, CANNED, CANNED_ACID, TOFU, POULTRY_PARTS, DUCK, ROAST, FRESH_SAUSAGE, DELI_MEAT, LEAN_FISH,
  LIVE_SHELLFISH, COOKED_MEAT, JUICE, FROZEN, HARD_BOILED_EGG,
} = Object.fromEntries(Object.entries(STORAGE_PROFILES).map(([name, profile]) => [name, profile.shelf as Shelf])) as Record<keyof typeof STORAGE_PROFILES, Shelf>;

export const STARTER_CATALOGUE: StarterItem[] = [
  // Fruit
  { key: "apple", name: "Apples", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 171688, n: [52, 0.26, 13.81, 10.39, 0.17, 0.028, 2.4, 1], shelf: [21, 28, 240, null], diet: V },
  { key: "banana", name: "Bananas", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 173944, n: [89, 1.09, 22.84, 12.23, 0.33, 0.112, 2.6, 1], shelf: [5, 7, 60, null], diet: V },
  // Oranges, raw, all commercial varieties
  { key: "orange", name: "Oranges", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169097, n: [47, 0.94, 11.75, 9.35, 0.12, 0.015, 2.4, 0], shelf: CITRUS, diet: V },
  // Mangos, raw
  { key: "mango", name: "Mangoes", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169910, n: [60, 0.82, 14.98, 13.66, 0.38, null, 1.6, 1], shelf: SOFT_FRUIT, diet: V },
  // Watermelon, raw
  { key: "watermelon", name: "Watermelon", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 167765, n: [30, 0.61, 7.55, 6.2, 0.15, null, 0.4, 1], shelf: [7, 14, 240, null], diet: V },
  // Avocados, raw, all commercial varieties
  { key: "avocado", name: "Avocados", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 171705, n: [160, 2, 8.53, 0.66, 14.66, 2.126, 6.7, 7], shelf: AVOCADO, diet: V },
  // Papayas, raw
  { key: "papaya", name: "Papaya", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169926, n: [43, 0.47, 10.8, 7.8, 0.26, null, 1.7, null], shelf: SOFT_FRUIT, diet: V },
  // Guavas, common, raw
  { key: "guava", name: "Guavas", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 173044, n: [68, 2.55, 14.3, null, 0.95, null, 5.4, null], shelf: GUAVA, diet: V },
  // Pineapple, raw, all varieties
  { key: "pineapple", name: "Pineapple", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169124, n: [50, 0.54, 13.1, 9.9, 0.12, null, 1.4, null], shelf: PINEAPPLE, diet: V },
  // Grapes, red or green (European type, such as Thompson seedless), raw
  { key: "grapes", name: "Grapes", category: "Produce", sub: "Fruit", unit: "g", fdcId: 174683, n: [69, 0.72, 18.1, null, 0.16, 0.054, 0.9, 2], shelf: [null, 7, 300, null], diet: V },
  // Pears, raw
  { key: "pear", name: "Pears", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169118, n: [57, 0.36, 15.2, 9.75, 0.14, 0.022, 3.1, 1], shelf: STONE_FRUIT, diet: V },
  // Pomegranates, raw
  { key: "pomegranate", name: "Pomegranates", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169134, n: [83, 1.67, 18.7, null, 1.17, null, 4, null], shelf: [7, 60, 365, null], diet: V },
  // Dates, medjool
  { key: "medjool-dates", name: "Medjool dates", category: "Produce", sub: "Dried fruit", unit: "g", fdcId: 168191, n: [277, 1.81, 75, 66.5, 0.15, null, 6.7, null], shelf: DATES, diet: V },
  // Raisins, dark, seedless
  { key: "raisins", name: "Raisins", category: "Snacks & Sweets", sub: "Dried fruit", unit: "g", fdcId: 168165, n: [299, 3.3, 79.3, null, 0.25, 0.094, 4.5, 26], shelf: DRIED_FRUIT, diet: V },

  // Vegetables
  // Spinach, raw
  { key: "spinach", name: "Spinach", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 168462, n: [23, 2.86, 3.63, 0.42, 0.39, 0.063, 2.2, 79], shelf: LEAFY, diet: V },
  // Carrots, raw
  { key: "carrot", name: "Carrots", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170393, n: [41, 0.93, 9.58, 4.74, 0.24, 0.032, 2.8, 69], shelf: ROOT, diet: V },
  // Tomatoes, red, ripe, raw, year round average
  { key: "tomato", name: "Tomatoes", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 170457, n: [18, 0.88, 3.89, 2.63, 0.2, 0.028, 1.2, 5], shelf: TOMATO, diet: V },
  // Onions, raw
  { key: "onion", name: "Onions", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 170000, n: [40, 1.1, 9.34, null, 0.1, 0.042, 1.7, 4], shelf: KEEPING_VEG, diet: V },
  // Garlic, raw
  { key: "garlic", name: "Garlic", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169230, n: [149, 6.36, 33.1, 1, 0.5, 0.089, 2.1, 17], shelf: [90, null, null, null], diet: V },
  // Ginger root, raw
  { key: "ginger", name: "Ginger root", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169231, n: [80, 1.82, 17.8, 1.7, 0.75, 0.203, 2, 13], shelf: [7, 21, 180, null], diet: V },
  // Cucumber, with peel, raw
  { key: "cucumber", name: "Cucumbers", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 168409, n: [15, 0.65, 3.63, 1.67, 0.11, 0.037, 0.5, 2], shelf: CUCUMBER, diet: V },
  // Cabbage, raw
  { key: "cabbage", name: "Cabbage", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169975, n: [25, 1.28, 5.8, null, 0.1, 0.034, 2.5, 18], shelf: [null, 14, 240, null], diet: V },
  // Cauliflower, raw
  { key: "cauliflower", name: "Cauliflower", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169986, n: [25, 1.92, 4.97, null, 0.28, 0.13, 2, 30], shelf: BRASSICA, diet: V },
  // Broccoli, raw
  { key: "broccoli", name: "Broccoli", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170379, n: [34, 2.82, 6.64, 1.7, 0.37, 0.114, 2.6, 33], shelf: BRASSICA, diet: V },
  // Okra, raw
  { key: "okra", name: "Okra", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169260, n: [33, 1.93, 7.45, null, 0.19, null, 3.2, null], shelf: [null, 3, 300, null], diet: V },
  // Eggplant, raw
  { key: "eggplant", name: "Eggplant", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169228, n: [25, 0.98, 5.88, null, 0.18, 0.034, 3, 2], shelf: EGGPLANT, diet: V },
  // Potatoes, flesh and skin, raw
  { key: "potato", name: "Potatoes", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170026, n: [77, 2.05, 17.5, 0.82, 0.09, 0.025, 2.1, 6], shelf: POTATO, diet: V },
  // Pumpkin, raw
  { key: "pumpkin", name: "Pumpkin", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 168448, n: [26, 1, 6.5, null, 0.1, null, 0.5, null], shelf: [60, 90, 365, null], diet: V },
  // Peppers, sweet, green, raw
  { key: "green-pepper", name: "Green bell peppers", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 170427, n: [20, 0.86, 4.64, null, 0.17, null, 1.7, null], shelf: PEPPERS, diet: V },
  // Beets, raw
  { key: "beet", name: "Beets", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169145, n: [43, 1.61, 9.56, null, 0.17, null, 2.8, null], shelf: BEETS, diet: V },
  // Radishes, raw
  { key: "radish", name: "Radishes", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169276, n: [16, 0.68, 3.4, null, 0.1, 0.032, 1.6, 39], shelf: RADISH, diet: V },
  // Turnips, raw
  { key: "turnip", name: "Turnips", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170465, n: [28, 0.9, 6.43, null, 0.1, null, 1.8, null], shelf: TURNIP, diet: V },
  // Coriander (cilantro) leaves, raw
  { key: "cilantro", name: "Cilantro", category: "Produce", sub: "Herbs", unit: "g", fdcId: 169997, n: [23, 2.13, 3.67, null, 0.52, null, 2.8, null], shelf: [null, 7, 180, null], diet: V },

  // Dairy & eggs
  { key: "egg", name: "Eggs", category: "Dairy & Eggs", sub: "Eggs", unit: "piece", fdcId: 171287, n: [143, 12.56, 0.72, 0.37, 9.51, 3.126, 0, 142], shelf: [null, 21, null, null], allergens: ["eggs"], diet: VG },
  // Egg, whole, cooked, hard-boiled
  { key: "hard-boiled-eggs", name: "Hard-boiled eggs", category: "Dairy & Eggs", sub: "Eggs", unit: "piece", fdcId: 173424, n: [155, 12.58, 1.12, 1.12, 10.61, 3.267, 0, 124], shelf: HARD_BOILED_EGG, allergens: ["eggs"], diet: VG },
  // Milk, whole, 3.25% milkfat, with added vitamin D (its sugars, 5.05 g, exceed carbohydrate by difference, 4.8 g; left out)
  { key: "whole-milk", name: "Whole milk", category: "Dairy & Eggs", sub: "Milk", unit: "ml", fdcId: 171265, n: [61, 3.15, 4.8, null, 3.25, 1.865, 0, 43], shelf: MILK, allergens: ["milk"], diet: VG },
  // Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D
  { key: "milk-1", name: "Low-fat milk (1%)", category: "Dairy & Eggs", sub: "Milk", unit: "ml", fdcId: 170872, n: [42, 3.37, 4.99, null, 0.97, 0.633, 0, 44], shelf: MILK, allergens: ["milk"], diet: VG },
  // Yogurt, plain, whole milk
  { key: "yogurt-whole", name: "Plain whole-milk yogurt", category: "Dairy & Eggs", sub: "Yogurt", unit: "g", fdcId: 171284, n: [61, 3.47, 4.66, null, 3.25, 2.096, 0, 46], shelf: YOGURT, allergens: ["milk"], diet: VG },
  // Yogurt, plain, low fat
  { key: "yogurt-low-fat", name: "Plain low-fat yogurt", category: "Dairy & Eggs", sub: "Yogurt", unit: "g", fdcId: 170886, n: [63, 5.25, 7.04, null, 1.55, 1.0, 0, 70], shelf: YOGURT, allergens: ["milk"], diet: VG },
  // Yogurt, plain, skim milk
  { key: "yogurt-skim", name: "Plain nonfat yogurt", category: "Dairy & Eggs", sub: "Yogurt", unit: "g", fdcId: 170887, n: [56, 5.73, 7.68, null, 0.18, 0.116, 0, 77], shelf: YOGURT, allergens: ["milk"], diet: VG },
  // Yogurt, Greek, plain, nonfat
  { key: "greek-yogurt", name: "Greek yogurt, plain nonfat", category: "Dairy & Eggs", sub: "Yogurt", unit: "g", fdcId: 170894, n: [59, 10.2, 3.6, 3.24, 0.39, null, 0, 36], shelf: YOGURT, allergens: ["milk"], diet: VG },
  // Butter oil, anhydrous
  { key: "ghee", name: "Ghee", category: "Dairy & Eggs", sub: "Butter", unit: "g", fdcId: 173412, n: [876, 0.28, 0, null, 99.5, null, 0, null], shelf: [270, 365, null, 90], allergens: ["milk"], diet: VG },

  // Meat & seafood
  // Chicken, broilers or fryers, breast, meat only, cooked, roasted
  { key: "roast-chicken-breast", name: "Roast chicken breast", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 171477, n: [165, 31.02, 0, 0, 3.57, 1.01, 0, 74], shelf: COOKED_MEAT, diet: GF },
  // Fish, sardine, Atlantic, canned in oil, drained solids with bone
  { key: "sardines", name: "Sardines in oil", category: "Canned & Jarred", sub: "Fish", unit: "g", fdcId: 175139, n: [208, 24.6, 0, null, 11.4, null, 0, null], shelf: CANNED, allergens: ["fish"], diet: GF },
  // Fish, tuna, light, canned in water, drained solids (Includes foods for USDA's Food Distribution Program)
  { key: "tuna-water", name: "Tuna in water", category: "Canned & Jarred", sub: "Fish", unit: "g", fdcId: 173709, n: [86, 19.4, 0, 0, 0.96, null, 0, 247], shelf: CANNED, allergens: ["fish"], diet: GF },

  // Bakery
  // Bread, white, commercially prepared (includes soft bread crumbs)
  { key: "white-bread", name: "White bread", category: "Bakery", sub: "Bread", unit: "piece", fdcId: 174924, n: [266, 8.9, 49.4, 5.7, 3.3, null, 2.7, null], shelf: BREAD, allergens: ["gluten"], diet: VN },
  // Bread, whole-wheat, commercially prepared
  { key: "whole-wheat-bread", name: "Whole-wheat bread", category: "Bakery", sub: "Bread", unit: "piece", fdcId: 172688, n: [252, 12.45, 42.71, 4.34, 3.5, 0.722, 6, 455], shelf: WHOLE_WHEAT_BREAD, allergens: ["gluten"], diet: VN },

  // Grains
  // Rice, white, long-grain, regular, raw, enriched
  { key: "white-rice", name: "White rice", category: "Grains & Pasta", sub: "Rice", unit: "g", fdcId: 168877, n: [365, 7.13, 80, null, 0.66, null, 1.3, null], shelf: [730, null, null, 730], diet: V },
  // Rice, brown, long-grain, raw
  { key: "brown-rice", name: "Brown rice", category: "Grains & Pasta", sub: "Rice", unit: "g", fdcId: 169703, n: [367, 7.54, 76.2, null, 3.2, null, 3.6, null], shelf: [180, 365, 365, 180], diet: V },
  // Wheat flour, whole-grain
  { key: "whole-wheat-flour", name: "Whole-wheat flour", category: "Baking", sub: "Flour", unit: "g", fdcId: 168893, n: [340, 13.2, 72, null, 2.5, null, 10.7, null], shelf: WHOLE_FLOUR, allergens: ["gluten"], diet: VN },
  // Oats
  { key: "oats", name: "Rolled oats", category: "Grains & Pasta", sub: "Breakfast cereals", unit: "g", fdcId: 169705, n: [389, 16.89, 66.27, 0, 6.9, 1.217, 10.6, 2], shelf: OATMEAL, diet: VN },
  // Millet, raw
  { key: "millet", name: "Millet", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 169702, n: [378, 11, 72.8, null, 4.22, null, 8.5, null], shelf: WHOLE_GRAIN_2M, diet: V },
  // Millet flour
  { key: "millet-flour", name: "Millet flour", category: "Baking", sub: "Flour", unit: "g", fdcId: 172023, n: [382, 10.8, 75.1, null, 4.25, null, 3.5, null], shelf: GRAIN_FLOUR_1M, diet: V },
  // Sorghum flour, whole-grain
  { key: "sorghum-flour", name: "Sorghum flour", category: "Baking", sub: "Flour", unit: "g", fdcId: 168943, n: [359, 8.43, 76.6, null, 3.34, null, 6.6, null], shelf: SORGHUM_FLOUR, diet: V },
  // Sorghum grain
  { key: "sorghum", name: "Sorghum", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 169716, n: [329, 10.6, 72.1, null, 3.46, null, 6.7, null], shelf: WHOLE_GRAIN_4M, diet: V },
  // Semolina, unenriched
  { key: "semolina", name: "Semolina", category: "Baking", sub: "Flour", unit: "g", fdcId: 168933, n: [360, 12.7, 72.8, null, 1.05, null, 3.9, null], shelf: FLOUR, allergens: ["gluten"], diet: VN },
  // Quinoa, uncooked
  { key: "quinoa", name: "Quinoa", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 168874, n: [368, 14.1, 64.2, null, 6.07, 0.706, 7, 5], shelf: QUINOA, diet: V },
  // Buckwheat
  { key: "buckwheat", name: "Buckwheat groats", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 170286, n: [343, 13.2, 71.5, null, 3.4, null, 10, null], shelf: WHOLE_GRAIN_2M, diet: V },
  // Buckwheat flour, whole-groat
  { key: "buckwheat-flour", name: "Buckwheat flour", category: "Baking", sub: "Flour", unit: "g", fdcId: 170687, n: [335, 12.6, 70.6, null, 3.1, null, 10, null], shelf: GRAIN_FLOUR_1M, diet: V },

  // Legumes
  // Lentils, raw
  { key: "lentils", name: "Lentils", category: "Legumes", sub: "Dried", unit: "g", fdcId: 172420, n: [352, 24.6, 63.4, 2.03, 1.06, 0.154, 10.7, 6], shelf: DRY_LEGUME, diet: V },
  // Lentils, pink or red, raw
  { key: "red-lentils", name: "Red lentils", category: "Legumes", sub: "Dried", unit: "g", fdcId: 174284, n: [358, 23.9, 63.1, null, 2.17, null, 10.8, null], shelf: DRY_LEGUME, diet: V },
  // Chickpeas (garbanzo beans, bengal gram), mature seeds, raw
  { key: "chickpeas", name: "Dried chickpeas", category: "Legumes", sub: "Dried", unit: "g", fdcId: 173756, n: [378, 20.5, 63, null, 6.04, 0.603, 12.2, 24], shelf: DRY_LEGUME, diet: V },
  // Mung beans, mature seeds, raw
  { key: "mung-beans", name: "Mung beans", category: "Legumes", sub: "Dried", unit: "g", fdcId: 174256, n: [347, 23.9, 62.6, 6.6, 1.15, 0.348, 16.3, 15], shelf: DRY_LEGUME, diet: V },
  // Pigeon peas (red gram), mature seeds, raw
  { key: "pigeon-peas", name: "Pigeon peas (toor dal)", category: "Legumes", sub: "Dried", unit: "g", fdcId: 172436, n: [343, 21.7, 62.8, null, 1.49, null, 15, null], shelf: DRY_LEGUME, diet: V },
  // Tofu, raw, firm, prepared with calcium sulfate
  { key: "tofu", name: "Firm tofu", category: "Legumes", sub: "Tofu", unit: "g", fdcId: 172475, n: [144, 17.3, 2.78, null, 8.72, 1.261, 2.3, 14], shelf: TOFU, allergens: ["soybeans"], diet: V },
  // Edamame, frozen, prepared
  { key: "edamame", name: "Edamame", category: "Frozen", sub: "Vegetables", unit: "g", fdcId: 168411, n: [121, 11.91, 8.91, null, 5.2, 0.62, 5.2, 6], shelf: FROZEN, allergens: ["soybeans"], diet: V },

  // Nuts & seeds
  // Nuts, almonds
  { key: "almonds", name: "Almonds", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 170567, n: [579, 21.15, 21.55, 4.35, 49.93, 3.802, 12.5, 1], shelf: ALMONDS, allergens: ["nuts"], diet: V },
  // Nuts, walnuts, english
  { key: "walnuts", name: "Walnuts", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 170187, n: [654, 15.2, 13.7, 2.61, 65.2, 6.126, 6.7, 2], shelf: WALNUTS, allergens: ["nuts"], diet: V },
  // Nuts, cashew nuts, raw
  { key: "cashews", name: "Cashews", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 170162, n: [553, 18.2, 30.2, null, 43.8, 7.783, 3.3, 12], shelf: CASHEWS, allergens: ["nuts"], diet: V },
  // Seeds, sesame seed kernels, dried (decorticated)
  { key: "sesame-seeds", name: "Sesame seeds", category: "Nuts & Seeds", sub: "Seeds", unit: "g", fdcId: 169412, n: [631, 20.4, 11.7, null, 61.2, null, 11.6, null], shelf: SESAME, allergens: ["sesame"], diet: V },
  // Seeds, flaxseed
  { key: "flaxseed", name: "Flaxseed", category: "Nuts & Seeds", sub: "Seeds", unit: "g", fdcId: 169414, n: [534, 18.3, 28.9, 1.55, 42.2, 3.663, 27.3, 30], shelf: FLAXSEED, diet: V },
  // Seeds, chia seeds, dried
  { key: "chia-seeds", name: "Chia seeds", category: "Nuts & Seeds", sub: "Seeds", unit: "g", fdcId: 170554, n: [486, 16.5, 42.1, null, 30.7, 3.33, 34.4, 16], shelf: CHIA, diet: V },
  // Seeds, pumpkin and squash seed kernels, dried
  { key: "pumpkin-seeds", name: "Pumpkin seeds", category: "Nuts & Seeds", sub: "Seeds", unit: "g", fdcId: 170556, n: [559, 30.2, 10.7, 1.4, 49, 8.659, 6, 7], shelf: PUMPKIN_SEEDS, diet: V },
  // Seeds, sunflower seed kernels, toasted, without salt
  { key: "sunflower-seeds", name: "Sunflower seeds", category: "Nuts & Seeds", sub: "Seeds", unit: "g", fdcId: 170154, n: [619, 17.2, 20.6, null, 56.8, null, 11.5, null], shelf: SUNFLOWER_ROASTED, diet: V },

  // Oils
  // Oil, olive, salad or cooking
  { key: "olive-oil", name: "Olive oil", category: "Oils & Vinegars", sub: "Oils", unit: "ml", fdcId: 171413, n: [884, 0, 0, 0, 100, 13.808, 0, 2], shelf: OIL, diet: V },
  // Oil, sunflower, linoleic, (approx. 65%)
  { key: "sunflower-oil", name: "Sunflower oil", category: "Oils & Vinegars", sub: "Oils", unit: "ml", fdcId: 171025, n: [884, 0, 0, null, 100, 10.3, 0, 0], shelf: OIL, diet: V },
  // Oil, palm
  { key: "palm-oil", name: "Palm oil", category: "Oils & Vinegars", sub: "Oils", unit: "ml", fdcId: 171015, n: [884, 0, 0, null, 100, 49.3, 0, null], shelf: OIL, diet: V },

  // Spices
  // Spices, turmeric, ground
  { key: "turmeric", name: "Ground turmeric", category: "Spices & Herbs", sub: "Spices", unit: "g", fdcId: 172231, n: [312, 9.68, 67.1, 3.21, 3.25, 1.838, 22.7, 27], shelf: SPICE, diet: V },

  // Drinks
  // Orange juice, raw
  { key: "orange-juice", name: "Orange juice", category: "Beverages", sub: "Juice", unit: "ml", fdcId: 169098, n: [45, 0.7, 10.4, 8.4, 0.2, null, 0.2, 1], shelf: JUICE, diet: V },

  // More fruit
  // Blueberries, raw
  { key: "blueberries", name: "Blueberries", category: "Produce", sub: "Fruit", unit: "g", fdcId: 171711, n: [57, 0.74, 14.5, 9.96, 0.33, 0.028, 2.4, 1], shelf: [null, 7, 240, null], diet: V },
  // Strawberries, raw
  { key: "strawberries", name: "Strawberries", category: "Produce", sub: "Fruit", unit: "g", fdcId: 167762, n: [32, 0.67, 7.68, 4.89, 0.3, 0.015, 2, 1], shelf: [null, 3, 240, null], diet: V },

  // More dairy & eggs
  // Egg, white, raw, fresh
  { key: "egg-whites", name: "Liquid egg whites", category: "Dairy & Eggs", sub: "Eggs", unit: "g", fdcId: 172183, n: [52, 10.9, 0.73, 0.71, 0.17, null, 0, 166], shelf: [null, 10, 365, 3], allergens: ["eggs"], diet: VG },
  // Yogurt, Greek, plain, whole milk (its sugars, 4 g, exceed carbohydrate by difference, 3.98 g; left out)
  { key: "greek-yogurt-whole", name: "Greek yogurt, plain whole-milk", category: "Dairy & Eggs", sub: "Yogurt", unit: "g", fdcId: 171304, n: [97, 9, 3.98, null, 5, 2.395, 0, 35], shelf: YOGURT, allergens: ["milk"], diet: VG },
  // Milk, reduced fat, fluid, 2% milkfat, with added nonfat milk solids and vitamin A and vitamin D
  { key: "milk-2", name: "Reduced-fat milk (2%)", category: "Dairy & Eggs", sub: "Milk", unit: "ml", fdcId: 170870, n: [51, 3.48, 4.97, null, 1.92, null, 0, 52], shelf: MILK, allergens: ["milk"], diet: VG },
  // Milk, fluid, nonfat, calcium fortified (fat free or skim)
  { key: "skim-milk", name: "Skim milk", category: "Dairy & Eggs", sub: "Milk", unit: "ml", fdcId: 169868, n: [35, 3.4, 4.85, 4.85, 0.18, null, 0, 52], shelf: MILK, allergens: ["milk"], diet: VG },
  // Butter, without salt
  { key: "butter-unsalted", name: "Unsalted butter", category: "Dairy & Eggs", sub: "Butter", unit: "g", fdcId: 173430, n: [717, 0.85, 0.06, null, 81.1, null, 0, 11], shelf: [null, 30, 180, 30], allergens: ["milk"], diet: VG },
  // Cheese, cheddar (Includes foods for USDA's Food Distribution Program)
  { key: "cheddar", name: "Cheddar cheese", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 173414, n: [403, 22.87, 3.37, null, 33.31, 18.867, 0, 653], shelf: HARD_CHEESE, allergens: ["milk"], diet: VG },
  // Cheese, gouda
  { key: "gouda", name: "Gouda cheese", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 171241, n: [356, 25, 2.2, null, 27, null, 0, null], shelf: HARD_CHEESE, allergens: ["milk"], diet: VG },
  // Beverages, Whey protein powder isolate
  { key: "whey-protein", name: "Whey protein isolate", category: "Baking", sub: "Protein powder", unit: "g", fdcId: 173177, n: [359, 58.1, 29.1, 1.16, 1.16, null, 0, 372], shelf: [365, null, null, 180], allergens: ["milk"], diet: VG },
  // Beverages, almond milk, unsweetened, shelf stable
  { key: "almond-milk", name: "Almond milk, unsweetened", category: "Beverages", sub: "Plant milk", unit: "ml", fdcId: 174832, n: [15, 0.4, 1.31, 0.81, 0.96, null, 0.2, 72], shelf: [365, null, null, 7], allergens: ["nuts"], diet: V },
  // Nuts, coconut milk, raw (liquid expressed from grated meat and water)
  { key: "coconut-milk", name: "Coconut milk", category: "Canned & Jarred", sub: "Coconut", unit: "ml", fdcId: 170172, n: [230, 2.3, 5.5, 3.3, 23.8, null, 2.2, null], shelf: [730, 7, 60, 7], diet: V },

  // More meat & seafood
  // Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw
  { key: "chicken-breast", name: "Chicken breast, boneless skinless", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 171077, n: [120, 22.5, 0, 0, 2.62, 0.563, 0, 45], shelf: [null, 1, 270, null], diet: GF },
  // Chicken, broilers or fryers, dark meat, thigh, meat only, raw
  { key: "chicken-thighs", name: "Chicken thighs, boneless skinless", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 173627, n: [121, 19.7, 0, 0, 4.12, 1.097, 0, 95], shelf: POULTRY_PARTS, diet: GF },
  // Chicken, broilers or fryers, dark meat, drumstick, meat only, raw
  { key: "chicken-drumsticks", name: "Chicken drumsticks", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 173614, n: [116, 19.4, 0, 0, 3.71, null, 0, 114], shelf: POULTRY_PARTS, diet: GF },
  // Chicken, ground, raw
  { key: "ground-chicken", name: "Ground chicken", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 171116, n: [143, 17.4, 0.04, 0, 8.1, null, 0, 60], shelf: [null, 1, 90, null], diet: GF },
  // Turkey, whole, breast, meat only, raw
  { key: "turkey-breast", name: "Turkey breast", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 171098, n: [114, 23.7, 0.14, 0.05, 1.48, 0.289, 0, 113], shelf: [null, 1, 270, null], diet: GF },
  // Turkey, ground, 93% lean, 7% fat, raw
  { key: "ground-turkey", name: "Ground turkey (93% lean)", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 172850, n: [150, 18.7, 0, 0, 8.34, 2.17, 0, 69], shelf: [null, 1, 90, null], diet: GF },
  // Beef, ground, 97% lean meat / 3% fat, raw
  { key: "ground-beef-97", name: "Ground beef (97% lean)", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 173111, n: [121, 22, 0, 0, 3, null, 0, 66], shelf: [null, 1, 90, null], diet: GF },
  // Beef, ground, 93% lean meat / 7% fat, raw
  { key: "ground-beef-93", name: "Ground beef (93% lean)", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 173110, n: [152, 20.8, 0, 0, 7, 2.878, 0, 66], shelf: [null, 1, 90, null], diet: GF },
  // Beef, ground, 90% lean meat / 10% fat, raw
  { key: "ground-beef-90", name: "Ground beef (90% lean)", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 174030, n: [176, 20, 0, 0, 10, null, 0, 66], shelf: [null, 1, 90, null], diet: GF },
  // Beef, ground, 85% lean meat / 15% fat, raw (Includes foods for USDA's Food Distribution Program)
  { key: "ground-beef-85", name: "Ground beef (85% lean)", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 171796, n: [215, 18.6, 0, 0, 15, null, 0, 66], shelf: [null, 1, 90, null], diet: GF },
  // Beef, ground, 80% lean meat / 20% fat, raw
  { key: "ground-beef-80", name: "Ground beef (80% lean)", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 174036, n: [254, 17.2, 0, 0, 20, null, 0, 66], shelf: [null, 1, 90, null], diet: GF },
  // Pork, fresh, loin, center loin (chops), boneless, separable lean only, raw
  { key: "pork-chops", name: "Pork chops, boneless", category: "Meat & Seafood", sub: "Pork", unit: "g", fdcId: 168263, n: [123, 23.8, 0, 0, 3.09, null, 0, 87], shelf: [null, 3, 120, null], diet: GF },
  // Pork, fresh, loin, tenderloin, separable lean only, raw
  { key: "pork-tenderloin", name: "Pork tenderloin", category: "Meat & Seafood", sub: "Pork", unit: "g", fdcId: 168249, n: [109, 21, 0, 0, 2.17, 0.698, 0, 53], shelf: [null, 3, 120, null], diet: GF },
  // Pork, cured, ham, boneless, extra lean (approximately 5% fat), roasted
  { key: "ham", name: "Ham, extra lean", category: "Meat & Seafood", sub: "Pork", unit: "g", fdcId: 167871, n: [145, 20.9, 1.5, 0, 5.53, null, 0, 1200], shelf: [null, 7, 60, 3], diet: GF },
  // Beef, cured, corned beef, canned
  { key: "corned-beef", name: "Corned beef, canned", category: "Canned & Jarred", sub: "Meat", unit: "g", fdcId: 170602, n: [250, 27.1, 0, 0, 14.9, null, 0, null], shelf: CANNED, diet: GF },
  // Crustaceans, shrimp, cooked
  { key: "cooked-shrimp", name: "Cooked shrimp", category: "Meat & Seafood", sub: "Seafood", unit: "g", fdcId: 175180, n: [99, 24, 0.2, null, 0.28, null, null, 111], shelf: [null, 3, 90, null], allergens: ["crustaceans"], diet: GF },
  // Crustaceans, crab, blue, cooked, moist heat
  { key: "crab-meat", name: "Crab meat", category: "Meat & Seafood", sub: "Seafood", unit: "g", fdcId: 174205, n: [83, 17.9, 0, 0, 0.74, null, 0, 395], shelf: [null, 3, 60, null], allergens: ["crustaceans"], diet: GF },

  // More pantry
  // Cereals, oats, regular and quick, not fortified, dry
  { key: "quick-oats", name: "Quick oats", category: "Grains & Pasta", sub: "Breakfast cereals", unit: "g", fdcId: 173904, n: [379, 13.2, 67.7, 0.99, 6.52, 1.11, 10.1, 6], shelf: OATMEAL, diet: VN },
  // Peanuts, all types, dry-roasted, without salt
  { key: "peanuts", name: "Dry-roasted peanuts", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 173806, n: [587, 24.4, 21.3, 4.9, 49.7, null, 8.4, null], shelf: NUTS, allergens: ["peanuts"], diet: V },

  // Fridge, freezer and pantry staples
  // Cream, fluid, heavy whipping (its sugars, 2.92 g, exceed carbohydrate by difference, 2.84 g; left out)
  { key: "heavy-cream", name: "Heavy cream", category: "Dairy & Eggs", sub: "Cream", unit: "ml", fdcId: 170859, n: [340, 2.84, 2.84, null, 36.1, null, 0, null], shelf: [null, 10, 90, 7], allergens: ["milk"], diet: VG },
  // Egg, yolk, raw, fresh
  { key: "egg-yolks", name: "Egg yolks", category: "Dairy & Eggs", sub: "Eggs", unit: "g", fdcId: 172184, n: [322, 15.9, 3.59, 0.56, 26.5, null, 0, null], shelf: [null, 2, 365, 2], allergens: ["eggs"], diet: VG },
  // Strawberries, frozen, unsweetened
  { key: "frozen-strawberries", name: "Frozen strawberries", category: "Frozen", sub: "Fruit", unit: "g", fdcId: 168173, n: [35, 0.43, 9.13, 4.56, 0.11, null, 2.1, null], shelf: FROZEN, diet: V },
  // Blueberries, frozen, unsweetened
  { key: "frozen-blueberries", name: "Frozen blueberries", category: "Frozen", sub: "Fruit", unit: "g", fdcId: 173950, n: [51, 0.42, 12.2, 8.45, 0.64, null, 2.7, null], shelf: FROZEN, diet: V },
  // Raspberries, frozen, red, unsweetened
  { key: "frozen-raspberries", name: "Frozen raspberries", category: "Frozen", sub: "Fruit", unit: "g", fdcId: 168209, n: [56, 1.15, 12.6, 6.54, 0.81, null, 4.3, null], shelf: FROZEN, diet: V },
  // Cherries, sweet, raw
  { key: "cherries", name: "Sweet cherries", category: "Produce", sub: "Fruit", unit: "g", fdcId: 171719, n: [63, 1.06, 16, 12.8, 0.2, 0.038, 2.1, 0], shelf: [null, 4, 240, null], diet: V },
  // Peaches, yellow, raw
  { key: "peaches", name: "Peaches", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169928, n: [39, 0.91, 9.54, 8.39, 0.25, 0.019, 1.5, 0], shelf: STONE_FRUIT, diet: V },
  // Lime juice, raw
  { key: "lime-juice", name: "Lime juice", category: "Condiments & Sauces", sub: "Juice", unit: "ml", fdcId: 168156, n: [25, 0.42, 8.42, 1.69, 0.07, null, 0.4, null], shelf: [null, 3, 120, 3], diet: V },
  // Lemon juice, raw
  { key: "lemon-juice", name: "Lemon juice", category: "Condiments & Sauces", sub: "Juice", unit: "ml", fdcId: 167747, n: [22, 0.35, 6.9, 2.52, 0.24, 0.04, 0.3, 1], shelf: [null, 3, 120, 3], diet: V },
  // Dill weed, fresh
  { key: "dill", name: "Fresh dill", category: "Produce", sub: "Herbs", unit: "g", fdcId: 172233, n: [43, 3.46, 7.02, null, 1.12, null, 2.1, null], shelf: [null, 7, 180, null], diet: V },
  // Beverages, Protein powder whey based
  { key: "whey-protein-powder", name: "Whey protein powder", category: "Baking", sub: "Protein powder", unit: "g", fdcId: 173180, n: [352, 78.1, 6.25, 0, 1.56, 0.781, 3.1, 156], shelf: [365, null, null, 180], allergens: ["milk"], diet: VG },
  // Sugars, granulated
  { key: "sugar", name: "Granulated sugar", category: "Baking", sub: "Sugar", unit: "g", fdcId: 169655, n: [387, 0, 100, 99.8, 0, null, 0, null], shelf: [730, null, null, 730], diet: V },
  // Syrups, maple
  { key: "maple-syrup", name: "Maple syrup", category: "Condiments & Sauces", sub: "Syrups", unit: "ml", fdcId: 169661, n: [260, 0.04, 67, 60.5, 0.06, null, 0, null], shelf: [365, null, null, 365], diet: V },
  // Honey
  { key: "honey", name: "Honey", category: "Condiments & Sauces", sub: "Syrups", unit: "g", fdcId: 169640, n: [304, 0.3, 82.4, 82.1, 0, 0, 0.2, 4], shelf: [365, null, null, 365], diet: VG },
  // Chocolate, dark, 70-85% cacao solids
  { key: "dark-chocolate", name: "Dark chocolate (70-85%)", category: "Snacks & Sweets", sub: "Chocolate", unit: "g", fdcId: 170273, n: [598, 7.79, 45.9, 24, 42.6, 24.489, 10.9, 20], shelf: [365, null, null, 180], diet: V },
  // Cookies, chocolate sandwich, with creme filling, regular
  { key: "sandwich-cookies", name: "Chocolate sandwich cookies", category: "Snacks & Sweets", sub: "Cookies", unit: "g", fdcId: 172718, n: [464, 5.21, 71, 40.7, 19.1, null, 2.9, null], shelf: [60, null, 240, 30], allergens: ["gluten", "soybeans"], diet: VN },
  // Cookies, graham crackers, plain or honey (includes cinnamon)
  { key: "graham-crackers", name: "Graham crackers", category: "Snacks & Sweets", sub: "Crackers", unit: "g", fdcId: 174957, n: [430, 6.69, 77.7, 24.8, 10.6, null, 3.4, null], shelf: [180, null, null, 30], allergens: ["gluten"], diet: ["vegetarian"] },
  // Cereals ready-to-eat, granola, homemade
  { key: "granola", name: "Granola", category: "Grains & Pasta", sub: "Breakfast cereals", unit: "g", fdcId: 171646, n: [489, 13.7, 53.9, 19.8, 24.3, null, 8.9, null], shelf: [180, null, null, 90], allergens: ["nuts"], diet: VN },
  // Peanut butter, smooth style, without salt
  { key: "peanut-butter", name: "Peanut butter", category: "Nuts & Seeds", sub: "Nut butters", unit: "g", fdcId: 172470, n: [598, 22.2, 22.3, 10.5, 51.4, 10.325, 5, 17], shelf: [180, 180, null, 90], allergens: ["peanuts"], diet: V },
  // Nuts, almond butter, plain, without salt added
  { key: "almond-butter", name: "Almond butter", category: "Nuts & Seeds", sub: "Nut butters", unit: "g", fdcId: 168588, n: [614, 21, 18.8, 4.43, 55.5, null, 10.3, null], shelf: [180, 180, null, 90], allergens: ["nuts"], diet: V },
  // Nuts, pistachio nuts, dry roasted, without salt added
  { key: "pistachios", name: "Pistachios", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 170185, n: [572, 21, 28.3, 7.74, 45.8, null, 10.3, null], shelf: PISTACHIOS, allergens: ["nuts"], diet: V },
  // Nuts, coconut meat, dried (desiccated), not sweetened
  { key: "coconut-flakes", name: "Unsweetened coconut flakes", category: "Baking", sub: "Coconut", unit: "g", fdcId: 170170, n: [660, 6.88, 23.6, 7.35, 64.5, null, 16.3, null], shelf: [180, 180, 365, 90], diet: V },
  // Nuts, coconut milk, canned (liquid expressed from grated meat and water)
  { key: "canned-coconut-milk", name: "Canned coconut milk", category: "Canned & Jarred", sub: "Coconut", unit: "ml", fdcId: 170173, n: [197, 2.02, 2.81, null, 21.3, null, null, null], shelf: [730, null, 60, 7], diet: V },
  // Nuts, coconut water (liquid from coconuts)
  { key: "coconut-water", name: "Coconut water", category: "Beverages", sub: "Juice", unit: "ml", fdcId: 170174, n: [19, 0.72, 3.71, 2.61, 0.2, null, 1.1, null], shelf: [270, null, null, 3], diet: V },
  // Chickpeas, mature seeds, canned, drained, rinsed in tap water
  { key: "canned-chickpeas", name: "Canned chickpeas", category: "Canned & Jarred", sub: "Beans", unit: "g", fdcId: 173801, n: [138, 7.04, 22.9, 4, 2.47, null, 6.3, null], shelf: CANNED, diet: V },
  // Pumpkin, canned, without salt
  { key: "canned-pumpkin", name: "Canned pumpkin purée", category: "Canned & Jarred", sub: "Vegetables", unit: "g", fdcId: 168450, n: [34, 1.1, 8.09, 3.3, 0.28, null, 2.9, null], shelf: CANNED, diet: V },
  // Jams and preserves
  { key: "jam", name: "Strawberry jam", category: "Condiments & Sauces", sub: "Spreads", unit: "g", fdcId: 169641, n: [278, 0.37, 68.9, 48.5, 0.07, 0.01, 1.1, 32], shelf: [365, null, null, 180], diet: V },
  // Salt, table
  { key: "salt", name: "Table salt", category: "Spices & Herbs", sub: "Salt", unit: "g", fdcId: 173468, n: [0, 0, 0, 0, 0, null, 0, 38758], shelf: [null, null, null, null], diet: V },

  // Fish, meat and more from a per-row FDC-linked table (saturated fat and sodium included)
  // Fish, cod, Atlantic, raw
  { key: "cod", name: "Cod fillets", category: "Meat & Seafood", sub: "Fish", unit: "g", fdcId: 171955, n: [82, 17.81, 0, null, 0.67, 0.131, 0, 54], shelf: LEAN_FISH, allergens: ["fish"], diet: GF },
  // Fish, salmon, Atlantic, farmed, raw
  { key: "salmon", name: "Salmon fillets", category: "Meat & Seafood", sub: "Fish", unit: "g", fdcId: 175167, n: [208, 20.42, 0, null, 13.42, 3.05, 0, 59], shelf: [null, 1, 90, null], allergens: ["fish"], diet: GF },
  // Fish, mackerel, Atlantic, raw
  { key: "mackerel", name: "Mackerel", category: "Meat & Seafood", sub: "Fish", unit: "g", fdcId: 175119, n: [205, 18.6, 0, null, 13.89, 3.257, 0, 90], shelf: [null, 1, 90, null], allergens: ["fish"], diet: GF },
  // Fish, tuna, fresh, yellowfin, raw
  { key: "tuna-steak", name: "Tuna steaks", category: "Meat & Seafood", sub: "Fish", unit: "g", fdcId: 175159, n: [109, 24.4, 0, null, 0.49, 0.172, 0, 45], shelf: [null, 1, 90, null], allergens: ["fish"], diet: GF },
  // Crustaceans, shrimp, raw
  { key: "raw-shrimp", name: "Raw shrimp", category: "Meat & Seafood", sub: "Seafood", unit: "g", fdcId: 175179, n: [85, 20.1, 0, null, 0.51, 0.101, null, 119], shelf: [null, 1, 180, null], allergens: ["crustaceans"], diet: GF },
  // Beef, loin, tenderloin roast, boneless, separable lean only, trimmed to 0" fat, all grades, raw
  { key: "beef-tenderloin", name: "Beef tenderloin", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 171765, n: [139, 21.94, 0, null, 5.74, 1.956, 0, 44], shelf: [null, 3, 180, null], diet: GF },
  // Buckwheat groats, roasted, dry
  { key: "kasha", name: "Roasted buckwheat (kasha)", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 170685, n: [346, 11.73, 74.95, null, 2.71, 0.591, 10.3, 11], shelf: WHOLE_GRAIN_2M, diet: V },
  // Pasta, dry, unenriched
  { key: "pasta", name: "Dried pasta", category: "Grains & Pasta", sub: "Pasta", unit: "g", fdcId: 168927, n: [371, 13.04, 74.67, null, 1.51, 0.277, 3.2, 6], shelf: DRY_PASTA, allergens: ["gluten"], diet: VN },
  // Bulgur, dry
  { key: "bulgur", name: "Bulgur", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 170688, n: [342, 12.29, 75.87, null, 1.33, 0.232, 12.5, 17], shelf: BULGUR, allergens: ["gluten"], diet: VN },
  // Couscous, dry
  { key: "couscous", name: "Couscous", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 169699, n: [376, 12.76, 77.43, null, 0.64, 0.117, 5, 10], shelf: DRY_PASTA, allergens: ["gluten"], diet: VN },
  // Snacks, rice cakes, brown rice, plain, unsalted
  { key: "rice-cakes", name: "Rice cakes", category: "Snacks & Sweets", sub: "Crackers", unit: "piece", fdcId: 170250, n: [387, 8.2, 81.5, null, 2.8, 0.57, 4.2, 26], shelf: [180, null, null, 30], diet: V },
  // Tortillas, ready-to-bake or -fry, flour, shelf stable
  { key: "flour-tortillas", name: "Flour tortillas", category: "Bakery", sub: "Flatbreads", unit: "piece", fdcId: 167535, n: [297, 8.01, 49.27, null, 7.58, 1.225, 2.4, 742], shelf: [7, 21, 180, 7], allergens: ["gluten"], diet: VN },
  // Bread, rye
  { key: "rye-bread", name: "Rye bread", category: "Bakery", sub: "Bread", unit: "piece", fdcId: 172684, n: [259, 8.5, 48.3, null, 3.3, 0.626, 5.8, 603], shelf: BREAD, allergens: ["gluten"], diet: VN },
  // Beans, kidney, all types, mature seeds, raw
  { key: "kidney-beans", name: "Dried kidney beans", category: "Legumes", sub: "Dried", unit: "g", fdcId: 175193, n: [333, 23.58, 60.01, null, 0.83, 0.12, 24.9, 24], shelf: DRY_LEGUME, diet: V },
  // Peas, green, split, mature seeds, raw
  { key: "split-peas", name: "Split peas", category: "Legumes", sub: "Dried", unit: "g", fdcId: 172428, n: [364, 23.12, 61.63, null, 3.89, 0.408, 22.2, 5], shelf: DRY_LEGUME, diet: V },
  // Tempeh
  { key: "tempeh", name: "Tempeh", category: "Legumes", sub: "Tofu", unit: "g", fdcId: 174272, n: [192, 20.29, 7.64, null, 10.8, 2.539, null, 9], shelf: [null, 10, 365, 5], allergens: ["soybeans"], diet: V },
  // Hummus, home prepared
  { key: "hummus", name: "Hummus", category: "Condiments & Sauces", sub: "Dips", unit: "g", fdcId: 172454, n: [177, 4.86, 20.12, null, 8.59, 1.141, 4, 242], shelf: [null, 7, 120, 7], allergens: ["sesame"], diet: V },
  // Peanuts, all types, raw
  { key: "raw-peanuts", name: "Raw peanuts", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 172430, n: [567, 25.8, 16.13, 4.7, 49.24, 6.279, 8.5, 18], shelf: PEANUTS_RAW, allergens: ["peanuts"], diet: V },
  // Nuts, hazelnuts or filberts
  { key: "hazelnuts", name: "Hazelnuts", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 170581, n: [628, 14.95, 16.7, null, 60.75, 4.464, 9.7, 0], shelf: NUTS, allergens: ["nuts"], diet: V },
  // Dates, deglet noor
  { key: "deglet-dates", name: "Deglet Noor dates", category: "Produce", sub: "Dried fruit", unit: "g", fdcId: 171726, n: [282, 2.45, 75.03, null, 0.39, 0.032, 8, 2], shelf: DATES, diet: V },
  // Cheese, mozzarella, whole milk
  { key: "mozzarella", name: "Mozzarella", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 170845, n: [299, 22.17, 2.4, null, 22.14, 13.9, 0, 486], shelf: [null, 7, 90, 5], allergens: ["milk"], diet: VG },
  // Cheese, feta
  { key: "feta", name: "Feta", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 173420, n: [265, 14.21, 3.88, null, 21.49, 13.3, 0, 1139], shelf: [null, 30, 90, 7], allergens: ["milk"], diet: VG },
  // Cheese, ricotta, whole milk
  { key: "ricotta", name: "Ricotta", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 170851, n: [150, 7.54, 7.27, null, 10.18, 6.42, 0, 110], shelf: [null, 7, 60, 5], allergens: ["milk"], diet: VG },
  // Cream, sour, cultured
  { key: "sour-cream", name: "Sour cream", category: "Dairy & Eggs", sub: "Cream", unit: "g", fdcId: 171257, n: [198, 2.44, 4.63, null, 19.35, 10.14, 0, 31], shelf: [null, 7, null, 7], allergens: ["milk"], diet: VG },
  // Tangerines, (mandarin oranges), raw
  { key: "tangerines", name: "Tangerines", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169105, n: [53, 0.81, 13.34, null, 0.31, 0.039, 1.8, 2], shelf: CITRUS, diet: V },
  // Plums, raw
  { key: "plums", name: "Plums", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169949, n: [46, 0.7, 11.42, null, 0.28, 0.017, 1.4, 0], shelf: STONE_FRUIT, diet: V },
  // Apricots, raw
  { key: "apricots", name: "Apricots", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 171697, n: [48, 1.4, 11.12, null, 0.39, 0.027, 2, 1], shelf: [3, 5, 240, null], diet: V },
  // Kiwifruit, green, raw
  { key: "kiwi", name: "Kiwifruit", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 168153, n: [61, 1.14, 14.66, null, 0.52, 0.029, 3, 3], shelf: [5, 28, 240, null], diet: V },
  // Raspberries, raw
  { key: "raspberries", name: "Raspberries", category: "Produce", sub: "Fruit", unit: "g", fdcId: 167755, n: [52, 1.2, 11.94, 4.42, 0.65, 0.019, 6.5, 1], shelf: [null, 2, 240, null], diet: V },
  // Lettuce, cos or romaine, raw
  { key: "romaine", name: "Romaine lettuce", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169247, n: [17, 1.23, 3.29, null, 0.3, 0.039, 2.1, 8], shelf: CRISP_LETTUCE, diet: V },
  // Celery, raw
  { key: "celery", name: "Celery", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169988, n: [14, 0.69, 2.97, null, 0.17, 0.042, 1.6, 80], shelf: [null, 14, 240, null], allergens: ["celery"], diet: V },
  // Squash, summer, zucchini, includes skin, raw
  { key: "zucchini", name: "Zucchini", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169291, n: [17, 1.21, 3.11, null, 0.32, 0.084, 1, 8], shelf: SUMMER_SQUASH, diet: V },
  // Mushrooms, white, raw
  { key: "mushrooms", name: "White mushrooms", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169251, n: [22, 3.09, 3.26, null, 0.34, 0.05, 1, 5], shelf: [null, 3, 240, null], diet: V },
  // Peppers, sweet, red, raw
  { key: "red-pepper", name: "Red bell peppers", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 170108, n: [26, 0.99, 6.03, null, 0.3, 0.059, 2.1, 4], shelf: PEPPERS, diet: V },
  // Asparagus, raw
  { key: "asparagus", name: "Asparagus", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 168389, n: [20, 2.2, 3.88, null, 0.12, 0.04, 2.1, 2], shelf: [null, 3, 240, null], diet: V },
  // Beans, snap, green, raw
  { key: "green-beans", name: "Green beans", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169961, n: [31, 1.83, 6.97, 3.26, 0.22, 0.05, 2.7, 6], shelf: FRESH_BEANS, diet: V },
  // Peas, green, raw
  { key: "green-peas", name: "Green peas", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170419, n: [81, 5.42, 14.45, null, 0.4, 0.071, 5.7, 5], shelf: FRESH_BEANS, diet: V },
  // Vegetables, mixed, frozen, unprepared
  { key: "frozen-mixed-vegetables", name: "Frozen mixed vegetables", category: "Frozen", sub: "Vegetables", unit: "g", fdcId: 170471, n: [72, 3.33, 13.47, null, 0.52, 0.098, 4, 47], shelf: FROZEN, diet: V },

  // From a per-100 g table quoting SR Legacy entries with sugars, saturated fat and sodium
  // Arugula, raw
  { key: "arugula", name: "Arugula", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169387, n: [25, 2.58, 3.65, 2.05, 0.66, 0.086, 1.6, 27], shelf: LEAFY, diet: V },
  // Lettuce, green leaf, raw
  { key: "green-leaf-lettuce", name: "Green leaf lettuce", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169249, n: [15, 1.36, 2.87, 0.78, 0.15, 0.02, 1.3, 28], shelf: LEAFY, diet: V },
  // Sweet potato, raw, unprepared (Includes foods for USDA's Food Distribution Program)
  { key: "sweet-potato", name: "Sweet potatoes", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 168482, n: [86, 1.57, 20.12, 4.18, 0.05, 0.018, 3, 55], shelf: [21, null, 300, null], diet: V },
  // Rosemary, fresh
  { key: "rosemary", name: "Fresh rosemary", category: "Produce", sub: "Herbs", unit: "g", fdcId: 173473, n: [131, 3.31, 20.7, 0, 5.86, 2.838, 14.1, 26], shelf: [null, 10, 180, null], diet: V },
  // Cabbage, kimchi
  { key: "kimchi", name: "Kimchi", category: "Canned & Jarred", sub: "Pickles", unit: "g", fdcId: 170392, n: [15, 1.1, 2.4, 1.06, 0.5, 0.067, 1.6, 498], shelf: [null, 90, null, 90], diet: V },
  // Beans, black turtle, mature seeds, canned
  { key: "canned-black-beans", name: "Canned black beans", category: "Canned & Jarred", sub: "Beans", unit: "g", fdcId: 175188, n: [91, 6.03, 16.55, 0.23, 0.29, 0.075, 6.9, 384], shelf: CANNED, diet: V },
  // Beans, pinto, canned, drained solids
  { key: "canned-pinto-beans", name: "Canned pinto beans", category: "Canned & Jarred", sub: "Beans", unit: "g", fdcId: 174286, n: [114, 6.99, 20.22, 0.54, 0.9, 0.158, 5.5, 239], shelf: CANNED, diet: V },
  // Sauce, salsa, ready-to-serve
  { key: "salsa", name: "Salsa", category: "Condiments & Sauces", sub: "Sauces", unit: "g", fdcId: 174524, n: [29, 1.52, 6.64, 4.01, 0.17, 0.021, 1.9, 711], shelf: [365, 14, null, 14], diet: V },
  // Soy sauce made from soy and wheat (shoyu)
  { key: "soy-sauce", name: "Soy sauce", category: "Condiments & Sauces", sub: "Sauces", unit: "ml", fdcId: 174277, n: [53, 8.14, 4.93, 0.4, 0.57, 0.073, 0.8, 5493], shelf: [730, null, null, 730], allergens: ["soybeans", "gluten"], diet: VN },
  // Soup, stock, chicken, home-prepared
  { key: "chicken-stock", name: "Chicken stock", category: "Canned & Jarred", sub: "Broth", unit: "ml", fdcId: 172884, n: [36, 2.52, 3.53, 1.58, 1.2, 0.321, 0, 143], shelf: [365, 4, 90, 4], diet: GF },
  // Oil, sesame, salad or cooking
  { key: "sesame-oil", name: "Sesame oil", category: "Oils & Vinegars", sub: "Oils", unit: "ml", fdcId: 171016, n: [884, 0, 0, 0, 100, 14.2, 0, 0], shelf: SESAME_OIL, allergens: ["sesame"], diet: V },
  // Spices, garlic powder
  { key: "garlic-powder", name: "Garlic powder", category: "Spices & Herbs", sub: "Spices", unit: "g", fdcId: 171325, n: [331, 16.55, 72.73, 2.43, 0.73, 0.249, 9, 60], shelf: SPICE, diet: V },
  // Spices, pepper, white
  { key: "white-pepper", name: "Ground white pepper", category: "Spices & Herbs", sub: "Spices", unit: "g", fdcId: 170933, n: [296, 10.4, 68.61, 0, 2.12, 0.626, 26.2, 5], shelf: SPICE, diet: V },
  // Butter, salted
  { key: "butter-salted", name: "Salted butter", category: "Dairy & Eggs", sub: "Butter", unit: "g", fdcId: 173410, n: [717, 0.85, 0.06, 0.06, 81.11, 51.368, 0, 643], shelf: [null, 30, 180, 30], allergens: ["milk"], diet: VG },
  // Cheese, cheddar, sharp, sliced
  { key: "sharp-cheddar-slices", name: "Sharp cheddar slices", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 170899, n: [410, 24.25, 2.13, 0.27, 33.82, 19.368, 0, 644], shelf: [null, 180, 180, 21], allergens: ["milk"], diet: VG },
  // Cheese, parmesan, grated
  { key: "parmesan", name: "Grated parmesan", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 171247, n: [420, 28.42, 13.91, 0.07, 27.84, 15.371, 0, 1804], shelf: [null, 365, null, 365], allergens: ["milk"], diet: ["gluten-free"] },
  // Cheese, cottage, lowfat, 2% milkfat
  { key: "cottage-cheese", name: "Cottage cheese (2%)", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 172182, n: [81, 10.45, 4.76, 4, 2.27, 1.235, 0, 308], shelf: [null, 7, 90, 7], allergens: ["milk"], diet: VG },
  // Chicken, broilers or fryers, thigh, meat and skin, raw
  { key: "chicken-thighs-bone-in", name: "Chicken thighs, bone-in with skin", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 172385, n: [221, 16.52, 0.25, 0, 16.61, 4.524, 0, 81], shelf: [null, 1, 270, null], diet: GF },
  // Chicken, roasting, meat only, cooked, roasted
  { key: "rotisserie-chicken", name: "Rotisserie chicken", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 172395, n: [167, 25.01, 0, 0, 6.63, 1.81, 0, 75], shelf: COOKED_MEAT, diet: GF },
  // Beef, grass-fed, ground, raw
  { key: "grass-fed-ground-beef", name: "Grass-fed ground beef", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 168608, n: [198, 19.42, 0, 0, 12.73, 5.335, 0, 68], shelf: [null, 1, 90, null], diet: GF },
  // Beef, short loin, top loin, steak, separable lean and fat, trimmed to 1/8" fat, prime, raw
  { key: "strip-steak", name: "New York strip steak", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 168721, n: [281, 19, 0, 0, 22.17, 9.08, 0, 53], shelf: [null, 3, 180, null], diet: GF },
  // Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, choice, raw
  { key: "sirloin-steak", name: "Top sirloin steak", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 168728, n: [214, 19.92, 0, 0, 14.28, 5.763, 0, 51], shelf: [null, 3, 180, null], diet: GF },
  // Bread, french or vienna (includes sourdough)
  { key: "sourdough-bread", name: "Sourdough bread", category: "Bakery", sub: "Bread", unit: "piece", fdcId: 172675, n: [272, 10.75, 51.88, 4.62, 2.42, 0.529, 2.2, 602], shelf: BREAD, allergens: ["gluten"], diet: VN },

  // From a seed list that quotes each SR Legacy entry (FDC id and description) beside its energy, protein,
  // carbohydrate and fat; sugars, saturated fat, fibre and sodium are not given there, so they stay empty.
  // Frankfurter, chicken
  { key: "chicken-hot-dogs", name: "Chicken hot dogs", category: "Meat & Seafood", sub: "Sausages", unit: "piece", fdcId: 171624, n: [223, 15.5, 2.7, null, 16.2, null, null, null], shelf: [null, 14, 60, 7], diet: GF },
  // Ham, sliced, pre-packaged, deli meat (96%fat free, water added)
  { key: "deli-ham", name: "Deli ham", category: "Meat & Seafood", sub: "Deli", unit: "g", fdcId: 173863, n: [107, 16.9, 0.7, null, 4, null, null, null], shelf: [null, 14, 60, 3], diet: GF },
  // Fish, tuna, light, canned in oil, drained solids
  { key: "tuna-oil", name: "Tuna in oil", category: "Canned & Jarred", sub: "Fish", unit: "g", fdcId: 173708, n: [198, 29.1, 0, null, 8.2, null, null, null], shelf: CANNED, allergens: ["fish"], diet: GF },
  // Fish, mackerel, jack, canned, drained solids
  { key: "canned-mackerel", name: "Canned jack mackerel", category: "Canned & Jarred", sub: "Fish", unit: "g", fdcId: 175121, n: [156, 23.2, 0, null, 6.3, null, null, null], shelf: CANNED, allergens: ["fish"], diet: GF },
  // Fish, trout, rainbow, farmed, raw
  { key: "trout", name: "Rainbow trout", category: "Meat & Seafood", sub: "Fish", unit: "g", fdcId: 173717, n: [141, 19.9, 0, null, 6.2, null, null, null], shelf: [null, 1, 90, null], allergens: ["fish"], diet: GF },
  // Mollusks, squid, mixed species, raw
  { key: "squid", name: "Squid", category: "Meat & Seafood", sub: "Seafood", unit: "g", fdcId: 174223, n: [92, 15.6, 3.1, null, 1.4, null, null, null], shelf: [null, 1, 90, null], allergens: ["molluscs"], diet: GF },
  // Mollusks, mussel, blue, cooked, moist heat
  { key: "mussels", name: "Cooked mussels", category: "Meat & Seafood", sub: "Seafood", unit: "g", fdcId: 174217, n: [172, 23.8, 7.4, null, 4.5, null, null, null], shelf: [null, 3, 90, null], allergens: ["molluscs"], diet: GF },
  // Milk, canned, evaporated, with added vitamin D and without added vitamin A
  { key: "evaporated-milk", name: "Evaporated milk", category: "Canned & Jarred", sub: "Milk", unit: "ml", fdcId: 171276, n: [134, 6.8, 10, null, 7.6, null, null, null], shelf: [365, null, null, 5], allergens: ["milk"], diet: VG },
  // Milk, chocolate, fluid, commercial, whole, with added vitamin A and vitamin D
  { key: "chocolate-milk", name: "Chocolate milk", category: "Dairy & Eggs", sub: "Milk", unit: "ml", fdcId: 170879, n: [83, 3.2, 10.3, null, 3.4, null, null, null], shelf: MILK, allergens: ["milk"], diet: VG },
  // Yogurt, fruit, low fat, 9 g protein/8 oz
  { key: "fruit-yogurt", name: "Fruit yogurt, low-fat", category: "Dairy & Eggs", sub: "Yogurt", unit: "g", fdcId: 170889, n: [99, 4, 18.6, null, 1.2, null, null, null], shelf: YOGURT, allergens: ["milk"], diet: VG },
  // Cheese, fresh, queso fresco
  { key: "queso-fresco", name: "Queso fresco", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 172223, n: [299, 18.1, 3, null, 23.8, null, null, null], shelf: [null, 14, 90, 7], allergens: ["milk"], diet: VG },
  // Margarine, regular, 80% fat, composite, stick, with salt
  { key: "margarine", name: "Margarine", category: "Dairy & Eggs", sub: "Butter", unit: "g", fdcId: 172346, n: [717, 0.2, 0.7, null, 80.7, null, null, null], shelf: [null, 120, 365, 30], diet: VG },
  // Ice creams, vanilla
  { key: "vanilla-ice-cream", name: "Vanilla ice cream", category: "Frozen", sub: "Desserts", unit: "ml", fdcId: 167575, n: [207, 3.5, 23.6, null, 11, null, null, null], shelf: [null, null, 60, 30], allergens: ["milk"], diet: VG },
  // Amaranth grain, uncooked
  { key: "amaranth", name: "Amaranth", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 170682, n: [371, 13.6, 65.3, null, 7, null, null, null], shelf: WHOLE_GRAIN_4M, diet: V },
  // Rolls, french
  { key: "french-rolls", name: "French rolls", category: "Bakery", sub: "Rolls", unit: "piece", fdcId: 172795, n: [277, 8.6, 50.2, null, 4.3, null, null, null], shelf: BREAD, allergens: ["gluten"], diet: VN },
  // Wheat flour, white, all-purpose, enriched, bleached
  { key: "all-purpose-flour", name: "All-purpose flour", category: "Baking", sub: "Flour", unit: "g", fdcId: 168894, n: [364, 10.33, 76.31, 0.27, 0.98, 0.155, 2.7, 2], shelf: FLOUR, allergens: ["gluten"], diet: VN },
  // Crackers, saltines (includes oyster, soda, soup)
  { key: "saltines", name: "Saltine crackers", category: "Snacks & Sweets", sub: "Crackers", unit: "g", fdcId: 172746, n: [418, 9.5, 74.1, null, 8.6, null, null, null], shelf: [240, null, null, 30], allergens: ["gluten"], diet: VN },
  // Snacks, popcorn, air-popped
  { key: "popcorn", name: "Air-popped popcorn", category: "Snacks & Sweets", sub: "Snacks", unit: "g", fdcId: 167959, n: [387, 12.9, 77.8, null, 4.5, null, null, null], shelf: [60, null, null, 14], diet: V },
  // Potatoes, french fried, all types, salt not added in processing, frozen, oven-heated
  { key: "frozen-fries", name: "Frozen french fries", category: "Frozen", sub: "Potatoes", unit: "g", fdcId: 170118, n: [168, 2.7, 28.7, null, 5.2, null, null, null], shelf: FROZEN, diet: V },
  // Cassava, raw
  { key: "cassava", name: "Cassava (yuca)", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169985, n: [160, 1.4, 38.1, null, 0.3, null, null, null], shelf: [7, 14, 240, null], diet: V },
  // Melons, cantaloupe, raw
  { key: "cantaloupe", name: "Cantaloupe", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169092, n: [34, 0.8, 8.2, null, 0.2, null, null, null], shelf: [5, 7, 240, null], diet: V },
  // Passion-fruit, (granadilla), purple, raw
  { key: "passion-fruit", name: "Passion fruit", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169108, n: [97, 2.2, 23.4, null, 0.7, null, null, null], shelf: SOFT_FRUIT, diet: V },
  // Cherimoya, raw
  { key: "cherimoya", name: "Cherimoya", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 173953, n: [75, 1.6, 17.7, null, 0.7, null, null, null], shelf: CHERIMOYA, diet: V },
  // Groundcherries, (cape-gooseberries or poha), raw
  { key: "groundcherries", name: "Cape gooseberries", category: "Produce", sub: "Fruit", unit: "g", fdcId: 173043, n: [53, 1.9, 11.2, null, 0.7, null, null, null], shelf: [null, 14, 240, null], diet: V },
  // Prickly pears, raw
  { key: "prickly-pears", name: "Prickly pears", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 167750, n: [41, 0.7, 9.6, null, 0.5, null, null, null], shelf: [3, 7, 240, null], diet: V },
  // Squash, winter, all varieties, raw
  { key: "winter-squash", name: "Winter squash", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 170489, n: [34, 1, 8.6, null, 0.1, null, null, null], shelf: WINTER_SQUASH, diet: V },
  // Peppers, hot chili, red, raw
  { key: "chili-peppers", name: "Red chili peppers", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170106, n: [40, 1.9, 8.8, null, 0.4, null, null, null], shelf: [null, 7, 240, null], diet: V },
  // Olives, ripe, canned (small-extra large)
  { key: "black-olives", name: "Black olives", category: "Canned & Jarred", sub: "Vegetables", unit: "g", fdcId: 169094, n: [116, 0.8, 6, null, 10.9, null, null, null], shelf: [365, null, null, 14], diet: V },
  // Oil, soybean, salad or cooking
  { key: "vegetable-oil", name: "Vegetable oil (soybean)", category: "Oils & Vinegars", sub: "Oils", unit: "ml", fdcId: 171411, n: [884, 0, 0, null, 100, null, null, null], shelf: OIL, diet: V },
  // Salad dressing, mayonnaise, regular
  { key: "mayonnaise", name: "Mayonnaise", category: "Condiments & Sauces", sub: "Sauces", unit: "g", fdcId: 171009, n: [680, 1, 0.6, null, 74.9, null, null, null], shelf: [90, 60, null, 60], allergens: ["eggs"], diet: VG },
  // Catsup
  { key: "ketchup", name: "Ketchup", category: "Condiments & Sauces", sub: "Sauces", unit: "g", fdcId: 168556, n: [101, 1, 27.4, null, 0.1, null, null, null], shelf: [365, 180, null, 180], diet: V },
  // Candies, milk chocolate
  { key: "milk-chocolate", name: "Milk chocolate", category: "Snacks & Sweets", sub: "Chocolate", unit: "g", fdcId: 167587, n: [535, 7.7, 59.4, null, 29.7, null, null, null], shelf: [365, null, null, 180], allergens: ["milk"], diet: VG },
  // Cookies, chocolate chip, commercially prepared, regular, higher fat, enriched
  { key: "chocolate-chip-cookies", name: "Chocolate chip cookies", category: "Snacks & Sweets", sub: "Cookies", unit: "g", fdcId: 172716, n: [492, 5.1, 65.4, null, 24.7, null, null, null], shelf: [60, null, 240, 30], allergens: ["gluten"], diet: ["vegetarian"] },
  // Snacks, potato chips, plain, salted
  { key: "potato-chips", name: "Potato chips", category: "Snacks & Sweets", sub: "Snacks", unit: "g", fdcId: 169677, n: [532, 6.4, 53.8, null, 34, null, null, null], shelf: [60, null, null, 14], diet: V },
  // Beverages, carbonated, cola, regular
  { key: "cola", name: "Cola", category: "Beverages", sub: "Soft drinks", unit: "ml", fdcId: 174852, n: [42, 0, 10.4, null, 0.3, null, null, null], shelf: [270, null, null, 3], diet: V },

  // Baking staples from a per-100 g SR Legacy table with all eight figures
  // Cornstarch
  { key: "cornstarch", name: "Cornstarch", category: "Baking", sub: "Starches", unit: "g", fdcId: 169698, n: [381, 0.26, 91.27, 0, 0.05, 0.009, 0.9, 9], shelf: [730, null, null, 730], diet: V },
  // Sugars, brown
  { key: "brown-sugar", name: "Brown sugar", category: "Baking", sub: "Sugar", unit: "g", fdcId: 168833, n: [380, 0.12, 98.09, 97.02, 0, 0, 0, 28], shelf: [730, null, null, 730], diet: V },
  // Sugars, powdered
  { key: "powdered-sugar", name: "Powdered sugar", category: "Baking", sub: "Sugar", unit: "g", fdcId: 169656, n: [389, 0, 99.77, 97.81, 0, 0, 0, 2], shelf: [730, null, null, 730], diet: V },
  // Wheat flour, white, bread, enriched
  { key: "bread-flour", name: "Bread flour", category: "Baking", sub: "Flour", unit: "g", fdcId: 168896, n: [361, 11.98, 72.53, 0.27, 1.66, 0.244, 2.4, 2], shelf: FLOUR, allergens: ["gluten"], diet: VN },

  // From a food table that cites each SR Legacy entry (FDC id and description) with energy, protein,
  // carbohydrate, fat, fibre and sugars per 100 g
  // Chicken, broilers or fryers, meat and skin, raw
  { key: "whole-chicken", name: "Whole chicken", category: "Meat & Seafood", sub: "Poultry", unit: "piece", fdcId: 171447, n: [215, 18.6, 0, 0, 15.1, null, 0, null], shelf: [null, 1, 365, null], diet: GF },
  // Fish, sardine, Pacific, canned in tomato sauce, drained solids with bone
  { key: "sardines-tomato", name: "Sardines in tomato sauce", category: "Canned & Jarred", sub: "Fish", unit: "g", fdcId: 175140, n: [185, 20.9, 0.5, 0.4, 10.5, null, 0.1, null], shelf: CANNED, allergens: ["fish"], diet: GF },
  // Plantains, raw
  { key: "plantains", name: "Plantains", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169130, n: [122, 1.3, 31.9, 15, 0.4, null, 2.3, null], shelf: [5, 7, 60, null], diet: V },
  // Potatoes, white, flesh and skin, raw
  { key: "white-potatoes", name: "White potatoes", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170028, n: [69, 1.7, 15.7, 1.2, 0.1, null, 2.4, null], shelf: POTATO, diet: V },
  // Rolls, dinner, plain, commercially prepared (includes brown-and-serve)
  { key: "dinner-rolls", name: "Dinner rolls", category: "Bakery", sub: "Rolls", unit: "piece", fdcId: 172793, n: [310, 10.9, 52, 5.6, 6.5, null, 2, null], shelf: BREAD, allergens: ["gluten"], diet: ["vegetarian"] },
  // Tofu, fried
  { key: "fried-tofu", name: "Fried tofu", category: "Legumes", sub: "Tofu", unit: "g", fdcId: 172451, n: [270, 18.8, 8.9, 2.7, 20.2, null, 3.9, null], shelf: TOFU, allergens: ["soybeans"], diet: V },

  // More rows from the files above (the FDC-linked table, the verbatim SR Legacy table, the meal-label module,
  // the smoothie-ingredient list and the SR Legacy 2018 food list)
  // Nuts, pistachio nuts, raw
  { key: "raw-pistachios", name: "Raw pistachios", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 170184, n: [560, 20.16, 27.17, null, 45.32, 5.907, 10.6, 1], shelf: PISTACHIOS, allergens: ["nuts"], diet: V },
  // Seeds, sunflower seed kernels, dried
  { key: "raw-sunflower-seeds", name: "Raw sunflower seeds", category: "Nuts & Seeds", sub: "Seeds", unit: "g", fdcId: 170562, n: [584, 20.78, 20, null, 51.46, 4.455, 8.6, 9], shelf: SUNFLOWER_RAW, diet: V },
  // Turkey, whole, breast, meat only, cooked, roasted
  { key: "roast-turkey-breast", name: "Roast turkey breast", category: "Meat & Seafood", sub: "Deli", unit: "g", fdcId: 171496, n: [147, 30.13, 0, 0, 2.08, 0.593, 0, 99], shelf: COOKED_MEAT, diet: GF },
  // Pork, cured, bacon, cooked, baked
  { key: "cooked-bacon", name: "Cooked bacon", category: "Meat & Seafood", sub: "Pork", unit: "g", fdcId: 167914, n: [548, 35.7, 1.35, 0, 43.3, null, 0, 2190], shelf: [null, 14, 30, 5], diet: GF },
  // Crustaceans, lobster, northern, cooked, moist heat
  { key: "lobster-meat", name: "Cooked lobster meat", category: "Meat & Seafood", sub: "Seafood", unit: "g", fdcId: 174209, n: [89, 19, 0, 0, 0.86, null, 0, 486], shelf: [null, 3, 60, null], allergens: ["crustaceans"], diet: GF },
  // Fish, tuna, light, canned in water, without salt, drained solids
  { key: "tuna-water-no-salt", name: "Tuna in water, no salt added", category: "Canned & Jarred", sub: "Fish", unit: "g", fdcId: 171986, n: [116, 25.51, 0, 0, 0.82, 0.234, 0, 50], shelf: CANNED, allergens: ["fish"], diet: GF },
  // Gums, seed gums (includes locust bean, guar)
  { key: "guar-gum", name: "Guar gum", category: "Baking", sub: "Thickeners", unit: "g", fdcId: 169045, n: [332, 4.6, 77.3, 0, 0.5, null, 77.3, null], shelf: SPICE, diet: V },
  // Corn, sweet, yellow, frozen, kernels cut off cob, boiled, drained, without salt
  { key: "frozen-corn", name: "Frozen sweet corn", category: "Frozen", sub: "Vegetables", unit: "g", fdcId: 168399, n: [81, 2.55, 19.3, null, 0.67, null, 2.4, null], shelf: FROZEN, diet: V },

  // From a staples table (a Hungarian pantry seed) that quotes each SR Legacy entry's FDC id and description with energy,
  // protein, carbohydrate, fat, fibre, sugars and saturated fat per 100 g; sodium is not given there.
  // Brussels sprouts, raw
  { key: "brussels-sprouts", name: "Brussels sprouts", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170383, n: [43, 3.38, 8.95, 2.2, 0.3, 0.062, 3.8, null], shelf: BRASSICA, diet: V },
  // Kale, raw
  { key: "kale", name: "Kale", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 168421, n: [35, 2.92, 4.42, 0.99, 1.49, 0.178, 4.1, null], shelf: KALE, diet: V },
  // Leeks, (bulb and lower leaf-portion), raw
  { key: "leeks", name: "Leeks", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169246, n: [61, 1.5, 14.2, 3.9, 0.3, 0.04, 1.8, null], shelf: LEEKS, diet: V },
  // Peppers, sweet, yellow, raw
  { key: "yellow-pepper", name: "Yellow bell peppers", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169383, n: [27, 1, 6.32, null, 0.21, 0.031, 0.9, null], shelf: PEPPERS, diet: V },
  // Parsnips, raw
  { key: "parsnips", name: "Parsnips", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170417, n: [75, 1.2, 18, 4.8, 0.3, 0.05, 4.9, null], shelf: ROOT, diet: V },
  // Kohlrabi, raw
  { key: "kohlrabi", name: "Kohlrabi", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 168424, n: [27, 1.7, 6.2, 2.6, 0.1, 0.013, 3.6, null], shelf: KOHLRABI, diet: V },
  // Celeriac, raw
  { key: "celeriac", name: "Celery root (celeriac)", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 170400, n: [42, 1.5, 9.2, 1.6, 0.3, 0.079, 1.8, null], shelf: CELERIAC, diet: V },
  // Grapefruit, raw, pink and red and white, all areas
  { key: "grapefruit", name: "Grapefruit", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 173033, n: [32, 0.63, 8.08, 6.98, 0.1, 0.014, 1.1, null], shelf: CITRUS, diet: V },
  // Cranberries, raw
  { key: "cranberries", name: "Fresh cranberries", category: "Produce", sub: "Fruit", unit: "g", fdcId: 171722, n: [46, 0.46, 12, 4.27, 0.13, 0.008, 3.6, null], shelf: CRANBERRIES, diet: V },
  // Blackberries, raw
  { key: "blackberries", name: "Blackberries", category: "Produce", sub: "Fruit", unit: "g", fdcId: 173946, n: [43, 1.39, 9.61, 4.88, 0.49, 0.014, 5.3, null], shelf: BRAMBLE, diet: V },
  // Currants, european black, raw
  { key: "black-currants", name: "Black currants", category: "Produce", sub: "Fruit", unit: "g", fdcId: 173963, n: [63, 1.4, 15.4, null, 0.41, 0.034, null, null], shelf: BRAMBLE, diet: V },
  // Nectarines, raw
  { key: "nectarines", name: "Nectarines", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 169914, n: [44, 1.06, 10.6, 7.89, 0.32, 0.025, 1.7, null], shelf: STONE_FRUIT, diet: V },
  // Chicken, broilers or fryers, drumstick, meat and skin, raw
  { key: "chicken-drumsticks-skin-on", name: "Chicken drumsticks, skin-on", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 172373, n: [161, 18.1, 0.11, 0, 9.2, 2.46, 0, null], shelf: POULTRY_PARTS, diet: GF },
  // Turkey, all classes, breast, meat and skin, raw
  { key: "turkey-breast-skin-on", name: "Turkey breast, skin-on", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 171093, n: [157, 21.9, 0, null, 7.02, 1.91, 0, null], shelf: POULTRY_PARTS, diet: GF },
  // Turkey, thigh, from whole bird, meat only, raw
  { key: "turkey-thighs", name: "Turkey thighs", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 171531, n: [108, 21.3, 0.15, 0.1, 2.5, 0.683, 0, null], shelf: POULTRY_PARTS, diet: GF },
  // Duck, domesticated, meat only, raw
  { key: "duck", name: "Duck meat", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 172410, n: [135, 18.3, 0.94, 0, 5.95, 2.32, 0, null], shelf: DUCK, diet: GF },
  // Chicken, broilers or fryers, thigh, meat only, cooked, roasted
  { key: "roast-chicken-thighs", name: "Roast chicken thighs", category: "Meat & Seafood", sub: "Poultry", unit: "g", fdcId: 172388, n: [179, 24.8, 0, 0, 8.15, 2.31, 0, null], shelf: COOKED_MEAT, diet: GF },
  // Beef, round, top round roast, boneless, separable lean only, trimmed to 0" fat, all grades, raw
  { key: "top-round-roast", name: "Beef top round roast", category: "Meat & Seafood", sub: "Beef", unit: "g", fdcId: 171760, n: [121, 23.6, 0, 0, 2.94, 1.12, 0, null], shelf: ROAST, diet: GF },
  // Pork, fresh, loin, whole, separable lean only, raw
  { key: "pork-loin-roast", name: "Pork loin roast", category: "Meat & Seafood", sub: "Pork", unit: "g", fdcId: 168230, n: [143, 21.4, 0, 0, 5.66, 1.95, 0, null], shelf: ROAST, diet: GF },
  // Lamb, leg, whole (shank and sirloin), separable lean only, trimmed to 1/4" fat, choice, raw
  { key: "leg-of-lamb", name: "Leg of lamb", category: "Meat & Seafood", sub: "Lamb", unit: "g", fdcId: 174313, n: [128, 20.6, 0, null, 4.51, 1.61, 0, null], shelf: ROAST, diet: GF },
  // Fish, tilapia, raw
  { key: "tilapia", name: "Tilapia fillets", category: "Meat & Seafood", sub: "Fish", unit: "g", fdcId: 175176, n: [96, 20.1, 0, 0, 1.7, 0.585, 0, null], shelf: LEAN_FISH, allergens: ["fish"], diet: GF },
  // Lima beans, large, mature seeds, raw
  { key: "lima-beans", name: "Dried lima beans", category: "Legumes", sub: "Dried", unit: "g", fdcId: 174252, n: [338, 21.5, 63.4, 8.5, 0.69, 0.161, 19, null], shelf: DRY_LEGUME, diet: V },
  // Beans, pinto, mature seeds, raw (Includes foods for USDA's Food Distribution Program)
  { key: "pinto-beans", name: "Dried pinto beans", category: "Legumes", sub: "Dried", unit: "g", fdcId: 175199, n: [347, 21.4, 62.6, 2.11, 1.23, 0.235, 15.5, null], shelf: DRY_LEGUME, diet: V },
  // Cowpeas, common (blackeyes, crowder, southern), mature seeds, raw
  { key: "black-eyed-peas", name: "Dried black-eyed peas", category: "Legumes", sub: "Dried", unit: "g", fdcId: 173758, n: [336, 23.5, 60, 6.9, 1.26, 0.331, 10.6, null], shelf: DRY_LEGUME, diet: V },
  // Barley, pearled, raw
  { key: "pearl-barley", name: "Pearl barley", category: "Grains & Pasta", sub: "Grains", unit: "g", fdcId: 170284, n: [352, 9.91, 77.7, 0.8, 1.16, 0.244, 15.6, null], shelf: BARLEY, allergens: ["gluten"], diet: VN },
  // From a food table (an Italian import) that names each USDA entry (description and FDC id) beside its energy, protein,
  // carbohydrate, fat and fibre per 100 g; sugars, saturated fat and sodium are not given there.
  // Cornmeal, degermed, enriched, yellow
  { key: "cornmeal", name: "Cornmeal", category: "Baking", sub: "Flour", unit: "g", fdcId: 168867, n: [370, 7.1, 79.4, null, 1.8, null, 3.9, null], shelf: CORNMEAL, diet: V },
  // Crackers, whole-wheat
  { key: "whole-wheat-crackers", name: "Whole-wheat crackers", category: "Snacks & Sweets", sub: "Crackers", unit: "g", fdcId: 172749, n: [427, 10.6, 69.6, null, 14.1, null, 10.3, null], shelf: CRACKERS, allergens: ["gluten"], diet: VN },
  // Crackers, crispbread, rye
  { key: "rye-crispbread", name: "Rye crispbread", category: "Snacks & Sweets", sub: "Crackers", unit: "g", fdcId: 172739, n: [366, 7.9, 82.2, null, 1.3, null, 16.5, null], shelf: CRACKERS, allergens: ["gluten"], diet: VN },
  // Pasta, whole grain, 51% whole wheat, remaining unenriched semolina, dry
  { key: "whole-wheat-pasta", name: "Whole-wheat pasta", category: "Grains & Pasta", sub: "Pasta", unit: "g", fdcId: 168915, n: [362, 13.5, 73.1, null, 2.7, null, 10.1, null], shelf: DRY_PASTA, allergens: ["gluten"], diet: VN },
  // Wild rice, raw
  { key: "wild-rice", name: "Wild rice", category: "Grains & Pasta", sub: "Rice", unit: "g", fdcId: 169726, n: [357, 14.7, 74.9, null, 1.1, null, 6.2, null], shelf: WILD_RICE, diet: V },
  // Bread, pita, whole-wheat
  { key: "whole-wheat-pita", name: "Whole-wheat pita", category: "Bakery", sub: "Flatbread", unit: "piece", fdcId: 174916, n: [262, 9.8, 55.9, null, 1.7, null, 6.1, null], shelf: BREAD, allergens: ["gluten"], diet: VN },
  // Cheese, provolone
  { key: "provolone", name: "Provolone", category: "Dairy & Eggs", sub: "Cheese", unit: "g", fdcId: 170850, n: [351, 25.6, 2.1, null, 26.6, null, 0, null], shelf: HARD_CHEESE, allergens: ["milk"], diet: VG },
  // Tomato products, canned, sauce
  { key: "tomato-sauce", name: "Canned tomato sauce", category: "Canned & Jarred", sub: "Tomatoes", unit: "g", fdcId: 170054, n: [24, 1.2, 5.3, null, 0.3, null, 1.5, null], shelf: CANNED_ACID, diet: V },
  // Sausage, Italian, pork, mild, raw
  { key: "italian-sausage", name: "Italian sausage, mild", category: "Meat & Seafood", sub: "Sausages", unit: "g", fdcId: 171631, n: [290, 13.9, 3, null, 24.3, null, 0, null], shelf: FRESH_SAUSAGE },
  // Ham, honey, smoked, cooked
  { key: "honey-ham", name: "Honey ham", category: "Meat & Seafood", sub: "Deli", unit: "g", fdcId: 174611, n: [122, 17.9, 7.3, null, 2.4, null, 0, null], shelf: DELI_MEAT, diet: GF },
  // Veal, leg, top round, cap off, cutlet, boneless, raw
  { key: "veal-cutlets", name: "Veal cutlets", category: "Meat & Seafood", sub: "Veal", unit: "g", fdcId: 172643, n: [107, 22.1, 0, null, 2.1, null, 0, null], shelf: ROAST, diet: GF },
  // Mollusks, mussel, blue, raw
  { key: "raw-mussels", name: "Fresh mussels", category: "Meat & Seafood", sub: "Seafood", unit: "g", fdcId: 174216, n: [86, 11.9, 3.7, null, 2.2, null, 0, null], shelf: LIVE_SHELLFISH, allergens: ["molluscs"], diet: GF },
  // Radicchio, raw
  { key: "radicchio", name: "Radicchio", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 168564, n: [23, 1.4, 4.5, null, 0.3, null, 0.9, null], shelf: RADICCHIO, diet: V },
  // Cabbage, savoy, raw
  { key: "savoy-cabbage", name: "Savoy cabbage", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 170388, n: [27, 2, 6.1, null, 0.1, null, 3.1, null], shelf: CABBAGE, diet: V },
  // Avocados, raw, California
  { key: "hass-avocados", name: "Hass avocados", category: "Produce", sub: "Fruit", unit: "piece", fdcId: 171706, n: [167, 2, 8.6, null, 15.4, null, 6.8, null], shelf: AVOCADO, diet: V },
  // Nuts, macadamia nuts, raw
  { key: "macadamias", name: "Macadamia nuts", category: "Nuts & Seeds", sub: "Nuts", unit: "g", fdcId: 170178, n: [718, 7.9, 13.8, null, 75.8, null, 8.6, null], shelf: MACADAMIAS, allergens: ["nuts"], diet: V },
  // Seeds, sesame butter, tahini, type of kernels unspecified
  { key: "tahini", name: "Tahini", category: "Nuts & Seeds", sub: "Nut butters", unit: "g", fdcId: 168604, n: [592, 17.4, 21.5, null, 53, null, 4.7, null], shelf: TAHINI, allergens: ["sesame"], diet: V },
  // Oil, coconut
  { key: "coconut-oil", name: "Coconut oil", category: "Oils & Vinegars", sub: "Oils", unit: "g", fdcId: 171412, n: [892, 0, 0, null, 99.1, null, 0, null], shelf: COCONUT_OIL, diet: V },
  // Soy sauce made from soy (tamari)
  { key: "tamari", name: "Tamari", category: "Condiments & Sauces", sub: "Sauces", unit: "ml", fdcId: 174278, n: [60, 10.5, 5.6, null, 0.1, null, 0.8, null], shelf: SOY_SAUCE, allergens: ["soybeans"], diet: VN },
  // Jams, preserves, marmalades, sweetened with fruit juice
  { key: "fruit-spread", name: "Fruit-juice-sweetened jam", category: "Condiments & Sauces", sub: "Spreads", unit: "g", fdcId: 170280, n: [212, 0, 52.9, null, 0, null, 0.9, null], shelf: JAM, diet: V },
  // From a plant-nutrition table quoting SR Legacy (April 2018) by FDC id and description with energy, protein,
  // carbohydrate, sugars and fibre per 100 g; the fat is the same entry's from a catalogue nutrition table that names each
  // SR Legacy food it comes from (where the two overlap they agree).
  // Lettuce, iceberg (includes crisphead types), raw
  { key: "iceberg-lettuce", name: "Iceberg lettuce", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 169248, n: [14, 0.9, 2.97, 1.97, 0.1, null, 1.2, null], shelf: CRISP_LETTUCE, diet: V },
  // Cabbage, chinese (pak-choi), raw
  { key: "bok-choy", name: "Bok choy", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170390, n: [13, 1.5, 2.18, 1.18, 0.2, null, 1, null], shelf: BOK_CHOY, diet: V },
  // Peppers, jalapeno, raw
  { key: "jalapenos", name: "Jalapeño peppers", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 168576, n: [29, 0.91, 6.5, 4.12, 0.4, null, 2.8, null], shelf: HOT_PEPPERS, diet: V },
  // Basil, fresh
  { key: "basil", name: "Fresh basil", category: "Produce", sub: "Herbs", unit: "g", fdcId: 172232, n: [23, 3.15, 2.65, 0.3, 0.6, null, 1.6, null], shelf: BASIL, diet: V },
  // Chives, raw
  { key: "chives", name: "Fresh chives", category: "Produce", sub: "Herbs", unit: "g", fdcId: 169994, n: [30, 3.27, 4.35, 1.85, 0.7, null, 2.5, null], shelf: CHIVES, diet: V },
  // Parsley, fresh
  { key: "parsley", name: "Fresh parsley", category: "Produce", sub: "Herbs", unit: "g", fdcId: 170416, n: [36, 2.97, 6.33, 0.85, 0.8, null, 3.3, null], shelf: PARSLEY, diet: V },
  // Onions, spring or scallions (includes tops and bulb), raw
  { key: "green-onions", name: "Green onions", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170005, n: [32, 1.83, 7.34, 2.33, 0.2, null, 2.6, null], shelf: GREEN_ONIONS, diet: V },
  // Chard, swiss, raw
  { key: "swiss-chard", name: "Swiss chard", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 169991, n: [19, 1.8, 3.74, 1.1, 0.2, null, 1.6, null], shelf: CHARD, diet: V },
  // Watercress, raw
  { key: "watercress", name: "Watercress", category: "Produce", sub: "Vegetables", unit: "g", fdcId: 170068, n: [11, 2.3, 1.29, 0.2, 0.1, null, 0.5, null], shelf: GREENS, diet: V },
  // Frozen peas from the SR Legacy April 2018 food list (`FOODS`, energy, protein, carbohydrate, fat and fibre); red cabbage
  // and butternut squash are Foundation entries from the staples table above (energy, protein, carbohydrate, fat, fibre).
  // Peas, green, frozen, cooked, boiled, drained, without salt
  { key: "frozen-peas", name: "Frozen peas", category: "Frozen", sub: "Vegetables", unit: "g", fdcId: 170017, n: [78, 5.15, 14.3, null, 0.27, null, 4.5, null], shelf: FROZEN, diet: V },
  // Cabbage, red, raw
  { key: "red-cabbage", name: "Red cabbage", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 2346408, n: [29.9, 1.24, 6.79, null, 0.214, null, null, null], shelf: CABBAGE, diet: V },
  // Squash, winter, butternut, raw
  { key: "butternut-squash", name: "Butternut squash", category: "Produce", sub: "Vegetables", unit: "piece", fdcId: 2685570, n: [41.7, 1.15, 10.5, null, 0.168, null, 1.96, null], shelf: WINTER_SQUASH, diet: V },
];
