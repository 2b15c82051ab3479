import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** A graphql-ws client for a test app, signed in with `token`. */
export function wsClient(app: { url: string }, token: string, clientId = "test-client"): Client {
  return createClient({
    url: `${app.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, clientId },
    retryAttempts: 0,
  });
}

/** Subscribes and collects results; `next(n)` resolves once n results have arrived. */
export function collect<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: T[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let failure: unknown = null;
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) failure = value.errors;
        results.push(value.data as T);
        for (const w of waiters.filter((w) => results.length >= w.n)) w.resolve();
      },
      error: (error) => {
        failure = error;
      },
      complete: () => undefined,
    },
  );
  return {
    results,
    dispose,
    get failure() {
      return failure;
    },
    next(n: number, ms = 10_000): Promise<T[]> {
      if (results.length >= n) return Promise.resolve(results.slice(0, n));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${results.length} of ${n} results after ${ms} ms`)), ms);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(results.slice(0, n));
          },
        });
      });
    },
  };
}
