import { useEffect, useRef } from "react";
import { formatLongDay, formatTime } from "../calendar-dates";
import { colourOf, type Occurrence } from "./calendar-items";
import type { MemberChip } from "./event-form";

export interface EventDetailsProps {
  occurrence: Occurrence;
  timeZone: string;
  members: MemberChip[];
  onEditOccurrence(): void;
  onEditSeries(): void;
  onDeleteOccurrence(): void;
  onDeleteSeries(): void;
  onClose(): void;
}

function whenText(o: Occurrence, timeZone: string): string {
  const days = o.startDate === o.endDate ? formatLongDay(o.startDate) : `${formatLongDay(o.startDate)} – ${formatLongDay(o.endDate)}`;
  if (o.allDay) return `${days}, all day`;
  return `${days}, ${formatTime(o.start, timeZone)} – ${formatTime(o.end, timeZone)}`;
}

/** One occurrence opened: what, when, where, for whom; edit or delete it (or its whole series). */
export function EventDetails({ occurrence: o, timeZone, members, onEditOccurrence, onEditSeries, onDeleteOccurrence, onDeleteSeries, onClose }: EventDetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [o.eventId, o.occurrenceStart]);
  const names = members.filter((m) => o.memberIds.includes(m.memberId));
  return (
    <section
      className="card cal-details stack"
      aria-labelledby="cal-details-heading"
      style={{ ["--item-colour" as string]: colourOf(o.memberIds, members) }}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
    >
      <h2 id="cal-details-heading" tabIndex={-1} ref={heading}>
        {o.title}
      </h2>
      <p>{whenText(o, timeZone)}</p>
      {o.pending && <p className="notice-text">Waiting to sync: saved on this device and sent as soon as it is online.</p>}
      {o.recurring && <p className="notice-text">{o.changed ? "Part of a series; this occurrence was changed on its own." : "Part of a repeating series."}</p>}
      {o.location && <p>📍 {o.location}</p>}
      {o.notes && <p className="cal-details__notes">{o.notes}</p>}
      {names.length > 0 && (
        <ul className="cal-details__members" aria-label="For">
          {names.map((m) => (
            <li key={m.memberId}>
              <span className="member-chip__swatch" style={{ background: m.colour }} aria-hidden="true" /> {m.name}
            </li>
          ))}
        </ul>
      )}
      {o.source && (
        <p className="notice-text">
          From {o.source.name}
          {o.source.readOnly ? ": read-only here; change it where it comes from." : "."}
        </p>
      )}
      <div className="cal-details__actions">
        {o.source?.readOnly ? null : o.recurring ? (
          <>
            <button type="button" className="button button--primary" onClick={onEditOccurrence}>
              Edit this occurrence
            </button>
            <button type="button" className="button button--secondary" onClick={onEditSeries}>
              Edit the series
            </button>
            <button type="button" className="button button--danger" onClick={onDeleteOccurrence}>
              Delete this occurrence
            </button>
            <button type="button" className="button button--danger" onClick={onDeleteSeries}>
              Delete the series
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={onEditSeries}>
              Edit
            </button>
            <button type="button" className="button button--danger" onClick={onDeleteSeries}>
              Delete
            </button>
          </>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
