import { useId, useMemo, useState, type FormEvent } from "react";
import type { CalendarEventInput, CalendarOccurrenceInput } from "../../../gql/graphql";
import { addDays, instantOf, timeZones, wallOf, weekdayOf } from "../calendar-dates";
import { repeatOf, ruleOf, WEEKDAY_CODES, weekdayName, type Repeat, type RepeatValues, type WeekdayCode } from "../calendar-rules";

export interface MemberChip {
  memberId: string;
  name: string;
  colour: string;
}

/** What the form edits: a whole event (new, or a series), or one occurrence of a series. */
export interface EventFormValues extends RepeatValues {
  title: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  location: string;
  notes: string;
  memberIds: string[];
  reminders: number[];
}

export const REMINDER_CHOICES: { minutes: number; label: string }[] = [
  { minutes: 0, label: "At the start" },
  { minutes: 10, label: "10 minutes before" },
  { minutes: 30, label: "30 minutes before" },
  { minutes: 60, label: "1 hour before" },
  { minutes: 1440, label: "1 day before" },
];

export const END_BEFORE_START = "The event must end after it starts";

/** A new event on a day: 9:00 to 10:00 in the household's zone. */
export function newEventValues(date: string, timeZone: string, memberIds: string[] = []): EventFormValues {
  return {
    title: "",
    allDay: false,
    startDate: date,
    startTime: "09:00",
    endDate: date,
    endTime: "10:00",
    timeZone,
    location: "",
    notes: "",
    memberIds,
    reminders: [30],
    repeat: "none",
    weekdays: [WEEKDAY_CODES[weekdayOf(date)]],
    until: "",
    customRule: "",
  };
}

/** The form's values for a stored event (its times in its own zone; an all-day end is the last day). */
export function valuesOfEvent(e: {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  timeZone: string;
  location?: string | null;
  notes?: string | null;
  memberIds: string[];
  rrule?: string | null;
  reminders: number[];
}): EventFormValues {
  const zone = e.allDay ? "UTC" : e.timeZone;
  const start = wallOf(e.start, zone);
  const end = wallOf(e.end, zone);
  const endDate = e.allDay ? (end.date > start.date ? addDays(end.date, -1) : start.date) : end.date;
  return {
    title: e.title,
    allDay: e.allDay,
    startDate: start.date,
    startTime: e.allDay ? "09:00" : start.time,
    endDate,
    endTime: e.allDay ? "10:00" : end.time,
    timeZone: e.timeZone,
    location: e.location ?? "",
    notes: e.notes ?? "",
    memberIds: e.memberIds,
    reminders: e.reminders,
    ...repeatOf(e.rrule ?? null, WEEKDAY_CODES[weekdayOf(start.date)]),
  };
}

function times(v: EventFormValues): { start: string; end: string } {
  if (v.allDay) return { start: `${v.startDate}T00:00:00.000Z`, end: `${addDays(v.endDate, 1)}T00:00:00.000Z` };
  return { start: instantOf(v.startDate, v.startTime, v.timeZone), end: instantOf(v.endDate, v.endTime, v.timeZone) };
}

export function toEventInput(v: EventFormValues): CalendarEventInput {
  return {
    title: v.title.trim(),
    allDay: v.allDay,
    ...times(v),
    timeZone: v.timeZone,
    location: v.location.trim() || null,
    notes: v.notes.trim() || null,
    memberIds: v.memberIds,
    rrule: ruleOf(v),
    reminders: v.reminders,
  };
}

export function toOccurrenceInput(v: EventFormValues): CalendarOccurrenceInput {
  return { title: v.title.trim(), ...times(v), location: v.location.trim() || null, notes: v.notes.trim() || null };
}

const REPEATS: { value: Repeat; label: string }[] = [
  { value: "none", label: "Does not repeat" },
  { value: "daily", label: "Every day" },
  { value: "weekly", label: "Every week" },
  { value: "biweekly", label: "Every two weeks" },
  { value: "monthly", label: "Every month" },
  { value: "yearly", label: "Every year" },
  { value: "custom", label: "Custom rule (RRULE)" },
];

export interface EventFormProps {
  initial: EventFormValues;
  /** "occurrence": only what one occurrence can change (title, times, place, notes). */
  scope: "event" | "occurrence";
  members: MemberChip[];
  submitLabel: string;
  onSubmit(values: EventFormValues): void;
  onCancel(): void;
}

/** The event editor: title, time or all day, zone, place, notes, who it concerns, repeat and reminders. */
export function EventForm({ initial, scope, members, submitLabel, onSubmit, onCancel }: EventFormProps) {
  const id = useId();
  const [v, setV] = useState<EventFormValues>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const zones = useMemo(() => timeZones(), []);
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => setV((old) => ({ ...old, [key]: value }));
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const whole = scope === "event";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!v.title.trim()) return setProblem("Title is required");
    if (!v.allDay && whole && !zones.includes(v.timeZone) && v.timeZone !== "UTC") return setProblem("Choose a time zone from the list, such as America/Chicago");
    const { start, end } = times(v);
    if (Date.parse(end) < Date.parse(start) || v.endDate < v.startDate) return setProblem(END_BEFORE_START);
    if (whole && (v.repeat === "weekly" || v.repeat === "biweekly") && v.weekdays.length === 0) return setProblem("Choose at least one day of the week");
    if (whole && v.repeat === "custom" && !/^FREQ=/i.test(v.customRule.replace(/^RRULE:/i, "").trim())) return setProblem("A custom rule starts with FREQ=, e.g. FREQ=MONTHLY;BYDAY=1SA");
    setProblem(null);
    onSubmit(v);
  };

  return (
    <form className="event-form stack" onSubmit={submit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} value={v.title} maxLength={200} required autoFocus onChange={(e) => set("title", e.target.value)} />
      </div>

      {whole && (
        <label className="checkbox">
          <input type="checkbox" checked={v.allDay} onChange={(e) => set("allDay", e.target.checked)} /> All day
        </label>
      )}

      <div className="event-form__times">
        <div className="field">
          <label htmlFor={`${id}-start-date`}>{v.allDay ? "First day" : "Starts"}</label>
          <input
            id={`${id}-start-date`}
            type="date"
            value={v.startDate}
            required
            onChange={(e) => {
              const startDate = e.target.value;
              setV((old) => ({ ...old, startDate, endDate: old.endDate < startDate ? startDate : old.endDate }));
            }}
          />
        </div>
        {!v.allDay && (
          <div className="field">
            <label htmlFor={`${id}-start-time`}>Start time</label>
            <input id={`${id}-start-time`} type="time" value={v.startTime} required onChange={(e) => set("startTime", e.target.value)} />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-end-date`}>{v.allDay ? "Last day" : "Ends"}</label>
          <input id={`${id}-end-date`} type="date" value={v.endDate} min={v.startDate} required onChange={(e) => set("endDate", e.target.value)} />
        </div>
        {!v.allDay && (
          <div className="field">
            <label htmlFor={`${id}-end-time`}>End time</label>
            <input id={`${id}-end-time`} type="time" value={v.endTime} required onChange={(e) => set("endTime", e.target.value)} />
          </div>
        )}
      </div>

      {whole && !v.allDay && (
        <div className="field">
          <label htmlFor={`${id}-zone`}>Time zone</label>
          <input id={`${id}-zone`} list={`${id}-zones`} value={v.timeZone} onChange={(e) => set("timeZone", e.target.value)} autoComplete="off" />
          <datalist id={`${id}-zones`}>
            {zones.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </div>
      )}
      {!whole && !v.allDay && <p className="notice-text">Times are in {v.timeZone}, the series' time zone.</p>}

      <div className="field">
        <label htmlFor={`${id}-location`}>Location</label>
        <input id={`${id}-location`} value={v.location} maxLength={300} onChange={(e) => set("location", e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea id={`${id}-notes`} rows={3} value={v.notes} maxLength={4000} onChange={(e) => set("notes", e.target.value)} />
      </div>

      {whole && members.length > 0 && (
        <fieldset className="event-form__members">
          <legend>Who it is for</legend>
          {members.map((m) => (
            <label key={m.memberId} className="checkbox member-chip">
              <input type="checkbox" checked={v.memberIds.includes(m.memberId)} onChange={() => set("memberIds", toggle(v.memberIds, m.memberId))} />
              <span className="member-chip__swatch" style={{ background: m.colour }} aria-hidden="true" />
              {m.name}
            </label>
          ))}
        </fieldset>
      )}

      {whole && (
        <fieldset className="event-form__repeat">
          <legend>Repeat</legend>
          <div className="field">
            <label htmlFor={`${id}-repeat`}>Repeats</label>
            <select id={`${id}-repeat`} value={v.repeat} onChange={(e) => set("repeat", e.target.value as Repeat)}>
              {REPEATS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          {(v.repeat === "weekly" || v.repeat === "biweekly") && (
            <div className="event-form__weekdays" role="group" aria-label="On these days">
              {WEEKDAY_CODES.map((code) => (
                <label key={code} className="checkbox">
                  <input type="checkbox" checked={v.weekdays.includes(code)} onChange={() => set("weekdays", toggle<WeekdayCode>(v.weekdays, code))} />
                  {weekdayName(code)}
                </label>
              ))}
            </div>
          )}
          {v.repeat === "custom" && (
            <div className="field">
              <label htmlFor={`${id}-rule`}>Rule</label>
              <input id={`${id}-rule`} value={v.customRule} placeholder="FREQ=MONTHLY;BYDAY=1SA" onChange={(e) => set("customRule", e.target.value)} />
            </div>
          )}
          {v.repeat !== "none" && v.repeat !== "custom" && (
            <div className="field">
              <label htmlFor={`${id}-until`}>Until (optional)</label>
              <input id={`${id}-until`} type="date" value={v.until} min={v.startDate} onChange={(e) => set("until", e.target.value)} />
            </div>
          )}
        </fieldset>
      )}

      {whole && (
        <fieldset className="event-form__reminders">
          <legend>Reminders</legend>
          {REMINDER_CHOICES.map((r) => (
            <label key={r.minutes} className="checkbox">
              <input type="checkbox" checked={v.reminders.includes(r.minutes)} onChange={() => set("reminders", toggle(v.reminders, r.minutes).sort((a, b) => a - b))} />
              {r.label}
            </label>
          ))}
        </fieldset>
      )}

      {problem && (
        <p id={`${id}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="event-form__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
