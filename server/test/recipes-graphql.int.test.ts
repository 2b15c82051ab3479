import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildReadModels, snapshotReadModels } from "../src/core/rebuild.js";
import { collect, wsClient } from "./support/ws-client.js";
import { api, gql, graphqlCaller, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Recipes through GraphQL over HTTP: create/edit/duplicate/delete, search and filters, bookmarks,
// import from a local page (and the SSRF refusal), share links across households, cooks, tenancy,
// live changes with `since`, and the rebuild of the read models.

const INGREDIENT = "id quantity unit productId name note optional group metric { quantity unit } us { quantity unit }";
const CONTENT = `title description photoUrl servings prepMinutes cookMinutes totalMinutes tags sourceUrl ingredients { ${INGREDIENT} } steps { id text timerSeconds ingredientIds }`;
const RECIPE = `id ${CONTENT} origin { kind url recipeId } saved savedAt revision`;

const Q = {
  list: `query($filter: RecipeFilterInput) { recipes(filter: $filter) { id title tags totalMinutes saved } }`,
  one: `query($id: ID!) { recipe(id: $id) { ${RECIPE} } }`,
  tags: `{ recipeTags { tag count } }`,
  create: `mutation($input: RecipeInput!, $id: ID, $key: String) { createRecipe(input: $input, id: $id, idempotencyKey: $key) { ${RECIPE} } }`,
  update: `mutation($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { ${RECIPE} } }`,
  duplicate: `mutation($id: ID!) { duplicateRecipe(id: $id) { ${RECIPE} } }`,
  remove: `mutation($id: ID!) { deleteRecipe(id: $id) }`,
  save: `mutation($id: ID!, $saved: Boolean!) { saveRecipe(id: $id, saved: $saved) { id saved } }`,
  fromUrl: `mutation($url: String!) { draftRecipeFromUrl(url: $url) { ${CONTENT} } }`,
  fromText: `mutation($text: String!) { draftRecipeFromText(text: $text) { ${CONTENT} } }`,
  share: `mutation($recipeId: ID!, $days: Int) { createRecipeShareLink(recipeId: $recipeId, expiresInDays: $days) { id token path expiresAt active } }`,
  revoke: `mutation($recipeId: ID!, $shareId: ID!) { revokeRecipeShareLink(recipeId: $recipeId, shareId: $shareId) { id active revokedAt } }`,
  links: `query($recipeId: ID!) { recipeShareLinks(recipeId: $recipeId) { id active } }`,
  shared: `query($token: String!) { sharedRecipe(token: $token) { title ingredients { name } } }`,
  importShared: `mutation($token: String!) { importSharedRecipe(token: $token) { ${RECIPE} } }`,
  cooked: `mutation($id: ID!, $cookId: ID!, $servings: Float!, $left: Float!) { finishRecipeCook(id: $id, cookId: $cookId, servings: $servings, portionsLeft: $left) { id portionsLeft leftoverId } }`,
  syncPoint: `{ recipesSyncPoint }`,
};

const soup = {
  title: "Tomato soup",
  description: "A quick weeknight soup.",
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 25,
  tags: ["Soup", "vegetarian"],
  ingredients: [
    { id: "tomatoes", quantity: 800, unit: "g", name: "tomatoes" },
    { id: "oil", quantity: 2, unit: "tbsp", name: "olive oil", group: "To finish" },
    { id: "basil", name: "basil", optional: true, note: "a handful" },
  ],
  steps: [{ text: "Simmer the tomatoes for 25 minutes.", timerSeconds: 1500, ingredientIds: ["tomatoes", "nope"] }],
};

const PAGE = `<html><head><script type="application/ld+json">
{"@context":"https://schema.org","@type":"Recipe","name":"Chili for a crowd","recipeYield":"6",
 "prepTime":"PT15M","cookTime":"PT1H","recipeIngredient":["1 lb ground beef","2 cups kidney beans","1 tsp chili powder"],
 "recipeInstructions":"Brown the beef.\\nAdd the beans and chili powder and simmer for 1 hour."}
</script></head><body></body></html>`;

describe("recipes over GraphQL", () => {
  let app: TestApp;
  let page: http.Server;
  let pagePort: number;
  let token: string;
  let otherToken: string;
  const sockets: Client[] = [];

  beforeAll(async () => {
    page = http.createServer((req, res) => {
      if (req.url === "/chili") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(PAGE);
      }
      res.writeHead(302, { location: `http://127.0.0.1:${pagePort}/chili` });
      res.end();
    });
    await new Promise<void>((resolve) => page.listen(0, "0.0.0.0", resolve));
    pagePort = (page.address() as AddressInfo).port;
    app = await startTestApp({ backend: "embedded", fetchAllowAddresses: ["127.0.0.2"] });
    token = (await registerUser(app)).token;
    otherToken = (await registerUser(app)).token;
  });

  afterAll(async () => {
    for (const s of sockets) await s.dispose();
    await app?.stop();
    page.closeAllConnections();
    await new Promise((resolve) => page.close(resolve));
  });

  const { run, fails } = graphqlCaller(() => app, () => token);
  const newRecipe = async (input: Record<string, unknown> = soup, as = token) => (await run(Q.create, { input }, as)).createRecipe;

  it("creates a recipe, normalising tags and dropping unknown step links, with both unit systems", async () => {
    const recipe = await newRecipe();
    expect(recipe).toMatchObject({
      title: "Tomato soup",
      servings: 4,
      totalMinutes: 35,
      tags: ["soup", "vegetarian"],
      origin: { kind: "manual" },
      saved: false,
    });
    expect(recipe.ingredients[0]).toMatchObject({ id: "tomatoes", metric: { quantity: 800, unit: "g" }, us: { quantity: 1.76, unit: "lb" } });
    expect(recipe.ingredients[1]).toMatchObject({ group: "To finish", metric: { quantity: 29.57, unit: "ml" }, us: { quantity: 2, unit: "tbsp" } });
    expect(recipe.ingredients[2]).toMatchObject({ quantity: null, optional: true, note: "a handful" });
    expect(recipe.steps[0]).toMatchObject({ timerSeconds: 1500, ingredientIds: ["tomatoes"] });
    expect((await run(Q.one, { id: recipe.id })).recipe.id).toBe(recipe.id);
  });

  it("answers clear errors for bad input", async () => {
    expect((await fails(Q.create, { input: { ...soup, title: "  " } })).message).toBe("Title is required");
    expect((await fails(Q.create, { input: { ...soup, servings: 0 } })).message).toBe("Servings must be above 0");
    expect((await fails(Q.create, { input: { ...soup, sourceUrl: "javascript:alert(1)" } })).message).toBe("Source must be an http or https address");
    const err = await fails(Q.create, { input: soup, id: "not-a-uuid" });
    expect(err.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("keeps a client-chosen id and answers a retry with the same key once", async () => {
    const id = randomUUID();
    const key = randomUUID();
    const first = (await run(Q.create, { input: soup, id, key })).createRecipe;
    const again = (await run(Q.create, { input: soup, id, key })).createRecipe;
    expect(first.id).toBe(id);
    expect(again).toEqual(first);
    expect((await fails(Q.create, { input: soup, id })).extensions?.code).toBe("CONFLICT");
  });

  it("edits, duplicates and deletes", async () => {
    const recipe = await newRecipe();
    const edited = (await run(Q.update, { id: recipe.id, input: { ...soup, title: "Roast tomato soup", servings: 6 } })).updateRecipe;
    expect(edited).toMatchObject({ title: "Roast tomato soup", servings: 6 });
    const copy = (await run(Q.duplicate, { id: recipe.id })).duplicateRecipe;
    expect(copy).toMatchObject({ title: "Roast tomato soup (copy)", origin: { kind: "duplicate", recipeId: recipe.id } });
    expect(copy.ingredients[0].id).not.toBe(recipe.ingredients[0].id);
    expect(copy.steps[0].ingredientIds).toEqual([copy.ingredients[0].id]);
    expect((await run(Q.remove, { id: recipe.id })).deleteRecipe).toBe(recipe.id);
    expect((await fails(Q.one, { id: recipe.id })).extensions?.code).toBe("NOT_FOUND");
  });

  it("searches by words, tag and time, and lists saved recipes", async () => {
    const { token: own } = await registerUser(app);
    const quick = await newRecipe({ ...soup, title: "Quick pesto pasta", tags: ["pasta"], prepMinutes: 5, cookMinutes: 10 }, own);
    const slow = await newRecipe({ ...soup, title: "Slow beef stew", tags: ["stew"], prepMinutes: 20, cookMinutes: 180 }, own);
    const ids = async (filter: Record<string, unknown>) => (await run(Q.list, { filter }, own)).recipes.map((r: { id: string }) => r.id);
    expect(await ids({})).toEqual([slow.id, quick.id]);
    expect(await ids({ search: "PESTO" })).toEqual([quick.id]);
    expect(await ids({ search: "tomatoes" })).toEqual([slow.id, quick.id]);
    expect(await ids({ search: "100%" })).toEqual([]);
    expect(await ids({ tag: "Stew" })).toEqual([slow.id]);
    expect(await ids({ maxTotalMinutes: 30 })).toEqual([quick.id]);
    await run(Q.save, { id: quick.id, saved: true }, own);
    expect(await ids({ savedOnly: true })).toEqual([quick.id]);
    expect((await run(Q.tags, {}, own)).recipeTags).toEqual([
      { tag: "pasta", count: 1 },
      { tag: "stew", count: 1 },
    ]);
  });

  it("drafts a recipe from a local page and refuses a redirect to 127.0.0.1", async () => {
    const draft = (await run(Q.fromUrl, { url: `http://127.0.0.2:${pagePort}/chili` })).draftRecipeFromUrl;
    expect(draft).toMatchObject({ title: "Chili for a crowd", servings: 6, prepMinutes: 15, cookMinutes: 60 });
    expect(draft.ingredients.map((i: { quantity: number; unit: string; name: string }) => [i.quantity, i.unit, i.name])).toEqual([
      [1, "lb", "ground beef"],
      [2, "cup", "kidney beans"],
      [1, "tsp", "chili powder"],
    ]);
    expect(draft.steps[1]).toMatchObject({ timerSeconds: 3600 });
    const refused = await fails(Q.fromUrl, { url: `http://127.0.0.2:${pagePort}/moved` });
    expect(refused.message).toBe("That address cannot be imported from");
    expect(refused.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await fails(Q.fromUrl, { url: "file:///etc/passwd" })).message).toBe("Only http and https addresses can be fetched");
    const saved = (await run(Q.create, { input: { title: draft.title, servings: draft.servings, sourceUrl: draft.sourceUrl } })).createRecipe;
    expect(saved.origin).toEqual({ kind: "web", url: `http://127.0.0.2:${pagePort}/chili`, recipeId: null });
  });

  it("drafts a recipe from pasted text", async () => {
    const draft = (await run(Q.fromText, { text: "Pancakes\nServes 2\nIngredients\n1 cup flour\n1 large egg\nMethod\nWhisk and fry." })).draftRecipeFromText;
    expect(draft).toMatchObject({ title: "Pancakes", servings: 2 });
    // "egg" is matched to the starter catalogue's "Eggs"; flour is not in it and stays free text.
    const eggs = (await run(`{ products(search: "Eggs") { items { id name } } }`)).products.items;
    expect(draft.ingredients.map((i: { name: string; productId: string | null }) => [i.name, i.productId])).toEqual([
      ["flour", null],
      ["egg", eggs[0].id],
    ]);
    const saved = (await run(Q.create, { input: { title: "Pancakes", servings: 2, ingredients: [{ name: "egg", productId: eggs[0].id }] } })).createRecipe;
    expect(saved.ingredients[0].productId).toBe(eggs[0].id);
    const unknown = await fails(Q.create, { input: { title: "X", servings: 1, ingredients: [{ name: "y", productId: randomUUID() }] } });
    expect(unknown.message).toBe("Product not found");
  });

  it("shares a recipe: read-only for anyone holding the link, copied once into another household, revocable", async () => {
    const recipe = await newRecipe();
    const link = (await run(Q.share, { recipeId: recipe.id, days: 7 })).createRecipeShareLink;
    expect(link.path).toBe(`/app/recipes/import/${link.token}`);
    expect(link.active).toBe(true);

    const pub = await api(app, "GET", `/api/public/recipes/shared/${link.token}`);
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ title: "Tomato soup", servings: 4 });
    expect(JSON.stringify(pub.body)).not.toContain("household");
    expect(pub.body).not.toHaveProperty("yourRecipeId");
    // Read in the app: the link's own household is told the recipe is already theirs; another is not.
    expect((await run(`query($t: String!) { sharedRecipe(token: $t) { yourRecipeId } }`, { t: link.token })).sharedRecipe.yourRecipeId).toBe(recipe.id);
    expect((await run(`query($t: String!) { sharedRecipe(token: $t) { yourRecipeId } }`, { t: link.token }, otherToken)).sharedRecipe.yourRecipeId).toBeNull();
    // The link itself: the script-free page for a browser without a session, the app's screen for one signed in.
    const publicPage = await api(app, "GET", link.path);
    expect([publicPage.status, String(publicPage.body).includes("New to Hearth? Sign up free")]).toEqual([200, true]);
    const signedIn = await api(app, "GET", link.path, { headers: { cookie: `theme=light; token=${encodeURIComponent(otherToken)}` } });
    expect(String(signedIn.body)).not.toContain("Sign up free");
    const forged = await api(app, "GET", link.path, { headers: { cookie: "token=not-a-session" } });
    expect(String(forged.body)).toContain("New to Hearth? Sign up free");

    const copy = (await run(Q.importShared, { token: link.token }, otherToken)).importSharedRecipe;
    expect(copy.id).not.toBe(recipe.id);
    expect(copy).toMatchObject({ title: "Tomato soup", origin: { kind: "shared", recipeId: recipe.id } });
    expect((await run(Q.importShared, { token: link.token }, otherToken)).importSharedRecipe.id).toBe(copy.id);
    expect((await run(Q.one, { id: copy.id }, otherToken)).recipe.title).toBe("Tomato soup");

    const revoked = (await run(Q.revoke, { recipeId: recipe.id, shareId: link.id })).revokeRecipeShareLink;
    expect(revoked.active).toBe(false);
    expect((await api(app, "GET", `/api/public/recipes/shared/${link.token}`)).status).toBe(404);
    const { token: third } = await registerUser(app);
    expect((await fails(Q.importShared, { token: link.token }, third)).message).toBe("This share link has expired or was revoked");
    expect((await fails(Q.share, { recipeId: recipe.id, days: 0 })).message).toBe("A share link lasts at least 1 day");
  });

  it("records a cook once per cook id", async () => {
    const recipe = await newRecipe();
    const cookId = randomUUID();
    const first = (await run(Q.cooked, { id: recipe.id, cookId, servings: 4, left: 1.5 })).finishRecipeCook;
    const again = (await run(Q.cooked, { id: recipe.id, cookId, servings: 4, left: 1.5 })).finishRecipeCook;
    expect(again).toEqual(first);
    const rows = await app.db.em().execute("select portions_left from recipe_cooks where id = ?", [cookId]);
    expect(rows).toEqual([{ portions_left: 1.5 }]);
    expect((await fails(Q.cooked, { id: recipe.id, cookId: randomUUID(), servings: 4, left: -1 })).message).toBe(
      "Portions left over cannot be negative",
    );
  });

  it("keeps every household to its own recipes and share links", async () => {
    const recipe = await newRecipe();
    const link = (await run(Q.share, { recipeId: recipe.id })).createRecipeShareLink;
    for (const [query, vars] of [
      [Q.one, { id: recipe.id }],
      [Q.update, { id: recipe.id, input: soup }],
      [Q.duplicate, { id: recipe.id }],
      [Q.remove, { id: recipe.id }],
      [Q.save, { id: recipe.id, saved: true }],
      [Q.share, { recipeId: recipe.id }],
      [Q.revoke, { recipeId: recipe.id, shareId: link.id }],
      [Q.links, { recipeId: recipe.id }],
      [Q.cooked, { id: recipe.id, cookId: randomUUID(), servings: 1, left: 0 }],
    ] as const) {
      const err = await fails(query, vars, otherToken);
      expect(err.extensions?.code, query).toBe("NOT_FOUND");
    }
    expect((await fails(Q.create, { input: soup, id: recipe.id }, otherToken)).extensions?.code).toBe("CONFLICT");
    expect((await run(Q.list, {}, otherToken)).recipes.map((r: { id: string }) => r.id)).not.toContain(recipe.id);
    expect((await run(Q.links, { recipeId: recipe.id })).recipeShareLinks.map((l: { id: string }) => l.id)).toEqual([link.id]);
    expect((await gql(app, Q.list, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("streams changes live, resuming after `since`", async () => {
    const { token: own } = await registerUser(app);
    const since = (await run(Q.syncPoint, {}, own)).recipesSyncPoint;
    const before = await newRecipe(soup, own);
    const client = wsClient(app, own, "device-2");
    sockets.push(client);
    const feed = collect(client, `subscription($since: Int) { recipesChanged(since: $since) { sequence type recipeId recipe { title saved } } }`, { since });
    const first = await feed.next(1);
    expect(first[0]!.recipesChanged).toMatchObject({ type: "RecipeCreated", recipeId: before.id, recipe: { title: "Tomato soup" } });
    await run(Q.save, { id: before.id, saved: true }, own);
    await run(Q.remove, { id: before.id }, own);
    const changes = (await feed.next(3)).map((r) => r.recipesChanged);
    expect(changes.slice(1).map((c) => [c.type, c.recipe])).toEqual([
      ["RecipeSaved", { title: "Tomato soup", saved: true }],
      ["RecipeDeleted", null],
    ]);
    feed.dispose();
  });

  it("rebuilds the recipe read models from events into exactly the live tables", async () => {
    const tables = ["recipes", "recipe_share_links", "recipe_cooks"];
    const live = await snapshotReadModels(app.db.em(), tables);
    expect(live.recipes!.length).toBeGreaterThan(0);
    expect(live.recipe_share_links!.length).toBeGreaterThan(0);
    await rebuildReadModels(app.db, app.store);
    expect(await snapshotReadModels(app.db.em(), tables)).toEqual(live);
  });
});
