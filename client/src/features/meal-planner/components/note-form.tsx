import { useId, useState, type FormEvent, type KeyboardEvent } from "react";

/** The longest note the server takes: a note entry's text is its title, at most 200 characters (meal-plans.decider). */
export const NOTE_MAX_LENGTH = 200;
/** How close to the limit the characters left start to show. */
const SHOW_LEFT_FROM = 20;

interface Props {
  /** The form's id, for the button that opens it (`aria-controls`). */
  id: string;
  /** The slot it writes to, e.g. "Dinner, Tuesday, June 3", naming the form. */
  place: string;
  onSave(text: string): void;
  onCancel(): void;
}

/** A note for one meal slot ("Eating out"), written in place: Enter saves, Escape cancels, a blank note cannot be saved. */
export function NoteForm({ id, place, onSave, onCancel }: Props) {
  const uid = useId();
  const [text, setText] = useState("");
  const note = text.trim();
  const left = NOTE_MAX_LENGTH - text.length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (note) onSave(note);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // Only this form closes: a move in progress keeps waiting for its slot.
    event.stopPropagation();
    onCancel();
  }

  return (
    <form id={id} className="plan-note-form" onSubmit={submit} onKeyDown={onKeyDown} aria-label={`Note for ${place}`}>
      <label className="plan-note-form__label" htmlFor={`${uid}-text`}>
        Note for this meal
      </label>
      <input
        id={`${uid}-text`}
        className="input plan-note-form__input"
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        autoFocus
        autoComplete="off"
        enterKeyHint="done"
        placeholder="For example: Eating out"
        aria-describedby={left <= SHOW_LEFT_FROM ? `${uid}-left` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {left <= SHOW_LEFT_FROM && (
        <p id={`${uid}-left`} className="plan-muted plan-note-form__left">
          {left} {left === 1 ? "character" : "characters"} left
        </p>
      )}
      <div className="plan-note-form__actions">
        <button className="button button--small button--primary" type="submit" disabled={!note}>
          Save
        </button>
        <button className="button button--small button--ghost" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
