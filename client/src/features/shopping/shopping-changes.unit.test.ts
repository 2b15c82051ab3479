import { describe, expect, it } from "vitest";
import { applyAnsweredItem, applyChange, applyLiveChange, applyPending, changesLists, mergeSnapshot, upsertLists, type LiveChange, type PendingChange, type ShoppingChange } from "./shopping-changes";
import { FIXTURE_TIME as at, shoppingItem as item, shoppingList as list } from "./testing/shopping-fixtures";

const pending = (change: ShoppingChange, id = "c1"): PendingChange => ({ id, change, queuedAt: at, deferred: false });

describe("applyChange (what the screen shows before the server answers)", () => {
  const weekly = list("weekly", [item("milk", "weekly"), item("bread", "weekly")]);
  const party = list("party");

  it("adds a list once, and items to it", () => {
    const created = applyChange([], pending({ kind: "createList", listId: "new", name: "Camping" }));
    expect(created).toMatchObject([{ id: "new", name: "Camping", status: "active", items: [] }]);
    expect(applyChange(created, pending({ kind: "createList", listId: "new", name: "Camping" }))).toBe(created);
    const withItem = applyChange(
      created,
      pending({ kind: "addItem", listId: "new", item: { id: "pegs", name: "Tent pegs", category: null, quantity: 12, estimatedPrice: 0, store: null } }),
    );
    expect(withItem[0].items).toMatchObject([{ id: "pegs", listId: "new", name: "Tent pegs", quantity: 12, purchased: false }]);
  });

  it("renames, archives, restores and deletes lists", () => {
    expect(applyChange([weekly], pending({ kind: "renameList", listId: "weekly", name: "Big shop" }))[0].name).toBe("Big shop");
    const archived = applyChange([weekly], pending({ kind: "archiveList", listId: "weekly" }));
    expect(archived[0].status).toBe("archived");
    expect(applyChange(archived, pending({ kind: "restoreList", listId: "weekly" }))[0].status).toBe("active");
    expect(applyChange([weekly, party], pending({ kind: "deleteList", listId: "weekly" })).map((l) => l.id)).toEqual(["party"]);
  });

  it("edits one field and sets the purchased state with a completedAt", () => {
    const edited = applyChange([weekly], pending({ kind: "updateItem", listId: "weekly", itemId: "milk", field: "estimatedPrice", value: 2.5 }));
    expect(edited[0].items[0].estimatedPrice).toBe(2.5);
    const bought = applyChange([weekly], pending({ kind: "toggleItem", listId: "weekly", itemId: "milk", purchased: true }));
    expect(bought[0].items[0]).toMatchObject({ purchased: true, completedAt: at });
    expect(applyChange(bought, pending({ kind: "toggleItem", listId: "weekly", itemId: "milk", purchased: true }))[0].items[0]).toBe(
      bought[0].items[0],
    );
  });

  it("moves an item between lists, to the end of its category", () => {
    const moved = applyChange(
      [list("weekly", [item("milk", "weekly", { orderPosition: 2 })]), party],
      pending({ kind: "moveItem", listId: "weekly", itemId: "milk", destinationListId: "party" }),
    );
    expect(moved[0].items).toEqual([]);
    expect(moved[1].items).toMatchObject([{ id: "milk", listId: "party", orderPosition: null }]);
  });

  it("skips changes to things that are gone, as the server would refuse them", () => {
    const lists = [weekly];
    expect(applyChange(lists, pending({ kind: "toggleItem", listId: "weekly", itemId: "ghost", purchased: true }))).toEqual(lists);
    expect(applyChange(lists, pending({ kind: "moveItem", listId: "weekly", itemId: "milk", destinationListId: "deleted" }))).toBe(lists);
    expect(applyChange(lists, pending({ kind: "addItem", listId: "deleted", item: { id: "x", name: "X", category: null, quantity: 1, estimatedPrice: 0, store: null } }))).toEqual(lists);
  });

  it("numbers reordered items 1, 2, ... and removes items", () => {
    const reordered = applyChange([weekly], pending({ kind: "reorderItems", listId: "weekly", itemIds: ["bread", "ghost", "milk"] }));
    expect(reordered[0].items.map((i) => [i.id, i.orderPosition])).toEqual([
      ["milk", 2],
      ["bread", 1],
    ]);
    expect(applyChange([weekly], pending({ kind: "removeItem", listId: "weekly", itemId: "milk" }))[0].items.map((i) => i.id)).toEqual([
      "bread",
    ]);
  });

  it("applies a queue in order", () => {
    const result = applyPending(
      [],
      [
        pending({ kind: "createList", listId: "l", name: "Offline list" }, "1"),
        pending({ kind: "addItem", listId: "l", item: { id: "a", name: "Apples", category: null, quantity: 1, estimatedPrice: 0.8, store: null } }, "2"),
        pending({ kind: "toggleItem", listId: "l", itemId: "a", purchased: true }, "3"),
      ],
    );
    expect(result[0].items).toMatchObject([{ id: "a", purchased: true }]);
  });
});

describe("keeping the newer copy of each list", () => {
  it("takes a full answer as the truth about which lists exist, but keeps a newer cached copy", () => {
    const cachedNewer = list("a", [], { revision: 9, name: "newer" });
    const merged = mergeSnapshot([cachedNewer, list("gone")], [list("a", [], { revision: 5, name: "older" }), list("b")]);
    expect(merged.map((l) => [l.id, l.name])).toEqual([
      ["a", "newer"],
      ["b", "b"],
    ]);
    expect(mergeSnapshot(undefined, [list("x")]).map((l) => l.id)).toEqual(["x"]);
  });

  it("keeps a held item newer than the answer's list (an answered change the read did not see yet)", () => {
    const milk = item("milk", "a", { revision: 4 });
    const eggs = item("eggs", "a", { revision: 9, createdAt: "2026-11-21T10:00:05.000Z" });
    const bought = { ...milk, purchased: true, revision: 10 };
    const held = list("a", [bought, eggs], { revision: 4 });
    const merged = mergeSnapshot([held], [list("a", [milk], { revision: 6, name: "renamed" })]);
    expect(merged[0]).toMatchObject({ name: "renamed", revision: 6 });
    expect(merged[0].items).toEqual([bought, eggs]);
    expect(merged[0].items[1]).toBe(eggs);
  });

  it("upserts the lists a change touched, drops deleted ones and never goes back in revision", () => {
    const existing = [list("a", [], { revision: 7 }), list("b", [], { revision: 3 }), list("c")];
    const result = upsertLists(existing, [list("a", [], { revision: 6, name: "stale" }), list("b", [], { revision: 4, name: "fresh" }), list("d")], ["c"]);
    expect(result.map((l) => [l.id, l.name])).toEqual([
      ["a", "a"],
      ["b", "fresh"],
      ["d", "d"],
    ]);
  });

  it("keeps the objects of items a newer copy holds unchanged, so only changed rows render again", () => {
    const milk = item("milk", "weekly", { revision: 3 });
    const bread = item("bread", "weekly", { revision: 4, orderPosition: 1 });
    const eggs = item("eggs", "weekly", { revision: 5 });
    const cached = list("weekly", [milk, bread, eggs], { revision: 5 });
    // The server's newer copy: milk as it was, bread repriced, eggs moved in the order, cheese new.
    const incoming = list(
      "weekly",
      [{ ...milk }, { ...bread, revision: 6, estimatedPrice: 2.5 }, { ...eggs, orderPosition: 2 }, item("cheese", "weekly", { revision: 6 })],
      { revision: 6 },
    );
    for (const [merged] of [upsertLists([cached], [incoming]), mergeSnapshot([cached], [incoming])]) {
      expect(merged.revision).toBe(6);
      expect(merged.items.map((i) => i.id)).toEqual(["milk", "bread", "eggs", "cheese"]);
      expect(merged.items[0]).toBe(milk);
      expect(merged.items[1]).not.toBe(bread);
      expect(merged.items[1].estimatedPrice).toBe(2.5);
      expect(merged.items[2]).not.toBe(eggs);
      expect(merged.items[2].orderPosition).toBe(2);
    }
  });

  it("knows when a change holds nothing new: the same revisions, already applied (a device's own change coming back live)", () => {
    const cached = [list("a", [item("milk", "a")], { revision: 7 }), list("b", [], { revision: 3 })];
    // The answer to this device's change, then the same change live: same revision, same content.
    expect(changesLists(cached, [list("a", [item("milk", "a")], { revision: 7 })])).toBe(false);
    expect(changesLists(cached, [list("a", [], { revision: 6 })])).toBe(false);
    expect(changesLists(cached, [])).toBe(false);
    expect(changesLists(cached, [], ["gone-already"])).toBe(false);
    // Anything upsertLists would change: a newer revision, a list not held, a held list deleted.
    expect(changesLists(cached, [list("a", [], { revision: 8 })])).toBe(true);
    expect(changesLists(cached, [list("new")])).toBe(true);
    expect(changesLists(cached, [], ["b"])).toBe(true);
    // A list both sent and deleted ends deleted: nothing to add if the cache no longer holds it.
    expect(changesLists(cached, [list("c")], ["c"])).toBe(false);
  });
});

describe("applyLiveChange (a live change into the cached lists)", () => {
  const milk = item("milk", "weekly", { revision: 3 });
  const bread = item("bread", "weekly", { revision: 4, createdAt: "2026-11-21T10:00:01.000Z" });
  const cake = item("cake", "party", { revision: 2 });
  const weekly = list("weekly", [milk, bread], { revision: 4 });
  const party = list("party", [cake], { revision: 2 });
  const head = (of: ReturnType<typeof list>, patch: Partial<ReturnType<typeof list>> = {}) => {
    const { items: _items, ...own } = { ...of, ...patch };
    return own;
  };
  const change = (sequence: number, patch: Partial<LiveChange> = {}): LiveChange => ({ sequence, lists: [], deletedListIds: [], items: [], removedItemIds: [], ...patch });

  it("adds and changes an item of a list behind it; the other items and lists keep their objects", () => {
    const eggs = item("eggs", "weekly", { revision: 7, createdAt: "2026-11-21T10:00:02.000Z" });
    const added = applyLiveChange([weekly, party], change(7, { lists: [head(weekly, { revision: 9, name: "Weekly shop" })], items: [eggs] }));
    // The head is read as it is now (revision 9): the list takes the change's sequence, so 8 and 9 still apply.
    expect(added[0]).toMatchObject({ name: "Weekly shop", revision: 7 });
    expect(added[0].items).toEqual([milk, bread, eggs]);
    expect(added[0].items[0]).toBe(milk);
    expect(added[1]).toBe(party);
    const boughtMilk = { ...milk, purchased: true, revision: 8 };
    const changed = applyLiveChange(added, change(8, { lists: [head(weekly)], items: [boughtMilk] }));
    expect(changed[0].items.map((i) => [i.id, i.purchased])).toEqual([
      ["milk", true],
      ["bread", false],
      ["eggs", false],
    ]);
    expect(changed[0].items[1]).toBe(bread);
  });

  it("leaves a list that already holds the change alone, and answers the same lists when none is behind", () => {
    const lists = [weekly, party];
    expect(applyLiveChange(lists, change(4, { lists: [head(weekly)], items: [{ ...milk, name: "old" }] }))).toBe(lists);
  });

  it("takes out a removed item, moves an item between lists and keeps the server's order", () => {
    const removed = applyLiveChange([weekly, party], change(5, { lists: [head(weekly)], removedItemIds: ["milk"] }));
    expect(removed[0].items).toEqual([bread]);
    const moved = { ...bread, listId: "party", revision: 6, orderPosition: 1 };
    const after = applyLiveChange(removed, change(6, { lists: [head(weekly), head(party)], items: [moved] }));
    expect(after[0].items).toEqual([]);
    expect(after[1].items.map((i) => i.id)).toEqual(["bread", "cake"]);
    expect(after.map((l) => l.revision)).toEqual([6, 6]);
  });

  it("drops a deleted list and adds one it did not hold", () => {
    const camping = list("camping", [], { name: "Camping", revision: 9 });
    const after = applyLiveChange([weekly, party], change(9, { lists: [head(camping)], deletedListIds: ["party"] }));
    expect(after.map((l) => [l.id, l.items.length, l.revision])).toEqual([
      ["weekly", 2, 4],
      ["camping", 0, 9],
    ]);
  });
});

describe("this device's item changes, as answered", () => {
  // The cached lists before each answer.
  const milk = item("milk", "weekly", { revision: 3 });
  const bread = item("bread", "weekly", { revision: 4, createdAt: "2026-11-21T10:00:01.000Z" });
  const weekly = list("weekly", [milk, bread], { revision: 4 });
  const party = list("party", [], { revision: 2 });

  describe("applyAnsweredItem (the device's own item change, as answered)", () => {
    it("puts in the answered item and moves no list's revision, so the feed's earlier changes still apply", () => {
      const eggs = item("eggs", "weekly", { revision: 9, createdAt: "2026-11-21T10:00:02.000Z" });
      const added = applyAnsweredItem([weekly, party], "eggs", eggs);
      expect(added[0].items).toEqual([milk, bread, eggs]);
      expect(added[0].revision).toBe(4);
      expect(added[0].items[0]).toBe(milk);
      expect(added[1]).toBe(party);
      // Another device's change at 7 still applies; then the feed brings this one (9), already there.
      const theirs = applyLiveChange(added, { sequence: 7, lists: [{ ...weekly, revision: 7 }], deletedListIds: [], items: [{ ...milk, purchased: true, revision: 7 }], removedItemIds: [] });
      expect(theirs[0].items.map((i) => [i.id, i.purchased])).toEqual([
        ["milk", true],
        ["bread", false],
        ["eggs", false],
      ]);
      const mine = applyLiveChange(theirs, { sequence: 9, lists: [{ ...weekly, revision: 9 }], deletedListIds: [], items: [{ ...eggs }], removedItemIds: [] });
      expect(mine[0].revision).toBe(9);
      expect(mine[0].items[2]).toBe(eggs);
    });

    it("takes out a removed item, moves one to its list, and never puts back an older copy", () => {
      expect(applyAnsweredItem([weekly, party], "milk", null)[0].items).toEqual([bread]);
      const moved = applyAnsweredItem([weekly, party], "bread", { ...bread, listId: "party", revision: 8 });
      expect(moved.map((l) => l.items.map((i) => i.id))).toEqual([["milk"], ["bread"]]);
      const lists = [weekly, party];
      expect(applyAnsweredItem(lists, "bread", { ...bread, revision: 2, name: "stale" })).toBe(lists);
      expect(applyAnsweredItem(lists, "bread", bread)).toBe(lists);
      expect(applyAnsweredItem(lists, "gone", null)).toBe(lists);
    });
  });

  describe("another device's earlier change after this device's answer (two server instances)", () => {
    const { items: _w, ...weeklyHead } = weekly;
    const { items: _p, ...partyHead } = party;
    const change = (sequence: number, patch: Partial<LiveChange>): LiveChange => ({ sequence, lists: [], deletedListIds: [], items: [], removedItemIds: [], ...patch });

    it("does not put back an item this device removed, and the feed's own removal then finds it gone", () => {
      // This device removed the milk (its change 9 answered); another device ticked it off at 7, read as of 7.
      const removed = applyAnsweredItem([weekly, party], "milk", null);
      const removedHere = new Set(["milk"]);
      const theirs = applyLiveChange(removed, change(7, { lists: [weeklyHead], items: [{ ...milk, purchased: true, revision: 7 }] }), removedHere);
      expect(theirs[0].items.map((i) => i.id)).toEqual(["bread"]);
      expect(theirs[0].revision).toBe(7);
      const mine = applyLiveChange(theirs, change(9, { lists: [weeklyHead], removedItemIds: ["milk"] }));
      expect(mine[0].items).toEqual([bread]);
      expect(mine[0].revision).toBe(9);
      // Without the record, the earlier change shows the milk again until the removal comes through.
      expect(applyLiveChange(removed, change(7, { lists: [weeklyHead], items: [{ ...milk, revision: 7 }] }))[0].items.map((i) => i.id)).toEqual(["milk", "bread"]);
    });

    it("does not undo this device's answered edit with an older copy of the item", () => {
      const mine = { ...milk, quantity: 3, revision: 9 };
      const edited = applyAnsweredItem([weekly, party], "milk", mine);
      const theirs = applyLiveChange(edited, change(7, { lists: [weeklyHead], items: [{ ...milk, purchased: true, revision: 7 }] }));
      expect(theirs[0].items[0]).toBe(mine);
      expect(theirs[0].revision).toBe(7);
      // A newer copy than the held one still wins.
      const later = applyLiveChange(theirs, change(10, { lists: [weeklyHead], items: [{ ...mine, purchased: true, revision: 10 }] }));
      expect(later[0].items[0]).toMatchObject({ quantity: 3, purchased: true, revision: 10 });
    });

    it("keeps an item where this device's answered move put it, on one list only", () => {
      // This device moved the bread to the party list (answered at 9); another device's move of it the
      // other way round came first (at 7: from party to weekly), read as of 7.
      const onParty = { ...bread, listId: "party", revision: 9 };
      const moved = applyAnsweredItem([weekly, party], "bread", onParty);
      const theirs = applyLiveChange(moved, change(7, { lists: [weeklyHead, partyHead], items: [{ ...bread, revision: 7 }] }));
      expect(theirs.map((l) => l.items.map((i) => i.id))).toEqual([["milk"], ["bread"]]);
      expect(theirs[1].items[0]).toBe(onParty);
    });
  });

  describe("a read that left before this device's answered change", () => {
    it("keeps out an item this device removed", () => {
      const removed = applyAnsweredItem([weekly, party], "milk", null);
      const merged = mergeSnapshot(removed, [weekly, party], new Set(["milk"]));
      expect(merged[0].items).toEqual([bread]);
      expect(merged[1]).toBe(party);
    });

    it("keeps a moved item on the list this device moved it to, and only there", () => {
      const moved = applyAnsweredItem([weekly, party], "bread", { ...bread, listId: "party", revision: 9 });
      const merged = mergeSnapshot(moved, [weekly, party]);
      expect(merged.map((l) => l.items.map((i) => [i.id, i.listId]))).toEqual([[["milk", "weekly"]], [["bread", "party"]]]);
    });
  });
});
