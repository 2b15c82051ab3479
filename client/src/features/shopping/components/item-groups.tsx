import { useLayoutEffect, useRef, useState } from "react";
import type { EditableField, ShoppingItem, ShoppingList } from "../shopping-changes";
import { groupItems, reorderedIds, type SortOption } from "../shopping-view";
import { ItemRow, type ItemActions } from "./item-row";

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

/**
 * The rows' actions, the same functions for the whole life of the list, reading the latest handlers
 * and groups when called: so a row whose item did not change is not rendered again when another item
 * arrives (`ItemRow` is memoised), and a family's long list follows a change at the cost of one row.
 */
function useStableActions(props: Omit<ItemGroupsProps, "list" | "allLists" | "sort">, groupIds: readonly (readonly string[])[]): ItemActions {
  const latest = useRef({ props, groupIds });
  useLayoutEffect(() => {
    latest.current = { props, groupIds };
  });
  const dragged = useRef<ShoppingItem | null>(null);
  // The category's ids around `itemId`, as the screen shows them now.
  const idsAround = (itemId: string) => latest.current.groupIds.find((ids) => ids.includes(itemId)) ?? null;
  const [actions] = useState<ItemActions>(() => ({
    onToggle: (item) => latest.current.props.onToggle(item),
    onEdit: (item, field, text) => latest.current.props.onEdit(item, field, text),
    onMove: (item, destinationListId) => latest.current.props.onMove(item, destinationListId),
    onRemove: (item) => latest.current.props.onRemove(item),
    onNudge: (moved, offset) => {
      const ids = idsAround(moved.id);
      if (ids) latest.current.props.onReorder(reorderedIds(ids, moved.id, { offset }));
    },
    onDragStart: (moved) => {
      dragged.current = moved;
    },
    onDrop: (target) => {
      const moved = dragged.current;
      dragged.current = null;
      // Within one category only: a drop elsewhere changes nothing.
      const ids = idsAround(target.id);
      if (!moved || !ids || moved.id === target.id || !ids.includes(moved.id)) return;
      latest.current.props.onReorder(reorderedIds(ids, moved.id, { beforeId: target.id }));
    },
  }));
  return actions;
}

/** The list's items grouped by the chosen sort; in the category view they can be dragged into order. */
export function ItemGroups({ list, allLists, sort, ...handlers }: ItemGroupsProps) {
  const groups = groupItems(list.items, sort);
  const reorderable = sort === "category";
  const otherLists = allLists.filter((l) => l.id !== list.id);
  const actions = useStableActions(
    handlers,
    groups.map((group) => group.items.map((item) => item.id)),
  );

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
                  actions={actions}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
