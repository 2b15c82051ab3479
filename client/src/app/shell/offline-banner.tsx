import { WifiOffIcon } from "../../components/icons/icons";

export function OfflineBanner() {
  return (
    <div className="offline-banner" role="status">
      <WifiOffIcon />
      <p>
        <strong>You're offline</strong>
        <span>Using cached data. Changes will sync when reconnected.</span>
      </p>
    </div>
  );
}
