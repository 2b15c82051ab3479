import type { ProductFieldsFragment } from "../../../gql/graphql";

const ROWS: [keyof NonNullable<ProductFieldsFragment["nutritionPer100"]>, string, string][] = [
  ["energyKcal", "Energy", "kcal"],
  ["fatG", "Fat", "g"],
  ["saturatedFatG", "of which saturates", "g"],
  ["carbohydrateG", "Carbohydrate", "g"],
  ["sugarsG", "of which sugars", "g"],
  ["fibreG", "Fibre", "g"],
  ["proteinG", "Protein", "g"],
  ["saltG", "Salt", "g"],
  ["sodiumMg", "Sodium", "mg"],
];

/** Nutrition per 100 g or 100 ml, as on a label. */
export function NutritionTable({ nutrition }: { nutrition: ProductFieldsFragment["nutritionPer100"] }) {
  if (!nutrition) return <p>No nutrition figures yet.</p>;
  return (
    <table className="product-nutrition">
      <caption>Per 100 {nutrition.basis}</caption>
      <tbody>
        {ROWS.map(([key, label, unit]) => {
          const value = nutrition[key];
          return (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{typeof value === "number" ? `${value} ${unit}` : "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
