import { useMemo, useState } from "react";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import type { ChoreFieldsFragment, ChoreInput } from "../../gql/graphql";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { createUuid } from "../../lib/uuid";
import { ChoreForm, emptyChoreValues, type ChoreFormValues } from "./components/chore-form";
import { ChoreRow, type ChoreActions } from "./components/chore-row";
import { RewardsPanel } from "./components/rewards-panel";
import { WeekView } from "./components/week-view";
import { applyPendingChores, type ShownChore } from "./chores-pending";
import { choresByMember, groupChores } from "./chores-view";
import { useChoresData, useChoresOutbox } from "./hooks/use-chores.hook";
import "./chores.css";
import { waitingToSync } from "../../lib/outbox/outbox-status";

type Tab = "today" | "week" | "members" | "rewards";
const TABS: { id: Tab; label: string }[] = [
  { id: "today", label: "Today" },
  { id: "week", label: "This week" },
  { id: "members", label: "By member" },
  { id: "rewards", label: "Points & rewards" },
];

function valuesOf(chore: ChoreFieldsFragment, now: Date): ChoreFormValues {
  const base = emptyChoreValues(now);
  const due = chore.dueAt ? new Date(chore.dueAt) : null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    ...base,
    title: chore.title,
    notes: chore.notes ?? "",
    repeat: (chore.schedule?.frequency as ChoreFormValues["repeat"]) ?? "once",
    interval: chore.schedule?.interval ?? 1,
    weekdays: chore.schedule?.weekdays ?? base.weekdays,
    dueTime: chore.schedule?.dueTime ?? (due ? `${pad(due.getHours())}:${pad(due.getMinutes())}` : base.dueTime),
    startDate: chore.schedule?.startDate ?? (due ? `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}` : base.startDate),
    timeZone: chore.schedule?.timeZone ?? base.timeZone,
    estimateMinutes: chore.estimateMinutes ? String(chore.estimateMinutes) : "",
    points: String(chore.points),
    mode: chore.assignment.mode as ChoreFormValues["mode"],
    memberIds: chore.assignment.memberIds,
  };
}

/** /app/chores: the family's chores and tasks, whose turn it is, points and rewards; live on every device. */
export function ChoresPage() {
  useDocumentTitle("Chores & Tasks");
  const user = useSession((s) => s.context.user) ?? readStoredUser();
  const isHolder = user?.accountType !== "familyMember";
  const memberId = user?.familyMemberId;
  const myMemberId = isHolder || typeof memberId !== "string" ? null : memberId;
  const { data, failed, reload } = useChoresData();
  const outbox = useChoresOutbox(user?.id ?? null, reload);
  const [tab, setTab] = useState<Tab>("today");
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ChoreFieldsFragment | null>(null);
  const now = useMemo(() => new Date(), [data]); // eslint-disable-line react-hooks/exhaustive-deps -- "now" moves with each read

  const members = useMemo(() => (data?.familyMembers ?? []).filter((m) => m.isActive).map((m) => ({ id: m.id, name: m.name })), [data]);
  // The server's chores with this device's waiting changes laid over them (points stay as the server says).
  const chores = useMemo(() => applyPendingChores(data?.chores ?? [], outbox.pending), [data, outbox.pending]);

  if (!data && !failed) return <LoadingScreen />;

  const actions: ChoreActions = {
    complete: (chore, memberId) =>
      outbox.enqueue({ kind: "completeChore", targetId: chore.id, memberId, occurrenceAt: chore.occurrenceAt ?? null, completionId: createUuid() }),
    undo: (chore) => chore.undoableCompletionId && outbox.enqueue({ kind: "undoCompletion", targetId: chore.id, completionId: chore.undoableCompletionId }),
    skip: (chore) => outbox.enqueue({ kind: "skipChore", targetId: chore.id, occurrenceAt: chore.occurrenceAt ?? null }),
    snooze: (chore, until) => outbox.enqueue({ kind: "snoozeChore", targetId: chore.id, until: until.toISOString() }),
    edit: (chore) => setEditing(chore),
    remove: (chore) => {
      if (window.confirm(`Delete "${chore.title}"? Points already earned stay.`)) outbox.enqueue({ kind: "deleteChore", targetId: chore.id });
    },
  };
  const save = (input: ChoreInput) => {
    if (editing) outbox.enqueue({ kind: "updateChore", targetId: editing.id, input });
    else outbox.enqueue({ kind: "createChore", targetId: createUuid(), input });
    setAdding(false);
    setEditing(null);
  };

  const row = (chore: ShownChore) => (
    <ChoreRow key={chore.id} chore={chore} members={members} now={now} isHolder={isHolder} myMemberId={myMemberId} actions={actions} />
  );
  const list = (title: string, items: ShownChore[], empty?: string) =>
    items.length === 0 && !empty ? null : (
      <section className="chores__group" aria-label={title}>
        <h2>
          {title} {items.length > 0 && <span className="chores__count">({items.length})</span>}
        </h2>
        {items.length === 0 ? <p className="notice-text">{empty}</p> : <ul className="chores__list">{items.map(row)}</ul>}
      </section>
    );

  const groups = groupChores(chores, now);
  const mine = myMemberId ? (c: ShownChore) => c.assigneeId === myMemberId || c.assigneeId === null : () => true;
  const byMember = choresByMember(chores);
  const myPoints = myMemberId ? data?.chorePoints.find((p) => p.memberId === myMemberId) : undefined;

  return (
    <div className="page chores stack">
      <header className="chores__header">
        <div>
          <h1>Chores &amp; Tasks</h1>
          <p className="page__lead">
            {isHolder
              ? "Share the housework: set who does what and how often, and let points add up to rewards."
              : `Your chores and the ones anyone can take. You have ${myPoints?.balance ?? 0} points to spend.`}
          </p>
        </div>
        {isHolder && !adding && !editing && (
          <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
            Add a chore
          </button>
        )}
      </header>

      {failed && (
        <div className="form-error" role="alert">
          <p>Failed to load chores</p>
          <button type="button" className="button button--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {outbox.pending.length > 0 && (
        <p className="chores__sync" role="status">
          {waitingToSync(outbox.status, outbox.pending.length)}
        </p>
      )}

      {(adding || editing) && (
        <section className="card" aria-labelledby="chore-form-heading">
          <h2 id="chore-form-heading">{editing ? `Edit "${editing.title}"` : "New chore or task"}</h2>
          <ChoreForm
            key={editing?.id ?? "new"}
            initial={editing ? valuesOf(editing, now) : emptyChoreValues(now)}
            members={members}
            submitLabel={editing ? "Save chore" : "Add chore"}
            now={editing ? undefined : now}
            onSubmit={save}
            onCancel={() => {
              setAdding(false);
              setEditing(null);
            }}
          />
        </section>
      )}

      {data && (
        <section className="chores__points" aria-label="Points">
          {members.map((m) => {
            const p = data.chorePoints.find((x) => x.memberId === m.id);
            return (
              <div key={m.id} className="points-card" data-testid="points-card">
                <span className="points-card__name">{m.name}</span>
                <span className="points-card__balance">{p?.balance ?? 0} pts</span>
                <span className="points-card__week">{p?.completedThisWeek ?? 0} done this week</span>
              </div>
            );
          })}
        </section>
      )}

      <div className="chores__tabs" role="group" aria-label="View">
        {TABS.map((t) => (
          <button key={t.id} type="button" className="button button--secondary" aria-pressed={tab === t.id} onClick={() => setTab(t.id)}>
            {t.label}
          </button>
        ))}
      </div>

      {tab === "today" && (
        <>
          {list("Overdue", groups.overdue.filter(mine))}
          {list("Due today", groups.today.filter(mine), "Nothing else due today.")}
          {list("Coming up this week", groups.week.filter(mine))}
          {list("Later", groups.later.filter(mine))}
          {list("Tasks without a due date", groups.undated.filter(mine))}
          {list("Done", groups.done.slice(-10))}
          {chores.length === 0 && (
            <p className="notice-text">{isHolder ? "No chores yet. Add the first one: the bins, the dishes, the plants." : "No chores yet."}</p>
          )}
        </>
      )}
      {tab === "week" && data && <WeekView now={now} members={members} chores={chores} syncPoint={data.choresSyncPoint} />}
      {tab === "members" && (
        <>
          {members.map((m) => list(m.name, byMember.get(m.id) ?? [], `Nothing assigned to ${m.name} right now.`))}
          {list("Anyone", byMember.get("anyone") ?? [])}
        </>
      )}
      {tab === "rewards" && data && (
        <RewardsPanel
          data={data}
          members={members}
          isHolder={isHolder}
          myMemberId={myMemberId}
          onDefine={(title, points) => outbox.enqueue({ kind: "defineReward", targetId: createUuid(), title, points })}
          onRetire={(rewardId) => outbox.enqueue({ kind: "retireReward", targetId: rewardId })}
          onRequest={(rewardId, memberId) => outbox.enqueue({ kind: "requestReward", targetId: createUuid(), rewardId, memberId })}
          onDecide={(id, approve) => outbox.enqueue({ kind: "decideReward", targetId: id, approve })}
        />
      )}
    </div>
  );
}
