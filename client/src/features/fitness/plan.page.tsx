import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import type { WorkoutPlanFieldsFragment } from "../../gql/graphql";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { createUuid } from "../../lib/uuid";
import { MemberPicker } from "./components/member-picker";
import { WorkoutPlansQuery } from "./fitness.graphql";
import { plansWithPending, tickedNow, tickWaiting } from "./fitness-pending";
import { addDays, formatDay, formatLb, formatWeek, isoDay, mondayOf, WEEKDAYS } from "./fitness-units";
import { useFitnessBase, useFitnessOutbox, useFitnessUser, useRereads } from "./hooks/use-fitness.hook";
import "./fitness.css";
import { waitingToSync } from "../../lib/outbox/outbox-status";

type Item = WorkoutPlanFieldsFragment["items"][number];

function itemDetails(item: Item): string {
  const parts: string[] = [];
  if (item.durationMinutes) parts.push(`${item.durationMinutes} min`);
  if (item.sets && item.reps) parts.push(`${item.sets} × ${item.reps}${item.weightKg ? ` × ${formatLb(item.weightKg)}` : ""}`);
  return parts.join(" · ");
}

/** /app/fitness/plan: a member's weekly plans; tick an exercise off and it is logged to the week. */
export function WorkoutPlanPage() {
  useDocumentTitle("Workout Planning");
  const { userId } = useFitnessUser();
  const today = isoDay(new Date());
  const [weekStart, setWeekStart] = useState(() => mondayOf(today));
  const reloadRef = useRef<() => void>(() => undefined);
  const base = useFitnessBase(() => reloadRef.current());
  const { data, refetch } = useQuery(WorkoutPlansQuery, {
    variables: { memberId: base.memberId ?? "", weekStart },
    skip: !base.memberId,
    fetchPolicy: "cache-and-network",
  });
  const reload = useRereads(refetch);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);
  const outbox = useFitnessOutbox(userId, reload);
  // The server's plans with the saves and deletions still waiting in the outbox laid over them, each marked.
  const served = data?.workoutPlans;
  const memberId = base.memberId;
  const plans = useMemo(() => (served && memberId ? plansWithPending(served, outbox.pending, memberId, weekStart) : []), [served, memberId, outbox.pending, weekStart]);

  if (!base.data && !base.failed) return <LoadingScreen />;
  const member = base.member;
  const activityName = (code: string) => base.activities.find((a) => a.code === code)?.name ?? code;

  const toggle = (plan: WorkoutPlanFieldsFragment, item: Item, ticked: boolean) => {
    if (ticked) outbox.enqueue({ kind: "untick", targetId: plan.id, itemId: item.id, weekStart });
    else outbox.enqueue({ kind: "tick", targetId: plan.id, itemId: item.id, weekStart, workoutId: createUuid() });
  };

  return (
    <div className="page fitness stack">
      <header className="fitness__header">
        <div>
          <h1>Weekly plans</h1>
          <p className="page__lead">Plan the week&apos;s exercises day by day, then tick each one off: it goes straight into the log.</p>
        </div>
        <nav className="fitness__links" aria-label="Fitness">
          <Link className="button button--secondary" to={`/app/fitness${member ? `?member=${member.id}` : ""}`}>
            Fitness log
          </Link>
          {member && base.canWrite && (
            <Link className="button button--primary" to={`/app/fitness/edit?member=${member.id}`}>
              New plan
            </Link>
          )}
        </nav>
      </header>
      {outbox.pending.length > 0 && (
        <p className="fitness__sync" role="status">
          {waitingToSync(outbox.status, outbox.pending.length)}
        </p>
      )}
      {base.members.length === 0 ? (
        <p className="notice-text">
          Plans belong to family members. {base.isHolder ? <Link to="/app/family-members">Add the people who work out (yourself too)</Link> : "Ask the account holder to add you."}
        </p>
      ) : (
        <>
          <MemberPicker members={base.members} memberId={base.memberId} onChange={base.chooseMember} />
          <div className="fitness__week-nav" role="group" aria-label="Week">
            <button type="button" className="button button--secondary" onClick={() => setWeekStart(addDays(weekStart, -7))}>
              ‹ Previous week
            </button>
            <h2 className="fitness__week-label">{formatWeek(weekStart)}</h2>
            <button type="button" className="button button--secondary" onClick={() => setWeekStart(addDays(weekStart, 7))}>
              Next week ›
            </button>
          </div>
          {data && plans.length === 0 && <p className="notice-text">No plans for {member?.name} yet. Make one: a few exercises on the days that suit the week.</p>}
          {plans.map((plan) => {
            const done = plan.items.filter((i) => tickedNow(plan, i.id, weekStart, outbox.pending)).length;
            return (
              <section key={plan.id} className="card stack" aria-label={plan.name} data-testid="plan-card" data-pending={plan.pending ? "true" : undefined}>
                <div className="fitness__plan-head">
                  <h2>{plan.name}</h2>
                  {plan.pending && <span className="fitness__waiting">Waiting to sync</span>}
                  <span className="fitness__plan-count" data-testid="plan-progress">
                    {done} of {plan.items.length} done this week
                  </span>
                  {base.canWrite && (
                    <div className="workout__actions">
                      <Link className="button button--secondary" to={`/app/fitness/edit?plan=${plan.id}&member=${plan.memberId}`}>
                        Edit plan
                      </Link>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => {
                          if (window.confirm(`Delete the plan "${plan.name}"? Workouts already logged stay.`)) outbox.enqueue({ kind: "deletePlan", targetId: plan.id });
                        }}
                      >
                        Delete
                      </button>
                    </div>
                  )}
                </div>
                <div className="fitness__plan-week">
                  {WEEKDAYS.map((day, weekday) => {
                    const items = plan.items.filter((i) => i.weekday === weekday);
                    return (
                      <div key={day} className="fitness__plan-day">
                        <h3>{formatDay(addDays(weekStart, weekday))}</h3>
                        {items.length === 0 ? (
                          <p className="notice-text">Rest day</p>
                        ) : (
                          <ul>
                            {items.map((item) => {
                              const ticked = tickedNow(plan, item.id, weekStart, outbox.pending);
                              return (
                                <li key={item.id}>
                                  <label className="fitness__tick">
                                    <input type="checkbox" checked={ticked} disabled={!base.canWrite} onChange={() => toggle(plan, item, ticked)} />
                                    <span>
                                      <strong>{item.title}</strong>
                                      <span className="workout__meta">
                                        {activityName(item.activityCode)}
                                        {itemDetails(item) ? ` · ${itemDetails(item)}` : ""}
                                      </span>
                                      {tickWaiting(plan.id, item.id, weekStart, outbox.pending) && <span className="fitness__waiting">Waiting to sync</span>}
                                    </span>
                                  </label>
                                </li>
                              );
                            })}
                          </ul>
                        )}
                      </div>
                    );
                  })}
                </div>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
