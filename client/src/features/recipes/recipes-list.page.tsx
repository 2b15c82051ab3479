import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useId, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useRecipesLive } from "./hooks/use-recipes-live.hook";
import { cachedRecipe, useRecipesOutbox } from "./hooks/use-recipes-outbox.hook";
import { applyPendingRecipes, type ShownRecipe } from "./recipe-pending";
import { formatMinutes, ownPhotoUrl } from "./recipe-form";
import { CookableRecipesQuery, PantryChangesForRecipesSubscription, RecipesQuery } from "./recipes.graphql";
import "./recipes.css";
import { useLiveSubscription } from "../../lib/live-reads";

const TIME_CHOICES = [
  { value: "", label: "Any time" },
  { value: "15", label: "15 min or less" },
  { value: "30", label: "30 min or less" },
  { value: "60", label: "1 hour or less" },
];

const PANTRY_CHOICES = [
  { value: "", label: "Any" },
  { value: "1", label: "Everything in the pantry" },
  { value: "0.75", label: "Most of it (75% or more)" },
  { value: "0.5", label: "At least half" },
  { value: "0", label: "Anything I have" },
];

const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "7 of 9 in the pantry · uses Milk (expires Nov 25) first" for one ranked recipe. */
function pantryLine(c: { coverage: number; coveredCount: number; requiredCount: number; soonestExpiry?: string | null; expiringSoon: string[]; missing: string[] }) {
  const parts = [`${c.coveredCount} of ${c.requiredCount} in the pantry (${Math.round(c.coverage * 100)}%)`];
  if (c.expiringSoon.length > 0) parts.push(`uses ${c.expiringSoon.join(", ")}${c.soonestExpiry ? ` (expires ${shortDay(c.soonestExpiry)})` : ""}`);
  return parts.join(" · ");
}

/** /app/recipes (My Recipes) and /app/saved-recipes (the household's bookmarks): search and filters. */
export function RecipesListPage({ saved = false }: { saved?: boolean }) {
  const title = saved ? "Saved Recipes" : "My Recipes";
  useDocumentTitle(title);
  const id = useId();
  const { toast } = useToast();
  const client = useApolloClient();
  const outbox = useRecipesOutbox();
  const [search, setSearch] = useState("");
  const [tag, setTag] = useState("");
  const [maxTime, setMaxTime] = useState("");
  const [pantry, setPantry] = useState("");
  const filter = {
    search: search.trim() || null,
    tag: tag || null,
    maxTotalMinutes: maxTime ? Number(maxTime) : null,
    savedOnly: saved,
  };
  const { data, previousData, error, refetch } = useQuery(RecipesQuery, {
    variables: { filter },
    fetchPolicy: "cache-and-network",
    nextFetchPolicy: "cache-first",
  });
  const shown = data ?? previousData;
  useRecipesLive(shown?.recipesSyncPoint);
  const byPantry = pantry !== "";
  const cookable = useQuery(CookableRecipesQuery, {
    variables: { filter, minCoverage: byPantry ? Number(pantry) : 0 },
    skip: !byPantry,
    fetchPolicy: "cache-and-network",
  });
  const ranked = cookable.data?.cookableRecipes ?? cookable.previousData?.cookableRecipes;
  // The ranking follows the pantry live: any change to it (here or on another device) ranks again.
  useLiveSubscription(PantryChangesForRecipesSubscription, {
    variables: { since: null },
    skip: !byPantry,
    fetchPolicy: "no-cache",
    onData: () => void cookable.refetch(),
  });

  useEffect(() => {
    if (error && !shown) toast({ title: "Failed to load recipes", variant: "destructive" });
  }, [error, shown, toast]);
  // A recipe and its editor open from here: their code is loaded with the list, so they open offline too.
  useEffect(() => {
    void Promise.all([import("./recipe-detail.page"), import("./recipe-editor.page")]).catch(() => {
      // Offline already: those screens' own render says so, as it would have without this.
    });
  }, []);
  const { search: searched, tag: tagged, maxTotalMinutes, savedOnly } = filter;
  const listed = useMemo(
    () => (shown ? applyPendingRecipes(shown.recipes, outbox.pending, { search: searched, tag: tagged, maxTotalMinutes, savedOnly }, (id) => cachedRecipe(client, id)) : []),
    [shown, outbox.pending, searched, tagged, maxTotalMinutes, savedOnly, client],
  );

  if (!shown) {
    if (!error) return <LoadingScreen />;
    return (
      <div className="page page--narrow form-error" role="alert">
        <p>Failed to load recipes</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const coverage = new Map((byPantry ? (ranked ?? []) : []).map((c) => [c.recipe.id, c]));
  const recipes: ShownRecipe[] = byPantry ? (ranked ?? []).map((c) => c.recipe) : listed;
  const filtered = Boolean(filter.search || filter.tag || filter.maxTotalMinutes || byPantry);
  return (
    <div className="page stack recipes">
      <header className="recipes__header">
        <div>
          <h1>{title}</h1>
          <p className="page__lead">
            {saved
              ? "The recipes your household bookmarked, latest first."
              : "Every recipe your household keeps: typed in, imported from a web page, or shared by friends."}
          </p>
        </div>
        {!saved && (
          <Link className="button button--primary" to="/app/recipes/add">
            Add recipe
          </Link>
        )}
      </header>

      <form className="recipes__filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-search`}>
            Search
          </label>
          <input
            id={`${id}-search`}
            className="input"
            type="search"
            placeholder="Title, tag or ingredient"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-tag`}>
            Tag
          </label>
          <select id={`${id}-tag`} className="select" value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">All tags</option>
            {shown.recipeTags.map((t) => (
              <option key={t.tag} value={t.tag}>
                {t.tag} ({t.count})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-time`}>
            Total time
          </label>
          <select id={`${id}-time`} className="select" value={maxTime} onChange={(e) => setMaxTime(e.target.value)}>
            {TIME_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-pantry`}>
            In the pantry
          </label>
          <select id={`${id}-pantry`} className="select" value={pantry} onChange={(e) => setPantry(e.target.value)}>
            {PANTRY_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {!saved && !byPantry && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setPantry("0")}>
            What can I cook now?
          </button>
        </p>
      )}
      {byPantry && (
        <p className="recipes__pantry-note" role="status">
          {cookable.loading && !ranked
            ? "Checking your pantry…"
            : "Ranked by how much of each recipe your pantry holds; among equals, the ones that use food expiring soonest come first."}
        </p>
      )}

      {recipes.length === 0 ? (
        <div className="card recipes__empty">
          {byPantry && cookable.loading && !ranked ? (
            <p>Checking your pantry…</p>
          ) : byPantry && !filter.search && !filter.tag && !filter.maxTotalMinutes ? (
            <p>
              Your pantry does not cover any recipe {pantry === "0" ? "yet" : "this much"}. <Link to="/app/add-item">Add what you have</Link> to see
              what you can cook.
            </p>
          ) : filtered ? (
            <p>No recipe matches these filters.</p>
          ) : saved ? (
            <p>
              Nothing saved yet. Open a recipe and choose <strong>Save</strong> to keep it here.
            </p>
          ) : (
            <p>
              No recipes yet. <Link to="/app/recipes/add">Add your first one</Link>, or import it from a recipe web page.
            </p>
          )}
        </div>
      ) : (
        <ul className="recipes__grid" aria-label={title}>
          {recipes.map((r) => (
            <li key={r.id} className={`card recipe-card${r.pending ? " recipe-card--pending" : ""}`} data-coverage={coverage.get(r.id)?.coverage}>
              {ownPhotoUrl(r.photoUrl) && <img className="recipe-card__photo" src={ownPhotoUrl(r.photoUrl)!} alt="" loading="lazy" />}
              <h2 className="recipe-card__title">
                <Link to={`/app/recipes/${r.id}`}>{r.title}</Link>
              </h2>
              <p className="recipe-card__meta">
                {[`${r.servings} servings`, formatMinutes(r.totalMinutes), r.saved ? "Saved" : ""].filter(Boolean).join(" · ")}
              </p>
              {r.pending && <p className="recipe__waiting">Waiting to sync</p>}
              {coverage.has(r.id) && (
                <p className="recipe-card__pantry">
                  {pantryLine(coverage.get(r.id)!)}
                  {coverage.get(r.id)!.missing.length > 0 && <span className="recipe-card__missing"> · Missing: {coverage.get(r.id)!.missing.join(", ")}</span>}
                </p>
              )}
              {r.tags.length > 0 && (
                <ul className="recipe-tags" aria-label="Tags">
                  {r.tags.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function SavedRecipesPage() {
  return <RecipesListPage saved />;
}
