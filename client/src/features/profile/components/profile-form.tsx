import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { createRandomId } from "../../../lib/random-id";
import { writeStorage } from "../../../lib/storage";
import { UpdateProfileMutation } from "../profile.graphql";
import {
  parseProfileForm,
  PROFILE_SAVED,
  profileSaveFailedNotice,
  type ProfileFormErrors,
  type ProfileFormValues,
} from "../profile-messages";

const HOUSEHOLD_SIZE_STORAGE_KEY = "householdSize";

interface ProfileFormProps {
  profile: {
    id: string;
    displayName: string;
    preferences: { householdSize?: number | null; defaultPortionSize?: number | null };
  };
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

export function ProfileForm({ profile }: ProfileFormProps) {
  const id = useId();
  const { toast } = useToast();
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
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation, {
    // `me` (the header's user) is a different type in the cache; keep its name in step.
    update(cache, { data }) {
      const saved = data?.updateProfile;
      if (!saved) return;
      cache.modify({
        id: cache.identify({ __typename: "User", id: saved.id }),
        fields: { displayName: () => saved.displayName },
      });
    },
  });

  const set = (field: keyof ProfileFormValues) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const parsed = parseProfileForm(values);
    if ("errors" in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const { displayName, householdSize, defaultPortionSize } = parsed.update;
    try {
      const { data } = await updateProfile({
        variables: {
          // Empty number fields are left as they are rather than cleared.
          input: {
            displayName,
            preferences: {
              ...(householdSize !== null ? { householdSize } : {}),
              ...(defaultPortionSize !== null ? { defaultPortionSize } : {}),
            },
          },
          idempotencyKey: createRandomId(),
        },
      });
      if (householdSize !== null) writeStorage(HOUSEHOLD_SIZE_STORAGE_KEY, String(householdSize));
      // The form shows what was saved, and follows later changes from elsewhere again.
      if (data?.updateProfile) {
        setValues(initialValues(data.updateProfile));
        setFilledFrom(initialValues(data.updateProfile));
      }
      toast(PROFILE_SAVED);
    } catch (error) {
      toast({ ...profileSaveFailedNotice(describeFailure(error).message), variant: "destructive" });
    }
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
    <form onSubmit={handleSubmit} noValidate aria-busy={loading}>
      {field("displayName", "Display name", { type: "text", autoComplete: "nickname", required: true })}
      <div className="form-row">
        {field("householdSize", "Household size", { type: "number", inputMode: "numeric", min: 1, step: 1 })}
        {field("defaultPortionSize", "Default portion size", { type: "number", inputMode: "decimal", min: 0.1, step: 0.1 })}
      </div>
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? "Saving..." : "Save"}
      </button>
    </form>
  );
}
