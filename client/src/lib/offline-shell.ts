/**
 * Lets the app itself load while offline, so a reload in a shop without signal still opens the
 * shopping list. A small service worker (public/sw.js) keeps the page and the script files it has
 * loaded; data comes from the persisted Apollo cache, never from the worker. It needs a secure
 * context (https, or localhost); elsewhere the app simply does not reload offline.
 */
const WORKER_URL = "/sw.js";

/** Same-origin built files this page has loaded (entry script, styles, lazily loaded screens). */
function loadedAssets(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType("resource")) urls.add(entry.name);
  document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]").forEach((el) => {
    urls.add("src" in el && el.src ? el.src : (el as HTMLLinkElement).href);
  });
  return [...urls].filter((url) => {
    try {
      const parsed = new URL(url, location.href);
      return parsed.origin === location.origin && parsed.pathname.startsWith("/assets/");
    } catch {
      return false;
    }
  });
}

function ask(worker: ServiceWorker, message: unknown, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Error("the offline worker did not answer")), timeoutMs);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage(message, [channel.port2]);
  });
}

let started: Promise<boolean> | null = null;

/**
 * Registers the worker and has it keep this page's files. Resolves true once the app can reload
 * offline (and marks `<html data-offline-ready>`), false where that is not possible.
 */
export function registerOfflineShell(): Promise<boolean> {
  started ??= (async () => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return false;
    try {
      await navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
      const { active } = await navigator.serviceWorker.ready;
      if (!active) return false;
      await ask(active, { type: "keep-assets", urls: loadedAssets() });
      document.documentElement.dataset.offlineReady = "true";
      return true;
    } catch (error) {
      console.warn("Offline support is unavailable:", error);
      return false;
    }
  })();
  return started;
}

/**
 * Has the worker keep the files this page loaded since it registered: code a screen fetched ahead so
 * that another screen opens offline (the pantry loads its add and edit screens). Resolves true once kept.
 */
export async function keepLoadedAssets(): Promise<boolean> {
  if (!(await registerOfflineShell())) return false;
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return false;
  await ask(active, { type: "keep-assets", urls: loadedAssets() });
  return true;
}
