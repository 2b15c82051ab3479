export { CalendarSyncPanel } from "./calendar-sync-panel";
