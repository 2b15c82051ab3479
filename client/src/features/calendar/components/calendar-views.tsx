import { useEffect, useRef, type KeyboardEvent } from "react";
import { addDays, daysBetween, formatLongDay, formatShortDay, startOfMonth, wallOf } from "../calendar-dates";
import { firstHour, hourLabel, layoutDay } from "../calendar-grid";
import { OccurrenceButton, OverlayLink, type DayContent, type Occurrence } from "./calendar-items";
import type { MemberChip } from "./event-form";

interface ViewProps {
  from: string;
  to: string;
  anchor: string;
  today: string;
  timeZone: string;
  days: Map<string, DayContent>;
  members: MemberChip[];
  onOpen(o: Occurrence): void;
  onPickDay(date: string): void;
  onAddOn?(date: string): void;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_ITEMS = 3;

/** The month as weeks; arrow keys move between days, Enter opens the day. */
export function MonthView({ from, to, anchor, today, timeZone, days, members, onOpen, onPickDay }: ViewProps) {
  const grid = useRef<HTMLDivElement>(null);
  const month = startOfMonth(anchor).slice(0, 7);
  const dates = daysBetween(from, to);
  const move = (e: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (!step) return;
    e.preventDefault();
    const target = addDays(date, step);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  };
  return (
    <div className="cal-month" role="grid" aria-label="Month" ref={grid}>
      <div className="cal-month__row cal-month__head" role="row">
        {WEEKDAYS.map((d) => (
          <span key={d} role="columnheader" className="cal-month__weekday">
            {d}
          </span>
        ))}
      </div>
      {Array.from({ length: dates.length / 7 }, (_, w) => (
        <div className="cal-month__row" role="row" key={dates[w * 7]}>
          {dates.slice(w * 7, w * 7 + 7).map((date) => {
            const day = days.get(date) ?? { occurrences: [], overlays: [] };
            const count = day.occurrences.length + day.overlays.length;
            const hidden = Math.max(0, count - MONTH_ITEMS);
            const shownOverlays = Math.max(0, MONTH_ITEMS - day.occurrences.length);
            return (
              <div
                key={date}
                role="gridcell"
                className={`cal-month__day${date.slice(0, 7) !== month ? " cal-month__day--outside" : ""}${date === today ? " cal-month__day--today" : ""}`}
                data-testid={`calendar-day-${date}`}
              >
                <button
                  type="button"
                  className="cal-month__date"
                  data-date={date}
                  tabIndex={date === anchor || (anchor.slice(0, 7) !== date.slice(0, 7) && date === startOfMonth(anchor)) ? 0 : -1}
                  aria-label={`${formatLongDay(date)}${count ? `, ${count} ${count === 1 ? "item" : "items"}` : ""}`}
                  aria-current={date === today ? "date" : undefined}
                  onKeyDown={(e) => move(e, date)}
                  onClick={() => onPickDay(date)}
                >
                  {Number(date.slice(8))}
                </button>
                <ul className="cal-month__items">
                  {day.occurrences.slice(0, MONTH_ITEMS).map((o) => (
                    <li key={`${o.eventId}${o.occurrenceStart}`}>
                      <OccurrenceButton occurrence={o} date={date} timeZone={timeZone} members={members} compact onOpen={onOpen} />
                    </li>
                  ))}
                  {day.overlays.slice(0, shownOverlays).map((item) => (
                    <li key={`${item.layer}${item.id}`}>
                      <OverlayLink item={item} timeZone={timeZone} compact />
                    </li>
                  ))}
                </ul>
                {hidden > 0 && (
                  <button type="button" className="cal-month__more" onClick={() => onPickDay(date)}>
                    +{hidden} more
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

type GridProps = Omit<ViewProps, "from" | "to" | "anchor"> & { dates: string[]; heading: "short" | "long" };

/**
 * The hourly grid of the week and day views: an all-day strip (all-day events, days a trip covers, and
 * the overlay layers) above hour rows where each event sits by its start and length, overlapping ones
 * side by side. Keyboard: Tab goes through the events in time order; in the grid, arrow keys Up/Down
 * move to the previous or next event of the day, Left/Right to the nearest event of the next day.
 */
function TimeGrid({ dates, today, timeZone, days, members, onOpen, onPickDay, onAddOn, heading }: GridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const layouts = dates.map((date) => ({ date, day: days.get(date) ?? { occurrences: [], overlays: [] } })).map(({ date, day }) => ({ date, day, layout: layoutDay(day.occurrences, date, timeZone) }));
  const startHour = firstHour(layouts.map((l) => l.layout));
  const scrollKey = dates.join();
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = (startHour * el.scrollHeight) / 24;
    // Scroll once per range shown, not on every live refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey]);
  const nowMinute = dates.includes(today) ? minuteNow(timeZone) : null;

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const column = target.closest<HTMLElement>("[data-grid-day]");
    if (!column || !target.matches("[data-testid='calendar-occurrence']")) return;
    const inColumn = (c: Element | null) => Array.from(c?.querySelectorAll<HTMLElement>(".cal-grid__events [data-testid='calendar-occurrence']") ?? []);
    const own = inColumn(column);
    const index = own.indexOf(target);
    let next: HTMLElement | undefined;
    if (e.key === "ArrowDown") next = own[index + 1];
    else if (e.key === "ArrowUp") next = own[index - 1];
    else if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      const columns = Array.from(scroller.current?.querySelectorAll("[data-grid-day]") ?? []);
      let at = columns.indexOf(column);
      const top = Number(target.closest<HTMLElement>("[data-top]")?.dataset.top ?? 0);
      const step = e.key === "ArrowRight" ? 1 : -1;
      for (at += step; at >= 0 && at < columns.length && !next; at += step) {
        const items = inColumn(columns[at]);
        next = items.reduce<HTMLElement | undefined>((best, item) => {
          const d = Math.abs(Number(item.closest<HTMLElement>("[data-top]")?.dataset.top ?? 0) - top);
          const bd = best ? Math.abs(Number(best.closest<HTMLElement>("[data-top]")?.dataset.top ?? 0) - top) : Infinity;
          return d < bd ? item : best;
        }, undefined);
      }
    } else return;
    e.preventDefault();
    next?.focus();
  };

  return (
    <div className={`cal-grid cal-grid--${dates.length === 1 ? "day" : "week"}`} style={{ ["--grid-days" as string]: dates.length }}>
      <div className="cal-grid__head">
        <span className="cal-grid__corner" aria-hidden="true" />
        {layouts.map(({ date, day, layout }) => (
          <section
            key={date}
            className={`cal-grid__top${date === today ? " cal-day--today" : ""}`}
            aria-label={`${formatLongDay(date)}, all day`}
            data-testid={`calendar-day-${date}`}
          >
            <h3 className="cal-day__heading">
              {heading === "short" ? (
                <button type="button" className="link-button" onClick={() => onPickDay(date)} aria-current={date === today ? "date" : undefined}>
                  {formatShortDay(date)}
                </button>
              ) : (
                formatLongDay(date)
              )}
            </h3>
            {layout.allDay.length + day.overlays.length > 0 && (
              <ul className="cal-day__items">
                {layout.allDay.map((o) => (
                  <li key={`${o.eventId}${o.occurrenceStart}`}>
                    <OccurrenceButton occurrence={o} date={date} timeZone={timeZone} members={members} compact={heading === "short"} onOpen={onOpen} />
                  </li>
                ))}
                {day.overlays.map((item) => (
                  <li key={`${item.layer}${item.id}`}>
                    <OverlayLink item={item} timeZone={timeZone} compact={heading === "short"} />
                  </li>
                ))}
              </ul>
            )}
            {day.occurrences.length + day.overlays.length === 0 && <p className="notice-text cal-day__empty">Nothing planned.</p>}
            {onAddOn && (
              <button type="button" className="button button--secondary cal-day__add" onClick={() => onAddOn(date)} aria-label={`Add an event on ${formatLongDay(date)}`}>
                + Add
              </button>
            )}
          </section>
        ))}
      </div>
      <div className="cal-grid__scroll" ref={scroller} onKeyDown={move}>
        <div className="cal-grid__body">
          <ol className="cal-grid__hours" aria-hidden="true">
            {HOURS.map((h) => (
              <li key={h} className="cal-grid__hour">
                {h === 0 ? "" : hourLabel(h)}
              </li>
            ))}
          </ol>
          {layouts.map(({ date, layout }) => (
            <section key={date} className="cal-grid__day" aria-label={`${formatLongDay(date)}, by the hour`} data-grid-day={date}>
              <ol className="cal-grid__events">
                {layout.timed.map((p) => (
                  <li
                    key={`${p.occurrence.eventId}${p.occurrence.occurrenceStart}`}
                    className="cal-grid__event"
                    data-top={p.top}
                    style={{ ["--top" as string]: p.top, ["--len" as string]: p.bottom - p.top, ["--col" as string]: p.column, ["--cols" as string]: p.columns }}
                  >
                    <OccurrenceButton occurrence={p.occurrence} date={date} timeZone={timeZone} members={members} onOpen={onOpen} />
                  </li>
                ))}
              </ol>
              {date === today && nowMinute !== null && <span className="cal-grid__now" style={{ ["--top" as string]: nowMinute }} aria-hidden="true" />}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function minuteNow(timeZone: string): number {
  const [h, m] = wallOf(new Date(), timeZone).time.split(":").map(Number);
  return h * 60 + m;
}

/** Seven days side by side on an hourly grid (scrolls sideways on a phone). */
export function WeekView(props: ViewProps) {
  return <TimeGrid {...props} dates={daysBetween(props.from, props.to)} heading="short" />;
}

/** One day on an hourly grid: the phone's view of a day. */
export function DayView(props: ViewProps) {
  return <TimeGrid {...props} dates={[props.from]} heading="long" />;
}

/** The coming weeks as a list of the days that have something. */
export function AgendaView({ from, to, today, timeZone, days, members, onOpen }: ViewProps) {
  const busy = daysBetween(from, to).filter((d) => days.has(d));
  if (busy.length === 0) return <p className="notice-text">Nothing planned from {formatLongDay(from)} to {formatLongDay(to)}.</p>;
  return (
    <ol className="cal-agenda">
      {busy.map((date) => {
        const day = days.get(date)!;
        return (
          <li key={date} className={`cal-agenda__day${date === today ? " cal-day--today" : ""}`} data-testid={`calendar-day-${date}`}>
            <h3 className="cal-day__heading">{formatLongDay(date)}</h3>
            <ul className="cal-day__items">
              {day.occurrences.map((o) => (
                <li key={`${o.eventId}${o.occurrenceStart}`}>
                  <OccurrenceButton occurrence={o} date={date} timeZone={timeZone} members={members} onOpen={onOpen} />
                  {o.location && <span className="cal-agenda__where"> · {o.location}</span>}
                </li>
              ))}
              {day.overlays.map((item) => (
                <li key={`${item.layer}${item.id}`}>
                  <OverlayLink item={item} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
