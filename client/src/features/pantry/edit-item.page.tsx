import { useMemo } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { ItemForm, type ItemFormValues } from "./components/item-form";
import { usePantryData } from "./hooks/use-pantry-data.hook";
import { usePantryOutbox } from "./hooks/use-pantry-outbox.hook";
import { applyPending, type EditableChanges } from "./pantry-changes";
import { knownCategories } from "./pantry-offline";
import { PANTRY_NOT_ON_DEVICE } from "./pantry-messages";
import "./pantry.css";

/**
 * /app/pantry/{id}/edit and /app/edit-item/{id}: corrects an item; only the fields that changed are sent.
 * Offline it edits the item as the cached pantry and the outbox's waiting changes have it (one added
 * offline too), and queues the change.
 */
export function EditItemPage() {
  useDocumentTitle("Edit Pantry Item");
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data, failed, reload } = usePantryData();
  const outbox = usePantryOutbox(readStoredUser()?.id ?? null, reload);
  const items = useMemo(() => applyPending(data?.pantryItems ?? [], outbox.pending), [data, outbox.pending]);
  const item = items.find((i) => i.id === id);
  const categories = useMemo(() => knownCategories(items, []), [items]);
  if (!data && failed) {
    return (
      <div className="page page--narrow stack">
        <h1>Edit Pantry Item</h1>
        <p role="alert">{PANTRY_NOT_ON_DEVICE}</p>
      </div>
    );
  }
  if (!data) return <LoadingScreen />;
  if (!item) {
    return (
      <div className="page page--narrow stack">
        <h1>Item not found</h1>
        <p>It may have been used up, thrown away or removed on another device.</p>
        <Link className="button button--primary" to="/app/pantry">
          Back to the pantry
        </Link>
      </div>
    );
  }
  const initial: ItemFormValues = {
    productId: item.productId ?? null,
    name: item.name,
    category: item.category ?? null,
    quantity: item.quantity,
    unit: item.unit,
    location: item.location,
    purchasedOn: item.purchasedOn ?? null,
    expiresOn: item.expiresOn ?? null,
    expiryKind: item.expiryKind === "use_by" ? "use_by" : "best_before",
    pricePaid: item.pricePaid ?? null,
    store: item.store ?? null,
    notes: item.notes ?? null,
  };
  return (
    <div className="page page--narrow stack">
      <header>
        <h1>Edit {item.name}</h1>
        <p className="page__lead">
          <Link to={`/app/pantry/${item.id}/cost-history`}>What you paid for it over time</Link>
        </p>
      </header>
      <section className="card">
        <ItemForm
          key={item.id}
          initial={initial}
          locations={data.pantrySettings.locations}
          knownNames={items}
          categories={categories}
          submitLabel="Save changes"
          onSubmit={(values) => {
            const changes: EditableChanges = {};
            for (const key of Object.keys(values) as (keyof ItemFormValues)[]) {
              if (key === "location") continue;
              if (values[key] !== initial[key]) (changes as Record<string, unknown>)[key] = values[key];
            }
            if (Object.keys(changes).length > 0) outbox.enqueue({ kind: "edit", itemId: item.id, changes });
            if (values.location !== initial.location) outbox.enqueue({ kind: "move", itemId: item.id, location: values.location });
            navigate("/app/pantry");
          }}
        />
      </section>
      <section className="card stack">
        <h2>Entered by mistake?</h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            outbox.enqueue({ kind: "remove", itemId: item.id });
            navigate("/app/pantry");
          }}
        >
          Delete this item
        </button>
      </section>
    </div>
  );
}
