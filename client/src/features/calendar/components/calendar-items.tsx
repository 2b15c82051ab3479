import { Link } from "react-router-dom";
import type { CalendarPageQuery } from "../../../gql/graphql";
import { formatShortDay, formatTime } from "../calendar-dates";
import type { ShownOccurrence } from "../calendar-pending";
import type { MemberChip } from "./event-form";

/** An occurrence on screen: the server's, or one a change still waiting in the outbox makes (`pending`). */
export type Occurrence = ShownOccurrence;
export type OverlayItem = CalendarPageQuery["calendarView"]["overlays"][number];

const LAYER_LABELS: Record<string, string> = {
  meals: "Meal plan",
  chores: "Chores due",
  pantry: "Pantry expiring",
  subscription: "Trial & subscription",
};
/** A person's name for a layer a module supplies (a layer the screen does not know keeps its own name). */
export const layerLabel = (layer: string) => LAYER_LABELS[layer] ?? layer.charAt(0).toUpperCase() + layer.slice(1);

export interface DayContent {
  occurrences: Occurrence[];
  overlays: OverlayItem[];
}

/** What each day shows: occurrences covering it (all-day and multi-day first), then overlay items. */
export function byDay(occurrences: Occurrence[], overlays: OverlayItem[]): Map<string, DayContent> {
  const out = new Map<string, DayContent>();
  const at = (date: string) => {
    let day = out.get(date);
    if (!day) out.set(date, (day = { occurrences: [], overlays: [] }));
    return day;
  };
  for (const o of occurrences) {
    for (let d = o.startDate; d <= o.endDate; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) at(d).occurrences.push(o);
  }
  for (const item of overlays) at(item.date).overlays.push(item);
  for (const day of out.values()) {
    const spans = (o: Occurrence) => o.allDay || o.startDate !== o.endDate;
    day.occurrences.sort((a, b) => Number(spans(b)) - Number(spans(a)) || a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  }
  return out;
}

export function colourOf(memberIds: string[], members: MemberChip[]): string {
  return members.find((m) => memberIds.includes(m.memberId))?.colour ?? "var(--color-text-muted)";
}

/** "All day", "Continues", or the start time on its first day. */
export function whenOf(o: Occurrence, date: string, timeZone: string): string {
  if (o.allDay) return "All day";
  if (o.startDate !== date) return o.endDate === date ? `Until ${formatTime(o.end, timeZone)}` : "All day";
  return formatTime(o.start, timeZone);
}

export function OccurrenceButton(props: {
  occurrence: Occurrence;
  date: string;
  timeZone: string;
  members: MemberChip[];
  compact?: boolean;
  onOpen(o: Occurrence): void;
}) {
  const { occurrence: o, date, timeZone, members, compact, onOpen } = props;
  const names = members.filter((m) => o.memberIds.includes(m.memberId)).map((m) => m.name);
  const when = whenOf(o, date, timeZone);
  return (
    <button
      type="button"
      className={`cal-item${o.allDay || o.startDate !== o.endDate ? " cal-item--span" : ""}${compact ? " cal-item--compact" : ""}${o.pending ? " cal-item--pending" : ""}`}
      style={{ ["--item-colour" as string]: colourOf(o.memberIds, members) }}
      aria-label={`${o.title}, ${formatShortDay(date)}, ${when}${names.length ? `, for ${names.join(" and ")}` : ""}${o.recurring ? ", repeats" : ""}${o.pending ? ", waiting to sync" : ""}`}
      data-testid="calendar-occurrence"
      data-pending={o.pending ? "true" : undefined}
      onClick={() => onOpen(o)}
    >
      <span className="cal-item__time">{when}</span> <span className="cal-item__title">{o.title}</span>
      {o.recurring && (
        <span className="cal-item__repeat" aria-hidden="true" title="Repeats">
          ↻
        </span>
      )}
      {o.pending && (
        <span className="cal-item__pending" aria-hidden="true" title="Waiting to sync">
          Pending
        </span>
      )}
    </button>
  );
}

export function OverlayLink({ item, timeZone, compact }: { item: OverlayItem; timeZone: string; compact?: boolean }) {
  const when = item.start ? formatTime(item.start, timeZone) : "";
  const text = (
    <>
      <span className="cal-overlay__layer">{layerLabel(item.layer)}</span> {when && <span className="cal-item__time">{when}</span>} <span>{item.title}</span>
    </>
  );
  const className = `cal-overlay cal-overlay--${item.layer.replace(/[^a-z0-9-]/gi, "")}${compact ? " cal-item--compact" : ""}`;
  return item.href?.startsWith("/") ? (
    <Link to={item.href} className={className} data-testid="calendar-overlay">
      {text}
    </Link>
  ) : (
    <span className={className} data-testid="calendar-overlay">
      {text}
    </span>
  );
}
