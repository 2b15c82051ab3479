import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { MemberFlags } from "./components/member-flags";
import { NutritionSection } from "./components/nutrition-section";
import { TagsSection } from "./components/tags-section";
import { DietaryChangedSubscription, PantryDietaryAnalysisQuery } from "./dietary-analysis.graphql";
import "./dietary-analysis.css";
import { useLiveSubscription } from "../../lib/live-reads";

function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** This device's week: today and the six days after it. */
function weekAhead(): { from: string; to: string } {
  const today = new Date();
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 6);
  return { from: localDay(today), to: localDay(end) };
}

/**
 * /app/pantry-dietary-analysis: the pantry in nutrition terms, allergens and diet tags present, and
 * each member's diets and allergies flagged against pantry items, recipes and the week's plan; live.
 */
export function DietaryAnalysisPage() {
  useDocumentTitle("Dietary Analysis");
  const week = weekAhead();
  const { data, error, refetch } = useQuery(PantryDietaryAnalysisQuery, { variables: week, fetchPolicy: "cache-and-network" });
  useLiveSubscription(DietaryChangedSubscription, {
    variables: { since: data?.dietarySyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const analysis = data?.pantryDietaryAnalysis;

  return (
    <div className="page stack dietary-page">
      <header>
        <h1>Dietary Analysis</h1>
        <p className="page__lead">
          What your pantry holds in nutrition terms, which allergens are in the house, and what doesn't suit each family member.
        </p>
      </header>
      {error && !data ? (
        <div className="form-error" role="alert">
          <p>Failed to load the dietary analysis.</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {!analysis && !error ? <p>Loading dietary analysis...</p> : null}
      {analysis ? (
        <>
          <section aria-labelledby="dietary-members-heading" className="stack">
            <h2 id="dietary-members-heading">Family members</h2>
            {analysis.members.length === 0 ? (
              <p className="card">
                No family members yet. <Link to="/app/family-members">Add the people you cook for</Link> with their allergies and diets, and
                the pantry items and recipes that don't suit them are flagged here.
              </p>
            ) : (
              <ul className="dietary-members">
                {analysis.members.map((member) => (
                  <MemberFlags key={member.memberId} member={member} planFrom={analysis.planFrom} planTo={analysis.planTo} />
                ))}
              </ul>
            )}
          </section>
          <TagsSection allergens={analysis.allergens} dietTags={analysis.dietTags} />
          <NutritionSection analysis={analysis} />
        </>
      ) : null}
    </div>
  );
}
