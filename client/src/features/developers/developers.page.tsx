import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../hooks/use-document-title.hook";
import { useMetaDescription } from "../../hooks/use-meta-description.hook";
import { readToken } from "../../lib/session";
import { DEVELOPER_EXAMPLES, EXAMPLE_VARIABLES, type DeveloperExample } from "./developer-examples";
import "./developers.css";

// The reference (Scalar) and the explorer (GraphiQL) are big: their own chunks, fetched by this page only.
const ApiReference = lazy(async () => ({ default: (await import("./api-reference")).ApiReference }));
const GraphqlExplorer = lazy(async () => ({ default: (await import("./graphql-explorer")).GraphqlExplorer }));

function CopyableCode({ label, code }: { label: string; code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <figure className="developers__code">
      <figcaption>
        <span>{label}</span>
        <button type="button" className="button button--ghost" onClick={copy} aria-label={`Copy the ${label} example`}>
          {copied ? "Copied" : "Copy"}
        </button>
      </figcaption>
      <pre>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

function Example({ example }: { example: DeveloperExample }) {
  return (
    <article className="developers__example" id={`example-${example.id}`}>
      <h3>{example.title}</h3>
      <p>{example.description}</p>
      {example.curl && <CopyableCode label="curl" code={example.curl} />}
      {example.js && (
        <CopyableCode
          label="JavaScript"
          code={`${example.imports ? `${example.imports}\n` : ""}// HEARTH_URL, EMAIL, PASSWORD and TOKEN as in the curl examples\n${example.js}`}
        />
      )}
    </article>
  );
}

/**
 * /developers (public) and /app/developers: how to call Hearth's REST paths and GraphQL API, with
 * examples a test runs against a live server, the OpenAPI reference and, when signed in, GraphiQL.
 */
export function DevelopersPage() {
  useDocumentTitle("Developers");
  useMetaDescription("Build on Hearth: REST and GraphQL APIs, live subscriptions, idempotency keys and errors, with runnable examples.");
  const token = readToken();
  const [explorerOpen, setExplorerOpen] = useState(false);
  const [referenceOpen, setReferenceOpen] = useState(false);

  return (
    <div className="developers">
      <header>
        <h1>Build on Hearth</h1>
        <p>
          Everything the Hearth app does goes through the same API you can use: GraphQL at <code>/graphql</code> (queries,
          mutations and live subscriptions) and REST paths under <code>/api</code> for simpler clients. Both answer for one
          household, the one the signed-in account belongs to.
        </p>
        <nav aria-label="On this page">
          <ul>
            <li><a href="#authentication">Authentication</a></li>
            <li><a href="#graphql">GraphQL and live updates</a></li>
            <li><a href="#idempotency">Safe retries</a></li>
            <li><a href="#limits">Rate limits and errors</a></li>
            <li><a href="#examples">Examples</a></li>
            <li><a href="#reference">REST reference</a></li>
            <li><a href="#explorer">GraphQL explorer</a></li>
          </ul>
        </nav>
      </header>

      <section id="authentication" aria-labelledby="authentication-title">
        <h2 id="authentication-title">Authentication</h2>
        <p>
          Sign in with <code>POST /api/login</code> and an email and password; the answer carries a bearer <code>token</code>.
          Send it on every request as <code>Authorization: Bearer &lt;token&gt;</code>. A token lasts a day. Before it runs out,
          call <code>POST /api/auth/refresh</code> with it: you get a new token for a new session and the old one stops working
          at once (rotation), so keep only the newest. Signing out (<code>POST /api/auth/logout</code>), changing the password
          or being removed from the household ends sessions too; a request with an ended session answers 401.
        </p>
        <p>
          When a household&apos;s trial or subscription has ended, sign-in still answers a token, but it only reaches the
          subscription: other calls answer 401 with <code>status</code> <code>trial_expired</code> or{" "}
          <code>subscription_expired</code>.
        </p>
      </section>

      <section id="graphql" aria-labelledby="graphql-title">
        <h2 id="graphql-title">GraphQL and live updates</h2>
        <p>
          <code>POST /graphql</code> with <code>{"{ query, variables }"}</code> as JSON. Queries also work over{" "}
          <code>GET /graphql?query=…&amp;variables=…</code> when the request carries <code>Authorization</code> (or{" "}
          <code>apollo-require-preflight</code>), which keeps other websites from sending them; mutations over GET answer 405.
          Ask for <code>Accept: application/graphql-response+json</code> to get the GraphQL-over-HTTP status codes (400 for a
          query that does not parse or validate). The schema is open to signed-in accounts: try the explorer below.
        </p>
        <p>
          Subscriptions use the <a href="https://github.com/enisdenjo/graphql-ws">graphql-ws</a> protocol on the same{" "}
          <code>/graphql</code> path. Send the token in the <code>connection_init</code> payload as{" "}
          <code>{"{ authorization: \"Bearer <token>\" }"}</code>; a missing or bad token closes the socket with 4403, and a
          session that ends later closes it with 4401. Every change carries a <code>sequence</code>, gapless and in order for
          the household. Remember the last one; after a reconnect, subscribe with <code>since</code> set to it and the server
          replays what you missed, then continues live, without duplicates.
        </p>
      </section>

      <section id="idempotency" aria-labelledby="idempotency-title">
        <h2 id="idempotency-title">Safe retries with idempotency keys</h2>
        <p>
          A network can fail after the server has done the work. Give every change a key, a UUID is fine, and reuse it when
          you retry: as the <code>idempotencyKey</code> argument of a mutation, or the <code>Idempotency-Key</code> header of a
          REST call (1 to 200 characters). The same key again in your household records nothing and answers what the first
          attempt answered. A key belongs to one change: sent with a different mutation or REST call, it is refused with{" "}
          <code>IDEMPOTENCY_KEY_REUSED</code> (422). Objects created offline may also bring their own UUID as <code>id</code>.
        </p>
      </section>

      <section id="limits" aria-labelledby="limits-title">
        <h2 id="limits-title">Rate limits and errors</h2>
        <p>
          Sign-in, registration, password resets, newsletter sign-ups and bug reports are limited per network address. Over
          the limit, REST answers <code>429</code> with <code>{"{ error, retryAfterSeconds }"}</code> and GraphQL an error with
          code <code>RATE_LIMITED</code>; wait that long before trying again. Five wrong passwords in 15 minutes lock the account
          for 15 minutes (<code>423 {"{ error: \"Account locked\" }"}</code>).
        </p>
        <p>
          Every REST error is JSON: <code>{"{ error }"}</code>, a sentence you can show to a person, with the HTTP status: 400
          invalid input, 401 sign in (again), 403 not allowed for your role, 404 unknown id or one of another household, 409
          conflict, 413 body too large. GraphQL errors carry <code>extensions.code</code> (<code>BAD_USER_INPUT</code>,{" "}
          <code>UNAUTHENTICATED</code>, <code>FORBIDDEN</code>, <code>NOT_FOUND</code>, <code>CONFLICT</code>,{" "}
          <code>RATE_LIMITED</code>) and <code>extensions.status</code>, the matching HTTP status. Queries are limited to a
          depth of 10, 15 aliases and 2,000 tokens.
        </p>
      </section>

      <section id="examples" aria-labelledby="examples-title">
        <h2 id="examples-title">Examples</h2>
        <p>Set these once for the curl examples (they use curl and jq):</p>
        <CopyableCode label="shell variables" code={EXAMPLE_VARIABLES} />
        {DEVELOPER_EXAMPLES.map((example) => (
          <Example key={example.id} example={example} />
        ))}
      </section>

      <section id="reference" aria-labelledby="reference-title">
        <h2 id="reference-title">REST reference</h2>
        <p>
          Every REST path with its body, answers and errors, generated from the code that serves it:{" "}
          <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
        </p>
        {referenceOpen ? (
          <Suspense fallback={<p role="status">Loading the reference…</p>}>
            <ApiReference />
          </Suspense>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setReferenceOpen(true)}>
            Show the REST reference
          </button>
        )}
      </section>

      <section id="explorer" aria-labelledby="explorer-title">
        <h2 id="explorer-title">GraphQL explorer</h2>
        {token ? (
          <>
            <p>Run queries and mutations as yourself, on your household&apos;s real data. The docs pane lists every type.</p>
            {explorerOpen ? (
              <Suspense fallback={<p role="status">Loading the explorer…</p>}>
                <GraphqlExplorer token={token} />
              </Suspense>
            ) : (
              <button type="button" className="button button--primary" onClick={() => setExplorerOpen(true)}>
                Open the GraphQL explorer
              </button>
            )}
          </>
        ) : (
          <p>
            The schema is open to signed-in accounts. <Link to="/app/auth?redirect=/app/developers">Sign in</Link> to explore it
            here with your own data.
          </p>
        )}
      </section>
    </div>
  );
}
