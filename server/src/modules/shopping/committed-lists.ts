/**
 * The lists a shopping command answered, kept briefly by the sequences of the events it committed,
 * so the live payload of those events (`shoppingListsChanged`, `shoppingListChanged`) can be served
 * without reading the same lists again. The answer is read in the command's transaction after its
 * last event, so it is the lists as of that event (the payload read it replaces gave them as they are
 * "now", which is never older). Only in the instance that ran the command; any other instance, an
 * evicted entry, or a list the answer does not hold falls back to the read.
 */
import type { ShoppingListView } from "./shopping.service.js";

/**
 * Bounds on what is kept (the newest first): an entry is normally used within milliseconds of being
 * kept, so a few hundred cover any burst, and the item bound keeps long lists from holding megabytes
 * (a list of 500 items kept for each of 512 events held about 65 MB).
 */
const MAX_ENTRIES = 256;
const MAX_ITEMS = 5000;

export class CommittedLists {
  private readonly bySequence = new Map<string, { lists: ShoppingListView[]; items: number; complete: boolean }>();
  private items = 0;

  /**
   * `complete`: the lists hold all their items. An item command that answered the item alone keeps
   * the touched lists' own fields with only that item on its list (when it still exists), enough for
   * a payload of the lists' own fields and the touched item.
   */
  remember(householdId: string, sequences: readonly number[], lists: readonly ShoppingListView[], complete = true): void {
    const items = lists.reduce((sum, list) => sum + list.items.length, 0);
    // An answer larger than the whole bound is not kept: its events' payloads read the lists instead.
    if (items > MAX_ITEMS) return;
    for (const sequence of sequences) {
      const key = `${householdId}:${sequence}`;
      this.forget(key);
      this.bySequence.set(key, { lists: [...lists], items, complete });
      this.items += items;
    }
    while (this.bySequence.size > MAX_ENTRIES || this.items > MAX_ITEMS) this.forget(this.bySequence.keys().next().value!);
  }

  /**
   * The lists `listIds` as answered with event `sequence`, or undefined when not all of them are known:
   * with all their items ("whole"), or only as far as the payload's own fields and touched item go
   * ("heads": a complete answer serves that too).
   */
  lists(householdId: string, sequence: number, listIds: readonly string[], need: "whole" | "heads" = "whole"): ShoppingListView[] | undefined {
    const answered = this.bySequence.get(`${householdId}:${sequence}`);
    if (!answered || (need === "whole" && !answered.complete)) return undefined;
    const wanted = new Set(listIds.map((id) => id.toLowerCase()));
    const found = answered.lists.filter((list) => wanted.has(list.id));
    return found.length === wanted.size ? found : undefined;
  }

  private forget(key: string): void {
    const entry = this.bySequence.get(key);
    if (!entry) return;
    this.bySequence.delete(key);
    this.items -= entry.items;
  }
}
