import { InMemoryCache } from "@apollo/client";
import { it } from "vitest";
import { prepareShoppingCache, writeLists } from "./shopping-cache";
import { shoppingItem, shoppingList } from "./testing/shopping-fixtures";
import { ShoppingListsQuery } from "./shopping.graphql";

it("zz perf", () => {
  for (const n of [30, 300]) {
    const cache = new InMemoryCache();
    prepareShoppingCache(cache);
    let items = Array.from({ length: n }, (_, i) => shoppingItem(`i${i}`, "weekly", { revision: i + 1, name: `Item ${i}` }));
    const other = shoppingList("other", Array.from({ length: 10 }, (_, i) => shoppingItem(`o${i}`, "other", { revision: 1 })), { revision: 1 });
    cache.writeQuery({ query: ShoppingListsQuery, data: { __typename: "Query", shoppingSyncPoint: n, shoppingLists: [shoppingList("weekly", items, { revision: n }), other] } as never });
    let reads = 0;
    let last: unknown;
    cache.watch({ query: ShoppingListsQuery, optimistic: true, callback: (diff) => { reads++; last = diff.result; } });
    let rev = n;
    const times: number[] = [];
    for (let k = 0; k < 400; k++) {
      rev++;
      items = [...items.map((it) => ({ ...it })), shoppingItem(`new${k}`, "weekly", { revision: rev })];
      if (items.length > n) items = items.slice(items.length - n);
      const t0 = performance.now();
      writeLists(cache, [shoppingList("weekly", items, { revision: rev })], [], rev);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const res = last as { shoppingLists: { items: unknown[] }[] };
    console.log(`ZZ n=${n} median ${times[200].toFixed(3)} ms p90 ${times[360].toFixed(3)} reads ${reads} items ${res.shoppingLists[0].items.length}`);
  }
});
it("zz keys", () => {
  const cache = new InMemoryCache();
  prepareShoppingCache(cache);
  cache.writeQuery({ query: ShoppingListsQuery, data: { __typename: "Query", shoppingSyncPoint: 1, shoppingLists: [shoppingList("weekly", [shoppingItem("a", "weekly")])] } as never });
  console.log("ZZ", JSON.stringify(cache.extract()).slice(0, 600));
});
it("zz identity", () => {
  const cache = new InMemoryCache();
  prepareShoppingCache(cache);
  const items = Array.from({ length: 20 }, (_, i) => shoppingItem(`i${i}`, "weekly", { revision: i + 1 }));
  cache.writeQuery({ query: ShoppingListsQuery, data: { __typename: "Query", shoppingSyncPoint: 20, shoppingLists: [shoppingList("weekly", items, { revision: 20 })] } as never });
  const before = cache.readQuery({ query: ShoppingListsQuery })!.shoppingLists[0].items;
  writeLists(cache, [shoppingList("weekly", [...items.map((x) => ({ ...x })), shoppingItem("new", "weekly", { revision: 21 })], { revision: 21 })], [], 21);
  const after = cache.readQuery({ query: ShoppingListsQuery })!.shoppingLists[0].items;
  console.log("ZZ same objects", after.filter((x, i) => x === before[i]).length, "of", before.length, "after len", after.length);
});
