import type { Fixture, TenantEntry } from "./tenant.js";

const FLAG = "id name conflicts { kind tag via detail source }";
const ANALYSIS = `itemCount knownCount totals { energyKcal } categories { category itemCount knownCount }
  allergens { tag itemCount items } dietTags { tag items }
  members { memberId name diets allergies pantry { ${FLAG} } recipes { ${FLAG} } plan { ${FLAG} } } planAvailable planFrom planTo`;

/** A's recipe with a nut line, one per run (A's member is allergic to nuts once the mutation entry ran). */
const recipes = new Map<string, Promise<string>>();
function nutRecipeOf(f: Fixture): Promise<string> {
  let found = recipes.get(f.householdId);
  if (!found) {
    found = (async () => {
      const title = `Walnut loaf ${f.mark} ${f.unique("r")}`;
      const data = (await f.ownerGql("mutation ($input: RecipeInput!) { createRecipe(input: $input) { id } }", {
        input: { title, servings: 4, ingredients: [{ name: `chopped walnuts ${f.mark}`, quantity: 50, unit: "g" }], steps: [] },
      })) as { createRecipe: { id: string } };
      return f.remember(data.createRecipe.id, title);
    })();
    recipes.set(f.householdId, found);
  }
  return found;
}

export const entries: TenantEntry[] = [
  {
    operation: "Query.familyMemberDietaryVocabulary",
    access: "public",
    note: "the fixed tag vocabulary, no household data",
    call: () => ({ query: "{ familyMemberDietaryVocabulary { allergies diets } }" }),
  },
  {
    operation: "Mutation.setFamilyMemberDietary",
    access: "owner",
    call: (f) => ({
      query: `mutation ($id: ID!, $input: FamilyMemberDietaryInput!) { setFamilyMemberDietary(id: $id, input: $input) { id name diets allergies } }`,
      variables: { id: f.familyMemberId, input: { diets: ["vegetarian"], allergies: ["nuts"] } },
    }),
  },
  {
    operation: "Query.pantryDietaryAnalysis",
    access: "signedIn",
    note: "the caller's own household's pantry, recipes and members, never A's",
    call: async (f) => {
      await nutRecipeOf(f);
      return { query: `{ pantryDietaryAnalysis { ${ANALYSIS} } }` };
    },
  },
  {
    operation: "Query.recipeDietaryFlags",
    access: "household",
    call: async (f) => ({
      query: `query ($id: ID!) { recipeDietaryFlags(recipeId: $id) { memberId name conflicts { kind tag via detail source } } }`,
      variables: { id: await nutRecipeOf(f) },
    }),
  },
  { operation: "Query.dietarySyncPoint", access: "signedIn", note: "the caller's own household's sequence", call: () => ({ query: "{ dietarySyncPoint }" }) },
  {
    operation: "Subscription.dietaryChanged",
    access: "signedIn",
    note: "the caller's own household's changes",
    call: () => ({ query: "subscription ($since: Int) { dietaryChanged(since: $since) { sequence type sourceClientId } }", variables: { since: 0 } }),
    trigger: (f) => f.freshFamilyMember(),
  },
];
