import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { api } from "../../server/test/support/test-app.js";
import { DeviceLink } from "./device-link.js";

/**
 * Starts `page` signed in as this account, the way the app keeps a session (spec section 3: `token`
 * and `user` in localStorage), without going through the sign-in screen and its post-login reload.
 * For suites whose subject is not signing in.
 */
export async function signInWithToken(page: Page, app: { url: string }, email: string, password: string): Promise<string> {
  const res = await api(app, "POST", "/api/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  await page.addInitScript(
    ([token, user]) => {
      // Only once: the app may renew or clear the session afterwards.
      if (sessionStorage.getItem("e2e-session-seeded")) return;
      sessionStorage.setItem("e2e-session-seeded", "1");
      localStorage.setItem("token", token);
      localStorage.setItem("user", user);
    },
    [res.body.token as string, JSON.stringify(res.body.user)] as const,
  );
  return res.body.token as string;
}

/**
 * Seeds a browser context with an account's session as the sign-in screen stores it (`token` and
 * `user` in localStorage), once, so a reload keeps it. For suites whose subject is not signing in.
 */
export async function seedSession(context: BrowserContext, account: { token: string; user: unknown }): Promise<void> {
  await context.addInitScript(
    ({ token, user }) => {
      if (!localStorage.getItem("token")) {
        localStorage.setItem("token", token);
        localStorage.setItem("user", JSON.stringify(user));
      }
    },
    { token: account.token, user: account.user },
  );
}

export interface DeviceOptions {
  /** The app path the device opens, e.g. `/app/family-members`. */
  path: string;
  /** Waits for this level-1 heading before answering (the screen is up). */
  heading?: string;
  /** Options of the device's browser context (time zone, locale, viewport). */
  context?: BrowserContextOptions;
  /** The page's default timeout for a step (the machines these run on are shared). */
  stepTimeoutMs?: number;
  /** The device reaches the app through its own link, so `setOffline` takes its network away for real. */
  ownLink?: boolean;
}

export interface Device {
  context: BrowserContext;
  page: Page;
  /** The app's address as this device reaches it (its own link's, with `ownLink`). */
  url: string;
  /** Offline (or back online): the browser's emulation, and with `ownLink` the device's link too. */
  setOffline(offline: boolean): Promise<void>;
}

/**
 * "Another device of the family": a fresh browser context signed in as `account` (seeded as the sign-in
 * screen stores it), open on `path`. Every context it makes is closed by `closeAll`.
 */
export function deviceOpener(browser: () => Browser, app: () => { url: string }) {
  const contexts: BrowserContext[] = [];
  const links: DeviceLink[] = [];
  async function open(account: { token: string; user: unknown }, options: DeviceOptions): Promise<Device> {
    const link = options.ownLink ? await DeviceLink.open(app().url) : null;
    if (link) links.push(link);
    const url = link?.url ?? app().url;
    const context = await browser().newContext(options.context);
    contexts.push(context);
    await seedSession(context, account);
    const page = await context.newPage();
    page.setDefaultTimeout(options.stepTimeoutMs ?? 20_000);
    await page.goto(`${url}${options.path}`);
    if (options.heading) await page.getByRole("heading", { name: options.heading, level: 1 }).waitFor();
    const setOffline = (offline: boolean) => (link ? link.setOffline(context, offline) : context.setOffline(offline));
    return { context, page, url, setOffline };
  }
  async function closeAll(): Promise<void> {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    await Promise.all(links.splice(0).map((l) => l.close()));
  }
  return { open, closeAll };
}
