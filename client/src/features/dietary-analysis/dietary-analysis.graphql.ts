import { graphql } from "../../gql";

export const DietaryFlagFieldsFragment = graphql(`
  fragment DietaryFlagFields on DietaryFlag {
    id
    name
    conflicts {
      kind
      tag
      via
      detail
      source
    }
  }
`);

export const PantryDietaryAnalysisQuery = graphql(`
  query PantryDietaryAnalysis($from: String, $to: String) {
    dietarySyncPoint
    pantryDietaryAnalysis(from: $from, to: $to) {
      itemCount
      knownCount
      totals {
        energyKcal
        proteinG
        carbohydrateG
        sugarsG
        fatG
        fibreG
      }
      categories {
        category
        itemCount
        knownCount
        energyKcal
        proteinG
        carbohydrateG
        sugarsG
        fatG
        fibreG
      }
      allergens {
        tag
        itemCount
        items
      }
      dietTags {
        tag
        itemCount
        items
      }
      members {
        memberId
        name
        isActive
        diets
        allergies
        pantry {
          ...DietaryFlagFields
        }
        recipes {
          ...DietaryFlagFields
        }
        plan {
          ...DietaryFlagFields
        }
      }
      planAvailable
      planFrom
      planTo
    }
  }
`);

export const DietaryChangedSubscription = graphql(`
  subscription DietaryChanged($since: Int) {
    dietaryChanged(since: $since) {
      sequence
      type
    }
  }
`);
