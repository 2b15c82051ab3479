import { randomUUID } from "node:crypto";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoreServices } from "../src/core/module.js";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { pantryModule } from "../src/modules/pantry/index.js";
import { collect, wsClient } from "./support/ws-client.js";
import { gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// The pantry through GraphQL: add, edit, consume, open, move, throw away, undo and remove; settings;
// cost history; the purchase loop from the shopping list; live changes with `since`; household
// isolation; the expiry job with its injected clock; and read models that rebuild to the live tables.

const ITEM =
  "id productId name category quantity unit location purchasedOn expiresOn expiryKind openedOn pricePaid store status used value expiryState daysLeft sourceShoppingItemId lastActionId lastActionKind revision";

const Q = {
  items: `query($all: Boolean) { pantryItems(includeFinished: $all) { ${ITEM} } }`,
  item: `query($id: ID!) { pantryItem(id: $id) { ${ITEM} } }`,
  add: `mutation($input: AddPantryItemInput!, $key: String) { addPantryItem(input: $input, idempotencyKey: $key) { ${ITEM} } }`,
  edit: `mutation($id: ID!, $input: EditPantryItemInput!) { editPantryItem(id: $id, input: $input) { ${ITEM} } }`,
  consume: `mutation($id: ID!, $q: Float, $key: String) { consumePantryItem(id: $id, quantity: $q, idempotencyKey: $key) { ${ITEM} } }`,
  open: `mutation($id: ID!) { openPantryItem(id: $id) { ${ITEM} } }`,
  move: `mutation($id: ID!, $to: String!, $key: String) { movePantryItem(id: $id, location: $to, idempotencyKey: $key) { ${ITEM} } }`,
  discard: `mutation($id: ID!, $reason: String!, $q: Float, $key: String) { discardPantryItem(id: $id, reason: $reason, quantity: $q, idempotencyKey: $key) { ${ITEM} } }`,
  undo: `mutation($id: ID!, $actionId: String) { undoPantryAction(id: $id, actionId: $actionId) { ${ITEM} } }`,
  remove: `mutation($id: ID!) { removePantryItem(id: $id) }`,
  settings: `{ pantrySettings { expiryWindowDays defaultLocation purchaseMode expiryDigest customLocations locations } }`,
  updateSettings: `mutation($input: PantrySettingsInput!) { updatePantrySettings(input: $input) { expiryWindowDays defaultLocation purchaseMode expiryDigest customLocations locations } }`,
  expiring: `{ pantryExpiringCount }`,
  cost: `query($itemId: ID, $productId: ID) { pantryCostHistory(itemId: $itemId, productId: $productId) { productId name unit points { itemId paidOn store quantity unitPrice pricePaid } stores { store count lowestUnitPrice lastUnitPrice } lowest { unitPrice store } last { unitPrice store } } }`,
  proposals: `{ pantryProposals { id shoppingItemId name quantity pricePaid store } }`,
  accept: `mutation($id: ID!) { acceptPantryProposal(id: $id) { proposalId item { ${ITEM} } } }`,
  syncPoint: `{ pantrySyncPoint }`,
  createList: `mutation($input: CreateShoppingListInput!) { createShoppingList(input: $input) { id } }`,
  addShopping: `mutation($listId: ID!, $input: AddShoppingItemInput!) { addShoppingItem(listId: $listId, input: $input) { item { id productId } } }`,
  toggle: `mutation($itemId: ID!, $purchased: Boolean) { toggleShoppingItem(itemId: $itemId, purchased: $purchased) { item { id purchased } } }`,
  updateShopping: `mutation($itemId: ID!, $input: UpdateShoppingItemInput!) { updateShoppingItem(itemId: $itemId, input: $input) { item { id actualPrice store } } }`,
  findProduct: `query($search: String) { products(search: $search, limit: 1) { items { id name shelfLifeDays { pantry fridge freezer } } } }`,
};

const CHANGES = `subscription($since: Int) { pantryChanged(since: $since) { sequence type itemId sourceClientId items { id quantity status location } } }`;

describe("pantry over GraphQL", () => {
  let app: TestApp;
  let token: string;
  let otherToken: string;
  let clock = new Date("2026-11-23T09:00:00.000Z");
  const sockets: Client[] = [];

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", now: () => clock });
    token = (await registerUser(app)).token;
    otherToken = (await registerUser(app)).token;
  });

  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await app?.stop();
  });

  const add = async (input: Record<string, unknown>, as = token, key?: string) => {
    const res = await gql(app, Q.add, { input, key }, as);
    expect(res.errors).toBeUndefined();
    return res.data.addPantryItem;
  };

  it("adds items and lists them soonest date first with their expiry state", async () => {
    const milk = await add({ name: "Milk", quantity: 2, unit: "l", location: "fridge", expiresOn: "2026-11-24", expiryKind: "use_by", pricePaid: 3.2, store: "Corner Market" });
    expect(milk).toMatchObject({ name: "Milk", quantity: 2, unit: "l", location: "fridge", purchasedOn: "2026-11-23", expiryState: "soon", daysLeft: 1, value: 3.2, status: "active" });
    await add({ name: "Rice", quantity: 1, unit: "kg", expiresOn: "2027-06-01" });
    await add({ name: "Yoghurt", quantity: 4, expiresOn: "2026-11-20" });
    const { data } = await gql(app, Q.items, {}, token);
    expect(data.pantryItems.map((i: { name: string; expiryState: string }) => [i.name, i.expiryState])).toEqual([
      ["Yoghurt", "expired"],
      ["Milk", "soon"],
      ["Rice", "fine"],
    ]);
    expect(data.pantryItems[0]).toMatchObject({ unit: "pcs", location: "pantry" });
    expect((await gql(app, Q.expiring, {}, token)).data.pantryExpiringCount).toBe(2);
  });

  it("refuses bad input with a clear message", async () => {
    const blank = await gql(app, Q.add, { input: { name: " ", quantity: 1 } }, token);
    expect(blank.errors?.[0].message).toBe("Give the item a name or choose a product");
    const where = await gql(app, Q.add, { input: { name: "Peas", quantity: 1, location: "garage" } }, token);
    expect(where.errors?.[0].message).toContain("Unknown location 'garage'");
    const date = await gql(app, Q.add, { input: { name: "Peas", quantity: 1, expiresOn: "2026-02-30" } }, token);
    expect(date.errors?.[0].message).toContain("expiresOn must be a real date");
  });

  it("adds once for one client-chosen id, however often it is sent", async () => {
    const id = randomUUID();
    const first = await add({ id, name: "Butter", quantity: 1 }, token, randomUUID());
    const again = await add({ id, name: "Butter", quantity: 1 }, token, randomUUID());
    expect(again.id).toBe(first.id);
    const { data } = await gql(app, Q.items, {}, token);
    expect(data.pantryItems.filter((i: { id: string }) => i.id === id)).toHaveLength(1);
  });

  it("consumes half, throws the rest away as waste with its value, and undoes the last step", async () => {
    const item = await add({ name: "Cheddar", quantity: 2, unit: "pcs", pricePaid: 8, expiresOn: "2026-12-10" });
    const half = (await gql(app, Q.consume, { id: item.id, q: 1, key: randomUUID() }, token)).data.consumePantryItem;
    expect(half).toMatchObject({ quantity: 1, used: 1, value: 4, lastActionKind: "consume" });
    const tooMuch = await gql(app, Q.consume, { id: item.id, q: 5 }, token);
    expect(tooMuch.errors?.[0].message).toBe("Only 1 pcs left");
    const thrown = (await gql(app, Q.discard, { id: item.id, reason: "spoiled", key: randomUUID() }, token)).data.discardPantryItem;
    expect(thrown).toMatchObject({ quantity: 0, status: "finished", lastActionKind: "discard" });
    const [waste] = await app.db.em().execute<{ value: number; reason: string; undone_at: Date | null }[]>(
      "select value, reason, undone_at from pantry_waste where item_id = ?",
      [item.id],
    );
    expect(waste).toMatchObject({ value: 4, reason: "spoiled", undone_at: null });
    const undone = (await gql(app, Q.undo, { id: item.id, actionId: thrown.lastActionId }, token)).data.undoPantryAction;
    expect(undone).toMatchObject({ quantity: 1, status: "active" });
    const [after] = await app.db.em().execute<{ undone_at: Date | null }[]>("select undone_at from pantry_waste where item_id = ?", [item.id]);
    expect(after.undone_at).not.toBeNull();
    const badReason = await gql(app, Q.discard, { id: item.id, reason: "bored" }, token);
    expect(badReason.errors?.[0].message).toBe("Reason is spoiled, expired, too_much or other");
  });

  it("opens, moves (and undoes the move), edits and removes", async () => {
    const item = await add({ name: "Jam", quantity: 1, location: "pantry", expiresOn: "2027-01-01" });
    expect((await gql(app, Q.open, { id: item.id }, token)).data.openPantryItem.openedOn).toBe("2026-11-23");
    const moved = (await gql(app, Q.move, { id: item.id, to: "fridge" }, token)).data.movePantryItem;
    expect(moved.location).toBe("fridge");
    expect((await gql(app, Q.undo, { id: item.id }, token)).data.undoPantryAction.location).toBe("pantry");
    const nothing = await gql(app, Q.undo, { id: item.id }, token);
    expect(nothing.errors?.[0].message).toBe("Nothing to undo");
    const edited = (await gql(app, Q.edit, { id: item.id, input: { name: "Strawberry jam", pricePaid: 4.5 } }, token)).data.editPantryItem;
    expect(edited).toMatchObject({ name: "Strawberry jam", pricePaid: 4.5 });
    expect((await gql(app, Q.remove, { id: item.id }, token)).data.removePantryItem).toBe(item.id);
    const gone = await gql(app, Q.item, { id: item.id }, token);
    expect(gone.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("keeps household settings: window, own locations, default location", async () => {
    const settings = (await gql(app, Q.updateSettings, { input: { expiryWindowDays: 7, customLocations: ["Cellar"], defaultLocation: "Cellar" } }, token)).data
      .updatePantrySettings;
    expect(settings).toMatchObject({ expiryWindowDays: 7, defaultLocation: "Cellar", locations: ["pantry", "fridge", "freezer", "Cellar"] });
    const wine = await add({ name: "Cider", quantity: 6, expiresOn: "2026-11-29" });
    expect(wine).toMatchObject({ location: "Cellar", expiryState: "soon" });
    const bad = await gql(app, Q.updateSettings, { input: { expiryWindowDays: 90 } }, token);
    expect(bad.errors?.[0].message).toBe("The expiry window is a whole number of days from 0 to 60");
    await gql(app, Q.updateSettings, { input: { expiryWindowDays: 3, defaultLocation: "pantry" } }, token);
  });

  it("shows what the household paid over time, per store, with the lowest and last price", async () => {
    const first = await add({ name: "Coffee beans", quantity: 1, unit: "bag", pricePaid: 12, store: "Roastery", purchasedOn: "2026-10-01" });
    await add({ name: "coffee beans", quantity: 2, unit: "bag", pricePaid: 20, store: "Big Grocer", purchasedOn: "2026-11-01" });
    await add({ name: "Coffee beans", quantity: 1, unit: "bag", pricePaid: 11, store: "Roastery", purchasedOn: "2026-11-20" });
    const { data } = await gql(app, Q.cost, { itemId: first.id }, token);
    const history = data.pantryCostHistory;
    expect(history.points.map((p: { paidOn: string; unitPrice: number }) => [p.paidOn, p.unitPrice])).toEqual([
      ["2026-10-01", 12],
      ["2026-11-01", 10],
      ["2026-11-20", 11],
    ]);
    expect(history.lowest).toEqual({ unitPrice: 10, store: "Big Grocer" });
    expect(history.last).toEqual({ unitPrice: 11, store: "Roastery" });
    expect(history.stores).toEqual([
      { store: "Big Grocer", count: 1, lowestUnitPrice: 10, lastUnitPrice: 10 },
      { store: "Roastery", count: 2, lowestUnitPrice: 11, lastUnitPrice: 11 },
    ]);
  });

  it("closes the loop: buying on the list puts it in the pantry with price, store and date; un-marking takes it out", async () => {
    const productId = randomUUID();
    const list = (await gql(app, Q.createList, { input: { name: "Weekly shop" } }, token)).data.createShoppingList;
    const added = await gql(app, Q.addShopping, { listId: list.id, input: { name: "Oat milk", quantity: 2, estimatedPrice: 1.8, actualPrice: 2.1, store: "Farm shop", productId } }, token);
    expect(added.data.addShoppingItem.item.productId).toBe(productId);
    const shoppingItemId = added.data.addShoppingItem.item.id;
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: true }, token);
    let items = (await gql(app, Q.items, {}, token)).data.pantryItems.filter((i: { sourceShoppingItemId: string }) => i.sourceShoppingItemId === shoppingItemId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: "Oat milk", quantity: 2, pricePaid: 4.2, store: "Farm shop", purchasedOn: "2026-11-23" });
    // Marking it purchased again records nothing new.
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: true }, token);
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: false }, token);
    items = (await gql(app, Q.items, {}, token)).data.pantryItems.filter((i: { sourceShoppingItemId: string }) => i.sourceShoppingItemId === shoppingItemId);
    expect(items).toHaveLength(0);
  });

  it("links the purchase by product, and a price or store corrected on the bought item reaches the pantry item", async () => {
    const [product] = (await gql(app, Q.findProduct, { search: "Eggs" }, token)).data.products.items;
    expect(product).toBeTruthy();
    const list = (await gql(app, Q.createList, { input: { name: "Dairy run" } }, token)).data.createShoppingList;
    // Named differently on the list: the pantry item is linked by the product, not by the name.
    const shoppingItemId = (
      await gql(app, Q.addShopping, { listId: list.id, input: { name: "Free-range dozen", quantity: 1, actualPrice: 4, store: "Corner shop", productId: product.id } }, token)
    ).data.addShoppingItem.item.id;
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: true }, token);
    const bought = (await gql(app, Q.items, {}, token)).data.pantryItems.find((i: { sourceShoppingItemId: string }) => i.sourceShoppingItemId === shoppingItemId);
    const life = product.shelfLifeDays[bought.location];
    expect(bought).toMatchObject({ productId: product.id, pricePaid: 4, store: "Corner shop", purchasedOn: "2026-11-23" });
    expect(bought.expiresOn).toBe(new Date(Date.parse("2026-11-23T00:00:00Z") + life * 86_400_000).toISOString().slice(0, 10));

    const corrected = await gql(app, Q.updateShopping, { itemId: shoppingItemId, input: { actualPrice: 3.25, store: "Farm shop" } }, token);
    expect(corrected.errors).toBeUndefined();
    const after = (await gql(app, Q.item, { id: bought.id }, token)).data.pantryItem;
    expect(after).toMatchObject({ pricePaid: 3.25, store: "Farm shop", quantity: 1, productId: product.id });
    const history = (await gql(app, Q.cost, { productId: product.id }, token)).data.pantryCostHistory;
    expect(history.points.map((p: { unitPrice: number; store: string }) => [p.unitPrice, p.store])).toEqual([[3.25, "Farm shop"]]);

    // A correction is not a purchase: it adds nothing, and un-marking still takes the untouched item back out.
    expect((await gql(app, Q.items, {}, token)).data.pantryItems.filter((i: { sourceShoppingItemId: string }) => i.sourceShoppingItemId === shoppingItemId)).toHaveLength(1);
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: false }, token);
    expect((await gql(app, Q.items, {}, token)).data.pantryItems.filter((i: { sourceShoppingItemId: string }) => i.sourceShoppingItemId === shoppingItemId)).toHaveLength(0);
    // Nor does correcting an item that is no longer bought put anything in the pantry.
    await gql(app, Q.updateShopping, { itemId: shoppingItemId, input: { actualPrice: 3.5 } }, token);
    expect((await gql(app, Q.items, {}, token)).data.pantryItems.filter((i: { sourceShoppingItemId: string }) => i.sourceShoppingItemId === shoppingItemId)).toHaveLength(0);
  });

  it("shows the price across households only as an aggregate, and only once 3 households paid for the product", async () => {
    const community = `query($id: ID!) { productCommunityPrice(productId: $id) { productId minimumHouseholds since enough households unit lowestUnitPrice medianUnitPrice highestUnitPrice } }`;
    const [bananas] = (await gql(app, Q.findProduct, { search: "Bananas" }, token)).data.products.items;
    const buy = (as: string, pricePaid: number, quantity = 1, unit = "piece") => add({ productId: bananas.id, name: "Bananas", quantity, unit, pricePaid, purchasedOn: "2026-11-20" }, as);
    const third = (await registerUser(app)).token;
    const fourth = (await registerUser(app)).token;
    await buy(token, 0.3);
    await buy(token, 0.5); // this household's typical price is its median, 0.40
    await buy(otherToken, 3, 10); // 0.30 a piece
    await buy(third, 2, 1, "bunch"); // another unit: not counted with the pieces

    const early = (await gql(app, community, { id: bananas.id }, fourth)).data.productCommunityPrice;
    expect(early).toEqual({
      productId: bananas.id,
      minimumHouseholds: 3,
      since: "2025-11-23",
      enough: false,
      households: null,
      unit: null,
      lowestUnitPrice: null,
      medianUnitPrice: null,
      highestUnitPrice: null,
    });

    await buy(fourth, 0.6);
    const shown = (await gql(app, community, { id: bananas.id }, third)).data.productCommunityPrice;
    expect(shown).toMatchObject({ enough: true, households: 3, unit: "piece", lowestUnitPrice: 0.3, medianUnitPrice: 0.4, highestUnitPrice: 0.6 });

    // Another household's pending product: not found, like the product itself.
    const pending = await gql(app, `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`, { input: { name: "Grandma's jam" } }, token);
    const denied = await gql(app, community, { id: pending.data.createProduct.id }, otherToken);
    expect(denied.errors?.[0]?.message).toBe("Product not found");
    expect((await gql(app, community, { id: "not-a-product" }, token)).errors?.[0]?.message).toBe("Product not found");
  });

  it("keeps a purchase someone already used when it is un-marked", async () => {
    const list = (await gql(app, Q.createList, { input: { name: "Top-up" } }, token)).data.createShoppingList;
    const shoppingItemId = (await gql(app, Q.addShopping, { listId: list.id, input: { name: "Bread", quantity: 1, actualPrice: 3 } }, token)).data.addShoppingItem.item.id;
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: true }, token);
    const bread = (await gql(app, Q.items, {}, token)).data.pantryItems.find((i: { sourceShoppingItemId: string }) => i.sourceShoppingItemId === shoppingItemId);
    await gql(app, Q.consume, { id: bread.id, q: 0.5 }, token);
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: false }, token);
    expect((await gql(app, Q.item, { id: bread.id }, token)).data.pantryItem.quantity).toBe(0.5);
  });

  it("proposes instead when the household chose that, and adds on accept", async () => {
    await gql(app, Q.updateSettings, { input: { purchaseMode: "propose" } }, token);
    const list = (await gql(app, Q.createList, { input: { name: "Market" } }, token)).data.createShoppingList;
    const shoppingItemId = (await gql(app, Q.addShopping, { listId: list.id, input: { name: "Apples", quantity: 6, actualPrice: 0.5, store: "Market" } }, token)).data.addShoppingItem.item.id;
    await gql(app, Q.toggle, { itemId: shoppingItemId, purchased: true }, token);
    const proposals = (await gql(app, Q.proposals, {}, token)).data.pantryProposals;
    expect(proposals).toEqual([{ id: shoppingItemId, shoppingItemId, name: "Apples", quantity: 6, pricePaid: 3, store: "Market" }]);
    const accepted = (await gql(app, Q.accept, { id: shoppingItemId }, token)).data.acceptPantryProposal;
    expect(accepted.item).toMatchObject({ name: "Apples", quantity: 6, sourceShoppingItemId: shoppingItemId });
    expect((await gql(app, Q.proposals, {}, token)).data.pantryProposals).toEqual([]);
    await gql(app, Q.updateSettings, { input: { purchaseMode: "automatic" } }, token);
  });

  it("keeps households apart: another household can neither read nor change these items or their cost history", async () => {
    const item = await add({ name: "Saffron", quantity: 1, pricePaid: 9, store: "Spice shop" });
    expect((await gql(app, Q.item, { id: item.id }, otherToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(app, Q.consume, { id: item.id, q: 1 }, otherToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(app, Q.discard, { id: item.id, reason: "other" }, otherToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(app, Q.edit, { id: item.id, input: { name: "Mine" } }, otherToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(app, Q.remove, { id: item.id }, otherToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(app, Q.cost, { itemId: item.id }, otherToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    // The other household has items of its own (earlier tests bought some): never this one.
    expect((await gql(app, Q.items, {}, otherToken)).data.pantryItems.map((i: { id: string }) => i.id)).not.toContain(item.id);
    // Taking the id for an item of its own is refused too.
    expect((await gql(app, Q.add, { input: { id: item.id, name: "Saffron", quantity: 1 } }, otherToken)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(app, Q.item, { id: item.id }, token)).data.pantryItem.quantity).toBe(1);
  });

  it("tells every device of the family about each change, resuming after `since`", async () => {
    const since = (await gql(app, Q.syncPoint, {}, token)).data.pantrySyncPoint;
    const socket = wsClient(app, token, "other-device");
    sockets.push(socket);
    const feed = collect(socket, CHANGES, { since });
    const item = await add({ name: "Eggs", quantity: 12 }, token);
    // Each change carries the item as it is when the change is delivered: wait for the first before the next.
    const [addedChange] = await feed.next(1);
    await gql(app, Q.consume, { id: item.id, q: 6 }, token);
    const [, consumed] = await feed.next(2);
    expect(addedChange.pantryChanged).toMatchObject({ type: "PantryItemAdded", itemId: item.id, items: [{ id: item.id, quantity: 12 }] });
    expect(consumed.pantryChanged).toMatchObject({ type: "PantryItemConsumed", items: [{ id: item.id, quantity: 6 }] });
    const other = wsClient(app, otherToken, "stranger");
    sockets.push(other);
    const strangerSince = (await gql(app, Q.syncPoint, {}, otherToken)).data.pantrySyncPoint;
    const strangerFeed = collect(other, CHANGES, { since: strangerSince });
    await add({ name: "Flour", quantity: 1 }, otherToken);
    await strangerFeed.next(1);
    expect(strangerFeed.results.every((r) => r.pantryChanged.items.every((i: { id: string }) => i.id !== item.id))).toBe(true);
    feed.dispose();
    strangerFeed.dispose();
  });

  it("records one expiry reminder a day per household (one run across instances) and mails the digest when turned on", async () => {
    await gql(app, Q.updateSettings, { input: { expiryDigest: true } }, token);
    clock = new Date("2026-11-24T06:00:00.000Z");
    const core = {
      config: app.config,
      db: app.db,
      store: app.store,
      feeds: app.feeds,
      tokens: app.tokens,
      logger: app.logger,
      now: () => clock,
      mailer: app.mailer,
      rateLimiter: undefined as never,
      appUrl: () => app.url,
      fetchAllowAddresses: [],
    } satisfies CoreServices;
    const householdEmails = async (householdId: string) =>
      (await app.db.em().execute<{ email: string }[]>("select email from users where household_id = ?", [householdId])).map((r) => r.email);
    const one = pantryModule.create(core, { catalog: null, householdEmails }).exports.expiryJob;
    const two = pantryModule.create(core, { catalog: null, householdEmails }).exports.expiryJob;
    const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    const done = a.ran ? a : b;
    expect(done.reminders).toBeGreaterThanOrEqual(1);
    expect(done.mails).toBe(1);
    const [mail] = await app.db.em().execute<{ subject: string; text_body: string }[]>(
      "select subject, text_body from mail_outbox where subject like 'Hearth: %pantry item%' order by created_at desc limit 1",
    );
    expect(mail.text_body).toContain("Milk");
    expect(mail.text_body).toContain("/app/pantry");
    expect((await one.runOnce()).ran).toBe(false);
    const reminders = await app.db.em().execute<{ day: string }[]>("select day from pantry_reminders");
    expect(new Set(reminders.map((r) => r.day))).toEqual(new Set(["2026-11-24"]));
    // The next day is a new run.
    clock = new Date("2026-11-25T06:00:00.000Z");
    expect((await one.runOnce()).ran).toBe(true);
  });

  it("rebuilds the pantry read models from events into exactly the live tables", async () => {
    const tables = ["pantry_items", "pantry_price_history", "pantry_waste", "pantry_settings", "pantry_proposals", "pantry_reminders", "shopping_items"];
    const live = await snapshotReadModels(app.db.em(), tables);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
