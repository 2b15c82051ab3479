import { memo, useId, useState, type DragEvent } from "react";
import type { EditableField, ShoppingItem, ShoppingList } from "../shopping-changes";
import { numberText, priceText } from "../shopping-view";
import { InlineField } from "./inline-field";

/** What a row can ask for; the same functions on every render (see `ItemGroups`). */
export interface ItemActions {
  onToggle: (item: ShoppingItem) => void;
  onEdit: (item: ShoppingItem, field: EditableField, text: string) => void;
  onMove: (item: ShoppingItem, destinationListId: string) => void;
  onRemove: (item: ShoppingItem) => void;
  onNudge: (item: ShoppingItem, offset: number) => void;
  onDragStart: (item: ShoppingItem) => void;
  onDrop: (target: ShoppingItem) => void;
}

interface ItemRowProps {
  item: ShoppingItem;
  /** Lists the item can be moved to. */
  otherLists: ShoppingList[];
  reorderable: boolean;
  isFirst: boolean;
  isLast: boolean;
  actions: ItemActions;
}

/** The same choices of list to move to: ids and names (a new array of the same lists is no change). */
function sameLists(a: readonly ShoppingList[], b: readonly ShoppingList[]): boolean {
  return a.length === b.length && a.every((list, i) => list.id === b[i].id && list.name === b[i].name);
}

/**
 * A row renders again only when what it shows changed: its item (the cache keeps an unchanged item's
 * object), its place, or the lists it can move to.
 */
export const ItemRow = memo(
  ItemRowView,
  (prev, next) =>
    prev.item === next.item &&
    prev.reorderable === next.reorderable &&
    prev.isFirst === next.isFirst &&
    prev.isLast === next.isLast &&
    prev.actions === next.actions &&
    sameLists(prev.otherLists, next.otherLists),
);

/** One item: purchased checkbox, quantity and prices in place, more fields and actions under Details. */
function ItemRowView({ item, otherLists, reorderable, isFirst, isLast, actions }: ItemRowProps) {
  const id = useId();
  const name = item.name;
  // What is under Details is made when it is opened: most rows are never opened, and a row's details
  // are more than half of it (a family's list of hundreds renders, and a live change adds, the rest).
  const [detailsOpen, setDetailsOpen] = useState(false);

  // Only the grip starts a drag (a draggable row would stop text selection in its inputs); the whole
  // row is the drop target and the drag image.
  const dropProps = reorderable
    ? {
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          actions.onDrop(item);
        },
      }
    : {};

  return (
    <li className={`shopping-item${item.purchased ? " shopping-item--purchased" : ""}`} aria-label={name} {...dropProps}>
      <div className="shopping-item__main">
        {reorderable ? (
          <span
            className="shopping-item__grip"
            aria-hidden="true"
            title={`Drag ${name} to reorder`}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", item.id);
              const row = event.currentTarget.closest("li");
              if (row) event.dataTransfer.setDragImage(row, 16, 16);
              actions.onDragStart(item);
            }}
          >
            ⋮⋮
          </span>
        ) : null}
        <input
          type="checkbox"
          className="shopping-item__check"
          checked={item.purchased}
          aria-label={`Purchased: ${name}`}
          onChange={() => actions.onToggle(item)}
        />
        <span className="shopping-item__name">{name}</span>
        <InlineField
          label={`Quantity of ${name}`}
          className="shopping-item__qty"
          inputMode="decimal"
          value={numberText(item.quantity)}
          onCommit={(text) => actions.onEdit(item, "quantity", text)}
        />
        <InlineField
          label={`Estimated price of ${name}`}
          className="shopping-item__est"
          inputMode="decimal"
          placeholder="Est. $"
          value={priceText(item.estimatedPrice)}
          onCommit={(text) => actions.onEdit(item, "estimatedPrice", text)}
        />
        <InlineField
          label={`Actual price of ${name}`}
          className="shopping-item__paid"
          inputMode="decimal"
          placeholder="Paid $"
          value={priceText(item.actualPrice)}
          onCommit={(text) => actions.onEdit(item, "actualPrice", text)}
        />
      </div>
      <details className="shopping-item__details" onToggle={(event) => setDetailsOpen(event.currentTarget.open)}>
        <summary>
          Details<span className="visually-hidden"> for {name}</span>
        </summary>
        {detailsOpen ? (
          <div className="shopping-item__more">
            <InlineField
              label={`Store for ${name}`}
              placeholder="Store"
              value={item.store ?? ""}
              onCommit={(t) => actions.onEdit(item, "store", t)}
            />
            <InlineField
              label={`Aisle for ${name}`}
              placeholder="Aisle"
              value={item.aisle ?? ""}
              onCommit={(t) => actions.onEdit(item, "aisle", t)}
            />
            <InlineField
              label={`Department for ${name}`}
              placeholder="Department"
              value={item.department ?? ""}
              onCommit={(t) => actions.onEdit(item, "department", t)}
            />
            <InlineField
              label={`Notes for ${name}`}
              placeholder="Notes"
              multiline
              value={item.notes ?? ""}
              onCommit={(t) => actions.onEdit(item, "notes", t)}
            />
            <div className="shopping-item__actions">
              {otherLists.length > 0 ? (
                <>
                  <label className="visually-hidden" htmlFor={`${id}-move`}>
                    Move {name} to
                  </label>
                  <select
                    id={`${id}-move`}
                    className="select select--compact"
                    value=""
                    onChange={(event) => event.target.value && actions.onMove(item, event.target.value)}
                  >
                    <option value="">Move to another list…</option>
                    {otherLists.map((list) => (
                      <option key={list.id} value={list.id}>
                        {list.name}
                      </option>
                    ))}
                  </select>
                </>
              ) : null}
              {reorderable ? (
                <>
                  <button type="button" className="button button--ghost" disabled={isFirst} onClick={() => actions.onNudge(item, -1)}>
                    Move {name} up
                  </button>
                  <button type="button" className="button button--ghost" disabled={isLast} onClick={() => actions.onNudge(item, 1)}>
                    Move {name} down
                  </button>
                </>
              ) : null}
              <button type="button" className="button button--ghost shopping-danger-text" onClick={() => actions.onRemove(item)}>
                Remove {name}
              </button>
            </div>
          </div>
        ) : null}
      </details>
    </li>
  );
}
