import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useToast } from "../../../components/toast/use-toast.hook";
import { createRandomId } from "../../../lib/random-id";
import { MealPlanQuery, SetNutritionGoalMutation } from "../meal-planner.graphql";

interface Member {
  id: string;
  name: string;
}

const num = (value: string) => (value.trim() === "" ? null : Number(value));

/** The account holder sets each member's daily goals (energy and macros). */
export function GoalsEditor({ members }: { members: Member[] }) {
  const { toast } = useToast();
  const [memberId, setMemberId] = useState(members[0]?.id ?? "");
  const [values, setValues] = useState({ energyKcal: "", proteinG: "", carbohydrateG: "", fatG: "" });
  const [save, { loading }] = useMutation(SetNutritionGoalMutation, { refetchQueries: [MealPlanQuery] });
  if (members.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({
        variables: {
          memberId,
          goal: { energyKcal: num(values.energyKcal), proteinG: num(values.proteinG), carbohydrateG: num(values.carbohydrateG), fatG: num(values.fatG) },
          idempotencyKey: createRandomId(),
        },
      });
      toast({ title: "Daily goals saved" });
    } catch (error) {
      toast({ title: "Could not save the goals", description: (error as Error).message, variant: "destructive" });
    }
  }

  return (
    <details className="card plan-goals-editor">
      <summary>Daily nutrition goals</summary>
      <form onSubmit={submit} className="plan-form">
        <label>
          Family member
          <select className="input" value={memberId} onChange={(e) => setMemberId(e.target.value)}>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        {(
          [
            ["energyKcal", "Energy (kcal)"],
            ["proteinG", "Protein (g)"],
            ["carbohydrateG", "Carbohydrate (g)"],
            ["fatG", "Fat (g)"],
          ] as const
        ).map(([field, label]) => (
          <label key={field}>
            {label}
            <input className="input" type="number" min={0} inputMode="numeric" value={values[field]} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
          </label>
        ))}
        <button className="button button--primary" type="submit" disabled={loading || !memberId}>
          Save goals
        </button>
      </form>
    </details>
  );
}
