import { useState } from "react";
import type { ChoreFieldsFragment } from "../../../gql/graphql";
import { waitingText, type ShownChore } from "../chores-pending";
import { describeDue, describeSchedule } from "../chores-view";
import type { Member } from "./chore-form";

export interface ChoreActions {
  complete(chore: ChoreFieldsFragment, memberId: string | null): void;
  undo(chore: ChoreFieldsFragment): void;
  skip(chore: ChoreFieldsFragment): void;
  snooze(chore: ChoreFieldsFragment, until: Date): void;
  edit(chore: ChoreFieldsFragment): void;
  remove(chore: ChoreFieldsFragment): void;
}

/** One chore: when it is due, whose turn it is, and what the caller may do with it; marked while a change to it waits to sync. */
export function ChoreRow({
  chore,
  members,
  now,
  isHolder,
  myMemberId,
  actions,
}: {
  chore: ShownChore;
  members: readonly Member[];
  now: Date;
  isHolder: boolean;
  myMemberId: string | null;
  actions: ChoreActions;
}) {
  const nameOf = (id: string | null | undefined) => (id ? (members.find((m) => m.id === id)?.name ?? "A former member") : "Anyone");
  const [doneBy, setDoneBy] = useState<string>(chore.assigneeId ?? "");
  const overdue = chore.open && chore.dueAt !== null && new Date(chore.dueAt) < now;
  const mayAct = isHolder || chore.assigneeId === null || chore.assigneeId === myMemberId;
  const mayUndo =
    chore.undoableCompletionId !== null && (isHolder || (chore.lastCompletion?.memberId ?? null) === myMemberId);
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);

  return (
    <li
      className={`chore${overdue ? " chore--overdue" : ""}${chore.open ? "" : " chore--done"}${chore.waiting ? " chore--waiting" : ""}`}
      data-testid="chore"
      data-pending={chore.waiting ? "true" : undefined}
    >
      <div className="chore__main">
        <h3 className="chore__title">{chore.title}</h3>
        <p className="chore__meta">
          <span className={overdue ? "chore__due chore__due--overdue" : "chore__due"}>
            {chore.open ? describeDue(chore.dueAt ?? null, now) : chore.waiting === "skipped" ? "Skipped" : "Done"}
          </span>
          {" · "}
          <span data-testid="chore-assignee">{chore.open ? nameOf(chore.assigneeId) : ""}</span>
          {" · "}
          {describeSchedule(chore.schedule ?? null)}
          {" · "}
          {chore.points} {chore.points === 1 ? "point" : "points"}
          {chore.estimateMinutes ? ` · about ${chore.estimateMinutes} min` : ""}
        </p>
        {chore.lastCompletion && (
          <p className="chore__last">
            Last done by {chore.lastCompletion.memberId ? nameOf(chore.lastCompletion.memberId) : "the account holder"},{" "}
            {new Date(chore.lastCompletion.completedAt).toLocaleString("en-US", { weekday: "short", hour: "numeric", minute: "2-digit" })}
          </p>
        )}
        {chore.notes && <p className="chore__notes">{chore.notes}</p>}
        {chore.waiting && (
          <p className="chore__waiting" data-testid="chore-waiting">
            {waitingText(chore.waiting)} on this device · Waiting to sync
          </p>
        )}
      </div>
      <div className="chore__actions">
        {chore.open && mayAct && (
          <>
            {isHolder && (
              <label className="chore__doneby">
                <span className="visually-hidden">Done by</span>
                <select className="input" value={doneBy} onChange={(e) => setDoneBy(e.target.value)}>
                  <option value="">Me (account holder)</option>
                  {members.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button type="button" className="button button--primary" onClick={() => actions.complete(chore, isHolder ? doneBy || null : myMemberId)}>
              Done<span className="visually-hidden">: {chore.title}</span>
            </button>
            {chore.schedule && (
              <button type="button" className="button button--secondary" onClick={() => actions.skip(chore)}>
                Skip
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={() => actions.snooze(chore, tomorrow)}>
              Snooze to tomorrow
            </button>
          </>
        )}
        {mayUndo && (
          <button type="button" className="button button--ghost" onClick={() => actions.undo(chore)}>
            Undo<span className="visually-hidden"> last completion of {chore.title}</span>
          </button>
        )}
        {isHolder && (
          <>
            <button type="button" className="button button--ghost" onClick={() => actions.edit(chore)}>
              Edit
            </button>
            <button type="button" className="button button--ghost" onClick={() => actions.remove(chore)}>
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  );
}
