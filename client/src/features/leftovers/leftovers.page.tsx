import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { createUuid } from "../../lib/uuid";
import type { LeftoverRow } from "./leftover-changes";
import { deviceDay, portionsText, shortDay, useByState } from "./leftover-view";
import { useLeftovers } from "./hooks/use-leftovers.hook";
import "./leftovers.css";

type Enqueue = ReturnType<typeof useLeftovers>["enqueue"];

const SLOTS = ["breakfast", "lunch", "dinner", "snack"] as const;
const REASONS = [
  ["spoiled", "It spoiled"],
  ["expired", "Past its use-by day"],
  ["too_much", "Too much to finish"],
  ["other", "Other"],
] as const;

/** /app/leftover-management: what is kept, the ones to eat first on top, and what to do with each. */
export function LeftoversPage() {
  useDocumentTitle("Leftover Management");
  const { leftovers, loadFailed, waiting, status, enqueue } = useLeftovers();
  const today = deviceDay();

  return (
    <div className="page stack leftovers-page">
      <header>
        <h1>Leftover Management</h1>
        <p className="page__lead">
          Portions kept from cooking, the ones to eat first on top. They keep 3 days in the fridge and about 3 months in the freezer
          (USDA food-safety guidance).
        </p>
        {waiting > 0 ? (
          <p className="leftovers-waiting" role="status">
            {status === "sending" ? "Saving…" : `${waiting} ${waiting === 1 ? "change is" : "changes are"} waiting to sync.`}
          </p>
        ) : null}
      </header>
      <AddLeftoverForm enqueue={enqueue} today={today} />
      <section className="card" aria-labelledby="leftovers-heading">
        <h2 id="leftovers-heading">In the fridge and freezer</h2>
        {loadFailed ? <p role="alert">Failed to load leftovers. Check your connection and try again.</p> : null}
        {leftovers === undefined && !loadFailed ? <p>Loading leftovers...</p> : null}
        {leftovers?.length === 0 ? (
          <p>
            No leftovers right now. When you finish cooking a <Link to="/app/recipes">recipe</Link>, the portions left over appear here; you
            can also add them above.
          </p>
        ) : null}
        <ul className="leftovers-list">
          {leftovers?.map((leftover) => <LeftoverCard key={leftover.id} leftover={leftover} today={today} enqueue={enqueue} />)}
        </ul>
      </section>
      <p>
        Thrown-away leftovers count in <Link to="/app/waste-analytics">Waste Analytics</Link>.
      </p>
    </div>
  );
}

function AddLeftoverForm({ enqueue, today }: { enqueue: Enqueue; today: string }) {
  const id = useId();
  const [dish, setDish] = useState("");
  const [portions, setPortions] = useState("2");
  const [location, setLocation] = useState<"fridge" | "freezer">("fridge");
  const [cookedOn, setCookedOn] = useState(today);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const count = Number(portions);
    if (!dish.trim()) return setError("Name the dish, like Lentil soup");
    if (!Number.isFinite(count) || count <= 0) return setError("Portions must be above 0");
    setError(null);
    enqueue({ kind: "add", leftoverId: createUuid(), dish: dish.trim(), portions: count, cookedOn: cookedOn || today, location });
    setDish("");
  }

  return (
    <form className="card leftovers-add" onSubmit={submit} noValidate aria-label="Add a leftover">
      <h2>Add a leftover</h2>
      <div className="leftovers-add__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-dish`}>
            Dish
          </label>
          <input id={`${id}-dish`} className="input" value={dish} onChange={(e) => setDish(e.target.value)} placeholder="Lentil soup" />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-portions`}>
            Portions
          </label>
          <input id={`${id}-portions`} className="input" inputMode="decimal" value={portions} onChange={(e) => setPortions(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-location`}>
            Kept in
          </label>
          <select id={`${id}-location`} className="select" value={location} onChange={(e) => setLocation(e.target.value as "fridge" | "freezer")}>
            <option value="fridge">Fridge</option>
            <option value="freezer">Freezer</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cooked`}>
            Cooked on
          </label>
          <input id={`${id}-cooked`} className="input" type="date" value={cookedOn} onChange={(e) => setCookedOn(e.target.value)} />
        </div>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        Add Leftover
      </button>
    </form>
  );
}

function LeftoverCard({ leftover, today, enqueue }: { leftover: LeftoverRow; today: string; enqueue: Enqueue }) {
  const id = useId();
  const [panel, setPanel] = useState<"none" | "plan" | "throw">("none");
  const [planDate, setPlanDate] = useState(deviceDay(new Date(), 1));
  const [slot, setSlot] = useState<string>("dinner");
  const [count, setCount] = useState(String(Math.min(1, leftover.portions)));
  const [reason, setReason] = useState("spoiled");
  const state = useByState(leftover.useBy, today);
  const amount = () => Math.min(leftover.portions, Math.max(0.5, Number(count) || 0));

  return (
    <li className={`leftover leftover--${state.tone}`} aria-label={leftover.dish}>
      <div className="leftover__head">
        <h3>{leftover.dish}</h3>
        <span>
          {portionsText(leftover.portions)} · {leftover.location === "freezer" ? "Freezer" : "Fridge"} · cooked {shortDay(leftover.cookedOn)}
        </span>
      </div>
      <p className="leftover__state">{state.label}</p>
      {leftover.plannedDate ? (
        <p className="leftover__plan">
          Planned for {leftover.plannedSlot} on {shortDay(leftover.plannedDate)} ({portionsText(leftover.plannedPortions ?? leftover.portions)}).{" "}
          <Link to={`/app/meal-planner?date=${leftover.plannedDate}`}>
            See it in the meal planner<span className="visually-hidden"> ({leftover.dish})</span>
          </Link>
        </p>
      ) : null}
      <div className="leftover__actions">
        <button type="button" className="button button--secondary" onClick={() => enqueue({ kind: "eat", leftoverId: leftover.id, portions: Math.min(1, leftover.portions), today })}>
          Ate {Math.min(1, leftover.portions) === 1 ? "one portion" : "half a portion"}
          <span className="visually-hidden"> of {leftover.dish}</span>
        </button>
        <button type="button" className="button button--ghost" onClick={() => enqueue({ kind: "eat", leftoverId: leftover.id, portions: leftover.portions, today })}>
          Ate it all<span className="visually-hidden"> ({leftover.dish})</span>
        </button>
        {leftover.location !== "freezer" ? (
          <button type="button" className="button button--ghost" onClick={() => enqueue({ kind: "freeze", leftoverId: leftover.id, today })}>
            Freeze<span className="visually-hidden"> {leftover.dish}</span>
          </button>
        ) : null}
        <button type="button" className="button button--ghost" aria-expanded={panel === "plan"} onClick={() => setPanel(panel === "plan" ? "none" : "plan")}>
          Plan a meal<span className="visually-hidden"> with {leftover.dish}</span>
        </button>
        <button type="button" className="button button--ghost" aria-expanded={panel === "throw"} onClick={() => setPanel(panel === "throw" ? "none" : "throw")}>
          Throw away<span className="visually-hidden"> {leftover.dish}</span>
        </button>
      </div>
      {panel === "plan" ? (
        <form
          className="leftover__panel"
          aria-label={`Plan ${leftover.dish}`}
          onSubmit={(e) => {
            e.preventDefault();
            enqueue({ kind: "plan", leftoverId: leftover.id, entryId: createUuid(), date: planDate, slot, portions: amount() });
            setPanel("none");
          }}
        >
          <label htmlFor={`${id}-date`}>Day</label>
          <input id={`${id}-date`} className="input" type="date" value={planDate} onChange={(e) => setPlanDate(e.target.value)} />
          <label htmlFor={`${id}-slot`}>Meal</label>
          <select id={`${id}-slot`} className="select" value={slot} onChange={(e) => setSlot(e.target.value)}>
            {SLOTS.map((s) => (
              <option key={s} value={s}>
                {s[0].toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-plan-portions`}>Portions</label>
          <input id={`${id}-plan-portions`} className="input" inputMode="decimal" value={count} onChange={(e) => setCount(e.target.value)} />
          <button type="submit" className="button button--primary">
            Plan it
          </button>
        </form>
      ) : null}
      {panel === "throw" ? (
        <form
          className="leftover__panel"
          aria-label={`Throw away ${leftover.dish}`}
          onSubmit={(e) => {
            e.preventDefault();
            enqueue({ kind: "throwAway", leftoverId: leftover.id, portions: amount(), reason, today });
            setPanel("none");
          }}
        >
          <label htmlFor={`${id}-throw-portions`}>Portions</label>
          <input id={`${id}-throw-portions`} className="input" inputMode="decimal" value={count} onChange={(e) => setCount(e.target.value)} />
          <label htmlFor={`${id}-reason`}>Why</label>
          <select id={`${id}-reason`} className="select" value={reason} onChange={(e) => setReason(e.target.value)}>
            {REASONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--primary">
            Throw away
          </button>
        </form>
      ) : null}
    </li>
  );
}
