import { useState } from "react";
import { Link } from "react-router-dom";
import { coverageText } from "../nutrition-text";
import type { PlanEntry } from "../hooks/use-meal-plan.hook";

interface Member {
  id: string;
  name: string;
}

interface Props {
  entry: PlanEntry;
  members: Member[];
  compact?: boolean;
  moving: boolean;
  onServings(servings: number): void;
  onMembers(memberIds: string[]): void;
  onStartMove(): void;
  onRemove(): void;
  onRepeat(times: number): void;
}

const KIND: Record<string, string> = { recipe: "Recipe", product: "Product", leftover: "Leftover", note: "Note" };

/** One planned meal: drag it (or press Move) to another slot; servings, who eats, repeat and remove. */
export function EntryCard({ entry, members, compact, moving, onServings, onMembers, onStartMove, onRemove, onRepeat }: Props) {
  const [repeatTimes, setRepeatTimes] = useState(4);
  const title = entry.kind === "recipe" && entry.refId ? <Link to={`/app/recipes/${entry.refId}`}>{entry.title}</Link> : entry.title;
  return (
    <article
      className={`plan-entry plan-entry--${entry.kind}${moving ? " plan-entry--moving" : ""}${entry.pending ? " plan-entry--pending" : ""}`}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", entry.id);
        e.dataTransfer.effectAllowed = "move";
      }}
      aria-label={`${entry.title}, ${entry.servings} servings${entry.pending ? ", waiting to sync" : ""}`}
      data-testid="plan-entry"
      data-entry-id={entry.id}
    >
      <div className="plan-entry__head">
        <span className="plan-entry__kind">{KIND[entry.kind] ?? entry.kind}</span>
        <strong className="plan-entry__title">{title}</strong>
        {entry.pending && <span className="plan-entry__waiting">Waiting to sync</span>}
      </div>
      {!compact && (
        <>
          {entry.note && entry.kind !== "note" && <p className="plan-muted">{entry.note}</p>}
          {entry.kind !== "note" && (
            <div className="plan-entry__servings">
              <button className="button button--small" type="button" aria-label="Fewer servings" onClick={() => onServings(Math.max(0.5, entry.servings - 0.5))}>
                −
              </button>
              <span data-testid="entry-servings">
                {entry.servings} {entry.servings === 1 ? "serving" : "servings"}
              </span>
              <button className="button button--small" type="button" aria-label="More servings" onClick={() => onServings(entry.servings + 0.5)}>
                +
              </button>
            </div>
          )}
          {entry.perServing && (
            <p className="plan-muted plan-entry__nutrition">
              {Math.round(entry.perServing.energyKcal)} kcal per serving · {coverageText(entry.perServing)}
            </p>
          )}
          {members.length > 0 && (
            <fieldset className="plan-entry__members">
              <legend>Who eats</legend>
              {members.map((m) => (
                <label key={m.id}>
                  <input
                    type="checkbox"
                    checked={entry.memberIds.includes(m.id)}
                    onChange={(e) => onMembers(e.target.checked ? [...entry.memberIds, m.id] : entry.memberIds.filter((id) => id !== m.id))}
                  />{" "}
                  {m.name}
                </label>
              ))}
            </fieldset>
          )}
          <div className="plan-entry__actions">
            <button className="button button--small" type="button" onClick={onStartMove} aria-pressed={moving}>
              {moving ? "Choose a slot..." : "Move"}
            </button>
            {entry.kind !== "leftover" && (
              <span className="plan-entry__repeat">
                <label>
                  <span className="visually-hidden">Weeks to repeat</span>
                  <select className="input input--small" value={repeatTimes} onChange={(e) => setRepeatTimes(Number(e.target.value))}>
                    {[1, 2, 3, 4, 6, 8, 12].map((n) => (
                      <option key={n} value={n}>
                        {n} {n === 1 ? "week" : "weeks"}
                      </option>
                    ))}
                  </select>
                </label>
                <button className="button button--small" type="button" onClick={() => onRepeat(repeatTimes)}>
                  Repeat weekly
                </button>
              </span>
            )}
            <button className="button button--small button--danger" type="button" onClick={onRemove}>
              Remove
            </button>
          </div>
        </>
      )}
    </article>
  );
}
