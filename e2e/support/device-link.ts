import type { BrowserContext } from "playwright-core";
import { FaultProxy } from "../../server/test/support/fault-proxy.js";

/**
 * A device's own connection to the app: its pages open `url`, a TCP proxy in front of the app, so a
 * test can take the device's network away for real.
 *
 * Chromium's offline emulation (`context.setOffline`) is what tells the page it is offline
 * (`navigator.onLine`, the `offline` and `online` events), but it is not a wall: once in CI a product
 * added offline was on the server right after the page reloaded, still offline, with no request of
 * that page seen by Playwright. `setOffline(true)` therefore also cuts the device's proxy (open
 * sockets closed, new ones refused), and `setOffline(false)` opens it again before the page hears it
 * is back online.
 */
export class DeviceLink {
  private constructor(
    private readonly proxy: FaultProxy,
    /** The app's address as this device reaches it. */
    readonly url: string,
  ) {}

  static async open(appUrl: string): Promise<DeviceLink> {
    const { proxy, url } = await FaultProxy.forUrl(appUrl);
    // Paths are appended to it: without the trailing slash URL.toString() adds.
    return new DeviceLink(proxy, url.replace(/\/$/, ""));
  }

  async setOffline(context: BrowserContext, offline: boolean): Promise<void> {
    if (offline) {
      await context.setOffline(true);
      this.proxy.cut();
    } else {
      this.proxy.heal();
      await context.setOffline(false);
    }
  }

  close(): Promise<void> {
    return this.proxy.close();
  }
}
