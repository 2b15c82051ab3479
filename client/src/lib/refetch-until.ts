/**
 * Reads a screen's query again until its answer is at least as new as the newest live change seen.
 * Apollo joins a refetch to an identical one already in flight, so a change that arrives while a read is
 * on its way would otherwise get that read's answer, which may predate it, and never be shown.
 */
export async function refetchUntil<T>(
  refetch: () => Promise<{ data?: T }>,
  syncPointOf: (data: T | undefined) => number | undefined,
  newestSeen: () => number,
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await refetch().catch(() => null);
    if (!result) return;
    const point = syncPointOf(result.data);
    if (point === undefined || point >= newestSeen()) return;
  }
}
