import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { BarcodeScanner } from "../../components/barcode-scanner/barcode-scanner";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { createUuid } from "../../lib/uuid";
import { ProductForm, type ProductFormValues } from "./components/product-form";
import { useProductsLive } from "./hooks/use-products-live.hook";
import { useProductsOutbox } from "./hooks/use-products-outbox.hook";
import { changeName } from "./product-changes";
import { LookupBarcodeMutation, ProductsQuery } from "./products.graphql";
import { ALLERGENS, DIET_TAGS, STATUS_LABELS } from "./products.labels";
import "./products.css";
import { AuthorizedImage } from "../../components/authorized-image/authorized-image";

const PAGE = 50;

/** /app/products: the community catalogue with search and filters; add a product or find one by barcode. */
export function ProductsPage() {
  useDocumentTitle("Community Products");
  useProductsLive();
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const category = params.get("category") ?? "";
  const dietTags = params.getAll("diet");
  const withoutAllergens = params.getAll("without");
  const mine = params.get("mine") === "1";
  const [limit, setLimit] = useState(PAGE);
  const { data, loading, error } = useQuery(ProductsQuery, {
    variables: { search: search || null, category: category || null, dietTags, withoutAllergens, mine, offset: 0, limit },
    fetchPolicy: "cache-and-network",
  });
  const outbox = useProductsOutbox({
    onSaved: (change, result) => {
      if (change.kind === "create" && result.product) navigate(`/app/products/${result.product.id}`);
    },
  });
  const [lookup, { loading: looking }] = useMutation(LookupBarcodeMutation);
  const [lookupNote, setLookupNote] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const set = (name: string, values: string[]) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(name);
        for (const value of values) if (value) next.append(name, value);
        return next;
      },
      { replace: true },
    );
  const toggle = (name: string, list: string[], value: string) => set(name, list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const onBarcode = useCallback(
    async (barcode: string) => {
      setLookupNote(null);
      try {
        const { data: found } = await lookup({ variables: { barcode, idempotencyKey: createUuid() } });
        const result = found?.lookupBarcode;
        if (result?.product) {
          if (result.source === "open-food-facts") toast({ title: "Product added", description: `${result.product.name} was filled in from Open Food Facts.` });
          navigate(`/app/products/${result.product.id}`);
        } else if (result?.source === "unavailable") {
          setLookupNote(`We could not look up ${barcode} just now. Add the product below, or try again later.`);
        } else {
          setLookupNote(`No product with barcode ${barcode} yet. Add it below and your household can use it at once.`);
        }
      } catch (failure) {
        setLookupNote(describeFailure(failure).message ?? "The barcode could not be looked up. Please try again.");
      }
    },
    [lookup, navigate, toast],
  );

  // Kept on the device first (the shared outbox), sent once there is a connection; opened once saved.
  const onCreate = (values: ProductFormValues) => {
    outbox.enqueue({ kind: "create", productId: createUuid(), input: values });
    setFormKey((k) => k + 1);
  };

  const page = data?.products;
  return (
    <div className="page stack products-page">
      <header>
        <h1>Community Products</h1>
        <p className="page__lead">
          Groceries shared by every Hearth family, with nutrition and how long they keep. Products you add are yours at once and
          everyone&apos;s once a moderator checks them.
        </p>
      </header>

      <section className="card stack" aria-labelledby={`${id}-barcode`}>
        <h2 id={`${id}-barcode`}>Find by barcode</h2>
        <BarcodeScanner onDetected={(code) => void onBarcode(code)} busy={looking} />
        {lookupNote && <p role="status">{lookupNote}</p>}
      </section>

      <details className="card">
        <summary>Add a product</summary>
        <ProductForm key={formKey} submitLabel="Add product" onSubmit={onCreate} />
      </details>
      {outbox.pending.length > 0 && (
        <section className="card products-sync" role="status" aria-label="Waiting to sync">
          <p>
            {outbox.pending.length === 1 ? "1 product change" : `${outbox.pending.length} product changes`} waiting to sync
            {outbox.status === "queued" ? ": they are kept on this device and sent when you are back online." : "."}
          </p>
          <ul>
            {outbox.pending.map((pending) => (
              <li key={pending.id}>
                {pending.change.kind === "create" ? "Add" : "Update"} {changeName(pending.change)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="stack" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>Browse</h2>
        <div className="products-filters">
          <label>
            Search
            <input type="search" value={search} onChange={(e) => set("q", [e.target.value])} placeholder="Name or brand" />
          </label>
          <label>
            Category
            <select value={category} onChange={(e) => set("category", [e.target.value])}>
              <option value="">All categories</option>
              {(data?.productCategories ?? []).map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name} ({c.count})
                </option>
              ))}
            </select>
          </label>
          <label className="products-filters__check">
            <input type="checkbox" checked={mine} onChange={(e) => set("mine", e.target.checked ? ["1"] : [])} /> Only our household&apos;s
          </label>
        </div>
        <fieldset className="products-filters__tags">
          <legend>Suits</legend>
          {DIET_TAGS.map((tag) => (
            <label key={tag}>
              <input type="checkbox" checked={dietTags.includes(tag)} onChange={() => toggle("diet", dietTags, tag)} /> {tag}
            </label>
          ))}
        </fieldset>
        <fieldset className="products-filters__tags">
          <legend>Free from</legend>
          {ALLERGENS.map((a) => (
            <label key={a}>
              <input type="checkbox" checked={withoutAllergens.includes(a)} onChange={() => toggle("without", withoutAllergens, a)} /> {a}
            </label>
          ))}
        </fieldset>

        {error && !page && (
          <p className="form-error" role="alert">
            Failed to fetch products. {describeFailure(error).message ?? ""}
          </p>
        )}
        {loading && !page && <p>Loading products...</p>}
        {page && (
          <>
            <p className="products-count" aria-live="polite">
              {page.total === 1 ? "1 product" : `${page.total} products`}
            </p>
            <ul className="products-list">
              {page.items.map((product) => (
                <li key={product.id} className="card products-list__item">
                  {product.thumbnailUrl ? <AuthorizedImage src={product.thumbnailUrl} alt="" width={56} height={56} loading="lazy" /> : <span className="products-list__placeholder" aria-hidden="true" />}
                  <div>
                    <Link to={`/app/products/${product.id}`} className="products-list__name">
                      {product.name}
                    </Link>
                    <p className="products-list__meta">
                      {[product.brand, product.category, product.subcategory].filter(Boolean).join(" · ")}
                      {product.nutritionPer100?.energyKcal != null && ` · ${product.nutritionPer100.energyKcal} kcal/100 ${product.nutritionPer100.basis}`}
                    </p>
                  </div>
                  {!product.verified && <span className={`badge badge--${product.status}`}>{STATUS_LABELS[product.status] ?? product.status}</span>}
                </li>
              ))}
            </ul>
            {page.items.length < page.total && (
              <button type="button" className="button button--secondary" onClick={() => setLimit((l) => l + PAGE)}>
                Show more
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
