import { useState, type FormEvent } from "react";
import type { WorkoutFieldsFragment, WorkoutInput } from "../../../gql/graphql";
import { kgToLb, kmToMiles, lbToKg, milesToKm } from "../fitness-units";

export interface ActivityOption {
  code: string;
  name: string;
  met: number;
  kind: string;
  distance: boolean;
}

interface SetRow {
  exercise: string;
  reps: string;
  weightLb: string;
}

export interface WorkoutFormValues {
  activityCode: string;
  performedOn: string;
  startTime: string;
  durationMinutes: string;
  distanceMiles: string;
  sets: SetRow[];
  effort: string;
  notes: string;
}

const round1 = (n: number) => String(Math.round(n * 10) / 10);

export function emptyWorkoutValues(today: string): WorkoutFormValues {
  return { activityCode: "", performedOn: today, startTime: "", durationMinutes: "30", distanceMiles: "", sets: [], effort: "", notes: "" };
}

export function workoutValues(w: WorkoutFieldsFragment): WorkoutFormValues {
  return {
    activityCode: w.activityCode,
    performedOn: w.performedOn,
    startTime: w.startTime ?? "",
    durationMinutes: String(w.durationMinutes),
    distanceMiles: w.distanceKm === null || w.distanceKm === undefined ? "" : round1(kmToMiles(w.distanceKm)),
    sets: w.sets.map((s) => ({ exercise: s.exercise, reps: String(s.reps), weightLb: round1(kgToLb(s.weightKg)) })),
    effort: w.effort ? String(w.effort) : "",
    notes: w.notes ?? "",
  };
}

/** What the form sends (without the member: the page adds it). */
export function toWorkoutInput(v: WorkoutFormValues): WorkoutInput {
  return {
    activityCode: v.activityCode,
    performedOn: v.performedOn,
    startTime: v.startTime || null,
    durationMinutes: Number(v.durationMinutes),
    distanceKm: v.distanceMiles ? milesToKm(Number(v.distanceMiles)) : null,
    sets: v.sets.filter((s) => s.exercise.trim()).map((s) => ({ exercise: s.exercise.trim(), reps: Number(s.reps), weightKg: lbToKg(Number(s.weightLb || 0)) })),
    effort: v.effort ? Number(v.effort) : null,
    notes: v.notes.trim() || null,
  };
}

/** The first problem a person can fix, or null. */
export function workoutProblem(v: WorkoutFormValues): string | null {
  if (!v.activityCode) return "Choose an activity";
  if (!v.performedOn) return "Choose the day";
  const minutes = Number(v.durationMinutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) return "Duration must be 1 to 1440 minutes";
  if (v.distanceMiles && !(Number(v.distanceMiles) >= 0)) return "Distance must be a number of miles";
  for (const s of v.sets) {
    if (!s.exercise.trim()) continue;
    if (!(Number.isInteger(Number(s.reps)) && Number(s.reps) >= 1)) return `Enter the reps of each ${s.exercise.trim()} set`;
    if (s.weightLb && !(Number(s.weightLb) >= 0)) return "Set weights are pounds (0 for body weight)";
  }
  return null;
}

export function WorkoutForm({
  initial,
  activities,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: WorkoutFormValues;
  activities: ActivityOption[];
  submitLabel: string;
  onSubmit: (input: WorkoutInput) => void;
  onCancel?: () => void;
}) {
  const [v, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof WorkoutFormValues>(key: K, value: WorkoutFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));
  const activity = activities.find((a) => a.code === v.activityCode);
  const setRow = (i: number, change: Partial<SetRow>) => set("sets", v.sets.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const lastSet = v.sets.at(-1);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = workoutProblem(v);
    setProblem(found);
    if (!found) onSubmit(toWorkoutInput(v));
  };

  return (
    <form className="workout-form stack" onSubmit={submit} noValidate aria-label="Workout">
      <label className="field">
        <span className="field__label">Activity</span>
        <select className="input" value={v.activityCode} onChange={(e) => set("activityCode", e.target.value)}>
          <option value="">Choose an activity…</option>
          {activities.map((a) => (
            <option key={a.code} value={a.code}>
              {a.name} ({a.met} MET)
            </option>
          ))}
        </select>
      </label>
      <div className="workout-form__row">
        <label className="field">
          <span className="field__label">Day</span>
          <input className="input" type="date" value={v.performedOn} onChange={(e) => set("performedOn", e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Start time (optional)</span>
          <input className="input" type="time" value={v.startTime} onChange={(e) => set("startTime", e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Minutes</span>
          <input className="input" type="number" inputMode="numeric" min={1} max={1440} value={v.durationMinutes} onChange={(e) => set("durationMinutes", e.target.value)} />
        </label>
        {(activity?.distance ?? true) && (
          <label className="field">
            <span className="field__label">Distance, miles (optional)</span>
            <input className="input" type="number" inputMode="decimal" min={0} step="0.01" value={v.distanceMiles} onChange={(e) => set("distanceMiles", e.target.value)} />
          </label>
        )}
        <label className="field">
          <span className="field__label">Effort (1–10, optional)</span>
          <input className="input" type="number" inputMode="numeric" min={1} max={10} value={v.effort} onChange={(e) => set("effort", e.target.value)} />
        </label>
      </div>

      <fieldset className="workout-form__sets">
        <legend className="field__label">Strength sets (optional)</legend>
        {v.sets.map((s, i) => (
          <div key={i} className="workout-form__set">
            <label className="field">
              <span className="field__label">Exercise</span>
              <input className="input" value={s.exercise} maxLength={80} placeholder="Squat" onChange={(e) => setRow(i, { exercise: e.target.value })} />
            </label>
            <label className="field">
              <span className="field__label">Reps</span>
              <input className="input" type="number" inputMode="numeric" min={1} value={s.reps} onChange={(e) => setRow(i, { reps: e.target.value })} />
            </label>
            <label className="field">
              <span className="field__label">Weight, lb</span>
              <input className="input" type="number" inputMode="decimal" min={0} step="0.5" value={s.weightLb} onChange={(e) => setRow(i, { weightLb: e.target.value })} />
            </label>
            <button type="button" className="button button--secondary" aria-label={`Remove set ${i + 1}`} onClick={() => set("sets", v.sets.filter((_, j) => j !== i))}>
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => set("sets", [...v.sets, lastSet ? { ...lastSet } : { exercise: "", reps: "10", weightLb: "" }])}
        >
          {lastSet ? "Add another set" : "Add a set"}
        </button>
      </fieldset>

      <label className="field">
        <span className="field__label">Notes (optional)</span>
        <textarea className="input" rows={2} maxLength={1000} value={v.notes} onChange={(e) => set("notes", e.target.value)} />
      </label>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="workout-form__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
