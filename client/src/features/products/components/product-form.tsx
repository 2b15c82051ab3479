import { useId, useState, type FormEvent } from "react";
import type { CreateProductInput, ProductFieldsFragment } from "../../../gql/graphql";
import { ALLERGENS, DIET_TAGS, PRODUCT_CATEGORIES } from "../products.labels";

export type ProductFormValues = Omit<CreateProductInput, "id">;

const NUTRIENTS = [
  ["energyKcal", "Energy (kcal)"],
  ["proteinG", "Protein (g)"],
  ["carbohydrateG", "Carbohydrate (g)"],
  ["sugarsG", "Sugars (g)"],
  ["fatG", "Fat (g)"],
  ["saturatedFatG", "Saturated fat (g)"],
  ["fibreG", "Fibre (g)"],
  ["saltG", "Salt (g)"],
  ["sodiumMg", "Sodium (mg)"],
] as const;
const SHELF = [
  ["pantry", "Pantry"],
  ["fridge", "Fridge"],
  ["freezer", "Freezer"],
  ["opened", "Once opened"],
] as const;

type NutrientKey = (typeof NUTRIENTS)[number][0];
type ShelfKey = (typeof SHELF)[number][0];

const text = (value: number | null | undefined) => (value == null ? "" : String(value));
const num = (value: string): number | null => (value.trim() === "" ? null : Number(value));

interface ProductFormProps {
  product?: ProductFieldsFragment;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: ProductFormValues) => void;
}

/** Every field of a product: used to add one, for a household's edit and for the moderators' editor. */
export function ProductForm({ product, submitLabel, busy, onSubmit }: ProductFormProps) {
  const id = useId();
  const [name, setName] = useState(product?.name ?? "");
  const [brand, setBrand] = useState(product?.brand ?? "");
  const [category, setCategory] = useState(product?.category ?? "General");
  const [subcategory, setSubcategory] = useState(product?.subcategory ?? "");
  const [barcodes, setBarcodes] = useState((product?.barcodes ?? []).join(", "));
  const [defaultUnit, setDefaultUnit] = useState(product?.defaultUnit ?? "piece");
  const [packageQuantity, setPackageQuantity] = useState(text(product?.packageSize?.quantity));
  const [packageUnit, setPackageUnit] = useState(product?.packageSize?.unit ?? "g");
  const [shelf, setShelf] = useState<Record<ShelfKey, string>>({
    pantry: text(product?.shelfLifeDays.pantry),
    fridge: text(product?.shelfLifeDays.fridge),
    freezer: text(product?.shelfLifeDays.freezer),
    opened: text(product?.shelfLifeDays.opened),
  });
  const [basis, setBasis] = useState(product?.nutritionPer100?.basis ?? "g");
  const [nutrition, setNutrition] = useState<Record<NutrientKey, string>>(
    Object.fromEntries(NUTRIENTS.map(([key]) => [key, text(product?.nutritionPer100?.[key])])) as Record<NutrientKey, string>,
  );
  const [allergens, setAllergens] = useState<string[]>(product?.allergens ?? []);
  const [dietTags, setDietTags] = useState<string[]>(product?.dietTags ?? []);
  const [error, setError] = useState<string | null>(null);

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError("Give the product a name.");
      return;
    }
    const codes = barcodes
      .split(/[\s,]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    if (codes.some((c) => !/^\d{6,14}$/.test(c))) {
      setError("A barcode is 6 to 14 digits; separate several with commas.");
      return;
    }
    const numbers = [...Object.values(nutrition), ...Object.values(shelf), packageQuantity].filter((v) => v.trim() !== "");
    if (numbers.some((v) => !Number.isFinite(Number(v)) || Number(v) < 0)) {
      setError("Figures must be numbers of 0 or more.");
      return;
    }
    setError(null);
    const hasNutrition = Object.values(nutrition).some((v) => v.trim() !== "");
    onSubmit({
      name: name.trim(),
      brand: brand.trim() || null,
      category: category || "General",
      subcategory: subcategory.trim() || null,
      barcodes: codes,
      defaultUnit: defaultUnit.trim() || "piece",
      packageSize: num(packageQuantity) ? { quantity: Number(packageQuantity), unit: packageUnit.trim() || "g" } : null,
      shelfLifeDays: {
        pantry: num(shelf.pantry),
        fridge: num(shelf.fridge),
        freezer: num(shelf.freezer),
        opened: num(shelf.opened),
      },
      nutritionPer100: hasNutrition
        ? { basis, ...(Object.fromEntries(NUTRIENTS.map(([key]) => [key, num(nutrition[key])])) as Record<NutrientKey, number | null>) }
        : null,
      allergens,
      dietTags,
    });
  };

  return (
    <form className="product-form stack" onSubmit={submit} noValidate>
      <div className="product-form__grid">
        <label>
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        </label>
        <label>
          Brand
          <input value={brand} onChange={(e) => setBrand(e.target.value)} maxLength={120} />
        </label>
        <label>
          Category
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            {[...new Set([...PRODUCT_CATEGORIES, category])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          Subcategory
          <input value={subcategory} onChange={(e) => setSubcategory(e.target.value)} maxLength={60} />
        </label>
        <label>
          Barcodes
          <input value={barcodes} onChange={(e) => setBarcodes(e.target.value)} inputMode="numeric" placeholder="e.g. 5012345678900" />
        </label>
        <label>
          Default unit
          <input value={defaultUnit} onChange={(e) => setDefaultUnit(e.target.value)} maxLength={20} placeholder="piece, g, ml…" />
        </label>
        <label>
          Package size
          <span className="product-form__pair">
            <input value={packageQuantity} onChange={(e) => setPackageQuantity(e.target.value)} inputMode="decimal" aria-label="Package quantity" />
            <input value={packageUnit} onChange={(e) => setPackageUnit(e.target.value)} aria-label="Package unit" maxLength={20} />
          </span>
        </label>
      </div>

      <fieldset>
        <legend>Keeps for (days)</legend>
        <div className="product-form__grid">
          {SHELF.map(([key, label]) => (
            <label key={key}>
              {label}
              <input value={shelf[key]} inputMode="numeric" onChange={(e) => setShelf({ ...shelf, [key]: e.target.value })} />
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Nutrition</legend>
        <label>
          Per 100{" "}
          <select value={basis} onChange={(e) => setBasis(e.target.value)} aria-label="Nutrition basis">
            <option value="g">g</option>
            <option value="ml">ml</option>
          </select>
        </label>
        <div className="product-form__grid">
          {NUTRIENTS.map(([key, label]) => (
            <label key={key}>
              {label}
              <input value={nutrition[key]} inputMode="decimal" onChange={(e) => setNutrition({ ...nutrition, [key]: e.target.value })} />
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Contains (allergens)</legend>
        <div className="product-form__tags">
          {ALLERGENS.map((a) => (
            <label key={a}>
              <input type="checkbox" checked={allergens.includes(a)} onChange={() => setAllergens(toggle(allergens, a))} /> {a}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Suits</legend>
        <div className="product-form__tags">
          {DIET_TAGS.map((t) => (
            <label key={t}>
              <input type="checkbox" checked={dietTags.includes(t)} onChange={() => setDietTags(toggle(dietTags, t))} /> {t}
            </label>
          ))}
        </div>
      </fieldset>

      {error && (
        <p className="form-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
