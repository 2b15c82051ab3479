import { useQuery } from "@apollo/client/react";
import { useCallback, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useOnlineStatus } from "../../hooks/use-online-status.hook";
import { readStoredUser } from "../../lib/session";
import { createUuid } from "../../lib/uuid";
import { PantryProductQuery } from "./pantry.graphql";
import { bestLocation, ItemForm } from "./components/item-form";
import { ProductFinder, type FoundProduct } from "./components/product-finder";
import { usePantryData } from "./hooks/use-pantry-data.hook";
import { useKnownProducts } from "./hooks/use-pantry-offline.hook";
import { usePantryOutbox } from "./hooks/use-pantry-outbox.hook";
import { applyPending } from "./pantry-changes";
import { knownCategories, STARTING_DEFAULT_LOCATION, STARTING_LOCATIONS } from "./pantry-offline";
import { todayIso } from "./pantry-view";
import "./pantry.css";

/**
 * /app/add-item: puts something in the pantry. A catalogue product (searched, scanned, or passed as
 * `?product=<id>` by the product picker) fills the unit, the place it keeps best and a proposed date;
 * a typed name works too. Offline it works from what the device holds: products already read or in the
 * pantry, the pantry's places and categories (else the starting ones), and the add is queued in the
 * pantry's outbox with a device-made id; it never waits for a read the device cannot make.
 */
export function AddItemPage() {
  useDocumentTitle("Add Item");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromPicker = params.get("product");
  const online = useOnlineStatus();
  const { data, failed, reload } = usePantryData();
  const outbox = usePantryOutbox(readStoredUser()?.id ?? null, reload);
  const items = useMemo(() => applyPending(data?.pantryItems ?? [], outbox.pending), [data, outbox.pending]);
  const known = useKnownProducts(items);
  const categories = useMemo(() => knownCategories(items, known), [items, known]);
  // A product chosen here; "none" once the one from the picker was set aside.
  const [chosen, setChosen] = useState<FoundProduct | "none" | null>(null);
  const picked = useQuery(PantryProductQuery, {
    variables: { id: fromPicker ?? "" },
    skip: !fromPicker || chosen !== null,
    fetchPolicy: online ? "cache-first" : "cache-only",
  });
  const choose = useCallback((product: FoundProduct) => setChosen(product), []);
  const pickedProduct = picked.data?.product ?? known.find((p) => p.id === fromPicker) ?? null;
  const product = chosen === "none" ? null : (chosen ?? pickedProduct);
  // The picker's product, neither read nor known here: the form stays usable with a typed name.
  const pickedMissing = Boolean(fromPicker) && chosen === null && !pickedProduct && (!online || Boolean(picked.error));

  // The pantry read from the cache, else (nothing kept and no connection) the places every household starts with.
  if (!data && !failed) return <LoadingScreen />;
  const settings = data?.pantrySettings ?? { defaultLocation: STARTING_DEFAULT_LOCATION, locations: STARTING_LOCATIONS };
  const life = product?.shelfLifeDays ?? null;
  return (
    <div className="page page--narrow stack">
      <header>
        <h1>Add Item</h1>
        <p className="page__lead">What did you bring home? Add the date on the pack so Hearth can remind you before it goes off.</p>
      </header>
      <ProductFinder onChoose={choose} known={known} />
      <section className="card stack" aria-label="Item">
        {pickedMissing && (
          <p className="pantry-chosen" role="status">
            The product you picked is not on this device yet, and it needs a connection to look up. Type its name below.
          </p>
        )}
        {product && (
          <p className="pantry-chosen" role="status">
            <span>
              From the catalogue: <strong>{product.name}</strong>
              {product.brand ? ` (${product.brand})` : ""}
            </span>
            <button type="button" className="button button--ghost" onClick={() => setChosen("none")}>
              Not this product
            </button>
          </p>
        )}
        <ItemForm
          key={product?.id ?? "typed"}
          initial={{
            productId: product?.id ?? null,
            name: product?.name ?? "",
            category: product && product.category !== "General" ? product.category : null,
            quantity: 1,
            unit: product?.defaultUnit || "pcs",
            location: bestLocation(life, settings.defaultLocation),
            purchasedOn: todayIso(),
            expiresOn: null,
            expiryKind: "best_before",
            pricePaid: null,
            store: null,
            notes: null,
          }}
          shelfLife={life}
          locations={settings.locations}
          knownNames={items}
          categories={categories}
          submitLabel="Add to pantry"
          onSubmit={(values) => {
            const id = createUuid();
            outbox.enqueue({ kind: "add", itemId: id, item: { id, ...values } });
            navigate("/app/pantry");
          }}
        />
      </section>
    </div>
  );
}
