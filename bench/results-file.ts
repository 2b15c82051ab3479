import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes benchmark results into one JSON file shared by several benchmarks: the keys of `patch`
 * replace their own keys only, so each benchmark keeps what the others wrote.
 */
export async function mergeResults(file: string, patch: Record<string, unknown>): Promise<void> {
  let existing: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) existing = parsed as Record<string, unknown>;
  } catch {
    // No file yet, or an unreadable one: start afresh.
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ ...existing, ...patch }, null, 2) + "\n");
}
