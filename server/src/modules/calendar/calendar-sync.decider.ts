import type { CalendarEvent, CalendarEventFields, CalendarState, ImportSource, OccurrenceOverride } from "./calendar.events.js";
import { importedEventId, type ImportedEvent } from "./calendar.import.js";

type Exceptions = Record<string, OccurrenceOverride | "cancelled">;

/** JSON with object keys sorted: what the store hands back (jsonb) has its own key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const canonical = (exceptions: Exceptions) => stableJson(exceptions);

/** The events that make an event's one-off changes what `exceptions` says (after a create or a series update). */
function exceptionEvents(eventId: string, exceptions: Exceptions): CalendarEvent[] {
  return Object.keys(exceptions)
    .sort()
    .map((occurrenceStart): CalendarEvent => {
      const value = exceptions[occurrenceStart]!;
      return value === "cancelled"
        ? { type: "CalendarOccurrenceCancelled", data: { eventId, occurrenceStart } }
        : { type: "CalendarOccurrenceChanged", data: { eventId, occurrenceStart, override: value } };
    });
}

/**
 * What brings an event to these fields and one-off changes: nothing when it already is, else a create
 * (when missing or deleted) or a series update, followed by each one-off change.
 */
export function reconcileEvent(state: CalendarState, eventId: string, fields: CalendarEventFields, exceptions: Exceptions): CalendarEvent[] {
  const current = state.events[eventId];
  if (current && !current.deleted) {
    if (stableJson(current.fields) === stableJson(fields) && canonical(current.exceptions) === canonical(exceptions)) return [];
    return [{ type: "CalendarEventUpdated", data: { eventId, fields } }, ...exceptionEvents(eventId, exceptions)];
  }
  return [{ type: "CalendarEventCreated", data: { eventId, fields } }, ...exceptionEvents(eventId, exceptions)];
}

export interface ImportPlan {
  events: CalendarEvent[];
  added: number;
  updated: number;
  removed: number;
}

/**
 * An import or a subscription refresh as calendar events. Each VEVENT UID maps to one event id derived
 * from `sourceKey` (so the same file again, or the next refresh, finds its events); new ones are created
 * and marked imported, changed ones updated, and with `removeMissing` (a subscription) the source's
 * events the feed no longer has are deleted. Members and reminders are not in a file: imported events
 * have none.
 */
export function planImport(
  state: CalendarState,
  sourceKey: string,
  source: Omit<ImportSource, "uid">,
  incoming: readonly ImportedEvent[],
  removeMissing: boolean,
): ImportPlan {
  const plan: ImportPlan = { events: [], added: 0, updated: 0, removed: 0 };
  const seen = new Set<string>();
  for (const item of incoming) {
    const eventId = importedEventId(sourceKey, item.uid);
    if (seen.has(eventId)) continue;
    seen.add(eventId);
    const current = state.events[eventId];
    // An id Hearth's own event already holds is never taken over (a hash collision, in practice never).
    if (current && !current.deleted && !current.source) continue;
    const changes = reconcileEvent(state, eventId, item.fields, item.exceptions);
    const isNew = !current || current.deleted;
    const fullSource: ImportSource = { ...source, uid: item.uid };
    const sourceChanged = isNew || stableJson(current!.source) !== stableJson(fullSource);
    if (changes.length === 0 && !sourceChanged) continue;
    plan.events.push(...changes);
    if (sourceChanged) plan.events.push({ type: "CalendarEventImported", data: { eventId, source: fullSource } });
    if (isNew) plan.added += 1;
    else plan.updated += 1;
  }
  if (removeMissing) {
    for (const [eventId, e] of Object.entries(state.events)) {
      if (e.deleted || seen.has(eventId) || !e.source || e.source.kind !== source.kind || e.source.subscriptionId !== source.subscriptionId) continue;
      plan.events.push({ type: "CalendarEventDeleted", data: { eventId } });
      plan.removed += 1;
    }
  }
  return plan;
}

/** Deletes every event a subscription brought in (unsubscribing). */
export function planRemoveSource(state: CalendarState, subscriptionId: string): CalendarEvent[] {
  return Object.entries(state.events)
    .filter(([, e]) => !e.deleted && e.source?.kind === "url" && e.source.subscriptionId === subscriptionId)
    .map(([eventId]): CalendarEvent => ({ type: "CalendarEventDeleted", data: { eventId } }));
}

// ── The Google conflict rule ──────────────────────────────────────────────────────────────────────

/** One side of a linked event at sync time. */
export interface SyncSide {
  /** Changed since the last sync (Hearth: a revision above the synced one, or deleted; Google: another etag, or gone). */
  changed: boolean;
  deleted: boolean;
  /** When it was last changed (Hearth: the last event's time; Google: the event's `updated`); null when unknown. */
  modifiedAt: string | null;
}

/** What to do with one event: nothing, take Google's version into Hearth, or send Hearth's to Google. */
export type SyncAction = "none" | "pull" | "push";

/**
 * The written rule, per event: a side that alone changed since the last sync wins. When both changed,
 * the later modification wins ("last modified wins", Hearth's time of its last change against Google's
 * `updated`); a deletion counts as a change at its time. A side whose time is unknown (an event that
 * vanished from a full listing) loses to one whose time is known; on an exact tie Google wins (it is
 * the calendar other apps also write to). Both deleted: nothing left to do.
 */
export function resolveSyncConflict(hearth: SyncSide, google: SyncSide): SyncAction {
  if (hearth.deleted && google.deleted) return "none";
  if (!hearth.changed && !google.changed) return "none";
  if (hearth.changed && !google.changed) return "push";
  if (google.changed && !hearth.changed) return "pull";
  const h = hearth.modifiedAt ? Date.parse(hearth.modifiedAt) : Number.NaN;
  const g = google.modifiedAt ? Date.parse(google.modifiedAt) : Number.NaN;
  if (Number.isNaN(h) && Number.isNaN(g)) return "pull";
  if (Number.isNaN(g)) return "push";
  if (Number.isNaN(h)) return "pull";
  return h > g ? "push" : "pull";
}

/** One occurrence of a linked series at sync time: Hearth's one-off change against Google's instance. */
export interface OccurrenceSides {
  /** Hearth's one-off change of the occurrence now; null when it has none (the series' own). */
  hearth: OccurrenceOverride | "cancelled" | null;
  /** `stableJson` of what Hearth held for it when last in step with Google ("null" when never synced). */
  syncedHearth: string;
  /** When Hearth last changed this occurrence (its last one-off change's time); null when unknown. */
  hearthModifiedAt: string | null;
  /** Google's instance when this pull lists it with another etag than the last synced one; else null. */
  google: { value: OccurrenceOverride | "cancelled"; updated: string | null } | null;
}

/**
 * The same rule per occurrence: a side that alone changed the occurrence since the last sync wins; when
 * both did, the later change wins (Hearth's one-off change time against the instance's `updated`, Google
 * on a tie). Hearth without a one-off change of its own has not changed the occurrence (it drops them only
 * with a series edit, which the series' rule decides). Both sides at the same value: nothing to do.
 */
export function resolveOccurrenceConflict(o: OccurrenceSides): SyncAction {
  const hearthChanged = o.hearth !== null && stableJson(o.hearth) !== o.syncedHearth;
  if (o.google && o.hearth !== null && stableJson(o.google.value) === stableJson(o.hearth)) return "none";
  return resolveSyncConflict(
    { changed: hearthChanged, deleted: false, modifiedAt: o.hearthModifiedAt },
    { changed: o.google !== null, deleted: false, modifiedAt: o.google?.updated ?? null },
  );
}
