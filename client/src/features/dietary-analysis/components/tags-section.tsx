import type { PantryDietaryAnalysisQuery } from "../../../gql/graphql";
import { dietaryLabel } from "../../../lib/dietary-labels";

type Tag = PantryDietaryAnalysisQuery["pantryDietaryAnalysis"]["allergens"][number];

function TagList({ tags, empty, label }: { tags: readonly Tag[]; empty: string; label: string }) {
  if (tags.length === 0) return <p>{empty}</p>;
  return (
    <ul className="dietary-tags" aria-label={label}>
      {tags.map((t) => (
        <li key={t.tag}>
          <strong>{dietaryLabel(t.tag)}</strong> ({t.itemCount}): {t.items.join(", ")}
        </li>
      ))}
    </ul>
  );
}

/** Allergens and diet tags present in the pantry, and which items carry them. */
export function TagsSection({ allergens, dietTags }: { allergens: readonly Tag[]; dietTags: readonly Tag[] }) {
  return (
    <section className="card" aria-labelledby="dietary-tags-heading">
      <h2 id="dietary-tags-heading">Allergens and diet tags in the pantry</h2>
      <h3>Allergens</h3>
      <TagList tags={allergens} label="Allergens present" empty="No allergens found among your pantry items." />
      <h3>Diet tags</h3>
      <TagList tags={dietTags} label="Diet tags present" empty="No pantry item carries a diet tag yet." />
    </section>
  );
}
