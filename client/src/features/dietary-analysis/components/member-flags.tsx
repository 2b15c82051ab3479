import { Link } from "react-router-dom";
import type { DietaryFlagFieldsFragment, PantryDietaryAnalysisQuery } from "../../../gql/graphql";
import { conflictLabel, conflictReason, dietaryLabel } from "../../../lib/dietary-labels";

type Member = PantryDietaryAnalysisQuery["pantryDietaryAnalysis"]["members"][number];

function FlagList({ flags, link, empty, label }: { flags: readonly DietaryFlagFieldsFragment[]; link?: (id: string) => string; empty: string; label: string }) {
  if (flags.length === 0) return <p className="dietary-ok">{empty}</p>;
  return (
    <ul className="dietary-flags" aria-label={label}>
      {flags.map((flag) => (
        <li key={flag.id} className="dietary-flag">
          <span className="dietary-flag__name">{link ? <Link to={link(flag.id)}>{flag.name}</Link> : flag.name}</span>
          <ul className="dietary-flag__why">
            {flag.conflicts.map((c, i) => (
              <li key={i}>
                <strong>{conflictLabel(c)}</strong>: {conflictReason(c)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** One member's diets and allergies, and the pantry items, recipes and planned meals that conflict with them. */
export function MemberFlags({ member, planFrom, planTo }: { member: Member; planFrom: string; planTo: string }) {
  const needs = [...member.allergies.map((a) => `${dietaryLabel(a)} allergy`), ...member.diets.map(dietaryLabel)];
  const headingId = `dietary-member-${member.memberId}`;
  return (
    <li className="card dietary-member" aria-labelledby={headingId} data-testid="dietary-member">
      <h3 id={headingId}>
        {member.name}
        {member.isActive ? null : <span className="dietary-member__inactive"> (inactive)</span>}
      </h3>
      {needs.length === 0 ? (
        <p>
          No diets or allergies recorded. <Link to="/app/family-members">Add them on Family Members</Link> to see what to watch for.
        </p>
      ) : (
        <>
          <p className="dietary-member__needs">{needs.join(" · ")}</p>
          <h4>In the pantry</h4>
          <FlagList flags={member.pantry} label={`Pantry items that don't suit ${member.name}`} empty="Nothing in the pantry conflicts." />
          <h4>Recipes</h4>
          <FlagList
            flags={member.recipes}
            link={(id) => `/app/recipes/${id}`}
            label={`Recipes that don't suit ${member.name}`}
            empty="None of your recipes conflict."
          />
          {member.plan ? (
            <>
              <h4>
                Meal plan, {planFrom} to {planTo}
              </h4>
              <FlagList
                flags={member.plan}
                link={(id) => `/app/recipes/${id}`}
                label={`Planned meals that don't suit ${member.name}`}
                empty="Nothing planned this week conflicts."
              />
            </>
          ) : null}
        </>
      )}
    </li>
  );
}
