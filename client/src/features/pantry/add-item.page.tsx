import { useNavigate } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { createUuid } from "../../lib/uuid";
import { ItemForm } from "./components/item-form";
import { usePantryData } from "./hooks/use-pantry-data.hook";
import { usePantryOutbox } from "./hooks/use-pantry-outbox.hook";
import { todayIso } from "./pantry-view";
import "./pantry.css";

/** /app/add-item: puts something in the pantry; works offline (queued with a device-made id). */
export function AddItemPage() {
  useDocumentTitle("Add Item");
  const navigate = useNavigate();
  const { data, reload } = usePantryData();
  const outbox = usePantryOutbox(readStoredUser()?.id ?? null, reload);
  if (!data) return <LoadingScreen />;
  const settings = data.pantrySettings;
  return (
    <div className="page page--narrow stack">
      <header>
        <h1>Add Item</h1>
        <p className="page__lead">What did you bring home? Add the date on the pack so Hearth can remind you before it goes off.</p>
      </header>
      <section className="card">
        <ItemForm
          initial={{
            productId: null,
            name: "",
            category: null,
            quantity: 1,
            unit: "pcs",
            location: settings.defaultLocation,
            purchasedOn: todayIso(),
            expiresOn: null,
            expiryKind: "best_before",
            pricePaid: null,
            store: null,
            notes: null,
          }}
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
