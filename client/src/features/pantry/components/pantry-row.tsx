import { useState } from "react";
import { Link } from "react-router-dom";
import type { DiscardReason, PantryChange, PantryItem } from "../pantry-changes";
import { expiryLabel, locationLabel, usd, type ExpiryState } from "../pantry-view";

interface PantryRowProps {
  item: PantryItem;
  /** A change of this item waits in the outbox (made offline, or not sent yet). */
  waiting: boolean;
  state: ExpiryState;
  daysLeft: number | null;
  locations: readonly string[];
  onChange: (change: PantryChange) => void;
}

const STATE_CLASS: Record<ExpiryState, string> = {
  expired: "pantry-state--expired",
  soon: "pantry-state--soon",
  fine: "pantry-state--fine",
  none: "pantry-state--none",
};

/** One item with its date state and actions: use half, use all, open, move, throw away. */
export function PantryRow({ item, waiting, state, daysLeft, locations, onChange }: PantryRowProps) {
  const [discarding, setDiscarding] = useState(false);
  const half = Math.round((item.quantity / 2) * 1000) / 1000;
  const kind = item.expiryKind === "use_by" ? "Use by" : "Best before";
  return (
    <article className="pantry-row" aria-label={item.name} data-item-id={item.id} data-state={state} data-pending={waiting || undefined}>
      <div className="pantry-row__main">
        <h3 className="pantry-row__name">
          <Link to={`/app/pantry/${item.id}/edit`}>{item.name}</Link>
        </h3>
        <p className="pantry-row__meta">
          <span data-testid="quantity">
            {item.quantity} {item.unit}
          </span>
          {" · "}
          {locationLabel(item.location)}
          {item.openedOn ? " · opened" : ""}
          {item.value !== null && item.value !== undefined ? ` · ${usd.format(item.value)}` : ""}
          {waiting && <span className="pantry-row__waiting"> · Waiting to sync</span>}
        </p>
      </div>
      <p className={`pantry-state ${STATE_CLASS[state]}`} title={item.expiresOn ? `${kind} ${item.expiresOn}` : undefined}>
        {expiryLabel(state, daysLeft)}
      </p>
      <div className="pantry-row__actions">
        {item.quantity > 0 && half > 0 && (
          <button type="button" className="button button--ghost" onClick={() => onChange({ kind: "consume", itemId: item.id, quantity: half })}>
            Use half
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => onChange({ kind: "consume", itemId: item.id, quantity: null })}>
          Use all
        </button>
        {!item.openedOn && (
          <button type="button" className="button button--ghost" onClick={() => onChange({ kind: "open", itemId: item.id })}>
            Open
          </button>
        )}
        <label className="visually-hidden" htmlFor={`move-${item.id}`}>
          Move {item.name} to
        </label>
        <select
          id={`move-${item.id}`}
          className="select pantry-row__move"
          value={item.location}
          onChange={(e) => onChange({ kind: "move", itemId: item.id, location: e.target.value })}
        >
          {[...new Set([...locations, item.location])].map((l) => (
            <option key={l} value={l}>
              {locationLabel(l)}
            </option>
          ))}
        </select>
        {discarding ? (
          <span className="pantry-row__discard" role="group" aria-label={`Why is ${item.name} thrown away?`}>
            {(
              [
                ["spoiled", "Spoiled"],
                ["expired", "Expired"],
                ["too_much", "Too much"],
                ["other", "Other"],
              ] as [DiscardReason, string][]
            ).map(([reason, label]) => (
              <button
                key={reason}
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setDiscarding(false);
                  onChange({ kind: "discard", itemId: item.id, quantity: null, reason });
                }}
              >
                {label}
              </button>
            ))}
            <button type="button" className="button button--ghost" onClick={() => setDiscarding(false)}>
              Cancel
            </button>
          </span>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setDiscarding(true)}>
            Throw away
          </button>
        )}
        <Link className="button button--ghost" to={`/app/pantry/${item.id}/cost-history`}>
          Prices
        </Link>
      </div>
    </article>
  );
}
