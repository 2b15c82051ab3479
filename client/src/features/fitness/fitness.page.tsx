import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { Chart } from "../../components/chart/chart";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import type { WorkoutFieldsFragment, WorkoutInput } from "../../gql/graphql";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { createUuid } from "../../lib/uuid";
import { MemberPicker } from "./components/member-picker";
import { emptyWorkoutValues, WorkoutForm } from "./components/workout-form";
import { FitnessSummaryQuery } from "./fitness.graphql";
import { summaryWithPending } from "./fitness-pending";
import { addDays, formatDay, formatKcal, formatLb, formatMiles, formatMinutes, formatWeek, isoDay, lbToKg, kgToLb, mondayOf } from "./fitness-units";
import { goalShare, minutesChart, volumeChart, weightToGo } from "./fitness-view";
import { useFitnessBase, useFitnessOutbox, useFitnessUser, useRereads } from "./hooks/use-fitness.hook";
import "./fitness.css";
import { waitingToSync } from "../../lib/outbox/outbox-status";

const formatMinutesValue = (v: number) => `${Math.round(v)} min`;
const formatLbValue = (v: number) => `${Math.round(v).toLocaleString("en-US")} lb`;

function setsSummary(w: WorkoutFieldsFragment): string | null {
  if (w.sets.length === 0) return null;
  const byExercise = new Map<string, typeof w.sets>();
  for (const s of w.sets) byExercise.set(s.exercise, [...(byExercise.get(s.exercise) ?? []), s]);
  return [...byExercise.entries()]
    .map(([exercise, sets]) => {
      const same = sets.every((s) => s.reps === sets[0].reps && s.weightKg === sets[0].weightKg);
      const weight = (kg: number) => (kg > 0 ? ` × ${formatLb(kg)}` : "");
      return same ? `${exercise} ${sets.length} × ${sets[0].reps}${weight(sets[0].weightKg)}` : `${exercise} ${sets.map((s) => `${s.reps}${weight(s.weightKg)}`).join(", ")}`;
    })
    .join("; ");
}

/** /app/fitness: a member's week (log, progress charts, goals, weight, energy in against out); live on every device. */
export function FitnessPage() {
  useDocumentTitle("Fitness Tracker");
  const { userId } = useFitnessUser();
  const today = isoDay(new Date());
  const [weekStart, setWeekStart] = useState(() => mondayOf(today));
  const [logging, setLogging] = useState(false);
  const reloadRef = useRef<() => void>(() => undefined);
  const base = useFitnessBase(() => reloadRef.current());
  const { data, refetch } = useQuery(FitnessSummaryQuery, {
    variables: { memberId: base.memberId ?? "", weekStart },
    skip: !base.memberId,
    fetchPolicy: "cache-and-network",
  });
  const reload = useRereads(refetch);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);
  const outbox = useFitnessOutbox(userId, reload);
  // The server's week with this device's changes still waiting in the outbox laid over it, each marked.
  const served = data?.fitnessSummary;
  const summary = useMemo(() => (served ? summaryWithPending(served, outbox.pending, base.activities) : undefined), [served, outbox.pending, base.activities]);

  if (!base.data && !base.failed) return <LoadingScreen />;
  const member = base.member;

  const log = (input: WorkoutInput) => {
    if (!member) return;
    outbox.enqueue({ kind: "logWorkout", targetId: createUuid(), input: { ...input, memberId: member.id } });
    setLogging(false);
    if (mondayOf(input.performedOn) !== weekStart) setWeekStart(mondayOf(input.performedOn));
  };

  const thisWeek = summary?.weeks.at(-1);
  const latestWeight = summary?.weights.at(-1) ?? null;
  const share = goalShare(thisWeek?.minutes ?? 0, summary?.goals.weeklyMinutes);
  const toGo = weightToGo(latestWeight?.weightKg, summary?.goals.targetWeightKg);
  const minutes = summary ? minutesChart(summary.weeks, summary.goals.weeklyMinutes) : null;
  const volume = summary ? volumeChart(summary.weeks, summary.volume) : null;
  const source = base.activities[0]?.source;

  return (
    <div className="page fitness stack">
      <header className="fitness__header">
        <div>
          <h1>Fitness Tracker</h1>
          <p className="page__lead">Log workouts, follow a weekly plan, and watch the minutes add up.</p>
        </div>
        <nav className="fitness__links" aria-label="Fitness">
          <Link className="button button--secondary" to={`/app/fitness/plan${member ? `?member=${member.id}` : ""}`}>
            Weekly plans
          </Link>
        </nav>
      </header>

      {base.failed && (
        <div className="form-error" role="alert">
          <p>Failed to load your fitness log</p>
        </div>
      )}
      {outbox.pending.length > 0 && (
        <p className="fitness__sync" role="status">
          {waitingToSync(outbox.status, outbox.pending.length)}
        </p>
      )}

      {base.members.length === 0 ? (
        <p className="notice-text">
          Fitness logs belong to family members. {base.isHolder ? <Link to="/app/family-members">Add the people who work out (yourself too)</Link> : "Ask the account holder to add you."}
        </p>
      ) : (
        <>
          <MemberPicker members={base.members} memberId={base.memberId} onChange={base.chooseMember} />

          <div className="fitness__week-nav" role="group" aria-label="Week">
            <button type="button" className="button button--secondary" onClick={() => setWeekStart(addDays(weekStart, -7))}>
              ‹ Previous week
            </button>
            <h2 className="fitness__week-label" aria-live="polite">
              {formatWeek(weekStart)}
            </h2>
            <button type="button" className="button button--secondary" onClick={() => setWeekStart(addDays(weekStart, 7))}>
              Next week ›
            </button>
            {weekStart !== mondayOf(today) && (
              <button type="button" className="button button--secondary" onClick={() => setWeekStart(mondayOf(today))}>
                This week
              </button>
            )}
          </div>

          {base.canWrite && !logging && (
            <button type="button" className="button button--primary fitness__log-button" onClick={() => setLogging(true)}>
              Log a workout
            </button>
          )}
          {logging && (
            <section className="card" aria-labelledby="log-heading">
              <h2 id="log-heading">Log a workout for {member?.name}</h2>
              <WorkoutForm initial={emptyWorkoutValues(today)} activities={base.activities} submitLabel="Log workout" onSubmit={log} onCancel={() => setLogging(false)} />
            </section>
          )}

          <section className="card" aria-labelledby="week-log-heading">
            <h2 id="week-log-heading">This week&apos;s log</h2>
            {thisWeek && (
              <p className="fitness__totals" data-testid="week-totals">
                {thisWeek.workouts} {thisWeek.workouts === 1 ? "workout" : "workouts"} · {formatMinutes(thisWeek.minutes)}
                {summary?.caloriesEstimated && thisWeek.kcal > 0 ? ` · about ${formatKcal(thisWeek.kcal)} burned` : ""}
              </p>
            )}
            {!summary ? (
              <p className="notice-text">Loading the week…</p>
            ) : summary.workouts.length === 0 ? (
              <p className="notice-text">No workouts logged this week yet.</p>
            ) : (
              <ul className="fitness__log">
                {summary.workouts.map((w) => (
                  <li key={w.id} className={`workout${w.pending ? " workout--pending" : ""}`} data-testid="workout-row" data-pending={w.pending ? "true" : undefined}>
                    <div className="workout__main">
                      <strong>{w.activityName}</strong>
                      {w.pending && <Waiting />}
                      <span className="workout__meta">
                        {formatDay(w.performedOn)}
                        {w.startTime ? ` at ${w.startTime}` : ""} · {formatMinutes(w.durationMinutes)}
                        {w.distanceKm ? ` · ${formatMiles(w.distanceKm)}` : ""}
                        {w.effort ? ` · effort ${w.effort}/10` : ""}
                        {w.kcal !== null && w.kcal !== undefined ? ` · ${formatKcal(w.kcal)}` : ""}
                      </span>
                      {setsSummary(w) && <span className="workout__sets">{setsSummary(w)}</span>}
                      {w.notes && <span className="workout__notes">{w.notes}</span>}
                    </div>
                    {base.canWrite && (
                      <div className="workout__actions">
                        <Link className="button button--secondary" to={`/app/fitness/edit?workout=${w.id}&member=${w.memberId}`}>
                          Edit
                        </Link>
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => {
                            if (window.confirm(`Delete this ${w.activityName.toLowerCase()} workout?`)) outbox.enqueue({ kind: "deleteWorkout", targetId: w.id });
                          }}
                        >
                          Delete
                        </button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          {summary && minutes && volume && (
            <section className="fitness__progress" aria-labelledby="progress-heading">
              <h2 id="progress-heading">Progress</h2>
              <div className="fitness__chart card">
                <Chart title="Minutes per week" kind="bar" labels={minutes.labels} series={minutes.series} format={formatMinutesValue} />
                <p className="fitness__chart-summary">
                  {formatMinutes(thisWeek?.minutes ?? 0)} this week
                  {summary.goals.weeklyMinutes ? ` against a goal of ${formatMinutes(summary.goals.weeklyMinutes)}` : ""}; {formatMinutes(summary.weeks.reduce((s, w) => s + w.minutes, 0))} over
                  the last eight weeks.
                </p>
              </div>
              <div className="fitness__chart card">
                {volume.series.length === 0 ? (
                  <p className="notice-text">Log strength sets (reps × weight) to see the volume of each exercise week by week.</p>
                ) : (
                  <>
                    <Chart title="Volume per exercise (reps × lb)" kind="line" labels={volume.labels} series={volume.series} format={formatLbValue} />
                    <p className="fitness__chart-summary">
                      {volume.series
                        .map((s) => `${s.label}: ${formatLbValue((s.values.at(-1) ?? 0) as number)} this week`)
                        .join("; ")}
                      .
                    </p>
                  </>
                )}
              </div>
            </section>
          )}

          {summary && member && (
            <GoalsCard
              key={`${member.id}-${summary.goals.weeklyMinutes}-${summary.goals.targetWeightKg}`}
              memberName={member.name}
              canWrite={base.canWrite}
              minutesThisWeek={thisWeek?.minutes ?? 0}
              goals={summary.goals}
              goalsPending={summary.goalsPending}
              latestWeight={latestWeight}
              weightCount={summary.weights.length}
              share={share}
              toGo={toGo}
              today={today}
              onGoals={(weeklyMinutes, targetWeightKg) => outbox.enqueue({ kind: "setGoals", targetId: member.id, weeklyMinutes, targetWeightKg })}
              onWeight={(weightKg, recordedOn) => outbox.enqueue({ kind: "recordWeight", targetId: createUuid(), memberId: member.id, weightKg, recordedOn })}
            />
          )}

          {summary && (
            <section className="card" aria-labelledby="energy-heading">
              <h2 id="energy-heading">Energy in and out</h2>
              {!summary.caloriesEstimated && (
                <p className="notice-text">Calories burned are not estimated for children: the Adult Compendium&apos;s figures are for adults.</p>
              )}
              {!summary.energy.intakeAvailable && (
                <p className="notice-text" data-testid="energy-note">
                  Calories eaten are not available here yet (they come from the meal plan&apos;s nutrition), so this shows calories burned only.
                </p>
              )}
              <table className="fitness__energy">
                <caption className="visually-hidden">Calories eaten and burned per day, {formatWeek(weekStart)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {summary.energy.intakeAvailable && <th scope="col">Eaten</th>}
                    <th scope="col">Burned</th>
                    {summary.energy.intakeAvailable && <th scope="col">Net</th>}
                  </tr>
                </thead>
                <tbody>
                  {summary.energy.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{formatDay(d.date)}</th>
                      {summary.energy.intakeAvailable && (
                        <td>
                          {d.eatenKcal === null || d.eatenKcal === undefined ? "—" : formatKcal(d.eatenKcal)}
                          {d.mealsTotal > 0 && d.mealsKnown < d.mealsTotal ? ` (${d.mealsKnown} of ${d.mealsTotal} meals known)` : ""}
                        </td>
                      )}
                      <td>
                        {formatKcal(d.burnedKcal)}
                        {!d.burnedComplete && summary.caloriesEstimated ? " (some workouts not estimated)" : ""}
                      </td>
                      {summary.energy.intakeAvailable && <td>{d.netKcal === null || d.netKcal === undefined ? "—" : formatKcal(d.netKcal)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
              {summary.caloriesEstimated && !latestWeight && <p className="notice-text">Record a weight below the goals to estimate calories burned.</p>}
            </section>
          )}
          {source && (
            <p className="fitness__source">
              Calories burned = MET × body weight (kg) × hours, with MET values from the {source}. Estimates, not measurements.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function GoalsCard(props: {
  memberName: string;
  canWrite: boolean;
  minutesThisWeek: number;
  goals: { weeklyMinutes?: number | null; targetWeightKg?: number | null };
  goalsPending: boolean;
  latestWeight: { weightKg: number; recordedOn: string; pending?: boolean } | null;
  weightCount: number;
  share: number | null;
  toGo: number | null;
  today: string;
  onGoals: (weeklyMinutes: number | null, targetWeightKg: number | null) => void;
  onWeight: (weightKg: number, recordedOn: string) => void;
}) {
  const { goals, latestWeight, share, toGo } = props;
  const [minutes, setMinutes] = useState(goals.weeklyMinutes ? String(goals.weeklyMinutes) : "");
  const [target, setTarget] = useState(goals.targetWeightKg ? String(Math.round(kgToLb(goals.targetWeightKg) * 10) / 10) : "");
  const [weight, setWeight] = useState("");
  const [weighedOn, setWeighedOn] = useState(props.today);
  const [problem, setProblem] = useState<string | null>(null);

  const saveGoals = (e: FormEvent) => {
    e.preventDefault();
    const m = minutes ? Number(minutes) : null;
    const t = target ? Number(target) : null;
    if (m !== null && !(Number.isInteger(m) && m >= 1 && m <= 5000)) return setProblem("A weekly goal is 1 to 5000 minutes");
    if (t !== null && !(t >= 5 && t <= 880)) return setProblem("Target weight must be 5 to 880 lb");
    setProblem(null);
    props.onGoals(m, t === null ? null : lbToKg(t));
  };
  const saveWeight = (e: FormEvent) => {
    e.preventDefault();
    const w = Number(weight);
    if (!(w >= 5 && w <= 880)) return setProblem("Weight must be 5 to 880 lb");
    setProblem(null);
    props.onWeight(lbToKg(w), weighedOn);
    setWeight("");
  };

  return (
    <section className="card stack" aria-labelledby="goals-heading">
      <h2 id="goals-heading">Goals</h2>
      <div className="fitness__goals">
        <div>
          <h3>Minutes this week</h3>
          {props.goalsPending && <Waiting testId="goals-pending" />}
          {share === null ? (
            <p className="notice-text">No weekly goal yet. 150 minutes of moderate activity a week is the usual recommendation for adults.</p>
          ) : (
            <>
              <progress max={1} value={share} aria-label="Weekly minutes goal" />
              <p data-testid="minutes-goal">
                {props.minutesThisWeek} of {goals.weeklyMinutes} minutes ({Math.round(share * 100)}%)
              </p>
            </>
          )}
        </div>
        <div>
          <h3>Weight</h3>
          {latestWeight?.pending && <Waiting testId="weight-pending" />}
          {latestWeight ? (
            <p data-testid="weight-now">
              Now {formatLb(latestWeight.weightKg)} ({formatDay(latestWeight.recordedOn)})
              {goals.targetWeightKg ? ` · target ${formatLb(goals.targetWeightKg)}` : ""}
              {toGo !== null ? (toGo === 0 ? " · on target" : ` · ${Math.abs(toGo)} lb ${toGo > 0 ? "to lose" : "to gain"}`) : ""}
            </p>
          ) : (
            <p className="notice-text">No weight recorded yet.</p>
          )}
          {props.weightCount > 1 && <p className="notice-text">{props.weightCount} weigh-ins recorded.</p>}
        </div>
      </div>
      {props.canWrite && (
        <div className="fitness__goal-forms">
          <form onSubmit={saveGoals} className="workout-form__row" aria-label="Goals">
            <label className="field">
              <span className="field__label">Weekly minutes goal</span>
              <input className="input" type="number" inputMode="numeric" min={1} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
            </label>
            <label className="field">
              <span className="field__label">Target weight, lb</span>
              <input className="input" type="number" inputMode="decimal" min={5} step="0.1" value={target} onChange={(e) => setTarget(e.target.value)} />
            </label>
            <button type="submit" className="button button--secondary">
              Save goals
            </button>
          </form>
          <form onSubmit={saveWeight} className="workout-form__row" aria-label="Record weight">
            <label className="field">
              <span className="field__label">Weight, lb</span>
              <input className="input" type="number" inputMode="decimal" min={5} step="0.1" value={weight} onChange={(e) => setWeight(e.target.value)} />
            </label>
            <label className="field">
              <span className="field__label">Weighed on</span>
              <input className="input" type="date" value={weighedOn} onChange={(e) => setWeighedOn(e.target.value)} />
            </label>
            <button type="submit" className="button button--secondary">
              Record weight
            </button>
          </form>
        </div>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

/** The mark of something changed on this device and not yet on the server. */
function Waiting({ testId }: { testId?: string }) {
  return (
    <span className="fitness__waiting" data-testid={testId}>
      Waiting to sync
    </span>
  );
}
