import { graphql } from "../../gql";

export const WasteEntriesQuery = graphql(`
  query WasteEntries {
    wasteSyncPoint
    wasteEntries(limit: 100) {
      id
      source
      name
      category
      quantity
      unit
      reason
      value
      day
    }
  }
`);

export const WasteAnalyticsQuery = graphql(`
  query WasteAnalytics($fromMonth: String!, $toMonth: String!) {
    wasteSyncPoint
    wasteAnalytics(fromMonth: $fromMonth, toMonth: $toMonth) {
      totalValue
      entries
      entriesWithoutValue
      purchases
      shareOfPurchasesWasted
      byMonth {
        key
        value
        entries
      }
      byCategory {
        key
        value
        entries
      }
      byReason {
        key
        value
        entries
      }
      topProducts {
        key
        value
        entries
      }
      trend {
        baselineMonths
        baselineMonthly
        recentMonths
        recentMonthly
        change
      }
    }
  }
`);

export const RecordWasteMutation = graphql(`
  mutation RecordWaste($input: RecordWasteInput!, $idempotencyKey: String) {
    recordWaste(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

export const DeleteWasteEntryMutation = graphql(`
  mutation DeleteWasteEntry($id: ID!, $idempotencyKey: String) {
    deleteWasteEntry(id: $id, idempotencyKey: $idempotencyKey)
  }
`);

export const WasteChangedSubscription = graphql(`
  subscription WasteChanged($since: Int) {
    wasteChanged(since: $since) {
      sequence
      type
    }
  }
`);
