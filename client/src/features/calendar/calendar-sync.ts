/** The calendar screen's changes, queued in the shared outbox and sent as GraphQL mutations. */
import type { ApolloClient } from "@apollo/client";
import type { CalendarEventInput, CalendarOccurrenceInput } from "../../gql/graphql";
import { classifyFailure } from "../../lib/outbox/classify-failure";
import { changeGuard } from "../../lib/outbox/outbox-store";
import {
  CancelCalendarOccurrenceMutation,
  ChangeCalendarOccurrenceMutation,
  CreateCalendarEventMutation,
  DeleteCalendarEventMutation,
  SetCalendarMemberColourMutation,
  SetCalendarTimeZoneMutation,
  SwitchCalendarOverlayMutation,
  UpdateCalendarEventMutation,
} from "./calendar.graphql";

/** One change; `targetId` is the event (client-made for a new one), the layer, the member or the zone. */
export type CalendarChange =
  | { kind: "createEvent"; targetId: string; input: CalendarEventInput }
  | { kind: "updateEvent"; targetId: string; input: CalendarEventInput }
  | { kind: "changeOccurrence"; targetId: string; occurrenceStart: string; input: CalendarOccurrenceInput }
  | { kind: "cancelOccurrence"; targetId: string; occurrenceStart: string }
  | { kind: "deleteEvent"; targetId: string }
  | { kind: "switchOverlay"; targetId: string; on: boolean }
  | { kind: "setColour"; targetId: string; colour: string }
  | { kind: "setTimeZone"; targetId: string };

export const isCalendarChange = changeGuard<CalendarChange>(
  ["createEvent", "updateEvent", "changeOccurrence", "cancelOccurrence", "deleteEvent", "switchOverlay", "setColour", "setTimeZone"],
  ["targetId"],
);

export interface CalendarSendResult {
  kind: CalendarChange["kind"];
}

async function mutate(client: ApolloClient, change: CalendarChange, key: string): Promise<void> {
  switch (change.kind) {
    case "createEvent":
      await client.mutate({ mutation: CreateCalendarEventMutation, variables: { input: { ...change.input, id: change.targetId }, key } });
      return;
    case "updateEvent":
      await client.mutate({ mutation: UpdateCalendarEventMutation, variables: { id: change.targetId, input: change.input, key } });
      return;
    case "changeOccurrence":
      await client.mutate({ mutation: ChangeCalendarOccurrenceMutation, variables: { id: change.targetId, at: change.occurrenceStart, input: change.input, key } });
      return;
    case "cancelOccurrence":
      await client.mutate({ mutation: CancelCalendarOccurrenceMutation, variables: { id: change.targetId, at: change.occurrenceStart, key } });
      return;
    case "deleteEvent":
      await client.mutate({ mutation: DeleteCalendarEventMutation, variables: { id: change.targetId, key } });
      return;
    case "switchOverlay":
      await client.mutate({ mutation: SwitchCalendarOverlayMutation, variables: { layer: change.targetId, on: change.on, key } });
      return;
    case "setColour":
      await client.mutate({ mutation: SetCalendarMemberColourMutation, variables: { memberId: change.targetId, colour: change.colour, key } });
      return;
    case "setTimeZone":
      await client.mutate({ mutation: SetCalendarTimeZoneMutation, variables: { timeZone: change.targetId, key } });
      return;
  }
}

/** Sends one queued change with its own id as idempotency key; a failure is thrown as the outbox's SendFailure. */
export async function sendCalendarChange(client: ApolloClient, pending: { id: string; change: CalendarChange }): Promise<CalendarSendResult> {
  try {
    await mutate(client, pending.change, pending.id);
    return { kind: pending.change.kind };
  } catch (error) {
    throw classifyFailure(error);
  }
}

/** What the toast says once a change went through. */
/**
 * Why a change made here was refused, in words: an event another device deleted meanwhile says so (the
 * server's "Event not found" does not); otherwise the server's reason.
 */
export function calendarRefusalNotice(change: CalendarChange, failure: { code: string | null; message: string | null }): { title: string; description?: string } {
  if (failure.code === "NOT_FOUND" && change.kind !== "createEvent" && change.kind !== "setTimeZone") {
    return { title: "That change could not be saved", description: "The event was deleted on another device, so this change was not applied." };
  }
  return { title: failure.message ?? "That change could not be saved" };
}

export function calendarSuccessMessage(change: CalendarChange): string | null {
  switch (change.kind) {
    case "createEvent":
      return "Event added";
    case "updateEvent":
      return "Event saved";
    case "changeOccurrence":
      return "This occurrence was changed";
    case "cancelOccurrence":
      return "This occurrence was removed";
    case "deleteEvent":
      return "Event deleted";
    case "switchOverlay":
      return change.on ? "Layer shown on the calendar" : "Layer hidden";
    case "setColour":
      return null;
    case "setTimeZone":
      return `Calendar time zone set to ${change.targetId}`;
  }
}
