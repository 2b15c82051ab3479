import type { Fixture, TenantEntry } from "./tenant.js";

const ENTRY = "id source name category quantity unit reason value day productId";
const RECORD = `mutation ($input: RecordWasteInput!) { recordWaste(input: $input) { ${ENTRY} } }`;
const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => today().slice(0, 7);

/** A new waste entry of household A, recorded by hand (its name and category carry A's mark). */
async function freshWaste(f: Fixture): Promise<string> {
  const name = `Milk ${f.mark} ${f.unique("waste")}`;
  const data = (await f.ownerGql(RECORD, {
    input: { name, category: `Dairy ${f.mark}`, quantity: 1, unit: "l", reason: "spoiled", value: 3, day: today() },
  })) as { recordWaste: { id: string } };
  return f.remember(data.recordWaste.id, name, `Dairy ${f.mark}`);
}

/** One entry of A that the read entries expect to stay hidden from everyone outside A. */
const kept = new Map<string, Promise<string>>();
function wasteOf(f: Fixture): Promise<string> {
  let found = kept.get(f.householdId);
  if (!found) {
    found = freshWaste(f);
    kept.set(f.householdId, found);
  }
  return found;
}

export const entries: TenantEntry[] = [
  {
    operation: "Query.wasteEntries",
    access: "signedIn",
    note: "the caller's own household's waste, never A's",
    call: async (f) => {
      await wasteOf(f);
      return { query: `{ wasteEntries(limit: 50) { ${ENTRY} } }` };
    },
  },
  {
    operation: "Query.wasteAnalytics",
    access: "signedIn",
    note: "the caller's own household's waste, never A's",
    call: async (f) => {
      await wasteOf(f);
      return {
        query: `query ($from: String!, $to: String!) { wasteAnalytics(fromMonth: $from, toMonth: $to) {
          fromMonth toMonth totalValue entries entriesWithoutValue purchases shareOfPurchasesWasted
          byMonth { key value entries } byCategory { key value entries } byReason { key value entries } topProducts { key value entries }
          trend { baselineMonths baselineMonthly recentMonths recentMonthly change } } }`,
        variables: { from: thisMonth(), to: thisMonth() },
      };
    },
  },
  { operation: "Query.wasteSyncPoint", access: "signedIn", note: "answers the caller's own household's sequence, never A's", call: () => ({ query: "{ wasteSyncPoint }" }) },
  {
    operation: "Mutation.recordWaste",
    access: "signedIn",
    note: "records in the caller's own household",
    call: (f) => ({
      query: RECORD,
      variables: { input: { name: f.unique("Bread"), quantity: 1, unit: "loaf", reason: "expired", value: 2, day: today() } },
    }),
  },
  {
    operation: "Mutation.deleteWasteEntry",
    access: "household",
    call: async (f) => ({ query: "mutation ($id: ID!) { deleteWasteEntry(id: $id) }", variables: { id: await freshWaste(f) } }),
  },
  {
    operation: "Subscription.wasteChanged",
    access: "signedIn",
    note: "the caller's own household's waste",
    call: () => ({ query: "subscription ($since: Int) { wasteChanged(since: $since) { sequence type sourceClientId } }", variables: { since: 0 } }),
    trigger: (f) => freshWaste(f),
  },
];
