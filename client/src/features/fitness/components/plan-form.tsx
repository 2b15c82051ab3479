import { useState, type FormEvent } from "react";
import type { WorkoutPlanFieldsFragment, WorkoutPlanItemInput } from "../../../gql/graphql";
import { createUuid } from "../../../lib/uuid";
import { kgToLb, lbToKg, WEEKDAYS } from "../fitness-units";
import type { ActivityOption } from "./workout-form";

interface ItemRow {
  id: string;
  weekday: string;
  activityCode: string;
  title: string;
  durationMinutes: string;
  sets: string;
  reps: string;
  weightLb: string;
}

export interface PlanFormValues {
  name: string;
  items: ItemRow[];
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function planValues(plan: WorkoutPlanFieldsFragment | null): PlanFormValues {
  if (!plan) return { name: "", items: [] };
  return {
    name: plan.name,
    items: plan.items.map((i) => ({
      id: i.id,
      weekday: String(i.weekday),
      activityCode: i.activityCode,
      title: i.title,
      durationMinutes: text(i.durationMinutes),
      sets: text(i.sets),
      reps: text(i.reps),
      weightLb: i.weightKg ? String(Math.round(kgToLb(i.weightKg) * 10) / 10) : "",
    })),
  };
}

const count = (s: string) => (s ? Number(s) : null);

export function toPlanItems(v: PlanFormValues): WorkoutPlanItemInput[] {
  return v.items.map((i) => ({
    id: i.id,
    weekday: Number(i.weekday),
    activityCode: i.activityCode,
    title: i.title.trim(),
    durationMinutes: count(i.durationMinutes),
    sets: count(i.sets),
    reps: count(i.reps),
    weightKg: i.weightLb ? lbToKg(Number(i.weightLb)) : null,
  }));
}

export function planProblem(v: PlanFormValues): string | null {
  if (!v.name.trim()) return "Name the plan";
  if (v.items.length === 0) return "Add at least one exercise";
  for (const i of v.items) {
    if (!i.activityCode) return "Choose an activity for each exercise";
    if (!i.title.trim()) return "Name each exercise";
    const minutes = count(i.durationMinutes);
    if (minutes !== null && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440)) return "Minutes must be 1 to 1440";
  }
  return null;
}

/** Edits a weekly plan: a name, and exercises on weekdays. */
export function PlanForm({
  initial,
  activities,
  onSubmit,
  onCancel,
}: {
  initial: PlanFormValues;
  activities: ActivityOption[];
  onSubmit: (name: string, items: WorkoutPlanItemInput[]) => void;
  onCancel: () => void;
}) {
  const [v, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const setItem = (index: number, change: Partial<ItemRow>) => setValues((old) => ({ ...old, items: old.items.map((item, j) => (j === index ? { ...item, ...change } : item)) }));
  const addItem = () =>
    setValues((old) => ({
      ...old,
      items: [
        ...old.items,
        { id: createUuid().slice(0, 8), weekday: old.items.at(-1)?.weekday ?? "0", activityCode: "", title: "", durationMinutes: "30", sets: "", reps: "", weightLb: "" },
      ],
    }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = planProblem(v);
    setProblem(found);
    if (!found) onSubmit(v.name.trim(), toPlanItems(v));
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label="Workout plan">
      <label className="field">
        <span className="field__label">Plan name</span>
        <input className="input" value={v.name} maxLength={80} placeholder="Three runs and a lift" onChange={(e) => setValues((old) => ({ ...old, name: e.target.value }))} />
      </label>
      <ol className="fitness__plan-items">
        {v.items.map((item, index) => (
          <li key={item.id} className="fitness__plan-item" aria-label={`Exercise ${index + 1}`}>
            <label className="field">
              <span className="field__label">Day</span>
              <select className="input" value={item.weekday} onChange={(e) => setItem(index, { weekday: e.target.value })}>
                {WEEKDAYS.map((d, i) => (
                  <option key={d} value={i}>
                    {d}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">Activity</span>
              <select
                className="input"
                value={item.activityCode}
                onChange={(e) => {
                  const chosen = activities.find((a) => a.code === e.target.value);
                  setItem(index, { activityCode: e.target.value, title: item.title || (chosen?.name.split(",")[0] ?? "") });
                }}
              >
                <option value="">Choose…</option>
                {activities.map((a) => (
                  <option key={a.code} value={a.code}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">Exercise</span>
              <input className="input" value={item.title} maxLength={80} placeholder="Squat" onChange={(e) => setItem(index, { title: e.target.value })} />
            </label>
            <label className="field">
              <span className="field__label">Minutes</span>
              <input className="input" type="number" min={1} value={item.durationMinutes} onChange={(e) => setItem(index, { durationMinutes: e.target.value })} />
            </label>
            <label className="field">
              <span className="field__label">Sets</span>
              <input className="input" type="number" min={1} value={item.sets} onChange={(e) => setItem(index, { sets: e.target.value })} />
            </label>
            <label className="field">
              <span className="field__label">Reps</span>
              <input className="input" type="number" min={1} value={item.reps} onChange={(e) => setItem(index, { reps: e.target.value })} />
            </label>
            <label className="field">
              <span className="field__label">Weight, lb</span>
              <input className="input" type="number" min={0} step="0.5" value={item.weightLb} onChange={(e) => setItem(index, { weightLb: e.target.value })} />
            </label>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Remove exercise ${index + 1}`}
              onClick={() => setValues((old) => ({ ...old, items: old.items.filter((_, j) => j !== index) }))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--secondary" onClick={addItem}>
        Add an exercise
      </button>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="workout-form__actions">
        <button type="submit" className="button button--primary">
          Save plan
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
