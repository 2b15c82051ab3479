import type { OutboxCourier } from "../../lib/outbox/outbox-courier";
import { calendarRefusalNotice, isCalendarChange, sendCalendarChange, type CalendarChange, type CalendarSendResult } from "./calendar-sync";

/** The calendar's outbox, for its screen and for the courier that sends what the screen left waiting. */
export const courier: OutboxCourier<CalendarChange, CalendarSendResult> = {
  isChange: isCalendarChange,
  send: sendCalendarChange,
  refusal: (pending, failure) => calendarRefusalNotice(pending.change, failure),
};
