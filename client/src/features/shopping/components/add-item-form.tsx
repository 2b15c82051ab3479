import { useQuery } from "@apollo/client/react";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import type { NewItem } from "../shopping-changes";
import { ProductSuggestionsQuery } from "../shopping.graphql";

interface AddItemFormProps {
  /** Called with the new item; answers false when it could not be added (no list selected). */
  onAdd: (item: Omit<NewItem, "id">) => boolean;
}

const MAX_SUGGESTIONS = 200;
/** Suggestions are read again when the name field is focused, at most this often. */
const REFRESH_SUGGESTIONS_MS = 10_000;

/** Adding an item; names the household bought before are suggested as you type (with their category). */
export function AddItemForm({ onAdd }: AddItemFormProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [category, setCategory] = useState("");
  // The category came from the product named (not typed): it follows the name until the person edits it.
  const [categoryFilledIn, setCategoryFilledIn] = useState(false);
  const [quantity, setQuantity] = useState("1");
  const [price, setPrice] = useState("");
  const { data, refetch } = useQuery(ProductSuggestionsQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const lastRefresh = useRef(0);
  // What was added since (here or on another device) becomes a suggestion the next time you type.
  const refreshSuggestions = () => {
    if (!navigator.onLine || Date.now() - lastRefresh.current < REFRESH_SUGGESTIONS_MS) return;
    lastRefresh.current = Date.now();
    refetch().catch(() => undefined);
  };

  // Spec: products without an id or a non-blank name are dropped.
  const products = useMemo(
    () => (data?.productsEnhanced ?? []).filter((p) => p.id && p.name.trim()).slice(0, MAX_SUGGESTIONS),
    [data],
  );

  const chooseName = (value: string) => {
    setName(value);
    if (category.trim() && !categoryFilledIn) return; // one the person typed stays
    const product = products.find((p) => p.name.toLowerCase() === value.trim().toLowerCase());
    const suggested = product && product.category !== "General" ? product.category : "";
    setCategory(suggested);
    setCategoryFilledIn(suggested !== "");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const amount = Number(quantity);
    const estimate = price.trim() === "" ? 0 : Number(price.replace(/^\$/, "")); // spec: an empty price is sent as '0'
    const added = onAdd({
      name: trimmed,
      category: category.trim() || null,
      quantity: Number.isFinite(amount) && amount > 0 ? amount : 1,
      estimatedPrice: Number.isFinite(estimate) && estimate >= 0 ? Math.round(estimate * 100) / 100 : 0,
      store: null,
    });
    if (!added) return;
    // Ready for the next item: nothing carries over, so an item without a category goes to Other (spec).
    setName("");
    setCategory("");
    setCategoryFilledIn(false);
    setQuantity("1");
    setPrice("");
  };

  return (
    <form className="card shopping-add" onSubmit={submit} aria-label="Add an item">
      <div className="field shopping-add__name">
        <label className="field__label" htmlFor={`${id}-name`}>
          Item name
        </label>
        <input
          id={`${id}-name`}
          className="input"
          list={`${id}-products`}
          autoComplete="off"
          placeholder="Milk, apples, dish soap…"
          maxLength={120}
          value={name}
          onFocus={refreshSuggestions}
          onChange={(event) => chooseName(event.target.value)}
        />
        <datalist id={`${id}-products`}>
          {products.map((product) => (
            <option key={product.id} value={product.name} />
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
          placeholder="Other"
          maxLength={60}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setCategoryFilledIn(false);
          }}
        />
      </div>
      <div className="field shopping-add__small">
        <label className="field__label" htmlFor={`${id}-quantity`}>
          Quantity
        </label>
        <input
          id={`${id}-quantity`}
          className="input"
          inputMode="decimal"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <div className="field shopping-add__small">
        <label className="field__label" htmlFor={`${id}-price`}>
          Estimated price
        </label>
        <input
          id={`${id}-price`}
          className="input"
          inputMode="decimal"
          placeholder="0.00"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary shopping-add__submit" disabled={!name.trim()}>
        Add item
      </button>
    </form>
  );
}
