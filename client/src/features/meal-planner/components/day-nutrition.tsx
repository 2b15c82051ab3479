import type { MealPlanQuery } from "../../../gql/graphql";
import { coverageText, goalShare, macrosText } from "../nutrition-text";

type Day = MealPlanQuery["mealPlan"]["days"][number];

const GOALS = [
  ["energyKcal", "Energy", "kcal"],
  ["proteinG", "Protein", "g"],
  ["carbohydrateG", "Carbohydrate", "g"],
  ["fatG", "Fat", "g"],
] as const;

/** A day's nutrition: the whole day, then each member by their portion, against their goals. */
export function DayNutrition({ day }: { day: Day }) {
  return (
    <section className="plan-nutrition" aria-label={`Nutrition for ${day.date}`} data-testid={`day-nutrition-${day.date}`}>
      <p className="plan-nutrition__total">
        <strong>Whole day:</strong> {macrosText(day.nutrition)} <span className="plan-muted">({coverageText(day.nutrition)})</span>
      </p>
      {day.members.length === 0 ? (
        <p className="plan-muted">Add family members to see what each person eats.</p>
      ) : (
        <ul className="plan-nutrition__members">
          {day.members.map((m) => (
            <li key={m.memberId} data-testid={`member-nutrition-${m.memberId}`}>
              <strong>{m.name}</strong> <span className="plan-muted">(portion × {m.portionMultiplier})</span>
              <div>
                {macrosText(m.nutrition)} <span className="plan-muted">({coverageText(m.nutrition)})</span>
              </div>
              {m.goal ? (
                <div className="plan-goals">
                  {GOALS.map(([field, label, unit]) => {
                    const goal = m.goal?.[field];
                    if (goal === null || goal === undefined) return null;
                    const share = goalShare(m.nutrition[field], goal);
                    return (
                      <div key={field} className="plan-goal">
                        <span>
                          {label}: {Math.round(m.nutrition[field])} of {goal} {unit} ({share}%)
                        </span>
                        <meter min={0} max={100} low={80} high={110} optimum={100} value={Math.min(share, 150)} aria-label={`${m.name} ${label} against goal`} />
                      </div>
                    );
                  })}
                </div>
              ) : (
                <div className="plan-muted">No daily goals set.</div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
