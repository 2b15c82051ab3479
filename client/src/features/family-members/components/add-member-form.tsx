import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { describeFailure } from "../../../lib/graphql-errors";
import { parseMemberForm, type MemberFormValues } from "../family-member-form";
import { AddFamilyMemberMutation, FamilyMembersQuery } from "../family-members.graphql";
import { MemberFields } from "./member-fields";

const EMPTY: MemberFormValues = { name: "", ageGroup: "", multiplier: "1" };

export function AddMemberForm() {
  const id = useId();
  const { toast } = useToast();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddFamilyMemberMutation, { refetchQueries: [FamilyMembersQuery] });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const parsed = parseMemberForm(values);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    try {
      await add({ variables: { input: parsed.input } });
      toast({ title: "Family Member Added", description: `${parsed.input.name} is now part of your household.` });
      setValues(EMPTY);
    } catch (failure) {
      const message = describeFailure(failure).message ?? "Failed to add family member";
      setError(message);
      toast({ title: "Could Not Add Family Member", description: message, variant: "destructive" });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={loading} aria-label="Add a family member">
      <MemberFields idPrefix={id} values={values} onChange={setValues} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={loading}>
        {loading ? "Adding..." : "Add Family Member"}
      </button>
    </form>
  );
}
