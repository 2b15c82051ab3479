import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importRecipeFromUrl, parseIngredientLines, recipeFromText, timerOf } from "./recipe-import.js";

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

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const pages: Record<string, string> = { "/shakshuka": jsonLdGraph, "/pancakes": microdata, "/blog": noRecipe };
    const page = pages[req.url ?? ""];
    if (page) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(page);
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
