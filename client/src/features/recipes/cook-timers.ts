/**
 * Cooking-mode timers, by deadline rather than by counting ticks: a timer keeps its end time, so it
 * stays right when the step changes, the tab sleeps or the screen re-renders late. Pure functions of
 * the state and the current time (ms).
 */
export interface CookTimer {
  id: string;
  label: string;
  durationMs: number;
  /** When a running timer ends; null while paused. */
  endsAt: number | null;
  /** What was left when paused (the full duration before the first start). */
  remainingMs: number;
  /** The alarm has sounded and been seen. */
  acknowledged: boolean;
}

export type CookTimers = Readonly<Record<string, CookTimer>>;

export function startTimer(timers: CookTimers, id: string, label: string, durationMs: number, now: number): CookTimers {
  const existing = timers[id];
  if (existing?.endsAt !== null && existing?.endsAt !== undefined) return timers;
  const remaining = existing && existing.remainingMs > 0 ? existing.remainingMs : durationMs;
  return { ...timers, [id]: { id, label, durationMs, endsAt: now + remaining, remainingMs: remaining, acknowledged: false } };
}

export function pauseTimer(timers: CookTimers, id: string, now: number): CookTimers {
  const t = timers[id];
  if (!t || t.endsAt === null) return timers;
  return { ...timers, [id]: { ...t, endsAt: null, remainingMs: Math.max(0, t.endsAt - now) } };
}

export function resetTimer(timers: CookTimers, id: string): CookTimers {
  const rest = { ...timers };
  delete rest[id];
  return rest;
}

export function remainingMs(timer: CookTimer, now: number): number {
  return timer.endsAt === null ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

/** Timers that reached zero and have not been acknowledged: they ring. */
export function ringing(timers: CookTimers, now: number): CookTimer[] {
  return Object.values(timers).filter((t) => t.endsAt !== null && t.endsAt <= now && !t.acknowledged);
}

export function acknowledge(timers: CookTimers, id: string): CookTimers {
  const t = timers[id];
  return t ? { ...timers, [id]: { ...t, acknowledged: true } } : timers;
}
