import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, registerUser, startTestApp, type TestApp } from "../../../test/support/test-app.js";
import { importRecipeFromUrl, parseIngredientLines, recipeFromText, timerOf } from "./recipe-import.js";
import { PHOTO_NOT_FETCHED } from "./recipe-photos.js";

// Pages a local server serves; reached as 127.0.0.2, the only address the tests allow.
const ALLOWED = "127.0.0.2";
let server: http.Server;
let port: number;
const base = () => `http://${ALLOWED}:${port}`;

const jsonLdGraph = `<!doctype html><html><head><title>Shakshuka</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"WebSite","name":"Good Food"},
 {"@type":["Recipe","NewsArticle"],"name":"Shakshuka &amp; feta","description":"<p>Eggs poached in spiced tomato sauce.</p>",
  "image":[{"@type":"ImageObject","url":"https://img.example.com/shakshuka.jpg"}],
  "recipeYield":["4","4 servings"],"prepTime":"PT10M","cookTime":"PT0H25M",
  "keywords":"eggs, brunch","recipeCategory":"Breakfast",
  "recipeIngredient":["2 tbsp olive oil","1 onion, finely chopped","800 g canned tomatoes","4 large eggs","100g feta (optional)"],
  "recipeInstructions":[{"@type":"HowToSection","name":"Sauce","itemListElement":[
     {"@type":"HowToStep","text":"Fry the onion in the olive oil for 5 minutes."},
     {"@type":"HowToStep","text":"Add the tomatoes and simmer for 10-15 minutes."}]},
   {"@type":"HowToStep","text":"Crack in the eggs, cover and cook 8 minutes. Crumble over the feta."}]}
]}</script></head><body><h1>Shakshuka</h1></body></html>`;

const microdata = `<!doctype html><html><body>
<div itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Grandma's pancakes</h1>
  <meta itemprop="recipeYield" content="Makes 8 pancakes">
  <meta itemprop="totalTime" content="PT20M">
  <ul>
    <li itemprop="recipeIngredient">1 1/2 cups flour</li>
    <li itemprop="recipeIngredient">1 cup milk</li>
    <li itemprop="recipeIngredient">2 eggs</li>
  </ul>
  <div itemprop="recipeInstructions">Whisk the flour, milk and eggs.</div>
</div></body></html>`;

const noRecipe = `<!doctype html><html><body><p>Just a blog post.</p></body></html>`;

/** A recipe page whose JSON-LD image is `image` (a path on the test server). */
const pageWithPhoto = (title: string, image: string) => `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"${title}",
 "image":{"@type":"ImageObject","url":"${base()}${image}"},"recipeYield":"2",
 "recipeIngredient":["200 g spaghetti","2 cloves garlic"],"recipeInstructions":"Boil the spaghetti for 9 minutes."}</script>
</head><body></body></html>`;

let photoPng: Buffer;

beforeAll(async () => {
  photoPng = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c0392b" } }).png().toBuffer();
  server = http.createServer((req, res) => {
    const pages: Record<string, string> = {
      "/shakshuka": jsonLdGraph,
      "/pancakes": microdata,
      "/blog": noRecipe,
      "/carbonara": pageWithPhoto("Carbonara", "/photos/carbonara.png"),
      "/aglio": pageWithPhoto("Aglio e olio", "/photos/moved.png"),
      "/puttanesca": pageWithPhoto("Puttanesca", "/photos/not-an-image.jpg"),
      "/arrabbiata": pageWithPhoto("Arrabbiata", "/photos/page.html"),
    };
    const page = pages[req.url ?? ""];
    if (page) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(page);
    }
    if (req.url === "/photos/carbonara.png") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(photoPng);
    }
    if (req.url === "/photos/moved.png") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/photos/carbonara.png` });
      return res.end();
    }
    if (req.url === "/photos/not-an-image.jpg") {
      // Says JPEG, is HTML: refused by its content.
      res.writeHead(200, { "content-type": "image/jpeg" });
      return res.end("<html><body>Not a photo</body></html>");
    }
    if (req.url === "/photos/page.html") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end(noRecipe);
    }
    if (req.url === "/moved") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/shakshuka` });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allow = { allowAddresses: [ALLOWED] };

describe("recipe import from a web page", () => {
  it("reads a JSON-LD Recipe inside an @graph array", async () => {
    const draft = await importRecipeFromUrl(`${base()}/shakshuka`, allow);
    expect(draft).toMatchObject({
      title: "Shakshuka & feta",
      description: "Eggs poached in spiced tomato sauce.",
      photoUrl: "https://img.example.com/shakshuka.jpg",
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 25,
      tags: ["eggs", "brunch", "breakfast"],
      sourceUrl: `${base()}/shakshuka`,
    });
    expect(draft.ingredients.map(({ quantity, unit, name, note, optional }) => ({ quantity, unit, name, note, optional }))).toEqual([
      { quantity: 2, unit: "tbsp", name: "olive oil", note: null, optional: false },
      { quantity: 1, unit: null, name: "onion", note: "finely chopped", optional: false },
      { quantity: 800, unit: "g", name: "canned tomatoes", note: null, optional: false },
      { quantity: 4, unit: "large", name: "eggs", note: null, optional: false },
      { quantity: 100, unit: "g", name: "feta", note: null, optional: true },
    ]);
    expect(draft.steps.map((s) => [s.text, s.timerSeconds])).toEqual([
      ["Fry the onion in the olive oil for 5 minutes.", 300],
      ["Add the tomatoes and simmer for 10-15 minutes.", 900],
      ["Crack in the eggs, cover and cook 8 minutes. Crumble over the feta.", 480],
    ]);
    const [oil, onion] = draft.ingredients;
    expect(draft.steps[0]!.ingredientIds).toEqual([oil!.id, onion!.id]);
  });

  it("reads microdata where the page has no JSON-LD", async () => {
    const draft = await importRecipeFromUrl(`${base()}/pancakes`, allow);
    expect(draft.title).toBe("Grandma's pancakes");
    expect(draft.servings).toBe(8);
    expect(draft.cookMinutes).toBe(20);
    expect(draft.ingredients.map((i) => [i.quantity, i.unit, i.name])).toEqual([
      [1.5, "cup", "flour"],
      [1, "cup", "milk"],
      [2, null, "eggs"],
    ]);
    expect(draft.steps.map((s) => s.text)).toEqual(["Whisk the flour, milk and eggs."]);
  });

  it("says so when a page has no recipe", async () => {
    await expect(importRecipeFromUrl(`${base()}/blog`, allow)).rejects.toMatchObject({ status: 400, message: "No recipe found on that page" });
  });

  it("refuses a redirect to 127.0.0.1", async () => {
    await expect(importRecipeFromUrl(`${base()}/moved`, allow)).rejects.toMatchObject({
      status: 400,
      message: "That address cannot be imported from",
    });
  });

  it("refuses the local server itself without the test allowance", async () => {
    await expect(importRecipeFromUrl(`${base()}/shakshuka`)).rejects.toMatchObject({ status: 400 });
  });
});

describe("the imported page's photo, copied into Hearth", () => {
  let app: TestApp;
  let token: string;
  const CONTENT = "title photoUrl servings sourceUrl ingredients { id quantity unit name } steps { id text timerSeconds ingredientIds }";
  const draftQuery = `mutation($url: String!) { draftRecipeFromUrl(url: $url) { ${CONTENT} importNotes } }`;
  const createQuery = `mutation($input: RecipeInput!) { createRecipe(input: $input) { id ${CONTENT} } }`;
  const updateQuery = `mutation($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { id photoUrl } }`;
  const OWN_PHOTO = /^\/api\/public\/recipes\/photos\/[0-9a-f]{64}\.webp$/;

  beforeAll(async () => {
    app = await startTestApp({ backend: "embedded", fetchAllowAddresses: [ALLOWED] });
    token = (await registerUser(app)).token;
  });
  afterAll(async () => {
    await app?.stop();
  });

  async function run(query: string, variables: Record<string, unknown>) {
    const res = await gql(app, query, variables, token);
    if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
    return res.data;
  }
  const draftOf = async (path: string) => (await run(draftQuery, { url: `${base()}${path}` })).draftRecipeFromUrl;
  const inputOf = (draft: Record<string, unknown>) => {
    const { importNotes: _notes, ...input } = draft;
    return input;
  };

  it("serves the photo from Hearth's own URL, as WebP at most 800 px, with no sign-in", async () => {
    const draft = await draftOf("/carbonara");
    expect(draft.title).toBe("Carbonara");
    expect(draft.photoUrl).toMatch(OWN_PHOTO);
    expect(draft.importNotes).toEqual([]);

    const res = await fetch(app.url + draft.photoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 600 });

    // Saving the draft keeps our URL; the recipe and its share page (no scripts) show that photo.
    const recipe = (await run(createQuery, { input: inputOf(draft) })).createRecipe;
    expect(recipe.photoUrl).toBe(draft.photoUrl);
    const link = (await run(`mutation($id: ID!) { createRecipeShareLink(recipeId: $id) { token } }`, { id: recipe.id })).createRecipeShareLink;
    const page = await fetch(`${app.url}/app/recipes/import/${link.token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`<img class="photo" src="${draft.photoUrl}" alt="Carbonara">`);
    expect(html).not.toContain("<script");
    expect(html).not.toContain(base());
  });

  it("refuses a photo address that redirects to 127.0.0.1; the import still succeeds, without a photo, and says so", async () => {
    const draft = await draftOf("/aglio");
    expect(draft).toMatchObject({ title: "Aglio e olio", photoUrl: null, importNotes: [PHOTO_NOT_FETCHED] });
    expect(draft.ingredients).toHaveLength(2);
  });

  it("refuses a photo that is not an image, by its content and by its type", async () => {
    for (const path of ["/puttanesca", "/arrabbiata"]) {
      const draft = await draftOf(path);
      expect(draft.photoUrl).toBeNull();
      expect(draft.importNotes).toEqual([PHOTO_NOT_FETCHED]);
    }
  });

  it("copies a web address given when a recipe is saved, and never stores a remote address", async () => {
    const draft = await draftOf("/puttanesca");
    const copied = (await run(createQuery, { input: { ...inputOf(draft), photoUrl: `${base()}/photos/carbonara.png` } })).createRecipe;
    expect(copied.photoUrl).toMatch(OWN_PHOTO);

    const refused = (await run(createQuery, { input: { ...inputOf(draft), photoUrl: `${base()}/photos/moved.png` } })).createRecipe;
    expect(refused.photoUrl).toBeNull();
    const unknown = await run(updateQuery, { id: refused.id, input: { ...inputOf(draft), photoUrl: `/api/public/recipes/photos/${"0".repeat(64)}.webp` } });
    expect(unknown.updateRecipe.photoUrl).toBeNull();

    const missing = await fetch(`${app.url}/api/public/recipes/photos/${"0".repeat(64)}.webp`);
    expect(missing.status).toBe(404);
    const bad = await fetch(`${app.url}/api/public/recipes/photos/nope.png`);
    expect(bad.status).toBe(404);
  });
});

describe("ingredient lines", () => {
  it("parses messy lines into quantity, unit and name", () => {
    const parsed = parseIngredientLines([
      "  2 ½ cups all-purpose flour, sifted ",
      "For the sauce:",
      "3-4 cloves garlic",
      "1 (14 oz) can diced tomatoes",
      "salt &amp; pepper, to taste",
      "<b>200g</b> butter",
      "1 Tbsp. soy sauce",
      "",
    ]);
    expect(parsed.map(({ quantity, unit, name, note, group }) => ({ quantity, unit, name, note, group }))).toEqual([
      { quantity: 2.5, unit: "cup", name: "all-purpose flour", note: "sifted", group: null },
      { quantity: 3, unit: "clove", name: "garlic", note: "3–4", group: "For the sauce" },
      { quantity: 1, unit: null, name: "(14 oz) can diced tomatoes", note: null, group: "For the sauce" },
      { quantity: null, unit: null, name: "salt & pepper", note: "to taste", group: "For the sauce" },
      { quantity: 200, unit: "g", name: "butter", note: null, group: "For the sauce" },
      { quantity: 1, unit: "tbsp", name: "soy sauce", note: null, group: "For the sauce" },
    ]);
  });

  it("reads a step's timer", () => {
    expect(timerOf("Bake for 1 hour")).toBe(3600);
    expect(timerOf("Rest 30 secs")).toBe(30);
    expect(timerOf("Season to taste")).toBeNull();
  });
});

describe("pasted text", () => {
  it("splits title, details, ingredients and steps", () => {
    const draft = recipeFromText(`Lemon drizzle cake

A bake-sale favourite.
Serves 8
Prep time: 15 min
Cook time: 1 h 5 min

Ingredients
- 225 g butter
- 225 g caster sugar
- 4 eggs
- 1 lemon, zested

Method
1. Beat the butter and sugar.
2. Add the eggs and lemon, bake for 45 minutes.`);
    expect(draft).toMatchObject({ title: "Lemon drizzle cake", description: "A bake-sale favourite.", servings: 8, prepMinutes: 15, cookMinutes: 65 });
    expect(draft.ingredients.map((i) => [i.quantity, i.unit, i.name, i.note])).toEqual([
      [225, "g", "butter", null],
      [225, "g", "caster sugar", null],
      [4, null, "eggs", null],
      [1, null, "lemon", "zested"],
    ]);
    expect(draft.steps.map((s) => [s.text, s.timerSeconds])).toEqual([
      ["Beat the butter and sugar.", null],
      ["Add the eggs and lemon, bake for 45 minutes.", 2700],
    ]);
  });

  it("refuses empty text", () => {
    expect(() => recipeFromText("  \n ")).toThrow("Paste the recipe's text first");
  });
});
