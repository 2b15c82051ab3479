import { useRef } from "react";
import type { EditableField, ShoppingItem, ShoppingList } from "../shopping-changes";
import { groupItems, reorderedIds, type SortOption } from "../shopping-view";
import { ItemRow } from "./item-row";

interface ItemGroupsProps {
  list: ShoppingList;
  allLists: ShoppingList[];
  sort: SortOption;
  onToggle: (item: ShoppingItem) => void;
  onEdit: (item: ShoppingItem, field: EditableField, text: string) => void;
  onMove: (item: ShoppingItem, destinationListId: string) => void;
  onRemove: (item: ShoppingItem) => void;
  /** The new order of one category's items. */
  onReorder: (itemIds: string[]) => void;
}

/** The list's items grouped by the chosen sort; in the category view they can be dragged into order. */
export function ItemGroups({ list, allLists, sort, onReorder, ...handlers }: ItemGroupsProps) {
  const dragged = useRef<ShoppingItem | null>(null);
  const groups = groupItems(list.items, sort);
  const reorderable = sort === "category";
  const otherLists = allLists.filter((l) => l.id !== list.id);

  if (groups.length === 0) {
    return <p className="shopping-empty">Nothing on this list yet. Add the first item above.</p>;
  }

  return (
    <div className="shopping-groups">
      {/* Column captions for sighted readers; every input has its own label. */}
      <div className="shopping-columns" aria-hidden="true">
        <span className="shopping-columns__qty">Qty</span>
        <span className="shopping-columns__est">Estimated</span>
        <span className="shopping-columns__paid">Paid</span>
      </div>
      {groups.map((group) => {
        const ids = group.items.map((item) => item.id);
        return (
          <section key={group.key} className="shopping-group" aria-label={group.title}>
            <h3 className="shopping-group__title">
              {group.title} <span className="shopping-group__count">{group.items.length}</span>
            </h3>
            <ul className="shopping-group__items">
              {group.items.map((item, index) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  otherLists={otherLists}
                  reorderable={reorderable}
                  isFirst={index === 0}
                  isLast={index === group.items.length - 1}
                  {...handlers}
                  onNudge={(moved, offset) => onReorder(reorderedIds(ids, moved.id, { offset }))}
                  onDragStart={(moved) => {
                    dragged.current = moved;
                  }}
                  onDrop={(target) => {
                    const moved = dragged.current;
                    dragged.current = null;
                    // Within one category only: a drop elsewhere changes nothing.
                    if (!moved || moved.id === target.id || !ids.includes(moved.id)) return;
                    onReorder(reorderedIds(ids, moved.id, { beforeId: target.id }));
                  }}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
