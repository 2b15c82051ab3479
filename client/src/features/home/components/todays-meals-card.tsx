import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { graphql } from "../../../gql";
import { useLiveSubscription } from "../../../lib/live-reads";

const TodaysMealsQuery = graphql(`
  query HomeTodaysMeals($day: String!) {
    mealPlan(from: $day, to: $day) {
      syncPoint
      entries {
        id
        slot
        title
        servings
      }
      days {
        date
        nutrition {
          energyKcal
          known
          total
        }
      }
    }
  }
`);

const HomeMealPlanChangedSubscription = graphql(`
  subscription HomeMealPlanChanged($since: Int) {
    mealPlanChanged(since: $since) {
      sequence
    }
  }
`);

const SLOT_NAMES: Record<string, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" };

/** Today's planned meals, live. */
export function TodaysMealsCard() {
  const now = new Date();
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  const { data, refetch } = useQuery(TodaysMealsQuery, { variables: { day }, fetchPolicy: "cache-and-network" });
  useLiveSubscription(HomeMealPlanChangedSubscription, {
    variables: { since: data?.mealPlan.syncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const entries = data?.mealPlan.entries ?? [];
  const total = data?.mealPlan.days[0]?.nutrition;

  return (
    <section className="card home-card" aria-labelledby="home-meals-heading" data-testid="todays-meals">
      <h2 id="home-meals-heading">Today's meals</h2>
      {!data ? (
        <p>Loading today's meals...</p>
      ) : entries.length === 0 ? (
        <p>Nothing planned for today yet.</p>
      ) : (
        <>
          <ul className="home-card__list" aria-label="Today's meals">
            {entries.map((e) => (
              <li key={e.id}>
                {SLOT_NAMES[e.slot] ?? e.slot}: {e.title} ({e.servings} {e.servings === 1 ? "serving" : "servings"})
              </li>
            ))}
          </ul>
          {total && total.total > 0 && (
            <p>
              About {Math.round(total.energyKcal)} kcal planned in all (nutrition known for {total.known} of {total.total} ingredients).
            </p>
          )}
        </>
      )}
      <Link className="button button--secondary" to={`/app/meal-planner?date=${day}`}>
        Open the meal plan
      </Link>
    </section>
  );
}
