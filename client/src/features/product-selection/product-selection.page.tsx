import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";
import {
  addToList,
  fetchActiveLists,
  fetchCatalogue,
  fetchCategories,
  signedInToken,
  type CatalogueCategory,
  type CatalogueProduct,
  type PickerList,
} from "./catalogue-api";
import "./product-selection.css";

/**
 * /product-selection and /app/productselectionpage: the verified catalogue by category with search.
 * Signed in, a product goes onto one of the household's shopping lists; signed out, the visitor is
 * invited to start a trial. Public: it reads the catalogue over REST and never loads the app bundle.
 */
export function ProductSelectionPage() {
  useDocumentTitle("Product picker");
  useMetaDescription("Browse Hearth's shared catalogue of groceries by category, with nutrition and keeping times, and add them to your shopping list.");
  const id = useId();
  const [token] = useState(signedInToken);
  const [categories, setCategories] = useState<CatalogueCategory[]>([]);
  const [category, setCategory] = useState("");
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const key = `${category}\n${query}`;
  const [loaded, setLoaded] = useState<{ key: string; items: CatalogueProduct[]; total: number } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const products = loaded?.items ?? [];
  const total = loaded?.total ?? 0;
  const state = failedKey === key ? "failed" : loaded?.key === key ? "ready" : "loading";
  const [lists, setLists] = useState<PickerList[] | null>(null);
  const [listId, setListId] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    fetchCategories().then(setCategories, () => setCategories([]));
  }, []);

  // A short pause after typing before asking again.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search), 250);
    return () => window.clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    const requested = `${category}\n${query}`;
    fetchCatalogue({ q: query, category, offset: 0 }, controller.signal).then(
      (page) => setLoaded({ key: requested, items: page.items, total: page.total }),
      () => {
        if (!controller.signal.aborted) setFailedKey(requested);
      },
    );
    return () => controller.abort();
  }, [query, category]);

  useEffect(() => {
    if (!token) return;
    fetchActiveLists(token).then(
      (found) => {
        setLists(found);
        setListId((current) => current || found[0]?.id || "");
      },
      () => setLists([]),
    );
  }, [token]);

  const loadMore = async () => {
    const page = await fetchCatalogue({ q: query, category, offset: products.length });
    setLoaded((previous) => (previous ? { ...previous, items: [...previous.items, ...page.items] } : previous));
  };

  const add = async (product: CatalogueProduct) => {
    if (!token || !listId) return;
    const list = lists?.find((l) => l.id === listId);
    try {
      await addToList(token, listId, product);
      setNotice(`${product.name} was added to ${list?.name ?? "your list"}.`);
    } catch {
      setNotice(`Failed to add item: ${product.name} could not be added. Please try again.`);
    }
  };

  return (
    <article className="page picker">
      <h1>Product picker</h1>
      <p className="page__lead">
        Hearth&apos;s shared catalogue of groceries, checked by our moderators: pick what you need and it goes straight
        onto your shopping list, sorted into its aisle.
      </p>

      {token ? (
        <section className="card picker__target" aria-label="Where products go">
          {lists === null ? (
            <p>Loading your shopping lists…</p>
          ) : lists.length === 0 ? (
            <p>
              You have no active shopping list yet. <Link to="/app/shopping-list">Start one in your shopping list</Link>,
              then come back to fill it.
            </p>
          ) : (
            <label htmlFor={`${id}-list`}>
              Add to{" "}
              <select id={`${id}-list`} value={listId} onChange={(e) => setListId(e.target.value)}>
                {lists.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </section>
      ) : (
        <section className="card picker__trial" aria-labelledby={`${id}-trial`}>
          <h2 id={`${id}-trial`}>Pick products for your family&apos;s lists</h2>
          <p>
            Start your 14-day free trial to add these products to your shopping lists and pantry, shared live with your
            family. No card needed.
          </p>
          <p>
            <Link className="button" to="/app/auth?mode=register">
              Start Free Trial
            </Link>{" "}
            <Link to="/app/auth">Sign in</Link>
          </p>
        </section>
      )}

      <div className="picker__filters">
        <label htmlFor={`${id}-search`}>Search the catalogue</label>
        <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="e.g. oats, tomatoes, yogurt" />
      </div>
      <nav className="picker__categories" aria-label="Categories">
        <button type="button" aria-pressed={category === ""} onClick={() => setCategory("")}>
          All
        </button>
        {categories.map((c) => (
          <button key={c.name} type="button" aria-pressed={category === c.name} onClick={() => setCategory(c.name)}>
            {c.name} <span className="picker__count">{c.count}</span>
          </button>
        ))}
      </nav>

      {notice && (
        <p className="picker__notice" role="status">
          {notice}
        </p>
      )}
      {state === "failed" && (
        <p className="form-error" role="alert">
          The catalogue could not be loaded. Check your connection and try again.
        </p>
      )}
      {state === "ready" && products.length === 0 && <p>No products match. Try another word or category.</p>}
      <ul className="picker__grid" aria-busy={state === "loading"}>
        {products.map((product) => (
          <li key={product.id} className="card picker__product">
            {product.thumbnailUrl ? <img src={product.thumbnailUrl} alt="" width={80} height={80} loading="lazy" /> : null}
            <div>
              <h2 className="picker__name">{product.name}</h2>
              <p className="picker__meta">
                {[product.brand, product.subcategory ?? product.category].filter(Boolean).join(" · ")}
                {product.nutritionPer100?.energyKcal != null &&
                  ` · ${Math.round(product.nutritionPer100.energyKcal)} kcal per 100 ${product.nutritionPer100.basis}`}
              </p>
            </div>
            {token ? (
              <span className="product-selection__actions">
                <button type="button" className="button" disabled={!listId} onClick={() => void add(product)} aria-label={`Add ${product.name} to list`}>
                  Add
                </button>
                <Link className="button button--secondary" to={`/app/add-item?product=${product.id}`} aria-label={`To pantry: ${product.name}`}>
                  To pantry
                </Link>
              </span>
            ) : (
              <Link to="/app/auth?mode=register" aria-label={`Start a trial to add ${product.name}`}>
                Start a trial to add
              </Link>
            )}
          </li>
        ))}
      </ul>
      {products.length < total && (
        <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
          Show more ({total - products.length} left)
        </button>
      )}
    </article>
  );
}
