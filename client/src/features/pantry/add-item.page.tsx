import { useQuery } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { createUuid } from "../../lib/uuid";
import { PantryProductQuery } from "./pantry.graphql";
import { bestLocation, ItemForm } from "./components/item-form";
import { ProductFinder, type FoundProduct } from "./components/product-finder";
import { usePantryData } from "./hooks/use-pantry-data.hook";
import { usePantryOutbox } from "./hooks/use-pantry-outbox.hook";
import { todayIso } from "./pantry-view";
import "./pantry.css";

/**
 * /app/add-item: puts something in the pantry. A catalogue product (searched, scanned, or passed as
 * `?product=<id>` by the product picker) fills the unit, the place it keeps best and a proposed date;
 * a typed name works too, and offline (queued with a device-made id).
 */
export function AddItemPage() {
  useDocumentTitle("Add Item");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromPicker = params.get("product");
  const { data, reload } = usePantryData();
  const outbox = usePantryOutbox(readStoredUser()?.id ?? null, reload);
  // A product chosen here; "none" once the one from the picker was set aside.
  const [chosen, setChosen] = useState<FoundProduct | "none" | null>(null);
  const picked = useQuery(PantryProductQuery, { variables: { id: fromPicker ?? "" }, skip: !fromPicker || chosen !== null });
  const choose = useCallback((product: FoundProduct) => setChosen(product), []);
  const product = chosen === "none" ? null : (chosen ?? picked.data?.product ?? null);

  if (!data) return <LoadingScreen />;
  const settings = data.pantrySettings;
  const life = product?.shelfLifeDays ?? null;
  return (
    <div className="page page--narrow stack">
      <header>
        <h1>Add Item</h1>
        <p className="page__lead">What did you bring home? Add the date on the pack so Hearth can remind you before it goes off.</p>
      </header>
      <ProductFinder onChoose={choose} />
      <section className="card stack" aria-label="Item">
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
