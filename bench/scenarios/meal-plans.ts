/**
 * Meal plans: the time to generate a week's shopping list for a plan of 21 meals over a 500-item
 * pantry (`generateShoppingListFromPlan`: the first generation, then regenerations that change nothing,
 * and the preview), and nutrition for a month view (`mealPlan` over the 6 weeks the month grid shows,
 * every meal's nutrition per serving, per day and per member computed from the catalogue).
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { latencyStats, type BenchContext, type Scenario, type ScenarioResult } from "../lib/context.js";

const PANTRY_ITEMS = Number(process.env.BENCH_MEALS_PANTRY_ITEMS ?? 500);
const SAMPLES = Number(process.env.BENCH_MEALS_SAMPLES ?? 10);
const SLOTS = ["breakfast", "lunch", "dinner"];
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function gql(url: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

async function timed(samples: number, op: () => Promise<unknown>) {
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await op();
    latencies.push(performance.now() - t0);
  }
  return latencyStats(latencies);
}

export const mealPlansScenario: Scenario = {
  name: "meal-plans",
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const [home] = await ctx.households(1);
    const call = (query: string, variables?: Record<string, unknown>) => gql(ctx.url, home!.token, query, variables);
    const member = (await call(`mutation { addFamilyMember(input: { name: "Bench eater", defaultPortionMultiplier: 1.5 }) { id } }`)).addFamilyMember.id;
    // 24 products with nutrition per 100 g, 7 recipes of 6 ingredients each (amounts in g, ml and cups).
    const products: string[] = [];
    for (let i = 0; i < 24; i++) {
      products.push(
        (
          await call(`mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`, {
            input: { name: `Bench food ${i}`, defaultUnit: i % 3 === 0 ? "ml" : "g", densityGPerMl: 1, nutritionPer100: { basis: "g", energyKcal: 50 + i * 10, proteinG: i % 7, carbohydrateG: 10 + (i % 5), fatG: i % 4 } },
          })
        ).createProduct.id,
      );
    }
    const recipes: string[] = [];
    for (let r = 0; r < 7; r++) {
      const ingredients = Array.from({ length: 6 }, (_, k) => {
        const p = (r * 3 + k) % products.length;
        return { quantity: 100 + k * 25, unit: ["g", "ml", "cup"][k % 3], name: `food ${p}`, productId: products[p] };
      });
      recipes.push((await call(`mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, { input: { title: `Bench dish ${r}`, servings: 4, ingredients } })).createRecipe.id);
    }
    // 500 pantry items: catalogue products (some expiring mid-week) and free text, 8 writes at a time.
    for (let i = 0; i < PANTRY_ITEMS; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, PANTRY_ITEMS - i) }, (_, k) => {
          const n = i + k;
          const input =
            n % 2 === 0
              ? { productId: products[n % products.length], quantity: 50 + (n % 9) * 10, unit: n % 3 === 0 ? "ml" : "g", expiresOn: iso(Date.now() + ((n % 14) - 3) * DAY_MS), pricePaid: 1 + (n % 5) }
              : { name: `Bench shelf item ${n}`, quantity: 1 + (n % 4), unit: "pcs", pricePaid: 2 };
          return call(`mutation($input: AddPantryItemInput!, $key: String) { addPantryItem(input: $input, idempotencyKey: $key) { id } }`, { input, key: randomUUID() });
        }),
      );
    }
    // A week of 21 meals (breakfast, lunch, dinner), then three copies of it: the month view's meals.
    const monday = iso(Date.now() - ((new Date().getUTCDay() + 6) % 7) * DAY_MS);
    for (let d = 0; d < 7; d++) {
      for (const [s, slot] of SLOTS.entries()) {
        await call(`mutation($input: MealPlanEntryInput!) { addMealPlanEntry(input: $input) { id } }`, {
          input: { date: iso(Date.parse(monday) + d * DAY_MS), slot, kind: "recipe", recipeId: recipes[(d + s) % recipes.length], servings: 2 + (s % 2), memberIds: [member] },
        });
      }
    }
    const sunday = iso(Date.parse(monday) + 6 * DAY_MS);
    const generate = `mutation($input: GenerateShoppingFromPlanInput!) { generateShoppingListFromPlan(input: $input) { added changed removed estimatedTotal lines { key } } }`;
    const input = { from: monday, to: sunday, listId: home!.listId };
    const t0 = performance.now();
    const first = (await call(generate, { input })).generateShoppingListFromPlan;
    const firstMs = performance.now() - t0;
    const again = await timed(SAMPLES, () => call(generate, { input }));
    const preview = await timed(SAMPLES, () => call(`query($from: String!, $to: String!, $listId: ID) { mealPlanShoppingPreview(from: $from, to: $to, listId: $listId) { estimatedTotal } }`, input));
    ctx.log(`  generate (21 meals, ${PANTRY_ITEMS}-item pantry): first ${Math.round(firstMs)} ms (${first.added} lines), again median ${again.medianMs} ms`);

    for (let w = 1; w <= 3; w++) {
      await call(`mutation($from: String!, $to: String!) { copyMealPlanWeek(from: $from, to: $to) { id } }`, { from: monday, to: iso(Date.parse(monday) + 7 * w * DAY_MS) });
    }
    const monthFrom = monday;
    const monthTo = iso(Date.parse(monday) + 41 * DAY_MS);
    let meals = 0;
    const month = await timed(SAMPLES, async () => {
      const data = await call(
        `query($from: String!, $to: String!) { mealPlan(from: $from, to: $to) { entries { id perServing { energyKcal known total } } days { date nutrition { energyKcal } members { nutrition { energyKcal } } } } }`,
        { from: monthFrom, to: monthTo },
      );
      meals = data.mealPlan.entries.length;
    });
    ctx.log(`  month view nutrition (${meals} meals, 42 days): median ${month.medianMs} ms`);

    return {
      data: { pantryItems: PANTRY_ITEMS, lines: first.lines.length, firstGenerationMs: Math.round(firstMs), regenerate: again, preview, month: { meals, ...month } },
      tables: [
        {
          title: `plan → shopping list: a week of 21 meals over a ${PANTRY_ITEMS}-item pantry (${first.lines.length} lines)`,
          header: ["call", "samples", "median ms", "p95 ms", "p99 ms"],
          rows: [
            ["generate (first, adds every line)", "1", String(Math.round(firstMs)), "-", "-"],
            ["generate again (nothing changes)", String(again.samples), String(again.medianMs), String(again.p95Ms), String(again.p99Ms)],
            ["preview", String(preview.samples), String(preview.medianMs), String(preview.p95Ms), String(preview.p99Ms)],
          ],
        },
        {
          title: `month view nutrition (mealPlan over 42 days, ${meals} meals, per day and member)`,
          header: ["samples", "median ms", "p95 ms", "p99 ms"],
          rows: [[String(month.samples), String(month.medianMs), String(month.p95Ms), String(month.p99Ms)]],
        },
      ],
    };
  },
};
