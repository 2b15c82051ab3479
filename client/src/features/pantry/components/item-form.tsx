import { useQuery } from "@apollo/client/react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import type { NewPantryItem } from "../pantry-changes";
import { nameSuggestions, type NameSuggestion } from "../pantry-offline";
import { addDays, locationLabel, todayIso } from "../pantry-view";
import { PantryNameSuggestionsQuery } from "../pantry.graphql";

export type ItemFormValues = Omit<NewPantryItem, "id">;

/** A catalogue product's typical keeping times in days (null where it should not be kept there). */
export interface ShelfLife {
  pantry?: number | null;
  fridge?: number | null;
  freezer?: number | null;
}

/** Days the product keeps at this location (custom locations keep like the pantry). */
export function shelfLifeAt(life: ShelfLife | null | undefined, location: string): number | null {
  if (!life) return null;
  const days = location === "fridge" ? life.fridge : location === "freezer" ? life.freezer : life.pantry;
  return typeof days === "number" && days >= 0 ? days : null;
}

/** Where a product keeps best: the household's default when it keeps there, else the first place it keeps at all. */
export function bestLocation(life: ShelfLife | null | undefined, defaultLocation: string): string {
  if (!life || shelfLifeAt(life, defaultLocation) !== null) return defaultLocation;
  return ["pantry", "fridge", "freezer"].find((place) => shelfLifeAt(life, place) !== null) ?? defaultLocation;
}

interface ItemFormProps {
  initial: ItemFormValues;
  locations: readonly string[];
  submitLabel: string;
  onSubmit: (values: ItemFormValues) => void;
  /** The chosen product's keeping times: they propose the date on the pack until it is typed. */
  shelfLife?: ShelfLife | null;
  /** Names the pantry already holds, suggested with the household's shopping products (which need the server). */
  knownNames?: readonly NameSuggestion[];
  /** Categories the pantry already uses, suggested as the category is typed. */
  categories?: readonly string[];
}

function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : NaN;
}

/** The fields of a pantry item, for adding and for editing. */
export function ItemForm({ initial, locations, submitLabel, onSubmit, shelfLife = null, knownNames = [], categories = [] }: ItemFormProps) {
  const id = useId();
  const online = useOnlineStatus();
  const [name, setName] = useState(initial.name);
  const [category, setCategory] = useState(initial.category ?? "");
  const [quantity, setQuantity] = useState(String(initial.quantity));
  const [unit, setUnit] = useState(initial.unit);
  const [location, setLocation] = useState(initial.location);
  const [purchasedOn, setPurchasedOn] = useState(initial.purchasedOn ?? "");
  const [typedExpiry, setExpiresOn] = useState(initial.expiresOn ?? "");
  const [expiryTyped, setExpiryTyped] = useState(Boolean(initial.expiresOn));
  const keepsDays = shelfLifeAt(shelfLife, location);
  const proposedExpiry = !expiryTyped && keepsDays !== null ? addDays(purchasedOn || todayIso(), keepsDays) : null;
  const expiresOn = proposedExpiry ?? typedExpiry;
  const [expiryKind, setExpiryKind] = useState(initial.expiryKind);
  const [price, setPrice] = useState(initial.pricePaid === null ? "" : String(initial.pricePaid));
  const [store, setStore] = useState(initial.store ?? "");
  const [notes, setNotes] = useState(initial.notes ?? "");
  const [error, setError] = useState<string | null>(null);
  // Offline, only what an earlier read left on this device: the form never waits for the server.
  const { data } = useQuery(PantryNameSuggestionsQuery, online ? { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" } : { fetchPolicy: "cache-only" });
  const suggestions = useMemo(() => {
    const fromServer = (data?.productsEnhanced ?? []).filter((p) => p.id && p.name.trim());
    return nameSuggestions(fromServer, knownNames).slice(0, 200);
  }, [data, knownNames]);

  const chooseName = (value: string) => {
    setName(value);
    const known = suggestions.find((p) => p.name.toLowerCase() === value.trim().toLowerCase());
    if (known?.category && !category) setCategory(known.category);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseNumber(quantity);
    const paid = parseNumber(price);
    if (!name.trim()) return setError("Give the item a name");
    if (amount === null || Number.isNaN(amount) || amount <= 0) return setError("Quantity must be more than 0");
    if (Number.isNaN(paid) || (paid !== null && paid < 0)) return setError("Price paid must be a number of 0 or more");
    if (!unit.trim()) return setError("Give a unit (for example pcs, g or ml)");
    setError(null);
    onSubmit({
      productId: initial.productId,
      name: name.trim(),
      category: category.trim() || null,
      quantity: amount,
      unit: unit.trim(),
      location,
      purchasedOn: purchasedOn || null,
      expiresOn: expiresOn || null,
      expiryKind,
      pricePaid: paid === null ? null : Math.round(paid * 100) / 100,
      store: store.trim() || null,
      notes: notes.trim() || null,
    });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="pantry-form">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input id={`${id}-name`} className="input" list={`${id}-names`} value={name} onChange={(e) => chooseName(e.target.value)} autoComplete="off" required />
          <datalist id={`${id}-names`}>
            {suggestions.map((p) => (
              <option key={p.name.toLowerCase()} value={p.name} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            Category
          </label>
          <input
            id={`${id}-category`}
            className="input"
            list={`${id}-categories`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            autoComplete="off"
          />
          <datalist id={`${id}-categories`}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-quantity`}>
            Quantity
          </label>
          <input id={`${id}-quantity`} className="input" inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-unit`}>
            Unit
          </label>
          <input id={`${id}-unit`} className="input" value={unit} onChange={(e) => setUnit(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-location`}>
            Location
          </label>
          <select id={`${id}-location`} className="select" value={location} onChange={(e) => setLocation(e.target.value)}>
            {[...new Set([...locations, location])].map((l) => (
              <option key={l} value={l}>
                {locationLabel(l)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-purchased`}>
            Bought on
          </label>
          <input id={`${id}-purchased`} className="input" type="date" max={todayIso()} value={purchasedOn} onChange={(e) => setPurchasedOn(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-expires`}>
            Date on the pack
          </label>
          <input
            id={`${id}-expires`}
            className="input"
            type="date"
            value={expiresOn}
            aria-describedby={proposedExpiry ? `${id}-expires-hint` : undefined}
            onChange={(e) => {
              setExpiryTyped(true);
              setExpiresOn(e.target.value);
            }}
          />
          {proposedExpiry && (
            <p id={`${id}-expires-hint`} className="pantry-form__hint">
              Proposed: it typically keeps {keepsDays === 1 ? "1 day" : `${keepsDays} days`} in the {locationLabel(location).toLowerCase()}. Change it to the date on the pack.
            </p>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-kind`}>
            Kind of date
          </label>
          <select id={`${id}-kind`} className="select" value={expiryKind} onChange={(e) => setExpiryKind(e.target.value as ItemFormValues["expiryKind"])}>
            <option value="best_before">Best before</option>
            <option value="use_by">Use by</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-price`}>
            Price paid (USD)
          </label>
          <input id={`${id}-price`} className="input" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-store`}>
            Store
          </label>
          <input id={`${id}-store`} className="input" value={store} onChange={(e) => setStore(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-notes`}>
            Notes
          </label>
          <input id={`${id}-notes`} className="input" value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
