import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { scaleFactor, type ScalingMethod } from "../../lib/portions";
import { readStorage, writeStorage } from "../../lib/storage";
import { createUuid } from "../../lib/uuid";
import { ScaledIngredients, type UnitSystem } from "./components/scaled-ingredients";
import { RecipeDietaryFlags } from "./components/recipe-dietary-flags";
import { RecipeNutrition } from "./components/recipe-nutrition";
import { ShareLinks } from "./components/share-links";
import { usePortions } from "./hooks/use-portions.hook";
import { useRecipesLive } from "./hooks/use-recipes-live.hook";
import { useShownRecipe } from "./hooks/use-shown-recipe.hook";
import { formatMinutes, ownPhotoUrl } from "./recipe-form";
import { RecipesQuery } from "./recipes.graphql";
import "./recipes.css";

const UNIT_KEY = "recipeUnitSystem";

/** /app/recipes/{id}: the recipe scaled for the family, in metric or US measures, with its actions. */
export function RecipeDetailPage() {
  const { id = "" } = useParams();
  const fieldId = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  // The server's copy, else the one read in a list, with this device's waiting changes laid over it.
  const { recipe, waiting, outbox } = useShownRecipe(id);
  const { data: listData } = useQuery(RecipesQuery, { variables: { filter: {} }, fetchPolicy: "cache-first" });
  useRecipesLive(listData?.recipesSyncPoint);
  const portions = usePortions();
  const [servings, setServings] = useState<number | null>(null);
  const [system, setSystemState] = useState<UnitSystem>(() => (readStorage(UNIT_KEY) as UnitSystem | null) ?? "original");
  useDocumentTitle(recipe?.title ?? "Recipe");
  // The editor opens from here (Edit, Duplicate): its code is loaded now, so it opens offline too.
  useEffect(() => {
    void import("./recipe-editor.page").catch(() => {
      // Offline already: that screen's own render says so, as it would have without this.
    });
  }, []);

  const target = servings ?? (portions.loaded ? portions.servings : recipe?.servings ?? 1);

  if (!recipe) {
    if (waiting) return <LoadingScreen />;
    return (
      <div className="page page--narrow stack" role="alert">
        <h1>Recipe not found</h1>
        <p>It may have been deleted on another device.</p>
        <Link to="/app/recipes">Back to My Recipes</Link>
      </div>
    );
  }
  const factor = scaleFactor(recipe.servings, target);
  const setSystem = (next: UnitSystem) => {
    setSystemState(next);
    writeStorage(UNIT_KEY, next);
  };

  // Not on the server yet (made or copied on this device): what the server works out for it comes once it is.
  const local = Boolean(recipe.pending) && recipe.revision === 0;

  return (
    <article className="page stack">
      <header className="stack">
        <h1>{recipe.title}</h1>
        {recipe.pending && (
          <p className="recipe__waiting" role="status">
            Waiting to sync
          </p>
        )}
        {recipe.description && <p className="page__lead">{recipe.description}</p>}
        <p className="recipe-card__meta">
          {[
            recipe.prepMinutes ? `Prep ${formatMinutes(recipe.prepMinutes)}` : "",
            recipe.cookMinutes ? `Cook ${formatMinutes(recipe.cookMinutes)}` : "",
            `Makes ${recipe.servings} servings`,
          ]
            .filter(Boolean)
            .join(" · ")}
          {recipe.sourceUrl && (
            <>
              {" · "}
              <a href={recipe.sourceUrl} rel="noopener noreferrer nofollow" target="_blank">
                Source
              </a>
            </>
          )}
        </p>
        {recipe.origin.kind === "shared" && <p className="field__hint">Copied from a shared link.</p>}
        {!local && <RecipeDietaryFlags recipeId={recipe.id} />}
        <div className="recipe__actions">
          <Link className="button button--primary" to={`/app/recipes/${recipe.id}/cook?servings=${target}`}>
            Start cooking
          </Link>
          <Link className="button button--secondary" to={`/app/recipes/${recipe.id}/edit`}>
            Edit
          </Link>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={recipe.saved}
            onClick={() => {
              outbox.enqueue({ kind: "save", recipeId: recipe.id, saved: !recipe.saved });
              toast({ title: recipe.saved ? "Removed from Saved Recipes" : "Saved to Saved Recipes" });
            }}
          >
            {recipe.saved ? "Saved ✓" : "Save"}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              const copyId = createUuid();
              outbox.enqueue({ kind: "duplicate", recipeId: copyId, sourceId: recipe.id });
              navigate(`/app/recipes/${copyId}/edit`);
            }}
          >
            Duplicate
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              if (!window.confirm(`Delete "${recipe.title}"? Its share links stop working.`)) return;
              outbox.enqueue({ kind: "delete", recipeId: recipe.id });
              navigate("/app/recipes");
            }}
          >
            Delete
          </button>
        </div>
      </header>

      {ownPhotoUrl(recipe.photoUrl) && <img className="recipe-card__photo" src={ownPhotoUrl(recipe.photoUrl)!} alt="" style={{ maxWidth: "32rem" }} />}

      <section className="card stack" aria-labelledby={`${fieldId}-scale`}>
        <h2 id={`${fieldId}-scale`}>Servings</h2>
        <div className="recipe__scaler">
          <div className="field">
            <label className="field__label" htmlFor={`${fieldId}-servings`}>
              Cook for
            </label>
            <input
              id={`${fieldId}-servings`}
              className="input"
              type="number"
              min={0.5}
              step={0.5}
              value={target}
              onChange={(e) => {
                const n = Number(e.target.value);
                if (Number.isFinite(n) && n > 0) setServings(n);
              }}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${fieldId}-method`}>
              Suggest servings by
            </label>
            <select
              id={`${fieldId}-method`}
              className="select"
              value={portions.method}
              onChange={(e) => {
                portions.setMethod(e.target.value as ScalingMethod);
                setServings(null);
              }}
            >
              <option value="family">Family portions</option>
              <option value="household">Household size</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${fieldId}-units`}>
              Units
            </label>
            <select id={`${fieldId}-units`} className="select" value={system} onChange={(e) => setSystem(e.target.value as UnitSystem)}>
              <option value="original">As written</option>
              <option value="metric">Metric</option>
              <option value="us">US</option>
            </select>
          </div>
        </div>
        <p className="recipe__portions">
          {portions.method === "family"
            ? `Family portions: ${portions.lines.map((l) => `${l.name} ×${l.multiplier}`).join(", ")} = ${portions.totalPortions}`
            : `Household size: ${portions.householdSize}`}
        </p>
      </section>

      {local ? (
        <p className="field__hint">Nutrition, diet checks and share links show once this recipe reaches your family's other devices.</p>
      ) : (
        <RecipeNutrition recipeId={recipe.id} revision={recipe.revision} />
      )}
      <div className="recipe__columns">
        <section aria-labelledby={`${fieldId}-ingredients`}>
          <h2 id={`${fieldId}-ingredients`}>Ingredients</h2>
          <ScaledIngredients ingredients={recipe.ingredients} factor={factor} system={system} />
        </section>
        <section aria-labelledby={`${fieldId}-steps`}>
          <h2 id={`${fieldId}-steps`}>Steps</h2>
          <ol className="recipe__steps">
            {recipe.steps.map((s) => (
              <li key={s.id}>
                {s.text}
                {s.timerSeconds ? <small> (timer {formatMinutes(Math.round(s.timerSeconds / 60)) || `${s.timerSeconds} s`})</small> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      {!local && <ShareLinks recipeId={recipe.id} />}
    </article>
  );
}
