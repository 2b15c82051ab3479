import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startTestApp, type TestApp, type TestAppOptions } from "../../server/test/support/test-app.js";
import { assertClientBuilt, clientDist, launchBrowser } from "./browser.js";
import { deviceOpener, type DeviceOptions } from "./session.js";

export interface BrowserSuiteOptions extends Partial<Omit<TestAppOptions, "config">> {
  /**
   * Server configuration on top of serving the built client; a function is called when the app starts,
   * after the describe's earlier `beforeAll` hooks (e.g. one starting a stand-in whose address it needs).
   */
  config?: TestAppOptions["config"] | (() => TestAppOptions["config"]);
  /** How long starting the app and the browser may take (a cold embedded start on a shared machine). */
  startTimeoutMs?: number;
}

export interface BrowserSuite {
  readonly app: TestApp;
  readonly browser: Browser;
  /** Another device of the family: a fresh browser context signed in as `account`, open on `options.path`. */
  open: ReturnType<typeof deviceOpener>["open"];
}

/**
 * The frame of a browser suite, registered on the surrounding `describe`: before its tests, a test app
 * serving the built client (embedded unless told otherwise) and Debian's Chromium; after them, every
 * device it opened, the browser and the app are closed. Hooks the describe registers before this call
 * run before the app starts and their `afterAll` after it stopped (vitest's `stack` order); hooks
 * registered after it run once the app and browser are up, and their `afterAll` before they close.
 */
export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  const { config, startTimeoutMs = 180_000, ...appOptions } = options;
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`the suite's ${what} is not started (use it inside tests or later hooks)`);
    return value;
  };
  const devices = deviceOpener(
    () => started(browser, "browser"),
    () => started(app, "app"),
  );

  beforeAll(async () => {
    assertClientBuilt();
    const extra = typeof config === "function" ? config() : config;
    app = await startTestApp({ backend: "embedded", ...appOptions, config: { clientDist, ...extra } });
    browser = await launchBrowser();
  }, startTimeoutMs);
  afterAll(async () => {
    await devices.closeAll();
    await browser?.close();
    await app?.stop();
  });

  return {
    get app() {
      return started(app, "app");
    },
    get browser() {
      return started(browser, "browser");
    },
    open: (account: { token: string; user: unknown }, deviceOptions: DeviceOptions) => devices.open(account, deviceOptions),
  };
}
