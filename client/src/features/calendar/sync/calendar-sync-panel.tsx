import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useToast } from "../../../components/toast/use-toast.hook";
import { useOnlineStatus } from "../../../hooks/use-online-status.hook";
import {
  AddCalendarSubscriptionMutation,
  CalendarSyncChangedSubscription,
  CalendarSyncPanelQuery,
  ChooseGoogleCalendarMutation,
  CompleteGoogleCalendarConnectMutation,
  DisconnectGoogleCalendarMutation,
  GoogleCalendarsQuery,
  ImportCalendarFileMutation,
  RefreshCalendarSubscriptionMutation,
  RemoveCalendarSubscriptionMutation,
  StartGoogleCalendarConnectMutation,
  SyncGoogleCalendarMutation,
} from "./calendar-sync.graphql";
import { googleReturnParams, importSummary, lastRefreshText, MAX_IMPORT_BYTES, rememberViewBeforeGoogle, viewAfterGoogle, whenText } from "./calendar-sync.view";
import "./calendar-sync.css";
import { useLiveSubscription } from "../../../lib/live-reads";

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : "That did not work; try again");

/**
 * Sync in and out of the family calendar: import an .ics file, subscribe to .ics addresses (refreshed
 * every hour; each shows its last refresh), and two-way sync with Google Calendar when the server has it
 * set up (connect, pick a calendar, sync status, disconnect). Live: any device's change reloads it.
 * These need the server (it fetches the addresses and talks to Google), so they wait for a connection
 * instead of queueing offline.
 */
export function CalendarSyncPanel() {
  const { toast } = useToast();
  const online = useOnlineStatus();
  const { data, refetch } = useQuery(CalendarSyncPanelQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const reload = () => void refetch().catch(() => undefined);

  useLiveSubscription(CalendarSyncChangedSubscription, {
    variables: { since: data?.calendarSyncPoint ?? null },
    skip: data?.calendarSyncPoint === undefined,
    onData: ({ data: change }) => {
      const c = change.data?.calendarSyncChanged;
      // The calendar's own events arrive on the page's calendarChanged; this panel reads its own state again.
      if (c && c.sequence > (data?.calendarSyncPoint ?? 0)) reload();
    },
  });

  // ── Import ──────────────────────────────────────────────────────────────────────────────────────
  const [importFile, importing] = useMutation(ImportCalendarFileMutation);
  const fileInput = useRef<HTMLInputElement>(null);
  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      toast({ title: "That file is too large to import (up to 900 KB)", variant: "destructive" });
      return;
    }
    try {
      const result = await importFile({
        variables: { name: file.name, ics: await file.text(), timeZone: deviceZone(), idempotencyKey: crypto.randomUUID() },
      });
      const r = result.data?.importCalendarFile;
      if (r) toast({ title: importSummary(r) });
      reload();
    } catch (error) {
      toast({ title: messageOf(error), variant: "destructive" });
    }
  }

  // ── Subscriptions ───────────────────────────────────────────────────────────────────────────────
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [addSubscription, adding] = useMutation(AddCalendarSubscriptionMutation);
  const [refreshSubscription] = useMutation(RefreshCalendarSubscriptionMutation);
  const [removeSubscription] = useMutation(RemoveCalendarSubscriptionMutation);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!/^(https?|webcals?):\/\/\S+$/i.test(url.trim())) {
      setFormError("Enter an http, https or webcal address");
      return;
    }
    try {
      const result = await addSubscription({
        variables: { url: url.trim(), name: name.trim() || null, timeZone: deviceZone(), idempotencyKey: crypto.randomUUID() },
      });
      const s = result.data?.addCalendarSubscription;
      if (s) toast({ title: `Subscribed to ${s.name} (${s.eventCount} ${s.eventCount === 1 ? "event" : "events"})` });
      setUrl("");
      setName("");
      reload();
    } catch (error) {
      setFormError(messageOf(error));
    }
  }

  async function refreshNow(id: string) {
    setBusyId(id);
    try {
      const result = await refreshSubscription({ variables: { id } });
      const s = result.data?.refreshCalendarSubscription;
      if (s && s.lastOk === false) toast({ title: s.lastMessage ?? "The calendar could not be read", variant: "destructive" });
      reload();
    } catch (error) {
      toast({ title: messageOf(error), variant: "destructive" });
    } finally {
      setBusyId(null);
    }
  }

  async function unsubscribe(id: string, label: string) {
    if (!window.confirm(`Unsubscribe from ${label}? Its events leave the calendar.`)) return;
    setBusyId(id);
    try {
      await removeSubscription({ variables: { id, idempotencyKey: crypto.randomUUID() } });
      toast({ title: `Unsubscribed from ${label}` });
      reload();
    } catch (error) {
      toast({ title: messageOf(error), variant: "destructive" });
    } finally {
      setBusyId(null);
    }
  }

  // ── Google ──────────────────────────────────────────────────────────────────────────────────────
  const google = data?.googleCalendarConnection;
  const [startConnect, starting] = useMutation(StartGoogleCalendarConnectMutation);
  const [completeConnect] = useMutation(CompleteGoogleCalendarConnectMutation);
  const [chooseCalendar, choosing] = useMutation(ChooseGoogleCalendarMutation);
  const [syncNow, syncing] = useMutation(SyncGoogleCalendarMutation);
  const [disconnect, disconnecting] = useMutation(DisconnectGoogleCalendarMutation);
  const calendars = useQuery(GoogleCalendarsQuery, { skip: !google?.connected, fetchPolicy: "network-only" });
  const [chosen, setChosen] = useState("");
  const [changingCalendar, setChangingCalendar] = useState(false);

  // Back from Google's consent screen: /app/calendar?code=…&state=…
  const [, setParams] = useSearchParams();
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current) return;
    const back = googleReturnParams(window.location.search);
    if (!back) return;
    returned.current = true;
    // The code and state leave the address; the view and date the family was on come back.
    setParams(viewAfterGoogle(), { replace: true });
    if ("error" in back) {
      toast({ title: back.error === "access_denied" ? "Google Calendar was not connected" : "Google could not connect the calendar", variant: "destructive" });
      return;
    }
    completeConnect({ variables: back })
      .then((result) => {
        const email = result.data?.completeGoogleCalendarConnect.email;
        toast({ title: email ? `Connected ${email}: choose a calendar to sync` : "Google connected: choose a calendar to sync" });
        reload();
      })
      .catch((error: unknown) => toast({ title: messageOf(error), variant: "destructive" }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function connect() {
    try {
      const result = await startConnect();
      const target = result.data?.startGoogleCalendarConnect;
      if (!target) return;
      rememberViewBeforeGoogle(window.location.search);
      window.location.assign(target);
    } catch (error) {
      toast({ title: messageOf(error), variant: "destructive" });
    }
  }

  async function choose(event: FormEvent) {
    event.preventDefault();
    const id = chosen || calendars.data?.googleCalendars[0]?.id;
    if (!id) return;
    try {
      const result = await chooseCalendar({ variables: { calendarId: id } });
      const c = result.data?.chooseGoogleCalendar;
      if (c?.lastOk === false) toast({ title: c.lastMessage ?? "The first sync did not finish", variant: "destructive" });
      else toast({ title: `Syncing with ${c?.calendarSummary ?? "Google Calendar"}` });
      setChangingCalendar(false);
      reload();
    } catch (error) {
      toast({ title: messageOf(error), variant: "destructive" });
    }
  }

  async function sync() {
    try {
      const result = await syncNow();
      const s = result.data?.syncGoogleCalendar;
      toast(s?.lastOk === false ? { title: s.lastMessage ?? "Google Calendar could not be reached", variant: "destructive" } : { title: "Calendar synced with Google" });
      reload();
    } catch (error) {
      toast({ title: messageOf(error), variant: "destructive" });
    }
  }

  async function stop() {
    if (!window.confirm("Stop syncing with Google Calendar? Events already here stay.")) return;
    try {
      await disconnect();
      toast({ title: "Google Calendar disconnected" });
      reload();
    } catch (error) {
      toast({ title: messageOf(error), variant: "destructive" });
    }
  }

  const subscriptions = data?.calendarSubscriptions ?? [];
  const offlineNote = !online ? <p className="notice-text">You are offline: importing and syncing wait for a connection.</p> : null;

  return (
    <section className="calendar-sync card stack" aria-labelledby="calendar-sync-heading">
      <h2 id="calendar-sync-heading">Sync with other calendars</h2>
      {offlineNote}

      <div className="calendar-sync__block">
        <h3>Import a file</h3>
        <p className="field__hint">Events from an .ics file (school, team or work calendars) join the family calendar, read-only. Importing the same file again updates them.</p>
        <input ref={fileInput} className="visually-hidden" type="file" accept=".ics,text/calendar" onChange={onFile} aria-label="Choose an .ics file" tabIndex={-1} />
        <button type="button" className="button button--secondary" disabled={!online || importing.loading} onClick={() => fileInput.current?.click()}>
          {importing.loading ? "Importing…" : "Import .ics file"}
        </button>
      </div>

      <div className="calendar-sync__block">
        <h3>Subscribed calendars</h3>
        <p className="field__hint">Hearth checks each address every hour and keeps its events up to date.</p>
        {subscriptions.length === 0 ? (
          <p className="notice-text">No subscriptions yet.</p>
        ) : (
          <ul className="calendar-sync__list">
            {subscriptions.map((s) => (
              <li key={s.id} className="calendar-sync__item">
                <div className="calendar-sync__item-text">
                  <strong>{s.name}</strong>
                  <span className="calendar-sync__url" title={s.url}>
                    {s.url}
                  </span>
                  <span className={s.lastOk === false ? "calendar-sync__status calendar-sync__status--error" : "calendar-sync__status"}>{lastRefreshText(s)}</span>
                </div>
                <div className="calendar-sync__actions">
                  <button type="button" className="button button--ghost" disabled={!online || busyId === s.id} onClick={() => void refreshNow(s.id)}>
                    Refresh
                  </button>
                  <button type="button" className="button button--ghost" disabled={!online || busyId === s.id} onClick={() => void unsubscribe(s.id, s.name)}>
                    Unsubscribe
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <form className="calendar-sync__form" onSubmit={(e) => void subscribe(e)} noValidate>
          <label className="field">
            <span className="field__label">Calendar address (.ics)</span>
            <input className="input" type="url" inputMode="url" placeholder="https://example.com/calendar.ics" value={url} onChange={(e) => setUrl(e.target.value)} />
          </label>
          <label className="field">
            <span className="field__label">Name (optional)</span>
            <input className="input" value={name} maxLength={120} placeholder="Soccer league" onChange={(e) => setName(e.target.value)} />
          </label>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={!online || adding.loading}>
            {adding.loading ? "Subscribing…" : "Subscribe"}
          </button>
        </form>
      </div>

      {google?.configured && (
        <div className="calendar-sync__block">
          <h3>Google Calendar</h3>
          {!google.connected ? (
            <>
              <p className="field__hint">Connect a Google account to sync the family calendar both ways: changes made in Hearth or in Google Calendar show up in both.</p>
              <button type="button" className="button button--primary" disabled={!online || starting.loading} onClick={() => void connect()}>
                Connect Google Calendar
              </button>
            </>
          ) : (
            <>
              <p>
                Connected{google.email ? ` as ${google.email}` : ""}
                {google.calendarSummary && !changingCalendar ? (
                  <>
                    , syncing with <strong>{google.calendarSummary}</strong>
                  </>
                ) : null}
                .
              </p>
              {google.calendarId && !changingCalendar ? (
                <>
                  <p className={google.lastOk === false ? "calendar-sync__status calendar-sync__status--error" : "calendar-sync__status"}>
                    {google.lastOk === false
                      ? `Last sync failed: ${google.lastMessage ?? "Google Calendar could not be reached"}`
                      : google.lastCheckedAt
                        ? `Last checked ${whenText(google.lastCheckedAt)}${google.lastSyncedAt ? ` · last change ${whenText(google.lastSyncedAt)}` : ""}`
                        : "Waiting for the first sync"}
                  </p>
                  <p className="field__hint">When the same event changed in both places, the later change wins.</p>
                  <div className="calendar-sync__actions">
                    <button type="button" className="button button--secondary" disabled={!online || syncing.loading} onClick={() => void sync()}>
                      {syncing.loading ? "Syncing…" : "Sync now"}
                    </button>
                    {google.canManage && (
                      <>
                        <button type="button" className="button button--ghost" disabled={!online} onClick={() => setChangingCalendar(true)}>
                          Change calendar
                        </button>
                        <button type="button" className="button button--ghost" disabled={!online || disconnecting.loading} onClick={() => void stop()}>
                          Disconnect
                        </button>
                      </>
                    )}
                  </div>
                </>
              ) : google.canManage ? (
                <form className="calendar-sync__form" onSubmit={(e) => void choose(e)}>
                  <label className="field">
                    <span className="field__label">Google calendar to sync with</span>
                    <select className="input" value={chosen || google.calendarId || ""} onChange={(e) => setChosen(e.target.value)} disabled={calendars.loading}>
                      {calendars.loading && <option value="">Loading calendars…</option>}
                      {(calendars.data?.googleCalendars ?? []).map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.summary}
                          {c.primary ? " (main)" : ""}
                        </option>
                      ))}
                    </select>
                  </label>
                  {calendars.error && <p className="form-error">{messageOf(calendars.error)}</p>}
                  <div className="calendar-sync__actions">
                    <button type="submit" className="button button--primary" disabled={!online || choosing.loading || !calendars.data?.googleCalendars.length}>
                      {choosing.loading ? "Syncing…" : "Sync with this calendar"}
                    </button>
                    {changingCalendar && (
                      <button type="button" className="button button--ghost" onClick={() => setChangingCalendar(false)}>
                        Cancel
                      </button>
                    )}
                    {!changingCalendar && (
                      <button type="button" className="button button--ghost" disabled={!online || disconnecting.loading} onClick={() => void stop()}>
                        Disconnect
                      </button>
                    )}
                  </div>
                </form>
              ) : (
                <p className="notice-text">The account that connected Google chooses the calendar.</p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
