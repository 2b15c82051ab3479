import { useId, useState, type FormEvent } from "react";
import type { FamilyMemberFieldsFragment } from "../../../gql/graphql";
import { dietaryLabel } from "../../../lib/dietary-labels";

export interface DietaryVocabulary {
  allergies: readonly string[];
  diets: readonly string[];
}

function TagChoices({
  legend,
  hint,
  tags,
  chosen,
  onToggle,
}: {
  legend: string;
  hint: string;
  tags: readonly string[];
  chosen: ReadonlySet<string>;
  onToggle: (tag: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="member-dietary__group" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <div className="member-dietary__choices">
        {tags.map((tag) => (
          <label key={tag} className="member-dietary__choice">
            <input type="checkbox" checked={chosen.has(tag)} onChange={() => onToggle(tag)} />
            {dietaryLabel(tag)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface MemberDietary {
  diets: string[];
  allergies: string[];
}

/**
 * The member's allergies and diets: the dietary analysis and recipe pages flag what conflicts with them.
 * Saving hands the whole sets to the screen's outbox, which sends them now or once back online.
 */
export function MemberDietaryForm({
  member,
  current,
  vocabulary,
  onSave,
  onDone,
}: {
  member: FamilyMemberFieldsFragment;
  /** What the card shows: the member's sets, or the ones still waiting to be sent. */
  current: MemberDietary;
  vocabulary: DietaryVocabulary;
  onSave: (dietary: MemberDietary) => void;
  onDone: () => void;
}) {
  const [allergies, setAllergies] = useState(() => new Set(current.allergies));
  const [diets, setDiets] = useState(() => new Set(current.diets));

  const toggle = (set: Set<string>, update: (next: Set<string>) => void) => (tag: string) => {
    const next = new Set(set);
    if (next.has(tag)) next.delete(tag);
    else next.add(tag);
    update(next);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave({ allergies: [...allergies].sort(), diets: [...diets].sort() });
    onDone();
  }

  return (
    <form onSubmit={submit} aria-label={`Diets and allergies of ${member.name}`} className="member-card__form member-dietary">
      <TagChoices
        legend="Allergies"
        hint="Foods tagged with these, or whose names suggest them, are flagged."
        tags={vocabulary.allergies}
        chosen={allergies}
        onToggle={toggle(allergies, setAllergies)}
      />
      <TagChoices
        legend="Diets"
        hint="Foods that don't fit are flagged: meat for vegetarians, milk for dairy-free, and so on."
        tags={vocabulary.diets}
        chosen={diets}
        onToggle={toggle(diets, setDiets)}
      />
      <div className="member-card__actions">
        <button type="submit" className="button button--primary">
          Save Diets and Allergies
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
