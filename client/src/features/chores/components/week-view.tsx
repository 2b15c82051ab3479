import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo } from "react";
import { ChoreOccurrencesQuery } from "../chores.graphql";
import { occurrenceAssignee } from "../chores-view";
import type { Member } from "./chore-form";

/** The next seven days, day by day: each chore's current occurrence and the ones its rule brings after it. */
export function WeekView({
  now,
  members,
  chores,
  syncPoint,
}: {
  now: Date;
  members: readonly Member[];
  /** The chores as the page read them: their assignment mode words the days the server names no one for. */
  chores: readonly { id: string; assignment: { mode: string } }[];
  syncPoint: number;
}) {
  const from = useMemo(() => new Date(now.getFullYear(), now.getMonth(), now.getDate()), [now]);
  const to = useMemo(() => new Date(from.getFullYear(), from.getMonth(), from.getDate() + 7), [from]);
  const { data, refetch } = useQuery(ChoreOccurrencesQuery, {
    variables: { from: from.toISOString(), to: to.toISOString() },
    fetchPolicy: "cache-and-network",
  });
  // Another device changed something: the projected dates may have moved.
  useEffect(() => {
    refetch().catch(() => undefined);
  }, [syncPoint, refetch]);

  const nameOf = (id: string) => members.find((m) => m.id === id)?.name ?? "A former member";
  const modeOf = (choreId: string) => chores.find((c) => c.id === choreId)?.assignment.mode;
  const days = Array.from({ length: 7 }, (_, i) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + i));
  const occurrences = data?.choreOccurrences ?? [];

  return (
    <div className="week" data-testid="chores-week">
      {days.map((day) => {
        const next = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
        const items = occurrences.filter((o) => new Date(o.dueAt) >= day && new Date(o.dueAt) < next);
        const label = day.toLocaleDateString("en-US", { weekday: "long", month: "short", day: "numeric" });
        return (
          <section key={label} className="week__day" aria-label={label}>
            <h3>{label}</h3>
            {items.length === 0 ? (
              <p className="notice-text">Nothing due.</p>
            ) : (
              <ul>
                {items.map((o) => {
                  const who = occurrenceAssignee(o, modeOf(o.choreId), nameOf);
                  return (
                    <li key={`${o.choreId}-${o.dueAt}`}>
                      <strong>{o.title}</strong> · {new Date(o.dueAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}
                      {who && ` · ${who}`}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
