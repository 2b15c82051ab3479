import { graphql } from "../../gql";

export const RecipeFieldsFragment = graphql(`
  fragment RecipeFields on Recipe {
    id
    title
    description
    photoUrl
    servings
    prepMinutes
    cookMinutes
    totalMinutes
    tags
    sourceUrl
    saved
    savedAt
    revision
    origin {
      kind
      url
      recipeId
    }
    ingredients {
      id
      quantity
      unit
      productId
      name
      note
      optional
      group
      metric {
        quantity
        unit
      }
      us {
        quantity
        unit
      }
    }
    steps {
      id
      text
      timerSeconds
      ingredientIds
    }
  }
`);

export const DraftFieldsFragment = graphql(`
  fragment DraftFields on RecipeDraft {
    title
    description
    photoUrl
    servings
    prepMinutes
    cookMinutes
    tags
    sourceUrl
    importNotes
    ingredients {
      id
      quantity
      unit
      productId
      name
      note
      optional
      group
    }
    steps {
      id
      text
      timerSeconds
      ingredientIds
    }
  }
`);

export const RecipesQuery = graphql(`
  query Recipes($filter: RecipeFilterInput) {
    recipes(filter: $filter) {
      ...RecipeFields
    }
    recipeTags {
      tag
      count
    }
    recipesSyncPoint
  }
`);

export const RecipeQuery = graphql(`
  query Recipe($id: ID!) {
    recipe(id: $id) {
      ...RecipeFields
    }
  }
`);

export const PortionDataQuery = graphql(`
  query RecipePortionData {
    profile {
      id
      displayName
      preferences {
        householdSize
        defaultPortionSize
      }
    }
    familyMembers {
      id
      name
      isActive
      defaultPortionMultiplier
    }
  }
`);

export const RecipesChangedSubscription = graphql(`
  subscription RecipesChanged($since: Int) {
    recipesChanged(since: $since) {
      sequence
      type
      recipeId
      sourceClientId
      recipe {
        ...RecipeFields
      }
    }
  }
`);

export const CreateRecipeMutation = graphql(`
  mutation CreateRecipe($input: RecipeInput!, $id: ID, $idempotencyKey: String) {
    createRecipe(input: $input, id: $id, idempotencyKey: $idempotencyKey) {
      ...RecipeFields
    }
  }
`);

export const UpdateRecipeMutation = graphql(`
  mutation UpdateRecipe($id: ID!, $input: RecipeInput!, $idempotencyKey: String) {
    updateRecipe(id: $id, input: $input, idempotencyKey: $idempotencyKey) {
      ...RecipeFields
    }
  }
`);

export const DuplicateRecipeMutation = graphql(`
  mutation DuplicateRecipe($id: ID!, $newId: ID, $idempotencyKey: String) {
    duplicateRecipe(id: $id, newId: $newId, idempotencyKey: $idempotencyKey) {
      ...RecipeFields
    }
  }
`);

export const DeleteRecipeMutation = graphql(`
  mutation DeleteRecipe($id: ID!, $idempotencyKey: String) {
    deleteRecipe(id: $id, idempotencyKey: $idempotencyKey)
  }
`);

export const SaveRecipeMutation = graphql(`
  mutation SaveRecipe($id: ID!, $saved: Boolean!, $idempotencyKey: String) {
    saveRecipe(id: $id, saved: $saved, idempotencyKey: $idempotencyKey) {
      ...RecipeFields
    }
  }
`);

export const DraftFromUrlMutation = graphql(`
  mutation DraftRecipeFromUrl($url: String!) {
    draftRecipeFromUrl(url: $url) {
      ...DraftFields
    }
  }
`);

export const DraftFromTextMutation = graphql(`
  mutation DraftRecipeFromText($text: String!) {
    draftRecipeFromText(text: $text) {
      ...DraftFields
    }
  }
`);

export const ShareLinksQuery = graphql(`
  query RecipeShareLinks($recipeId: ID!) {
    recipeShareLinks(recipeId: $recipeId) {
      id
      token
      path
      expiresAt
      revokedAt
      active
    }
  }
`);

export const CreateShareLinkMutation = graphql(`
  mutation CreateRecipeShareLink($recipeId: ID!, $expiresInDays: Int, $idempotencyKey: String) {
    createRecipeShareLink(recipeId: $recipeId, expiresInDays: $expiresInDays, idempotencyKey: $idempotencyKey) {
      id
      token
      path
      expiresAt
      revokedAt
      active
    }
  }
`);

export const RevokeShareLinkMutation = graphql(`
  mutation RevokeRecipeShareLink($recipeId: ID!, $shareId: ID!, $idempotencyKey: String) {
    revokeRecipeShareLink(recipeId: $recipeId, shareId: $shareId, idempotencyKey: $idempotencyKey) {
      id
      active
      revokedAt
    }
  }
`);

export const SharedRecipeQuery = graphql(`
  query SharedRecipe($token: String!) {
    sharedRecipe(token: $token) {
      yourRecipeId
      title
      description
      photoUrl
      servings
      prepMinutes
      cookMinutes
      tags
      expiresAt
      ingredients {
        id
        quantity
        unit
        name
        note
        optional
        group
      }
      steps {
        id
        text
      }
    }
  }
`);

export const ImportSharedRecipeMutation = graphql(`
  mutation ImportSharedRecipe($token: String!, $idempotencyKey: String) {
    importSharedRecipe(token: $token, idempotencyKey: $idempotencyKey) {
      ...RecipeFields
    }
  }
`);

export const RecipeCookFieldsFragment = graphql(`
  fragment RecipeCookFields on RecipeCook {
    id
    recipeId
    servings
    portionsLeft
    portionsEaten
    leftoverId
    pantryReturned
    taken {
      ingredientId
      itemId
      name
      quantity
      unit
    }
    missing {
      ingredientId
      name
      quantity
      unit
      reason
    }
  }
`);

export const FinishRecipeCookMutation = graphql(`
  mutation FinishRecipeCook(
    $id: ID!
    $cookId: ID!
    $servings: Float!
    $portionsLeft: Float!
    $portionsEaten: Float
    $takeFromPantry: Boolean
    $today: String
    $idempotencyKey: String
  ) {
    finishRecipeCook(
      id: $id
      cookId: $cookId
      servings: $servings
      portionsLeft: $portionsLeft
      portionsEaten: $portionsEaten
      takeFromPantry: $takeFromPantry
      today: $today
      idempotencyKey: $idempotencyKey
    ) {
      ...RecipeCookFields
    }
  }
`);

export const ReturnRecipeCookToPantryMutation = graphql(`
  mutation ReturnRecipeCookToPantry($id: ID!, $cookId: ID!, $idempotencyKey: String) {
    returnRecipeCookToPantry(id: $id, cookId: $cookId, idempotencyKey: $idempotencyKey) {
      ...RecipeCookFields
    }
  }
`);

export const RecipeCookPlanQuery = graphql(`
  query RecipeCookPlan($id: ID!, $servings: Float) {
    recipeCookPlan(id: $id, servings: $servings) {
      servings
      lines {
        ingredientId
        name
        optional
        need
        unit
        coverage
        takes {
          itemId
          name
          quantity
          unit
          expiresOn
          expiringSoon
        }
        shortfall {
          quantity
          unit
          reason
        }
      }
    }
  }
`);

export const CookableRecipesQuery = graphql(`
  query CookableRecipes($filter: RecipeFilterInput, $minCoverage: Float) {
    cookableRecipes(filter: $filter, minCoverage: $minCoverage) {
      recipe {
        ...RecipeFields
      }
      coverage
      coveredCount
      requiredCount
      soonestExpiry
      expiringCount
      missing
      expiringSoon
    }
  }
`);

/** The pantry's changes, only to rank "what can I cook now" again. */
export const PantryChangesForRecipesSubscription = graphql(`
  subscription PantryChangesForRecipes($since: Int) {
    pantryChanged(since: $since) {
      sequence
      type
      itemId
    }
  }
`);
