/** Retry delay: doubling from 1 s, capped at 30 s, plus up to 1 s of jitter so tabs do not retry in lockstep. */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** Math.max(0, retries), 30_000);
  return base + Math.floor(random() * 1000);
}
