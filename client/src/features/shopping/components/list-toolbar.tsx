import { useId, useState, type FormEvent } from "react";
import type { ShoppingChange, ShoppingList } from "../shopping-changes";
import { STATUS_OPTIONS, type StatusFilter } from "../shopping-view";

interface ListToolbarProps {
  lists: ShoppingList[];
  selected: ShoppingList | null;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  onSelect: (listId: string) => void;
  onCreate: (name: string) => void;
  enqueue: (change: ShoppingChange) => void;
}

/** Picking, creating, renaming, archiving, restoring and deleting lists. */
export function ListToolbar({ lists, selected, status, onStatusChange, onSelect, onCreate, enqueue }: ListToolbarProps) {
  const id = useId();
  const [newName, setNewName] = useState("");
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const create = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return;
    onCreate(name);
    setNewName("");
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const name = renaming?.trim();
    if (selected && name && name !== selected.name) enqueue({ kind: "renameList", listId: selected.id, name });
    setRenaming(null);
  };

  return (
    <section className="card shopping-toolbar" aria-label="Your lists">
      <div className="shopping-toolbar__pickers">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-status`}>
            Show
          </label>
          <select
            id={`${id}-status`}
            className="select"
            value={status}
            onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field shopping-toolbar__list">
          <label className="field__label" htmlFor={`${id}-list`}>
            Shopping list
          </label>
          <select
            id={`${id}-list`}
            className="select"
            value={selected?.id ?? ""}
            disabled={lists.length === 0}
            onChange={(event) => {
              setRenaming(null);
              setConfirmingDelete(false);
              onSelect(event.target.value);
            }}
          >
            {lists.length === 0 ? <option value="">No lists here yet</option> : null}
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {list.status === "archived" && status === "all" ? `${list.name} (archived)` : list.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {selected && renaming !== null ? (
        <form className="shopping-toolbar__row" onSubmit={rename}>
          <label className="visually-hidden" htmlFor={`${id}-rename`}>
            List name
          </label>
          <input
            id={`${id}-rename`}
            className="input"
            value={renaming}
            maxLength={80}
            autoFocus
            onChange={(event) => setRenaming(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Save name
          </button>
          <button type="button" className="button button--ghost" onClick={() => setRenaming(null)}>
            Cancel
          </button>
        </form>
      ) : null}

      {selected && confirmingDelete ? (
        <div className="shopping-toolbar__row shopping-confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>Delete “{selected.name}” and everything on it? This cannot be undone.</p>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              enqueue({ kind: "deleteList", listId: selected.id });
              setConfirmingDelete(false);
            }}
          >
            Yes, delete
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirmingDelete(false)}>
            Keep list
          </button>
        </div>
      ) : null}

      {selected && renaming === null && !confirmingDelete ? (
        <div className="shopping-toolbar__row">
          <button type="button" className="button button--secondary" onClick={() => setRenaming(selected.name)}>
            Rename list
          </button>
          {selected.status === "archived" ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => enqueue({ kind: "restoreList", listId: selected.id })}
            >
              Restore list
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => enqueue({ kind: "archiveList", listId: selected.id })}
            >
              Archive list
            </button>
          )}
          <button type="button" className="button button--ghost shopping-danger-text" onClick={() => setConfirmingDelete(true)}>
            Delete list
          </button>
        </div>
      ) : null}

      <form className="shopping-toolbar__row shopping-toolbar__create" onSubmit={create}>
        <label className="visually-hidden" htmlFor={`${id}-new`}>
          New list name
        </label>
        <input
          id={`${id}-new`}
          className="input"
          placeholder="New list, e.g. Saturday market"
          value={newName}
          maxLength={80}
          onChange={(event) => setNewName(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={!newName.trim()}>
          Create list
        </button>
      </form>
    </section>
  );
}
