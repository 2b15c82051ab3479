import { useId, useMemo, useState } from "react";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useOnlineStatus } from "../../hooks/use-online-status.hook";
import { readStoredUser } from "../../lib/session";
import { createUuid } from "../../lib/uuid";
import { AddItemForm } from "./components/add-item-form";
import { BudgetRemaining } from "./components/budget-remaining";
import { ItemGroups } from "./components/item-groups";
import { ListToolbar } from "./components/list-toolbar";
import { SyncStatus } from "./components/sync-status";
import { useSelectedList } from "./hooks/use-selected-list.hook";
import { useShoppingData } from "./hooks/use-shopping-data.hook";
import { useShoppingOutbox } from "./hooks/use-shopping-outbox.hook";
import { applyPending, type EditableField, type NewItem, type ShoppingItem } from "./shopping-changes";
import { failureTitle, LISTS_LOAD_FAILED, NO_LIST_SELECTED, parseFieldInput } from "./shopping-messages";
import {
  DEFAULT_SORT,
  DEFAULT_STATUS,
  formatUsd,
  listsWithStatus,
  listTotals,
  pickList,
  SORT_OPTIONS,
  type SortOption,
  type StatusFilter,
} from "./shopping-view";
import "./shopping.css";

export function ShoppingListPage() {
  useDocumentTitle("Shopping List");
  const id = useId();
  const userId = readStoredUser()?.id ?? null;
  const online = useOnlineStatus();
  const { toast } = useToast();
  const { lists, failed, reload } = useShoppingData();
  const outbox = useShoppingOutbox(userId, reload);
  const { enqueue } = outbox;
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_STATUS);
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [chosenId, choose] = useSelectedList(userId);

  // What the server confirmed, with the changes still on their way laid over it.
  const visible = useMemo(() => (lists ? applyPending(lists, outbox.pending) : null), [lists, outbox.pending]);

  if (!visible) {
    if (!failed) return <LoadingScreen />;
    return (
      <div className="page page--narrow">
        <div className="form-error" role="alert">
          <p>{LISTS_LOAD_FAILED}</p>
          <button type="button" className="button button--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const shown = listsWithStatus(visible, status);
  const selected = pickList(shown, chosenId);
  const totals = selected ? listTotals(selected.items) : null;

  const createList = (name: string) => {
    const listId = createUuid();
    enqueue({ kind: "createList", listId, name });
    choose(listId);
    if (status === "archived") setStatus(DEFAULT_STATUS);
  };

  const addItem = (item: Omit<NewItem, "id">): boolean => {
    if (!selected) {
      toast({ title: NO_LIST_SELECTED, description: "Choose or create a list first.", variant: "destructive" });
      return false;
    }
    enqueue({ kind: "addItem", listId: selected.id, item: { id: createUuid(), ...item } });
    return true;
  };

  const edit = (item: ShoppingItem, field: EditableField, text: string) => {
    const parsed = parseFieldInput(field, text);
    if ("error" in parsed) {
      const change = { kind: "updateItem", listId: item.listId, itemId: item.id, field, value: null } as const;
      toast({ title: failureTitle(change), description: parsed.error, variant: "destructive" });
      return;
    }
    enqueue({ kind: "updateItem", listId: item.listId, itemId: item.id, field, value: parsed.value });
  };

  return (
    <div className="page stack shopping-page">
      <header className="shopping-header">
        <div>
          <h1>Shopping List</h1>
          <p className="page__lead">Everyone in your household sees each change as it happens, even from an aisle with no signal.</p>
        </div>
        <SyncStatus pendingCount={outbox.pending.length} status={outbox.status} online={online} onRetry={outbox.retry} />
      </header>

      <ListToolbar
        lists={shown}
        selected={selected}
        status={status}
        onStatusChange={setStatus}
        onSelect={choose}
        onCreate={createList}
        enqueue={enqueue}
      />

      <AddItemForm onAdd={addItem} />

      {selected ? (
        <section className="card shopping-list" aria-labelledby={`${id}-title`}>
          <div className="shopping-list__head">
            <h2 id={`${id}-title`}>
              {selected.name}
              {selected.status === "archived" ? <span className="shopping-badge">Archived</span> : null}
            </h2>
            <div className="field shopping-list__sort">
              <label className="field__label" htmlFor={`${id}-sort`}>
                Sort by
              </label>
              <select id={`${id}-sort`} className="select" value={sort} onChange={(event) => setSort(event.target.value as SortOption)}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {totals ? (
            <dl className="shopping-totals">
              <div>
                <dt>Estimated total</dt>
                <dd>{formatUsd(totals.estimated)}</dd>
              </div>
              <div>
                <dt>Actual total</dt>
                <dd>{formatUsd(totals.actual)}</dd>
              </div>
              <BudgetRemaining
                toBuy={listTotals(selected.items.filter((item) => !item.purchased)).estimated}
                purchasedTotal={listTotals(selected.items.filter((item) => item.purchased)).estimated}
              />
            </dl>
          ) : null}
          <ItemGroups
            list={selected}
            allLists={visible}
            sort={sort}
            onToggle={(item) => enqueue({ kind: "toggleItem", listId: item.listId, itemId: item.id, purchased: !item.purchased })}
            onEdit={edit}
            onMove={(item, destinationListId) => enqueue({ kind: "moveItem", listId: item.listId, itemId: item.id, destinationListId })}
            onRemove={(item) => enqueue({ kind: "removeItem", listId: item.listId, itemId: item.id })}
            onReorder={(itemIds) => enqueue({ kind: "reorderItems", listId: selected.id, itemIds })}
          />
        </section>
      ) : (
        <p className="card shopping-empty">
          {visible.length === 0
            ? "You have no shopping lists yet. Create one above and everyone at home will see it."
            : "No lists match this filter. Choose another one above."}
        </p>
      )}
    </div>
  );
}
