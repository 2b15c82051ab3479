/**
 * The lists a shopping command answered, kept briefly by the sequences of the events it committed,
 * so the live payload of those events (`shoppingListsChanged`, `shoppingListChanged`) can be served
 * without reading the same lists again. The answer is read in the command's transaction after its
 * last event, so it is the lists as of that event (the payload read it replaces gave them as they are
 * "now", which is never older). Only in the instance that ran the command; any other instance, an
 * evicted entry, or a list the answer does not hold falls back to the read.
 */
import type { ShoppingListView } from "./shopping.service.js";

/** Entries kept (the newest); an entry is normally used within milliseconds of being kept. */
const MAX_ENTRIES = 512;

export class CommittedLists {
  private readonly bySequence = new Map<string, ShoppingListView[]>();

  remember(householdId: string, sequences: readonly number[], lists: readonly ShoppingListView[]): void {
    for (const sequence of sequences) {
      const key = `${householdId}:${sequence}`;
      this.bySequence.delete(key);
      this.bySequence.set(key, [...lists]);
    }
    while (this.bySequence.size > MAX_ENTRIES) this.bySequence.delete(this.bySequence.keys().next().value!);
  }

  /** The lists `listIds` as answered with event `sequence`, or undefined when not all of them are known. */
  lists(householdId: string, sequence: number, listIds: readonly string[]): ShoppingListView[] | undefined {
    const answered = this.bySequence.get(`${householdId}:${sequence}`);
    if (!answered) return undefined;
    const wanted = new Set(listIds.map((id) => id.toLowerCase()));
    const found = answered.filter((list) => wanted.has(list.id));
    return found.length === wanted.size ? found : undefined;
  }
}
