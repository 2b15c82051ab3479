import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStorage } from "../../lib/storage";
import { createUuid } from "../../lib/uuid";
import { DayNutrition } from "./components/day-nutrition";
import { EntryCard } from "./components/entry-card";
import { GenerateShopping } from "./components/generate-shopping";
import { GoalsEditor } from "./components/goals-editor";
import { NoteForm } from "./components/note-form";
import { useMealPlan, type PlanEntry } from "./hooks/use-meal-plan.hook";
import type { CopiedMeal } from "./meal-plan-changes";
import { MealPlannerSetupQuery, MealPlannerViewChangedSubscription } from "./meal-planner.graphql";
import { addDays, localDay, longDay, rangeOf, rangeTitle, shortDay, step, weekStart, type PlanView } from "./plan-dates";
import "./meal-planner.css";
import { useLiveSubscription } from "../../lib/live-reads";

const SLOTS = [
  ["breakfast", "Breakfast"],
  ["lunch", "Lunch"],
  ["dinner", "Dinner"],
  ["snack", "Snack"],
] as const;
const VIEWS: { value: PlanView; label: string }[] = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "monthly", label: "Monthly" },
];

function isView(value: unknown): value is PlanView {
  return value === "daily" || value === "weekly" || value === "monthly";
}

const ENTRY_KINDS = ["recipe", "product", "leftover", "note"] as const;

/** A planned meal as shown, kept with a queued repeat or copy so its copies show until the server's arrive. */
function copiedMeal(entry: PlanEntry): CopiedMeal {
  const kind = ENTRY_KINDS.find((k) => k === entry.kind) ?? "note";
  const { id, date, slot, refId, title, note, servings, memberIds } = entry;
  return { id, date, slot, kind, refId: refId ?? null, title, note: note ?? null, servings, memberIds };
}

export function MealPlannerPage() {
  useDocumentTitle("Meal Plan");
  const [params, setParams] = useSearchParams();
  const setup = useQuery(MealPlannerSetupQuery, { fetchPolicy: "cache-and-network" });
  const preferred = setup.data?.profile.preferences.defaultMealPlanView;
  // The profile's preference decides the view and follows it live when it changes on another device;
  // the buttons below change it for this visit only.
  const [chosen, setChosen] = useState<PlanView | null>(null);
  const [live, setLive] = useState<PlanView | null>(null);
  const stored = readStorage("mealPlanView");
  const view: PlanView = chosen ?? live ?? (isView(preferred) ? preferred : isView(stored) ? stored : "daily");
  const setView = setChosen;
  useLiveSubscription(MealPlannerViewChangedSubscription, {
    fetchPolicy: "no-cache",
    onData: ({ data }) => {
      const next = data.data?.mealPlanViewChanged.view;
      if (!isView(next)) return;
      setLive(next);
      setChosen(null);
    },
  });

  const today = localDay();
  const anchor = params.get("date") && /^\d{4}-\d{2}-\d{2}$/.test(params.get("date")!) ? params.get("date")! : today;
  const setAnchor = (day: string) => setParams((p) => ({ ...Object.fromEntries(p), date: day }), { replace: true });
  const [picked, setPicked] = useState<{ anchor: string; day: string } | null>(null);
  const selectedDay = picked?.anchor === anchor ? picked.day : anchor;
  const setSelectedDay = (day: string) => setPicked({ anchor, day });
  const range = rangeOf(view, anchor);
  const { plan, entries, loadFailed, waiting, enqueue } = useMealPlan(range.from, range.to);
  const members = useMemo(() => (setup.data?.familyMembers ?? []).filter((m) => m.isActive).map((m) => ({ id: m.id, name: m.name })), [setup.data]);
  const [moving, setMoving] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  // The one slot with its note form open ("date|slot"), for the dates and view it was opened in.
  const [noteOpen, setNoteOpen] = useState<{ at: string; cell: string } | null>(null);
  const noting = noteOpen?.at === `${view}|${anchor}` ? noteOpen.cell : null;
  const noteButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!moving) return;
    const cancel = (e: KeyboardEvent) => e.key === "Escape" && setMoving(null);
    window.addEventListener("keydown", cancel);
    return () => window.removeEventListener("keydown", cancel);
  }, [moving]);

  const byCell = useMemo(() => {
    const map = new Map<string, PlanEntry[]>();
    for (const e of entries ?? []) map.set(`${e.date}|${e.slot}`, [...(map.get(`${e.date}|${e.slot}`) ?? []), e]);
    return map;
  }, [entries]);

  function moveTo(entryId: string, date: string, slot: string) {
    setMoving(null);
    const entry = entries?.find((e) => e.id === entryId);
    if (!entry || (entry.date === date && entry.slot === slot)) return;
    enqueue({ kind: "move", entryId, date, slot });
  }

  /** Repeat weekly and copy the week go through the outbox like any change: their copies show at once, waiting to sync. */
  function repeat(entry: PlanEntry, times: number) {
    enqueue({ kind: "repeat", entryId: entry.id, everyDays: 7, times, source: copiedMeal(entry) });
  }

  function copyToNextWeek() {
    const from = weekStart(anchor);
    const end = addDays(from, 6);
    const sources = (entries ?? []).filter((e) => e.date >= from && e.date <= end && e.kind !== "leftover").map(copiedMeal);
    enqueue({ kind: "copyWeek", from, to: addDays(from, 7), sources });
  }

  /** Closes the note form and gives the focus back to the slot's Note button. */
  function closeNote(cell: string) {
    setNoteOpen(null);
    noteButtons.current.get(cell)?.focus();
  }

  function addNote(date: string, slot: string, text: string) {
    enqueue({ kind: "add", entryId: createUuid(), date, slot, entryKind: "note", refId: null, title: text, note: text, servings: 1, memberIds: members.map((m) => m.id) });
    closeNote(`${date}|${slot}`);
  }

  function cell(date: string, slot: string, label: string, compact = false) {
    const key = `${date}|${slot}`;
    const items = byCell.get(key) ?? [];
    const noteFormId = `note-form-${date}-${slot}`;
    return (
      <div
        key={slot}
        className="plan-slot"
        data-testid={`slot-${date}-${slot}`}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "move";
        }}
        onDrop={(e) => {
          e.preventDefault();
          const id = e.dataTransfer.getData("text/plain");
          if (id) moveTo(id, date, slot);
        }}
      >
        <div className="plan-slot__head">
          <span className="plan-slot__name">{label}</span>
          {moving ? (
            <button className="button button--small button--primary" type="button" onClick={() => moveTo(moving, date, slot)} aria-label={`Move here: ${label}, ${longDay(date)}`}>
              Move here
            </button>
          ) : (
            <span className="plan-slot__add">
              <Link className="button button--small" to={`/app/recipe-selection?date=${date}&slot=${slot}`} aria-label={`Add to ${label}, ${longDay(date)}`}>
                Add
              </Link>
              {!compact && (
                <button
                  ref={(el) => {
                    if (el) noteButtons.current.set(key, el);
                    else noteButtons.current.delete(key);
                  }}
                  className="button button--small"
                  type="button"
                  onClick={() => (noting === key ? closeNote(key) : setNoteOpen({ at: `${view}|${anchor}`, cell: key }))}
                  aria-label={`Add a note to ${label}, ${longDay(date)}`}
                  aria-expanded={noting === key}
                  aria-controls={noting === key ? noteFormId : undefined}
                >
                  Note
                </button>
              )}
            </span>
          )}
        </div>
        {!compact && noting === key && (
          <NoteForm id={noteFormId} place={`${label}, ${longDay(date)}`} onSave={(note) => addNote(date, slot, note)} onCancel={() => closeNote(key)} />
        )}
        {items.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            members={members}
            compact={compact}
            moving={moving === entry.id}
            onServings={(servings) => enqueue({ kind: "update", entryId: entry.id, servings })}
            onMembers={(memberIds) => enqueue({ kind: "update", entryId: entry.id, memberIds })}
            onStartMove={() => setMoving(moving === entry.id ? null : entry.id)}
            onRemove={() => enqueue({ kind: "remove", entryId: entry.id })}
            onRepeat={(times) => repeat(entry, times)}
          />
        ))}
      </div>
    );
  }

  const selected = plan?.days.find((d) => d.date === selectedDay) ?? plan?.days[0];

  return (
    <div className="page stack meal-planner">
      <header className="plan-header">
        <h1>Meal Plan</h1>
        <div className="plan-toolbar" role="group" aria-label="View">
          {VIEWS.map((v) => (
            <button key={v.value} type="button" className={`button button--small${view === v.value ? " button--primary" : ""}`} aria-pressed={view === v.value} onClick={() => setView(v.value)}>
              {v.label}
            </button>
          ))}
        </div>
        <div className="plan-toolbar" role="group" aria-label="Dates">
          <button className="button button--small" type="button" onClick={() => setAnchor(step(view, anchor, -1))} aria-label="Previous">
            ‹
          </button>
          <button className="button button--small" type="button" onClick={() => setAnchor(today)}>
            Today
          </button>
          <button className="button button--small" type="button" onClick={() => setAnchor(step(view, anchor, 1))} aria-label="Next">
            ›
          </button>
          <h2 className="plan-range" data-testid="plan-range">
            {rangeTitle(view, anchor)}
          </h2>
        </div>
        <div className="plan-toolbar">
          <button className="button button--small" type="button" onClick={copyToNextWeek}>
            Copy this week to next week
          </button>
          <button className="button button--small button--primary" type="button" onClick={() => setGenerating(!generating)} aria-expanded={generating}>
            Generate shopping list
          </button>
        </div>
        {waiting > 0 && <p className="plan-muted">{waiting} {waiting === 1 ? "change is" : "changes are"} waiting to sync.</p>}
        {moving && <p role="status">Choose a slot and press Move here, or press Escape to cancel.</p>}
      </header>

      {generating && <GenerateShopping from={range.from} to={range.to} lists={setup.data?.shoppingLists ?? []} onClose={() => setGenerating(false)} />}

      {loadFailed ? (
        <p role="alert">Could not load the meal plan. Check your connection and try again.</p>
      ) : !plan || !entries ? (
        <p>Loading meal planner...</p>
      ) : view === "monthly" ? (
        <div className="plan-month" role="grid" aria-label={rangeTitle(view, anchor)}>
          {range.days.map((day) => {
            const dayEntries = entries.filter((e) => e.date === day);
            return (
              <div key={day} role="gridcell" className={`plan-month__day${day.slice(0, 7) !== anchor.slice(0, 7) ? " plan-month__day--other" : ""}${day === today ? " plan-day--today" : ""}`}>
                <button className="plan-month__date" type="button" onClick={() => { setView("daily"); setAnchor(day); }} aria-label={longDay(day)}>
                  {Number(day.slice(8))}
                </button>
                <ul>
                  {dayEntries.map((e) => (
                    <li key={e.id} className={e.pending ? "plan-month__meal--pending" : undefined}>
                      <span className="plan-muted">{e.slot[0]!.toUpperCase()}</span> {e.title}
                      {e.pending && <span className="visually-hidden"> (waiting to sync)</span>}
                    </li>
                  ))}
                </ul>
                <span className="plan-muted plan-month__kcal">{plan.days.find((d) => d.date === day)?.nutrition.energyKcal || ""}{plan.days.find((d) => d.date === day)?.nutrition.energyKcal ? " kcal" : ""}</span>
              </div>
            );
          })}
        </div>
      ) : (
        <div className={`plan-days plan-days--${view}`}>
          {range.days.map((day) => (
            <section key={day} className={`plan-day${day === today ? " plan-day--today" : ""}`} aria-label={longDay(day)} data-testid={`day-${day}`}>
              <h3>
                <button type="button" className="plan-day__title" onClick={() => setSelectedDay(day)} aria-pressed={selected?.date === day}>
                  {view === "daily" ? longDay(day) : shortDay(day)}
                </button>
              </h3>
              {SLOTS.map(([slot, label]) => cell(day, slot, label))}
            </section>
          ))}
        </div>
      )}

      {plan && selected && view !== "monthly" && (
        <section className="card" aria-labelledby="plan-day-nutrition">
          <h2 id="plan-day-nutrition">Nutrition for {longDay(selected.date)}</h2>
          <DayNutrition day={selected} />
        </section>
      )}
      {setup.data?.profile.accountType === "accountHolder" && <GoalsEditor members={members} />}
    </div>
  );
}
