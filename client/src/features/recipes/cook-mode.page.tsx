import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { FinishRecipeCookMutation as FinishRecipeCookResult } from "../../gql/graphql";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { formatQuantity, scaleFactor } from "../../lib/portions";
import { createUuid } from "../../lib/uuid";
import { ScaledIngredients } from "./components/scaled-ingredients";
import { acknowledge, pauseTimer, remainingMs, resetTimer, ringing, startTimer, type CookTimers } from "./cook-timers";
import { formatClock } from "./recipe-form";
import { FinishRecipeCookMutation, RecipeCookPlanQuery, RecipeQuery, ReturnRecipeCookToPantryMutation } from "./recipes.graphql";
import "./recipes.css";

/** A short three-beep alarm through Web Audio (no sound file to download or cache). */
function beep(context: AudioContext | null) {
  if (!context) return;
  const start = context.currentTime;
  for (let i = 0; i < 3; i++) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, start + i * 0.4);
    gain.gain.exponentialRampToValueAtTime(0.4, start + i * 0.4 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.4 + 0.3);
    osc.connect(gain).connect(context.destination);
    osc.start(start + i * 0.4);
    osc.stop(start + i * 0.4 + 0.32);
  }
}

type FinishedCook = FinishRecipeCookResult["finishRecipeCook"];

const amount = (quantity: number | null | undefined, unit: string | null | undefined) => [formatQuantity(quantity ?? null), unit ?? ""].filter(Boolean).join(" ");
const localDay = () => new Date().toLocaleDateString("en-CA");
const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The finish form's preview: what the pantry will give, and what it does not have. */
function PantryPreview({ recipeId, servings }: { recipeId: string; servings: number }) {
  const { data, loading, error } = useQuery(RecipeCookPlanQuery, { variables: { id: recipeId, servings }, fetchPolicy: "network-only" });
  if (loading && !data) return <p className="field__hint">Checking your pantry…</p>;
  if (error || !data) return <p className="field__hint">The pantry cannot be checked right now; what was used is taken out when the cook is saved.</p>;
  const takes = data.recipeCookPlan.lines.flatMap((l) => l.takes.map((t) => ({ ...t, line: l.name })));
  const short = data.recipeCookPlan.lines.filter((l) => !l.optional && l.shortfall);
  return (
    <div className="stack">
      {takes.length > 0 ? (
        <>
          <p className="field__hint">This comes out of the pantry, soonest expiry first:</p>
          <ul className="cook-finish__list" aria-label="To take from the pantry">
            {takes.map((t) => (
              <li key={`${t.itemId}-${t.line}`}>
                {amount(t.quantity, t.unit)} {t.name}
                {t.expiresOn ? ` (expires ${shortDay(t.expiresOn)})` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="field__hint">Nothing this recipe uses is in the pantry.</p>
      )}
      {short.length > 0 && (
        <p className="field__hint">
          Not (fully) in the pantry:{" "}
          {short
            .map((l) => (l.shortfall!.reason === "units_differ" ? `${l.name} (kept in another unit: take it out by hand)` : l.shortfall!.quantity ? `${amount(l.shortfall!.quantity, l.shortfall!.unit)} ${l.name}` : l.name))
            .join(", ")}
        </p>
      )}
    </div>
  );
}

/** After finishing: what was taken (with undo) and where the leftovers went. */
function CookSummary({ cook, onUndo, undoing, recipeId }: { cook: FinishedCook; onUndo: () => void; undoing: boolean; recipeId: string }) {
  return (
    <section className="card stack" aria-label="Cook finished">
      <h2>Enjoy your meal!</h2>
      {cook.taken.length > 0 ? (
        <>
          <p>{cook.pantryReturned ? "Put back into the pantry:" : "Taken from the pantry:"}</p>
          <ul className="cook-finish__list" aria-label="Taken from the pantry">
            {cook.taken.map((t) => (
              <li key={`${t.itemId}-${t.ingredientId}`}>
                {amount(t.quantity, t.unit)} {t.name}
              </li>
            ))}
          </ul>
          {!cook.pantryReturned && (
            <button type="button" className="button button--ghost" onClick={onUndo} disabled={undoing}>
              Undo pantry changes
            </button>
          )}
        </>
      ) : (
        <p>Nothing was taken from the pantry.</p>
      )}
      {cook.missing.length > 0 && <p className="field__hint">Not in the pantry: {cook.missing.map((m) => m.name).join(", ")}.</p>}
      {cook.leftoverId ? (
        <p>
          {formatQuantity(cook.portionsLeft)} {cook.portionsLeft === 1 ? "portion is" : "portions are"} kept in the fridge as a leftover.{" "}
          <Link to="/app/leftover-management">See leftovers</Link>
        </p>
      ) : (
        <p>No leftovers this time.</p>
      )}
      <div className="recipe__actions">
        <Link className="button button--primary" to={`/app/recipes/${recipeId}`}>
          Back to the recipe
        </Link>
        <Link className="button button--secondary" to="/app/pantry">
          Open the pantry
        </Link>
      </div>
    </section>
  );
}

/** Keeps the screen on while cooking; taken again when the tab comes back (browsers drop it when hidden). */
function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (!("wakeLock" in navigator) || document.visibilityState !== "visible") return;
      try {
        lock = await navigator.wakeLock.request("screen");
        if (cancelled) void lock.release();
        else {
          setHeld(true);
          lock.addEventListener("release", () => setHeld(false));
        }
      } catch {
        setHeld(false);
      }
    };
    void acquire();
    const onVisible = () => void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release();
    };
  }, []);
  return held;
}

/** /app/recipes/{id}/cook: one step at a time, scaled ingredients, timers that keep running. */
export function CookModePage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const fieldId = useId();
  const { toast } = useToast();
  const { data, error } = useQuery(RecipeQuery, { variables: { id }, fetchPolicy: "cache-first" });
  const [record, { loading: recording }] = useMutation(FinishRecipeCookMutation);
  const [giveBack, { loading: undoing }] = useMutation(ReturnRecipeCookToPantryMutation);
  const [index, setIndex] = useState(0);
  const [timers, setTimers] = useState<CookTimers>({});
  const [now, setNow] = useState(() => Date.now());
  const [finishing, setFinishing] = useState(false);
  const [left, setLeft] = useState("0");
  const [eaten, setEaten] = useState<string | null>(null);
  const [takeFromPantry, setTakeFromPantry] = useState(true);
  const [finished, setFinished] = useState<FinishedCook | null>(null);
  const [cookId] = useState(() => createUuid());
  const audio = useRef<AudioContext | null>(null);
  const wakeLock = useWakeLock();
  const recipe = data?.recipe;
  useDocumentTitle(recipe ? `Cooking: ${recipe.title}` : "Cooking Mode");

  const running = Object.values(timers).some((t) => t.endsAt !== null && !t.acknowledged);
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [running]);

  const due = ringing(timers, now);
  const dueKey = due.map((t) => t.id).join(",");
  useEffect(() => {
    if (!dueKey) return;
    beep(audio.current);
    const again = setInterval(() => beep(audio.current), 2000);
    return () => clearInterval(again);
  }, [dueKey]);

  if (!recipe) {
    if (!error) return <LoadingScreen />;
    return (
      <div className="cook" role="alert">
        <h1>Recipe not available</h1>
        <p>Open the recipe once while online to cook from it offline.</p>
        <Link to="/app/recipes">Back to My Recipes</Link>
      </div>
    );
  }

  const servings = Number(params.get("servings")) > 0 ? Number(params.get("servings")) : recipe.servings;
  const factor = scaleFactor(recipe.servings, servings);
  const steps = recipe.steps;
  const step = steps[index];
  const stepIngredients = step ? recipe.ingredients.filter((i) => step.ingredientIds.includes(i.id)) : recipe.ingredients;
  const timer = step ? timers[step.id] : undefined;

  const start = () => {
    if (!step?.timerSeconds) return;
    // Audio may only start after a tap: create it on the first one.
    audio.current ??= typeof AudioContext !== "undefined" ? new AudioContext() : null;
    void audio.current?.resume();
    const at = Date.now();
    setNow(at);
    setTimers((t) => startTimer(t, step.id, `Step ${index + 1}`, step.timerSeconds! * 1000, at));
  };

  const eatenText = eaten ?? String(servings);

  async function finish() {
    const portionsLeft = Number(left.replace(",", "."));
    const portionsEaten = Number(eatenText.replace(",", "."));
    if (!Number.isFinite(portionsLeft) || portionsLeft < 0) {
      toast({ title: "Enter the portions left over", description: "Use 0 when nothing is left.", variant: "destructive" });
      return;
    }
    if (!Number.isFinite(portionsEaten) || portionsEaten < 0) {
      toast({ title: "Enter the portions eaten", description: "Use 0 when nobody ate yet.", variant: "destructive" });
      return;
    }
    try {
      const result = await record({
        variables: { id: recipe!.id, cookId, servings, portionsLeft, portionsEaten, takeFromPantry, today: localDay(), idempotencyKey: cookId },
      });
      const cook = result.data?.finishRecipeCook;
      if (cook) setFinished(cook);
    } catch (failure) {
      toast({ title: "Could not record the cook", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  }

  async function undoPantry() {
    try {
      const result = await giveBack({ variables: { id: recipe!.id, cookId, idempotencyKey: `${cookId}-return` } });
      const cook = result.data?.returnRecipeCookToPantry;
      if (cook) setFinished(cook);
      toast({ title: "Put back into the pantry" });
    } catch (failure) {
      toast({ title: "Could not put it back", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  }

  return (
    <div className="cook">
      <header className="recipe__actions" style={{ justifyContent: "space-between" }}>
        <div>
          <h1 style={{ margin: 0 }}>{recipe.title}</h1>
          <p className="recipe-card__meta">
            {servings} servings · {wakeLock ? "Screen stays on" : "Screen may dim"}
          </p>
        </div>
        <Link className="button button--ghost" to={`/app/recipes/${recipe.id}`}>
          Leave cooking mode
        </Link>
      </header>

      {Object.values(timers).length > 0 && (
        <section className="cook__timers" aria-label="Timers" aria-live="polite">
          {Object.values(timers).map((t) => {
            const rest = remainingMs(t, now);
            const done = rest === 0 && t.endsAt !== null;
            return (
              <div key={t.id} className={`card cook__timer${done && !t.acknowledged ? " cook__timer--done" : ""}`}>
                <span>
                  {t.label}: {done ? "Done!" : formatClock(rest / 1000)}
                </span>{" "}
                {done ? (
                  <button type="button" className="button button--secondary" onClick={() => setTimers((s) => resetTimer(acknowledge(s, t.id), t.id))}>
                    Stop alarm
                  </button>
                ) : t.endsAt === null ? (
                  <button type="button" className="button button--ghost" onClick={() => setTimers((s) => startTimer(s, t.id, t.label, t.durationMs, Date.now()))}>
                    Resume
                  </button>
                ) : (
                  <button type="button" className="button button--ghost" onClick={() => setTimers((s) => pauseTimer(s, t.id, Date.now()))}>
                    Pause
                  </button>
                )}
              </div>
            );
          })}
        </section>
      )}

      {step ? (
        <section aria-labelledby={`${fieldId}-step`} className="stack">
          <h2 id={`${fieldId}-step`}>
            Step {index + 1} of {steps.length}
          </h2>
          <p className="cook__step">{step.text}</p>
          {step.timerSeconds && !timer && (
            <button type="button" className="button button--primary" onClick={start}>
              Start timer ({formatClock(step.timerSeconds)})
            </button>
          )}
          {stepIngredients.length > 0 && (
            <ScaledIngredients ingredients={stepIngredients} factor={factor} system="original" className="cook__ingredients" />
          )}
        </section>
      ) : (
        <section className="stack">
          <h2>Ingredients</h2>
          <ScaledIngredients ingredients={recipe.ingredients} factor={factor} system="original" className="cook__ingredients" />
        </section>
      )}

      {finished ? (
        <CookSummary cook={finished} onUndo={() => void undoPantry()} undoing={undoing} recipeId={recipe.id} />
      ) : finishing ? (
        <form
          className="card stack"
          aria-label="Finish cooking"
          onSubmit={(e) => {
            e.preventDefault();
            void finish();
          }}
        >
          <div className="cook-finish__grid">
            <div className="field">
              <label className="field__label" htmlFor={`${fieldId}-eaten`}>
                How many portions were eaten?
              </label>
              <input id={`${fieldId}-eaten`} className="input" type="number" min={0} step={0.5} inputMode="decimal" value={eatenText} onChange={(e) => setEaten(e.target.value)} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${fieldId}-left`}>
                How many portions are left over?
              </label>
              <input id={`${fieldId}-left`} className="input" type="number" min={0} step={0.5} inputMode="decimal" value={left} onChange={(e) => setLeft(e.target.value)} />
            </div>
          </div>
          <label className="cook-finish__check">
            <input type="checkbox" checked={takeFromPantry} onChange={(e) => setTakeFromPantry(e.target.checked)} /> Take what I used out of the pantry
          </label>
          {takeFromPantry && <PantryPreview recipeId={recipe.id} servings={servings} />}
          <div className="recipe__actions">
            <button type="submit" className="button button--primary" disabled={recording}>
              {recording ? "Saving…" : "Done"}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setFinishing(false)}>
              Back to the steps
            </button>
          </div>
        </form>
      ) : (
        <nav className="cook__nav" aria-label="Steps">
          <button type="button" className="button button--secondary" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
            Previous
          </button>
          {index < steps.length - 1 ? (
            <button type="button" className="button button--primary" onClick={() => setIndex((i) => i + 1)}>
              Next step
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setFinishing(true)}>
              Finish cooking
            </button>
          )}
        </nav>
      )}
    </div>
  );
}
