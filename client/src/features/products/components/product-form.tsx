import { useId, useState, type FormEvent } from "react";
import type { ProductFieldsFragment } from "../../../gql/graphql";
import {
  barcodesOf,
  NUTRIENTS,
  productFormFields,
  productFormValues,
  SHELF,
  type NutrientKey,
  type ProductFormValues,
  type ShelfKey,
} from "../product-form-values";
import { ALLERGENS, DIET_TAGS, PRODUCT_CATEGORIES } from "../products.labels";

export type { ProductFormValues } from "../product-form-values";

interface ProductFormProps {
  product?: ProductFieldsFragment;
  submitLabel: string;
  busy?: boolean;
  /** `loaded`: what the form sends for the product as it was loaded, to tell which fields were changed. */
  onSubmit: (values: ProductFormValues, loaded: ProductFormValues) => void;
}

/** Every field of a product: used to add one, for a household's edit and for the moderators' editor. */
export function ProductForm({ product, submitLabel, busy, onSubmit }: ProductFormProps) {
  const id = useId();
  const [initial] = useState(() => productFormFields(product));
  const [name, setName] = useState(initial.name);
  const [brand, setBrand] = useState(initial.brand);
  const [category, setCategory] = useState(initial.category);
  const [subcategory, setSubcategory] = useState(initial.subcategory);
  const [barcodes, setBarcodes] = useState(initial.barcodes);
  const [defaultUnit, setDefaultUnit] = useState(initial.defaultUnit);
  const [packageQuantity, setPackageQuantity] = useState(initial.packageQuantity);
  const [packageUnit, setPackageUnit] = useState(initial.packageUnit);
  const [shelf, setShelf] = useState<Record<ShelfKey, string>>(initial.shelf);
  const [basis, setBasis] = useState(initial.basis);
  const [nutrition, setNutrition] = useState<Record<NutrientKey, string>>(initial.nutrition);
  const [allergens, setAllergens] = useState<string[]>(initial.allergens);
  const [dietTags, setDietTags] = useState<string[]>(initial.dietTags);
  const [error, setError] = useState<string | null>(null);

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError("Give the product a name.");
      return;
    }
    if (barcodesOf(barcodes).some((c) => !/^\d{6,14}$/.test(c))) {
      setError("A barcode is 6 to 14 digits; separate several with commas.");
      return;
    }
    const numbers = [...Object.values(nutrition), ...Object.values(shelf), packageQuantity].filter((v) => v.trim() !== "");
    if (numbers.some((v) => !Number.isFinite(Number(v)) || Number(v) < 0)) {
      setError("Figures must be numbers of 0 or more.");
      return;
    }
    setError(null);
    const fields = { name, brand, category, subcategory, barcodes, defaultUnit, packageQuantity, packageUnit, shelf, basis, nutrition };
    onSubmit(productFormValues({ ...fields, allergens, dietTags }), productFormValues(initial));
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
