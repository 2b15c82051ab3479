import { useQuery } from "@apollo/client/react";
import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { multiplierOf, suggestedServings } from "../../lib/portions";
import { createUuid } from "../../lib/uuid";
import { useMealPlanOutbox } from "./hooks/use-meal-plan.hook";
import type { MealPlanChange } from "./meal-plan-changes";
import { MealPlannerSetupQuery, PlanLeftoversQuery, PlanProductSearchQuery, RecipePickerQuery } from "./meal-planner.graphql";
import { localDay, longDay } from "./plan-dates";
import "./meal-planner.css";

const SLOTS = ["breakfast", "lunch", "dinner", "snack"];
type Tab = "recipe" | "product" | "leftover" | "note";
const TABS: { value: Tab; label: string }[] = [
  { value: "recipe", label: "Recipes" },
  { value: "product", label: "Products" },
  { value: "leftover", label: "Leftovers" },
  { value: "note", label: "Note" },
];

/** Picks what goes into one slot of the plan: a recipe (most of the time), a product, a leftover or a note. */
export function RecipeSelectionPage() {
  useDocumentTitle("Recipe Selection");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? params.get("date")! : localDay();
  const slot = SLOTS.includes(params.get("slot") ?? "") ? params.get("slot")! : "dinner";
  const [tab, setTab] = useState<Tab>("recipe");
  const [search, setSearch] = useState("");
  const [note, setNote] = useState("");
  const setup = useQuery(MealPlannerSetupQuery, { fetchPolicy: "cache-and-network" });
  const members = useMemo(() => (setup.data?.familyMembers ?? []).filter((m) => m.isActive), [setup.data]);
  const family = members.length ? suggestedServings(members.reduce((sum, m) => sum + multiplierOf(m.defaultPortionMultiplier), 0)) : 1;
  const [servings, setServings] = useState<number | null>(null);
  const [eaters, setEaters] = useState<string[] | null>(null);
  const chosenServings = servings ?? family;
  const chosenMembers = eaters ?? members.map((m) => m.id);
  const recipes = useQuery(RecipePickerQuery, { variables: { filter: { search: search.trim() || null } }, skip: tab !== "recipe", fetchPolicy: "cache-and-network" });
  const products = useQuery(PlanProductSearchQuery, { variables: { search: search.trim() || null }, skip: tab !== "product" });
  const leftovers = useQuery(PlanLeftoversQuery, { skip: tab !== "leftover", fetchPolicy: "cache-and-network" });
  const { enqueue } = useMealPlanOutbox(() => undefined);

  function pick(kind: MealPlanChange extends infer C ? (C extends { entryKind: infer K } ? K : never) : never, refId: string | null, title: string) {
    enqueue({ kind: "add", entryId: createUuid(), date, slot, entryKind: kind, refId, title, note: kind === "note" ? title : null, servings: chosenServings, memberIds: chosenMembers });
    navigate(`/app/meal-planner?date=${date}`);
  }

  function submitNote(event: FormEvent) {
    event.preventDefault();
    if (note.trim()) pick("note", null, note.trim());
  }

  return (
    <div className="page page--narrow stack recipe-selection">
      <header>
        <h1>Choose a meal</h1>
        <p className="page__lead">
          For {slot} on {longDay(date)}. <Link to={`/app/meal-planner?date=${date}`}>Back to the meal plan</Link>
        </p>
      </header>
      <section className="card plan-form" aria-label="Servings and who eats">
        <label>
          Servings
          <input className="input" type="number" min={0.5} step={0.5} value={chosenServings} onChange={(e) => setServings(Number(e.target.value) || 0.5)} />
        </label>
        {members.length > 0 && (
          <fieldset className="plan-entry__members">
            <legend>Who eats</legend>
            {members.map((m) => (
              <label key={m.id}>
                <input
                  type="checkbox"
                  checked={chosenMembers.includes(m.id)}
                  onChange={(e) => setEaters(e.target.checked ? [...chosenMembers, m.id] : chosenMembers.filter((id) => id !== m.id))}
                />{" "}
                {m.name}
              </label>
            ))}
          </fieldset>
        )}
      </section>
      <div className="plan-toolbar" role="tablist" aria-label="What to plan">
        {TABS.map((t) => (
          <button key={t.value} role="tab" type="button" aria-selected={tab === t.value} className={`button button--small${tab === t.value ? " button--primary" : ""}`} onClick={() => setTab(t.value)}>
            {t.label}
          </button>
        ))}
      </div>
      {(tab === "recipe" || tab === "product") && (
        <label>
          Search
          <input className="input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={tab === "recipe" ? "Search your recipes" : "Search products"} />
        </label>
      )}
      {tab === "recipe" &&
        (recipes.data ? (
          recipes.data.recipes.length === 0 ? (
            <p>
              No recipes found. <Link to="/app/recipes/add">Add a recipe</Link>
            </p>
          ) : (
            <ul className="plan-picker">
              {recipes.data.recipes.map((r) => (
                <li key={r.id}>
                  <button className="plan-picker__item" type="button" onClick={() => pick("recipe", r.id, r.title)}>
                    <strong>{r.title}</strong>
                    <span className="plan-muted">
                      {r.servings} servings{r.totalMinutes ? ` · ${r.totalMinutes} min` : ""}
                      {r.tags.length ? ` · ${r.tags.join(", ")}` : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : (
          <p>Loading recipes...</p>
        ))}
      {tab === "product" && (
        <ul className="plan-picker">
          {(products.data?.products.items ?? []).map((p) => (
            <li key={p.id}>
              <button className="plan-picker__item" type="button" onClick={() => pick("product", p.id, p.name)}>
                <strong>{p.name}</strong>
                <span className="plan-muted">1 {p.defaultUnit} per serving</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {tab === "leftover" &&
        (leftovers.data?.leftovers.length === 0 ? (
          <p>No leftovers waiting.</p>
        ) : (
          <ul className="plan-picker">
            {(leftovers.data?.leftovers ?? []).map((l) => (
              <li key={l.id}>
                <button className="plan-picker__item" type="button" onClick={() => pick("leftover", l.id, l.dish)}>
                  <strong>{l.dish}</strong>
                  <span className="plan-muted">
                    {l.portions} {l.portions === 1 ? "portion" : "portions"} left · use by {l.useBy}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
      {tab === "note" && (
        <form onSubmit={submitNote} className="plan-form">
          <label>
            Note
            <input className="input" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder="Eating out, pizza night..." />
          </label>
          <button className="button button--primary" type="submit" disabled={!note.trim()}>
            Add note
          </button>
        </form>
      )}
    </div>
  );
}
