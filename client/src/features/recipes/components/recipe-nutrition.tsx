import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const RecipeNutritionQuery = graphql(`
  query RecipeNutrition($id: ID!) {
    recipe(id: $id) {
      id
      revision
      nutritionPerServing {
        energyKcal
        proteinG
        carbohydrateG
        fatG
        known
        total
      }
    }
  }
`);

/** Nutrition per serving, computed from the catalogue's figures (never typed), with how much of it is known. */
export function RecipeNutrition({ recipeId, revision }: { recipeId: string; revision?: number }) {
  const { data } = useQuery(RecipeNutritionQuery, { variables: { id: recipeId }, fetchPolicy: revision === undefined ? "cache-first" : "cache-and-network" });
  const n = data?.recipe.nutritionPerServing;
  if (!n) return null;
  return (
    <section className="card" aria-labelledby="recipe-nutrition-heading" data-testid="recipe-nutrition">
      <h2 id="recipe-nutrition-heading">Nutrition per serving</h2>
      {n.total === 0 ? (
        <p>Add ingredients with amounts to see nutrition.</p>
      ) : (
        <>
          <dl className="recipe-nutrition">
            <div>
              <dt>Energy</dt>
              <dd>{Math.round(n.energyKcal)} kcal</dd>
            </div>
            <div>
              <dt>Protein</dt>
              <dd>{n.proteinG} g</dd>
            </div>
            <div>
              <dt>Carbohydrate</dt>
              <dd>{n.carbohydrateG} g</dd>
            </div>
            <div>
              <dt>Fat</dt>
              <dd>{n.fatG} g</dd>
            </div>
          </dl>
          <p>
            Nutrition known for {n.known} of {n.total} {n.total === 1 ? "ingredient" : "ingredients"}
            {n.known < n.total ? ": link the others to catalogue products with nutrition figures to count them." : "."}
          </p>
        </>
      )}
    </section>
  );
}
