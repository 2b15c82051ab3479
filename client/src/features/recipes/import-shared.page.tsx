import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { describeFailure } from "../../lib/graphql-errors";
import { formatQuantity } from "../../lib/portions";
import { createUuid } from "../../lib/uuid";
import { formatMinutes, ownPhotoUrl } from "./recipe-form";
import { ImportSharedRecipeMutation, RecipesQuery, SharedRecipeQuery } from "./recipes.graphql";
import "./recipes.css";

/**
 * /app/recipes/import/{token} in the app: a shared recipe, read-only, with the button that copies it
 * into the household. Opened from a link, the server answers the public page first (no app bundle);
 * its "Add to my recipes" comes here with `?add=1` (through sign-in when needed) and copies it at once.
 * A signed-in reader is answered this screen directly. A link of the reader's own household's recipe
 * copies nothing: the screen says the recipe is already theirs and opens it.
 */
export function ImportSharedRecipePage() {
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const addNow = params.get("add") !== null;
  const started = useRef(false);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { data, error } = useQuery(SharedRecipeQuery, { variables: { token }, fetchPolicy: "network-only" });
  const [key] = useState(() => createUuid());
  const [copy, { loading }] = useMutation(ImportSharedRecipeMutation, { refetchQueries: [RecipesQuery] });
  const shared = data?.sharedRecipe;
  useDocumentTitle(shared ? `Shared recipe: ${shared.title}` : "Import Recipe");

  async function addToMine() {
    if (shared?.yourRecipeId) {
      toast({ title: "Already in My Recipes", description: `${shared.title} is one of your household's recipes.` });
      navigate(`/app/recipes/${shared.yourRecipeId}`);
      return;
    }
    try {
      const result = await copy({ variables: { token, idempotencyKey: key } });
      const recipe = result.data?.importSharedRecipe;
      if (recipe) {
        toast({ title: "Recipe added", description: `${recipe.title} is now in My Recipes.` });
        navigate(`/app/recipes/${recipe.id}`);
      }
    } catch (failure) {
      toast({ title: "Could not add the recipe", description: describeFailure(failure).message ?? undefined, variant: "destructive" });
    }
  }

  useEffect(() => {
    if (!addNow || !shared || started.current) return;
    started.current = true;
    void addToMine();
    // addToMine only reads the token and the key, which do not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addNow, shared]);

  if (!shared) {
    if (!error) return <LoadingScreen />;
    const unreachable = describeFailure(error);
    // Importing a shared recipe needs the server: offline (or unreachable) says so rather than blaming the link.
    if (unreachable.kind === "network")
      return (
        <div className="page page--narrow stack" role="alert">
          <h1>Shared recipe</h1>
          <p>{unreachable.message ?? "The server could not be reached. Check your connection and try again."}</p>
          <Link to="/app/recipes">Go to My Recipes</Link>
        </div>
      );
    return (
      <div className="page page--narrow stack" role="alert">
        <h1>This share link has expired or was revoked</h1>
        <p>Ask whoever sent it for a new link.</p>
        <Link to="/app/recipes">Go to My Recipes</Link>
      </div>
    );
  }

  return (
    <article className="page stack">
      <header className="stack">
        <p className="field__hint">Shared with you · link valid until {new Date(shared.expiresAt).toLocaleDateString("en-US")}</p>
        <h1>{shared.title}</h1>
        {ownPhotoUrl(shared.photoUrl) && <img className="recipe-card__photo" src={ownPhotoUrl(shared.photoUrl)!} alt="" style={{ maxWidth: "32rem" }} />}
        {shared.description && <p className="page__lead">{shared.description}</p>}
        <p className="recipe-card__meta">
          {[`${shared.servings} servings`, formatMinutes((shared.prepMinutes ?? 0) + (shared.cookMinutes ?? 0))].filter(Boolean).join(" · ")}
        </p>
        <div className="recipe__actions">
          {shared.yourRecipeId ? (
            <>
              <p className="field__hint">This recipe is already one of your household&apos;s recipes.</p>
              <Link className="button button--primary" to={`/app/recipes/${shared.yourRecipeId}`}>
                Open in My Recipes
              </Link>
            </>
          ) : (
            <button type="button" className="button button--primary" onClick={() => void addToMine()} disabled={loading}>
              {loading ? "Adding…" : "Add to my recipes"}
            </button>
          )}
        </div>
      </header>
      <div className="recipe__columns">
        <section>
          <h2>Ingredients</h2>
          <ul className="recipe__ingredients">
            {shared.ingredients.map((i) => (
              <li key={i.id}>
                <strong>{[formatQuantity(i.quantity ?? null), i.unit ?? ""].filter(Boolean).join(" ")} </strong>
                {i.name}
                {i.note ? `, ${i.note}` : ""}
                {i.optional ? " (optional)" : ""}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Steps</h2>
          <ol className="recipe__steps">
            {shared.steps.map((s) => (
              <li key={s.id}>{s.text}</li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
