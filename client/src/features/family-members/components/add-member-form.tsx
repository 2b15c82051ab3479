import { useId, useState, type FormEvent } from "react";
import { parseMemberForm, type MemberFormValues } from "../family-member-form";
import type { MemberDetails } from "../family-members-sync";
import { MemberFields } from "./member-fields";

const EMPTY: MemberFormValues = { name: "", ageGroup: "", multiplier: "1" };

/** The new member goes to the screen's outbox: listed at once, sent now or once back online. */
export function AddMemberForm({ onAdd }: { onAdd: (details: MemberDetails) => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseMemberForm(values);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    onAdd(parsed.input);
    setValues(EMPTY);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add a family member">
      <MemberFields idPrefix={id} values={values} onChange={setValues} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        Add Family Member
      </button>
    </form>
  );
}
