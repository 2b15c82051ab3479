import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/** One script a page downloaded: its path and its size gzipped (level 9, as a CDN would). */
export interface WeighedScript {
  name: string;
  gzip: number;
}

/** How long the network must stay quiet to count as idle (Playwright's `networkidle` uses 500 ms too). */
const QUIET_MS = 500;
/** Gives up waiting for quiet after this long (a page that polls would never be idle). */
const QUIET_TIMEOUT_MS = 15_000;

/**
 * Opens `url` in `page` and weighs every script it downloads until the network is idle, each gzipped
 * at level 9: a page's initial JavaScript as issue 14's budgets count it. With `ready` (the first
 * screen is up), it also waits for that and for the network to be quiet again afterwards: on a busy
 * machine, parsing the entry can take longer than `networkidle`'s 500 ms, which then fires before
 * the page has asked for its screens' code and leaves those scripts out of the sum. Shared by the e2e
 * suites and the bench (which must not depend on vitest: this file imports neither).
 */
export async function weighInitialScripts(page: Page, url: string, ready?: () => Promise<unknown>): Promise<WeighedScript[]> {
  const scripts: Promise<WeighedScript>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.body().then((body) => ({ name: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  if (ready) {
    await ready();
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  page.off("request", started);
  page.off("requestfinished", ended);
  page.off("requestfailed", ended);
  return Promise.all(scripts);
}
