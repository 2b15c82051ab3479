import { useApolloClient, useQuery } from "@apollo/client/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { createUuid } from "../../lib/uuid";
import { PlanForm, planValues } from "./components/plan-form";
import { WorkoutForm, workoutValues } from "./components/workout-form";
import { WorkoutFieldsFragment, WorkoutPlanFieldsFragment, WorkoutPlanQuery, WorkoutQuery } from "./fitness.graphql";
import { planWithPending, workoutWithPending } from "./fitness-pending";
import { isoDay, mondayOf } from "./fitness-units";
import { newPlanMember } from "./fitness-view";
import { useFitnessBase, useFitnessOutbox, useFitnessUser } from "./hooks/use-fitness.hook";
import "./fitness.css";

/**
 * /app/fitness/edit: edits a weekly plan (`?plan=<id>`, or a new plan for `?member=<id>`; without it, for
 * the only member or the one the person chooses), or a logged workout (`?workout=<id>`). Saving queues the change in the shared outbox and goes back at once, so
 * it works offline too.
 */
export function FitnessEditPage() {
  const [params] = useSearchParams();
  const workoutId = params.get("workout");
  const planId = params.get("plan");
  useDocumentTitle(workoutId ? "Edit Workout" : planId ? "Edit Plan" : "New Plan");
  const navigate = useNavigate();
  const { userId, isHolder, ownMemberId } = useFitnessUser();
  const base = useFitnessBase(() => undefined);
  const outbox = useFitnessOutbox(userId, () => undefined);
  const weekStart = mondayOf(isoDay(new Date()));
  const workout = useQuery(WorkoutQuery, { variables: { id: workoutId ?? "" }, skip: !workoutId, fetchPolicy: "cache-and-network" });
  const plan = useQuery(WorkoutPlanQuery, { variables: { id: planId ?? "", weekStart }, skip: !planId, fetchPolicy: "cache-and-network" });
  // Offline, what the screens showed of it (kept in the cache), with this device's changes still waiting in the outbox.
  const { cache } = useApolloClient();
  const cached = <T,>(typename: string, id: string | null, read: (ref: string) => T | null): T | null => {
    const ref = id ? cache.identify({ __typename: typename, id }) : undefined;
    try {
      return ref ? read(ref) : null;
    } catch {
      return null;
    }
  };
  const shownWorkout = workoutId
    ? workoutWithPending(
        workoutId,
        workout.data?.workout ?? cached("Workout", workoutId, (ref) => cache.readFragment({ id: ref, fragment: WorkoutFieldsFragment, fragmentName: "WorkoutFields" })),
        outbox.pending,
        base.activities,
      )
    : undefined;
  const shownPlan = planId
    ? planWithPending(
        planId,
        plan.data?.workoutPlan ?? cached("WorkoutPlan", planId, (ref) => cache.readFragment({ id: ref, fragment: WorkoutPlanFieldsFragment, fragmentName: "WorkoutPlanFields" })),
        outbox.pending,
        weekStart,
      )
    : undefined;

  if (!base.data && !base.failed) return <LoadingScreen />;
  const notFound = (what: string) => (
    <div className="page stack">
      <h1>{what} not found</h1>
      <p className="notice-text">It may have been deleted on another device.</p>
      <button type="button" className="button button--secondary" onClick={() => navigate("/app/fitness")}>
        Back to the fitness log
      </button>
    </div>
  );

  if (workoutId) {
    const w = shownWorkout;
    if (!w) return workout.error || w === null ? notFound("Workout") : <LoadingScreen />;
    const back = () => navigate(`/app/fitness?member=${w.memberId}`);
    return (
      <div className="page fitness stack">
        <h1>Edit workout</h1>
        <section className="card">
          <WorkoutForm
            initial={workoutValues(w)}
            activities={base.activities}
            submitLabel="Save workout"
            onSubmit={(input) => {
              outbox.enqueue({ kind: "updateWorkout", targetId: w.id, input });
              back();
            }}
            onCancel={back}
          />
        </section>
      </div>
    );
  }

  const existing = planId ? shownPlan : null;
  if (planId && !existing) return plan.error || existing === null ? notFound("Plan") : <LoadingScreen />;
  const forWhom = existing ? { kind: "member" as const, id: existing.memberId } : newPlanMember(params.get("member"), base.members, isHolder, ownMemberId);
  const memberId = forWhom.kind === "member" ? forWhom.id : null;
  const member = base.members.find((m) => m.id === memberId);
  const back = () => navigate(`/app/fitness/plan${memberId ? `?member=${memberId}` : ""}`);
  if (!existing && base.failed) {
    return (
      <div className="page stack">
        <h1>New plan</h1>
        <div className="form-error" role="alert">
          <p>Failed to load your fitness log</p>
        </div>
        <button type="button" className="button button--secondary" onClick={back}>
          Back to weekly plans
        </button>
      </div>
    );
  }
  if (forWhom.kind === "notFound") return notFound("Family member");
  if (!memberId) {
    return (
      <div className="page fitness stack">
        <h1>New plan</h1>
        {forWhom.kind === "choose" ? (
          <section className="card" aria-labelledby="plan-member-heading">
            <h2 id="plan-member-heading">Who is the plan for?</h2>
            <div className="fitness__links">
              {base.members.map((m) => (
                <button key={m.id} type="button" className="button button--secondary" onClick={() => base.chooseMember(m.id)}>
                  {m.name}
                </button>
              ))}
            </div>
          </section>
        ) : (
          <p className="notice-text">
            Plans belong to family members.{" "}
            {isHolder ? <Link to="/app/family-members">Add the people who work out (yourself too)</Link> : "Ask the account holder to add you."}
          </p>
        )}
        <button type="button" className="button button--secondary" onClick={back}>
          Back to weekly plans
        </button>
      </div>
    );
  }
  return (
    <div className="page fitness stack">
      <h1>{existing ? `Edit "${existing.name}"` : `New plan${member ? ` for ${member.name}` : ""}`}</h1>
      <p className="page__lead">Each exercise sits on a weekday and repeats every week; tick it off on the plan page when it is done.</p>
      <section className="card">
        <PlanForm
          initial={planValues(existing ?? null)}
          activities={base.activities}
          onSubmit={(name, items) => {
            outbox.enqueue({ kind: "savePlan", targetId: existing?.id ?? createUuid(), input: { memberId, name, items }, weekStart });
            back();
          }}
          onCancel={back}
        />
      </section>
    </div>
  );
}
