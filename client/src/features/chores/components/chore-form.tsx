import { useId, useState, type FormEvent } from "react";
import type { ChoreInput } from "../../../gql/graphql";
import { firstDueOf as firstDueOfSchedule } from "../chores-pending";
import { deviceTimeZone, localDate } from "../chores-view";

export interface Member {
  id: string;
  name: string;
}

type Repeat = "once" | "daily" | "weekly" | "monthly" | "afterCompletion";
type Mode = "member" | "rotation" | "leastDone" | "anyone";

/** The values a chore form starts from: empty for a new chore, the chore's for an edit. */
export interface ChoreFormValues {
  title: string;
  notes: string;
  repeat: Repeat;
  interval: number;
  weekdays: number[];
  dueTime: string;
  startDate: string;
  timeZone: string;
  estimateMinutes: string;
  points: string;
  mode: Mode;
  memberIds: string[];
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

const DEFAULT_DUE_TIME = "18:00";

/** A new chore starts today, or tomorrow once today's default due time has passed (it would be overdue the moment it is added). */
export function emptyChoreValues(now: Date): ChoreFormValues {
  const [hh, mm] = DEFAULT_DUE_TIME.split(":").map(Number);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (now.getHours() * 60 + now.getMinutes() >= hh * 60 + mm ? 1 : 0));
  return {
    title: "",
    notes: "",
    repeat: "weekly",
    interval: 1,
    weekdays: [(start.getDay() + 6) % 7],
    dueTime: DEFAULT_DUE_TIME,
    startDate: localDate(start),
    timeZone: deviceTimeZone(),
    estimateMinutes: "",
    points: "5",
    mode: "anyone",
    memberIds: [],
  };
}

/** What the form sends: one-off tasks carry a due instant, recurring chores a rule. */
export function toChoreInput(v: ChoreFormValues): ChoreInput {
  const recurring = v.repeat !== "once";
  const [y, m, d] = v.startDate.split("-").map(Number);
  const [hh, mm] = v.dueTime.split(":").map(Number);
  return {
    title: v.title.trim(),
    notes: v.notes.trim() || null,
    estimateMinutes: v.estimateMinutes ? Number(v.estimateMinutes) : null,
    points: Number(v.points || 0),
    schedule: recurring
      ? { frequency: v.repeat, interval: v.interval, weekdays: v.repeat === "weekly" ? v.weekdays : [], timeZone: v.timeZone, dueTime: v.dueTime, startDate: v.startDate }
      : null,
    dueAt: recurring || !v.startDate ? null : new Date(y, m - 1, d, hh, mm).toISOString(),
    assignment: { mode: v.mode, memberIds: v.mode === "anyone" ? [] : v.mode === "member" ? v.memberIds.slice(0, 1) : v.memberIds },
  };
}

/**
 * The first time a new chore falls due, on this device's clock: the task's own time, or the rule's
 * first as the server reckons it (`firstDueOf` of chores-pending.ts: a weekly chore's first chosen
 * weekday on or after the start, the start day for the others). Null when the form cannot say (no day,
 * no time, no weekday chosen, a zone other than this device's).
 */
export function firstDueOf(v: ChoreFormValues): Date | null {
  if (!v.startDate || !v.dueTime || v.timeZone !== deviceTimeZone()) return null;
  if (v.repeat === "weekly" && v.weekdays.length === 0) return null;
  const input = toChoreInput(v);
  const due = input.schedule ? firstDueOfSchedule(input.schedule) : input.dueAt;
  const at = due ? new Date(due) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** Checks the form can make a valid chore; the first problem in words, or null. */
export function choreFormProblem(v: ChoreFormValues): string | null {
  if (!v.title.trim()) return "Give the chore a name";
  if (v.repeat === "weekly" && v.weekdays.length === 0) return "Pick at least one day of the week";
  if (v.mode === "member" && v.memberIds.length !== 1) return "Choose who does this chore";
  if ((v.mode === "rotation" || v.mode === "leastDone") && v.memberIds.length < 2) return "Choose at least two members to rotate between";
  return null;
}

export function ChoreForm({
  initial,
  members,
  submitLabel,
  now,
  onSubmit,
  onCancel,
}: {
  initial: ChoreFormValues;
  members: readonly Member[];
  submitLabel: string;
  /** For a new chore: the form says so when its first due time has already passed (it would start out overdue). */
  now?: Date;
  onSubmit: (input: ChoreInput) => void;
  onCancel?: () => void;
}) {
  const [v, setV] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const firstDue = now ? firstDueOf(v) : null;
  const startsOverdue = firstDue !== null && now !== undefined && firstDue < now;
  const set = <K extends keyof ChoreFormValues>(key: K, value: ChoreFormValues[K]) => setV((old) => ({ ...old, [key]: value }));
  const toggle = (list: number[] | string[], value: number | string) =>
    (list as (number | string)[]).includes(value) ? (list as (number | string)[]).filter((x) => x !== value) : [...list, value];

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = choreFormProblem(v);
    setProblem(found);
    if (!found) onSubmit(toChoreInput(v));
  }

  return (
    <form className="chore-form stack" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field__label">Chore or task</span>
        <input className="input" value={v.title} maxLength={120} onChange={(e) => set("title", e.target.value)} placeholder="Empty the dishwasher" />
      </label>
      <div className="chore-form__row">
        <label className="field">
          <span className="field__label">Repeats</span>
          <select className="input" value={v.repeat} onChange={(e) => set("repeat", e.target.value as Repeat)}>
            <option value="once">Once (a task)</option>
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
            <option value="afterCompletion">Some days after it is done</option>
          </select>
        </label>
        {v.repeat !== "once" && (
          <label className="field">
            <span className="field__label">
              {v.repeat === "afterCompletion" ? "Days after" : `Every how many ${v.repeat === "daily" ? "days" : v.repeat === "weekly" ? "weeks" : "months"}`}
            </span>
            <input className="input" type="number" min={1} max={365} value={v.interval} onChange={(e) => set("interval", Math.max(1, Number(e.target.value) || 1))} />
          </label>
        )}
      </div>
      {v.repeat === "weekly" && (
        <fieldset className="chore-form__days">
          <legend className="field__label">On</legend>
          {WEEKDAYS.map((day, i) => (
            <label key={day} className="chip">
              <input type="checkbox" checked={v.weekdays.includes(i)} onChange={() => set("weekdays", toggle(v.weekdays, i) as number[])} />
              {day}
            </label>
          ))}
        </fieldset>
      )}
      <div className="chore-form__row">
        <label className="field">
          <span className="field__label">{v.repeat === "once" ? "Due day" : "Starting"}</span>
          <input className="input" type="date" value={v.startDate} onChange={(e) => set("startDate", e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Due time</span>
          <input className="input" type="time" value={v.dueTime} onChange={(e) => set("dueTime", e.target.value)} />
        </label>
      </div>
      {startsOverdue && (
        <p className="field__hint" role="status">
          {v.repeat === "once" ? "That time has already passed, so the task will show as overdue." : "That time has already passed, so the first one will show as overdue. Pick a later start to begin with the next one."}
        </p>
      )}
      <div className="chore-form__row">
        <label className="field">
          <span className="field__label">Points</span>
          <input className="input" type="number" min={0} max={1000} value={v.points} onChange={(e) => set("points", e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">Takes about (minutes)</span>
          <input className="input" type="number" min={1} max={1440} value={v.estimateMinutes} onChange={(e) => set("estimateMinutes", e.target.value)} />
        </label>
      </div>
      <label className="field">
        <span className="field__label">Who does it</span>
        <select className="input" value={v.mode} onChange={(e) => set("mode", e.target.value as Mode)}>
          <option value="anyone">Anyone</option>
          <option value="member">One member</option>
          <option value="rotation">Take turns</option>
          <option value="leastDone">Whoever has done it least</option>
        </select>
      </label>
      {v.mode !== "anyone" && (
        <fieldset className="chore-form__members">
          <legend className="field__label">{v.mode === "member" ? "Member" : "Members, in turn order"}</legend>
          {members.length === 0 && <p className="field__hint">Add family members first (Household → Family Members).</p>}
          {members.map((m) => (
            <label key={m.id} className="chip">
              <input
                type={v.mode === "member" ? "radio" : "checkbox"}
                name={`${id}-member`}
                checked={v.memberIds.includes(m.id)}
                onChange={() => set("memberIds", v.mode === "member" ? [m.id] : (toggle(v.memberIds, m.id) as string[]))}
              />
              {m.name}
              {v.mode !== "member" && v.memberIds.includes(m.id) ? ` (${v.memberIds.indexOf(m.id) + 1})` : ""}
            </label>
          ))}
        </fieldset>
      )}
      <label className="field">
        <span className="field__label">Notes</span>
        <textarea className="input" rows={2} maxLength={1000} value={v.notes} onChange={(e) => set("notes", e.target.value)} />
      </label>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="chore-form__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
