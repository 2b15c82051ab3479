import { randomUUID } from "node:crypto";
import type { Fixture, TenantEntry } from "./tenant.js";

const RECIPE = "id title tags origin { kind } saved";
const LINK = "id recipeId token path active";
const COOK = "id recipeId servings portionsLeft leftoverId pantryReturned taken { itemId name quantity unit } missing { name }";

interface Recipe {
  id: string;
  title: string;
}

async function newRecipe(f: Fixture, label: string): Promise<Recipe> {
  const title = `${label} ${f.mark} ${f.unique("r")}`;
  const tag = `t-${f.mark}`;
  const data = (await f.ownerGql("mutation ($input: RecipeInput!) { createRecipe(input: $input) { id title } }", {
    input: {
      title,
      servings: 2,
      tags: [tag],
      ingredients: [{ name: `Flour ${f.mark}`, quantity: 200, unit: "g" }],
      steps: [{ text: `Stir ${f.mark}` }],
    },
  })) as { createRecipe: Recipe };
  f.remember(data.createRecipe.id, title, tag);
  return data.createRecipe;
}

async function newShareLink(f: Fixture, recipeId: string): Promise<{ id: string; token: string }> {
  const data = (await f.ownerGql(`mutation ($id: ID!) { createRecipeShareLink(recipeId: $id, expiresInDays: 7) { ${LINK} } }`, {
    id: recipeId,
  })) as { createRecipeShareLink: { id: string; token: string } };
  f.remember(data.createRecipeShareLink.id);
  return data.createRecipeShareLink;
}

/** Flour in A's pantry (named with A's mark), so cooks of A's recipe take from it; one per run. */
const flour = new Map<string, Promise<string>>();
const flourOf = (f: Fixture) => {
  if (!flour.has(f.householdId)) {
    flour.set(
      f.householdId,
      (async () => {
        const data = (await f.ownerGql("mutation ($input: AddPantryItemInput!) { addPantryItem(input: $input) { id } }", {
          input: { name: `Flour ${f.mark}`, quantity: 100, unit: "kg" },
        })) as { addPantryItem: { id: string } };
        return f.remember(data.addPantryItem.id);
      })(),
    );
  }
  return flour.get(f.householdId)!;
};

/** A photo server on 127.0.0.2 (the fixture's app may fetch from it), started once, never keeps the process alive. */
let photoOrigin: Promise<string> | null = null;
function photoServer(): Promise<string> {
  photoOrigin ??= (async () => {
    const [{ createServer }, { default: sharp }] = await Promise.all([import("node:http"), import("sharp")]);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#d35400" } }).png().toBuffer();
    const server = createServer((_req, res) => res.writeHead(200, { "content-type": "image/png" }).end(png));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", () => resolve()));
    server.unref();
    return `http://127.0.0.2:${(server.address() as { port: number }).port}`;
  })();
  return photoOrigin;
}

/** The file name (`{sha256}.webp`) of the photo of a recipe of A's, copied by Hearth from the photo server; one per run. */
const photos = new Map<string, Promise<string>>();
const photoOf = (f: Fixture) => {
  if (!photos.has(f.householdId)) {
    photos.set(
      f.householdId,
      (async () => {
        const title = `Photo bake ${f.mark} ${f.unique("r")}`;
        const data = (await f.ownerGql("mutation ($input: RecipeInput!) { createRecipe(input: $input) { id photoUrl } }", {
          input: { title, servings: 2, photoUrl: `${await photoServer()}/bake.png` },
        })) as { createRecipe: { id: string; photoUrl: string | null } };
        f.remember(data.createRecipe.id, title);
        const file = data.createRecipe.photoUrl?.split("/").pop();
        if (!file) throw new Error("the recipe's photo was not copied");
        return file;
      })(),
    );
  }
  return photos.get(f.householdId)!;
};

/** A's recipe for calls that read or change it, one per run. */
const recipes = new Map<string, Promise<Recipe>>();
const recipeOf = (f: Fixture) => {
  if (!recipes.has(f.householdId)) recipes.set(f.householdId, newRecipe(f, "Soup"));
  return recipes.get(f.householdId)!;
};

/**
 * A's shared recipe and its live link, one per run. A share link is a capability: whoever holds the token
 * reads the recipe's content (title, ingredients, steps) by design, so this recipe's content carries no
 * marker of A; its id, its link's id, A's household and account still do, and must never show.
 */
const shared = new Map<string, Promise<{ recipeId: string; shareId: string; token: string }>>();
const sharedOf = (f: Fixture) => {
  if (!shared.has(f.householdId)) {
    shared.set(
      f.householdId,
      (async () => {
        const data = (await f.ownerGql("mutation ($input: RecipeInput!) { createRecipe(input: $input) { id } }", {
          input: { title: "Shared tomato soup", servings: 4, ingredients: [{ name: "tomato", quantity: 6 }], steps: [{ text: "Simmer" }] },
        })) as { createRecipe: { id: string } };
        const recipeId = f.remember(data.createRecipe.id);
        const link = await newShareLink(f, recipeId);
        return { recipeId, shareId: link.id, token: link.token };
      })(),
    );
  }
  return shared.get(f.householdId)!;
};

/** One share link on A's recipe, so recipeShareLinks has something of A's to answer. */
const shareOnce = new Map<string, Promise<unknown>>();
const shareOf = async (f: Fixture) => {
  const recipe = await recipeOf(f);
  if (!shareOnce.has(f.householdId)) shareOnce.set(f.householdId, newShareLink(f, recipe.id));
  await shareOnce.get(f.householdId);
  return recipe;
};

const update = async (f: Fixture) => ({
  query: `mutation ($id: ID!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { ${RECIPE} } }`,
  variables: {
    id: (await recipeOf(f)).id,
    input: { title: f.remember(`Soup ${f.mark} ${f.unique("edited")}`), servings: 3, tags: [`t-${f.mark}`] },
  },
});

export const entries: TenantEntry[] = [
  {
    operation: "Query.recipes",
    access: "signedIn",
    note: "the caller's own household's recipes, never A's",
    call: async (f) => {
      await recipeOf(f);
      return { query: "{ recipes { id title tags } }" };
    },
  },
  {
    operation: "Query.recipe",
    access: "household",
    call: async (f) => ({ query: `query ($id: ID!) { recipe(id: $id) { ${RECIPE} } }`, variables: { id: (await recipeOf(f)).id } }),
  },
  {
    operation: "Query.recipeTags",
    access: "signedIn",
    note: "the caller's own household's tags; A's recipe carries a tag of A",
    call: async (f) => {
      await recipeOf(f);
      return { query: "{ recipeTags { tag count } }" };
    },
  },
  {
    operation: "Query.recipesSyncPoint",
    access: "signedIn",
    note: "answers the caller's own household's sequence, never A's",
    call: () => ({ query: "{ recipesSyncPoint }" }),
  },
  {
    operation: "Query.recipeShareLinks",
    access: "household",
    call: async (f) => {
      const recipe = await shareOf(f);
      return { query: `query ($id: ID!) { recipeShareLinks(recipeId: $id) { ${LINK} } }`, variables: { id: recipe.id } };
    },
  },
  {
    operation: "Query.sharedRecipe",
    access: "signedIn",
    note:
      "a share link is a capability: any live session holding A's token reads the recipe's content (no ids of A, no household); " +
      "signed-out readers use GET /public/recipes/shared/:token",
    call: async (f) => ({
      query: "query ($token: String!) { sharedRecipe(token: $token) { title servings expiresAt ingredients { name } steps { text } } }",
      variables: { token: (await sharedOf(f)).token },
    }),
  },
  {
    operation: "Mutation.draftRecipeFromUrl",
    access: "signedIn",
    note: "reads a page into a draft for the caller; nothing of A is involved (the address is refused by the fetch guard)",
    call: () => ({ query: 'mutation { draftRecipeFromUrl(url: "http://127.0.0.1:9/recipe") { title } }' }),
  },
  {
    operation: "Mutation.draftRecipeFromText",
    access: "signedIn",
    note: "reads pasted text into a draft for the caller (nothing stored)",
    call: (f) => ({
      query: "mutation ($text: String!) { draftRecipeFromText(text: $text) { title ingredients { name productId } steps { text } } }",
      variables: { text: `${f.unique("Pancakes")}\n\nIngredients\n2 eggs\n200 g flour\n\nMethod\nWhisk and fry.` },
    }),
  },
  {
    operation: "Mutation.createRecipe",
    access: "signedIn",
    note: "creates a recipe in the caller's own household",
    call: (f) => ({
      query: `mutation ($input: RecipeInput!) { createRecipe(input: $input) { ${RECIPE} } }`,
      variables: { input: { title: f.unique("Own recipe"), servings: 2 } },
    }),
  },
  { operation: "Mutation.updateRecipe", access: "household", call: update },
  {
    operation: "Mutation.duplicateRecipe",
    access: "household",
    call: async (f) => ({
      query: "mutation ($id: ID!) { duplicateRecipe(id: $id) { id title origin { kind recipeId } } }",
      variables: { id: (await recipeOf(f)).id },
    }),
  },
  {
    operation: "Mutation.deleteRecipe",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteRecipe(id: $id) }", variables: { id: (await newRecipe(f, "Doomed")).id } }),
  },
  {
    operation: "Mutation.saveRecipe",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { saveRecipe(id: $id, saved: true) { ${RECIPE} savedAt } }`,
      variables: { id: (await recipeOf(f)).id },
    }),
  },
  {
    operation: "Mutation.finishRecipeCook",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!, $cookId: ID!) { finishRecipeCook(id: $id, cookId: $cookId, servings: 4, portionsLeft: 1) { ${COOK} } }`,
      variables: { id: (await recipeOf(f)).id, cookId: randomUUID() },
    }),
  },
  {
    operation: "Mutation.returnRecipeCookToPantry",
    access: "household",
    note: "A's cook of a fresh recipe of A's (the shared one may have been edited) that took A's flour; a fresh cook per call",
    call: async (f) => {
      const recipe = await newRecipe(f, "Bread");
      await flourOf(f);
      const cookId = randomUUID();
      await f.ownerGql("mutation ($id: ID!, $cookId: ID!) { finishRecipeCook(id: $id, cookId: $cookId, servings: 1, portionsLeft: 0) { id } }", {
        id: recipe.id,
        cookId,
      });
      return {
        query: `mutation ($id: ID!, $cookId: ID!) { returnRecipeCookToPantry(id: $id, cookId: $cookId) { ${COOK} } }`,
        variables: { id: recipe.id, cookId },
      };
    },
  },
  {
    operation: "Query.recipeCookPlan",
    access: "household",
    note: "A's recipe against A's pantry (A's flour)",
    call: async (f) => {
      await flourOf(f);
      return {
        query: "query ($id: ID!) { recipeCookPlan(id: $id, servings: 4) { servings lines { ingredientId name need unit coverage takes { itemId name quantity unit } } } }",
        variables: { id: (await recipeOf(f)).id },
      };
    },
  },
  {
    operation: "Query.cookableRecipes",
    access: "signedIn",
    note: "the caller's own recipes against the caller's own pantry; A's recipe and A's flour are never ranked for anyone else",
    call: async (f) => {
      await recipeOf(f);
      await flourOf(f);
      return { query: "{ cookableRecipes { recipe { id title tags } coverage missing expiringSoon } }" };
    },
  },
  {
    operation: "Mutation.createRecipeShareLink",
    access: "household",
    call: async (f) => ({
      query: `mutation ($id: ID!) { createRecipeShareLink(recipeId: $id, expiresInDays: 3) { ${LINK} } }`,
      variables: { id: (await recipeOf(f)).id },
    }),
  },
  {
    operation: "Mutation.revokeRecipeShareLink",
    access: "household",
    call: async (f) => {
      const recipe = await recipeOf(f);
      const link = await newShareLink(f, recipe.id);
      return {
        query: `mutation ($recipeId: ID!, $shareId: ID!) { revokeRecipeShareLink(recipeId: $recipeId, shareId: $shareId) { ${LINK} revokedAt } }`,
        variables: { recipeId: recipe.id, shareId: link.id },
      };
    },
  },
  {
    operation: "Mutation.importSharedRecipe",
    access: "signedIn",
    note:
      "a share link is a capability: any live session holding A's token copies the recipe into its own household (A's own people get A's recipe back). " +
      "The copy's origin.recipeId names A's source recipe by design (asserted in recipes-graphql.int.test.ts), so it is not selected here",
    call: async (f) => ({
      query: "mutation ($token: String!) { importSharedRecipe(token: $token) { id title origin { kind } } }",
      variables: { token: (await sharedOf(f)).token },
    }),
  },
  {
    operation: "Subscription.recipesChanged",
    access: "signedIn",
    note: "the caller's own household's recipe changes",
    call: () => ({
      query: "subscription ($since: Int) { recipesChanged(since: $since) { sequence type recipeId actorId recipe { id title tags } } }",
      variables: { since: 0 },
    }),
    trigger: async (f) => {
      const call = await update(f);
      return f.ownerGql(call.query, call.variables);
    },
  },

  {
    route: "GET /public/recipes/shared/:token",
    access: "public",
    note: "a share link is a capability: anyone holding the token reads the recipe's content, never ids of A or its household",
    call: async (f) => ({ params: { token: (await sharedOf(f)).token } }),
  },

  {
    route: "GET /public/recipes/photos/:file",
    access: "public",
    note: "our copy of a recipe's photo, named by its SHA-256 (the capability): image bytes only, no ids of A; share pages show it signed out",
    call: async (f) => ({ params: { file: await photoOf(f) } }),
  },
];
