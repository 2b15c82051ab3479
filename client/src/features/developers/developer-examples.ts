/**
 * The developer page's copyable examples. The page renders them and
 * `server/test/developer-examples.int.test.ts` runs every one against a live server, so they stay true.
 *
 * - `curl`: a bash snippet; it may use $HEARTH_URL, $EMAIL, $PASSWORD and $TOKEN.
 * - `js`: the body of an async function run in Node 20 or a browser; it may use HEARTH_URL, EMAIL,
 *   PASSWORD and TOKEN, and `createClient` (from graphql-ws) where `imports` says so. It returns a value
 *   the test checks.
 */
export interface DeveloperExample {
  id: string;
  title: string;
  description: string;
  curl?: string;
  /** Shown above the JavaScript; the test supplies these names. */
  imports?: string;
  js?: string;
}

export const EXAMPLE_VARIABLES = `HEARTH_URL=https://hearth.example.com   # your Hearth server
EMAIL=you@example.com
PASSWORD='your password'`;

export const DEVELOPER_EXAMPLES: DeveloperExample[] = [
  {
    id: "sign-in",
    title: "Sign in and keep the token",
    description:
      "POST /api/login answers a bearer token for a new session. Send it as `Authorization: Bearer <token>` on every REST and GraphQL request.",
    curl: `TOKEN=$(curl -s -X POST "$HEARTH_URL/api/login" \\
  -H 'Content-Type: application/json' \\
  -d "{\\"email\\": \\"$EMAIL\\", \\"password\\": \\"$PASSWORD\\"}" | jq -r .token)
echo "$TOKEN"`,
    js: `const res = await fetch(\`\${HEARTH_URL}/api/login\`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
});
const { token, user } = await res.json();
return { status: res.status, token, user };`,
  },
  {
    id: "refresh",
    title: "Refresh the token (rotation)",
    description:
      "POST /api/auth/refresh answers a new token for a new session and retires the old one. Requests already on their way with the old token (another tab, a parallel call) still succeed for 30 seconds (REFRESH_GRACE_SECONDS); after that the old token answers 401, and using it then ends the whole chain of sessions it started, as a stolen token would. Keep only the newest.",
    curl: `TOKEN=$(curl -s -X POST "$HEARTH_URL/api/auth/refresh" \\
  -H "Authorization: Bearer $TOKEN" | jq -r .token)
echo "$TOKEN"`,
    js: `const res = await fetch(\`\${HEARTH_URL}/api/auth/refresh\`, {
  method: "POST",
  headers: { Authorization: \`Bearer \${TOKEN}\` },
});
const { token } = await res.json();
const old = await fetch(\`\${HEARTH_URL}/api/auth/check\`, { headers: { Authorization: \`Bearer \${TOKEN}\` } });
return { status: res.status, token, oldTokenStatus: old.status };`,
  },
  {
    id: "rest-create",
    title: "Create a shopping list over REST, safely retried",
    description:
      "An Idempotency-Key header makes a retry harmless: the same key again records nothing and answers the first result.",
    curl: `KEY="new-list-$(date +%s)-$RANDOM"
for attempt in 1 2; do
  curl -s -X POST "$HEARTH_URL/api/shopping-lists" \\
    -H "Authorization: Bearer $TOKEN" \\
    -H 'Content-Type: application/json' \\
    -H "Idempotency-Key: $KEY" \\
    -d '{"name": "Saturday market"}' | jq -r .id
done`,
    js: `const key = crypto.randomUUID();
const create = () =>
  fetch(\`\${HEARTH_URL}/api/shopping-lists\`, {
    method: "POST",
    headers: {
      Authorization: \`Bearer \${TOKEN}\`,
      "Content-Type": "application/json",
      "Idempotency-Key": key,
    },
    body: JSON.stringify({ name: "Saturday market" }),
  }).then((res) => res.json());
const first = await create();
const retry = await create(); // same key: same list, nothing new recorded
return { first, retry };`,
  },
  {
    id: "graphql-query",
    title: "Query with GraphQL",
    description:
      "POST /graphql with a JSON body. GET works for queries too (never for mutations) when the request carries Authorization or `apollo-require-preflight`.",
    curl: `curl -s "$HEARTH_URL/graphql" \\
  -H "Authorization: Bearer $TOKEN" \\
  -H 'Content-Type: application/json' \\
  -H 'Accept: application/graphql-response+json' \\
  -d '{"query": "{ shoppingLists(status: all) { id name items { name purchased } } }"}'
echo

curl -s -G "$HEARTH_URL/graphql" \\
  -H "Authorization: Bearer $TOKEN" \\
  --data-urlencode 'query={ subscriptionStatus { subscriptionStatus daysLeft } }'`,
    js: `const res = await fetch(\`\${HEARTH_URL}/graphql\`, {
  method: "POST",
  headers: {
    Authorization: \`Bearer \${TOKEN}\`,
    "Content-Type": "application/json",
    Accept: "application/graphql-response+json",
  },
  body: JSON.stringify({
    query: "query Lists($status: ShoppingListStatusFilter!) { shoppingLists(status: $status) { id name } }",
    variables: { status: "all" },
  }),
});
const { data, errors } = await res.json();
return { status: res.status, data, errors };`,
  },
  {
    id: "graphql-mutation",
    title: "Change data with a mutation and an idempotency key",
    description: "Every mutation takes an `idempotencyKey` argument with the same rule as the REST header.",
    js: `const mutation = \`mutation Create($input: CreateShoppingListInput!, $key: String) {
  createShoppingList(input: $input, idempotencyKey: $key) { id name }
}\`;
const variables = { input: { name: "Camping trip" }, key: crypto.randomUUID() };
const send = () =>
  fetch(\`\${HEARTH_URL}/graphql\`, {
    method: "POST",
    headers: { Authorization: \`Bearer \${TOKEN}\`, "Content-Type": "application/json" },
    body: JSON.stringify({ query: mutation, variables }),
  }).then((res) => res.json());
const first = await send();
const retry = await send();
return { first: first.data.createShoppingList, retry: retry.data.createShoppingList };`,
  },
  {
    id: "subscription",
    title: "Hear every change live, and resume with `since`",
    description:
      "Subscriptions use graphql-ws on the same /graphql path. Send the token in `connection_init`; a bad one closes the socket with 4403. Each change carries `sequence`: pass the last one you saw as `since` after a reconnect and the server replays what you missed, in order, without duplicates.",
    imports: `import { createClient } from "graphql-ws";`,
    js: `const client = createClient({
  url: HEARTH_URL.replace(/^http/, "ws") + "/graphql",
  connectionParams: { authorization: \`Bearer \${TOKEN}\` },
});
let lastSequence = 0; // keep it: after a reconnect, subscribe with since: lastSequence
const change = await new Promise((resolve, reject) => {
  const stop = client.subscribe(
    { query: "subscription ($since: Int) { shoppingListsChanged(since: $since) { sequence type listId } }", variables: { since: lastSequence } },
    {
      next: ({ data }) => {
        lastSequence = data.shoppingListsChanged.sequence;
        stop();
        resolve(data.shoppingListsChanged);
      },
      error: reject,
      complete: () => {},
    },
  );
});
await client.dispose();
return change;`,
  },
  {
    id: "errors",
    title: "Read errors",
    description:
      "REST errors are `{ error }` with the HTTP status (401 sign in again, 404 unknown or foreign id, 429 wait `retryAfterSeconds`). GraphQL errors carry `extensions.code` (UNAUTHENTICATED, BAD_USER_INPUT, NOT_FOUND, FORBIDDEN, CONFLICT, RATE_LIMITED) and `extensions.status`.",
    curl: `curl -s -w ' %{http_code}\\n' "$HEARTH_URL/api/shopping-lists"`,
    js: `const rest = await fetch(\`\${HEARTH_URL}/api/shopping-lists/00000000-0000-4000-8000-000000000000\`, {
  headers: { Authorization: \`Bearer \${TOKEN}\` },
});
const gql = await fetch(\`\${HEARTH_URL}/graphql\`, {
  method: "POST",
  headers: { Authorization: \`Bearer \${TOKEN}\`, "Content-Type": "application/json" },
  body: JSON.stringify({ query: '{ shoppingList(id: "00000000-0000-4000-8000-000000000000") { id } }' }),
});
const { errors } = await gql.json();
return { restStatus: rest.status, restBody: await rest.json(), graphqlCode: errors[0].extensions.code };`,
  },
];
