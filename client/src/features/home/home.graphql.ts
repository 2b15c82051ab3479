import { graphql } from "../../gql";

export const HomeViewerQuery = graphql(`
  query HomeViewer {
    me {
      id
      displayName
    }
  }
`);

export const HomeBudgetQuery = graphql(`
  query HomeBudget {
    budgetSyncPoint
    budgetMonth {
      month
      total {
        limit
        spent
        remaining
        status
      }
      alerts {
        category
        threshold
        spent
        limit
        sequence
      }
    }
  }
`);

export const HomeBudgetChangedSubscription = graphql(`
  subscription HomeBudgetChanged($since: Int) {
    budgetChanged(since: $since) {
      sequence
    }
  }
`);

export const HomeLeftoversQuery = graphql(`
  query HomeLeftovers {
    leftoversSyncPoint
    leftovers(status: "active") {
      id
      dish
      portions
      useBy
      location
    }
  }
`);

export const HomeLeftoversChangedSubscription = graphql(`
  subscription HomeLeftoversChanged($since: Int) {
    leftoversChanged(since: $since) {
      sequence
    }
  }
`);
