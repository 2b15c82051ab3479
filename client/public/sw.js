/* global self, caches, fetch, Request */
/*
 * Hearth's offline shell. It keeps the app's page and the built files the page has loaded, so the app
 * opens without a network; it never touches /graphql or /api (data comes from the app's own cache).
 * Pages come from the network first and from the kept copy only when the network fails.
 */
const CACHE = "hearth-shell-v1";
const SHELL = "/index.html";

/**
 * Requests this worker never answers go straight to the network, without waking it: every GraphQL
 * query and mutation and every REST call (a fetch event costs a hop to the worker's thread, and its
 * start-up when it was idle, before the request may leave). Browsers without static routing
 * (`addRoutes`) dispatch them to the fetch handler below, which lets them through.
 */
const NETWORK_ONLY = [{ pathname: "/graphql" }, { pathname: "/api/*" }];

self.addEventListener("install", (event) => {
  const routes = event.addRoutes
    ? event.addRoutes(NETWORK_ONLY.map((urlPattern) => ({ condition: { urlPattern }, source: "network" }))).catch((error) => console.warn("Static routes unavailable:", error))
    : Promise.resolve();
  event.waitUntil(
    routes
      .then(() => caches.open(CACHE))
      .then((cache) => cache.add(new Request(SHELL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("hearth-shell-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith("/assets/");
}

async function pageFromNetworkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const type = response.headers.get("content-type") || "";
    // The app's pages share one shell; keep the newest one the app itself was served with.
    if (response.ok && type.includes("text/html") && new URL(request.url).pathname.startsWith("/app")) {
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function assetFromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // Built files have content hashes in their names, so a kept copy never goes stale.
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(pageFromNetworkFirst(request));
  } else if (isAsset(url)) {
    event.respondWith(assetFromCacheFirst(request));
  }
});

/** The page lists the files it loaded before this worker controlled it; keep those too, then answer. */
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "keep-assets" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === "string" && isAsset(new URL(u, self.location.origin)));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(urls.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined)))))
      .then(() => event.ports[0] && event.ports[0].postMessage({ kept: urls.length })),
  );
});
