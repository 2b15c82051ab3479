/**
 * What the pantry needs of the products catalogue (the products module's `catalog` export satisfies
 * it): a product's name, category, default unit and typical shelf life.
 */
export interface PantryShelfLife {
  pantry?: number | null;
  fridge?: number | null;
  freezer?: number | null;
  opened?: number | null;
}

export interface PantryCatalogProduct {
  id: string;
  name: string;
  category?: string | null;
  defaultUnit?: string | null;
  shelfLifeDays?: PantryShelfLife | null;
}

export interface PantryCatalog {
  /** A product this household may see, or null (unknown, or another household's unverified product). */
  get(householdId: string, productId: string): Promise<PantryCatalogProduct | null>;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The product's shelf life where it is kept (custom locations keep like the pantry). */
export function shelfLifeAt(product: PantryCatalogProduct | null, location: string): number | null {
  const life = product?.shelfLifeDays;
  if (!life) return null;
  const days = location === "fridge" ? life.fridge : location === "freezer" ? life.freezer : life.pantry;
  return typeof days === "number" && days >= 0 ? days : null;
}

/** Where a bought product keeps best: the default location when it keeps there, else the first place it keeps at all. */
export function bestLocation(product: PantryCatalogProduct | null, defaultLocation: string): string {
  if (!product?.shelfLifeDays || shelfLifeAt(product, defaultLocation) !== null) return defaultLocation;
  for (const place of ["pantry", "fridge", "freezer"]) if (shelfLifeAt(product, place) !== null) return place;
  return defaultLocation;
}
