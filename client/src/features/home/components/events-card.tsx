import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { todayBounds, timeOfDay } from "../home-day";
import { HomeCalendarChangedSubscription, HomeCalendarQuery } from "../home-today.graphql";
import { useLiveSubscription } from "../../../lib/live-reads";

/** Today's events on the family calendar; live. */
export function EventsCard() {
  const variables = useMemo(() => {
    const { start, end } = todayBounds();
    return { from: start.toISOString(), to: end.toISOString() };
  }, []);
  const { data, refetch } = useQuery(HomeCalendarQuery, { variables, fetchPolicy: "cache-and-network" });
  useLiveSubscription(HomeCalendarChangedSubscription, {
    variables: { since: data?.calendarSyncPoint ?? null },
    skip: data === undefined,
    fetchPolicy: "no-cache",
    onData: () => void refetch().catch(() => undefined),
  });
  const events = data?.calendarOccurrences ?? [];

  return (
    <section className="card home-card" aria-labelledby="home-events-heading">
      <h2 id="home-events-heading">Today's events</h2>
      {!data ? (
        <p>Loading today's events...</p>
      ) : events.length === 0 ? (
        <p>Nothing on the family calendar today. Add school runs, practice and appointments so everyone knows the plan.</p>
      ) : (
        <ul className="home-card__list" aria-label="Today's events">
          {events.slice(0, 5).map((e) => (
            <li key={`${e.eventId}-${e.occurrenceStart}`}>
              {e.allDay ? "All day" : `${timeOfDay(e.start)}–${timeOfDay(e.end)}`}: {e.title}
              {e.location ? ` · ${e.location}` : ""}
            </li>
          ))}
        </ul>
      )}
      <Link className="button button--secondary" to="/app/calendar">
        Open the Calendar
      </Link>
    </section>
  );
}
