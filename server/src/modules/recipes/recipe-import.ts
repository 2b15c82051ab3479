/**
 * Turning a web page or pasted text into a recipe draft for the cook to review: the page's schema.org
 * Recipe (JSON-LD first, including @graph arrays; microdata where there is no JSON-LD), ingredient
 * lines parsed into quantity, unit and name by `parse-ingredient`.
 */
import { randomUUID } from "node:crypto";
import { Parser } from "htmlparser2";
import { toJson, type MicrodataItem } from "microdata-node";
import { parseIngredient } from "parse-ingredient";
import { badRequest } from "../../core/errors.js";
import { safeFetch, SafeFetchError, type SafeFetchOptions } from "../../core/safe-fetch.js";
import type { RecipeContent, RecipeIngredient, RecipeStep } from "./recipes.events.js";
import { normaliseUnit } from "./units.js";

export const NO_RECIPE_FOUND = "No recipe found on that page";
export const DEFAULT_SERVINGS = 4;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The text of every `<script type="application/ld+json">` of a page. */
function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  let inside = false;
  let current = "";
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === "script" && (attrs.type ?? "").trim().toLowerCase() === "application/ld+json") {
        inside = true;
        current = "";
      }
    },
    ontext(text) {
      if (inside) current += text;
    },
    onclosetag(name) {
      if (name === "script" && inside) {
        inside = false;
        blocks.push(current);
      }
    },
  });
  parser.write(html);
  parser.end();
  return blocks;
}

function isRecipeType(type: Json | undefined): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === "string" && /(^|[/#:])Recipe$/.test(t));
}

/** Every schema.org Recipe object found in a JSON-LD value (arrays, @graph, nested mainEntity). */
function findRecipes(value: Json, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8 || value === null || typeof value !== "object") return found;
  if (Array.isArray(value)) {
    for (const v of value) findRecipes(v, found, depth + 1);
    return found;
  }
  if (isRecipeType(value["@type"])) found.push(value);
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item"]) {
    if (key in value) findRecipes(value[key]!, found, depth + 1);
  }
  return found;
}

function parseJsonLoosely(text: string): Json | undefined {
  const cleaned = text.replace(/^\s*<!--/, "").replace(/-->\s*$/, "").replace(/^\s*\/\/<!\[CDATA\[/, "").replace(/\/\/\]\]>\s*$/, "");
  try {
    return JSON.parse(cleaned) as Json;
  } catch {
    // Some sites leave raw newlines inside strings.
    try {
      return JSON.parse(cleaned.replace(/[\n\r\t]+/g, " ")) as Json;
    } catch {
      return undefined;
    }
  }
}

/** Microdata item → the JSON-LD shape (single values unwrapped), so one mapper handles both. */
function microdataToJson(item: MicrodataItem): JsonObject {
  const out: JsonObject = { "@type": item.type ?? [] };
  for (const [key, values] of Object.entries(item.properties)) {
    const mapped = values.map((v) => (typeof v === "string" ? v : microdataToJson(v)));
    out[key] = mapped.length === 1 && !["recipeIngredient", "ingredients", "recipeInstructions"].includes(key) ? mapped[0]! : mapped;
  }
  return out;
}

/** The first schema.org Recipe of a page, as JSON-LD (microdata converted), or null. */
export function extractRecipeObject(html: string, baseUrl?: string): JsonObject | null {
  for (const block of jsonLdBlocks(html)) {
    const parsed = parseJsonLoosely(block);
    if (parsed === undefined) continue;
    const [recipe] = findRecipes(parsed);
    if (recipe) return recipe;
  }
  let items: MicrodataItem[] = [];
  try {
    items = toJson(html, baseUrl ? { base: baseUrl } : {}).items;
  } catch {
    return null;
  }
  const queue = [...items];
  while (queue.length) {
    const item = queue.shift()!;
    if ((item.type ?? []).some((t) => /schema\.org\/Recipe$/.test(t))) return microdataToJson(item);
    for (const values of Object.values(item.properties)) {
      for (const v of values) if (typeof v !== "string") queue.push(v);
    }
  }
  return null;
}

const text = (value: Json | undefined): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return decodeEntities(value).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || null;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === "object") return text(value["text"] ?? value["name"] ?? value["@value"] ?? null);
  return null;
};

function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", frac12: "½", frac14: "¼", frac34: "¾", deg: "°" };
  return value.replace(/&(#x?[0-9a-f]+|[a-z]+\d*);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

function list(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** ISO 8601 duration ("PT1H30M", "P0DT0H20M") → minutes; null when absent or unreadable. */
export function isoDurationMinutes(value: Json | undefined): number | null {
  const raw = text(value);
  if (!raw) return null;
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(raw.trim());
  if (!m) {
    const plain = /(\d+)\s*(?:min|minutes)/i.exec(raw);
    return plain ? Number(plain[1]) : null;
  }
  const [, d, h, min, s] = m;
  const total = Number(d ?? 0) * 1440 + Number(h ?? 0) * 60 + Number(min ?? 0) + Number(s ?? 0) / 60;
  return total > 0 ? Math.round(total) : null;
}

function servingsOf(value: Json | undefined): number {
  for (const v of list(value)) {
    const m = /(\d+(?:[.,]\d+)?)/.exec(text(v) ?? "");
    if (m) {
      const n = Number(m[1]!.replace(",", "."));
      if (n > 0) return n;
    }
  }
  return DEFAULT_SERVINGS;
}

function imageOf(value: Json | undefined): string | null {
  for (const v of list(value)) {
    if (typeof v === "string" && /^https?:\/\//i.test(v)) return v;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      const url = text(v["url"] ?? v["contentUrl"] ?? null);
      if (url && /^https?:\/\//i.test(url)) return url;
    }
  }
  return null;
}

function tagsOf(recipe: JsonObject): string[] {
  const raw = [...list(recipe["keywords"]), ...list(recipe["recipeCategory"]), ...list(recipe["recipeCuisine"])];
  const tags = raw.flatMap((v) => (text(v) ?? "").split(",")).map((t) => t.trim().toLowerCase()).filter((t) => t && t.length <= 40);
  return [...new Set(tags)].slice(0, 20);
}

/** "Bake for 25 minutes" → 1500 seconds: the first duration a step names becomes its timer. */
export function timerOf(step: string): number | null {
  const m = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b/i.exec(step);
  if (!m) return null;
  const amount = Number((m[2] ?? m[1])!.replace(",", "."));
  const unit = m[3]!.toLowerCase();
  const factor = unit.startsWith("h") ? 3600 : unit.startsWith("m") ? 60 : 1;
  const seconds = Math.round(amount * factor);
  return seconds > 0 ? seconds : null;
}

function stepsOf(value: Json | undefined): RecipeStep[] {
  const steps: RecipeStep[] = [];
  const add = (raw: string | null) => {
    const t = raw?.trim();
    if (t) steps.push({ id: randomUUID(), text: t, timerSeconds: timerOf(t), ingredientIds: [] });
  };
  const walk = (v: Json) => {
    if (typeof v === "string") {
      // One string with several steps, one per line.
      for (const line of decodeEntities(v).split(/\r?\n|<br\s*\/?>|<\/p>/i)) add(text(line)?.replace(/^\d+[.)]\s+/, "") ?? null);
      return;
    }
    if (Array.isArray(v)) return v.forEach(walk);
    if (v && typeof v === "object") {
      if (isType(v, "HowToSection") || "itemListElement" in v) return list(v["itemListElement"]).forEach(walk);
      add(text(v["text"] ?? v["name"] ?? null));
    }
  };
  list(value).forEach(walk);
  return steps;
}

function isType(value: JsonObject, type: string): boolean {
  return list(value["@type"]).some((t) => typeof t === "string" && t.endsWith(type));
}

/** Ingredient lines → structured ingredients; "For the sauce:" style lines become group headings. */
export function parseIngredientLines(lines: string[]): RecipeIngredient[] {
  const cleaned = lines.map((l) => decodeEntities(l).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim()).filter(Boolean);
  const ingredients: RecipeIngredient[] = [];
  let group: string | null = null;
  for (const line of cleaned) {
    const [parsed] = parseIngredient(line);
    if (!parsed) continue;
    if (parsed.isGroupHeader) {
      group = parsed.description.replace(/:$/, "").trim() || null;
      continue;
    }
    let description = parsed.description.trim();
    let optional = false;
    const optionalMark = /\s*(?:\(optional\)|,\s*optional|optional:)\s*/i;
    if (optionalMark.test(description)) {
      optional = true;
      description = description.replace(optionalMark, " ").trim();
    }
    let note: string | null = null;
    const comma = description.indexOf(",");
    if (comma > 0) {
      note = description.slice(comma + 1).trim() || null;
      description = description.slice(0, comma).trim();
    }
    if (parsed.quantity2 !== null && parsed.quantity !== null) {
      note = [`${parsed.quantity}–${parsed.quantity2}`, note].filter(Boolean).join("; ");
    }
    const unitId = parsed.unitOfMeasureID ?? parsed.unitOfMeasure;
    const unit = normaliseUnit(unitId) ?? normaliseUnit(parsed.unitOfMeasure) ?? (unitId?.toLowerCase() || null);
    ingredients.push({
      id: randomUUID(),
      quantity: parsed.quantity,
      unit,
      productId: null,
      name: description || line,
      note,
      optional,
      group,
    });
  }
  return ingredients;
}

/** Links each step to the ingredients it names ("Fry the onion" uses "1 onion, chopped"). */
export function linkStepIngredients(content: RecipeContent): RecipeContent {
  const keys = content.ingredients.map((i) => ({
    id: i.id,
    words: i.name.toLowerCase().replace(/\(.*?\)/g, " ").split(/[^a-zà-ÿ]+/).filter((w) => w.length > 2),
  }));
  return {
    ...content,
    steps: content.steps.map((step) => {
      if (step.ingredientIds.length) return step;
      const lower = step.text.toLowerCase();
      const ids = keys.filter((k) => k.words.some((w) => lower.includes(w.replace(/(es|s)$/, "")))).map((k) => k.id);
      return { ...step, ingredientIds: ids };
    }),
  };
}

/** A schema.org Recipe object → a draft. */
export function recipeFromSchema(recipe: JsonObject, sourceUrl: string | null): RecipeContent {
  const ingredientLines = [...list(recipe["recipeIngredient"]), ...list(recipe["ingredients"])]
    .map((v) => (typeof v === "string" ? v : text(v)))
    .filter((v): v is string => Boolean(v));
  const title = text(recipe["name"]) ?? text(recipe["headline"]);
  if (!title) throw badRequest(NO_RECIPE_FOUND);
  return linkStepIngredients({
    title: title.slice(0, 200),
    description: text(recipe["description"])?.slice(0, 2000) ?? null,
    photoUrl: imageOf(recipe["image"]),
    servings: servingsOf(recipe["recipeYield"] ?? recipe["yield"]),
    prepMinutes: isoDurationMinutes(recipe["prepTime"]),
    cookMinutes: isoDurationMinutes(recipe["cookTime"]) ?? (recipe["prepTime"] ? null : isoDurationMinutes(recipe["totalTime"])),
    tags: tagsOf(recipe),
    sourceUrl,
    ingredients: parseIngredientLines(ingredientLines),
    steps: stepsOf(recipe["recipeInstructions"]),
  });
}

/** A page's recipe as a draft, or a 400 naming why not. */
export function recipeFromHtml(html: string, pageUrl: string | null): RecipeContent {
  const recipe = extractRecipeObject(html, pageUrl ?? undefined);
  if (!recipe) throw badRequest(NO_RECIPE_FOUND);
  return recipeFromSchema(recipe, pageUrl);
}

const PAGE_TYPES = ["text/html", "application/xhtml+xml", "application/ld+json", "application/json"];

/** Fetches a page (SSRF-guarded) and reads its recipe. `fetchOptions` is where tests allow their local server. */
export async function importRecipeFromUrl(url: string, fetchOptions: SafeFetchOptions = {}): Promise<RecipeContent> {
  let page;
  try {
    page = await safeFetch(url, { contentTypes: PAGE_TYPES, ...fetchOptions });
  } catch (err) {
    if (err instanceof SafeFetchError) {
      throw badRequest(err.code === "BLOCKED_ADDRESS" ? "That address cannot be imported from" : err.message, { reason: err.code });
    }
    throw err;
  }
  const body = page.text();
  if (page.contentType.includes("json")) {
    const [recipe] = findRecipes(parseJsonLoosely(body) ?? null);
    if (!recipe) throw badRequest(NO_RECIPE_FOUND);
    return recipeFromSchema(recipe, page.url);
  }
  return recipeFromHtml(body, page.url);
}

const HEADING = {
  ingredients: /^(ingredients?|you(?:'|’)ll need|what you need)\s*:?$/i,
  steps: /^(instructions?|method|directions?|steps?|preparation)\s*:?$/i,
};

/** Pasted text → a draft: first line the title, "Ingredients" and "Method" headings split the rest. */
export function recipeFromText(pasted: string): RecipeContent {
  const lines = pasted.split(/\r?\n/).map((l) => l.replace(/^\s*[-*•▢□]\s*/, "").trim());
  const title = lines.find(Boolean);
  if (!title) throw badRequest("Paste the recipe's text first");
  let section: "intro" | "ingredients" | "steps" = "intro";
  const intro: string[] = [];
  const ingredientLines: string[] = [];
  const stepLines: string[] = [];
  let servings = DEFAULT_SERVINGS;
  let prepMinutes: number | null = null;
  let cookMinutes: number | null = null;
  const sawHeadings = lines.some((l) => HEADING.ingredients.test(l));
  for (const line of lines.slice(lines.indexOf(title) + 1)) {
    if (!line) continue;
    if (HEADING.ingredients.test(line)) { section = "ingredients"; continue; }
    if (HEADING.steps.test(line)) { section = "steps"; continue; }
    const serves = /^(?:serves|servings|makes|yield)\s*:?\s*(\d+(?:\.\d+)?)/i.exec(line);
    if (serves) { servings = Number(serves[1]); continue; }
    const prep = /^prep(?:aration)?(?: time)?\s*:?\s*(.+)$/i.exec(line);
    if (prep && section === "intro") { prepMinutes = minutesOf(prep[1]!); continue; }
    const cook = /^cook(?:ing)?(?: time)?\s*:?\s*(.+)$/i.exec(line);
    if (cook && section === "intro") { cookMinutes = minutesOf(cook[1]!); continue; }
    if (section === "ingredients") ingredientLines.push(line);
    else if (section === "steps") stepLines.push(line.replace(/^(?:step\s*)?\d+[.):]\s*/i, ""));
    else if (!sawHeadings && /^[\d½¼¾⅓⅔]/.test(line)) ingredientLines.push(line);
    else if (!sawHeadings && intro.length > 0) stepLines.push(line);
    else intro.push(line);
  }
  return linkStepIngredients({
    title: title.slice(0, 200),
    description: intro.join(" ").slice(0, 2000) || null,
    photoUrl: null,
    servings,
    prepMinutes,
    cookMinutes,
    tags: [],
    sourceUrl: null,
    ingredients: parseIngredientLines(ingredientLines),
    steps: stepLines.map((t) => ({ id: randomUUID(), text: t, timerSeconds: timerOf(t), ingredientIds: [] })),
  });
}

function minutesOf(value: string): number | null {
  const h = /(\d+(?:\.\d+)?)\s*h/i.exec(value);
  const m = /(\d+)\s*m/i.exec(value);
  const total = (h ? Number(h[1]) * 60 : 0) + (m ? Number(m[1]) : 0);
  if (total > 0) return Math.round(total);
  const plain = /^(\d+)$/.exec(value.trim());
  return plain ? Number(plain[1]) : null;
}
