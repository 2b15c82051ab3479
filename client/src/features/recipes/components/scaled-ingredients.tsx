import { formatQuantity, scaleQuantity } from "../../../lib/portions";
import type { RecipeFieldsFragment } from "../../../gql/graphql";

export type UnitSystem = "original" | "metric" | "us";
type Ingredient = RecipeFieldsFragment["ingredients"][number];

/** One ingredient's amount at `factor`, in the chosen system ("1½ cup", "200 g", ""). */
export function amountOf(ingredient: Ingredient, factor: number, system: UnitSystem): string {
  const measure =
    system === "metric" ? ingredient.metric : system === "us" ? ingredient.us : { quantity: ingredient.quantity, unit: ingredient.unit };
  const q = scaleQuantity(measure.quantity ?? null, factor);
  return [formatQuantity(q), measure.unit ?? ""].filter(Boolean).join(" ");
}

/** The ingredient list, grouped under its headings, amounts scaled. */
export function ScaledIngredients({
  ingredients,
  factor,
  system,
  className = "recipe__ingredients",
}: {
  ingredients: readonly Ingredient[];
  factor: number;
  system: UnitSystem;
  className?: string;
}) {
  let group: string | null = null;
  const items: React.ReactNode[] = [];
  for (const i of ingredients) {
    if (i.group && i.group !== group) items.push(<li key={`g-${i.id}`} className="recipe__group">{i.group}</li>);
    group = i.group ?? null;
    const amount = amountOf(i, factor, system);
    items.push(
      <li key={i.id}>
        {amount && <strong>{amount} </strong>}
        {i.name}
        {i.note ? `, ${i.note}` : ""}
        {i.optional ? " (optional)" : ""}
      </li>,
    );
  }
  return <ul className={className}>{items}</ul>;
}
