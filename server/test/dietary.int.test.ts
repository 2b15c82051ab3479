import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, wsClient } from "./support/ws-client.js";
import { api, gql, registerUser, startTestApp, type TestApp } from "./support/test-app.js";

// Dietary analysis through GraphQL over HTTP: a family member's nut allergy recorded on the member,
// flagged against a recipe with a nut ingredient and a pantry item tagged nuts; the pantry's nutrition
// by category with its coverage; the live change; another household sees none of it; and the spec's
// REST family-member routes answer exactly as before.

const Q = {
  setDietary: `mutation($id: ID!, $input: FamilyMemberDietaryInput!, $key: String) {
    setFamilyMemberDietary(id: $id, input: $input, idempotencyKey: $key) { id name diets allergies } }`,
  members: `{ familyMembers { id name diets allergies } familyMemberDietaryVocabulary { allergies diets } }`,
  product: `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
  pantry: `mutation($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }`,
  recipe: `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`,
  analysis: `query($from: String, $to: String) { pantryDietaryAnalysis(from: $from, to: $to) {
    itemCount knownCount totals { energyKcal proteinG fatG carbohydrateG }
    categories { category itemCount knownCount energyKcal }
    allergens { tag itemCount items } dietTags { tag itemCount }
    members { memberId name allergies diets pantry { id name conflicts { kind tag via detail source } } recipes { id name conflicts { kind tag via detail source } } plan { id } }
    planAvailable planFrom planTo } }`,
  recipeFlags: `query($id: ID!) { recipeDietaryFlags(recipeId: $id) { memberId name conflicts { kind tag via detail source } } }`,
};

const SPEC_FIELDS = ["ageGroup", "defaultPortionMultiplier", "id", "isActive", "name"];

describe("dietary analysis over GraphQL", () => {
  let app: TestApp;
  let family: Awaited<ReturnType<typeof registerUser>>;
  let neighbour: Awaited<ReturnType<typeof registerUser>>;
  let memberId: string;
  let walnutsItemId: string;
  let recipeId: string;

  async function ok(who: { token: string }, query: string, variables: Record<string, unknown> = {}) {
    const res = await gql(app, query, variables, who.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data;
  }

  beforeAll(async () => {
    app = await startTestApp({ backend: "postgres", checkResponses: true });
    family = await registerUser(app);
    neighbour = await registerUser(app);
    const added = await api(app, "POST", "/api/family-members", { token: family.token, body: { name: "Priya", ageGroup: "child", defaultPortionMultiplier: 0.5 } });
    expect(added.status).toBe(201);
    memberId = (added.body as { id: string }).id;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("records a member's allergies and diets from the products' vocabulary, once per key", async () => {
    const { familyMemberDietaryVocabulary } = await ok(family, Q.members);
    expect(familyMemberDietaryVocabulary.allergies).toContain("nuts");
    expect(familyMemberDietaryVocabulary.diets).toContain("vegetarian");

    const key = randomUUID();
    const input = { diets: ["vegetarian"], allergies: ["nuts", "nuts"] };
    const { setFamilyMemberDietary } = await ok(family, Q.setDietary, { id: memberId, input, key });
    expect(setFamilyMemberDietary).toEqual({ id: memberId, name: "Priya", diets: ["vegetarian"], allergies: ["nuts"] });
    expect((await ok(family, Q.setDietary, { id: memberId, input, key })).setFamilyMemberDietary.allergies).toEqual(["nuts"]);

    const bad = await gql(app, Q.setDietary, { id: memberId, input: { diets: [], allergies: ["chocolate"] } }, family.token);
    expect(bad.errors?.[0].message).toMatch(/^Allergies must be among gluten, crustaceans, eggs/);
    const foreign = await gql(app, Q.setDietary, { id: memberId, input: { diets: [], allergies: [] } }, neighbour.token);
    expect(foreign.errors?.[0].message).toBe("Family member not found");

    const { familyMembers } = await ok(family, Q.members);
    expect(familyMembers).toEqual([{ id: memberId, name: "Priya", diets: ["vegetarian"], allergies: ["nuts"] }]);
  });

  it("keeps the spec's REST family-member routes exactly as they were", async () => {
    const list = await api(app, "GET", "/api/family-members", { token: family.token });
    expect(list.status).toBe(200);
    const rows = list.body as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(SPEC_FIELDS);
    expect(rows[0]).toEqual({ id: memberId, name: "Priya", isActive: true, ageGroup: "child", defaultPortionMultiplier: 0.5 });

    const patched = await api(app, "PATCH", `/api/family-members/${memberId}`, { token: family.token, body: { defaultPortionMultiplier: "0.75", allergies: ["milk"] } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: memberId, defaultPortionMultiplier: 0.75, accountStatus: "none" });
    expect(patched.body).not.toHaveProperty("allergies");
    expect(patched.body).not.toHaveProperty("diets");
    // A REST edit leaves the diets and allergies alone (unknown fields are ignored, as before).
    expect((await ok(family, Q.members)).familyMembers[0].allergies).toEqual(["nuts"]);

    const created = await api(app, "POST", "/api/family-members", { token: family.token, body: { name: "Sam" } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body as object).sort()).toEqual([...SPEC_FIELDS, "accountStatus", "email", "invitedAt", "joinedAt"].sort());
    const off = await api(app, "POST", `/api/family-members/${(created.body as { id: string }).id}/deactivate`, { token: family.token });
    expect(off.status).toBe(200);
    expect(off.body).not.toHaveProperty("allergies");
  });

  it("flags the nut allergy against a pantry item tagged nuts and a recipe with a nut ingredient, with the pantry's nutrition", async () => {
    const walnuts = await ok(family, Q.product, {
      input: {
        name: "Dietary test walnuts",
        category: "Nuts & Seeds",
        defaultUnit: "g",
        allergens: ["nuts"],
        dietTags: ["vegan", "vegetarian"],
        // USDA FoodData Central 170187, walnuts, English: per 100 g.
        nutritionPer100: { basis: "g", energyKcal: 654, proteinG: 15.23, carbohydrateG: 13.71, sugarsG: 2.61, fatG: 65.21, fibreG: 6.7 },
      },
    });
    const walnutsId = walnuts.createProduct.id;
    walnutsItemId = (await ok(family, Q.pantry, { input: { productId: walnutsId, name: "Dietary test walnuts", quantity: 0.2, unit: "kg", location: "pantry" } })).addPantryItem.id;
    await ok(family, Q.pantry, { input: { name: "Homemade granola bars", category: "Snacks & Sweets", quantity: 6, unit: "piece", location: "pantry" } });
    recipeId = (
      await ok(family, Q.recipe, {
        input: {
          title: "Walnut banana bread",
          servings: 8,
          ingredients: [
            { productId: walnutsId, name: "Dietary test walnuts", quantity: 100, unit: "g" },
            { name: "ripe bananas", quantity: 3, unit: null },
          ],
          steps: [{ text: "Mash the bananas, fold in the walnuts and bake for an hour." }],
        },
      })
    ).createRecipe.id;
    await ok(family, Q.recipe, { input: { title: "Plain rice", servings: 2, ingredients: [{ name: "long grain rice", quantity: 200, unit: "g" }], steps: [] } });

    const { pantryDietaryAnalysis: a } = await ok(family, Q.analysis, { from: "2026-11-23", to: "2026-11-29" });
    // The meal planner is wired in: the week's plan is part of the analysis (nothing is planned here).
    expect(a).toMatchObject({ itemCount: 2, knownCount: 1, planAvailable: true, planFrom: "2026-11-23", planTo: "2026-11-29" });
    expect(a.totals.energyKcal).toBeCloseTo(1308, 1);
    expect(a.categories).toEqual([
      { category: "Nuts & Seeds", itemCount: 1, knownCount: 1, energyKcal: 1308 },
      { category: "Snacks & Sweets", itemCount: 1, knownCount: 0, energyKcal: 0 },
    ]);
    expect(a.allergens).toEqual([{ tag: "nuts", itemCount: 1, items: ["Dietary test walnuts"] }]);
    expect(a.dietTags.map((t: { tag: string }) => t.tag).sort()).toEqual(["vegan", "vegetarian"]);

    const priya = a.members.find((m: { memberId: string }) => m.memberId === memberId);
    expect(priya.pantry).toEqual([
      { id: walnutsItemId, name: "Dietary test walnuts", conflicts: [{ kind: "allergy", tag: "nuts", via: "tag", detail: "nuts", source: "Dietary test walnuts" }] },
    ]);
    expect(priya.recipes).toEqual([
      { id: recipeId, name: "Walnut banana bread", conflicts: [{ kind: "allergy", tag: "nuts", via: "tag", detail: "nuts", source: "Dietary test walnuts" }] },
    ]);
    expect(priya.plan).toEqual([]);
    // Planned into the week, the walnut bread is flagged in the plan section too.
    await ok(family, `mutation ($input: MealPlanEntryInput!) { addMealPlanEntry(input: $input) { id } }`, {
      input: { date: "2026-11-25", slot: "dinner", kind: "recipe", recipeId },
    });
    const { pantryDietaryAnalysis: planned } = await ok(family, Q.analysis, { from: "2026-11-23", to: "2026-11-29" });
    expect(planned.members.find((m: { memberId: string }) => m.memberId === memberId).plan).toEqual([{ id: recipeId }]);

    const { recipeDietaryFlags } = await ok(family, Q.recipeFlags, { id: recipeId });
    expect(recipeDietaryFlags).toEqual([
      { memberId, name: "Priya", conflicts: [{ kind: "allergy", tag: "nuts", via: "tag", detail: "nuts", source: "Dietary test walnuts" }] },
    ]);
  });

  it("tells the family's other devices when something that moves the analysis changes", async () => {
    const socket = wsClient(app, family.token, "kitchen-tablet");
    const live = collect(socket, `subscription { dietaryChanged { type } }`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ok(family, Q.setDietary, { id: memberId, input: { diets: [], allergies: ["nuts", "sesame"] } });
      const [change] = await live.next(1);
      expect(change.dietaryChanged.type).toBe("FamilyMemberDietarySet");
    } finally {
      live.dispose();
      await socket.dispose();
    }
  });

  it("delivers a member's new allergies to the family members screen, resuming from the sync point", async () => {
    const { familyMembersSyncPoint: since } = await ok(family, "{ familyMembersSyncPoint }");
    // Changed before the device subscribes: resuming from its sync point still brings it, once per key.
    const key = randomUUID();
    for (let i = 0; i < 2; i++) await ok(family, Q.setDietary, { id: memberId, input: { diets: ["vegetarian"], allergies: ["milk"] }, key });
    const socket = wsClient(app, family.token, "phone");
    const live = collect(
      socket,
      `subscription ($since: Int) { familyMembersChanged(since: $since) { sequence type memberId member { id name diets allergies } } }`,
      { since },
    );
    try {
      const [change] = await live.next(1);
      expect(change.familyMembersChanged).toMatchObject({
        type: "FamilyMemberDietarySet",
        memberId,
        member: { id: memberId, name: "Priya", diets: ["vegetarian"], allergies: ["milk"] },
      });
      expect(change.familyMembersChanged.sequence).toBeGreaterThan(since);
      const { familyMembersSyncPoint: after } = await ok(family, "{ familyMembersSyncPoint }");
      expect(after).toBe(change.familyMembersChanged.sequence);
    } finally {
      live.dispose();
      await socket.dispose();
    }
  });

  it("shows another household nothing of this one", async () => {
    const theirs = await gql(app, Q.recipeFlags, { id: recipeId }, neighbour.token);
    expect(theirs.errors?.[0].message).toBe("Recipe not found");
    const { pantryDietaryAnalysis } = await ok(neighbour, Q.analysis);
    expect(pantryDietaryAnalysis).toMatchObject({ itemCount: 0, knownCount: 0, members: [], allergens: [] });
    const bad = await gql(app, Q.analysis, { from: "next week" }, family.token);
    expect(bad.errors?.[0].message).toBe("from must be a date (YYYY-MM-DD)");
  });
});
