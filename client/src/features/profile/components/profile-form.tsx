import { useId, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { writeStorage } from "../../../lib/storage";
import { parseProfileForm, type ProfileFormErrors, type ProfileFormValues } from "../profile-messages";
import { applyProfileChange, type ProfileChange } from "../profile-sync";

const HOUSEHOLD_SIZE_STORAGE_KEY = "householdSize";

interface ProfileFormProps {
  /** The profile as shown: the server's, with changes still waiting to be sent laid over it. */
  profile: {
    id: string;
    displayName: string;
    preferences: { householdSize?: number | null; defaultPortionSize?: number | null };
  };
  /** Queues the change in the profile's outbox (sent now, or once back online). */
  onSave: (change: ProfileChange) => void;
}

function initialValues(profile: ProfileFormProps["profile"]): ProfileFormValues {
  return {
    displayName: profile.displayName,
    householdSize: profile.preferences.householdSize?.toString() ?? "",
    defaultPortionSize: profile.preferences.defaultPortionSize?.toString() ?? "",
  };
}

function sameValues(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return a.displayName === b.displayName && a.householdSize === b.householdSize && a.defaultPortionSize === b.defaultPortionSize;
}

export function ProfileForm({ profile, onSave }: ProfileFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => initialValues(profile));
  // What the form was filled from: while nobody has typed, a change saved elsewhere (another device,
  // live) refills it; typing in progress is never overwritten.
  const [filledFrom, setFilledFrom] = useState(() => initialValues(profile));
  const latest = initialValues(profile);
  if (!sameValues(latest, filledFrom)) {
    setFilledFrom(latest);
    if (sameValues(values, filledFrom)) setValues(latest);
  }
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const set = (field: keyof ProfileFormValues) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseProfileForm(values);
    if ("errors" in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const change: ProfileChange = { kind: "update", ...parsed.update };
    onSave(change);
    if (change.householdSize !== null) writeStorage(HOUSEHOLD_SIZE_STORAGE_KEY, String(change.householdSize));
    // The form shows what was saved (empty numbers keep their value), and follows later changes from elsewhere again.
    const saved = initialValues(applyProfileChange(profile, change));
    setValues(saved);
    setFilledFrom(saved);
  }

  const field = (name: keyof ProfileFormValues, label: string, input: InputHTMLAttributes<HTMLInputElement>) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          className="input"
          name={name}
          value={values[name]}
          onChange={set(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...input}
        />
        {error ? (
          <span className="field__error" id={`${inputId}-error`}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      {field("displayName", "Display name", { type: "text", autoComplete: "nickname", required: true })}
      <div className="form-row">
        {field("householdSize", "Household size", { type: "number", inputMode: "numeric", min: 1, step: 1 })}
        {field("defaultPortionSize", "Default portion size", { type: "number", inputMode: "decimal", min: 0.1, step: 0.1 })}
      </div>
      <button type="submit" className="button button--primary">
        Save
      </button>
    </form>
  );
}
