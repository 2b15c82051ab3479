import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` below-the-fold sections to render: none at first, then one more per task, each
 * in an interruptible transition. A phone paints the hero at once and its main thread is never blocked
 * for long by one big render. Sections only ever appear below what is on screen, so nothing moves.
 */
export function useProgressiveRender(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + 1))), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
