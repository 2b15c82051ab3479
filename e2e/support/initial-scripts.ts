import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/** One script a page downloaded: its path and its size gzipped (level 9, as a CDN would). */
export interface WeighedScript {
  name: string;
  gzip: number;
}

/**
 * Opens `url` in `page` and weighs every script it downloads until the network is idle, each gzipped
 * at level 9: a page's initial JavaScript as issue 14's budgets count it. Shared by the e2e suites and
 * the bench (which must not depend on vitest: this file imports neither).
 */
export async function weighInitialScripts(page: Page, url: string): Promise<WeighedScript[]> {
  const scripts: Promise<WeighedScript>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.body().then((body) => ({ name: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  return Promise.all(scripts);
}
