import { ApolloLink, type ApolloClient } from "@apollo/client";
import { parse } from "graphql";
import { of } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { createAuthLink } from "./auth-link";
import { beginTokenRenewal, endTokenRenewal } from "./session-events";

// A document of its own (not Hearth's): parsed here, so the client's codegen does not take it for one of the app's.
const request = { query: parse("mutation Add { add }"), variables: {} };

/** Runs `request` through the auth link; `sent` gets the headers of each request that reached the network. */
function run(token: () => string) {
  const sent: Record<string, string>[] = [];
  const network = new ApolloLink((operation) => {
    sent.push(operation.getContext().headers as Record<string, string>);
    return of({ data: { add: true } });
  });
  const link = ApolloLink.from([createAuthLink(() => ({ Authorization: `Bearer ${token()}`, "X-Hearth-Client": "tab-1" })), network]);
  const results: unknown[] = [];
  ApolloLink.execute(link, request, { client: {} as ApolloClient }).subscribe((result) => results.push(result));
  return { sent, results };
}

describe("createAuthLink", () => {
  afterEach(() => endTokenRenewal());

  it("sends with the session's headers in the same turn (before a render queued with the change)", () => {
    const { sent, results } = run(() => "first");
    expect(sent).toEqual([{ Authorization: "Bearer first", "X-Hearth-Client": "tab-1" }]);
    expect(results).toEqual([{ data: { add: true } }]);
  });

  it("while the session trades its token, waits and sends with the new one", async () => {
    let token = "retiring";
    beginTokenRenewal();
    const { sent, results } = run(() => token);
    await Promise.resolve();
    expect(sent).toEqual([]);
    token = "renewed";
    endTokenRenewal();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ Authorization: "Bearer renewed", "X-Hearth-Client": "tab-1" }]);
    expect(results).toHaveLength(1);
  });
});
