import { useState } from "react";
import { Link } from "react-router-dom";
import { WifiOffIcon } from "../../components/icons/icons";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useOnlineStatus } from "../../hooks/use-online-status.hook";
import { formatBytes } from "./offline-inventory";
import { useOfflineInventory } from "./use-offline-inventory.hook";
import "./offline-demo.css";

const timeFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * /app/offline-demo: what Hearth does without a connection, shown live from this device's own state.
 * The shell's offline banner stays hidden here; this page explains offline mode itself.
 */
export function OfflineDemoPage() {
  useDocumentTitle("Offline Demo");
  const online = useOnlineStatus();
  const inventory = useOfflineInventory();
  const [changedAt, setChangedAt] = useState<Date | null>(null);
  const [previous, setPrevious] = useState(online);
  if (previous !== online) {
    setPrevious(online);
    setChangedAt(new Date());
  }
  const totalQueued = inventory.queued.reduce((sum, q) => sum + q.count, 0);

  return (
    <div className="page stack offline-demo">
      <header>
        <h1>Working offline</h1>
        <p className="page__lead">
          Kitchens and shops don't always have signal. This page shows, live, what Hearth keeps on this device and
          what happens to your changes while the connection is gone.
        </p>
      </header>

      <section className={`card connection connection--${online ? "online" : "offline"}`} aria-labelledby="connection-heading">
        <h2 id="connection-heading">Connection</h2>
        <p className="connection__state" role="status" aria-live="polite">
          {online ? null : <WifiOffIcon aria-hidden="true" />}
          <strong>{online ? "Online" : "Offline"}</strong>
          <span>
            {online
              ? "Changes are sent as you make them and other devices see them within a moment."
              : "You're working from what this device kept. Changes wait here and are sent when you reconnect."}
          </span>
        </p>
        {changedAt ? <p className="offline-demo__muted">Changed at {timeFormat.format(changedAt)}.</p> : null}
      </section>

      <section className="card" aria-labelledby="kept-heading">
        <h2 id="kept-heading">Kept on this device</h2>
        <dl className="offline-facts">
          <div>
            <dt>Opening Hearth without a connection</dt>
            <dd>
              {inventory.shellReady === null
                ? "Checking..."
                : inventory.shellReady
                  ? `Ready: ${inventory.keptFiles ?? 0} app files are kept, so reloading works offline.`
                  : "Not available in this browser here (it needs https or localhost). Keep a Hearth tab open before you lose signal."}
            </dd>
          </div>
          <div>
            <dt>Your data</dt>
            <dd>
              {inventory.cachedObjects > 0
                ? `${inventory.cachedObjects} items from the screens you opened are in memory`
                : "Nothing loaded yet: open a few screens while online"}
              {inventory.savedCacheBytes > 0 ? `, with a ${formatBytes(inventory.savedCacheBytes)} copy saved for after a reload.` : "."}
            </dd>
          </div>
          <div>
            <dt>Your sign-in</dt>
            <dd>
              {inventory.sessionExpiresAt
                ? `Kept on this device until ${dateTimeFormat.format(new Date(inventory.sessionExpiresAt))}.`
                : "Not signed in on this device."}
            </dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="queue-heading">
        <h2 id="queue-heading">Changes waiting to be sent</h2>
        {totalQueued === 0 ? (
          <p>None: everything you changed has reached Hearth.</p>
        ) : (
          <ul className="offline-queue">
            {inventory.queued
              .filter((q) => q.count > 0)
              .map((q) => (
                <li key={q.feature}>
                  <strong>{q.count}</strong> {q.feature} {q.count === 1 ? "change" : "changes"}
                  {online ? " being sent now" : " waiting for the connection"}
                </li>
              ))}
          </ul>
        )}
        <p className="offline-demo__muted">
          Changes are sent in the order you made them, each exactly once, even if the connection drops halfway.
        </p>
      </section>

      <section className="card" aria-labelledby="works-heading">
        <h2 id="works-heading">What works offline, and what doesn't</h2>
        <div className="offline-columns">
          <div>
            <h3>Works</h3>
            <ul>
              <li>Screens you have opened show what they last loaded.</li>
              <li>
                On the <Link to="/app/shopping-list">shopping list</Link>, ticking items off, adding, editing and moving
                them: the changes wait on this device and are sent when you're back.
              </li>
              <li>Reloading the app, once it says “Ready” above.</li>
            </ul>
          </div>
          <div>
            <h3>Needs a connection</h3>
            <ul>
              <li>Signing in, registering and paying for a subscription.</li>
              <li>Seeing changes other family members make on their devices.</li>
              <li>Sending a bug report.</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="card" aria-labelledby="try-heading">
        <h2 id="try-heading">Try it</h2>
        <ol className="offline-steps">
          <li>Open your shopping list once while you're online.</li>
          <li>Turn off Wi-Fi or mobile data (or in your browser's developer tools, set the network to Offline).</li>
          <li>Come back here: the connection above turns to Offline.</li>
          <li>Tick a few items off your shopping list, then return: they are counted under “Changes waiting to be sent”.</li>
          <li>Reconnect and watch the count go back to none.</li>
        </ol>
      </section>
    </div>
  );
}
