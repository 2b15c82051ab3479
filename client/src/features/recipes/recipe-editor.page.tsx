import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { createUuid } from "../../lib/uuid";
import { ImportPanel } from "./components/import-panel";
import { useShownRecipe } from "./hooks/use-shown-recipe.hook";
import type { RecipeChange } from "./recipe-pending";
import {
  EMPTY_RECIPE,
  emptyIngredient,
  emptyStep,
  ownPhotoUrl,
  parseRecipeForm,
  toFormValues,
  type IngredientRow,
  type RecipeFormValues,
  type StepRow,
} from "./recipe-form";
import "./recipes.css";

/** /app/recipes/add (with import) and /app/recipes/{id}/edit. */
export function RecipeEditorPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  // A recipe the device read in a list opens from that copy (also offline); one queued here, from the outbox.
  const { recipe, waiting, outbox } = useShownRecipe(id);
  useDocumentTitle(editing ? "Edit Recipe" : "Add Recipe");
  // The screen a save opens next, loaded now: saved offline, it must not need code this device has not got.
  useEffect(() => {
    void import("./recipe-detail.page").catch(() => {
      // Offline already: that screen's own render says so, as it would have without this.
    });
  }, []);
  if (editing && !recipe) {
    if (waiting) return <LoadingScreen />;
    return (
      <div className="page page--narrow" role="alert">
        <h1>Recipe not found</h1>
        <Link to="/app/recipes">Back to My Recipes</Link>
      </div>
    );
  }
  return <RecipeEditor key={recipe?.id ?? "new"} recipeId={id} initial={recipe ? toFormValues(recipe) : EMPTY_RECIPE} enqueue={outbox.enqueue} />;
}

function RecipeEditor({ recipeId, initial, enqueue }: { recipeId?: string; initial: RecipeFormValues; enqueue: (change: RecipeChange) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [importNotes, setImportNotes] = useState<readonly string[]>([]);
  const [newId] = useState(() => createUuid());

  const set = <K extends keyof RecipeFormValues>(field: K, value: RecipeFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const setIngredient = (index: number, change: Partial<IngredientRow>) =>
    set("ingredients", values.ingredients.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const setStep = (index: number, change: Partial<StepRow>) =>
    set("steps", values.steps.map((row, i) => (i === index ? { ...row, ...change } : row)));

  /** The change goes through the shared outbox: shown at once (waiting to sync while offline), sent once. */
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseRecipeForm(values);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    const target = recipeId ?? newId;
    enqueue(recipeId ? { kind: "update", recipeId, input: parsed.input } : { kind: "create", recipeId: newId, input: parsed.input });
    if (typeof navigator !== "undefined" && !navigator.onLine) {
      toast({ title: "Saved on this device", description: `${parsed.input.title} reaches your family once you're back online.` });
    }
    navigate(`/app/recipes/${target}`);
  }

  const text = (field: keyof RecipeFormValues, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className="input"
        value={values[field] as string}
        onChange={(e) => set(field, e.target.value as never)}
        {...props}
      />
    </div>
  );

  return (
    <div className="page stack">
      <h1>{recipeId ? "Edit Recipe" : "Add Recipe"}</h1>
      {!recipeId && (
        <ImportPanel
          onDraft={(draft) => {
            setValues(toFormValues(draft));
            setImportNotes(draft.importNotes ?? []);
            toast({ title: "Recipe read", description: [...(draft.importNotes ?? []), "Check the details below, then save it."].join(". ") });
          }}
        />
      )}
      <form className="stack" onSubmit={submit} noValidate aria-label="Recipe">
        <section className="card stack">
          {text("title", "Title", { required: true, maxLength: 200 })}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-description`}>
              Description
            </label>
            <textarea
              id={`${id}-description`}
              className="input"
              rows={3}
              value={values.description}
              onChange={(e) => set("description", e.target.value)}
            />
          </div>
          <div className="recipes__filters">
            {text("servings", "Servings", { type: "number", min: 0.5, step: 0.5, inputMode: "decimal" })}
            {text("prepMinutes", "Prep time (min)", { type: "number", min: 0, inputMode: "numeric" })}
            {text("cookMinutes", "Cook time (min)", { type: "number", min: 0, inputMode: "numeric" })}
          </div>
          {text("tags", "Tags (comma separated)")}
          {ownPhotoUrl(values.photoUrl) ? (
            <div className="field">
              <span className="field__label">Photo</span>
              <img className="recipe-card__photo" src={ownPhotoUrl(values.photoUrl)!} alt="The recipe's photo" style={{ maxWidth: "20rem" }} />
              <button type="button" className="button button--secondary" onClick={() => set("photoUrl", "")}>
                Remove photo
              </button>
            </div>
          ) : (
            text("photoUrl", "Photo from a web address (Hearth keeps its own copy)", { type: "url", inputMode: "url", placeholder: "https://" })
          )}
          {importNotes.length > 0 && (
            <ul className="field__hint" aria-label="Import notes">
              {importNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {text("sourceUrl", "Source address", { type: "url", inputMode: "url" })}
        </section>

        <section className="card stack" aria-labelledby={`${id}-ingredients`}>
          <h2 id={`${id}-ingredients`}>Ingredients</h2>
          {values.ingredients.map((row, index) => (
            <fieldset key={row.id} className="recipe-editor__row">
              <legend className="visually-hidden">Ingredient {index + 1}</legend>
              <input className="input" aria-label="Amount" inputMode="decimal" value={row.quantity} onChange={(e) => setIngredient(index, { quantity: e.target.value })} />
              <input className="input" aria-label="Unit" value={row.unit} onChange={(e) => setIngredient(index, { unit: e.target.value })} />
              <input className="input" aria-label="Ingredient" value={row.name} onChange={(e) => setIngredient(index, { name: e.target.value })} />
              <input className="input" aria-label="Note" placeholder="note" value={row.note} onChange={(e) => setIngredient(index, { note: e.target.value })} />
              <label>
                <input type="checkbox" checked={row.optional} onChange={(e) => setIngredient(index, { optional: e.target.checked })} /> optional
              </label>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove ${row.name || "ingredient"}`}
                onClick={() => set("ingredients", values.ingredients.filter((_, i) => i !== index))}
              >
                ✕
              </button>
              <input
                className="input"
                aria-label="Group heading"
                placeholder="Group heading (e.g. For the sauce)"
                value={row.group}
                onChange={(e) => setIngredient(index, { group: e.target.value })}
                style={{ gridColumn: "1 / -1" }}
              />
            </fieldset>
          ))}
          <button type="button" className="button button--secondary" onClick={() => set("ingredients", [...values.ingredients, emptyIngredient()])}>
            Add ingredient
          </button>
        </section>

        <section className="card stack" aria-labelledby={`${id}-steps`}>
          <h2 id={`${id}-steps`}>Steps</h2>
          {values.steps.map((row, index) => (
            <fieldset key={row.id} className="stack">
              <legend>Step {index + 1}</legend>
              <div className="recipe-editor__step">
                <textarea className="input" aria-label={`Step ${index + 1}`} rows={2} value={row.text} onChange={(e) => setStep(index, { text: e.target.value })} />
                <input
                  className="input"
                  aria-label={`Timer for step ${index + 1} (minutes)`}
                  placeholder="timer min"
                  inputMode="decimal"
                  value={row.timerMinutes}
                  onChange={(e) => setStep(index, { timerMinutes: e.target.value })}
                />
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Remove step ${index + 1}`}
                  onClick={() => set("steps", values.steps.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </div>
              {values.ingredients.some((i) => i.name.trim()) && (
                <div className="recipe__actions" role="group" aria-label={`Ingredients used in step ${index + 1}`}>
                  {values.ingredients
                    .filter((i) => i.name.trim())
                    .map((i) => (
                      <label key={i.id}>
                        <input
                          type="checkbox"
                          checked={row.ingredientIds.includes(i.id)}
                          onChange={(e) =>
                            setStep(index, {
                              ingredientIds: e.target.checked ? [...row.ingredientIds, i.id] : row.ingredientIds.filter((x) => x !== i.id),
                            })
                          }
                        />{" "}
                        {i.name}
                      </label>
                    ))}
                </div>
              )}
            </fieldset>
          ))}
          <button type="button" className="button button--secondary" onClick={() => set("steps", [...values.steps, emptyStep()])}>
            Add step
          </button>
        </section>

        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="recipe__actions">
          <button type="submit" className="button button--primary">
            Save recipe
          </button>
          <Link className="button button--ghost" to={recipeId ? `/app/recipes/${recipeId}` : "/app/recipes"}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
