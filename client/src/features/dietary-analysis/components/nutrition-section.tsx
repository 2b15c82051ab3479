import type { PantryDietaryAnalysisQuery } from "../../../gql/graphql";

type Analysis = PantryDietaryAnalysisQuery["pantryDietaryAnalysis"];

const grams = (value: number) => `${Math.round(value).toLocaleString("en-US")} g`;
const kcal = (value: number) => `${Math.round(value).toLocaleString("en-US")} kcal`;

/** Energy and macros the pantry holds, by category, with how many items the figures cover. */
export function NutritionSection({ analysis }: { analysis: Analysis }) {
  const { totals, categories, itemCount, knownCount } = analysis;
  return (
    <section className="card" aria-labelledby="dietary-nutrition-heading">
      <h2 id="dietary-nutrition-heading">What the pantry holds</h2>
      {itemCount === 0 ? (
        <p>Your pantry is empty. Add what you keep, or buy items on a shopping list, and their nutrition adds up here.</p>
      ) : (
        <>
          <p data-testid="dietary-coverage">
            {kcal(totals.energyKcal)} in all: {grams(totals.proteinG)} protein, {grams(totals.carbohydrateG)} carbohydrate (
            {grams(totals.sugarsG)} sugars), {grams(totals.fatG)} fat, {grams(totals.fibreG)} fibre. Known for {knownCount} of {itemCount}{" "}
            {itemCount === 1 ? "item" : "items"}
            {knownCount < itemCount ? ": items without a catalogue product, nutrition figures or a weighable amount are not counted." : "."}
          </p>
          <div className="dietary-table-wrap">
            <table className="dietary-table">
              <caption className="visually-hidden">Energy and macronutrients by category</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Energy</th>
                  <th scope="col">Protein</th>
                  <th scope="col">Carbs</th>
                  <th scope="col">Fat</th>
                  <th scope="col">Fibre</th>
                  <th scope="col">Known for</th>
                </tr>
              </thead>
              <tbody>
                {categories.map((c) => (
                  <tr key={c.category}>
                    <th scope="row">{c.category}</th>
                    <td>{c.knownCount > 0 ? kcal(c.energyKcal) : "–"}</td>
                    <td>{c.knownCount > 0 ? grams(c.proteinG) : "–"}</td>
                    <td>{c.knownCount > 0 ? grams(c.carbohydrateG) : "–"}</td>
                    <td>{c.knownCount > 0 ? grams(c.fatG) : "–"}</td>
                    <td>{c.knownCount > 0 ? grams(c.fibreG) : "–"}</td>
                    <td>
                      {c.knownCount} of {c.itemCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="dietary-source">Figures per 100 g come from each product in the catalogue (USDA FoodData Central for the starter products).</p>
        </>
      )}
    </section>
  );
}
