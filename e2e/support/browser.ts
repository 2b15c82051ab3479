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
 * Navigates, retrying when the app's own post-sign-in reload (spec section 4: navigate, then reload)
 * aborts the navigation this test started.
 */
export async function gotoAfterSignIn(page: import("playwright-core").Page, url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("ERR_ABORTED")) throw error;
      await page.waitForLoadState("load");
    }
  }
}
