import { useApolloClient } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadingScreen } from "../../components/loading-screen/loading-screen";
import { useToast } from "../../components/toast/use-toast.hook";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { readStoredUser } from "../../lib/session";
import { useSession } from "../../lib/session-context";
import { createUuid } from "../../lib/uuid";
import { deviceTimeZone, rangeOf, stepOf, titleOf, todayIn, type CalendarMode } from "./calendar-dates";
import type { CalendarSettingsFieldsFragment } from "../../gql/graphql";
import { CalendarEventQuery } from "./calendar.graphql";
import { pendingEventOf, withPendingEvents } from "./calendar-pending";
import type { CalendarChange } from "./calendar-sync";
import { byDay, type Occurrence } from "./components/calendar-items";
import { CalendarSettingsPanel } from "./components/calendar-settings-panel";
import { AgendaView, DayView, MonthView, WeekView } from "./components/calendar-views";
import { EventDetails } from "./components/event-details";
import { EventForm, newEventValues, toEventInput, toOccurrenceInput, valuesOfEvent, type EventFormValues } from "./components/event-form";
import { useCalendarData, useCalendarOutbox } from "./hooks/use-calendar.hook";
import { ReminderNotifications } from "./reminders/reminder-notifications";
import { CalendarSyncPanel } from "./sync";
import "./calendar.css";
import { waitingToSync } from "../../lib/outbox/outbox-status";

const MODES: { id: CalendarMode; label: string }[] = [
  { id: "month", label: "Month" },
  { id: "week", label: "Week" },
  { id: "day", label: "Day" },
  { id: "agenda", label: "Agenda" },
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The settings as they will be once the queued changes are sent (so a switch answers at once, offline too). */
function withPending(settings: CalendarSettingsFieldsFragment, pending: { change: CalendarChange }[]): CalendarSettingsFieldsFragment {
  let out = settings;
  for (const { change } of pending) {
    if (change.kind === "switchOverlay") out = { ...out, overlays: out.overlays.map((o) => (o.layer === change.targetId ? { ...o, on: change.on } : o)) };
    if (change.kind === "setColour") out = { ...out, members: out.members.map((m) => (m.memberId === change.targetId ? { ...m, colour: change.colour } : m)) };
    if (change.kind === "setTimeZone") out = { ...out, timeZone: change.targetId };
  }
  return out;
}

type Editing =
  | { scope: "new"; initial: EventFormValues }
  | { scope: "series"; eventId: string; initial: EventFormValues }
  | { scope: "occurrence"; eventId: string; occurrenceStart: string; initial: EventFormValues };

/** /app/calendar: the family calendar (month, week, day, agenda), by member, with layers from the rest of Hearth; live. */
export function CalendarPage() {
  useDocumentTitle("Family Calendar");
  const client = useApolloClient();
  const { toast } = useToast();
  const user = useSession((s) => s.context.user) ?? readStoredUser();
  const isHolder = user?.accountType !== "familyMember";
  const device = useMemo(() => deviceTimeZone(), []);
  const [params, setParams] = useSearchParams();
  const mode = (MODES.find((m) => m.id === params.get("view"))?.id ?? "month") as CalendarMode;
  const memberId = params.get("member");
  const [zoneHint, setZoneHint] = useState(device);
  const anchor = DATE.test(params.get("date") ?? "") ? params.get("date")! : todayIn(zoneHint);
  const range = rangeOf(mode, anchor);

  const { data, failed, reload, refresh } = useCalendarData(range, memberId);
  const outbox = useCalendarOutbox(user?.id ?? null, refresh);
  const [selected, setSelected] = useState<Occurrence | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [showSettings, setShowSettings] = useState(false);

  const zone = data?.calendarView.timeZone ?? zoneHint;
  if (zone !== zoneHint) setZoneHint(zone);
  const today = todayIn(zone);
  const members = data?.calendarSettings.members ?? [];
  // Queued event changes (made offline, or not sent yet) show at once, marked pending, in every view.
  const occurrences = useMemo(
    () => withPendingEvents(data?.calendarView.occurrences ?? [], outbox.pending, { ...range, timeZone: zone, memberId }, outbox.delivered),
    [data, outbox.pending, outbox.delivered, range.from, range.to, zone, memberId], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const days = useMemo(() => byDay(occurrences, data?.calendarView.overlays ?? []), [occurrences, data]);

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
    setSelected(null);
  };

  if (!data && !failed) return <LoadingScreen />;

  const eventOf = async (eventId: string) => {
    // An event whose creation or edit still waits in the outbox: edit it as queued.
    const queued = pendingEventOf(outbox.pending, eventId);
    if (queued) return queued;
    if (navigator.onLine) {
      try {
        return (await client.query({ query: CalendarEventQuery, variables: { id: eventId }, fetchPolicy: "network-only" })).data?.calendarEvent ?? null;
      } catch {
        // Offline after all: what the cache has, below.
      }
    }
    try {
      return (await client.query({ query: CalendarEventQuery, variables: { id: eventId }, fetchPolicy: "cache-only" })).data?.calendarEvent ?? null;
    } catch {
      return null;
    }
  };
  /**
   * Offline, an event never opened before is not in the cache: a one-off event (or one occurrence) is
   * edited from what the calendar shows of it, its times in the calendar's zone. A series needs its rule.
   */
  const fromOccurrence = (o: Occurrence) => ({
    title: o.title,
    allDay: o.allDay,
    start: o.start,
    end: o.end,
    timeZone: zone,
    location: o.location,
    notes: o.notes,
    memberIds: o.memberIds,
    rrule: null,
    reminders: o.reminders,
  });
  const unavailable = () => toast({ title: "This event can't be opened right now. Check your connection and try again.", variant: "destructive" });

  const editSeries = async (o: Occurrence) => {
    const event = (await eventOf(o.eventId)) ?? (o.recurring ? null : fromOccurrence(o));
    if (!event) return unavailable();
    setEditing({ scope: "series", eventId: o.eventId, initial: valuesOfEvent(event) });
  };
  const editOccurrence = async (o: Occurrence) => {
    const event = (await eventOf(o.eventId)) ?? fromOccurrence(o);
    if (!event) return unavailable();
    const initial = valuesOfEvent({ ...event, title: o.title, start: o.start, end: o.end, location: o.location, notes: o.notes, rrule: null });
    setEditing({ scope: "occurrence", eventId: o.eventId, occurrenceStart: o.occurrenceStart, initial });
  };
  const save = (values: EventFormValues) => {
    if (!editing) return;
    if (editing.scope === "new") outbox.enqueue({ kind: "createEvent", targetId: createUuid(), input: toEventInput(values) });
    else if (editing.scope === "series") outbox.enqueue({ kind: "updateEvent", targetId: editing.eventId, input: toEventInput(values) });
    else outbox.enqueue({ kind: "changeOccurrence", targetId: editing.eventId, occurrenceStart: editing.occurrenceStart, input: toOccurrenceInput(values) });
    setEditing(null);
    setSelected(null);
  };
  const addOn = (date: string) => {
    setSelected(null);
    setEditing({ scope: "new", initial: newEventValues(date, zone, memberId ? [memberId] : []) });
  };

  const viewProps = {
    ...range,
    anchor,
    today,
    timeZone: zone,
    days,
    members,
    onOpen: (o: Occurrence) => {
      setEditing(null);
      setSelected(o);
    },
    onPickDay: (date: string) => go({ view: "day", date }),
    onAddOn: addOn,
  };

  return (
    <div className="page calendar stack">
      <header className="calendar__header">
        <div>
          <h1>Family Calendar</h1>
          <p className="page__lead">Everyone's plans in one place, on every phone in the house.</p>
          <ReminderNotifications />
        </div>
        <div className="calendar__header-actions">
          <button type="button" className="button button--primary" onClick={() => addOn(mode === "month" && anchor.slice(0, 7) !== today.slice(0, 7) ? anchor : mode === "month" ? today : range.from)}>
            Add event
          </button>
          <button type="button" className="button button--secondary" aria-expanded={showSettings} onClick={() => setShowSettings((s) => !s)}>
            Layers &amp; colours
          </button>
        </div>
      </header>

      {failed && (
        <div className="form-error" role="alert">
          <p>Failed to load the calendar</p>
          <button type="button" className="button button--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {outbox.pending.length > 0 && (
        <p className="calendar__sync" role="status">
          {waitingToSync(outbox.status, outbox.pending.length)}
        </p>
      )}

      {showSettings && data && (
        <CalendarSettingsPanel
          settings={withPending(data.calendarSettings, outbox.pending)}
          shownZone={zone}
          deviceZone={device}
          canChange={isHolder}
          onSwitchLayer={(layer, on) => outbox.enqueue({ kind: "switchOverlay", targetId: layer, on })}
          onColour={(id, colour) => outbox.enqueue({ kind: "setColour", targetId: id, colour })}
          onTimeZone={(z) => outbox.enqueue({ kind: "setTimeZone", targetId: z })}
        />
      )}

      {editing && (
        <section className="card" aria-labelledby="event-form-heading">
          <h2 id="event-form-heading">
            {editing.scope === "new" ? "New event" : editing.scope === "series" ? `Edit "${editing.initial.title}"` : `Edit this occurrence of "${editing.initial.title}"`}
          </h2>
          <EventForm
            key={editing.scope === "occurrence" ? `${editing.eventId}${editing.occurrenceStart}` : editing.scope === "series" ? editing.eventId : "new"}
            initial={editing.initial}
            scope={editing.scope === "occurrence" ? "occurrence" : "event"}
            members={members}
            submitLabel={editing.scope === "new" ? "Save event" : "Save changes"}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}

      {selected && !editing && (
        <EventDetails
          occurrence={selected}
          timeZone={zone}
          members={members}
          onClose={() => setSelected(null)}
          onEditOccurrence={() => void editOccurrence(selected)}
          onEditSeries={() => void editSeries(selected)}
          onDeleteOccurrence={() => {
            if (!window.confirm(`Remove "${selected.title}" on this day only? The rest of the series stays.`)) return;
            outbox.enqueue({ kind: "cancelOccurrence", targetId: selected.eventId, occurrenceStart: selected.occurrenceStart });
            setSelected(null);
          }}
          onDeleteSeries={() => {
            if (!window.confirm(selected.recurring ? `Delete every occurrence of "${selected.title}"?` : `Delete "${selected.title}"?`)) return;
            outbox.enqueue({ kind: "deleteEvent", targetId: selected.eventId });
            setSelected(null);
          }}
        />
      )}

      <nav className="calendar__toolbar" aria-label="Calendar">
        <div className="calendar__modes" role="group" aria-label="View">
          {MODES.map((m) => (
            <button key={m.id} type="button" className="button button--secondary" aria-pressed={mode === m.id} onClick={() => go({ view: m.id })}>
              {m.label}
            </button>
          ))}
        </div>
        <div className="calendar__step">
          <button type="button" className="button button--secondary" aria-label="Previous" onClick={() => go({ date: stepOf(mode, anchor, -1) })}>
            ‹
          </button>
          <button type="button" className="button button--secondary" onClick={() => go({ date: null })}>
            Today
          </button>
          <button type="button" className="button button--secondary" aria-label="Next" onClick={() => go({ date: stepOf(mode, anchor, 1) })}>
            ›
          </button>
        </div>
        {members.length > 0 && (
          <div className="calendar__members" role="group" aria-label="Show">
            <button type="button" className="button button--secondary" aria-pressed={!memberId} onClick={() => go({ member: null })}>
              Everyone
            </button>
            {members.map((m) => (
              <button
                key={m.memberId}
                type="button"
                className="button button--secondary member-filter"
                aria-pressed={memberId === m.memberId}
                onClick={() => go({ member: memberId === m.memberId ? null : m.memberId })}
              >
                <span className="member-chip__swatch" style={{ background: m.colour }} aria-hidden="true" /> {m.name}
              </button>
            ))}
          </div>
        )}
      </nav>

      <h2 className="calendar__title" aria-live="polite">
        {titleOf(mode, anchor)}
        {zone !== device && <span className="calendar__zone"> · times in {zone}</span>}
      </h2>

      {data && mode === "month" && <MonthView {...viewProps} />}
      {data && mode === "week" && <WeekView {...viewProps} />}
      {data && mode === "day" && <DayView {...viewProps} />}
      {data && mode === "agenda" && <AgendaView {...viewProps} />}

      {/* Import, subscriptions and Google: always here, since Google's sign-in returns to this page. */}
      <CalendarSyncPanel />
    </div>
  );
}
