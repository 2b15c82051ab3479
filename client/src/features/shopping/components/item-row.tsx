import { useId, type DragEvent } from "react";
import type { EditableField, ShoppingItem, ShoppingList } from "../shopping-changes";
import { numberText, priceText } from "../shopping-view";
import { InlineField } from "./inline-field";

interface ItemRowProps {
  item: ShoppingItem;
  /** Lists the item can be moved to. */
  otherLists: ShoppingList[];
  reorderable: boolean;
  isFirst: boolean;
  isLast: boolean;
  onToggle: (item: ShoppingItem) => void;
  onEdit: (item: ShoppingItem, field: EditableField, text: string) => void;
  onMove: (item: ShoppingItem, destinationListId: string) => void;
  onRemove: (item: ShoppingItem) => void;
  onNudge: (item: ShoppingItem, offset: number) => void;
  onDragStart: (item: ShoppingItem) => void;
  onDrop: (target: ShoppingItem) => void;
}

/** One item: purchased checkbox, quantity and prices in place, more fields and actions under Details. */
export function ItemRow(props: ItemRowProps) {
  const { item, otherLists, reorderable } = props;
  const id = useId();
  const name = item.name;

  // Only the grip starts a drag (a draggable row would stop text selection in its inputs); the whole
  // row is the drop target and the drag image.
  const dropProps = reorderable
    ? {
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          props.onDrop(item);
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
              props.onDragStart(item);
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
          onChange={() => props.onToggle(item)}
        />
        <span className="shopping-item__name">{name}</span>
        <InlineField
          label={`Quantity of ${name}`}
          className="shopping-item__qty"
          inputMode="decimal"
          value={numberText(item.quantity)}
          onCommit={(text) => props.onEdit(item, "quantity", text)}
        />
        <InlineField
          label={`Estimated price of ${name}`}
          className="shopping-item__est"
          inputMode="decimal"
          placeholder="Est. $"
          value={priceText(item.estimatedPrice)}
          onCommit={(text) => props.onEdit(item, "estimatedPrice", text)}
        />
        <InlineField
          label={`Actual price of ${name}`}
          className="shopping-item__paid"
          inputMode="decimal"
          placeholder="Paid $"
          value={priceText(item.actualPrice)}
          onCommit={(text) => props.onEdit(item, "actualPrice", text)}
        />
      </div>
      <details className="shopping-item__details">
        <summary>
          Details<span className="visually-hidden"> for {name}</span>
        </summary>
        <div className="shopping-item__more">
          <InlineField label={`Store for ${name}`} placeholder="Store" value={item.store ?? ""} onCommit={(t) => props.onEdit(item, "store", t)} />
          <InlineField label={`Aisle for ${name}`} placeholder="Aisle" value={item.aisle ?? ""} onCommit={(t) => props.onEdit(item, "aisle", t)} />
          <InlineField
            label={`Department for ${name}`}
            placeholder="Department"
            value={item.department ?? ""}
            onCommit={(t) => props.onEdit(item, "department", t)}
          />
          <InlineField
            label={`Notes for ${name}`}
            placeholder="Notes"
            multiline
            value={item.notes ?? ""}
            onCommit={(t) => props.onEdit(item, "notes", t)}
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
                  onChange={(event) => event.target.value && props.onMove(item, event.target.value)}
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
                <button type="button" className="button button--ghost" disabled={props.isFirst} onClick={() => props.onNudge(item, -1)}>
                  Move {name} up
                </button>
                <button type="button" className="button button--ghost" disabled={props.isLast} onClick={() => props.onNudge(item, 1)}>
                  Move {name} down
                </button>
              </>
            ) : null}
            <button type="button" className="button button--ghost shopping-danger-text" onClick={() => props.onRemove(item)}>
              Remove {name}
            </button>
          </div>
        </div>
      </details>
    </li>
  );
}
