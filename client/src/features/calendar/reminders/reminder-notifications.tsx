import { useState } from "react";

type Permission = NotificationPermission | "unsupported";

const currentPermission = (): Permission => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);

/**
 * On the calendar page: reminders always show inside Hearth; this lets a device also get them as system
 * notifications while Hearth is in the background (the browser asks the user once).
 */
export function ReminderNotifications() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [asking, setAsking] = useState(false);

  if (permission === "unsupported") return null;
  if (permission === "granted") {
    return <p className="calendar-reminders__note">Reminders also show as notifications on this device while Hearth is in the background.</p>;
  }
  if (permission === "denied") {
    return <p className="calendar-reminders__note">Notifications are blocked for Hearth in this browser&apos;s settings; reminders still show here in Hearth.</p>;
  }
  const ask = async () => {
    setAsking(true);
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(currentPermission());
    } finally {
      setAsking(false);
    }
  };
  return (
    <p className="calendar-reminders__note">
      Reminders show here in Hearth.{" "}
      <button type="button" className="button button--secondary" onClick={() => void ask()} disabled={asking}>
        Turn on reminder notifications
      </button>
    </p>
  );
}
