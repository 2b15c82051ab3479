import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { chromiumPath } from "../../server/test/support/services.js";

/** Debian's Chromium driven by Playwright; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The built client the e2e suites serve; E2E_CLIENT_DIST points elsewhere (e.g. a private build). */
export const clientDist = process.env.E2E_CLIENT_DIST ?? fileURLToPath(new URL("../../client/dist", import.meta.url));

/** The e2e suites serve the built client; `npm test` builds it first. */
export function assertClientBuilt(): void {
  if (!existsSync(`${clientDist}/index.html`)) {
    throw new Error("client/dist is missing: run `npm run build -w client` (npm test does this) before the e2e suites");
  }
}

/**
 * Runs a UI action that signs in or registers (a form submit, Google's button) and waits for the
 * app's post-sign-in reload (spec section 4: navigate, then reload the page once) to finish, so what
 * the test does next never races a page that is about to be replaced. The page must already be loaded
 * when this is called: the next `load` event is the reload's.
 */
export async function signInAndWaitForReload<T>(page: import("playwright-core").Page, action: () => Promise<T>): Promise<T> {
  const reloaded = page.waitForEvent("load", { timeout: 30_000 });
  const result = await action();
  await reloaded;
  return result;
}
